import * as Tabs from '@radix-ui/react-tabs';
import type { DocumentsOverview } from '@usra/domain/documents/document-schema';
import {
  AlertTriangle,
  ArrowLeft,
  FileText,
  FolderPlus,
  Shield,
  Sparkles,
  Star,
  Upload,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { failureToast } from '@/lib/failure-toast';
import { currentLanguage } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-media-query';
import { useDocumentsOverview } from '../api/get-overview';
import { formatNumber } from '../format';
import { useDocumentActions, type DocumentActions } from '../hooks/use-document-actions';
import { documentTabs, type DocumentTab, type DocumentsView } from '../screen-view';
import { AlertsTab } from './alerts-tab';
import { AllTab, GroupTab } from './all-tab';
import { Badge, card } from '@/components/ui/badge';
import { ClassifyTab } from './classify-tab';
import { MobileDocuments } from './mobile-documents';
import { UploadDialogs } from './upload-dialogs';

/** What the Projects tab is drawn with: the projects feature fills it in at the route. */
export interface ProjectsSlotContext {
  /** The screen's document actions (the project's documents list and its linked upload). */
  actions: DocumentActions;
  today: string;
  onCreate: () => void;
}

interface DocumentsScreenProps {
  /** `?tab=` and `?q=`, kept in the address by the route. */
  view: DocumentsView;
  onView: (change: Partial<DocumentsView>) => void;
  /** The Projects tab's content (projects are an area of their own; the route composes them). */
  projectsTab: (context: ProjectsSlotContext) => ReactNode;
  /** The Create Project dialog the header's New Project button opens. */
  createProjectDialog: (open: boolean, onClose: () => void) => ReactNode;
}

/**
 * /app/documents: the Document Management Center (header buttons, four summary cards, seven
 * tabs and the dialogs); below md, the mobile documents screen (spec section 2).
 */
export function DocumentsScreen({
  view,
  onView,
  projectsTab,
  createProjectDialog,
}: DocumentsScreenProps) {
  const { t } = useTranslation('documents');
  const overview = useDocumentsOverview();
  const actions = useDocumentActions();
  const isMobile = useIsMobile();

  const { isError, error, errorUpdatedAt } = overview;
  useEffect(() => {
    if (isError) failureToast(t('loadFailed'), error);
  }, [isError, error, errorUpdatedAt, t]);

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        {isMobile && !view.named ? null : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => actions.setCreatingProject(true)}
              data-testid="new-project"
            >
              <FolderPlus aria-hidden="true" className="size-4" />
              {t('actions.newProject')}
            </Button>
            <Button
              variant="outline"
              onClick={() => actions.openUpload('quick')}
              data-testid="quick-upload"
            >
              <Upload aria-hidden="true" className="size-4" />
              {t('actions.quickUpload')}
            </Button>
            <Button onClick={() => actions.openUpload('smart')} data-testid="smart-upload">
              <Sparkles aria-hidden="true" className="size-4" />
              {t('actions.smartUpload')}
            </Button>
          </div>
        )}
      </header>
      {isMobile && !view.named ? (
        <MobileDocuments
          overview={overview.data}
          actions={actions}
          onTab={(tab) => onView({ tab, named: true })}
        />
      ) : isMobile ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => onView({ named: false, q: '' })}
            data-testid="mobile-back"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
            {t('mobile.back')}
          </Button>
          <ScreenTabs
            view={view}
            onView={onView}
            overview={overview.data}
            actions={actions}
            projectsTab={projectsTab}
            keepNamed
          />
        </>
      ) : (
        <>
          <SummaryCards overview={overview.data} />
          <ScreenTabs
            view={view}
            onView={onView}
            overview={overview.data}
            actions={actions}
            projectsTab={projectsTab}
          />
        </>
      )}
      <UploadDialogs actions={actions} />
      {createProjectDialog(actions.creatingProject, () => actions.setCreatingProject(false))}
      <DeleteConfirm
        target={actions.deleting}
        onClose={actions.closeDelete}
        title={t('delete.title')}
        description={t('delete.body', { title: actions.deleting?.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.cancel')}
        onDelete={(doc) => actions.remove.mutateAsync(doc.id)}
        pending={actions.remove.isPending}
        deletedMessage={t('toast.deleted')}
        failedMessage={t('toast.deleteFailed')}
      />
    </div>
  );
}

/** Total Documents, Warranties, Expiring Soon (Needs Attention when above zero), Important. */
function SummaryCards({ overview }: { overview: DocumentsOverview | undefined }) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const summary = overview?.summary;
  const cards = [
    { key: 'total', value: summary?.total, icon: FileText },
    { key: 'warranties', value: summary?.warranties, icon: Shield },
    { key: 'expiringSoon', value: summary?.expiringSoon, icon: AlertTriangle },
    { key: 'important', value: summary?.important, icon: Star },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="summary-cards">
      {cards.map(({ key, value, icon: Icon }) => (
        <div key={key} className={card} data-testid={`card-${key}`}>
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon aria-hidden="true" className="size-4" />
            {t(`cards.${key}`)}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-2xl font-bold" data-testid={`count-${key}`}>
              {value === undefined ? '–' : formatNumber(value, language)}
            </span>
            {key === 'expiringSoon' && value !== undefined && value > 0 ? (
              <Badge tone="danger" testId="needs-attention">
                {t('cards.needsAttention')}
              </Badge>
            ) : null}
          </span>
        </div>
      ))}
    </div>
  );
}

