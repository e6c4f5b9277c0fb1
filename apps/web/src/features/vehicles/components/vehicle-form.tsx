import type { Units } from '@usra/domain/settings/settings-schema';
import {
  CreateVehicleInputSchema,
  vinProblem,
  type CreateVehicleInput,
  type Vehicle,
} from '@usra/domain/vehicles/vehicle-schema';
import { useMemo, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { failureToast } from '@/lib/failure-toast';
import { isApiError } from '@/lib/api-client';
import { useAppearance } from '@/lib/appearance';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { useDecodeVin, type DecodedVin } from '../api/decode-vin';
import { useOdometerProblem } from '../hooks/use-odometer-problem';
import { odometerInputToKm, odometerInUnits } from '../units';
import { mergeDecoded, type DecodedFill } from '../vin-decode';
import { DecodedVinSummary } from './decoded-vin-summary';
import { VinField } from './vin-field';

/** What the inputs hold; distances in the family's units. */
export interface VehicleFormValues {
  name: string;
  make: string;
  model: string;
  year: string;
  mileage: string;
  fuelLevel: string;
  vin: string;
  licensePlate: string;
  lastServiceDate: string;
  nextServiceMileage: string;
}

const km = (value: number | null | undefined, units: Units) =>
  value == null ? '' : String(odometerInUnits(value, units));

export function vehicleFormValues(vehicle: Vehicle | null, units: Units): VehicleFormValues {
  return {
    name: vehicle?.name ?? '',
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    year: vehicle?.year == null ? '' : String(vehicle.year),
    // Spec section 5: mileage 0 and fuel level 100 by default.
    mileage: vehicle ? km(vehicle.mileage, units) : '0',
    fuelLevel: String(vehicle?.fuelLevel ?? 100),
    vin: vehicle?.vin ?? '',
    licensePlate: vehicle?.licensePlate ?? '',
    lastServiceDate: vehicle?.lastServiceDate ?? '',
    nextServiceMileage: km(vehicle?.nextServiceMileage, units),
  };
}

/**
 * The request the inputs make: distances back in km (a reading left as it was stays exact),
 * blank optional numbers null. A new vehicle's blank mileage and fuel level take the defaults;
 * an edited vehicle's must be filled in.
 */
export function vehicleInput(
  values: VehicleFormValues,
  units: Units,
  vehicle: Vehicle | null,
): CreateVehicleInput {
  const blank = (text: string) => text.trim() === '';
  return {
    name: values.name,
    make: values.make,
    model: values.model,
    year: blank(values.year) ? null : values.year,
    mileage:
      vehicle === null && blank(values.mileage)
        ? undefined
        : odometerInputToKm(values.mileage, units, vehicle?.mileage),
    fuelLevel: vehicle === null && blank(values.fuelLevel) ? undefined : values.fuelLevel,
    vin: values.vin,
    licensePlate: values.licensePlate,
    lastServiceDate: values.lastServiceDate,
    nextServiceMileage: blank(values.nextServiceMileage)
      ? null
      : odometerInputToKm(values.nextServiceMileage, units, vehicle?.nextServiceMileage),
  };
}

function vehicleFormSchema(units: Units, vehicle: Vehicle | null) {
  return z
    .custom<VehicleFormValues>()
    .transform((values) => vehicleInput(values, units, vehicle))
    .pipe(CreateVehicleInputSchema);
}

type VehicleForm = UseFormReturn<
  VehicleFormValues,
  unknown,
  z.output<ReturnType<typeof vehicleFormSchema>>
>;

/** Fields of the request that a server answer may name. */
const answerFields = [
  'name',
  'make',
  'model',
  'year',
  'mileage',
  'fuelLevel',
  'vin',
  'licensePlate',
  'lastServiceDate',
  'nextServiceMileage',
] as const;

interface VehicleFormProps {
  vehicle: Vehicle | null;
  pending: boolean;
  onSubmit: (input: CreateVehicleInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Add and edit vehicle (spec sections 2 and 5), checked with the server's own schema. */
export function VehicleForm({ vehicle, pending, onSubmit, onCancel }: VehicleFormProps) {
  const { t } = useTranslation('vehicles');
  const { units } = useAppearance();
  const schema = useMemo(() => vehicleFormSchema(units, vehicle), [units, vehicle]);
  const form = useZodForm(schema, { defaultValues: vehicleFormValues(vehicle, units) });
  const odometerProblem = useOdometerProblem();
  const [formError, setFormError] = useState<string | null>(null);
  const name = useWatch({ control: form.control, name: 'name' });

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onSubmit(input);
    } catch (error) {
      const backwards = odometerProblem(error);
      if (backwards) form.setError('mileage', { type: 'server', message: backwards });
      else if (isApiError(error) && error.code === 'DUPLICATE_VIN')
        form.setError('vin', { type: 'server', message: getErrorMessage(error) });
      else if (!applyFieldProblems(error, form.setError, answerFields))
        setFormError(getErrorMessage(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
      data-testid="vehicle-form"
    >
      <FormAlert>{formError}</FormAlert>
      <VehicleFields form={form} units={units} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending || name.trim() === ''}>
          {pending ? <Spinner /> : null}
          {vehicle ? t('form.save') : t('form.add')}
        </Button>
      </div>
    </form>
  );
}

function VehicleFields({ form, units }: { form: VehicleForm; units: Units }) {
  const { t } = useTranslation('vehicles');
  const { register, formState } = form;
  const { errors } = formState;
  const error = (field: keyof VehicleFormValues) =>
    translateValidationMessage(errors[field]?.message);
  const distanceUnit = t(`units.${units}.distance`);
  return (
    <>
      <FormField
        label={t('fields.name')}
        required
        maxLength={100}
        placeholder={t('form.namePlaceholder')}
        error={error('name')}
        {...register('name')}
      />
      <VinWithDecode form={form} />
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField
          label={t('fields.make')}
          maxLength={100}
          error={error('make')}
          {...register('make')}
        />
        <FormField
          label={t('fields.model')}
          maxLength={100}
          error={error('model')}
          {...register('model')}
        />
        <FormField
          label={t('fields.year')}
          type="text"
          inputMode="numeric"
          error={error('year')}
          {...register('year')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t('fields.mileageIn', { unit: distanceUnit })}
          type="text"
          inputMode="numeric"
          error={error('mileage')}
          {...register('mileage')}
        />
        <FormField
          label={t('fields.fuelLevelPercent')}
          type="text"
          inputMode="numeric"
          error={error('fuelLevel')}
          {...register('fuelLevel')}
        />
        <FormField
          label={t('fields.licensePlate')}
          maxLength={20}
          error={error('licensePlate')}
          {...register('licensePlate')}
        />
        <FormField
          label={t('fields.lastServiceDate')}
          type="date"
          error={error('lastServiceDate')}
          {...register('lastServiceDate')}
        />
        <FormField
          label={t('fields.nextServiceMileageIn', { unit: distanceUnit })}
          type="text"
          inputMode="numeric"
          error={error('nextServiceMileage')}
          {...register('nextServiceMileage')}
        />
      </div>
    </>
  );
}

/**
 * The VIN with its Decode button. A decode fills the make, model and year that are empty or came
 * from the previous decode; what the user typed stays (`mergeDecoded`).
 */
function VinWithDecode({ form }: { form: VehicleForm }) {
  const { t } = useTranslation('vehicles');
  const { control, getValues, setValue, setError, clearErrors, formState } = form;
  const vin = useWatch({ control, name: 'vin' });
  const decode = useDecodeVin();
  const lastFill = useRef<DecodedFill | null>(null);
  const [decoded, setDecoded] = useState<DecodedVin | null>(null);

  const onDecode = () => {
    const problem = vinProblem(vin);
    if (problem) {
      // Spec section 5: "VIN Required" / "Invalid VIN" with the rule that failed.
      toast.error(problem === 'vin.required' ? t('vin.requiredTitle') : t('vin.invalidTitle'), {
        description: translateValidationMessage(problem),
      });
      setError('vin', { type: 'decode', message: problem });
      return;
    }
    decode.mutate(vin, {
      onSuccess: (answer) => {
        const current = {
          make: getValues('make'),
          model: getValues('model'),
          year: getValues('year'),
        };
        const { values, fill } = mergeDecoded(current, lastFill.current, answer);
        lastFill.current = fill;
        for (const field of ['make', 'model', 'year'] as const) {
          setValue(field, values[field], { shouldDirty: true });
          clearErrors(field);
        }
        setDecoded(answer);
        toast.success(t('vin.decoded'));
      },
      onError: (error) => {
        if (applyFieldProblems(error, setError, ['vin'])) return;
        if (isApiError(error) && error.code === 'VIN_NOT_DECODED') {
          failureToast(t('vin.decodeFailedTitle'), error);
        } else {
          failureToast(t('vin.decodeError'), error);
        }
      },
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <VinField
        value={vin}
        onChange={(next) =>
          setValue('vin', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
        }
        onDecode={onDecode}
        decoding={decode.isPending}
        error={translateValidationMessage(formState.errors.vin?.message)}
      />
      {decoded && decoded.vin === vin ? <DecodedVinSummary decoded={decoded} /> : null}
    </div>
  );
}
