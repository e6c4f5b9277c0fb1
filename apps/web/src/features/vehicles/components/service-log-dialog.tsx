import type { Units } from '@usra/domain/settings/settings-schema';
import {
  CreateServiceLogInputSchema,
  serviceTypes,
  type CreateServiceLogInput,
  type ServiceType,
  type Vehicle,
} from '@usra/domain/vehicles/vehicle-schema';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { todayLocalDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { useAddServiceLog } from '../api/add-service-log';
import { currencySymbol } from '../format';
import { DateAndOdometerFields, useLogEntryFailure } from './log-entry-fields';
import { odometerInputToKm, odometerInUnits } from '../units';

interface ServiceValues {
  date: string;
  odometer: string;
  serviceType: ServiceType;
  cost: string;
  notes: string;
  performedBy: string;
}

function serviceValues(vehicle: Vehicle, units: Units): ServiceValues {
  return {
    date: todayLocalDate(),
    odometer: String(odometerInUnits(vehicle.mileage, units)),
    serviceType: 'oil_change',
    cost: '',
    notes: '',
    performedBy: '',
  };
}

function serviceInput(
  values: ServiceValues,
  units: Units,
  vehicle: Vehicle,
): CreateServiceLogInput {
  return {
    date: values.date,
    odometer: odometerInputToKm(values.odometer, units, vehicle.mileage),
    serviceType: values.serviceType,
    cost: values.cost.trim() === '' ? null : values.cost,
    notes: values.notes,
    performedBy: values.performedBy,
  };
}

const answerFields = ['date', 'odometer', 'serviceType', 'cost', 'notes', 'performedBy'] as const;

interface ServiceLogDialogProps {
  vehicle: Vehicle | null;
  onClose: () => void;
}

/** Service Log: a service or repair; it moves the last service date and the mileage. */
export function ServiceLogDialog({ vehicle, onClose }: ServiceLogDialogProps) {
  const { t } = useTranslation('vehicles');
  return (
    <Modal
      open={vehicle !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('service.title', { name: vehicle?.name ?? '' })}
      testId="service-dialog"
    >
      {vehicle ? <ServiceForm vehicle={vehicle} onDone={onClose} /> : null}
    </Modal>
  );
}

function ServiceForm({ vehicle, onDone }: { vehicle: Vehicle; onDone: () => void }) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { units, currency } = useAppearance();
  const notesId = useId();
  const schema = useMemo(
    () =>
      z
        .custom<ServiceValues>()
        .transform((values) => serviceInput(values, units, vehicle))
        .pipe(CreateServiceLogInputSchema),
    [units, vehicle],
  );
  const form = useZodForm(schema, { defaultValues: serviceValues(vehicle, units) });
  const add = useAddServiceLog();
  const { formError, clearFormError, onError } = useLogEntryFailure(
    form.setError,
    answerFields,
    'service.addFailed',
  );
  const { register, formState } = form;
  const error = (field: keyof ServiceValues) =>
    translateValidationMessage(formState.errors[field]?.message);

  const submit = form.handleSubmit((input) => {
    clearFormError();
    add.mutate(
      { vehicleId: vehicle.id, input },
      {
        onSuccess: () => {
          toast.success(t('service.added'));
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
        <SelectField
          label={t('fields.serviceType')}
          error={error('serviceType')}
          {...register('serviceType')}
        >
          {serviceTypes.map((type) => (
            <option key={type} value={type}>
              {t(`serviceType.${type}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('fields.costIn', { currency: currencySymbol(currency, language) })}
          type="text"
          inputMode="decimal"
          error={error('cost')}
          {...register('cost')}
        />
      </div>
      <FormField
        label={t('fields.performedBy')}
        maxLength={100}
        error={error('performedBy')}
        {...register('performedBy')}
      />
      <div className="flex flex-col">
        <label htmlFor={notesId} className="mb-1.5 text-sm font-medium">
          {t('fields.notes')}
        </label>
        <textarea
          id={notesId}
          rows={3}
          maxLength={1000}
          aria-invalid={formState.errors.notes ? true : undefined}
          aria-describedby={`${notesId}-error`}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base aria-invalid:border-destructive"
          {...register('notes')}
        />
        <p
          id={`${notesId}-error`}
          aria-live="polite"
          className="mt-1.5 text-sm text-destructive empty:mt-0"
        >
          {error('notes')}
        </p>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <Spinner /> : null}
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
