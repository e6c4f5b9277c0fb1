import {
  CreateAssetExpenseInputSchema,
  expenseKinds,
  type Asset,
  type CreateAssetExpenseInput,
  type AssetExpense,
  type ExpenseKind,
} from '@usra/domain/assets/asset-schema';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { formatCalendarDate, todayLocalDate } from '@/lib/dates';
import { translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { useAssetExpenses } from '../api/get-assets';
import { useAddAssetExpense, useDeleteAssetExpense } from '../api/save-asset';
import { currencySymbol, formatMoney } from '../format';
import { useFailureToast } from '../hooks/use-maintenance-actions';
import { Badge } from '@/components/ui/badge';
import { FormButtons, Part, useLanguage } from './asset-detail-parts';

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

export function Expenses({ asset }: { asset: Asset }) {
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
          type="text"
          inputMode="decimal"
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
