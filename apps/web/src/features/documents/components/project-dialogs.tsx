import { readNumber } from '@usra/domain/common/numbers';
import {
  CreateProjectInputSchema,
  PhaseInputSchema,
  UpdateProjectInputSchema,
  phaseStatuses,
  projectStatuses,
  projectTypes,
  type Phase,
  type Project,
} from '@usra/domain/documents/project-schema';
import { ArrowDown, ArrowUp, Link2, Plus, Trash2, Upload, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useDocuments } from '../api/get-documents';
import {
  useAddPhase,
  useCreateProject,
  useRemovePhase,
  useReorderPhases,
  useUpdatePhase,
  useUpdateProject,
} from '../api/projects';
import { useUpdateDocument } from '../api/save-document';
import { currencySymbol, formatDay, formatMoney, formatNumber } from '../format';
import type { DocumentActions } from '../hooks/use-document-actions';
import { Badge, card } from './badge';
import { DocumentList } from './document-list';
import { ProgressBar, phaseTone, statusTone } from './project-parts';
import { TextAreaField } from './text-area-field';

interface PhaseDraft {
  key: number;
  name: string;
  description: string;
  estimatedCost: string;
}

interface ProjectDraft {
  name: string;
  projectType: string;
  description: string;
  location: string;
  estimatedCost: string;
  actualCost: string;
  startDate: string;
  estimatedCompletion: string;
  permitRequired: boolean;
}

const emptyDraft: ProjectDraft = {
  name: '',
  projectType: '',
  description: '',
  location: '',
  estimatedCost: '',
  actualCost: '',
  startDate: '',
  estimatedCompletion: '',
  permitRequired: false,
};

function firstProblem(issues: { message: string }[]): string {
  return translateValidationMessage(issues[0]?.message) ?? '';
}

