import { IMPORT_MAX_BYTES, type ImportSummary } from '@usra/domain/calendar/subscription-schema';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { useImportIcs } from '../api/subscriptions';

/** An .ics file imported once into the family calendar, with what was added and skipped. */
export function ImportCard() {
  const { t } = useTranslation('calendar');
  const input = useRef<HTMLInputElement>(null);
  const importIcs = useImportIcs();
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setSummary(null);
    setError(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setError(t('import.tooLarge'));
      return;
    }
    const content = await file.text();
    importIcs.mutate(
      { content, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      {
        onSuccess: (result) => {
          setSummary(result);
          toast.success(t('import.done', { n: result.imported }));
        },
        onError: (e) => setError(getErrorMessage(e)),
      },
    );
    if (input.current) input.current.value = '';
  };

  return (
    <section
      aria-labelledby="import-title"
      className="rounded-xl border border-border bg-card p-4"
      data-testid="import-card"
    >
      <h2 id="import-title" className="mb-2 flex items-center gap-2 font-semibold">
        <FileUp aria-hidden="true" className="size-4" />
        {t('import.title')}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{t('import.body')}</p>
      <input
        ref={input}
        type="file"
        accept=".ics,text/calendar"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="import-file"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={importIcs.isPending}
        onClick={() => input.current?.click()}
      >
        {importIcs.isPending ? <Spinner /> : null}
        {t('import.choose')}
      </Button>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {summary ? (
        <div role="status" className="mt-3 text-sm" data-testid="import-summary">
          <p>
            {t('import.summary', {
              imported: summary.imported,
              skipped: summary.skipped.length,
            })}
          </p>
          {summary.recurring > 0 ? (
            <p className="text-muted-foreground">
              {t('import.recurring', { n: summary.recurring })}
            </p>
          ) : null}
          {summary.skipped.length > 0 ? (
            <ul className="mt-1 list-inside list-disc text-muted-foreground">
              {summary.skipped.slice(0, 20).map((s, index) => (
                <li key={`${s.title}-${index}`}>
                  {s.title || t('import.untitled')}: {t(`import.reason.${s.reason}`)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
