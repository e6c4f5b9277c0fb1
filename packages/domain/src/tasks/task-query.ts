import { z } from 'zod';
import { isTimeZone } from '../common/dates.js';
import { dueFilters } from './task-rules.js';
import {
  TaskCategorySchema,
  TaskPrioritySchema,
  TaskSchema,
  TaskSourceTypeSchema,
  TaskStatusSchema,
} from './task-schema.js';

export const TASK_PAGE_MAX = 200;
export const TASK_PAGE_DEFAULT = 50;

export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { message: 'timeZone.invalid' });

/** The task list's filters (spec core section 2: overview) and keyset pagination. */
export const TaskListQuerySchema = z.strictObject({
  status: TaskStatusSchema.optional(),
  category: TaskCategorySchema.optional(),
  priority: TaskPrioritySchema.optional(),
  /** A member id, or "unassigned". */
  assignee: z.string().min(1).max(100).optional(),
  due: z.enum(dueFilters).optional(),
  search: z.string().max(200).optional(),
  timeZone: TimeZoneSchema.default('UTC'),
  limit: z.coerce.number().int().min(1).max(TASK_PAGE_MAX).default(TASK_PAGE_DEFAULT),
  /** The id of the last task of the previous page (ids sort by creation time). */
  cursor: z.string().max(100).optional(),
});
export type TaskListQuery = z.input<typeof TaskListQuerySchema>;
export type TaskListFilters = z.output<typeof TaskListQuerySchema>;

export const TaskPageSchema = z.object({
  tasks: z.array(TaskSchema),
  nextCursor: z.string().nullable(),
});
export type TaskPage = z.infer<typeof TaskPageSchema>;

/** The counters of the Tasks screen and the overview cards. */
export const TaskSummarySchema = z.object({
  total: z.number(),
  pending: z.number(),
  inProgress: z.number(),
  completed: z.number(),
  dueToday: z.number(),
  overdue: z.number(),
  completionRate: z.number(),
});
export type TaskSummary = z.infer<typeof TaskSummarySchema>;

export const TaskAnalyticsQuerySchema = z.strictObject({
  timeZone: TimeZoneSchema.default('UTC'),
  days: z.coerce.number().int().min(7).max(365).default(30),
});

export const TaskAnalyticsSchema = z.object({
  /** One entry per local day, oldest first. */
  completedByDay: z.array(
    z.object({ date: z.string(), completed: z.number(), created: z.number() }),
  ),
  byMember: z.array(
    z.object({
      assigneeMemberId: z.string().nullable(),
      assigneeName: z.string().nullable(),
      total: z.number(),
      completed: z.number(),
    }),
  ),
  byCategory: z.array(
    z.object({ category: TaskCategorySchema, total: z.number(), completed: z.number() }),
  ),
});
export type TaskAnalytics = z.infer<typeof TaskAnalyticsSchema>;

/** The tasks made from one kind of source ("Make a task", issue 27), for the source's screen. */
export const TaskLinksQuerySchema = z.strictObject({ sourceType: TaskSourceTypeSchema });

export const TaskLinkSchema = z.object({
  sourceId: z.string(),
  taskId: z.string(),
  title: z.string(),
  status: TaskStatusSchema,
  dueDate: z.string().nullable(),
});
export type TaskLink = z.infer<typeof TaskLinkSchema>;
export const TaskLinksSchema = z.object({ links: z.array(TaskLinkSchema) });
export type TaskLinks = z.infer<typeof TaskLinksSchema>;
