import * as Tabs from '@radix-ui/react-tabs';
import type { HealthLabel } from '@usra/domain/vehicles/health';
import { vehicleMessage } from '@usra/domain/vehicles/vehicle-messages';
import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { FlaskConical, Gauge, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useObdDevices } from '../api/obd-devices';
import { useVehicleHealth } from '../api/get-vehicle-health';
import type { ObdActions } from '../hooks/use-obd-actions';
import { healthViews, type HealthView } from '../screen-view';
import { isDemoDevice } from '../obd/demo-device';
import { DemoLabel } from './demo-label';
import { HealthAlertsList } from './health-alerts-list';
import { HealthMaintenance } from './health-maintenance';
import { HealthRealtime } from './health-realtime';
import { ObdDeviceManager } from './obd-device-manager';

const labelTone: Record<HealthLabel, string> = {
  excellent: 'text-emerald-700 dark:text-emerald-300',
  good: 'text-amber-700 dark:text-amber-300',
  'needs-attention': 'text-red-700 dark:text-red-300',
};

interface HealthMonitoringProps {
  vehicles: Vehicle[];
  vehicleId: string;
  onVehicle: (id: string) => void;
  view: HealthView;
  onView: (view: HealthView) => void;
  actions: ObdActions;
}

/**
 * Health Monitoring (spec section 2): a vehicle's score of its latest reading, and its tabs
 * Real-time Data, Health Alerts, Maintenance and OBD Devices.
 */
export function HealthMonitoring({
  vehicles,
  vehicleId,
  onVehicle,
  view,
  onView,
  actions,
}: HealthMonitoringProps) {
  const { t } = useTranslation('vehicles');
  const devices = useObdDevices();
  const health = useVehicleHealth(vehicleId);
  const own = (devices.data ?? []).filter((d) => d.vehicleId === vehicleId);
  const demo = own.some(isDemoDevice);
  const empty = <NoReadings actions={actions} />;
  return (
    <div className="flex flex-col gap-4" data-testid="health-monitoring">
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={t('health.vehicle')}
          value={vehicleId}
          onChange={(e) => onVehicle(e.target.value)}
          className="min-w-48 flex-1 sm:max-w-xs"
        >
          {vehicles.map((vehicle) => (
            <option key={vehicle.id} value={vehicle.id}>
              {vehicle.name}
            </option>
          ))}
        </SelectField>
      </div>
      <ScoreCard
        health={health.data}
        failed={health.isError}
        onRetry={() => void health.refetch()}
      />
      {demo ? <DemoBanner /> : null}
      <Tabs.Root
        value={view}
        onValueChange={(value) => onView(value as HealthView)}
        className="flex flex-col gap-4"
      >
        <Tabs.List
          className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1 sm:flex"
          aria-label={t('tabs.health')}
        >
          {healthViews.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="flex-1 rounded-lg px-3 py-2 text-sm font-medium data-[state=active]:bg-card data-[state=active]:shadow-sm"
            >
              {t(`health.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="realtime">
          <HealthRealtime
            vehicleId={vehicleId}
            devices={devices.data ?? []}
            temperatureHigh={health.data?.score.temperatureHigh ?? false}
            empty={empty}
          />
        </Tabs.Content>
        <Tabs.Content value="alerts">
          <HealthAlertsList vehicleId={vehicleId} />
        </Tabs.Content>
        <Tabs.Content value="maintenance">
          <HealthMaintenance vehicleId={vehicleId} />
        </Tabs.Content>
        <Tabs.Content value="devices">
          <ObdDeviceManager vehicles={vehicles} actions={actions} vehicleId={vehicleId} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

type Health = ReturnType<typeof useVehicleHealth>['data'];

/** The score 0–100 with its label (80+ Excellent, 60+ Good, else Needs Attention). */
function ScoreCard({
  health,
  failed,
  onRetry,
}: {
  health: Health;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  if (!health) {
    return failed ? (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-4"
      >
        <p className="text-destructive">{t('health.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      </div>
    ) : (
      <Spinner className="text-primary" />
    );
  }
  const { score } = health;
  return (
    <section
      aria-labelledby="health-score-title"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-card p-4"
    >
      <Gauge aria-hidden="true" className="size-10 text-primary" />
      <div className="flex flex-col">
        <h3 id="health-score-title" className="text-sm text-muted-foreground">
          {t('health.score')}
        </h3>
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-bold" data-testid="health-score">
            {formatNumber(score.score, language)}
          </span>
          <span className="text-muted-foreground">
            {t('health.outOf', { max: formatNumber(100, language) })}
          </span>
          <span className={cn('font-semibold', labelTone[score.label])} data-testid="health-label">
            {score.hasReading
              ? vehicleMessage(`health.${score.label}`, language)
              : vehicleMessage('health.noReadings', language)}
          </span>
        </p>
      </div>
      {score.deductions.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-xs" data-testid="health-deductions">
          {score.deductions.map((d) => (
            <li key={d.rule} className="rounded-full bg-muted px-2.5 py-1">
              {t(`health.deduction.${d.rule}`, { points: formatNumber(-d.points, language) })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** No readings yet: what to do, never fake data. */
function NoReadings({ actions }: { actions: ObdActions }) {
  const { t } = useTranslation('vehicles');
  return (
    <div
      data-testid="readings-empty"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card p-6 text-center"
    >
      <p className="font-medium">{t('health.emptyTitle')}</p>
      <p className="text-sm text-muted-foreground">{t('health.emptyBody')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => actions.setWizardOpen(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('addObd')}
        </Button>
        <Button variant="outline" onClick={() => actions.setDemoOpen(true)}>
          <FlaskConical aria-hidden="true" className="size-4" />
          {t('demo.try')}
        </Button>
      </div>
    </div>
  );
}

/** The vehicle has a demo device: what is shown for it may be simulated. */
function DemoBanner() {
  const { t } = useTranslation('vehicles');
  return (
    <p
      className="flex flex-wrap items-center gap-2 rounded-lg bg-violet-50 p-3 text-sm text-violet-950 dark:bg-violet-950 dark:text-violet-100"
      data-testid="demo-banner"
    >
      <DemoLabel />
      {t('demo.banner')}
    </p>
  );
}
