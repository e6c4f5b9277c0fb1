import {
  CreateMaintenanceItemInputSchema,
  DEFAULT_FREQUENCY_MONTHS,
  MAINTENANCE_LOCATION_MAX,
  MAINTENANCE_NAME_MAX,
  conditionStatuses,
  maintenanceCategories,
  maintenancePriorities,
  type ConditionStatus,
  type CreateMaintenanceItemData,
  type CreateMaintenanceItemInput,
  type MaintenanceCategory,
  type MaintenanceItem,
  type MaintenancePriority,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { frequencyOrDefault } from '@usra/domain/house-maintenance/maintenance-rules';
import { starterPlan, starterPlans } from '@usra/domain/house-maintenance/starter-plans';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
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
import { currentLanguage } from '@/lib/i18n';
import { currencySymbol } from '../format';
import { TextAreaField } from '@/components/ui/text-area-field';

/** What the inputs hold (text inputs and selects hold strings). */
export interface ItemFormValues {
  name: string;
  description: string;
  category: MaintenanceCategory;
  location: string;
  priority: MaintenancePriority;
  estimatedCost: string;
  estimatedDuration: string;
  installationDate: string;
  maintenanceFrequencyMonths: string;
  status: ConditionStatus;
  notes: string;
  lastMaintenanceDate: string;
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function itemFormValues(item: MaintenanceItem | null): ItemFormValues {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    // Spec section 4: general, medium, good and 12 months by default.
    category: item?.category ?? 'general',
    location: item?.location ?? '',
    priority: item?.priority ?? 'medium',
    estimatedCost: text(item?.estimatedCost),
    estimatedDuration: text(item?.estimatedDuration),
    installationDate: item?.installationDate ?? '',
    maintenanceFrequencyMonths: String(
      item?.maintenanceFrequencyMonths ?? DEFAULT_FREQUENCY_MONTHS,
    ),
    status: item?.status ?? 'good',
    notes: item?.notes ?? '',
    lastMaintenanceDate: item?.lastMaintenanceDate ?? '',
  };
}

/**
 * The request the inputs make. Spec section 5: an invalid frequency falls back to 12; empty
 * cost, duration and dates are absent (null here; the add request leaves them out).
 */
export function itemInput(values: ItemFormValues): CreateMaintenanceItemInput {
  const blank = (value: string) => (value.trim() === '' ? null : value);
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    location: values.location,
    priority: values.priority,
    estimatedCost: blank(values.estimatedCost),
    estimatedDuration: blank(values.estimatedDuration),
    installationDate: values.installationDate,
    maintenanceFrequencyMonths: frequencyOrDefault(values.maintenanceFrequencyMonths),
    status: values.status,
    notes: values.notes,
    lastMaintenanceDate: values.lastMaintenanceDate,
  };
}

const itemFormSchema = z
  .custom<ItemFormValues>()
  .transform(itemInput)
  .pipe(CreateMaintenanceItemInputSchema);

const answerFields = [
  'name',
  'description',
  'category',
  'location',
  'priority',
  'estimatedCost',
  'estimatedDuration',
  'installationDate',
  'maintenanceFrequencyMonths',
  'status',
  'notes',
  'lastMaintenanceDate',
] as const;

interface ItemFormProps {
  item: MaintenanceItem | null;
  pending: boolean;
  onSubmit: (input: CreateMaintenanceItemData) => Promise<unknown>;
  onCancel: () => void;
}

