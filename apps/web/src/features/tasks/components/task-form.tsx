import { LIST_SEPARATORS } from '@usra/domain/common/lists';
import {
  addTag,
  CreateTaskInputSchema,
  recurrenceTypes,
  taskCategories,
  taskPriorities,
  UpdateTaskInputSchema,
  type CreateTaskInput,
  type RecurrenceType,
  type Task,
  type TaskCategory,
  type TaskPriority,
  type TaskSourceType,
  type UpdateTaskInput,
} from '@usra/domain/tasks/task-schema';
import { VOICE_LIMIT_SECONDS } from '@usra/domain/assistant/assistant-schema';
import { X } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { VoiceFillButton } from '@/components/voice/voice-fill-button';
import { fromLocalInputValue, toLocalInputValue, todayLocalDate } from '@/lib/dates';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { mergeLocalDateTime, type ParsedFields } from '@/lib/voice/parse-voice';
import { useAssignees } from '../api/get-assignees';
import { PlacePicker, type Place } from './place-picker';

/** What the inputs hold; `toInput` makes the request of it. */
interface TaskFormValues {
  title: string;
  description: string;
  location: string;
  priority: TaskPriority;
  category: TaskCategory;
  /** A datetime-local value, in the browser's time zone. */
  dueDate: string;
  assigneeMemberId: string;
  isRecurring: boolean;
  pattern: RecurrenceType;
  /** "Repeat from the completion date" instead of the schedule. */
  repeatFromCompletion: boolean;
  estimatedDuration: string;
  tags: string[];
  /** Where the errand is, for "Plan my errands"; both null when not placed. */
  latitude: number | null;
  longitude: number | null;
  /** What the place was found as (shown, not sent). */
  placeName: string | null;
  /** What a new task is made from ("Make a task"); not edited afterwards. */
  sourceType: TaskSourceType | null;
  sourceId: string | null;
}

/**
 * A new task's prefilled fields, when it is made from something (a document's expiry, a vehicle
 * reminder or alert, a maintenance item): title, due date, place and the link to its source.
 */
export interface TaskDraft {
  title: string;
  /** YYYY-MM-DD; the task is due at 09:00 that day. */
  dueDate: string | null;
  location: string;
  category: TaskCategory;
  sourceType: TaskSourceType;
  sourceId: string;
}

/** A new task happens at home unless told otherwise: a title alone makes a task. */
function valuesOf(task: Task | null, home: string, draft?: TaskDraft | null): TaskFormValues {
  return {
    title: task?.title ?? draft?.title.slice(0, TITLE_MAX) ?? '',
    description: task?.description ?? '',
    location: task ? (task.location ?? '') : draft?.location || home,
    priority: task?.priority ?? 'medium',
    category: task?.category ?? draft?.category ?? 'other',
    dueDate: task
      ? toLocalInputValue(task.dueDate)
      : draft?.dueDate
        ? `${draft.dueDate}T09:00`
        : '',
    assigneeMemberId: task?.assigneeMemberId ?? '',
    isRecurring: task?.isRecurring ?? false,
    pattern: task?.recurrencePattern?.type ?? 'weekly',
    repeatFromCompletion: task?.repeatFromCompletion ?? false,
    estimatedDuration: task?.estimatedDuration == null ? '' : String(task.estimatedDuration),
    tags: task?.tags ?? [],
    latitude: task?.latitude ?? null,
    longitude: task?.longitude ?? null,
    placeName: null,
    sourceType: task ? task.sourceType : (draft?.sourceType ?? null),
    sourceId: task ? task.sourceId : (draft?.sourceId ?? null),
  };
}

function toUpdate(values: TaskFormValues): UpdateTaskInput {
  return {
    title: values.title,
    description: values.description,
    location: values.location,
    priority: values.priority,
    category: values.category,
    dueDate: fromLocalInputValue(values.dueDate),
    assigneeMemberId: values.assigneeMemberId || null,
    isRecurring: values.isRecurring,
    recurrencePattern: values.isRecurring ? { type: values.pattern } : null,
    repeatFromCompletion: values.isRecurring && values.repeatFromCompletion,
    estimatedDuration: values.estimatedDuration,
    tags: values.tags,
    latitude: values.latitude,
    longitude: values.longitude,
  };
}

function toInput(values: TaskFormValues): CreateTaskInput {
  return {
    ...toUpdate(values),
    title: values.title,
    location: values.location,
    sourceType: values.sourceType,
    sourceId: values.sourceId,
  };
}

/**
 * The server's own schemas, read through the request the inputs make: a new task needs a title
 * and a location, an edit only a title (spec core section 5).
 */
