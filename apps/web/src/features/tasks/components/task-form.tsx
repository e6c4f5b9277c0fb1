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
import { LocateFixed, MapPin, Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { fromLocalInputValue, intlLocale, toLocalInputValue } from '@/lib/dates';
import { fieldProblems, getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useAssignees } from '../api/get-assignees';
import { useLookupPlace } from '../api/lookup-place';

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
  /** Where the errand is, for "Plan my errands"; null when not placed. */
  place: { latitude: number; longitude: number; name: string | null } | null;
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
    place:
      task?.latitude != null && task.longitude != null
        ? { latitude: task.latitude, longitude: task.longitude, name: null }
        : null,
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
    latitude: values.place?.latitude ?? null,
    longitude: values.place?.longitude ?? null,
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
      <div className="flex flex-col gap-2">
        <FormField
          label={t('fields.location')}
          required
          value={values.location}
          // A new text means a new place: the old coordinates would point elsewhere.
          onChange={(e) =>
            setValues((current) => ({ ...current, location: e.target.value, place: null }))
          }
          error={translateValidationMessage(errors.location)}
        />
        <PlacePicker
          location={values.location}
          place={values.place}
          onPlace={(place) => set('place', place)}
          error={translateValidationMessage(errors.latitude)}
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

type Place = NonNullable<Values['place']>;

/**
 * Where the errand is: the device's current position, or a look-up of the location text in
 * the family's saved addresses and the geocoder. Optional; "Plan my errands" uses it.
 */
function PlacePicker({
  location,
  place,
  onPlace,
  error,
}: {
  location: string;
  place: Place | null;
  onPlace: (place: Place | null) => void;
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const lookup = useLookupPlace();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const useCurrentPosition = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem(t('place.unsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPlace({
          latitude: Math.round(position.coords.latitude * 1e6) / 1e6,
          longitude: Math.round(position.coords.longitude * 1e6) / 1e6,
          name: t('place.currentPosition'),
        });
      },
      (failure) => {
        setLocating(false);
        setProblem(
          failure.code === failure.PERMISSION_DENIED ? t('place.denied') : t('place.unavailable'),
        );
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const findPlace = () => {
    setProblem(null);
    lookup.mutate(
      { text: location.trim(), language },
      {
        onSuccess: (found) => {
          if (found)
            onPlace({ latitude: found.latitude, longitude: found.longitude, name: found.name });
          else setProblem(t('place.notFound', { text: location.trim() }));
        },
        onError: (failure) => setProblem(getErrorMessage(failure)),
      },
    );
  };

  const coordinate = (n: number) =>
    new Intl.NumberFormat(intlLocale(language), {
      maximumFractionDigits: 5,
    }).format(n);

  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-dashed border-border p-3"
      data-testid="task-place"
    >
      <p className="flex items-start gap-2 text-sm">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span role="status">
          {place
            ? t('place.placed', {
                name: place.name ?? t('place.saved'),
                latitude: coordinate(place.latitude),
                longitude: coordinate(place.longitude),
              })
            : t('place.notPlaced')}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={useCurrentPosition} disabled={locating}>
          {locating ? <Spinner /> : <LocateFixed aria-hidden="true" className="size-4" />}
          {t('place.useCurrent')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={findPlace}
          disabled={location.trim() === '' || lookup.isPending}
        >
          {lookup.isPending ? <Spinner /> : <Search aria-hidden="true" className="size-4" />}
          {t('place.find')}
        </Button>
        {place ? (
          <Button variant="ghost" size="sm" onClick={() => onPlace(null)}>
            <X aria-hidden="true" className="size-4" />
            {t('place.clear')}
          </Button>
        ) : null}
      </div>
      {problem || error ? (
        <p className="text-sm text-destructive" role="alert">
          {problem ?? error}
        </p>
      ) : null}
    </div>
  );
}
