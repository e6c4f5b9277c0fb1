import type { ObdDevice, ObdReading } from '@usra/domain/vehicles/obd-schema';
import { vehicleMessage } from '@usra/domain/vehicles/vehicle-messages';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppearance } from '@/lib/appearance';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber, formatTime } from '@/lib/dates';
import { currentLanguage, type Language } from '@/lib/i18n';
import type { Units } from '@usra/domain/settings/settings-schema';
import { useReadings } from '../api/get-vehicle-health';
import { formatPercent, formatSpeed, formatTemperature } from '../format';
import { isDemoDevice } from '../obd/demo-device';
import { DemoLabel } from './demo-label';
import { ReadingsChart } from './readings-chart';
import { LoadState } from '@/components/ui/load-state';

const metrics = [
  'vehicleSpeed',
  'engineRpm',
  'engineTemperature',
  'engineLoad',
  'fuelLevel',
  'batteryVoltage',
] as const;
type Metric = (typeof metrics)[number];

/** How each measure is written, in the family's units. */
function formatter(
  metric: Metric,
  units: Units,
  language: Language,
  rpm: (text: string) => string,
  volts: (text: string) => string,
) {
  switch (metric) {
    case 'vehicleSpeed':
      return (value: number) => formatSpeed(value, units, language);
    case 'engineTemperature':
      return (value: number) => formatTemperature(value, units, language);
    case 'engineRpm':
      return (value: number) => rpm(formatNumber(Math.round(value), language));
    case 'engineLoad':
    case 'fuelLevel':
      return (value: number) => formatPercent(Math.round(value), language);
    case 'batteryVoltage':
      return (value: number) =>
        volts(
          new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-US', {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(value),
        );
  }
}

interface HealthRealtimeProps {
  vehicleId: string;
  devices: ObdDevice[];
  temperatureHigh: boolean;
  /** What to do with no readings yet: add an adapter, start the demo. */
  empty: ReactNode;
}

/** Real-time Data: the latest reading's values and a chart of the latest 100, updating live. */
export function HealthRealtime({
  vehicleId,
  devices,
  temperatureHigh,
  empty,
}: HealthRealtimeProps) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const readings = useReadings(vehicleId);
  if (!readings.data) {
    return (
      <LoadState
        variant="inline"
        failed={readings.isError}
        message={t('health.readingsFailed')}
        retryLabel={t('tryAgain')}
        onRetry={() => void readings.refetch()}
      />
    );
  }
  const latest = readings.data[0];
  if (!latest) return <>{empty}</>;
  const device = devices.find((d) => d.id === latest.deviceId);
  return (
    <div
      className="flex flex-col gap-4"
      data-testid="health-realtime"
      data-readings={readings.data.length}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span data-testid="latest-reading-time">
          {t('health.latestAt', { time: formatDateTime(latest.timestamp, language) })}
        </span>
        {device ? <span>{t('health.from', { name: device.deviceName })}</span> : null}
        {device && isDemoDevice(device) ? <DemoLabel /> : null}
      </p>
      <LatestValues reading={latest} temperatureHigh={temperatureHigh} />
      <ReadingsSection readings={readings.data} />
    </div>
  );
}

/** How each measure is written, in the family's units and the user's language. */
function useFormats() {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { units } = useAppearance();
  return (metric: Metric) =>
    formatter(
      metric,
      units,
      language,
      (value) => t('health.rpm', { value }),
      (value) => t('health.volts', { value }),
    );
}

function LatestValues({
  reading,
  temperatureHigh,
}: {
  reading: ObdReading;
  temperatureHigh: boolean;
}) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const format = useFormats();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {metrics.map((m) => {
        const value = reading[m];
        return (
          <Tile key={m} label={t(`health.metric.${m}`)} testId={`reading-${m}`}>
            {value === null ? t('card.none') : format(m)(value)}
            {m === 'engineTemperature' && temperatureHigh ? (
              <span className="ms-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800 dark:bg-red-950 dark:text-red-200">
                {vehicleMessage('health.temperatureHigh', language)}
              </span>
            ) : null}
          </Tile>
        );
      })}
      <Tile label={t('health.metric.codes')} testId="reading-codes">
        {reading.diagnosticCodes.length === 0 ? (
          t('health.noCodes')
        ) : (
          <bdi className="font-mono">{reading.diagnosticCodes.join(' ')}</bdi>
        )}
      </Tile>
    </dl>
  );
}

/** The chart of the latest readings (newest first from the API), one measure at a time. */
function ReadingsSection({ readings }: { readings: ObdReading[] }) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const [metric, setMetric] = useState<Metric>('vehicleSpeed');
  const format = useFormats()(metric);
  const points = [...readings]
    .reverse()
    .filter((r) => r[metric] !== null)
    .map((r) => ({ time: Date.parse(r.timestamp), value: r[metric]! }));
  const values = points.map((p) => p.value);
  return (
    <section aria-labelledby="chart-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="chart-title" className="font-semibold">
          {t('health.chartTitle', {
            count: readings.length,
            countText: formatNumber(readings.length, language),
          })}
        </h3>
        <div className="flex flex-wrap gap-1" role="group" aria-label={t('health.chartMetric')}>
          {metrics.map((m) => (
            <Button
              key={m}
              size="sm"
              variant={m === metric ? 'primary' : 'ghost'}
              aria-pressed={m === metric}
              onClick={() => setMetric(m)}
            >
              {t(`health.metric.${m}`)}
            </Button>
          ))}
        </div>
      </div>
      {points.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('health.noValues')}</p>
      ) : (
        <ReadingsChart
          points={points}
          format={format}
          formatTime={(time) => formatTime(new Date(time), language)}
          label={t('health.chartLabel', {
            metric: t(`health.metric.${metric}`),
            count: formatNumber(points.length, language),
            min: format(Math.min(...values)),
            max: format(Math.max(...values)),
          })}
        />
      )}
    </section>
  );
}

function Tile({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className={cn('rounded-xl border border-border bg-card p-3')}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
