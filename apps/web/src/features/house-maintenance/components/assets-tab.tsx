import {
  CreateAssetInputSchema,
  assetCategories,
  assetStatuses,
  type Asset,
  type AssetCategory,
  type AssetStatus,
  type AssetsOverview,
  type CreateAssetData,
  type CreateAssetInput,
} from '@usra/domain/assets/asset-schema';
import {
  BellRing,
  CalendarClock,
  MapPin,
  Package,
  Pencil,
  Plus,
  ShieldCheck,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { formatCalendarDate, formatNumber } from '@/lib/dates';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { useAssetsOverview } from '../api/get-assets';
import { useCreateAsset, useDeleteAsset, useUpdateAsset } from '../api/save-asset';
import { currencySymbol, formatMoney } from '../format';
import { useFailureToast } from '../hooks/use-maintenance-actions';
import { AssetDetailDialog } from './asset-detail';
import { Badge } from './badge';
import { card } from './maintenance-lists';
import { TextAreaField } from './text-area-field';
import { separator } from '@/lib/format';

const statusTone = {
  active: 'success',
  needs_repair: 'danger',
  in_storage: 'neutral',
  retired: 'neutral',
} as const;

/** The Assets tab: the family's household assets, what is overdue or coming up for them. */
export function AssetsTab() {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { currency } = useAppearance();
  const overview = useAssetsOverview();
  const remove = useDeleteAsset();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Asset | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  if (overview.isError)
    return (
      <div role="alert" className={`${card} flex flex-wrap items-center gap-3`}>
        <p className="text-destructive">{t('assets.loadFailed')}</p>
        <Button variant="outline" onClick={() => void overview.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  const data = overview.data;
  if (!data)
    return (
      <div role="status" className="flex justify-center p-8 text-primary">
        <Spinner className="size-8" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  const n = (value: number) => formatNumber(value, language);
  const open = data.assets.find((asset) => asset.id === openId) ?? null;

  return (
    <div className="flex flex-col gap-4" data-testid="assets-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('assets.title')}</h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('assets.add')}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            ['totalAssets', n(data.summary.totalAssets), false],
            [
              'overdueSchedules',
              n(data.summary.overdueSchedules),
              data.summary.overdueSchedules > 0,
            ],
            [
              'upcomingReminders',
              n(data.summary.upcomingReminders),
              data.summary.upcomingReminders > 0,
            ],
            [
              'expensesThisYear',
              formatMoney(data.summary.expensesThisYear, currency, language),
              false,
            ],
          ] as const
        ).map(([key, value, alert]) => (
          <div key={key} className={card} data-testid={`asset-summary-${key}`}>
            <dt className="text-sm text-muted-foreground">{t(`assets.${key}`)}</dt>
            <dd className={`mt-1 text-xl font-bold ${alert ? 'text-destructive' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <Highlights data={data} onOpen={setOpenId} />
      {data.assets.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card p-8 text-center">
          <Package aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">{t('assets.empty')}</p>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="asset-list">
          {data.assets.map((asset) => (
            <li key={asset.id} className={`${card} flex flex-col gap-2`} data-testid="asset-card">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words">{asset.name}</h3>
                  <p className="text-sm text-muted-foreground">
                    {t(`assetCategory.${asset.category}`)}
                  </p>
                </div>
                <Badge tone={statusTone[asset.status]}>{t(`assetStatus.${asset.status}`)}</Badge>
              </div>
              {asset.location ? (
                <p className="flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                  {asset.location}
                </p>
              ) : null}
              <p className="flex items-center gap-1 text-sm">
                <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                {asset.warrantyExpiry
                  ? t('assets.warrantyUntil', {
                      date: formatCalendarDate(asset.warrantyExpiry, language),
                    })
                  : t('assets.noWarranty')}
              </p>
              <p className="text-sm font-medium" data-testid="asset-expenses-total">
                {t('assets.totalExpenses', {
                  amount: formatMoney(asset.totalExpenses, currency, language),
                })}
              </p>
              <div className="mt-auto flex flex-wrap gap-1 border-t border-border pt-2">
                <Button
                  variant="outline"
                  size="sm"
                  className="w-full"
                  onClick={() => setOpenId(asset.id)}
                >
                  <CalendarClock aria-hidden="true" className="size-4" />
                  {t('assets.manage')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setEditing(asset)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('assets.edit')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="ms-auto text-destructive"
                  onClick={() => setDeleting(asset)}
                  aria-label={`${t('assets.delete')} ${asset.name}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={adding || editing !== null}
        onOpenChange={(next) => {
          if (!next) {
            setAdding(false);
            setEditing(null);
          }
        }}
        title={editing ? t('assets.editTitle') : t('assets.addTitle')}
        size="lg"
        testId="asset-dialog"
      >
        {adding || editing ? (
          <AssetForm
            key={editing?.id ?? 'new'}
            asset={editing}
            onDone={() => {
              setAdding(false);
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
      <AssetDetailDialog asset={open} overview={data} onClose={() => setOpenId(null)} />
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('assets.deleteTitle')}
        description={t('assets.deleteBody')}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onDelete={(asset) => remove.mutateAsync(asset.id)}
        pending={remove.isPending}
        deletedMessage={t('assetToast.deleted')}
        failedMessage={t('assetToast.deleteFailed')}
      />
    </div>
  );
}

/** Upcoming reminders and overdue asset schedules, at the top of the tab. */
function Highlights({ data, onOpen }: { data: AssetsOverview; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const overdue = data.schedules.filter((s) => s.overdue);
  const reminders = data.reminders.filter((r) => r.upcoming);
  if (overdue.length === 0 && reminders.length === 0) return null;
  return (
    <section
      className="flex flex-col gap-2 rounded-xl border border-amber-500/40 bg-amber-500/5 p-4"
      data-testid="asset-highlights"
    >
      <ul className="flex flex-col gap-2">
        {overdue.map((schedule) => (
          <li key={schedule.id} className="flex flex-wrap items-center gap-2 text-sm">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-destructive" />
            <button
              type="button"
              className="min-w-0 flex-1 text-start font-medium hover:underline"
              onClick={() => onOpen(schedule.assetId)}
            >
              {schedule.title}
              {separator(language)}
              {schedule.assetName}
            </button>
            <Badge tone="danger">{t('schedule.overdue')}</Badge>
            <span className="text-destructive">
              {formatCalendarDate(schedule.scheduledDate, language)}
            </span>
          </li>
        ))}
        {reminders.map((reminder) => (
          <li
            key={reminder.id}
            className="flex flex-wrap items-center gap-2 text-sm"
            data-testid="asset-upcoming-reminder"
          >
            <BellRing aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
            <button
              type="button"
              className="min-w-0 flex-1 text-start font-medium hover:underline"
              onClick={() => onOpen(reminder.assetId)}
            >
              {reminder.kind === 'warranty' ? t('assets.warrantyEnds') : reminder.title}
              {separator(language)}
              {reminder.assetName}
            </button>
            <Badge tone="warning">{t('assets.soon')}</Badge>
            <span className="text-muted-foreground">
              {formatCalendarDate(reminder.triggerDate, language)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

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

function AssetForm({ asset, onDone }: { asset: Asset | null; onDone: () => void }) {
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
