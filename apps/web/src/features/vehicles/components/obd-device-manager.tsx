import type { ObdDevice } from '@usra/domain/vehicles/obd-schema';
import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { Bluetooth, FlaskConical, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useObdDevices } from '../api/obd-devices';
import type { ObdActions } from '../hooks/use-obd-actions';
import { ObdDeviceCard } from './obd-device-card';
import { LoadState } from '@/components/ui/load-state';

interface ObdDeviceManagerProps {
  vehicles: Vehicle[];
  actions: ObdActions;
  /** Only this vehicle's devices, without the totals (the Health Monitoring tab). */
  vehicleId?: string;
}

/** The OBD Device Manager (spec section 2): the four totals and the device cards. */
export function ObdDeviceManager({ vehicles, actions, vehicleId }: ObdDeviceManagerProps) {
  const { t } = useTranslation('vehicles');
  const devices = useObdDevices();
  const names = new Map(vehicles.map((v) => [v.id, v.name]));

  if (!devices.data) {
    return (
      <LoadState
        failed={devices.isError}
        message={t('obd.loadFailed')}
        retryLabel={t('tryAgain')}
        onRetry={() => void devices.refetch()}
      />
    );
  }
  const shown = vehicleId ? devices.data.filter((d) => d.vehicleId === vehicleId) : devices.data;
  return (
    <div className="flex flex-col gap-4">
      {vehicleId ? null : <Totals devices={devices.data} />}
      {shown.length === 0 ? (
        <NoDevices actions={actions} hasVehicles={vehicles.length > 0} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="obd-device-list">
          {shown.map((device) => (
            <ObdDeviceCard
              key={device.id}
              device={device}
              vehicleName={device.vehicleId ? (names.get(device.vehicleId) ?? null) : null}
              actions={actions.cardActions}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Total Devices, Connected, Paired, Bluetooth. */
function Totals({ devices }: { devices: ObdDevice[] }) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const totals = [
    ['total', devices.length],
    ['connected', devices.filter((d) => d.isConnected).length],
    ['paired', devices.filter((d) => d.isPaired).length],
    ['bluetooth', devices.filter((d) => d.connectionType === 'bluetooth').length],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="obd-totals">
      {totals.map(([key, value]) => (
        <div key={key} className="rounded-xl border border-border bg-card p-3">
          <dt className="text-sm text-muted-foreground">{t(`obd.totals.${key}`)}</dt>
          <dd className="text-2xl font-bold" data-testid={`obd-total-${key}`}>
            {formatNumber(value, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What to do when there is no device yet: add an adapter, or try the demo. */
export function NoDevices({ actions, hasVehicles }: { actions: ObdActions; hasVehicles: boolean }) {
  const { t } = useTranslation('vehicles');
  return (
    <div
      data-testid="obd-empty"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card p-6 text-center"
    >
      <Bluetooth aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">{t('obd.empty.title')}</p>
      <p className="text-sm text-muted-foreground">{t('obd.empty.body')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => actions.setWizardOpen(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('addObd')}
        </Button>
        <Button variant="outline" disabled={!hasVehicles} onClick={() => actions.setDemoOpen(true)}>
          <FlaskConical aria-hidden="true" className="size-4" />
          {t('demo.try')}
        </Button>
      </div>
      {hasVehicles ? null : (
        <p className="text-sm text-muted-foreground">{t('demo.needVehicle')}</p>
      )}
    </div>
  );
}
