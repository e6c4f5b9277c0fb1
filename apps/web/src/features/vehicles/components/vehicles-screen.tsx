import { useQuery } from '@tanstack/react-query';
import { Car, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getAppearanceQueryOptions } from '@/lib/appearance';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useVehicles } from '../api/get-vehicles';
import { useVehicleActions } from '../hooks/use-vehicle-actions';
import { VehicleCard } from './vehicle-card';
import { VehicleDialogs } from './vehicle-dialogs';

interface VehiclesScreenProps {
  /** `?action=add` opens the add dialog; the route clears the parameter. */
  openAdd: boolean;
  onAddOpened: () => void;
}

/** /app/vehicles: the family's vehicles, their fuel and service logs. */
export function VehiclesScreen({ openAdd, onAddOpened }: VehiclesScreenProps) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const vehicles = useVehicles();
  // Distances show and are typed in the family's units: the cards (and their dialogs, which
  // fill their fields in those units) wait for the setting. A failed read means the defaults.
  const appearance = useQuery(getAppearanceQueryOptions());
  const actions = useVehicleActions();
  const { setAdding } = actions;

  useEffect(() => {
    if (openAdd) {
      setAdding(true);
      onAddOpened();
    }
  }, [openAdd, onAddOpened, setAdding]);

  const count = vehicles.data?.length;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground" data-testid="vehicle-count">
            {count === undefined
              ? t('subtitle')
              : t('count', { count, countText: formatNumber(count, language) })}
          </p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </Button>
      </header>

      {vehicles.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-4"
        >
          <p className="text-destructive">{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void vehicles.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : !vehicles.data || appearance.isPending ? (
        <div role="status" className="flex justify-center p-8 text-primary">
          <Spinner className="size-8" />
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : vehicles.data.length === 0 ? (
        <div
          data-testid="vehicles-empty"
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card p-8 text-center"
        >
          <Car aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{t('empty.title')}</p>
          <p className="text-sm text-muted-foreground">{t('empty.body')}</p>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('empty.add')}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="vehicle-list">
          {vehicles.data.map((vehicle) => (
            <VehicleCard key={vehicle.id} vehicle={vehicle} actions={actions.cardActions} />
          ))}
        </ul>
      )}
      <VehicleDialogs actions={actions} />
    </div>
  );
}
