import {
  connectionTypes,
  CreateObdDeviceInputSchema,
  obdProtocols,
  type CreateObdDeviceData,
  type CreateObdDeviceInput,
} from '@usra/domain/vehicles/obd-schema';
import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';

export interface DeviceValues {
  deviceName: string;
  deviceId: string;
  vehicleId: string;
  protocolType: string;
  connectionType: string;
}

const answerFields = [
  'deviceName',
  'deviceId',
  'vehicleId',
  'protocolType',
  'connectionType',
] as const;

interface DeviceConfigFormProps {
  initial: DeviceValues;
  vehicles: Vehicle[];
  /** Found by Web Bluetooth: the id is the browser's and the connection is Bluetooth. */
  fixedAdapter?: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: CreateObdDeviceData) => Promise<void>;
  onCancel: () => void;
}

/**
 * Configure: name and id (required, spec section 5), the vehicle it is plugged into, the
 * protocol (the spec's list, or auto-detect) and the connection type.
 */
export function DeviceConfigForm({
  initial,
  vehicles,
  fixedAdapter = false,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: DeviceConfigFormProps) {
  const { t } = useTranslation('vehicles');
  const schema = useMemo(
    () =>
      z
        .custom<DeviceValues>()
        // The selects hold the lists' own values; the schema still checks them.
        .transform((values): CreateObdDeviceInput => ({
          deviceName: values.deviceName,
          deviceId: values.deviceId,
          vehicleId: values.vehicleId || null,
          protocolType: (values.protocolType || null) as CreateObdDeviceInput['protocolType'],
          connectionType: values.connectionType as CreateObdDeviceInput['connectionType'],
        }))
        .pipe(CreateObdDeviceInputSchema),
    [],
  );
  const form = useZodForm(schema, { defaultValues: initial });
  const [formError, setFormError] = useState<string | null>(null);
  const { register, formState } = form;
  const error = (field: keyof DeviceValues) =>
    translateValidationMessage(formState.errors[field]?.message);

  const submit = form.handleSubmit(
    async (input) => {
      setFormError(null);
      try {
        await onSubmit(input);
      } catch (failure) {
        if (!applyFieldProblems(failure, form.setError, answerFields))
          setFormError(getErrorMessage(failure));
      }
    },
    (errors) => {
      if (errors.deviceName || errors.deviceId)
        toast.error(t('obd.missingTitle'), { description: t('obd.missingBody') });
    },
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3"
      data-testid="device-form"
    >
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t('obd.fields.deviceName')}
          required
          maxLength={100}
          error={error('deviceName')}
          {...register('deviceName')}
        />
        <FormField
          label={t('obd.fields.deviceId')}
          required
          maxLength={100}
          dir="ltr"
          readOnly={fixedAdapter}
          error={error('deviceId')}
          {...register('deviceId')}
        />
        <SelectField
          label={t('obd.fields.vehicle')}
          error={error('vehicleId')}
          {...register('vehicleId')}
        >
          <option value="">{t('obd.noVehicle')}</option>
          {vehicles.map((vehicle) => (
            <option key={vehicle.id} value={vehicle.id}>
              {vehicle.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('obd.fields.protocol')}
          error={error('protocolType')}
          {...register('protocolType')}
        >
          <option value="">{t('obd.autoDetect')}</option>
          {obdProtocols.map((protocol) => (
            <option key={protocol} value={protocol}>
              {protocol}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('obd.fields.connectionType')}
          disabled={fixedAdapter}
          error={error('connectionType')}
          {...register('connectionType')}
        >
          {connectionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`obd.connectionType.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-xs text-muted-foreground">{t('obd.vehicleHint')}</p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
