import {
  CompleteAssetScheduleInputSchema,
  CreateAssetExpenseInputSchema,
  CreateAssetScheduleInputSchema,
  CreateSmartReminderInputSchema,
  expenseKinds,
  type Asset,
  type CompleteAssetScheduleInput,
  type CreateAssetExpenseInput,
  type CreateAssetScheduleInput,
  type CreateSmartReminderInput,
  type AssetExpense,
  type AssetSchedule,
  type AssetsOverview,
  type ExpenseKind,
  type SmartReminder,
} from '@usra/domain/assets/asset-schema';
import { BellOff, CheckCircle2, Plus, Trash2, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { formatCalendarDate, formatNumber, todayLocalDate } from '@/lib/dates';
import { translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { useAssetExpenses } from '../api/get-assets';
import {
  useAddAssetExpense,
  useAddAssetReminder,
  useAddAssetSchedule,
  useCompleteAssetSchedule,
  useDeleteAssetExpense,
  useDeleteAssetReminder,
  useUpdateAssetReminder,
  useUpdateAssetSchedule,
} from '../api/save-asset';
import { LinkedDocuments } from '@/components/ui/linked-documents';
import { useAssetDocuments } from '../api/get-linked-documents';
import { currencySymbol, formatMoney } from '../format';
import { useFailureToast } from '../hooks/use-maintenance-actions';
import { Badge } from './badge';

function useLanguage() {
  const { i18n } = useTranslation('house');
  return currentLanguage(i18n.resolvedLanguage);
}

/** One asset's schedules (add, complete with a cost, cancel), expenses and reminders. */
export function AssetDetailDialog({
  asset,
  overview,
  onClose,
}: {
  asset: Asset | null;
  overview: AssetsOverview;
  onClose: () => void;
}) {
  return (
    <Modal
      open={asset !== null}
      onOpenChange={(open) => !open && onClose()}
      title={asset?.name ?? ''}
      size="lg"
      testId="asset-detail"
    >
      {asset ? (
        <div className="flex flex-col gap-5">
          <Schedules
            asset={asset}
            schedules={overview.schedules.filter((s) => s.assetId === asset.id)}
          />
          <Expenses asset={asset} />
          <Reminders
            asset={asset}
            reminders={overview.reminders.filter((r) => r.assetId === asset.id)}
          />
          <AssetDocuments assetId={asset.id} />
        </div>
      ) : null}
    </Modal>
  );
}

/** The documents linked to this asset (issue 15), with a link to open each. */
function AssetDocuments({ assetId }: { assetId: string }) {
  const documents = useAssetDocuments(assetId);
  return (
    <LinkedDocuments
      documents={documents.data}
      failed={documents.isError}
      testId="asset-documents"
    />
  );
}

function Part({
  title,
  onAdd,
  addLabel,
  adding,
  children,
  testId,
}: {
  title: string;
  onAdd: () => void;
  addLabel: string;
  adding: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="flex flex-col gap-2" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-1">
        <h3 className="font-semibold">{title}</h3>
        {adding ? null : (
          <Button variant="outline" size="sm" onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {addLabel}
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

const blankIsNull = (value: string) => (value.trim() === '' ? null : value);

/* ---------- Schedules ---------- */

interface ScheduleValues {
  title: string;
  scheduledDate: string;
  frequencyMonths: string;
  notes: string;
}

const scheduleSchema = z
  .custom<ScheduleValues>()
  .transform((v): CreateAssetScheduleInput => ({
    ...v,
    frequencyMonths: blankIsNull(v.frequencyMonths),
  }))
  .pipe(CreateAssetScheduleInputSchema);

function Schedules({ asset, schedules }: { asset: Asset; schedules: AssetSchedule[] }) {
  const { t } = useTranslation('house');
  const language = useLanguage();
  const [adding, setAdding] = useState(false);
  const [completing, setCompleting] = useState<AssetSchedule | null>(null);
  const update = useUpdateAssetSchedule();
  const failed = useFailureToast();
  const cancel = (schedule: AssetSchedule) =>
    update.mutate(
      { id: schedule.id, input: { status: 'cancelled' } },
      { onError: (error) => failed(error, t('assetToast.scheduleFailed')) },
    );
  return (
    <Part
      title={t('assets.schedules')}
      addLabel={t('assets.addSchedule')}
      onAdd={() => setAdding(true)}
      adding={adding}
      testId="asset-schedules"
    >
      {adding ? <ScheduleForm asset={asset} onDone={() => setAdding(false)} /> : null}
      {schedules.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('assets.noSchedules')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {schedules.map((schedule) => (
            <li
              key={schedule.id}
              className={`flex flex-col gap-2 rounded-lg border p-3 ${schedule.overdue ? 'border-destructive/50' : 'border-border'}`}
              data-testid="asset-schedule-row"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 font-medium break-words">{schedule.title}</span>
                {schedule.overdue ? <Badge tone="danger">{t('schedule.overdue')}</Badge> : null}
                {schedule.status !== 'scheduled' ? (
                  <Badge tone="info">{t(`status.${schedule.status}`)}</Badge>
                ) : null}
              </div>
              <p className="text-sm text-muted-foreground">
                {t('schedule.due', { date: formatCalendarDate(schedule.scheduledDate, language) })}
                {schedule.frequencyMonths
                  ? ` · ${t('assets.repeats', {
                      count: schedule.frequencyMonths,
                      countText: formatNumber(schedule.frequencyMonths, language),
                    })}`
                  : ''}
              </p>
              {completing?.id === schedule.id ? (
                <CompleteForm schedule={schedule} onDone={() => setCompleting(null)} />
              ) : (
                <div className="flex flex-wrap gap-1">
                  {schedule.status === 'scheduled' ? (
                    <Button size="sm" onClick={() => setCompleting(schedule)}>
                      <CheckCircle2 aria-hidden="true" className="size-4" />
                      {t('assets.complete')}
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive"
                    disabled={update.isPending}
                    onClick={() => cancel(schedule)}
                  >
                    <XCircle aria-hidden="true" className="size-4" />
                    {t('assets.cancelSchedule')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

function ScheduleForm({ asset, onDone }: { asset: Asset; onDone: () => void }) {
  const { t } = useTranslation('house');
  const add = useAddAssetSchedule();
  const failed = useFailureToast();
  const form = useZodForm(scheduleSchema, {
    defaultValues: { title: '', scheduledDate: todayLocalDate(), frequencyMonths: '', notes: '' },
  });
  const error = (field: keyof ScheduleValues) =>
    translateValidationMessage(form.formState.errors[field]?.message);
  // The promise, not mutate's callbacks: the form may be gone when the answer comes (a completed
  // schedule leaves the list), and the toast must still show.
  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync({ assetId: asset.id, input });
    } catch (failure) {
      failed(failure, t('assetToast.scheduleFailed'));
      applyFieldProblems(failure, form.setError, [
        'title',
        'scheduledDate',
        'frequencyMonths',
        'notes',
      ]);
      return;
    }
    toast.success(t('assetToast.scheduleAdded'));
    onDone();
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-2 rounded-lg bg-muted/50 p-3"
      data-testid="asset-schedule-form"
    >
      <div className="grid gap-2 sm:grid-cols-3">
        <FormField
          label={t('assetFields.title')}
          required
          maxLength={100}
          error={error('title')}
          {...form.register('title')}
        />
        <FormField
          label={t('assetFields.scheduledDate')}
          type="date"
          required
          error={error('scheduledDate')}
          {...form.register('scheduledDate')}
        />
        <FormField
          label={t('assetFields.frequencyMonths')}
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          error={error('frequencyMonths')}
          {...form.register('frequencyMonths')}
        />
      </div>
      <FormButtons pending={add.isPending} onCancel={onDone} label={t('assets.addSchedule')} />
    </form>
  );
}

const completeSchema = z
  .custom<{ cost: string; notes: string }>()
  .transform((v): CompleteAssetScheduleInput => ({ ...v, cost: blankIsNull(v.cost) }))
  .pipe(CompleteAssetScheduleInputSchema);

function CompleteForm({ schedule, onDone }: { schedule: AssetSchedule; onDone: () => void }) {
  const { t } = useTranslation('house');
  const language = useLanguage();
  const { currency } = useAppearance();
  const complete = useCompleteAssetSchedule();
  const failed = useFailureToast();
  const form = useZodForm(completeSchema, { defaultValues: { cost: '', notes: '' } });
  // The promise, not mutate's callbacks: the form may be gone when the answer comes (a completed
  // schedule leaves the list), and the toast must still show.
  const submit = form.handleSubmit(async (input) => {
    try {
      await complete.mutateAsync({ id: schedule.id, input });
    } catch (failure) {
      failed(failure, t('assetToast.completeFailed'));
      applyFieldProblems(failure, form.setError, ['cost', 'notes']);
      return;
    }
    toast.success(t('assetToast.completed'));
    onDone();
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-2 rounded-lg bg-muted/50 p-3"
      data-testid="asset-complete-form"
    >
      <p className="text-sm text-muted-foreground">{t('assets.completeHint')}</p>
      <FormField
        label={t('assetFields.costIn', { currency: currencySymbol(currency, language) })}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        error={translateValidationMessage(form.formState.errors.cost?.message)}
        {...form.register('cost')}
      />
      <FormButtons pending={complete.isPending} onCancel={onDone} label={t('assets.complete')} />
    </form>
  );
}

/* ---------- Expenses ---------- */

interface ExpenseValues {
  expenseDate: string;
  amount: string;
  kind: ExpenseKind;
  description: string;
}

const expenseSchema = z
  .custom<ExpenseValues>()
  .transform((v): CreateAssetExpenseInput => v)
  .pipe(CreateAssetExpenseInputSchema);

function Expenses({ asset }: { asset: Asset }) {
  const { t } = useTranslation('house');
  const language = useLanguage();
  const { currency } = useAppearance();
  const expenses = useAssetExpenses(asset.id);
  const remove = useDeleteAssetExpense();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AssetExpense | null>(null);
  return (
    <Part
      title={t('assets.expenses')}
      addLabel={t('assets.addExpense')}
      onAdd={() => setAdding(true)}
      adding={adding}
      testId="asset-expenses"
    >
      {adding ? <ExpenseForm asset={asset} onDone={() => setAdding(false)} /> : null}
      {expenses.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('assets.loadFailed')}
        </p>
      ) : !expenses.data ? (
        <Spinner className="size-5 self-center text-primary" />
      ) : expenses.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('assets.noExpenses')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {expenses.data.map((expense) => (
            <li
              key={expense.id}
              className="flex flex-wrap items-center gap-2 py-2 text-sm"
              data-testid="asset-expense-row"
            >
              <span className="font-medium" data-testid="asset-expense-amount">
                {formatMoney(expense.amount, currency, language)}
              </span>
              <Badge>{t(`expenseKind.${expense.kind}`)}</Badge>
              <span className="min-w-0 flex-1 break-words text-muted-foreground">
                {expense.description}
              </span>
              <span className="text-muted-foreground">
                {formatCalendarDate(expense.expenseDate, language)}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="text-destructive"
                aria-label={t('assets.deleteRow')}
                onClick={() => setDeleting(expense)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('assets.deleteExpenseTitle')}
        description={t('assets.deleteExpenseBody')}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onDelete={(expense) => remove.mutateAsync({ id: expense.id, assetId: expense.assetId })}
        pending={remove.isPending}
        deletedMessage={t('assetToast.expenseDeleted')}
        failedMessage={t('assetToast.expenseDeleteFailed')}
      />
    </Part>
  );
}

function ExpenseForm({ asset, onDone }: { asset: Asset; onDone: () => void }) {
  const { t } = useTranslation('house');
  const language = useLanguage();
  const { currency } = useAppearance();
  const add = useAddAssetExpense();
  const failed = useFailureToast();
  const form = useZodForm(expenseSchema, {
    defaultValues: {
      expenseDate: todayLocalDate(),
      amount: '',
      kind: 'maintenance',
      description: '',
    },
  });
  const error = (field: keyof ExpenseValues) =>
    translateValidationMessage(form.formState.errors[field]?.message);
  // The promise, not mutate's callbacks: the form may be gone when the answer comes (a completed
  // schedule leaves the list), and the toast must still show.
  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync({ assetId: asset.id, input });
    } catch (failure) {
      failed(failure, t('assetToast.expenseFailed'));
      applyFieldProblems(failure, form.setError, ['expenseDate', 'amount', 'kind', 'description']);
      return;
    }
    toast.success(t('assetToast.expenseRecorded'));
    onDone();
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-2 rounded-lg bg-muted/50 p-3"
      data-testid="asset-expense-form"
    >
      <div className="grid gap-2 sm:grid-cols-3">
        <FormField
          label={t('assetFields.amountIn', { currency: currencySymbol(currency, language) })}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          error={error('amount')}
          {...form.register('amount')}
        />
        <FormField
          label={t('assetFields.expenseDate')}
          type="date"
          required
          error={error('expenseDate')}
          {...form.register('expenseDate')}
        />
        <SelectField label={t('assetFields.kind')} error={error('kind')} {...form.register('kind')}>
          {expenseKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`expenseKind.${kind}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <FormField
        label={t('assetFields.description')}
        maxLength={200}
        error={error('description')}
        {...form.register('description')}
      />
      <FormButtons pending={add.isPending} onCancel={onDone} label={t('assets.addExpense')} />
    </form>
  );
}

/* ---------- Reminders ---------- */

interface ReminderValues {
  title: string;
  triggerDate: string;
  notes: string;
}

const reminderSchema = z
  .custom<ReminderValues>()
  .transform((v): CreateSmartReminderInput => v)
  .pipe(CreateSmartReminderInputSchema);

function Reminders({ asset, reminders }: { asset: Asset; reminders: SmartReminder[] }) {
  const { t } = useTranslation('house');
  const language = useLanguage();
  const update = useUpdateAssetReminder();
  const remove = useDeleteAssetReminder();
  const failed = useFailureToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SmartReminder | null>(null);
  const dismiss = (reminder: SmartReminder) =>
    update.mutate(
      { id: reminder.id, input: { isSent: true } },
      {
        onSuccess: () => toast.success(t('assetToast.reminderDismissed')),
        onError: (error) => failed(error, t('assetToast.reminderFailed')),
      },
    );
  return (
    <Part
      title={t('assets.reminders')}
      addLabel={t('assets.addReminder')}
      onAdd={() => setAdding(true)}
      adding={adding}
      testId="asset-reminders"
    >
      {adding ? <ReminderForm asset={asset} onDone={() => setAdding(false)} /> : null}
      {reminders.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('assets.noReminders')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {reminders.map((reminder) => (
            <li
              key={reminder.id}
              className="flex flex-col gap-1 py-2 text-sm"
              data-testid="asset-reminder-row"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 font-medium break-words">
                  {reminder.kind === 'warranty' ? t('assets.warrantyEnds') : reminder.title}
                </span>
                {reminder.kind === 'warranty' ? (
                  <Badge>{t('assets.warrantyReminder')}</Badge>
                ) : null}
                {reminder.upcoming ? <Badge tone="warning">{t('assets.soon')}</Badge> : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="flex-1 text-muted-foreground">
                  {formatCalendarDate(reminder.triggerDate, language)}
                </span>
                {reminder.isSent ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={update.isPending}
                    onClick={() => dismiss(reminder)}
                  >
                    <BellOff aria-hidden="true" className="size-4" />
                    {t('assets.dismiss')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive"
                  aria-label={t('assets.deleteRow')}
                  onClick={() => setDeleting(reminder)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('assets.deleteReminderTitle')}
        description={t('assets.deleteReminderBody')}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onDelete={(reminder) => remove.mutateAsync({ id: reminder.id, assetId: reminder.assetId })}
        pending={remove.isPending}
        deletedMessage={t('assetToast.reminderDeleted')}
        failedMessage={t('assetToast.reminderDeleteFailed')}
      />
    </Part>
  );
}

function ReminderForm({ asset, onDone }: { asset: Asset; onDone: () => void }) {
  const { t } = useTranslation('house');
  const add = useAddAssetReminder();
  const failed = useFailureToast();
  const form = useZodForm(reminderSchema, {
    defaultValues: { title: '', triggerDate: todayLocalDate(), notes: '' },
  });
  const error = (field: keyof ReminderValues) =>
    translateValidationMessage(form.formState.errors[field]?.message);
  // The promise, not mutate's callbacks: the form may be gone when the answer comes (a completed
  // schedule leaves the list), and the toast must still show.
  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync({ assetId: asset.id, input });
    } catch (failure) {
      failed(failure, t('assetToast.reminderFailed'));
      applyFieldProblems(failure, form.setError, ['title', 'triggerDate', 'notes']);
      return;
    }
    toast.success(t('assetToast.reminderAdded'));
    onDone();
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-2 rounded-lg bg-muted/50 p-3"
      data-testid="asset-reminder-form"
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <FormField
          label={t('assetFields.title')}
          required
          maxLength={100}
          error={error('title')}
          {...form.register('title')}
        />
        <FormField
          label={t('assetFields.triggerDate')}
          type="date"
          required
          error={error('triggerDate')}
          {...form.register('triggerDate')}
        />
      </div>
      <FormButtons pending={add.isPending} onCancel={onDone} label={t('assets.addReminder')} />
    </form>
  );
}

function FormButtons({
  pending,
  onCancel,
  label,
}: {
  pending: boolean;
  onCancel: () => void;
  label: string;
}) {
  const { t } = useTranslation('house');
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size="sm" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? <Spinner /> : null}
        {label}
      </Button>
    </div>
  );
}