const CreateFormSchema = z.custom<TaskFormValues>().transform(toInput).pipe(CreateTaskInputSchema);
const EditFormSchema = z.custom<TaskFormValues>().transform(toUpdate).pipe(UpdateTaskInputSchema);

/** Fields of the request that a server answer may name. */
const answerFields = [
  'title',
  'location',
  'dueDate',
  'estimatedDuration',
  'tags',
  'latitude',
] as const;

type TaskFormProps = {
  pending: boolean;
  submitLabel: string;
  onCancel?: () => void;
} & (
  | {
      task: null;
      /** Prefilled fields of a task made from something. */
      draft?: TaskDraft | null;
      onSubmit: (input: CreateTaskInput) => Promise<unknown>;
    }
  | { task: Task; draft?: never; onSubmit: (input: UpdateTaskInput) => Promise<unknown> }
);

/** Create and edit task (spec core section 5), checked with the server's own schema. */
export function TaskForm(props: TaskFormProps) {
  const { task, pending, submitLabel, onCancel } = props;
  const { t } = useTranslation('tasks');
  const [formError, setFormError] = useState<string | null>(null);
  // A new blank form after a create also empties the tag being typed.
  const [blankForms, setBlankForms] = useState(0);
  const form = useZodForm<TaskFormValues, typeof CreateFormSchema>(
    task ? (EditFormSchema as unknown as typeof CreateFormSchema) : CreateFormSchema,
    {
      defaultValues: valuesOf(task, t('fields.home'), props.draft),
    },
  );
  const [title, location, sourceType] = useWatch({
    control: form.control,
    name: ['title', 'location', 'sourceType'],
  });
  // Submit stays disabled while saving or while a required field is empty (spec section 5):
  // a new task needs its location, an edit only its title.
  const ready = title.trim() !== '' && (task !== null || location.trim() !== '') && !pending;

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      if (props.task) await props.onSubmit(input as UpdateTaskInput);
      else await props.onSubmit(input as CreateTaskInput);
      if (!task) {
        form.reset(valuesOf(null, t('fields.home')));
        setBlankForms((n) => n + 1);
      }
    } catch (error) {
      if (!applyFieldProblems(error, form.setError, answerFields))
        setFormError(getErrorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3"
        data-testid="task-form"
      >
        <FormAlert>{formError}</FormAlert>
        {sourceType ? (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm" data-testid="task-source-note">
            {t('source.madeFrom', { source: t(`source.kind.${sourceType}`) })}
          </p>
        ) : null}
        <VoiceFillButton
          formType="task"
          limitSeconds={VOICE_LIMIT_SECONDS.family}
          onFill={(fields) => fillTaskByVoice(form, fields)}
          onFallback={(transcript) => form.setValue('title', transcript.slice(0, TITLE_MAX))}
        />
        <WhatAndWhere locationRequired={task === null} />
        <TaskDetails />
        <TagsField key={blankForms} />
        <div className="flex justify-end gap-2">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          ) : null}
          <Button type="submit" disabled={!ready}>
            {pending ? <Spinner /> : null}
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

const TITLE_MAX = 100;

/** What a voice note said fills its fields; the rest of the form stays as it was. */
function fillTaskByVoice(form: ReturnType<typeof useTaskForm>, fields: ParsedFields) {
  const options = { shouldDirty: true };
  if (fields.title) form.setValue('title', fields.title.slice(0, TITLE_MAX), options);
  if (fields.description) form.setValue('description', fields.description, options);
  if (fields.location) {
    form.setValue('location', fields.location, options);
    form.setValue('latitude', null);
    form.setValue('longitude', null);
    form.setValue('placeName', null);
  }
  if (fields.date || fields.startTime) {
    const due = mergeLocalDateTime(
      form.getValues('dueDate'),
      fields.date,
      fields.startTime,
      todayLocalDate(),
    );
    form.setValue('dueDate', due, options);
  }
  if (fields.assigneeMemberId) form.setValue('assigneeMemberId', fields.assigneeMemberId, options);
  if (fields.priority) form.setValue('priority', fields.priority, options);
}

function useTaskForm() {
  return useFormContext<TaskFormValues, unknown, z.output<typeof CreateFormSchema>>();
}

