import { z } from 'zod';
import { limits } from '../common/limits.js';
import { textCharactersProblem } from '../common/text.js';
import {
  optionalInstantSchema,
  optionalSanitized,
  requiredSanitized,
} from '../common/text-fields.js';
import { readNumeric } from '../common/numbers.js';
import { splitList } from '../common/lists.js';

export const taskPriorities = ['low', 'medium', 'high'] as const;
export const TaskPrioritySchema = z.enum(taskPriorities);
export type TaskPriority = z.infer<typeof TaskPrioritySchema>;

export const taskCategories = ['chores', 'errands', 'maintenance', 'other'] as const;
export const TaskCategorySchema = z.enum(taskCategories);
export type TaskCategory = z.infer<typeof TaskCategorySchema>;

export const taskStatuses = ['pending', 'in_progress', 'completed'] as const;
export const TaskStatusSchema = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const recurrenceTypes = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export const RecurrenceTypeSchema = z.enum(recurrenceTypes);
export type RecurrenceType = z.infer<typeof RecurrenceTypeSchema>;

export const RecurrencePatternSchema = z.strictObject({ type: RecurrenceTypeSchema });
export type RecurrencePattern = z.infer<typeof RecurrencePatternSchema>;

/**
 * What a task was made from ("Make a task", issue 27): a document's expiry, a vehicle reminder or
 * health alert, a house-maintenance item. The source shows the task, the task links back.
 */
export const taskSourceTypes = [
  'document',
  'vehicle_reminder',
  'vehicle_alert',
  'maintenance_item',
  /** A task about a vehicle ("oil change for the Camry", issue 28). */
  'vehicle',
] as const;
export const TaskSourceTypeSchema = z.enum(taskSourceTypes, { error: () => 'task.sourceInvalid' });
export type TaskSourceType = z.infer<typeof TaskSourceTypeSchema>;

export const TAG_MAX = 50;
export const TAGS_MAX = 20;
/** A day and a half is already more than an errand; a year stops typos like 600000. */
export const DURATION_MAX_MINUTES = 525_600;

export const TaskTitleSchema = requiredSanitized(
  limits.taskTitleMax,
  'task.titleRequired',
  'task.titleTooLong',
);
export const TaskLocationSchema = requiredSanitized(500, 'task.locationRequired', 'text.tooLong');

/** Estimated duration in minutes: a number, minimum 0; blank becomes null. */
export const DurationSchema = z
  .union([z.number(), z.string()], { error: () => 'task.durationInvalid' })
  .nullish()
  .transform((value, ctx) => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
    const n = readNumeric(value) ?? NaN;
    if (!Number.isFinite(n) || n < 0 || n > DURATION_MAX_MINUTES) {
      ctx.addIssue({ code: 'custom', message: 'task.durationInvalid' });
      return z.NEVER;
    }
    return Math.round(n);
  });

/** A tag list: each trimmed and non-empty, none repeated (spec core section 5). */
export const TagsSchema = z
  .array(z.string({ error: () => 'task.tagEmpty' }), { error: () => 'task.tagEmpty' })
  .max(TAGS_MAX, { message: 'task.tooManyTags' })
  .transform((tags, ctx) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const raw of tags) {
      const tag = raw.trim();
      if (tag === '') {
        ctx.addIssue({ code: 'custom', message: 'task.tagEmpty' });
        return z.NEVER;
      }
      if (tag.length > TAG_MAX) {
        ctx.addIssue({ code: 'custom', message: 'text.tooLong' });
        return z.NEVER;
      }
      const problem = textCharactersProblem(tag);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      if (seen.has(tag.toLocaleLowerCase())) {
        ctx.addIssue({ code: 'custom', message: 'task.tagDuplicate' });
        return z.NEVER;
      }
      seen.add(tag.toLocaleLowerCase());
      out.push(tag);
    }
    return out;
  });

/** The form's tag input: a tag is added only if non-empty and not already present. */
export function addTag(tags: readonly string[], input: string): string[] {
  // «مكيف، ضمان» typed at once is two tags (lists split on «,», «،» and «؛»).
  const typed = splitList(input);
  if (typed.length !== 1)
    return typed.reduce<string[]>((list, one) => addTag(list, one), [...tags]);
  const tag = typed[0]!;
  if (tag.length > TAG_MAX || tags.length >= TAGS_MAX) return [...tags];
  if (tags.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase())) return [...tags];
  return [...tags, tag];
}

