import {
  TAGS_SHOWN,
  isExpired,
  isExpiringSoon,
  type Document,
} from '@usra/domain/documents/document-schema';
import { Download, ExternalLink, FileText, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { useHijriDates } from '@/lib/appearance';
import { SourceTask } from '@/components/ui/source-task';
import { cn } from '@/lib/cn';
import { separator } from '@/lib/format';
import { formatCalendarDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import type { DocumentActions } from '../hooks/use-document-actions';
import {
  bandClasses,
  bandOf,
  fileUrl,
  formatDay,
  formatNumber,
  formatPercent,
  opensInline,
} from '../format';
import { CardsSkeleton } from '@/components/ui/cards-skeleton';
import { Badge, card, type BadgeTone } from '@/components/ui/badge';
import { isHomeCategory } from './category-guide';

export type ListLayout = 'grid' | 'list';

const groupTone: Record<Document['group'], BadgeTone> = {
  home: 'info',
  asset: 'success',
  unclassified: 'neutral',
};

/** The type's name: the catalogue ids and the types share one list of names. */
export function useTypeName() {
  const { t } = useTranslation('documents');
  const translate = t as unknown as (key: string) => string;
  return (type: string) => translate(`types.${type}`);
}

function Tags({ tags }: { tags: string[] }) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  if (tags.length === 0) return null;
  const rest = tags.length - TAGS_SHOWN;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('doc.tags')} data-testid="doc-tags">
      {tags.slice(0, TAGS_SHOWN).map((tag) => (
        <li key={tag}>
          <Badge className="max-w-40 truncate">
            <bdi>{tag}</bdi>
          </Badge>
        </li>
      ))}
      {rest > 0 ? (
        <li>
          <Badge tone="info">
            {t('doc.moreTags', { countText: formatNumber(rest, language) })}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * Reading… / read by OCR / text read / why it could not be read (decision 016): a file whose
 * text could not be read is kept, and says so.
 */
export function ExtractionStatus({ doc }: { doc: Document }) {
  const { t } = useTranslation('documents');
  const { status, method, reason } = doc.extraction;
  if (status === 'none') return null;
  const text =
    status === 'pending' || status === 'running'
      ? t('extraction.reading')
      : status === 'failed'
        ? `${t(`extraction.reason.${reason ?? 'unreadable'}`)} ${t('extraction.kept')}`
        : method && method.includes('ocr')
          ? t('extraction.ocr')
          : t('extraction.text');
  return (
    <span
      className={cn('text-xs', status === 'failed' ? 'text-destructive' : 'text-muted-foreground')}
      data-testid="doc-extraction"
      {...(status === 'failed' && reason ? { 'data-reason': reason } : {})}
    >
      {text}
    </span>
  );
}

/** An expiry date found in the text, waiting for Confirm or Dismiss. */
export function ExpiryProposal({ doc, actions }: { doc: Document; actions: DocumentActions }) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { on: hijriDates } = useHijriDates(language);
  if (!doc.expiryProposal) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-500/10 p-2 text-sm"
      data-testid="expiry-proposal"
    >
      <span className="min-w-0 flex-1 break-words">
        {t('expiry.proposal', { date: formatDay(doc.expiryProposal.date, language, hijriDates) })}
        {doc.expiryProposal.snippet ? (
          <span className="block text-xs text-muted-foreground">
            <bdi>«{doc.expiryProposal.snippet}»</bdi>
          </span>
        ) : null}
      </span>
      <Button
        size="sm"
        onClick={() => actions.decideExpiry(doc, true)}
        disabled={actions.expiryPending}
        data-testid="expiry-confirm"
      >
        {t('expiry.confirm')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => actions.decideExpiry(doc, false)}
        disabled={actions.expiryPending}
      >
        {t('expiry.dismiss')}
      </Button>
    </div>
  );
}

function ExpiryLine({ doc, today }: { doc: Document; today: string }) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { on: hijriDates } = useHijriDates(language);
  if (!doc.expiryDate) return null;
  const date = formatDay(doc.expiryDate, language, hijriDates);
  const expired = isExpired(doc.expiryDate, today);
  const soon = isExpiringSoon(doc.expiryDate, today);
  return (
    <span
      className={cn(
        'text-xs',
        expired
          ? 'text-destructive'
          : soon
            ? 'text-amber-700 dark:text-amber-300'
            : 'text-muted-foreground',
      )}
    >
      {expired ? t('expiry.expiredOn', { date }) : t('expiry.expiresOn', { date })}
    </span>
  );
}

function Links({ doc }: { doc: Document }) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const links = [
    doc.assetName ? t('doc.asset', { name: doc.assetName }) : null,
    doc.vehicleName ? t('doc.vehicle', { name: doc.vehicleName }) : null,
    doc.projectName ? t('doc.project', { name: doc.projectName }) : null,
  ].filter((text): text is string => text !== null);
  if (links.length === 0) return null;
  return (
    <span className="text-xs text-muted-foreground" data-testid="doc-links">
      {links.join(separator(language))}
    </span>
  );
}

