import type { Units } from '@usra/domain/settings/settings-schema';
import {
  CreateFuelLogInputSchema,
  type CreateFuelLogInput,
  type Vehicle,
} from '@usra/domain/vehicles/vehicle-schema';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { todayLocalDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { useAddFuelLog } from '../api/add-fuel-log';
import { currencySymbol } from '../format';
import { DateAndOdometerFields, useLogEntryFailure } from './log-entry-fields';
import { odometerInputToKm, odometerInUnits, volumeInputToLitres } from '../units';

interface FuelValues {
  date: string;
  odometer: string;
  volume: string;
  cost: string;
  fullTank: boolean;
  station: string;
}

function fuelValues(vehicle: Vehicle, units: Units): FuelValues {
  return {
    date: todayLocalDate(),
    odometer: String(odometerInUnits(vehicle.mileage, units)),
    volume: '',
    cost: '',
    fullTank: true,
    station: '',
  };
}

/** The fill-up as the API takes it: km and litres. */
export function fuelInput(values: FuelValues, units: Units, vehicle: Vehicle): CreateFuelLogInput {
  return {
    date: values.date,
    odometer: odometerInputToKm(values.odometer, units, vehicle.mileage),
    volume: volumeInputToLitres(values.volume, units),
    cost: values.cost.trim() === '' ? null : values.cost,
    fullTank: values.fullTank,
    station: values.station,
  };
}

const answerFields = ['date', 'odometer', 'volume', 'cost', 'station'] as const;

interface FuelLogDialogProps {
  /** The vehicle filled up; null keeps the dialog closed. */
  vehicle: Vehicle | null;
  onClose: () => void;
}

/** Log Fuel (decisions: a real fuel log instead of the spec's button that did nothing). */
export function FuelLogDialog({ vehicle, onClose }: FuelLogDialogProps) {
  const { t } = useTranslation('vehicles');
  return (
    <Modal
      open={vehicle !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('fuel.title', { name: vehicle?.name ?? '' })}
      testId="fuel-dialog"
    >
      {vehicle ? <FuelForm vehicle={vehicle} onDone={onClose} /> : null}
    </Modal>
  );
}

function FuelForm({ vehicle, onDone }: { vehicle: Vehicle; onDone: () => void }) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { units, currency } = useAppearance();
  const schema = useMemo(
    () =>
      z
        .custom<FuelValues>()
        .transform((values) => fuelInput(values, units, vehicle))
        .pipe(CreateFuelLogInputSchema),
    [units, vehicle],
  );
  const form = useZodForm(schema, { defaultValues: fuelValues(vehicle, units) });
  const add = useAddFuelLog();
  const { formError, clearFormError, onError } = useLogEntryFailure(
    form.setError,
    answerFields,
    'fuel.addFailed',
  );
  const volume = useWatch({ control: form.control, name: 'volume' });
  const { register, formState } = form;
  const error = (field: keyof FuelValues) =>
    translateValidationMessage(formState.errors[field]?.message);

  const submit = form.handleSubmit((input) => {
    clearFormError();
    add.mutate(
      { vehicleId: vehicle.id, input },
      {
        onSuccess: () => {
          toast.success(t('fuel.added'));
          onDone();
        },
        onError,
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <DateAndOdometerFields register={register} error={error} units={units} />
        <FormField
          label={t('fields.volumeIn', { unit: t(`units.${units}.volume`) })}
          type="text"
          inputMode="decimal"
          required
          error={error('volume')}
          {...register('volume')}
        />
        <FormField
          label={t('fields.costIn', { currency: currencySymbol(currency, language) })}
          type="text"
          inputMode="decimal"
          error={error('cost')}
          {...register('cost')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-5" {...register('fullTank')} />
        {t('fields.fullTank')}
      </label>
      <p className="-mt-2 text-xs text-muted-foreground">{t('fuel.fullTankHint')}</p>
      <FormField
        label={t('fields.station')}
        maxLength={200}
        error={error('station')}
        {...register('station')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending || volume.trim() === ''}>
          {add.isPending ? <Spinner /> : null}
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