const taskFields = {
  title: TaskTitleSchema,
  description: optionalSanitized(limits.textDefaultMax, { lines: 'multi' }),
  location: TaskLocationSchema,
  priority: TaskPrioritySchema,
  category: TaskCategorySchema,
  dueDate: optionalInstantSchema('task.dueDateInvalid'),
  /** A family member's id; the name is copied from the member when it exists. */
  assigneeMemberId: z.string().max(100).nullish(),
  assigneeName: optionalSanitized(limits.nameMax),
  isRecurring: z.boolean(),
  recurrencePattern: RecurrencePatternSchema.nullish(),
  /** "Repeat from the completion date" (as Donetick and Grocy offer); else on the schedule. */
  repeatFromCompletion: z.boolean(),
  estimatedDuration: DurationSchema,
  tags: TagsSchema,
  /** Where the errand is ("Plan my errands"); both or neither, null clears the place. */
  latitude: z
    .number({ error: () => 'task.coordinatesInvalid' })
    .min(-90, { message: 'task.coordinatesInvalid' })
    .max(90, { message: 'task.coordinatesInvalid' })
    .nullish(),
  longitude: z
    .number({ error: () => 'task.coordinatesInvalid' })
    .min(-180, { message: 'task.coordinatesInvalid' })
    .max(180, { message: 'task.coordinatesInvalid' })
    .nullish(),
};

/** Latitude and longitude come together (both numbers, or both null / absent). */
function coordinatesPaired(
  input: { latitude?: number | null | undefined; longitude?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  const lat = input.latitude ?? null;
  const lon = input.longitude ?? null;
  if (
    (lat === null) !== (lon === null) ||
    (input.latitude === undefined) !== (input.longitude === undefined)
  ) {
    ctx.addIssue({ code: 'custom', message: 'task.coordinatesInvalid', path: ['latitude'] });
  }
}

/** The recurring toggle: on sets the weekly pattern unless one is given; off clears it. */
export function normalizeRecurrence(
  isRecurring: boolean,
  pattern: RecurrencePattern | null | undefined,
): RecurrencePattern | null {
  if (!isRecurring) return null;
  return pattern ?? { type: 'weekly' };
}

/** The source's kind and id come together. */
function sourcePaired(
  input: { sourceType?: TaskSourceType | null; sourceId?: string | null },
  ctx: z.RefinementCtx,
) {
  if (((input.sourceType ?? null) === null) !== ((input.sourceId ?? null) === null)) {
    ctx.addIssue({ code: 'custom', message: 'task.sourceInvalid', path: ['sourceId'] });
  }
}

/** Create task (spec core section 5): defaults medium / other, new tasks start pending. */
export const CreateTaskInputSchema = z
  .strictObject({
    ...taskFields,
    priority: TaskPrioritySchema.default('medium'),
    category: TaskCategorySchema.default('other'),
    isRecurring: z.boolean().default(false),
    repeatFromCompletion: z.boolean().default(false),
    tags: TagsSchema.default([]),
    sourceType: TaskSourceTypeSchema.nullish(),
    sourceId: z
      .string({ error: () => 'task.sourceInvalid' })
      .min(1)
      .max(100)
      .nullish(),
  })
  .superRefine(coordinatesPaired)
  .superRefine(sourcePaired)
  .transform((input) => ({
    ...input,
    assigneeMemberId: input.assigneeMemberId || null,
    recurrencePattern: normalizeRecurrence(input.isRecurring, input.recurrencePattern),
    repeatFromCompletion: input.isRecurring && input.repeatFromCompletion,
    sourceType: input.sourceType ?? null,
    sourceId: input.sourceId ?? null,
  }));
export type CreateTaskInput = z.input<typeof CreateTaskInputSchema>;
export type CreateTaskData = z.output<typeof CreateTaskInputSchema>;

/**
 * Edit task: any subset of the same fields; only the title stays required when given (spec core
 * section 5: a blank location clears it). The source a task was made from is not edited.
 */
export const UpdateTaskInputSchema = z
  .strictObject({ ...taskFields, location: optionalSanitized(500) })
  .partial()
  .superRefine(coordinatesPaired);
export type UpdateTaskInput = z.input<typeof UpdateTaskInputSchema>;
export type UpdateTaskData = z.output<typeof UpdateTaskInputSchema>;

export const UpdateTaskStatusInputSchema = z.strictObject({ status: TaskStatusSchema });
export type UpdateTaskStatusInput = z.infer<typeof UpdateTaskStatusInputSchema>;

export const TaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  priority: TaskPrioritySchema,
  category: TaskCategorySchema,
  dueDate: z.string().nullable(),
  assigneeMemberId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  status: TaskStatusSchema,
  completedAt: z.string().nullable(),
  isRecurring: z.boolean(),
  recurrencePattern: RecurrencePatternSchema.nullable(),
  repeatFromCompletion: z.boolean(),
  estimatedDuration: z.number().nullable(),
  tags: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  sourceType: TaskSourceTypeSchema.nullable(),
  sourceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof TaskSchema>;
