import {
  CreateAssetInputSchema,
  assetCategories,
  assetStatuses,
  type Asset,
  type AssetCategory,
  type AssetStatus,
  type CreateAssetData,
  type CreateAssetInput,
} from '@usra/domain/assets/asset-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
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
import { useCreateAsset, useUpdateAsset } from '../api/save-asset';
import { currencySymbol } from '../format';
import { useFailureToast } from '../hooks/use-maintenance-actions';
import { TextAreaField } from '@/components/ui/text-area-field';

interface AssetValues {
  name: string;
  category: AssetCategory;
  status: AssetStatus;
  location: string;
  brand: string;
  model: string;
  serialNumber: string;
  purchaseDate: string;
  purchasePrice: string;
  warrantyExpiry: string;
  notes: string;
}

const assetSchema = z
  .custom<AssetValues>()
  .transform((values): CreateAssetInput => ({
    ...values,
    purchasePrice: values.purchasePrice.trim() === '' ? null : values.purchasePrice,
  }))
  .pipe(CreateAssetInputSchema);

const assetFields = [
  'name',
  'category',
  'status',
  'location',
  'brand',
  'model',
  'serialNumber',
  'purchaseDate',
  'purchasePrice',
  'warrantyExpiry',
  'notes',
] as const;

export function AssetForm({ asset, onDone }: { asset: Asset | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { currency } = useAppearance();
  const create = useCreateAsset();
  const update = useUpdateAsset();
  const failed = useFailureToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(assetSchema, {
    defaultValues: {
      name: asset?.name ?? '',
      category: asset?.category ?? 'other',
      status: asset?.status ?? 'active',
      location: asset?.location ?? '',
      brand: asset?.brand ?? '',
      model: asset?.model ?? '',
      serialNumber: asset?.serialNumber ?? '',
      purchaseDate: asset?.purchaseDate ?? '',
      purchasePrice: asset?.purchasePrice == null ? '' : String(asset.purchasePrice),
      warrantyExpiry: asset?.warrantyExpiry ?? '',
      notes: asset?.notes ?? '',
    },
  });
  const { register, formState } = form;
  const error = (field: keyof AssetValues) =>
    translateValidationMessage(formState.errors[field]?.message);
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (input: CreateAssetData) => {
    setFormError(null);
    try {
      if (asset) await update.mutateAsync({ id: asset.id, input });
      else await create.mutateAsync(input);
    } catch (failure) {
      failed(failure, t(asset ? 'assetToast.updateFailed' : 'assetToast.createFailed'));
      if (!applyFieldProblems(failure, form.setError, assetFields))
        setFormError(getErrorMessage(failure));
      return;
    }
    toast.success(t(asset ? 'assetToast.updated' : 'assetToast.created'));
    onDone();
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3"
      data-testid="asset-form"
    >
      <FormAlert>{formError}</FormAlert>
      <FormField
        label={t('assetFields.name')}
        required
        maxLength={100}
        placeholder={t('assetFields.namePlaceholder')}
        error={error('name')}
        {...register('name')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('assetFields.category')}
          error={error('category')}
          {...register('category')}
        >
          {assetCategories.map((value) => (
            <option key={value} value={value}>
              {t(`assetCategory.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('assetFields.status')}
          error={error('status')}
          {...register('status')}
        >
          {assetStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`assetStatus.${value}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('assetFields.location')}
          maxLength={100}
          error={error('location')}
          {...register('location')}
        />
        <FormField
          label={t('assetFields.brand')}
          maxLength={100}
          error={error('brand')}
          {...register('brand')}
        />
        <FormField
          label={t('assetFields.model')}
          maxLength={100}
          error={error('model')}
          {...register('model')}
        />
        <FormField
          label={t('assetFields.serialNumber')}
          maxLength={100}
          dir="ltr"
          error={error('serialNumber')}
          {...register('serialNumber')}
        />
        <FormField
          label={t('assetFields.purchaseDate')}
          type="date"
          error={error('purchaseDate')}
          {...register('purchaseDate')}
        />
        <FormField
          label={t('assetFields.purchasePriceIn', { currency: currencySymbol(currency, language) })}
          type="text"
          inputMode="decimal"
          error={error('purchasePrice')}
          {...register('purchasePrice')}
        />
        <FormField
          label={t('assetFields.warrantyExpiry')}
          type="date"
          error={error('warrantyExpiry')}
          {...register('warrantyExpiry')}
        />
      </div>
      <TextAreaField
        label={t('assetFields.notes')}
        maxLength={1000}
        error={error('notes')}
        {...register('notes')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {asset ? t('form.save') : t('assets.add')}
        </Button>
      </div>
    </form>
  );
}
