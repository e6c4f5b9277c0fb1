import type { CreateReminderData, Reminder } from '@usra/domain/vehicles/reminder-schema';
import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { CheckCircle2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SourceTask } from '@/components/ui/source-task';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { failureToast } from '@/lib/failure-toast';
import { useAppearance } from '@/lib/appearance';
import { formatNumber, todayLocalDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { separator } from '@/lib/format';
import { useReminders } from '../api/get-reminders';
import {
  useCreateReminder,
  useDeleteReminder,
  useReminderDone,
  useUpdateReminder,
} from '../api/save-reminder';
import { formatDistanceInUnits } from '../format';
import { urgencyTone, useReminderText } from '../hooks/use-reminder-text';
import {
  OIL_INTERVAL,
  OIL_MONTHS,
  ReminderForm,
  reminderPresets,
  reminderValues,
  type ReminderPreset,
} from './reminder-form';
import { LoadState } from '@/components/ui/load-state';

interface RemindersDialogProps {
  vehicle: Vehicle | null;
  onClose: () => void;
}

/** A vehicle's reminders by date and distance: add (from a preset), edit, mark done, delete. */
export function RemindersDialog({ vehicle, onClose }: RemindersDialogProps) {
  const { t } = useTranslation('vehicles');
  return (
    <Modal
      open={vehicle !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('reminders.title', { name: vehicle?.name ?? '' })}
      size="lg"
      testId="reminders-dialog"
    >
      {vehicle ? <Reminders vehicle={vehicle} /> : null}
    </Modal>
  );
}

type Editing = { preset: ReminderPreset } | { reminder: Reminder } | null;

function Reminders({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('vehicles');
  const { units } = useAppearance();
  const reminders = useReminders(vehicle.id);
  const create = useCreateReminder();
  const update = useUpdateReminder();
  const [editing, setEditing] = useState<Editing>(null);
  const titleOf = (preset: ReminderPreset) => t(`reminders.preset.${preset}Title`);

  const save = async (input: CreateReminderData) => {
    const adding = editing !== null && 'preset' in editing;
    try {
      if (editing && 'reminder' in editing) {
        await update.mutateAsync({
          vehicleId: vehicle.id,
          reminderId: editing.reminder.id,
          input,
        });
      } else {
        await create.mutateAsync({ vehicleId: vehicle.id, input });
      }
    } catch (error) {
      failureToast(t(adding ? 'reminders.addFailed' : 'reminders.updateFailed'), error);
      throw error;
    }
    toast.success(t(adding ? 'reminders.added' : 'reminders.updated'));
    setEditing(null);
  };

  if (editing) {
    const from = 'preset' in editing ? editing.preset : editing.reminder;
    return (
      <ReminderForm
        key={'preset' in editing ? editing.preset : editing.reminder.id}
        initial={reminderValues(from, units, titleOf)}
        reminder={'reminder' in editing ? editing.reminder : null}
        pending={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={() => setEditing(null)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {!reminders.data ? (
        <LoadState
          variant="inline"
          failed={reminders.isError}
          message={t('reminders.loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void reminders.refetch()}
        />
      ) : reminders.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('reminders.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="reminder-list">
          {reminders.data.map((reminder) => (
            <ReminderItem
              key={reminder.id}
              vehicleId={vehicle.id}
              vehicleName={vehicle.name}
              reminder={reminder}
              onEdit={() => setEditing({ reminder })}
            />
          ))}
        </ul>
      )}
      <Presets onPick={(preset) => setEditing({ preset })} />
    </div>
  );
}

function Presets({ onPick }: { onPick: (preset: ReminderPreset) => void }) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { units } = useAppearance();
  return (
    <section aria-labelledby="reminder-presets" className="flex flex-col gap-2">
      <h3 id="reminder-presets" className="font-semibold">
        {t('reminders.add')}
      </h3>
      <div className="flex flex-wrap gap-2">
        {reminderPresets.map((preset) => (
          <Button key={preset} variant="outline" size="sm" onClick={() => onPick(preset)}>
            <Plus aria-hidden="true" className="size-4" />
            {t(`reminders.preset.${preset}`, {
              distance: formatDistanceInUnits(OIL_INTERVAL[units], units, language),
              months: t('reminders.months', {
                count: OIL_MONTHS,
                countText: formatNumber(OIL_MONTHS, language),
              }),
            })}
          </Button>
        ))}
      </div>
    </section>
  );
}

function ReminderItem({
  vehicleId,
  vehicleName,
  reminder,
  onEdit,
}: {
  vehicleId: string;
  vehicleName: string;
  reminder: Reminder;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const text = useReminderText();
  const done = useReminderDone();
  const remove = useDeleteReminder();
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const next = text.next(reminder.status);

  const markDone = () =>
    done.mutate(
      { vehicleId, reminderId: reminder.id, input: { date: todayLocalDate() } },
      {
        onSuccess: (answer) =>
          toast.success(t(answer ? 'reminders.doneRepeats' : 'reminders.doneFinished')),
        onError: (error) => failureToast(t('reminders.doneFailed'), error),
      },
    );

  return (
    <li
      data-testid="reminder-entry"
      className="flex flex-col gap-2 rounded-lg border border-border p-3 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium break-words">{reminder.title}</span>
        <span
          data-testid="reminder-due"
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-medium',
            urgencyTone[reminder.status.urgency],
          )}
        >
          {t(`reminders.urgency.${reminder.status.urgency}`)}
          {separator(language)}
          {text.due(reminder.status, true)}
        </span>
      </div>
      <p className="text-muted-foreground">{text.schedule(reminder)}</p>
      {next ? <p className="text-muted-foreground">{t('reminders.next', { when: next })}</p> : null}
      <SourceTask
        sourceType="vehicle_reminder"
        sourceId={reminder.id}
        title={`${vehicleName}: ${reminder.title}`}
        due={reminder.status.nextDueDate}
        location={vehicleName}
        category="maintenance"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={markDone} disabled={done.isPending}>
          {done.isPending ? <Spinner /> : <CheckCircle2 aria-hidden="true" className="size-4" />}
          {t('reminders.markDone')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('reminders.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('reminders.delete', { title: reminder.title })}
          onClick={() => setDeleting(reminder)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('form.delete')}
        </Button>
      </div>
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('reminders.deleteTitle')}
        description={t('reminders.deleteBody', { title: reminder.title })}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onDelete={(target) => remove.mutateAsync({ vehicleId, reminderId: target.id })}
        pending={remove.isPending}
        deletedMessage={t('reminders.deleted')}
        failedMessage={t('reminders.deleteFailed')}
      />
    </li>
  );
}