/** Add Item and Edit Maintenance Item (spec sections 2 and 5), checked with the server's schema. */
export function ItemForm({ item, pending, onSubmit, onCancel }: ItemFormProps) {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { currency } = useAppearance();
  const form = useZodForm(itemFormSchema, { defaultValues: itemFormValues(item) });
  const { register, formState, setValue, getValues, clearErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [plan, setPlan] = useState('');
  const [name, location] = useWatch({ control: form.control, name: ['name', 'location'] });
  const error = (field: keyof ItemFormValues) =>
    translateValidationMessage(formState.errors[field]?.message);
  const plans = useMemo(
    () =>
      [...starterPlans].sort((a, b) => a.name[language].localeCompare(b.name[language], language)),
    [language],
  );

  /** A starter plan fills the fields in the current language; each stays editable. */
  const applyPlan = (key: string) => {
    setPlan(key);
    const chosen = starterPlan(key);
    if (!chosen) return;
    const fill: Partial<ItemFormValues> = {
      name: chosen.name[language],
      category: chosen.category,
      location: chosen.location[language],
      maintenanceFrequencyMonths: String(chosen.frequencyMonths),
      estimatedDuration: String(chosen.durationMinutes),
      priority: chosen.priority,
      description: chosen.description[language],
    };
    for (const [field, value] of Object.entries(fill) as [keyof ItemFormValues, string][])
      setValue(field, value, { shouldDirty: true });
    clearErrors();
  };

  const frequencyField = register('maintenanceFrequencyMonths');
  const onFrequencyBlur: typeof frequencyField.onBlur = async (event) => {
    // Spec section 5: an invalid frequency falls back to 12, shown in the field at once.
    const typed = getValues('maintenanceFrequencyMonths');
    const kept = String(frequencyOrDefault(typed));
    if (typed.trim() !== kept) setValue('maintenanceFrequencyMonths', kept, { shouldDirty: true });
    return frequencyField.onBlur(event);
  };

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    setValue('maintenanceFrequencyMonths', String(input.maintenanceFrequencyMonths));
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
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
      data-testid="item-form"
    >
      <FormAlert>{formError}</FormAlert>
      {item === null ? (
        <div className="rounded-lg border border-dashed border-border bg-muted/40 p-3">
          <SelectField
            label={t('form.starter')}
            value={plan}
            onChange={(event) => applyPlan(event.target.value)}
            data-testid="starter-plan"
          >
            <option value="">{t('form.starterNone')}</option>
            {plans.map((p) => (
              <option key={p.key} value={p.key}>
                {p.name[language]}
              </option>
            ))}
          </SelectField>
          <p className="text-xs text-muted-foreground">{t('form.starterHint')}</p>
        </div>
      ) : null}
      <FormField
        label={t('fields.name')}
        required
        maxLength={MAINTENANCE_NAME_MAX}
        placeholder={t('fields.namePlaceholder')}
        error={error('name')}
        {...register('name')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t('fields.location')}
          required
          maxLength={MAINTENANCE_LOCATION_MAX}
          placeholder={t('fields.locationPlaceholder')}
          error={error('location')}
          {...register('location')}
        />
        <SelectField
          label={t('fields.category')}
          error={error('category')}
          {...register('category')}
        >
          {maintenanceCategories.map((value) => (
            <option key={value} value={value}>
              {t(`category.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('fields.priority')}
          error={error('priority')}
          {...register('priority')}
        >
          {maintenancePriorities.map((value) => (
            <option key={value} value={value}>
              {t(`priority.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('fields.condition')} error={error('status')} {...register('status')}>
          {conditionStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`condition.${value}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('fields.frequency')}
          type="text"
          inputMode="numeric"
          description={<p className="text-xs text-muted-foreground">{t('fields.frequencyHint')}</p>}
          error={error('maintenanceFrequencyMonths')}
          {...frequencyField}
          onBlur={onFrequencyBlur}
        />
        <FormField
          label={t('fields.estimatedCostIn', { currency: currencySymbol(currency, language) })}
          type="text"
          inputMode="decimal"
          error={error('estimatedCost')}
          {...register('estimatedCost')}
        />
        <FormField
          label={t('fields.estimatedDuration')}
          type="text"
          inputMode="numeric"
          error={error('estimatedDuration')}
          {...register('estimatedDuration')}
        />
        <FormField
          label={t('fields.installationDate')}
          type="date"
          error={error('installationDate')}
          {...register('installationDate')}
        />
        <FormField
          label={t('fields.lastMaintenanceDate')}
          type="date"
          error={error('lastMaintenanceDate')}
          {...register('lastMaintenanceDate')}
        />
      </div>
      <TextAreaField
        label={t('fields.description')}
        maxLength={1000}
        error={error('description')}
        {...register('description')}
      />
      <TextAreaField
        label={t('fields.notes')}
        maxLength={1000}
        error={error('notes')}
        {...register('notes')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending || name.trim() === '' || location.trim() === ''}>
          {pending ? <Spinner /> : null}
          {item ? t('form.save') : t('form.add')}
        </Button>
      </div>
    </form>
  );
}
