import {
  addTag,
  CreateTaskInputSchema,
  recurrenceTypes,
  taskCategories,
  taskPriorities,
  type CreateTaskInput,
  type RecurrenceType,
  type Task,
  type TaskCategory,
  type TaskPriority,
} from '@usra/domain/tasks/task-schema';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/dates';
import { fieldProblems, getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useAssignees } from '../api/get-assignees';

interface Values {
  title: string;
  description: string;
  location: string;
  priority: TaskPriority;
  category: TaskCategory;
  dueDate: string;
  assigneeMemberId: string;
  isRecurring: boolean;
  pattern: RecurrenceType;
  estimatedDuration: string;
  tags: string[];
}

function valuesOf(task: Task | null): Values {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    location: task?.location ?? '',
    priority: task?.priority ?? 'medium',
    category: task?.category ?? 'other',
    dueDate: toLocalInputValue(task?.dueDate),
    assigneeMemberId: task?.assigneeMemberId ?? '',
    isRecurring: task?.isRecurring ?? false,
    pattern: task?.recurrencePattern?.type ?? 'weekly',
    estimatedDuration: task?.estimatedDuration == null ? '' : String(task.estimatedDuration),
    tags: task?.tags ?? [],
  };
}

export function toInput(values: Values): CreateTaskInput {
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
    estimatedDuration: values.estimatedDuration,
    tags: values.tags,
  };
}

interface TaskFormProps {
  task: Task | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: (input: CreateTaskInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** Create and edit task (spec core section 5), checked with the server's own schema. */
export function TaskForm({ task, pending, submitLabel, onSubmit, onCancel }: TaskFormProps) {
  const { t } = useTranslation('tasks');
  const assignees = useAssignees();
  const [values, setValues] = useState<Values>(() => valuesOf(task));
  const [tagInput, setTagInput] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof CreateTaskInput, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  // Submit stays disabled while saving or while a required field is empty (spec section 5).
  const ready = values.title.trim() !== '' && values.location.trim() !== '' && !pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = toInput(values);
    const parsed = CreateTaskInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof CreateTaskInput;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await onSubmit(input);
      if (!task) {
        setValues(valuesOf(null));
        setTagInput('');
      }
    } catch (error) {
      const problems = fieldProblems(error);
      if (problems.length > 0) {
        setErrors(Object.fromEntries(problems.map((p) => [p.path, p.key])));
      } else {
        setFormError(getErrorMessage(error));
      }
    }
  };

  const onAddTag = () => {
    setValues((current) => ({ ...current, tags: addTag(current.tags, tagInput) }));
    setTagInput('');
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
      data-testid="task-form"
    >
      <FormAlert>{formError}</FormAlert>
      <FormField
        label={t('fields.title')}
        maxLength={100}
        required
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={translateValidationMessage(errors.title)}
      />
      <FormField
        label={t('fields.location')}
        required
        value={values.location}
        onChange={(e) => set('location', e.target.value)}
        error={translateValidationMessage(errors.location)}
      />
      <div className="flex flex-col">
        <label htmlFor="task-description" className="mb-1.5 text-sm font-medium">
          {t('fields.description')}
        </label>
        <textarea
          id="task-description"
          rows={2}
          maxLength={1000}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('fields.priority')}
          value={values.priority}
          onChange={(e) => set('priority', e.target.value as TaskPriority)}
        >
          {taskPriorities.map((p) => (
            <option key={p} value={p}>
              {t(`priority.${p}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('fields.category')}
          value={values.category}
          onChange={(e) => set('category', e.target.value as TaskCategory)}
        >
          {taskCategories.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('fields.dueDate')}
          type="datetime-local"
          value={values.dueDate}
          onChange={(e) => set('dueDate', e.target.value)}
          error={translateValidationMessage(errors.dueDate)}
        />
        <SelectField
          label={t('fields.assignee')}
          value={values.assigneeMemberId}
          onChange={(e) => set('assigneeMemberId', e.target.value)}
        >
          <option value="">{t('filters.unassigned')}</option>
          {(assignees.data ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('fields.duration')}
          type="number"
          min={0}
          inputMode="numeric"
          value={values.estimatedDuration}
          onChange={(e) => set('estimatedDuration', e.target.value)}
          error={translateValidationMessage(errors.estimatedDuration)}
        />
        <div className="flex flex-col justify-center gap-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5"
              checked={values.isRecurring}
              onChange={(e) => {
                // The toggle starts on weekly (spec core section 4).
                setValues((current) => ({
                  ...current,
                  isRecurring: e.target.checked,
                  pattern: 'weekly',
                }));
              }}
            />
            {t('fields.recurring')}
          </label>
          {values.isRecurring ? (
            <SelectField
              label={t('fields.pattern')}
              value={values.pattern}
              onChange={(e) => set('pattern', e.target.value as RecurrenceType)}
            >
              {recurrenceTypes.map((r) => (
                <option key={r} value={r}>
                  {t(`recurrence.${r}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-end gap-2">
          <FormField
            className="flex-1"
            label={t('fields.tags')}
            value={tagInput}
            maxLength={50}
            onChange={(e) => setTagInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onAddTag();
              }
            }}
            error={translateValidationMessage(errors.tags)}
          />
          <Button
            variant="outline"
            className="mb-[1.625rem]"
            onClick={onAddTag}
            disabled={tagInput.trim() === ''}
          >
            {t('fields.addTag')}
          </Button>
        </div>
        {values.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {values.tags.map((tag) => (
              <li
                key={tag}
                className="flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm"
              >
                {tag}
                <button
                  type="button"
                  aria-label={`${t('item.delete')} ${tag}`}
                  onClick={() =>
                    set(
                      'tags',
                      values.tags.filter((x) => x !== tag),
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
  );
}
