import { estimateIn } from '@usra/domain/common/currency';
import type { HealthAlert } from '@usra/domain/vehicles/obd-schema';
import { vehicleMessage } from '@usra/domain/vehicles/vehicle-messages';
import { Check, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SourceTask } from '@/components/ui/source-task';
import { Spinner } from '@/components/ui/spinner';
import { failureToast } from '@/lib/failure-toast';
import { cn } from '@/lib/cn';
import { formatDateTime, todayLocalDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useAlerts, useAlertStep, type AlertStep } from '../api/health-alerts';
import { formatMoneyRange } from '../format';
import { useAppearance } from '@/lib/appearance';
import { separator } from '@/lib/format';
import { LoadState } from '@/components/ui/load-state';

export const severityTone: Record<HealthAlert['severity'], string> = {
  critical: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  info: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
};

/** Open alerts first (newest first within), then the resolved ones. */
const byOpenFirst = (a: HealthAlert, b: HealthAlert) =>
  Number(a.isResolved) - Number(b.isResolved) || b.createdAt.localeCompare(a.createdAt);

/** Health Alerts: raised by trouble codes; acknowledge, then resolve (spec section 4). */
export function HealthAlertsList({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation('vehicles');
  const alerts = useAlerts(vehicleId);
  if (!alerts.data) {
    return (
      <LoadState
        variant="inline"
        failed={alerts.isError}
        message={t('alerts.loadFailed')}
        retryLabel={t('tryAgain')}
        onRetry={() => void alerts.refetch()}
      />
    );
  }
  if (alerts.data.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground"
        data-testid="alerts-empty"
      >
        {t('alerts.empty')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" data-testid="alert-list">
      {[...alerts.data].sort(byOpenFirst).map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </ul>
  );
}

function AlertItem({ alert }: { alert: HealthAlert }) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { currency } = useAppearance();
  return (
    <li
      data-testid="alert-entry"
      data-state={alert.isResolved ? 'resolved' : alert.isAcknowledged ? 'acknowledged' : 'new'}
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm',
        alert.isResolved ? 'border-dashed border-border' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            severityTone[alert.severity],
          )}
        >
          {vehicleMessage(`severity.${alert.severity}`, language)}
        </span>
        <h3 className="font-semibold break-words">{alert.title[language]}</h3>
        {alert.isResolved ? (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
            {t('alerts.resolvedBadge')}
          </span>
        ) : null}
      </div>
      {/* The title names the code and its description; the description alone would repeat it. */}
      {alert.title[language].includes(alert.description[language]) ? null : (
        <p>{alert.description[language]}</p>
      )}
      <p>
        <span className="font-medium">{t('alerts.action')} </span>
        {alert.recommendedAction[language]}
      </p>
      {alert.estimatedCostUsd ? (
        <p data-testid="alert-cost">
          <span className="font-medium">{t('alerts.cost')} </span>
          {t('alerts.costValue', {
            range: formatMoneyRange(
              estimateIn(alert.estimatedCostUsd, currency),
              currency,
              language,
            ),
          })}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t('alerts.raised', { time: formatDateTime(alert.createdAt, language) })}
        {alert.acknowledgedAt
          ? `${separator(language)}${t('alerts.acknowledgedAt', { time: formatDateTime(alert.acknowledgedAt, language) })}`
          : null}
        {alert.resolvedAt
          ? `${separator(language)}${t('alerts.resolvedAt', { time: formatDateTime(alert.resolvedAt, language) })}`
          : null}
      </p>
      {alert.isResolved ? null : <AlertSteps alert={alert} />}
      {alert.isResolved ? null : (
        <SourceTask
          sourceType="vehicle_alert"
          sourceId={alert.id}
          title={alert.title[language]}
          due={todayLocalDate()}
          category="maintenance"
        />
      )}
    </li>
  );
}

/** Acknowledge, then (only once acknowledged) resolve, with the spec's toasts. */
function AlertSteps({ alert }: { alert: HealthAlert }) {
  const { t } = useTranslation('vehicles');
  const step = useAlertStep();

  const run = (next: AlertStep) =>
    step.mutate(
      { vehicleId: alert.vehicleId, alertId: alert.id, step: next },
      {
        onSuccess: () =>
          toast.success(t(next === 'acknowledge' ? 'alerts.acknowledged' : 'alerts.resolved')),
        onError: (error) =>
          failureToast(
            t(next === 'acknowledge' ? 'alerts.acknowledgeFailed' : 'alerts.resolveFailed'),
            error,
          ),
      },
    );

  return (
    <div className="flex gap-2">
      {alert.isAcknowledged ? (
        <Button size="sm" onClick={() => run('resolve')} disabled={step.isPending}>
          {step.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" className="size-4" />}
          {t('alerts.resolve')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => run('acknowledge')}
          disabled={step.isPending}
        >
          {step.isPending ? <Spinner /> : <Check aria-hidden="true" className="size-4" />}
          {t('alerts.acknowledge')}
        </Button>
      )}
    </div>
  );
}
