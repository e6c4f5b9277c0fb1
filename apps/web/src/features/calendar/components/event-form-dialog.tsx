import {
  CreateEventInputSchema,
  eventTypes,
  type CalendarEvent,
  type CreateEventInput,
  type EventType,
} from '@usra/domain/calendar/event-schema';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/dates';
import { fieldProblems, getErrorMessage, translateValidationMessage } from '@/lib/error-message';
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
  const [values, setValues] = useState<Values>(() => valuesOf(event, day));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (open) {
      setValues(valuesOf(event, day));
      setErrors({});
      setFormError(null);
    }
  }, [open, event, day]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input: CreateEventInput = {
      ...values,
      startTime: fromLocalInputValue(values.startTime),
      endTime: fromLocalInputValue(values.endTime),
    };
    const parsed = CreateEventInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const onError = (fallback: string) => (error: unknown) => {
      const problems = fieldProblems(error);
      if (problems.length > 0) {
        setErrors(Object.fromEntries(problems.map((p) => [p.path, p.key])));
      } else setFormError(getErrorMessage(error));
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
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={event ? t('form.editTitle') : t('form.addTitle')}
      testId="event-dialog"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FormAlert>{formError}</FormAlert>
        <FormField
          label={t('fields.title')}
          required
          maxLength={200}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={translateValidationMessage(errors.title)}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label={t('fields.start')}
            type="datetime-local"
            required
            value={values.startTime}
            onChange={(e) => set('startTime', e.target.value)}
            error={translateValidationMessage(errors.startTime)}
          />
          <FormField
            label={t('fields.end')}
            type="datetime-local"
            required
            value={values.endTime}
            onChange={(e) => set('endTime', e.target.value)}
            error={translateValidationMessage(errors.endTime)}
          />
        </div>
        <FormField
          label={t('fields.location')}
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
        />
        <SelectField
          label={t('fields.type')}
          value={values.eventType}
          onChange={(e) => set('eventType', e.target.value as EventType)}
        >
          {eventTypes.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('fields.attendees')}
          value={values.attendees}
          onChange={(e) => set('attendees', e.target.value)}
          error={translateValidationMessage(errors.attendees)}
        />
        <div className="flex flex-col">
          <label htmlFor="event-description" className="mb-1.5 text-sm font-medium">
            {t('fields.description')}
          </label>
          <textarea
            id="event-description"
            rows={2}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base"
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={pending || values.title.trim() === '' || !values.startTime || !values.endTime}
          >
            {pending ? <Spinner /> : null}
            {t('form.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
