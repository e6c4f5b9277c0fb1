import {
  type CreateTaskInput,
  type Task,
  type UpdateTaskInput,
} from '@usra/domain/tasks/task-schema';
import { VOICE_LIMIT_SECONDS } from '@usra/domain/assistant/assistant-schema';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { VoiceFillButton } from '@/components/voice/voice-fill-button';
import { getErrorMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { fillTaskByVoice, TagsField, TaskDetails, WhatAndWhere } from './task-form-fields';
import {
  answerFields,
  CreateFormSchema,
  EditFormSchema,
  TITLE_MAX,
  valuesOf,
  type TaskDraft,
  type TaskFormValues,
} from './task-form-values';

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