/** Title, location with its place on the map, and description. */
function WhatAndWhere({ locationRequired }: { locationRequired: boolean }) {
  const { t } = useTranslation('tasks');
  const { register, control, setValue, formState } = useTaskForm();
  const { errors } = formState;
  const [location, latitude, longitude, placeName] = useWatch({
    control,
    name: ['location', 'latitude', 'longitude', 'placeName'],
  });
  const place: Place | null =
    latitude !== null && longitude !== null ? { latitude, longitude, name: placeName } : null;
  const setPlace = (next: Place | null) => {
    setValue('latitude', next?.latitude ?? null);
    setValue('longitude', next?.longitude ?? null);
    setValue('placeName', next?.name ?? null);
  };
  return (
    <>
      <FormField
        label={t('fields.title')}
        maxLength={100}
        required
        error={translateValidationMessage(errors.title?.message)}
        {...register('title')}
      />
      <div className="flex flex-col gap-2">
        <FormField
          label={t('fields.location')}
          required={locationRequired}
          error={translateValidationMessage(errors.location?.message)}
          // A new text means a new place: the old coordinates would point elsewhere.
          {...register('location', { onChange: () => setPlace(null) })}
        />
        <PlacePicker
          location={location}
          place={place}
          onPlace={setPlace}
          error={translateValidationMessage(errors.latitude?.message)}
        />
      </div>
      <div className="flex flex-col">
        <label htmlFor="task-description" className="mb-1.5 text-sm font-medium">
          {t('fields.description')}
        </label>
        <textarea
          id="task-description"
          rows={2}
          maxLength={1000}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base"
          {...register('description')}
        />
      </div>
    </>
  );
}

/** Priority, category, due date, assignee, duration and recurrence. */
function TaskDetails() {
  const { t } = useTranslation('tasks');
  const assignees = useAssignees();
  const { register, control, setValue, formState } = useTaskForm();
  const { errors } = formState;
  const isRecurring = useWatch({ control, name: 'isRecurring' });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField label={t('fields.priority')} {...register('priority')}>
        {taskPriorities.map((p) => (
          <option key={p} value={p}>
            {t(`priority.${p}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('fields.category')} {...register('category')}>
        {taskCategories.map((c) => (
          <option key={c} value={c}>
            {t(`category.${c}`)}
          </option>
        ))}
      </SelectField>
      <FormField
        label={t('fields.dueDate')}
        type="datetime-local"
        error={translateValidationMessage(errors.dueDate?.message)}
        {...register('dueDate')}
      />
      <SelectField label={t('fields.assignee')} {...register('assigneeMemberId')}>
        <option value="">{t('filters.unassigned')}</option>
        {(assignees.data ?? []).map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </SelectField>
      <FormField
        label={t('fields.duration')}
        type="text"
        inputMode="numeric"
        error={translateValidationMessage(errors.estimatedDuration?.message)}
        {...register('estimatedDuration')}
      />
      <div className="flex flex-col justify-center gap-2">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5"
            // The toggle starts on weekly (spec core section 4).
            {...register('isRecurring', { onChange: () => setValue('pattern', 'weekly') })}
          />
          {t('fields.recurring')}
        </label>
        {isRecurring ? (
          <>
            <SelectField label={t('fields.pattern')} {...register('pattern')}>
              {recurrenceTypes.map((r) => (
                <option key={r} value={r}>
                  {t(`recurrence.${r}`)}
                </option>
              ))}
            </SelectField>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-5" {...register('repeatFromCompletion')} />
              {t('fields.repeatFromCompletion')}
            </label>
            <p className="text-xs text-muted-foreground">{t('fields.repeatHint')}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Tags: typed one at a time, added with Enter or the button, removed with their ×. */
function TagsField() {
  const { t } = useTranslation('tasks');
  const { control, setValue, getValues, formState } = useTaskForm();
  const tags = useWatch({ control, name: 'tags' });
  const [draft, setDraft] = useState('');
  const add = () => {
    setValue('tags', addTag(getValues('tags'), draft));
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <FormField
          className="flex-1"
          label={t('fields.tags')}
          value={draft}
          maxLength={50}
          onChange={(e) => {
            // A comma (Latin or Arabic) or «؛» ends a tag, as Enter does.
            if (LIST_SEPARATORS.test(e.target.value)) {
              setValue('tags', addTag(getValues('tags'), e.target.value));
              setDraft('');
            } else {
              setDraft(e.target.value);
            }
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={translateValidationMessage(formState.errors.tags?.message)}
        />
        <Button
          variant="outline"
          className="mb-[1.625rem]"
          onClick={add}
          disabled={draft.trim() === ''}
        >
          {t('fields.addTag')}
        </Button>
      </div>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm"
            >
              {tag}
              <button
                type="button"
                aria-label={`${t('item.delete')} ${tag}`}
                onClick={() =>
                  setValue(
                    'tags',
                    tags.filter((x) => x !== tag),
                  )
                }
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
