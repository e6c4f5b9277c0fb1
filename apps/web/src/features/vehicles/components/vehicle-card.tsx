import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { BellRing, Fuel, History, Pencil, Trash2, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppearance } from '@/lib/appearance';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { formatDistanceInUnits, formatOdometer, formatPercent, formatYear } from '../format';
import type { VehicleReminder } from '../api/get-reminders';
import { urgencyTone, useReminderText } from '../hooks/use-reminder-text';
import type { VehicleCardActions } from '../hooks/use-vehicle-actions';
import { odometerInUnits } from '../units';

interface VehicleCardProps {
  vehicle: Vehicle;
  /** Its most urgent reminder, if it has one. */
  reminder: VehicleReminder | undefined;
  actions: VehicleCardActions;
}

/**
 * A vehicle (spec section 2): name, year, make, model, mileage, fuel level, licence plate, VIN,
 * last service date and next service mileage; its most urgent reminder; Log Fuel, Service Log,
 * its history, its reminders, edit, delete.
 */
export function VehicleCard({ vehicle, reminder, actions }: VehicleCardProps) {
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
      {reminder ? (
        <ReminderBadge reminder={reminder} onOpen={() => actions.onReminders(vehicle)} />
      ) : null}
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
        <Button variant="ghost" size="sm" onClick={() => actions.onReminders(vehicle)}>
          <BellRing aria-hidden="true" className="size-4" />
          {t('card.reminders')}
        </Button>
      </div>
    </li>
  );
}

/** The most urgent reminder: its title and when it falls due, coloured by urgency. */
function ReminderBadge({ reminder, onOpen }: { reminder: VehicleReminder; onOpen: () => void }) {
  const { t } = useTranslation('vehicles');
  const text = useReminderText();
  return (
    <button
      type="button"
      data-testid="vehicle-reminder"
      data-urgency={reminder.status.urgency}
      onClick={onOpen}
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-lg px-3 py-2 text-start text-sm',
        urgencyTone[reminder.status.urgency],
      )}
    >
      <BellRing aria-hidden="true" className="size-4 shrink-0" />
      <span className="font-medium break-words">{reminder.title}</span>
      <span>{t(`reminders.urgency.${reminder.status.urgency}`)}</span>
      <span data-testid="vehicle-reminder-due">{text.due(reminder.status)}</span>
    </button>
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
