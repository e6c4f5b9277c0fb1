import { LIST_SEPARATORS } from '@usra/domain/common/lists';
import {
  addTag,
  recurrenceTypes,
  taskCategories,
  taskPriorities,
} from '@usra/domain/tasks/task-schema';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { todayLocalDate } from '@/lib/dates';
import { translateValidationMessage } from '@/lib/error-message';
import { mergeLocalDateTime, type ParsedFields } from '@/lib/voice/parse-voice';
import { useAssignees } from '../api/get-assignees';
import { PlacePicker, type Place } from './place-picker';
import { TITLE_MAX, type CreateFormSchema, type TaskFormValues } from './task-form-values';

// The task form's fields (`task-form.tsx`), each reading the form from its FormProvider.

/** What a voice note said fills its fields; the rest of the form stays as it was. */
export function fillTaskByVoice(form: ReturnType<typeof useTaskForm>, fields: ParsedFields) {
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

export function useTaskForm() {
  return useFormContext<TaskFormValues, unknown, z.output<typeof CreateFormSchema>>();
}

/** Title, location with its place on the map, and description. */
export function WhatAndWhere({ locationRequired }: { locationRequired: boolean }) {
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
export function TaskDetails() {
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
export function TagsField() {
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
