import {
  CompleteMaintenanceInputSchema,
  CreateHistoryInputSchema,
  UpdateScheduleInputSchema,
  manualHistoryActionTypes,
  type CompleteMaintenanceData,
  type CompleteMaintenanceInput,
  type CreateHistoryInput,
  type CreateHistoryData,
  type MaintenanceItem,
  type MaintenanceSchedule,
  type UpdateScheduleInput,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { formatCalendarDate, todayLocalDate } from '@/lib/dates';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { currencySymbol } from '../format';
import { TextAreaField } from './text-area-field';

const blankIsNull = (value: string) => (value.trim() === '' ? null : value);

/** What a refused form shows: the problems on their fields, else above the form. */
function useFormFailure() {
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    clear: () => setFormError(null),
    show: <T extends string>(
      failure: unknown,
      setError: (name: T, error: { type: string; message: string }) => void,
      fields: readonly T[],
    ) => {
      if (!applyFieldProblems(failure, setError as never, fields))
        setFormError(getErrorMessage(failure));
    },
  };
}

interface CompleteValues {
  cost: string;
  performedBy: string;
  notes: string;
}

const completeSchema = z
  .custom<CompleteValues>()
  .transform((values): CompleteMaintenanceInput => ({ ...values, cost: blankIsNull(values.cost) }))
  .pipe(CompleteMaintenanceInputSchema);

/** Complete Maintenance: cost ≥ 0, performed by, notes, all optional (spec sections 4 and 5). */
export function CompleteDialog({
  schedule,
  pending,
  onSubmit,
  onClose,
}: {
  schedule: MaintenanceSchedule | null;
  pending: boolean;
  onSubmit: (input: CompleteMaintenanceData) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('house');
  return (
    <Modal
      open={schedule !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('complete.title')}
      testId="complete-dialog"
    >
      {schedule ? (
        <CompleteForm schedule={schedule} pending={pending} onSubmit={onSubmit} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function CompleteForm({
  schedule,
  pending,
  onSubmit,
  onClose,
}: {
  schedule: MaintenanceSchedule;
  pending: boolean;
  onSubmit: (input: CompleteMaintenanceData) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { currency } = useAppearance();
  const form = useZodForm(completeSchema, {
    defaultValues: { cost: '', performedBy: '', notes: '' },
  });
  const failure = useFormFailure();
  const error = (field: keyof CompleteValues) =>
    translateValidationMessage(form.formState.errors[field]?.message);
  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      await onSubmit(input);
    } catch (problem) {
      failure.show(problem, form.setError, ['cost', 'performedBy', 'notes'] as const);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <p className="font-medium" data-testid="complete-subject">
        {t('complete.subtitle', {
          name: schedule.itemName,
          date: formatCalendarDate(schedule.scheduledDate, language),
        })}
      </p>
      <p className="text-sm text-muted-foreground">{t('complete.hint')}</p>
      <FormAlert>{failure.formError}</FormAlert>
      <FormField
        label={t('fields.costIn', { currency: currencySymbol(currency, language) })}
        type="text"
        inputMode="decimal"
        error={error('cost')}
        {...form.register('cost')}
      />
      <FormField
        label={t('fields.performedBy')}
        maxLength={100}
        error={error('performedBy')}
        {...form.register('performedBy')}
      />
      <TextAreaField
        label={t('fields.notes')}
        maxLength={1000}
        error={error('notes')}
        {...form.register('notes')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {t('complete.submit')}
        </Button>
      </div>
    </form>
  );
}

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

const rescheduleSchema = z
  .custom<{ scheduledDate: string }>()
  .transform((values): UpdateScheduleInput => values)
  .pipe(UpdateScheduleInputSchema);

/** Moves a scheduled entry to another date. */
export function RescheduleDialog({
  schedule,
  onSubmit,
  onClose,
}: {
  schedule: MaintenanceSchedule | null;
  onSubmit: (schedule: MaintenanceSchedule, scheduledDate: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('house');
  return (
    <Modal
      open={schedule !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('schedule.rescheduleTitle', { name: schedule?.itemName ?? '' })}
      testId="reschedule-dialog"
    >
      {schedule ? (
        <RescheduleForm schedule={schedule} onSubmit={onSubmit} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function RescheduleForm({
  schedule,
  onSubmit,
  onClose,
}: {
  schedule: MaintenanceSchedule;
  onSubmit: (schedule: MaintenanceSchedule, scheduledDate: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('house');
  const form = useZodForm(rescheduleSchema, {
    defaultValues: { scheduledDate: schedule.scheduledDate },
  });
  const failure = useFormFailure();
  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      await onSubmit(schedule, input.scheduledDate ?? schedule.scheduledDate);
      onClose();
    } catch (problem) {
      failure.show(problem, form.setError, ['scheduledDate'] as const);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <FormAlert>{failure.formError}</FormAlert>
      <FormField
        label={t('schedule.newDate')}
        type="date"
        required
        error={translateValidationMessage(form.formState.errors.scheduledDate?.message)}
        {...form.register('scheduledDate')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
