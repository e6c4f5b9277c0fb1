import { UpdateProjectInputSchema, type Project } from '@usra/domain/documents/project-schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { failureToast } from '@/lib/failure-toast';
import { formatCalendarDate } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useMoney } from '@/lib/use-money';
import { useUpdateProject } from '../api/projects';
import { PhaseEditor } from './phase-editor';
import { ProgressBar } from './project-parts';
import { draftOf, firstProblem, ProjectFields, type ProjectDraft } from './project-fields';

/** View Details: every field, edit, and the phases (status, add, remove, up/down). */
export function ProjectDetailsDialog({
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
      title={project?.name ?? ''}
      size="lg"
      testId="project-details-dialog"
    >
      {project ? <ProjectDetails key={project.id} project={project} /> : null}
      <span className="sr-only">{t('viewDetails')}</span>
    </Modal>
  );
}

function ProjectDetails({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const language = currentLanguage(i18n.resolvedLanguage);
  const money = useMoney().format;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProjectDraft>(() => draftOf(project));
  const [problem, setProblem] = useState('');
  const update = useUpdateProject();
  const day = (value: string | null) => (value ? formatCalendarDate(value, language) : '–');

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateProjectInputSchema.safeParse({
      name: draft.name,
      projectType: draft.projectType,
      description: draft.description || null,
      location: draft.location,
      estimatedCost: draft.estimatedCost,
      actualCost: draft.actualCost,
      startDate: draft.startDate || null,
      estimatedCompletion: draft.estimatedCompletion || null,
      permitRequired: draft.permitRequired,
    });
    if (!parsed.success) {
      setProblem(firstProblem(parsed.error.issues));
      return;
    }
    update.mutate(
      { id: project.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('saved'));
          setEditing(false);
        },
        onError: (error) => failureToast(t('saveFailed'), error),
      },
    );
  };

  const rows: [string, string][] = [
    [t('fields.type'), t(`types.${project.projectType}`)],
    [t('status'), t(`projectStatus.${project.status}`)],
    [t('location'), project.location],
    [t('startDate'), day(project.startDate)],
    [t('fields.estimatedCompletion'), day(project.estimatedCompletion)],
    [t('estimatedCost'), money(project.estimatedCost)],
    [t('actualCost'), money(project.actualCost)],
    [t('fields.permitRequired'), project.permitRequired ? t('yes') : t('no')],
  ];

  return (
    <div className="flex flex-col gap-5">
      {editing ? (
        <form className="flex flex-col gap-4" onSubmit={save} noValidate>
          <ProjectFields draft={draft} onChange={(c) => setDraft((d) => ({ ...d, ...c }))} edit />
          <p aria-live="polite" className="text-sm text-destructive empty:hidden">
            {problem}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setEditing(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {t('actions.save')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {project.description ? (
            <p className="text-sm break-words whitespace-pre-line">
              <bdi>{project.description}</bdi>
            </p>
          ) : null}
          <dl className="grid gap-2 text-sm sm:grid-cols-2" data-testid="project-fields">
            {rows.map(([label, value]) => (
              <div key={label} className="flex min-w-0 flex-col">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-1">
            <span className="text-sm">
              {t('progress')}: {formatNumber(project.progress, language)}%
            </span>
            <ProgressBar value={project.progress} label={t('progress')} />
          </div>
          <Button
            variant="outline"
            className="self-start"
            onClick={() => {
              setDraft(draftOf(project));
              setEditing(true);
            }}
            data-testid="project-edit"
          >
            {t('edit')}
          </Button>
        </>
      )}
      <PhaseEditor project={project} />
    </div>
  );
}