/** Name, type, description, location, costs, dates and permit: shared by Create and Edit. */
function ProjectFields({
  draft,
  onChange,
  edit = false,
}: {
  draft: ProjectDraft;
  onChange: (change: Partial<ProjectDraft>) => void;
  edit?: boolean;
}) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { currency } = useAppearance();
  const symbol = currencySymbol(currency, language);
  return (
    <>
      <FormField
        label={`${t('projects.fields.name')} *`}
        value={draft.name}
        onChange={(e) => onChange({ name: e.target.value })}
        maxLength={100}
        data-testid="project-name-input"
      />
      <SelectField
        label={`${t('projects.fields.type')} *`}
        value={draft.projectType}
        onChange={(e) => onChange({ projectType: e.target.value })}
        data-testid="project-type-input"
      >
        <option value="">{t('projects.fields.chooseType')}</option>
        {projectTypes.map((type) => (
          <option key={type} value={type}>
            {t(`projectTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('projects.fields.description')}
        value={draft.description}
        onChange={(e) => onChange({ description: e.target.value })}
        maxLength={2000}
      />
      <FormField
        label={`${t('projects.fields.location')} *`}
        value={draft.location}
        onChange={(e) => onChange({ location: e.target.value })}
        maxLength={200}
        data-testid="project-location-input"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('projects.fields.estimatedCost', { currency: symbol })}
          type="text"
          inputMode="decimal"
          value={draft.estimatedCost}
          onChange={(e) => onChange({ estimatedCost: e.target.value })}
          data-testid="project-cost-input"
        />
        {edit ? (
          <FormField
            label={t('projects.fields.actualCost', { currency: symbol })}
            type="text"
            inputMode="decimal"
            value={draft.actualCost}
            onChange={(e) => onChange({ actualCost: e.target.value })}
          />
        ) : null}
        <FormField
          label={t('projects.fields.startDate')}
          type="date"
          value={draft.startDate}
          onChange={(e) => onChange({ startDate: e.target.value })}
        />
        {edit ? (
          <FormField
            label={t('projects.fields.estimatedCompletion')}
            type="date"
            value={draft.estimatedCompletion}
            onChange={(e) => onChange({ estimatedCompletion: e.target.value })}
          />
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.permitRequired}
          onChange={(e) => onChange({ permitRequired: e.target.checked })}
        />
        {t('projects.fields.permitRequired')}
      </label>
    </>
  );
}

/** Create Construction Project: Create is disabled until name, type and location are filled. */
export function CreateProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('documents');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('projects.createTitle')}
      size="lg"
      testId="create-project-dialog"
    >
      {open ? <CreateProjectForm onClose={onClose} /> : null}
    </Modal>
  );
}

export function CreateProjectForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('documents');
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
      setProblem(t('projects.requiredFields'));
      toast.error(t('projects.requiredFields'));
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
        toast.success(t('projects.created'));
        onClose();
      },
      onError: (error) =>
        toast.error(t('projects.createFailed'), { description: getErrorMessage(error) }),
    });
  };

  const setPhase = (key: number, change: Partial<PhaseDraft>) =>
    setPhases((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <ProjectFields draft={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">{t('projects.phases')}</legend>
        {phases.map((phase, index) => (
          <div key={phase.key} className={`${card} flex flex-col gap-2`} data-testid="phase-draft">
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium">
                {t('projects.phaseNumber', { number: index + 1 })}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('projects.removePhase')}
                onClick={() => setPhases((list) => list.filter((p) => p.key !== phase.key))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
            <FormField
              label={t('projects.fields.phaseName')}
              value={phase.name}
              onChange={(e) => setPhase(phase.key, { name: e.target.value })}
              maxLength={100}
              data-testid="phase-name-input"
            />
            <FormField
              label={t('projects.fields.description')}
              value={phase.description}
              onChange={(e) => setPhase(phase.key, { description: e.target.value })}
            />
            <FormField
              label={t('projects.fields.phaseCost')}
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
          {t('projects.addPhase')}
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
          {t('projects.createButton')}
        </Button>
      </div>
    </form>
  );
}

function draftOf(project: Project): ProjectDraft {
  return {
    name: project.name,
    projectType: project.projectType,
    description: project.description ?? '',
    location: project.location,
    estimatedCost: project.estimatedCost === null ? '' : String(project.estimatedCost),
    actualCost: project.actualCost === null ? '' : String(project.actualCost),
    startDate: project.startDate ?? '',
    estimatedCompletion: project.estimatedCompletion ?? '',
    permitRequired: project.permitRequired,
  };
}

/** View Details: every field, edit, and the phases (status, add, remove, up/down). */
export function ProjectDetailsDialog({
  project,
  onClose,
}: {
  project: Project | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
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
      <span className="sr-only">{t('projects.viewDetails')}</span>
    </Modal>
  );
}

function ProjectDetails({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { currency } = useAppearance();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProjectDraft>(() => draftOf(project));
  const [problem, setProblem] = useState('');
  const update = useUpdateProject();
  const money = (value: number | null) =>
    value === null ? '–' : formatMoney(value, currency, language);
  const day = (value: string | null) => (value ? formatDay(value, language) : '–');

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
          toast.success(t('projects.saved'));
          setEditing(false);
        },
        onError: (error) =>
          toast.error(t('projects.saveFailed'), { description: getErrorMessage(error) }),
      },
    );
  };

  const rows: [string, string][] = [
    [t('projects.fields.type'), t(`projectTypes.${project.projectType}`)],
    [t('projects.status'), t(`projectStatus.${project.status}`)],
    [t('projects.location'), project.location],
    [t('projects.startDate'), day(project.startDate)],
    [t('projects.fields.estimatedCompletion'), day(project.estimatedCompletion)],
    [t('projects.estimatedCost'), money(project.estimatedCost)],
    [t('projects.actualCost'), money(project.actualCost)],
    [t('projects.fields.permitRequired'), project.permitRequired ? t('yes') : t('no')],
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
              {t('projects.progress')}: {formatNumber(project.progress, language)}%
            </span>
            <ProgressBar value={project.progress} label={t('projects.progress')} />
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
            {t('projects.edit')}
          </Button>
        </>
      )}
      <PhaseEditor project={project} />
    </div>
  );
}

function PhaseEditor({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { currency } = useAppearance();
  const addPhase = useAddPhase();
  const updatePhase = useUpdatePhase();
  const removePhase = useRemovePhase();
  const reorder = useReorderPhases();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [cost, setCost] = useState('');
  const [problem, setProblem] = useState('');
  const failed = (error: unknown) =>
    toast.error(t('projects.saveFailed'), { description: getErrorMessage(error) });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PhaseInputSchema.safeParse({
      name,
      description: description || undefined,
      estimatedCost: cost,
    });
    if (!parsed.success) {
      setProblem(firstProblem(parsed.error.issues));
      return;
    }
    setProblem('');
    addPhase.mutate(
      { projectId: project.id, input: parsed.data },
      {
        onSuccess: () => {
          setName('');
          setDescription('');
          setCost('');
        },
        onError: failed,
      },
    );
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = project.phases.map((p) => p.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate({ projectId: project.id, phaseIds: ids }, { onError: failed });
  };

  const busy =
    addPhase.isPending || updatePhase.isPending || removePhase.isPending || reorder.isPending;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="phases-title">
      <h3 id="phases-title" className="font-semibold">
        {t('projects.phases')}
      </h3>
      {project.phases.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('projects.noPhases')}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="phase-list">
          {project.phases.map((phase: Phase, index) => (
            <li key={phase.id} className={`${card} flex flex-col gap-2`} data-testid="phase-row">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 font-medium break-words">
                  <bdi>{phase.name}</bdi>
                </span>
                <Badge tone={phaseTone[phase.status]}>{t(`phaseStatus.${phase.status}`)}</Badge>
              </div>
              {phase.description ? (
                <p className="text-sm text-muted-foreground">
                  <bdi>{phase.description}</bdi>
                </p>
              ) : null}
              {phase.estimatedCost !== null ? (
                <p className="text-sm">{formatMoney(phase.estimatedCost, currency, language)}</p>
              ) : null}
              <div className="flex flex-wrap items-center gap-1">
                <select
                  value={phase.status}
                  aria-label={t('projects.phaseStatusFor', { name: phase.name })}
                  disabled={busy}
                  onChange={(e) =>
                    updatePhase.mutate(
                      {
                        id: phase.id,
                        input: { status: e.target.value as Phase['status'] },
                      },
                      { onError: failed },
                    )
                  }
                  className="h-9 rounded-lg border border-input bg-card px-2 text-sm"
                  data-testid="phase-status"
                >
                  {phaseStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t(`phaseStatus.${status}`)}
                    </option>
                  ))}
                </select>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('projects.moveUp')}
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('projects.moveDown')}
                  disabled={busy || index === project.phases.length - 1}
                  onClick={() => move(index, 1)}
                  data-testid="phase-down"
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('projects.removePhase')}
                  disabled={busy}
                  onClick={() => removePhase.mutate(phase.id, { onError: failed })}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-destructive" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form className={`${card} flex flex-col gap-2`} onSubmit={add} noValidate>
        <FormField
          label={t('projects.fields.phaseName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
          data-testid="new-phase-name"
        />
        <div className="grid gap-2 sm:grid-cols-2">
          <FormField
            label={t('projects.fields.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <FormField
            label={t('projects.fields.phaseCost')}
            type="text"
            inputMode="decimal"
            value={cost}
            onChange={(e) => setCost(e.target.value)}
          />
        </div>
        <p aria-live="polite" className="text-sm text-destructive empty:hidden">
          {problem}
        </p>
        <Button type="submit" variant="outline" className="self-start" disabled={busy}>
          <Plus aria-hidden="true" className="size-4" />
          {t('projects.addPhase')}
        </Button>
      </form>
    </section>
  );
}

/** Documents: the project's documents, attach an existing one, or upload one linked to it. */
export function ProjectDocumentsDialog({
  project,
  onClose,
  actions,
  today,
}: {
  project: Project | null;
  onClose: () => void;
  actions: DocumentActions;
  today: string;
}) {
  const { t } = useTranslation('documents');
  return (
    <Modal
      open={project !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={project ? t('projects.documentsTitle', { name: project.name }) : ''}
      size="lg"
      testId="project-documents-dialog"
    >
      {project ? (
        <ProjectDocuments project={project} actions={actions} today={today} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function ProjectDocuments({
  project,
  actions,
  today,
  onClose,
}: {
  project: Project;
  actions: DocumentActions;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const linked = useDocuments({ projectId: project.id });
  const all = useDocuments({});
  const attach = useUpdateDocument();
  const [choice, setChoice] = useState('');
  const candidates = (all.data?.documents ?? []).filter((doc) => doc.projectId !== project.id);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('projects.attachExisting')}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="min-w-0 flex-1"
          data-testid="attach-select"
        >
          <option value="">{t('projects.chooseDocument')}</option>
          {candidates.map((doc) => (
            <option key={doc.id} value={doc.id}>
              {doc.title}
            </option>
          ))}
        </SelectField>
        <Button
          className="mb-7"
          disabled={!choice || attach.isPending}
          onClick={() =>
            attach.mutate(
              { id: choice, input: { projectId: project.id } },
              {
                onSuccess: () => {
                  setChoice('');
                  toast.success(t('projects.attached'));
                },
                onError: (error) =>
                  toast.error(t('projects.attachFailed'), { description: getErrorMessage(error) }),
              },
            )
          }
          data-testid="attach-button"
        >
          <Link2 aria-hidden="true" className="size-4" />
          {t('projects.attach')}
        </Button>
      </div>
      <Button
        variant="outline"
        className="self-start"
        onClick={() => {
          onClose();
          actions.openUpload('quick', { projectId: project.id });
        }}
      >
        <Upload aria-hidden="true" className="size-4" />
        {t('projects.uploadLinked')}
      </Button>
      {!linked.data ? (
        <Spinner className="size-6" />
      ) : linked.data.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="project-docs-empty">
          {t('projects.noDocuments')}
        </p>
      ) : (
        <DocumentList
          documents={linked.data.documents}
          today={today}
          actions={actions}
          testId="project-docs"
        />
      )}
    </div>
  );
}

/** Update Progress: the percent (0–100) and the status. */
export function UpdateProgressDialog({
  project,
  onClose,
}: {
  project: Project | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <Modal
      open={project !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('projects.updateProgress')}
      testId="progress-dialog"
    >
      {project ? <ProgressForm key={project.id} project={project} onClose={onClose} /> : null}
    </Modal>
  );
}

function ProgressForm({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation('documents');
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
          toast.success(t('projects.progressSaved'));
          onClose();
        },
        onError: (error) =>
          toast.error(t('projects.saveFailed'), { description: getErrorMessage(error) }),
      },
    );
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="font-medium">
        <bdi>{project.name}</bdi>
      </p>
      <FormField
        label={t('projects.progressPercent')}
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
        aria-label={t('projects.progressPercent')}
      />
      <SelectField
        label={t('projects.status')}
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
