import type { TesterCheckId, TesterItemStatus } from '@usra/domain/tester/tester-schema';
import {
  CheckCircle2,
  CircleDashed,
  FlaskConical,
  LoaderCircle,
  Play,
  TriangleAlert,
  XCircle,
} from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/dates';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { usePublicConfig } from '@/lib/public-config';
import { realChecks, type Check, type CheckResult } from '../api/checks';
import { useTestSuite } from '../hooks/use-test-suite';

const statusIcons = {
  pending: CircleDashed,
  running: LoaderCircle,
  passed: CheckCircle2,
  failed: XCircle,
} as const;
const statusTones: Record<TesterItemStatus, string> = {
  pending: 'bg-muted text-muted-foreground',
  running: 'bg-accent text-accent-foreground',
  passed: 'bg-accent text-accent-foreground',
  failed: 'bg-destructive-soft text-destructive',
};

interface TestSuiteProps {
  /** The checks to run; tests pass their own, the page the real ones. */
  checks?: Record<TesterCheckId, Check>;
}

/** The spec's Application Test Suite (/app/tester): nine checks of the app's real services. */
export function TestSuite({ checks = realChecks }: TestSuiteProps) {
  const { t, i18n } = useTranslation('tester');
  const language = currentLanguage(i18n.resolvedLanguage);
  const config = usePublicConfig();
  const environment = useCallback(
    () => ({
      config,
      window,
      now: new Date(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    }),
    [config],
  );
  const suite = useTestSuite(checks, environment);
  const number = (value: number) => formatNumber(value, language);
  // Keys and values come from the checks (api/checks.ts); the locale test holds every key.
  const translate = t as unknown as (key: string, values?: object) => string;

  const detailOf = (result: CheckResult | null): string | null => {
    if (!result) return null;
    if ('error' in result) return getErrorMessage(result.error);
    const values = Object.fromEntries(
      Object.entries(result.values ?? {}).map(([name, value]) => [
        name,
        typeof value === 'number' ? number(value) : value,
      ]),
    );
    const count = result.values?.count;
    return translate(
      result.key,
      typeof count === 'number' ? { ...values, count, countText: number(count) } : values,
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <header className="flex items-start gap-3">
        <FlaskConical aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
      </header>

      <section
        aria-labelledby="tester-progress"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="tester-progress" className="font-semibold">
            {t('progress', { done: number(suite.done), total: number(suite.total) })}
          </h2>
          <Button onClick={suite.start} disabled={suite.state === 'running'}>
            {suite.state === 'running' ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Play aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            )}
            {suite.state === 'running' ? t('running') : t('runAll')}
          </Button>
        </div>
        <div
          role="progressbar"
          aria-labelledby="tester-progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={suite.progress}
          aria-valuetext={`${number(suite.progress)}%`}
          data-testid="tester-progress"
          className="h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${suite.progress}%` }}
          />
        </div>
        {suite.summary ? (
          <p
            role="status"
            data-testid="tester-summary"
            data-summary={suite.summary}
            className={cn(
              'flex items-start gap-2 rounded-lg p-3 text-sm font-medium',
              suite.summary === 'allPassed'
                ? 'bg-accent text-accent-foreground'
                : 'bg-destructive-soft text-destructive',
            )}
          >
            {suite.summary === 'allPassed' ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span>
              {t(`summary.${suite.summary}`)}{' '}
              {t('passedCount', { passed: number(suite.passed), total: number(suite.total) })}
            </span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {suite.state === 'running' ? t('runningHint') : t('idleHint')}
          </p>
        )}
      </section>

      <ol
        className="flex flex-col divide-y divide-border overflow-hidden rounded-xl border border-border bg-card"
        data-testid="tester-items"
      >
        {suite.items.map((item) => {
          const Icon = statusIcons[item.status];
          const detail = detailOf(item.result);
          return (
            <li
              key={item.id}
              data-check={item.id}
              data-status={item.status}
              className="flex items-start gap-3 p-4"
            >
              <Icon
                aria-hidden="true"
                className={cn(
                  'mt-0.5 size-5 shrink-0',
                  item.status === 'running' && 'animate-spin text-primary',
                  item.status === 'passed' && 'text-primary',
                  item.status === 'failed' && 'text-destructive',
                  item.status === 'pending' && 'text-muted-foreground',
                )}
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{t(`checks.${item.id}`)}</p>
                {detail ? (
                  <p
                    className={cn(
                      'text-sm break-words',
                      item.status === 'failed' ? 'text-destructive' : 'text-muted-foreground',
                    )}
                    data-testid="tester-detail"
                  >
                    {detail}
                  </p>
                ) : null}
              </div>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium',
                  statusTones[item.status],
                )}
              >
                {t(`status.${item.status}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
