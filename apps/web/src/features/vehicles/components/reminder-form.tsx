import type { Units } from '@usra/domain/settings/settings-schema';
import {
  CreateReminderInputSchema,
  type CreateReminderData,
  type CreateReminderInput,
  type Reminder,
} from '@usra/domain/vehicles/reminder-schema';
import { serviceTypes, type ServiceType } from '@usra/domain/vehicles/vehicle-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { odometerInputToKm, odometerInUnits } from '../units';

export interface ReminderValues {
  title: string;
  serviceType: ServiceType | '';
  intervalKm: string;
  intervalMonths: string;
  dueDate: string;
  dueOdometer: string;
  notes: string;
}

export const reminderPresets = ['oil', 'registration', 'insurance', 'custom'] as const;
export type ReminderPreset = (typeof reminderPresets)[number];

/** An oil change every 10,000 km (about 6,000 miles for an imperial family) or 12 months. */
export const OIL_INTERVAL = { metric: 10_000, imperial: 6_000 } as const satisfies Record<
  Units,
  number
>;
export const OIL_MONTHS = 12;
/** Renewals come back every year once done. */
const RENEWAL_MONTHS = 12;

/** The form's first values: a preset's, or the reminder's own (in the family's units). */
export function reminderValues(
  from: Reminder | ReminderPreset,
  units: Units,
  titleOf: (preset: ReminderPreset) => string,
): ReminderValues {
  const empty: ReminderValues = {
    title: '',
    serviceType: '',
    intervalKm: '',
    intervalMonths: '',
    dueDate: '',
    dueOdometer: '',
    notes: '',
  };
  if (typeof from === 'string') {
    if (from === 'custom') return empty;
    if (from === 'oil') {
      return {
        ...empty,
        title: titleOf('oil'),
        serviceType: 'oil_change',
        intervalKm: String(OIL_INTERVAL[units]),
        intervalMonths: String(OIL_MONTHS),
      };
    }
    // A renewal: the date typed is the first one, then every year after it is done.
    return { ...empty, title: titleOf(from), intervalMonths: String(RENEWAL_MONTHS) };
  }
  const distance = (km: number | null) => (km === null ? '' : String(odometerInUnits(km, units)));
  return {
    title: from.title,
    serviceType: from.serviceType ?? '',
    intervalKm: distance(from.intervalKm),
    intervalMonths: from.intervalMonths === null ? '' : String(from.intervalMonths),
    dueDate: from.dueDate ?? '',
    dueOdometer: distance(from.dueOdometer),
    notes: from.notes ?? '',
  };
}

const answerFields = [
  'title',
  'serviceType',
  'intervalKm',
  'intervalMonths',
  'dueDate',
  'dueOdometer',
  'notes',
] as const;

interface ReminderFormProps {
  initial: ReminderValues;
  /** The reminder being edited: its distances go back exact when typed back unchanged. */
  reminder: Reminder | null;
  pending: boolean;
  onSubmit: (input: CreateReminderData) => Promise<void>;
  onCancel: () => void;
}

/** A reminder by distance and/or months, or a due date or reading (at least one of them). */
export function ReminderForm({
  initial,
  reminder,
  pending,
  onSubmit,
  onCancel,
}: ReminderFormProps) {
  const { t } = useTranslation('vehicles');
  const { units } = useAppearance();
  const schema = useMemo(
    () =>
      z
        .custom<ReminderValues>()
        .transform((values): CreateReminderInput => ({
          title: values.title,
          serviceType: values.serviceType || null,
          intervalKm: odometerInputToKm(values.intervalKm, units, reminder?.intervalKm),
          intervalMonths: values.intervalMonths,
          dueDate: values.dueDate,
          dueOdometer: odometerInputToKm(values.dueOdometer, units, reminder?.dueOdometer),
          notes: values.notes,
        }))
        .pipe(CreateReminderInputSchema),
    [units, reminder],
  );
  const form = useZodForm(schema, { defaultValues: initial });
  const [formError, setFormError] = useState<string | null>(null);
  const { register, formState } = form;
  const problem = (field: keyof ReminderValues) => formState.errors[field]?.message;
  const error = (field: keyof ReminderValues) => translateValidationMessage(problem(field));
  // "Say when" belongs to the four fields together, not to the first of them.
  const whenMissing = problem('intervalKm') === 'reminder.whenRequired';
  const unit = t(`units.${units}.distance`);

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onSubmit(input);
    } catch (failure) {
      if (!applyFieldProblems(failure, form.setError, answerFields))
        setFormError(getErrorMessage(failure));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3"
      data-testid="reminder-form"
    >
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t('reminders.fields.title')}
          required
          maxLength={100}
          error={error('title')}
          {...register('title')}
        />
        <SelectField
          label={t('reminders.fields.serviceType')}
          error={error('serviceType')}
          {...register('serviceType')}
        >
          <option value="">{t('reminders.fields.noServiceType')}</option>
          {serviceTypes.map((type) => (
            <option key={type} value={type}>
              {t(`serviceType.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-medium">{t('reminders.fields.when')}</legend>
        <p className="text-xs text-muted-foreground">{t('reminders.fields.whenHint')}</p>
        {whenMissing ? (
          <p role="alert" className="text-sm text-destructive">
            {translateValidationMessage('reminder.whenRequired')}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label={t('reminders.fields.intervalIn', { unit })}
            type="text"
            inputMode="numeric"
            error={whenMissing ? undefined : error('intervalKm')}
            {...register('intervalKm')}
          />
          <FormField
            label={t('reminders.fields.intervalMonths')}
            type="text"
            inputMode="numeric"
            error={error('intervalMonths')}
            {...register('intervalMonths')}
          />
          <FormField
            label={t('reminders.fields.dueDate')}
            type="date"
            error={error('dueDate')}
            {...register('dueDate')}
          />
          <FormField
            label={t('reminders.fields.dueOdometerIn', { unit })}
            type="text"
            inputMode="numeric"
            error={error('dueOdometer')}
            {...register('dueOdometer')}
          />
        </div>
      </fieldset>
      <FormField
        label={t('fields.notes')}
        maxLength={1000}
        error={error('notes')}
        {...register('notes')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
