import {
  classifications,
  type Classification,
  type ClassificationSuggestion,
  type Document,
} from '@usra/domain/documents/document-schema';
import { CheckCircle2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { failureToast } from '@/lib/failure-toast';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useDocuments } from '../api/get-documents';
import { useApplyClassification, useClassifyDocuments } from '../api/save-document';
import { bandClasses, bandOf, formatNumber, formatPercent } from '../format';
import { card } from '@/components/ui/badge';
import { DocumentsSkeleton, useTypeName } from './document-list';

/**
 * One reason: a word of the document (its own data, isolated), or its type ("type: warranty",
 * which the classifier gives for a typed document) in the reader's language.
 */
function Reason({ reason }: { reason: string }) {
  const { t, i18n } = useTranslation('documents');
  const type = /^type: (.+)$/.exec(reason)?.[1];
  if (type && i18n.exists(`documents:types.${type}`)) {
    return <>{t('classify.typeReason', { type: t(`types.${type}` as 'types.warranty') })}</>;
  }
  return <bdi>{reason}</bdi>;
}

/** A suggestion's classification, confidence in its band's colour, and its reasons. */
export function SuggestionPanel({
  suggestion,
  testId = 'suggestion',
}: {
  suggestion: ClassificationSuggestion;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const band = bandOf(suggestion.confidence);
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-primary/5 p-3 text-sm" data-testid={testId}>
      <p className="flex flex-wrap items-center gap-2">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        <span className="font-medium" data-testid={`${testId}-classification`}>
          {t(`classification.${suggestion.classification}`)}
        </span>
        <span
          className={cn('font-semibold', bandClasses[band])}
          data-band={band}
          data-testid={`${testId}-confidence`}
        >
          {t('doc.confidence', { percent: formatPercent(suggestion.confidence, language) })}
        </span>
      </p>
      {suggestion.reasons.length > 0 ? (
        <div>
          <span className="text-xs text-muted-foreground">{t('classify.reasons')}</span>
          <ul className="flex flex-wrap gap-1" data-testid={`${testId}-reasons`}>
            {suggestion.reasons.map((reason) => (
              <li key={reason} className="rounded bg-card px-1.5 py-0.5 text-xs">
                <Reason reason={reason} />
              </li>
            ))}
          </ul>
        </div>
      ) : suggestion.confidence === 0 ? (
        <p className="text-xs text-muted-foreground" data-testid={`${testId}-reasons`}>
          {t('classify.noKnownWords')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Classify: the unclassified documents as selectable cards; Select All, Clear Selection,
 * Auto-Classify Selected; each card's suggestion with Apply and Reject (which only discards it),
 * and a manual classification. After apply or manual the card leaves the selection.
 */
export function ClassifyTab() {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const list = useDocuments({ classification: 'unclassified' });
  const classify = useClassifyDocuments();
  const apply = useApplyClassification();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [suggestions, setSuggestions] = useState<Record<string, ClassificationSuggestion | null>>(
    {},
  );

  if (list.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('loadFailed')}
      </p>
    );
  if (!list.data) return <DocumentsSkeleton />;
  const documents = list.data.documents;
  if (documents.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-card p-8 text-center"
        data-testid="all-classified"
      >
        <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-600" />
        <p className="font-medium">{t('classify.allClassified')}</p>
      </div>
    );
  }

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const unselect = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  const suggestionOf = (doc: Document) =>
    doc.id in suggestions ? (suggestions[doc.id] ?? null) : doc.suggestion;

  const autoClassify = () => {
    const ids = documents.filter((doc) => selected.has(doc.id)).map((doc) => doc.id);
    if (ids.length === 0) {
      toast.error(t('toast.noneSelected'), { description: t('toast.noneSelectedBody') });
      return;
    }
    classify.mutate(ids, {
      onSuccess: (answer) => {
        setSuggestions((current) => ({
          ...current,
          ...Object.fromEntries(answer.suggestions.map((s) => [s.documentId, s.suggestion])),
        }));
        toast.success(t('toast.classified'), {
          description: t('toast.classifiedBody', {
            count: answer.suggestions.length,
            countText: formatNumber(answer.suggestions.length, language),
          }),
        });
      },
      onError: (error) =>
        toast.error(t('toast.classifyFailed'), {
          description: `${t('toast.classifyFailedBody')} ${getErrorMessage(error)}`,
        }),
    });
  };

  const applyTo = (doc: Document, classification: Classification, manual: boolean) => {
    const suggestion = suggestionOf(doc);
    apply.mutate(
      {
        id: doc.id,
        input: manual
          ? { classification, source: 'manual' }
          : { classification, source: 'suggestion', confidence: suggestion?.confidence ?? 0 },
      },
      {
        onSuccess: () => {
          unselect(doc.id);
          setSuggestions((current) => ({ ...current, [doc.id]: null }));
          if (manual)
            toast.success(t('toast.manualApplied'), { description: t('toast.manualAppliedBody') });
          else toast.success(t('toast.applied'), { description: t('toast.appliedBody') });
        },
        onError: (error) => failureToast(t('toast.applyFailed'), error),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => setSelected(new Set(documents.map((d) => d.id)))}>
          {t('classify.selectAll')}
        </Button>
        <Button variant="outline" onClick={() => setSelected(new Set())}>
          {t('classify.clearSelection')}
        </Button>
        <Button onClick={autoClassify} disabled={classify.isPending} data-testid="auto-classify">
          {classify.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Sparkles aria-hidden="true" className="size-4" />
          )}
          {t('classify.autoClassify')}
        </Button>
        <span className="text-sm text-muted-foreground" data-testid="selected-count">
          {t('classify.selected', { countText: formatNumber(selected.size, language) })}
        </span>
      </div>
      <ul className="grid gap-3 lg:grid-cols-2" data-testid="classify-list">
        {documents.map((doc) => (
          <ClassifyCard
            key={doc.id}
            doc={doc}
            selected={selected.has(doc.id)}
            onToggle={() => toggle(doc.id)}
            suggestion={suggestionOf(doc)}
            onApply={(s) => applyTo(doc, s.classification, false)}
            onReject={() => setSuggestions((current) => ({ ...current, [doc.id]: null }))}
            onManual={(value) => applyTo(doc, value, true)}
            pending={apply.isPending}
          />
        ))}
      </ul>
    </div>
  );
}

function ClassifyCard({
  doc,
  selected,
  onToggle,
  suggestion,
  onApply,
  onReject,
  onManual,
  pending,
}: {
  doc: Document;
  selected: boolean;
  onToggle: () => void;
  suggestion: ClassificationSuggestion | null;
  onApply: (suggestion: ClassificationSuggestion) => void;
  onReject: () => void;
  onManual: (classification: Classification) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('documents');
  const typeName = useTypeName();
  return (
    <li
      className={cn(
        card,
        'flex min-w-0 flex-col gap-3',
        selected ? 'border-primary ring-1 ring-primary' : '',
      )}
      data-testid="classify-card"
      data-selected={selected}
    >
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          className="mt-1 size-5 shrink-0"
          data-testid="classify-select"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words">
            <bdi>{doc.title}</bdi>
          </span>
          <span className="text-xs text-muted-foreground">{typeName(doc.documentType)}</span>
        </span>
      </label>
      {suggestion ? (
        <div className="flex flex-col gap-2">
          <SuggestionPanel suggestion={suggestion} />
          <div className="flex gap-2">
            {suggestion.classification === 'unclassified' ? null : (
              <Button
                size="sm"
                onClick={() => onApply(suggestion)}
                disabled={pending}
                data-testid="suggestion-apply"
              >
                {t('classify.apply')}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={onReject} data-testid="suggestion-reject">
              {t('classify.reject')}
            </Button>
          </div>
        </div>
      ) : null}
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t('classify.manual')}</span>
        <select
          value=""
          disabled={pending}
          onChange={(event) => {
            if (event.target.value) onManual(event.target.value as Classification);
          }}
          className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-card px-2"
          data-testid="classify-manual"
        >
          <option value="">{t('classify.choose')}</option>
          {classifications
            .filter((value) => value !== 'unclassified')
            .map((value) => (
              <option key={value} value={value}>
                {t(`classification.${value}`)}
              </option>
            ))}
        </select>
      </label>
    </li>
  );
}
