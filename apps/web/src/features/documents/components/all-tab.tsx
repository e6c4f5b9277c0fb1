import { typeFilters, type TypeFilter } from '@usra/domain/documents/document-schema';
import { LayoutGrid, List, Plus, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useDocuments } from '../api/get-documents';
import { formatNumber } from '../format';
import type { DocumentActions } from '../hooks/use-document-actions';
import { Badge } from '@/components/ui/badge';
import { DocumentList, DocumentsEmpty, DocumentsSkeleton, type ListLayout } from './document-list';

export const SEARCH_DEBOUNCE_MS = 300;
const classificationFilters = ['all', 'home', 'asset', 'unclassified'] as const;
type ClassificationFilter = (typeof classificationFilters)[number];

/** A search box whose text reaches `onSearch` once typing pauses. */
export function SearchBox({
  value,
  onSearch,
  className,
}: {
  value: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('documents');
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <label className={cn('relative flex min-w-0 flex-1 items-center', className)}>
      <span className="sr-only">{t('search.label')}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 size-4 text-muted-foreground"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        className="h-11 w-full rounded-lg border border-input bg-card ps-9 pe-3 text-base"
        data-testid="docs-search"
      />
    </label>
  );
}

function FilterSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        aria-label={label}
        className="h-11 rounded-lg border border-input bg-card px-3 text-base"
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * All Documents: server-side search (`?q=`, over title, description, tags and the text read from
 * the file), the classification and type filters and the grid/list toggle.
 */
export function AllTab({
  q,
  onSearch,
  today,
  actions,
}: {
  q: string;
  onSearch: (q: string) => void;
  today: string;
  actions: DocumentActions;
}) {
  const { t } = useTranslation('documents');
  const [classification, setClassification] = useState<ClassificationFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const [layout, setLayout] = useState<ListLayout>('grid');
  const query = { q: q.trim() || undefined, classification, type };
  const list = useDocuments(query);
  const filtered = q.trim() !== '' || classification !== 'all' || type !== 'all';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox value={q} onSearch={onSearch} className="basis-64" />
        <FilterSelect
          label={t('filter.classification')}
          value={classification}
          options={classificationFilters}
          optionLabel={(value) => t(`filter.classifications.${value}`)}
          onChange={setClassification}
          testId="filter-classification"
        />
        <FilterSelect
          label={t('filter.type')}
          value={type}
          options={typeFilters}
          optionLabel={(value) => t(`filter.types.${value}`)}
          onChange={setType}
          testId="filter-type"
        />
        <div
          className="flex rounded-lg border border-input"
          role="group"
          aria-label={t('layout.label')}
        >
          {(['grid', 'list'] as const).map((value) => (
            <Button
              key={value}
              variant="ghost"
              size="icon"
              aria-pressed={layout === value}
              aria-label={t(`layout.${value}`)}
              onClick={() => setLayout(value)}
              className={layout === value ? 'bg-muted' : ''}
              data-testid={`layout-${value}`}
            >
              {value === 'grid' ? (
                <LayoutGrid aria-hidden="true" className="size-4" />
              ) : (
                <List aria-hidden="true" className="size-4" />
              )}
            </Button>
          ))}
        </div>
      </div>
      {list.isError ? (
        <p role="alert" className="text-destructive">
          {t('loadFailed')}
        </p>
      ) : !list.data ? (
        <DocumentsSkeleton />
      ) : list.data.documents.length === 0 ? (
        <DocumentsEmpty>
          {filtered ? null : (
            <Button onClick={() => actions.openUpload('smart')}>
              <Plus aria-hidden="true" className="size-4" />
              {t('actions.smartUpload')}
            </Button>
          )}
        </DocumentsEmpty>
      ) : (
        <DocumentList
          documents={list.data.documents}
          today={today}
          actions={actions}
          layout={layout}
          testId="docs-list"
        />
      )}
    </div>
  );
}

/** Home-Related, Asset-Related and Unclassified: a count badge and the list. */
export function GroupTab({
  group,
  today,
  actions,
}: {
  group: 'home' | 'asset' | 'unclassified';
  today: string;
  actions: DocumentActions;
}) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const list = useDocuments({ classification: group });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold">
          {t(`groupTitle.${group}`)}
          {list.data ? (
            <Badge tone="info" testId="group-count">
              {formatNumber(list.data.total, language)}
            </Badge>
          ) : null}
        </h2>
        {group === 'home' ? (
          <Button
            variant="outline"
            onClick={() => actions.openUpload('home')}
            data-testid="upload-home"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('actions.uploadHome')}
          </Button>
        ) : null}
      </div>
      {list.isError ? (
        <p role="alert" className="text-destructive">
          {t('loadFailed')}
        </p>
      ) : !list.data ? (
        <DocumentsSkeleton />
      ) : list.data.documents.length === 0 ? (
        <DocumentsEmpty />
      ) : (
        <DocumentList
          documents={list.data.documents}
          today={today}
          actions={actions}
          testId={`list-${group}`}
        />
      )}
    </div>
  );
}
