import { CheckCircle2, CircleSlash, DatabaseZap, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useConnectionTest, type ConnectionTestResult } from '../api/connection-test';

const icons = { passed: CheckCircle2, failed: XCircle, skipped: CircleSlash } as const;
const tones = {
  passed: 'text-strength-strong',
  failed: 'text-destructive',
  skipped: 'text-muted-foreground',
} as const;

/** The spec's Database Connection Tester: four real API calls, each step's result shown. */
export function DatabaseTester() {
  const { t, i18n } = useTranslation('settings');
  const language = currentLanguage(i18n.resolvedLanguage);
  const test = useConnectionTest();
  const [result, setResult] = useState<ConnectionTestResult | null>(null);
  const [summary, setSummary] = useState<string | null>(null);

  const run = () => {
    setResult(null);
    setSummary(null);
    test.mutate(t('dbTest.taskTitle'), {
      onSuccess: (outcome) => {
        setResult(outcome);
        const text = outcome.outcome === 'passed' ? t('dbTest.allPassed') : t('dbTest.someFailed');
        setSummary(text);
        if (outcome.outcome === 'passed') toast.success(text);
        else toast.error(text);
      },
      onError: (error) => {
        const text =
          isApiError(error) &&
          (error.code === 'UNAUTHENTICATED' || error.code === 'SESSION_EXPIRED')
            ? t('dbTest.notAuthenticated')
            : t('dbTest.unexpected');
        setSummary(text);
        toast.error(text);
      },
    });
  };

  const detailOf = (step: ConnectionTestResult['steps'][number]) => {
    if (step.status === 'skipped') return t('dbTest.skipped');
    if (step.status === 'failed') return String(step.detail.message ?? step.detail.code ?? '');
    switch (step.step) {
      case 'readProfile':
        return t('dbTest.details.readProfile', { email: step.detail.email });
      case 'insertTask':
        return t('dbTest.details.insertTask');
      case 'deleteTask':
        return t('dbTest.details.deleteTask');
      case 'readTasks':
        return t('dbTest.details.readTasks', {
          countText: formatNumber(Number(step.detail.count), language),
        });
    }
  };

  return (
    <section
      aria-labelledby="database-tester"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
    >
      <div className="flex items-start gap-3">
        <DatabaseZap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id="database-tester" className="font-semibold">
            {t('dbTest.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('dbTest.description')}</p>
        </div>
      </div>
      <div>
        <Button variant="outline" onClick={run} disabled={test.isPending}>
          {test.isPending ? <Spinner className="size-4" /> : null}
          {test.isPending ? t('dbTest.running') : t('dbTest.run')}
        </Button>
      </div>
      {summary ? (
        <p
          role="status"
          data-testid="db-test-summary"
          className={
            result?.outcome === 'passed'
              ? 'text-sm font-medium text-strength-strong'
              : 'text-sm font-medium text-destructive'
          }
        >
          {summary}
        </p>
      ) : null}
      {result ? (
        <ol className="flex flex-col divide-y divide-border" data-testid="db-test-steps">
          {result.steps.map((step) => {
            const Icon = icons[step.status];
            return (
              <li
                key={step.step}
                data-status={step.status}
                className="flex items-start gap-3 py-2 text-sm"
              >
                <Icon
                  aria-hidden="true"
                  className={`mt-0.5 size-4 shrink-0 ${tones[step.status]}`}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {t(`dbTest.steps.${step.step}`)}
                    <span className="sr-only"> — {t(`dbTest.status.${step.status}`)}</span>
                  </p>
                  <p className="text-xs break-words text-muted-foreground">{detailOf(step)}</p>
                </div>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {t('dbTest.ms', { countText: formatNumber(step.durationMs, language) })}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
