import { VOICE_LIMIT_SECONDS } from '@usra/domain/assistant/assistant-schema';
import {
  CreateEventInputSchema,
  EventTypeSchema,
  eventTypes,
  type CalendarEvent,
  type CreateEventInput,
  type EventType,
} from '@usra/domain/calendar/event-schema';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { VoiceFillButton } from '@/components/voice/voice-fill-button';
import { fromLocalInputValue, toLocalInputValue, todayLocalDate } from '@/lib/dates';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { endAfter, mergeLocalDateTime, type ParsedFields } from '@/lib/voice/parse-voice';
import { useCreateEvent, useUpdateEvent } from '../api/save-event';

interface Values {
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  location: string;
  eventType: EventType;
  attendees: string;
}

function valuesOf(event: CalendarEvent | null, day: string | null): Values {
  if (event) {
    return {
      title: event.title,
      description: event.description ?? '',
      startTime: toLocalInputValue(event.startTime),
      endTime: toLocalInputValue(event.endTime),
      location: event.location ?? '',
      eventType: event.eventType,
      attendees: event.attendees.join(', '),
    };
  }
  const base = day ?? toLocalInputValue(new Date().toISOString()).slice(0, 10);
  return {
    title: '',
    description: '',
    startTime: `${base}T09:00`,
    endTime: `${base}T10:00`,
    location: '',
    eventType: 'family',
    attendees: '',
  };
}

/** The inputs hold local date-times; the server's schema reads them as instants. */
const EventFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    location: z.string(),
    eventType: EventTypeSchema,
    attendees: z.string(),
  })
  .transform((values): CreateEventInput => ({
    ...values,
    startTime: fromLocalInputValue(values.startTime),
    endTime: fromLocalInputValue(values.endTime),
  }))
  .pipe(CreateEventInputSchema);

type EventForm = UseFormReturn<Values, unknown, z.output<typeof EventFormSchema>>;

const fieldNames = [
  'title',
  'startTime',
  'endTime',
  'location',
  'attendees',
  'description',
] as const;

interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: CalendarEvent | null;
  /** The selected day (YYYY-MM-DD) for a new event. */
  day: string | null;
}

export function EventFormDialog({ open, onOpenChange, event, day }: EventFormDialogProps) {
  const { t } = useTranslation('calendar');
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(EventFormSchema, { defaultValues: valuesOf(event, day) });
  const [title, startTime, endTime] = useWatch({
    control: form.control,
    name: ['title', 'startTime', 'endTime'],
  });
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(event, day));
      setFormError(null);
    }
  }, [open, event, day, form]);

  const submit = form.handleSubmit((input) => {
    setFormError(null);
    const onError = (fallback: string) => (error: unknown) => {
      if (!applyFieldProblems(error, form.setError, fieldNames)) {
        setFormError(getErrorMessage(error));
      }
      toast.error(fallback);
    };
    if (event) {
      update.mutate(
        { id: event.id, input },
        {
          onSuccess: () => {
            toast.success(t('toast.updated'));
            onOpenChange(false);
          },
          onError: onError(t('toast.updateFailed')),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          toast.success(t('toast.added'));
          onOpenChange(false);
        },
        onError: onError(t('toast.addFailed')),
      });
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={event ? t('form.editTitle') : t('form.addTitle')}
      testId="event-dialog"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <FormAlert>{formError}</FormAlert>
        <VoiceFillButton
          formType="event"
          limitSeconds={VOICE_LIMIT_SECONDS.event}
          onFill={(fields) => fillEventByVoice(form, fields)}
          onFallback={(transcript) => form.setValue('title', transcript.slice(0, TITLE_MAX))}
        />
        <EventFields form={form} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={pending || title.trim() === '' || !startTime || !endTime}>
            {pending ? <Spinner /> : null}
            {t('form.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

const TITLE_MAX = 200;

/**
 * What a voice note said fills the event (spec core section 5): a said time starts it and it
 * lasts an hour unless an end was said; a date alone keeps the times already there (09:00).
 */
function fillEventByVoice(form: EventForm, fields: ParsedFields) {
  const options = { shouldDirty: true };
  if (fields.title) form.setValue('title', fields.title.slice(0, TITLE_MAX), options);
  if (fields.description) form.setValue('description', fields.description, options);
  if (fields.location) form.setValue('location', fields.location, options);
  if (fields.eventType) form.setValue('eventType', fields.eventType, options);
  if (fields.date || fields.startTime) {
    const today = todayLocalDate();
    const start = mergeLocalDateTime(
      form.getValues('startTime'),
      fields.date,
      fields.startTime,
      today,
    );
    const currentEnd = form.getValues('endTime');
    const end =
      fields.startTime || !currentEnd
        ? endAfter(start, fields.endTime)
        : mergeLocalDateTime(currentEnd, fields.date, null, today);
    form.setValue('startTime', start, options);
    form.setValue('endTime', end, options);
  }
}

/**
 * The end a moved start calls for: the event keeps its length (a 9:00–10:00 event moved to 11:00
 * ends at 12:00). Local `YYYY-MM-DDTHH:mm` values; null when either is not a time yet.
 */
export function endKeepingDuration(
  previousStart: string,
  previousEnd: string,
  nextStart: string,
): string | null {
  const [start, end, next] = [previousStart, previousEnd, nextStart].map((value) =>
    value ? new Date(value).getTime() : Number.NaN,
  );
  if (![start, end, next].every(Number.isFinite)) return null;
  return toLocalInputValue(new Date(next! + Math.max(0, end! - start!)).toISOString());
}

/** Title, times, place, type, attendees and description. */
function EventFields({ form }: { form: EventForm }) {
  const { t } = useTranslation('calendar');
  const { register, formState } = form;
  const { errors } = formState;
  // The start before the person's change: its distance to the end is the length to keep.
  const shownStart = useWatch({ control: form.control, name: 'startTime' });
  const previousStart = useRef(shownStart);
  useEffect(() => {
    previousStart.current = shownStart;
  }, [shownStart]);
  return (
    <>
      <FormField
        label={t('fields.title')}
        required
        maxLength={200}
        error={translateValidationMessage(errors.title?.message)}
        {...register('title')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t('fields.start')}
          type="datetime-local"
          required
          error={translateValidationMessage(errors.startTime?.message)}
          {...register('startTime', {
            onChange: (event: { target: { value: string } }) => {
              const end = endKeepingDuration(
                previousStart.current,
                form.getValues('endTime'),
                event.target.value,
              );
              previousStart.current = event.target.value;
              if (end) form.setValue('endTime', end, { shouldDirty: true });
            },
          })}
        />
        <FormField
          label={t('fields.end')}
          type="datetime-local"
          required
          error={translateValidationMessage(errors.endTime?.message)}
          {...register('endTime')}
        />
      </div>
      <FormField
        label={t('fields.location')}
        error={translateValidationMessage(errors.location?.message)}
        {...register('location')}
      />
      <SelectField label={t('fields.type')} {...register('eventType')}>
        {eventTypes.map((type) => (
          <option key={type} value={type}>
            {t(`type.${type}`)}
          </option>
        ))}
      </SelectField>
      <FormField
        label={t('fields.attendees')}
        error={translateValidationMessage(errors.attendees?.message)}
        {...register('attendees')}
      />
      <div className="flex flex-col">
        <label htmlFor="event-description" className="mb-1.5 text-sm font-medium">
          {t('fields.description')}
        </label>
        <textarea
          id="event-description"
          rows={2}
          {...register('description')}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base"
        />
      </div>
    </>
  );
}
