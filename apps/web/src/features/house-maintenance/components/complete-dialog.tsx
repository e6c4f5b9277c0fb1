import {
  CompleteMaintenanceInputSchema,
  type CompleteMaintenanceData,
  type CompleteMaintenanceInput,
  type MaintenanceSchedule,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { formatCalendarDate } from '@/lib/dates';
import { translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { currencySymbol } from '../format';
import { TextAreaField } from '@/components/ui/text-area-field';
import { blankIsNull, useFormFailure } from './schedule-form-parts';

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
