import {
  CreateSmartReminderInputSchema,
  type Asset,
  type CreateSmartReminderInput,
  type SmartReminder,
} from '@usra/domain/assets/asset-schema';
import { BellOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { FormField } from '@/components/ui/form-field';
import { formatCalendarDate, todayLocalDate } from '@/lib/dates';
import { translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import {
  useAddAssetReminder,
  useDeleteAssetReminder,
  useUpdateAssetReminder,
} from '../api/save-asset';
import { useFailureToast } from '../hooks/use-maintenance-actions';
import { Badge } from '@/components/ui/badge';
import { FormButtons, Part, useLanguage } from './asset-detail-parts';

interface ReminderValues {
  title: string;
  triggerDate: string;
  notes: string;
}

const reminderSchema = z
  .custom<ReminderValues>()
  .transform((v): CreateSmartReminderInput => v)
  .pipe(CreateSmartReminderInputSchema);

export function Reminders({ asset, reminders }: { asset: Asset; reminders: SmartReminder[] }) {
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
