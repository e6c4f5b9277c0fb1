import { CreateProjectInputSchema } from '@usra/domain/documents/project-schema';
import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { card } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { failureToast } from '@/lib/failure-toast';
import { useCreateProject } from '../api/projects';
import { emptyDraft, firstProblem, ProjectFields, type ProjectDraft } from './project-fields';

interface PhaseDraft {
  key: number;
  name: string;
  description: string;
  estimatedCost: string;
}

/** Create Construction Project: Create is disabled until name, type and location are filled. */
export function CreateProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('projects');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('createTitle')}
      size="lg"
      testId="create-project-dialog"
    >
      {open ? <CreateProjectForm onClose={onClose} /> : null}
    </Modal>
  );
}

export function CreateProjectForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('projects');
  const create = useCreateProject();
  const [draft, setDraft] = useState<ProjectDraft>(emptyDraft);
  const [phases, setPhases] = useState<PhaseDraft[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [problem, setProblem] = useState('');
  const filled =
    draft.name.trim() !== '' && draft.projectType !== '' && draft.location.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) {
      setProblem(t('requiredFields'));
      toast.error(t('requiredFields'));
      return;
    }
    const parsed = CreateProjectInputSchema.safeParse({
      name: draft.name,
      projectType: draft.projectType,
      description: draft.description || undefined,
      location: draft.location,
      estimatedCost: draft.estimatedCost,
      startDate: draft.startDate || undefined,
      permitRequired: draft.permitRequired,
      phases: phases.map(({ name, description, estimatedCost }) => ({
        name,
        description: description || undefined,
        estimatedCost,
      })),
    });
    if (!parsed.success) {
      setProblem(firstProblem(parsed.error.issues));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('created'));
        onClose();
      },
      onError: (error) => failureToast(t('createFailed'), error),
    });
  };

  const setPhase = (key: number, change: Partial<PhaseDraft>) =>
    setPhases((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <ProjectFields draft={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">{t('phases')}</legend>
        {phases.map((phase, index) => (
          <div key={phase.key} className={`${card} flex flex-col gap-2`} data-testid="phase-draft">
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium">{t('phaseNumber', { number: index + 1 })}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('removePhase')}
                onClick={() => setPhases((list) => list.filter((p) => p.key !== phase.key))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
            <FormField
              label={t('fields.phaseName')}
              value={phase.name}
              onChange={(e) => setPhase(phase.key, { name: e.target.value })}
              maxLength={100}
              data-testid="phase-name-input"
            />
            <FormField
              label={t('fields.description')}
              value={phase.description}
              onChange={(e) => setPhase(phase.key, { description: e.target.value })}
            />
            <FormField
              label={t('fields.phaseCost')}
              type="text"
              inputMode="decimal"
              value={phase.estimatedCost}
              onChange={(e) => setPhase(phase.key, { estimatedCost: e.target.value })}
            />
          </div>
        ))}
        <Button
          variant="outline"
          className="self-start"
          onClick={() => {
            setPhases((list) => [
              ...list,
              { key: nextKey, name: '', description: '', estimatedCost: '' },
            ]);
            setNextKey((k) => k + 1);
          }}
          data-testid="add-phase"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('addPhase')}
        </Button>
      </fieldset>
      <p aria-live="polite" className="text-sm text-destructive empty:hidden">
        {problem}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={!filled || create.isPending} data-testid="create-project">
          {create.isPending ? <Spinner className="size-4" /> : null}
          {t('createButton')}
        </Button>
      </div>
    </form>
  );
}
