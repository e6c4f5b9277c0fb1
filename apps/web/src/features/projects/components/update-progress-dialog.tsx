import { readNumber } from '@usra/domain/common/numbers';
import {
  UpdateProjectInputSchema,
  projectStatuses,
  type Project,
} from '@usra/domain/documents/project-schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { failureToast } from '@/lib/failure-toast';
import { useUpdateProject } from '../api/projects';
import { statusTone } from './project-parts';
import { firstProblem } from './project-fields';

/** Update Progress: the percent (0–100) and the status. */
export function UpdateProgressDialog({
  project,
  onClose,
}: {
  project: Project | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  return (
    <Modal
      open={project !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('updateProgress')}
      testId="progress-dialog"
    >
      {project ? <ProgressForm key={project.id} project={project} onClose={onClose} /> : null}
    </Modal>
  );
}

function ProgressForm({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation('projects');
  const update = useUpdateProject();
  const [progress, setProgress] = useState(String(project.progress));
  const [status, setStatus] = useState<string>(project.status);
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateProjectInputSchema.safeParse({ progress, status });
    if (!parsed.success) {
      setProblem(firstProblem(parsed.error.issues));
      return;
    }
    update.mutate(
      { id: project.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('progressSaved'));
          onClose();
        },
        onError: (error) => failureToast(t('saveFailed'), error),
      },
    );
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="font-medium">
        <bdi>{project.name}</bdi>
      </p>
      <FormField
        label={t('progressPercent')}
        type="text"
        inputMode="numeric"
        value={progress}
        onChange={(e) => setProgress(e.target.value)}
        error={problem || undefined}
        data-testid="progress-input"
      />
      <input
        type="range"
        min={0}
        max={100}
        value={readNumber(progress) ?? 0}
        onChange={(e) => setProgress(e.target.value)}
        aria-label={t('progressPercent')}
      />
      <SelectField
        label={t('status')}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        data-testid="status-input"
      >
        {projectStatuses.map((value) => (
          <option key={value} value={value}>
            {t(`projectStatus.${value}`)}
          </option>
        ))}
      </SelectField>
      <Badge tone={statusTone[project.status]} className="self-start">
        {t(`projectStatus.${project.status}`)}
      </Badge>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending} data-testid="progress-save">
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
