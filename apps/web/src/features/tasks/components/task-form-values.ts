import {
  CreateTaskInputSchema,
  UpdateTaskInputSchema,
  type CreateTaskInput,
  type RecurrenceType,
  type Task,
  type TaskCategory,
  type TaskPriority,
  type TaskSourceType,
  type UpdateTaskInput,
} from '@usra/domain/tasks/task-schema';
import { z } from 'zod';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/dates';

/** The longest title the form takes (a voice note's or a draft's title is cut to it). */
export const TITLE_MAX = 100;

/** What the inputs hold; `toInput` makes the request of it. */
export interface TaskFormValues {
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
export function valuesOf(
  task: Task | null,
  home: string,
  draft?: TaskDraft | null,
): TaskFormValues {
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
export const CreateFormSchema = z
  .custom<TaskFormValues>()
  .transform(toInput)
  .pipe(CreateTaskInputSchema);
export const EditFormSchema = z
  .custom<TaskFormValues>()
  .transform(toUpdate)
  .pipe(UpdateTaskInputSchema);

/** Fields of the request that a server answer may name. */
export const answerFields = [
  'title',
  'location',
  'dueDate',
  'estimatedDuration',
  'tags',
  'latitude',
] as const;
