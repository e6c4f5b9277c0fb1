import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { Bluetooth, Car, FlaskConical, Plus } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getAppearanceQueryOptions } from '@/lib/appearance';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useAllReminders, type VehicleReminder } from '../api/get-reminders';
import { useObdDevices } from '../api/obd-devices';
import { useVehicles } from '../api/get-vehicles';
import { useDemoStream } from '../hooks/use-demo-stream';
import { useObdActions, type ObdActions } from '../hooks/use-obd-actions';
import { useVehicleActions, type VehicleActions } from '../hooks/use-vehicle-actions';
import { screenTabs, type ScreenTab, type ScreenView } from '../screen-view';
import { HealthMonitoring } from './health-monitoring';
import { ObdDeviceManager } from './obd-device-manager';
import { ObdDialogs } from './obd-dialogs';
import { VehicleCard } from './vehicle-card';
import { VehicleDialogs } from './vehicle-dialogs';
import { LoadState } from '@/components/ui/load-state';

interface VehiclesScreenProps {
  /** `?action=add` opens the add dialog; the route clears the parameter. */
  openAdd: boolean;
  onAddOpened: () => void;
  /** The tab, the vehicle on Health Monitoring and its tab (kept in the address by the route). */
  view: ScreenView;
  onView: (change: Partial<ScreenView>) => void;
}

/**
 * /app/vehicles, the Vehicle Management view: Add OBD Device and Add Vehicle, and the tabs
 * Vehicles (cards with their logs and reminders), Health Monitoring and OBD Devices.
 */
export function VehiclesScreen({ openAdd, onAddOpened, view, onView }: VehiclesScreenProps) {
  const { t } = useTranslation('vehicles');
  const vehicles = useVehicles();
  // Distances show and are typed in the family's units: the cards (and their dialogs, which
  // fill their fields in those units) wait for the setting. A failed read means the defaults.
  const appearance = useQuery(getAppearanceQueryOptions());
  const actions = useVehicleActions();
  const obd = useObdActions();
  const devices = useObdDevices();
  // The demo device streams while this screen is open, whichever tab shows.
  useDemoStream(devices.data);
  const { setAdding } = actions;

  useEffect(() => {
    if (openAdd) {
      setAdding(true);
      onAddOpened();
    }
  }, [openAdd, onAddOpened, setAdding]);

  const list = vehicles.data ?? [];
  const healthVehicleId = list.find((v) => v.id === view.vehicleId)?.id ?? list[0]?.id ?? null;
  const ready = vehicles.data && !appearance.isPending;
  return (
    <div className="flex flex-col gap-5">
      <ScreenHeader
        count={vehicles.data?.length}
        onAddObd={() => obd.setWizardOpen(true)}
        onAdd={() => setAdding(true)}
      />

      {vehicles.isError || !ready ? (
        <LoadState
          failed={vehicles.isError}
          message={t('loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void vehicles.refetch()}
        />
      ) : (
        <Tabs.Root
          value={view.tab}
          onValueChange={(value) => onView({ tab: value as ScreenTab })}
          className="flex flex-col gap-4"
        >
          <Tabs.List className="flex gap-1 rounded-xl bg-muted p-1" aria-label={t('title')}>
            {screenTabs.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="flex-1 rounded-lg px-2 py-2 text-sm leading-tight font-medium data-[state=active]:bg-card data-[state=active]:shadow-sm"
              >
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="vehicles">
            <VehicleList vehicles={list} actions={actions} />
          </Tabs.Content>
          <Tabs.Content value="health">
            {healthVehicleId ? (
              <HealthMonitoring
                vehicles={list}
                vehicleId={healthVehicleId}
                onVehicle={(vehicleId) => onView({ vehicleId })}
                view={view.health}
                onView={(health) => onView({ health })}
                actions={obd}
              />
            ) : (
              <NoVehicles onAdd={() => setAdding(true)} />
            )}
          </Tabs.Content>
          <Tabs.Content value="devices" className="flex flex-col gap-4">
            <DevicesTab vehicles={list} actions={obd} />
          </Tabs.Content>
        </Tabs.Root>
      )}
      <VehicleDialogs actions={actions} />
      <ObdDialogs actions={obd} vehicles={list} vehicleId={healthVehicleId} />
    </div>
  );
}

/** The cards, each with its most urgent reminder (one request for all of them). */
function VehicleList({ vehicles, actions }: { vehicles: Vehicle[]; actions: VehicleActions }) {
  const reminders = useAllReminders();
  if (vehicles.length === 0) return <NoVehicles onAdd={() => actions.setAdding(true)} />;
  const mostUrgent = new Map<string, VehicleReminder>();
  // The answer is most urgent first: the first of each vehicle is its most urgent.
  for (const reminder of reminders.data ?? [])
    if (!mostUrgent.has(reminder.vehicleId)) mostUrgent.set(reminder.vehicleId, reminder);
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="vehicle-list">
      {vehicles.map((vehicle) => (
        <VehicleCard
          key={vehicle.id}
          vehicle={vehicle}
          reminder={mostUrgent.get(vehicle.id)}
          actions={actions.cardActions}
        />
      ))}
    </ul>
  );
}

function NoVehicles({ onAdd }: { onAdd: () => void }): ReactNode {
  const { t } = useTranslation('vehicles');
  return (
    <div
      data-testid="vehicles-empty"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card p-8 text-center"
    >
      <Car aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">{t('empty.title')}</p>
      <p className="text-sm text-muted-foreground">{t('empty.body')}</p>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {t('empty.add')}
      </Button>
    </div>
  );
}

/** Title, count, and the spec's two buttons: Add OBD Device and Add Vehicle. */
function ScreenHeader({
  count,
  onAddObd,
  onAdd,
}: {
  count: number | undefined;
  onAddObd: () => void;
  onAdd: () => void;
}) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground" data-testid="vehicle-count">
          {count === undefined
            ? t('subtitle')
            : t('count', { count, countText: formatNumber(count, language) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onAddObd}>
          <Bluetooth aria-hidden="true" className="size-4" />
          {t('addObd')}
        </Button>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </Button>
      </div>
    </header>
  );
}

/** The OBD Devices tab: the demo device on offer, the Device Manager. */
function DevicesTab({ vehicles, actions }: { vehicles: Vehicle[]; actions: ObdActions }) {
  const { t } = useTranslation('vehicles');
  return (
    <>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          disabled={vehicles.length === 0}
          onClick={() => actions.setDemoOpen(true)}
        >
          <FlaskConical aria-hidden="true" className="size-4" />
          {t('demo.try')}
        </Button>
      </div>
      <ObdDeviceManager vehicles={vehicles} actions={actions} />
    </>
  );
}
