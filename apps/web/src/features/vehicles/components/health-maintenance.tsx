import { estimateIn } from '@usra/domain/common/currency';
import { describePrediction, type MaintenancePrediction } from '@usra/domain/vehicles/prediction';
import { vehicleMessage } from '@usra/domain/vehicles/vehicle-messages';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '@/lib/appearance';
import { separator } from '@/lib/format';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { usePredictions } from '../api/get-predictions';
import { formatDays, formatDistanceInUnits, formatMoneyRange, formatShare } from '../format';
import { odometerInUnits } from '../units';
import { LoadState } from '@/components/ui/load-state';

const priorityTone: Record<MaintenancePrediction['priority'], string> = {
  critical: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  high: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  low: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
};

/** Maintenance: predicted services, soonest first, each with why. */
export function HealthMaintenance({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation('vehicles');
  const predictions = usePredictions(vehicleId);
  if (!predictions.data) {
    return (
      <LoadState
        variant="inline"
        failed={predictions.isError}
        message={t('predictions.loadFailed')}
        retryLabel={t('tryAgain')}
        onRetry={() => void predictions.refetch()}
      />
    );
  }
  if (predictions.data.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground"
        data-testid="predictions-empty"
      >
        {t('predictions.empty')}
      </p>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="prediction-list">
      {predictions.data.map((prediction, index) => (
        <PredictionItem
          key={`${prediction.type}-${prediction.diagnosticCode ?? index}`}
          prediction={prediction}
        />
      ))}
    </ul>
  );
}

function PredictionItem({ prediction }: { prediction: MaintenancePrediction }) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { units, currency } = useAppearance();
  const { daysRemaining: days, distanceRemainingKm: km } = prediction;
  const distance =
    km === null
      ? null
      : formatDistanceInUnits(Math.abs(odometerInUnits(km, units)), units, language);
  return (
    <li
      data-testid="prediction-entry"
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{vehicleMessage(`service.${prediction.type}`, language)}</h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            priorityTone[prediction.priority],
          )}
        >
          {t('predictions.priority', {
            priority: vehicleMessage(`priority.${prediction.priority}`, language),
          })}
        </span>
      </div>
      <p>{prediction.recommendedService[language]}</p>
      <p className="text-muted-foreground" data-testid="prediction-reason">
        {describePrediction(prediction, { language, units })}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{t('predictions.date')}</dt>
        <dd>{formatCalendarDate(prediction.predictedDate, language)}</dd>
        <dt className="text-muted-foreground">{t('predictions.remaining')}</dt>
        <dd>
          {days < 0
            ? t('reminders.overdueBy', { when: formatDays(Math.abs(days), language) })
            : days === 0
              ? t('reminders.dueToday')
              : t('reminders.in', { when: formatDays(days, language) })}
          {distance === null
            ? null
            : `${separator(language)}${km! < 0 ? t('reminders.overdueBy', { when: distance }) : t('reminders.in', { when: distance })}`}
        </dd>
        <dt className="text-muted-foreground">{t('predictions.confidence')}</dt>
        <dd>{formatShare(prediction.confidence, language)}</dd>
        <dt className="text-muted-foreground">{t('predictions.cost')}</dt>
        <dd>
          {prediction.estimatedCostUsd
            ? t('alerts.costValue', {
                range: formatMoneyRange(
                  estimateIn(prediction.estimatedCostUsd, currency),
                  currency,
                  language,
                ),
              })
            : t('card.none')}
        </dd>
      </dl>
    </li>
  );
}
