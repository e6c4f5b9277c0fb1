import type { Project } from '@usra/domain/documents/project-schema';
import { Building2, Calendar, FileText, MapPin, Plus, TrendingUp, Eye } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Badge, card } from '@/components/ui/badge';
import { CardsSkeleton } from '@/components/ui/cards-skeleton';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useMoney } from '@/lib/use-money';
import { useProjects } from '../api/projects';
import { ProjectDetailsDialog } from './project-details-dialog';
import { ProjectDocumentsDialog } from './project-documents-dialog';
import { ProgressBar, phaseTone, statusTone } from './project-parts';
import { UpdateProgressDialog } from './update-progress-dialog';

type Open = { kind: 'details' | 'documents' | 'progress'; id: string } | null;

/** Projects (DECISIONS: stored; an area of its own, beside the documents): cards with View Details, Documents and Update Progress. */
export function ProjectsTab({
  onCreate,
  documentsOf,
}: {
  onCreate: () => void;
  /** A project's documents (the documents feature's list), shown in its Documents dialog. */
  documentsOf: (project: Project, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('projects');
  const projects = useProjects();
  const [open, setOpen] = useState<Open>(null);
  if (projects.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('loadFailed')}
      </p>
    );
  if (!projects.data) return <CardsSkeleton testId="docs-skeleton" label={t('loading')} />;
  const list = projects.data;
  const project = open ? (list.find((p) => p.id === open.id) ?? null) : null;
  const close = () => setOpen(null);
  return (
    <div className="flex flex-col gap-4">
      {list.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card p-8 text-center"
          data-testid="projects-empty"
        >
          <Building2 aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{t('empty')}</p>
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" className="size-4" />
            {t('create')}
          </Button>
        </div>
      ) : (
        <>
          <div className="flex justify-end">
            <Button variant="outline" onClick={onCreate}>
              <Plus aria-hidden="true" className="size-4" />
              {t('create')}
            </Button>
          </div>
          <ul className="grid gap-3 lg:grid-cols-2" data-testid="projects-list">
            {list.map((p) => (
              <ProjectCard key={p.id} project={p} onOpen={(kind) => setOpen({ kind, id: p.id })} />
            ))}
          </ul>
        </>
      )}
      <ProjectDetailsDialog project={open?.kind === 'details' ? project : null} onClose={close} />
      <ProjectDocumentsDialog
        project={open?.kind === 'documents' ? project : null}
        onClose={close}
        documentsOf={documentsOf}
      />
      <UpdateProgressDialog project={open?.kind === 'progress' ? project : null} onClose={close} />
    </div>
  );
}

function ProjectCard({
  project,
  onOpen,
}: {
  project: Project;
  onOpen: (kind: 'details' | 'documents' | 'progress') => void;
}) {
  const { t, i18n } = useTranslation('projects');
  const language = currentLanguage(i18n.resolvedLanguage);
  const money = useMoney().format;
  return (
    <li className={cn(card, 'flex min-w-0 flex-col gap-3')} data-testid="project-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words" data-testid="project-name">
            <bdi>{project.name}</bdi>
          </h3>
          <p className="text-xs text-muted-foreground">{t(`types.${project.projectType}`)}</p>
        </div>
        <Badge tone={statusTone[project.status]} testId="project-status">
          {t(`projectStatus.${project.status}`)}
        </Badge>
      </div>
      {project.description ? (
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">
          <bdi>{project.description}</bdi>
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <dt className="sr-only">{t('location')}</dt>
          <dd className="min-w-0 break-words">
            <bdi>{project.location}</bdi>
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Calendar aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <dt className="sr-only">{t('startDate')}</dt>
          <dd>
            {project.startDate ? formatCalendarDate(project.startDate, language) : t('noDate')}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{t('actualCost')}: </dt>
          <dd className="inline" data-testid="project-actual">
            {money(project.actualCost)}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{t('estimatedCost')}: </dt>
          <dd className="inline" data-testid="project-estimated">
            {money(project.estimatedCost)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1">
        <div className="flex justify-between text-sm">
          <span>{t('progress')}</span>
          <span data-testid="project-progress">{formatNumber(project.progress, language)}%</span>
        </div>
        <ProgressBar value={project.progress} label={t('progress')} />
      </div>
      {project.phases.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('phases')}>
          {project.phases.map((phase) => (
            <li key={phase.id}>
              <Badge tone={phaseTone[phase.status]}>
                <bdi>{phase.name}</bdi>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onOpen('details')}
          data-testid="project-details"
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('viewDetails')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onOpen('documents')}
          data-testid="project-documents"
        >
          <FileText aria-hidden="true" className="size-4" />
          {t('documents', { countText: formatNumber(project.documentCount, language) })}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onOpen('progress')}
          data-testid="project-progress-button"
        >
          <TrendingUp aria-hidden="true" className="size-4" />
          {t('updateProgress')}
        </Button>
      </div>
    </li>
  );
}
