import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { Fuel, History, Pencil, Trash2, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppearance } from '@/lib/appearance';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { formatDistanceInUnits, formatOdometer, formatPercent, formatYear } from '../format';
import type { VehicleCardActions } from '../hooks/use-vehicle-actions';
import { odometerInUnits } from '../units';

interface VehicleCardProps {
  vehicle: Vehicle;
  actions: VehicleCardActions;
}

/**
 * A vehicle (spec section 2): name, year, make, model, mileage, fuel level, licence plate, VIN,
 * last service date and next service mileage; Log Fuel, Service Log, its history, edit, delete.
 */
export function VehicleCard({ vehicle, actions }: VehicleCardProps) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { units } = useAppearance();
  const none = t('card.none');
  const subtitle = [
    vehicle.year === null ? null : formatYear(vehicle.year, language),
    vehicle.make,
    vehicle.model,
  ]
    .filter(Boolean)
    .join(' ');
  // In the units shown, so that the card's own numbers add up.
  const toNext =
    vehicle.nextServiceMileage === null
      ? null
      : odometerInUnits(vehicle.nextServiceMileage, units) -
        odometerInUnits(vehicle.mileage, units);
  return (
    <li
      data-testid="vehicle-card"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{vehicle.name}</h2>
          <p className="text-sm text-muted-foreground" data-testid="vehicle-subtitle">
            {subtitle || t('card.noDetails')}
          </p>
        </div>
        <div className="flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('card.edit', { name: vehicle.name })}
            onClick={() => actions.onEdit(vehicle)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('card.delete', { name: vehicle.name })}
            onClick={() => actions.onDelete(vehicle)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Detail label={t('fields.mileage')} testId="vehicle-mileage">
          {formatOdometer(vehicle.mileage, units, language)}
        </Detail>
        <Detail label={t('fields.fuelLevel')} testId="vehicle-fuel">
          <span className="flex items-center gap-2">
            {formatPercent(vehicle.fuelLevel, language)}
            <span aria-hidden="true" className="h-1.5 w-full max-w-20 rounded-full bg-muted">
              <span
                className={cn(
                  'block h-full rounded-full',
                  vehicle.fuelLevel < 10 ? 'bg-destructive' : 'bg-primary',
                )}
                style={{ width: `${vehicle.fuelLevel}%` }}
              />
            </span>
          </span>
        </Detail>
        <Detail label={t('fields.licensePlate')} testId="vehicle-plate">
          {vehicle.licensePlate ? <bdi>{vehicle.licensePlate}</bdi> : none}
        </Detail>
        <Detail label={t('fields.lastServiceDate')} testId="vehicle-last-service">
          {vehicle.lastServiceDate ? formatCalendarDate(vehicle.lastServiceDate, language) : none}
        </Detail>
        <Detail label={t('fields.nextServiceMileage')} testId="vehicle-next-service">
          {vehicle.nextServiceMileage === null ? (
            none
          ) : (
            <>
              {formatOdometer(vehicle.nextServiceMileage, units, language)}
              <span
                className={cn(
                  'block text-xs',
                  toNext !== null && toNext <= 0 ? 'text-destructive' : 'text-muted-foreground',
                )}
              >
                {toNext !== null && toNext <= 0
                  ? t('card.serviceDue')
                  : t('card.serviceIn', {
                      distance: formatDistanceInUnits(toNext ?? 0, units, language),
                    })}
              </span>
            </>
          )}
        </Detail>
        <Detail label={t('fields.vin')} testId="vehicle-vin">
          {vehicle.vin ? (
            <span dir="ltr" className="font-mono text-xs break-all">
              {vehicle.vin}
            </span>
          ) : (
            none
          )}
        </Detail>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => actions.onFuel(vehicle)}>
          <Fuel aria-hidden="true" className="size-4" />
          {t('card.logFuel')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => actions.onService(vehicle)}>
          <Wrench aria-hidden="true" className="size-4" />
          {t('card.serviceLog')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => actions.onHistory(vehicle)}>
          <History aria-hidden="true" className="size-4" />
          {t('card.history')}
        </Button>
      </div>
    </li>
  );
}

function Detail({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
