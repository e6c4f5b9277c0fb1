import {
  RECENT_DOCUMENTS,
  fileSizeKb,
  type Document,
  type DocumentsOverview,
  type TypeFilter,
} from '@usra/domain/documents/document-schema';
import { FileText, Receipt, Shield, ShieldCheck, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useDocuments } from '../api/get-documents';
import { fileUrl, formatNumber, opensInline } from '../format';
import type { DocumentActions } from '../hooks/use-document-actions';
import type { DocumentTab } from '../screen-view';
import { SearchBox } from './all-tab';
import { card } from '@/components/ui/badge';
import {
  DocumentsEmpty,
  DocumentsSkeleton,
  ExpiryProposal,
  ExtractionStatus,
  useTypeName,
} from './document-list';

const categories = [
  { type: 'warranty', icon: ShieldCheck },
  { type: 'receipt', icon: Receipt },
  { type: 'insurance', icon: Shield },
  { type: 'other', icon: FileText },
] as const satisfies readonly { type: TypeFilter; icon: unknown }[];
type CategoryType = (typeof categories)[number]['type'];

/** How many documents of a type the family has (the card shows only when above zero). */
function useTypeCount(type: CategoryType): number {
  return useDocuments({ type }).data?.total ?? 0;
}

/**
 * The phone screen (spec section 2; DECISIONS: the search filters the lists shown): search,
 * category cards that toggle a type filter, the 10 most recent documents, Upload and Clear
 * Filters.
 */
export function MobileDocuments({
  overview,
  actions,
  onTab,
}: {
  overview: DocumentsOverview | undefined;
  actions: DocumentActions;
  /** Opens the full screen at a tab (Projects, Alerts, Classify, All). */
  onTab: (tab: DocumentTab) => void;
}) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const [q, setQ] = useState('');
  const [type, setType] = useState<CategoryType | null>(null);
  const counts: Record<CategoryType, number> = {
    warranty: useTypeCount('warranty'),
    receipt: useTypeCount('receipt'),
    insurance: useTypeCount('insurance'),
    other: useTypeCount('other'),
  };
  const filtering = q.trim() !== '' || type !== null;
  const results = useDocuments({ q: q.trim() || undefined, type: type ?? 'all' }, filtering);
  const shown: Document[] | undefined = filtering
    ? results.data?.documents.slice(0, RECENT_DOCUMENTS)
    : overview?.recent.slice(0, RECENT_DOCUMENTS);
  const withFiles = categories.filter(({ type: value }) => counts[value] > 0);

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="mobile-documents">
      <div className="flex gap-2">
        <SearchBox value={q} onSearch={setQ} />
        <Button onClick={() => actions.openUpload('quick')} data-testid="mobile-upload">
          <Upload aria-hidden="true" className="size-4" />
          {t('mobile.upload')}
        </Button>
      </div>
      {withFiles.length > 0 ? (
        <div className="grid grid-cols-2 gap-2" data-testid="category-cards">
          {withFiles.map(({ type: value, icon: Icon }) => (
            <button
              key={value}
              type="button"
              aria-pressed={type === value}
              onClick={() => setType(type === value ? null : value)}
              className={cn(
                card,
                'flex items-center gap-2 p-3 text-start',
                type === value ? 'border-primary bg-primary/5' : '',
              )}
              data-testid={`category-${value}`}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium">{t(`mobile.categories.${value}`)}</span>
                <span className="text-xs text-muted-foreground">
                  {t('mobile.files', {
                    count: counts[value],
                    countText: formatNumber(counts[value], language),
                  })}
                </span>
              </span>
            </button>
          ))}
        </div>
      ) : null}
      {filtering ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => {
            setQ('');
            setType(null);
          }}
          data-testid="clear-filters"
        >
          <X aria-hidden="true" className="size-4" />
          {t('mobile.clearFilters')}
        </Button>
      ) : null}
      <nav className="flex flex-wrap gap-2" aria-label={t('mobile.sections')}>
        {(['all', 'alerts', 'projects', 'classify'] as const).map((tab) => (
          <Button
            key={tab}
            variant="outline"
            size="sm"
            onClick={() => onTab(tab)}
            data-testid={`mobile-tab-${tab}`}
          >
            {t(`tabs.${tab}`)}
          </Button>
        ))}
      </nav>
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{filtering ? t('mobile.results') : t('mobile.recent')}</h2>
        {!shown ? (
          <DocumentsSkeleton />
        ) : shown.length === 0 ? (
          <DocumentsEmpty />
        ) : (
          <ul className="flex flex-col gap-2" data-testid="mobile-list">
            {shown.map((doc) => (
              <MobileRow key={doc.id} doc={doc} actions={actions} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function MobileRow({ doc, actions }: { doc: Document; actions: DocumentActions }) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const typeName = useTypeName();
  const inline = opensInline(doc);
  return (
    <li className={cn(card, 'flex flex-col gap-2 p-3')} data-testid="doc-item">
      <div className="flex items-start gap-2">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words" data-testid="doc-title">
            <bdi>{doc.title}</bdi>
          </p>
          <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            <span>{typeName(doc.documentType)}</span>
            <span>{formatCalendarDate(doc.createdAt, language)}</span>
            {doc.file ? (
              <span data-testid="doc-size">
                {t('upload.sizeKb', { size: formatNumber(fileSizeKb(doc.file.size), language) })}
              </span>
            ) : null}
          </p>
        </div>
        {doc.file ? (
          <a
            href={fileUrl(doc)}
            {...(inline
              ? { target: '_blank', rel: 'noopener noreferrer' }
              : { download: doc.file.name })}
            className="shrink-0 text-sm font-medium text-primary underline-offset-2 hover:underline"
            data-testid="doc-view"
          >
            {t('doc.view')}
          </a>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actions.askDelete(doc)}
          aria-label={t('doc.deleteNamed', { title: doc.title })}
          data-testid="doc-delete"
        >
          <X aria-hidden="true" className="size-4 text-destructive" />
        </Button>
      </div>
      {doc.extraction.status === 'failed' ? <ExtractionStatus doc={doc} /> : null}
      <ExpiryProposal doc={doc} actions={actions} />
    </li>
  );
}