function ScreenTabs({
  view,
  onView,
  overview,
  actions,
  projectsTab,
  keepNamed = false,
}: {
  /** On a phone the tab stays in the address, All included. */
  keepNamed?: boolean;
  view: DocumentsView;
  onView: (change: Partial<DocumentsView>) => void;
  overview: DocumentsOverview | undefined;
  actions: DocumentActions;
  projectsTab: DocumentsScreenProps['projectsTab'];
}) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const counts = overview?.counts;
  const countOf = (tab: DocumentTab) =>
    tab === 'home' || tab === 'asset' || tab === 'unclassified' ? counts?.[tab] : undefined;
  const today = overview?.today ?? new Date().toISOString().slice(0, 10);
  return (
    <Tabs.Root
      value={view.tab}
      onValueChange={(value) => onView({ tab: value as DocumentTab, named: keepNamed })}
      className="flex min-w-0 flex-col gap-4"
    >
      <Tabs.List
        className="flex flex-wrap gap-1 rounded-xl bg-muted p-1"
        aria-label={t('tabs.label')}
      >
        {documentTabs.map((value) => {
          const count = countOf(value);
          return (
            <Tabs.Trigger
              key={value}
              value={value}
              data-testid={`tab-${value}`}
              className="flex min-w-fit flex-1 items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm leading-tight font-medium whitespace-nowrap data-[state=active]:bg-card data-[state=active]:shadow-sm"
            >
              {t(`tabs.${value}`)}
              {count !== undefined ? (
                <Badge tone="info" testId={`tab-count-${value}`}>
                  {formatNumber(count, language)}
                </Badge>
              ) : null}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <Tabs.Content value="all">
        <AllTab q={view.q} onSearch={(q) => onView({ q })} today={today} actions={actions} />
      </Tabs.Content>
      <Tabs.Content value="home">
        <GroupTab group="home" today={today} actions={actions} />
      </Tabs.Content>
      <Tabs.Content value="asset">
        <GroupTab group="asset" today={today} actions={actions} />
      </Tabs.Content>
      <Tabs.Content value="projects">
        {projectsTab({ actions, today, onCreate: () => actions.setCreatingProject(true) })}
      </Tabs.Content>
      <Tabs.Content value="alerts">
        <AlertsTab overview={overview} actions={actions} />
      </Tabs.Content>
      <Tabs.Content value="unclassified">
        <GroupTab group="unclassified" today={today} actions={actions} />
      </Tabs.Content>
      <Tabs.Content value="classify">
        <ClassifyTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
