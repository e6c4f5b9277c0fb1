import {
  UpdateScheduleInputSchema,
  type MaintenanceSchedule,
  type UpdateScheduleInput,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { useFormFailure } from './schedule-form-parts';

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
