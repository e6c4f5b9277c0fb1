import {
  CreateHistoryInputSchema,
  manualHistoryActionTypes,
  type CreateHistoryInput,
  type CreateHistoryData,
  type MaintenanceItem,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { todayLocalDate } from '@/lib/dates';
import { translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { currencySymbol } from '../format';
import { TextAreaField } from '@/components/ui/text-area-field';
import { blankIsNull, useFormFailure } from './schedule-form-parts';

interface HistoryValues {
  itemId: string;
  actionType: (typeof manualHistoryActionTypes)[number];
  actionDate: string;
  description: string;
  performedBy: string;
  cost: string;
  notes: string;
}

const historySchema = z
  .custom<HistoryValues>()
  .transform((values): CreateHistoryInput => ({ ...values, cost: blankIsNull(values.cost) }))
  .pipe(CreateHistoryInputSchema);

/** A repair, inspection or replacement recorded by hand (the date is today unless changed). */
export function HistoryEntryDialog({
  open,
  items,
  itemId,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  items: MaintenanceItem[];
  itemId: string | null;
  pending: boolean;
  onSubmit: (input: CreateHistoryData) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('house');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('history.addTitle')}
      testId="history-dialog"
    >
      {open ? (
        <HistoryForm
          items={items}
          itemId={itemId ?? items[0]?.id ?? ''}
          pending={pending}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function HistoryForm({
  items,
  itemId,
  pending,
  onSubmit,
  onClose,
}: {
  items: MaintenanceItem[];
  itemId: string;
  pending: boolean;
  onSubmit: (input: CreateHistoryData) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { currency } = useAppearance();
  const form = useZodForm(historySchema, {
    defaultValues: {
      itemId,
      actionType: 'repair',
      actionDate: todayLocalDate(),
      description: '',
      performedBy: '',
      cost: '',
      notes: '',
    },
  });
  const failure = useFormFailure();
  const { register } = form;
  const error = (field: keyof HistoryValues) =>
    translateValidationMessage(form.formState.errors[field]?.message);
  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      await onSubmit(input);
    } catch (problem) {
      failure.show(problem, form.setError, [
        'itemId',
        'actionType',
        'actionDate',
        'description',
        'performedBy',
        'cost',
        'notes',
      ] as const);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <FormAlert>{failure.formError}</FormAlert>
      <SelectField label={t('fields.item')} error={error('itemId')} {...register('itemId')}>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('fields.actionType')}
          error={error('actionType')}
          {...register('actionType')}
        >
          {manualHistoryActionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`actionType.${type}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('fields.actionDate')}
          type="date"
          error={error('actionDate')}
          {...register('actionDate')}
        />
        <FormField
          label={t('fields.performedBy')}
          maxLength={100}
          error={error('performedBy')}
          {...register('performedBy')}
        />
        <FormField
          label={t('fields.costIn', { currency: currencySymbol(currency, language) })}
          type="text"
          inputMode="decimal"
          error={error('cost')}
          {...register('cost')}
        />
      </div>
      <TextAreaField
        label={t('fields.description')}
        maxLength={500}
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
        <Button variant="outline" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending || items.length === 0}>
          {pending ? <Spinner /> : null}
          {t('history.add')}
        </Button>
      </div>
    </form>
  );
}
