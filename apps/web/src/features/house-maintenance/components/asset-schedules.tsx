import {
  CompleteAssetScheduleInputSchema,
  CreateAssetScheduleInputSchema,
  type Asset,
  type CompleteAssetScheduleInput,
  type CreateAssetScheduleInput,
  type AssetSchedule,
} from '@usra/domain/assets/asset-schema';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useAppearance } from '@/lib/appearance';
import { formatCalendarDate, formatNumber, todayLocalDate } from '@/lib/dates';
import { translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import {
  useAddAssetSchedule,
  useCompleteAssetSchedule,
  useUpdateAssetSchedule,
} from '../api/save-asset';
import { currencySymbol } from '../format';
import { useFailureToast } from '../hooks/use-maintenance-actions';
import { Badge } from '@/components/ui/badge';
import { blankIsNull, FormButtons, Part, useLanguage } from './asset-detail-parts';
import { separator } from '@/lib/format';

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

export function Schedules({ asset, schedules }: { asset: Asset; schedules: AssetSchedule[] }) {
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
                  ? `${separator(language)}${t('assets.repeats', {
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
          type="text"
          inputMode="numeric"
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
        type="text"
        inputMode="decimal"
        error={translateValidationMessage(form.formState.errors.cost?.message)}
        {...form.register('cost')}
      />
      <FormButtons pending={complete.isPending} onCancel={onDone} label={t('assets.complete')} />
    </form>
  );
}

/* ---------- Expenses ---------- */