/** View (images and PDFs in a new tab, other files downloaded) and delete. */
function DocumentButtons({ doc, actions }: { doc: Document; actions: DocumentActions }) {
  const { t } = useTranslation('documents');
  const inline = opensInline(doc);
  return (
    <div className="flex items-center gap-1">
      {doc.file ? (
        <a
          href={fileUrl(doc)}
          {...(inline
            ? { target: '_blank', rel: 'noopener noreferrer' }
            : { download: doc.file.name })}
          className={buttonClasses('outline', 'sm')}
          data-testid="doc-view"
        >
          {inline ? (
            <ExternalLink aria-hidden="true" className="size-4" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {t('doc.view')}
        </a>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        onClick={() => actions.askDelete(doc)}
        aria-label={t('doc.deleteNamed', { title: doc.title })}
        data-testid="doc-delete"
      >
        <Trash2 aria-hidden="true" className="size-4 text-destructive" />
      </Button>
    </div>
  );
}

/** Classification badge, confidence in its band's colour, type, Auto. */
function Badges({ doc }: { doc: Document }) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const typeName = useTypeName();
  const band = bandOf(doc.classificationConfidence);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge tone={groupTone[doc.group]} testId="doc-group">
        {t(`group.${doc.group}`)}
      </Badge>
      {doc.classification && doc.classification !== 'unclassified' ? (
        <span
          className={cn('text-xs font-semibold', bandClasses[band])}
          data-testid="doc-confidence"
          data-band={band}
        >
          {t('doc.confidence', {
            percent: formatPercent(doc.classificationConfidence, language),
          })}
        </span>
      ) : null}
      <Badge>{typeName(doc.documentType)}</Badge>
      {doc.autoClassified ? (
        <Badge tone="info" testId="doc-auto">
          {t('doc.auto')}
        </Badge>
      ) : null}
      {doc.isImportant ? <Badge tone="warning">{t('doc.important')}</Badge> : null}
    </div>
  );
}

export function DocumentCard({
  doc,
  today,
  actions,
  layout,
  extra,
}: {
  doc: Document;
  today: string;
  actions: DocumentActions;
  layout: ListLayout;
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  return (
    <li
      className={cn(
        card,
        'flex min-w-0 flex-col gap-2',
        layout === 'list' ? 'sm:flex-row sm:items-start' : '',
      )}
      data-testid="doc-item"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start gap-2">
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold break-words" data-testid="doc-title">
              <bdi>{doc.title}</bdi>
            </h3>
            {doc.description ? (
              <p className="line-clamp-2 text-sm break-words text-muted-foreground">
                <bdi>{doc.description}</bdi>
              </p>
            ) : null}
          </div>
        </div>
        <Badges doc={doc} />
        {isHomeCategory(doc.documentType) ? (
          <p className="text-xs text-muted-foreground" data-testid="doc-category">
            {t(`catalogue.${doc.documentType}.description`)}
          </p>
        ) : null}
        <Tags tags={doc.tags} />
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          <span className="text-xs text-muted-foreground">
            {t('doc.created', { date: formatCalendarDate(doc.createdAt, language) })}
          </span>
          <ExpiryLine doc={doc} today={today} />
          <ExtractionStatus doc={doc} />
          <Links doc={doc} />
        </div>
        <ExpiryProposal doc={doc} actions={actions} />
        {doc.expiryDate ? (
          <SourceTask
            sourceType="document"
            sourceId={doc.id}
            title={t('makeTask.title', { title: doc.title })}
            due={doc.expiryDate}
          />
        ) : null}
        {extra}
      </div>
      <DocumentButtons doc={doc} actions={actions} />
    </li>
  );
}

export function DocumentList({
  documents,
  today,
  actions,
  layout = 'list',
  testId,
}: {
  documents: Document[];
  today: string;
  actions: DocumentActions;
  layout?: ListLayout;
  testId?: string;
}) {
  return (
    <ul
      className={cn(
        'grid gap-3',
        layout === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1',
      )}
      data-testid={testId}
      data-layout={layout}
    >
      {documents.map((doc) => (
        <DocumentCard key={doc.id} doc={doc} today={today} actions={actions} layout={layout} />
      ))}
    </ul>
  );
}

/** Six cards while the list loads (spec section 9). */
export function DocumentsSkeleton() {
  const { t } = useTranslation('documents');
  return <CardsSkeleton testId="docs-skeleton" label={t('loading')} />;
}

export function DocumentsEmpty({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('documents');
  return (
    <div
      data-testid="docs-empty"
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-card p-8 text-center"
    >
      <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">{t('empty.title')}</p>
      <p className="text-sm text-muted-foreground">{t('empty.body')}</p>
      {children}
    </div>
  );
}
