import { z } from 'zod';
import { OptionalDateSchema, RequiredDateSchema } from '../family/fields.js';
import { optionalAmount, optionalWholeNumber, wholeNumber } from '../common/number-fields.js';
import { optionalSanitized, requiredSanitized } from '../common/text-fields.js';

/**
 * House maintenance (spec home-vehicles-documents sections 3 to 9): items with a condition and a
 * frequency, their schedules (scheduled → completed), and the history of what was done.
 * Dates are calendar dates (YYYY-MM-DD) in the family's time zone; costs are in the family's
 * currency with at most two decimals.
 */

export const MAINTENANCE_NAME_MAX = 100;
export const MAINTENANCE_LOCATION_MAX = 100;
export const MAINTENANCE_COST_MAX = 1_000_000;
/** A week of work, in minutes: the most a duration field takes. */
export const MAINTENANCE_DURATION_MAX_MINUTES = 10_080;
export const FREQUENCY_MIN_MONTHS = 1;
export const FREQUENCY_MAX_MONTHS = 120;
export const DEFAULT_FREQUENCY_MONTHS = 12;
/** "Due soon" / upcoming: due within this many days from today. */
export const UPCOMING_WINDOW_DAYS = 7;
/** History is shown 50 rows a page (spec: "history limit 50"), with paging beyond. */
export const HISTORY_PAGE_SIZE = 50;
/** The mobile screen lists the first 3 overdue and the first 5 upcoming entries. */
export const MOBILE_OVERDUE_SHOWN = 3;
export const MOBILE_UPCOMING_SHOWN = 5;

export const maintenanceCategories = [
  'general',
  'hvac',
  'plumbing',
  'electrical',
  'appliances',
  'exterior',
  'safety',
  'landscaping',
] as const;
export const MaintenanceCategorySchema = z.enum(maintenanceCategories, {
  error: () => 'maintenance.categoryInvalid',
});
export type MaintenanceCategory = z.infer<typeof MaintenanceCategorySchema>;

export const maintenancePriorities = ['low', 'medium', 'high', 'critical'] as const;
export const MaintenancePrioritySchema = z.enum(maintenancePriorities, {
  error: () => 'maintenance.priorityInvalid',
});
export type MaintenancePriority = z.infer<typeof MaintenancePrioritySchema>;

/** The item's condition ("status" in the spec's table). */
export const conditionStatuses = ['excellent', 'good', 'fair', 'poor', 'critical'] as const;
export const ConditionStatusSchema = z.enum(conditionStatuses, {
  error: () => 'maintenance.conditionInvalid',
});
export type ConditionStatus = z.infer<typeof ConditionStatusSchema>;

export const scheduleStatuses = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export const ScheduleStatusSchema = z.enum(scheduleStatuses, {
  error: () => 'maintenance.scheduleStatusInvalid',
});
export type ScheduleStatus = z.infer<typeof ScheduleStatusSchema>;

export const historyActionTypes = [
  'maintenance_completed',
  'repair',
  'inspection',
  'replacement',
] as const;
export const HistoryActionTypeSchema = z.enum(historyActionTypes, {
  error: () => 'maintenance.actionTypeInvalid',
});
export type HistoryActionType = z.infer<typeof HistoryActionTypeSchema>;
/** What a person may record by hand; maintenance_completed is written by completing a schedule. */
export const manualHistoryActionTypes = ['repair', 'inspection', 'replacement'] as const;

const costField = optionalAmount(0, MAINTENANCE_COST_MAX, 'cost.invalid');

const itemFields = {
  name: requiredSanitized(
    MAINTENANCE_NAME_MAX,
    'maintenance.nameRequired',
    'maintenance.nameTooLong',
  ),
  description: optionalSanitized(1000, { lines: 'multi' }),
  category: MaintenanceCategorySchema,
  location: requiredSanitized(
    MAINTENANCE_LOCATION_MAX,
    'maintenance.locationRequired',
    'maintenance.locationTooLong',
  ),
  priority: MaintenancePrioritySchema,
  estimatedCost: costField,
  /** Minutes; at least 1. */
  estimatedDuration: optionalWholeNumber(
    1,
    MAINTENANCE_DURATION_MAX_MINUTES,
    'maintenance.durationInvalid',
  ),
  installationDate: OptionalDateSchema,
  maintenanceFrequencyMonths: wholeNumber(
    FREQUENCY_MIN_MONTHS,
    FREQUENCY_MAX_MONTHS,
    'maintenance.frequencyInvalid',
  ),
  /** The condition: excellent … critical. */
  status: ConditionStatusSchema,
  notes: optionalSanitized(1000, { lines: 'multi' }),
  lastMaintenanceDate: OptionalDateSchema,
};

/** Add Item: name and location required; general / medium / good / 12 months by default. */
export const CreateMaintenanceItemInputSchema = z.strictObject({
  ...itemFields,
  category: itemFields.category.default('general'),
  priority: itemFields.priority.default('medium'),
  status: itemFields.status.default('good'),
  maintenanceFrequencyMonths:
    itemFields.maintenanceFrequencyMonths.default(DEFAULT_FREQUENCY_MONTHS),
});
export type CreateMaintenanceItemInput = z.input<typeof CreateMaintenanceItemInputSchema>;
export type CreateMaintenanceItemData = z.output<typeof CreateMaintenanceItemInputSchema>;

export const UpdateMaintenanceItemInputSchema = z.strictObject(itemFields).partial();
export type UpdateMaintenanceItemInput = z.input<typeof UpdateMaintenanceItemInputSchema>;
export type UpdateMaintenanceItemData = z.output<typeof UpdateMaintenanceItemInputSchema>;

export const MaintenanceItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: MaintenanceCategorySchema,
  location: z.string(),
  priority: MaintenancePrioritySchema,
  estimatedCost: z.number().nullable(),
  estimatedDuration: z.number().nullable(),
  installationDate: z.string().nullable(),
  maintenanceFrequencyMonths: z.number(),
  status: ConditionStatusSchema,
  notes: z.string().nullable(),
  lastMaintenanceDate: z.string().nullable(),
  nextMaintenanceDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaintenanceItem = z.infer<typeof MaintenanceItemSchema>;

export const MaintenanceScheduleSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  scheduledDate: z.string(),
  status: ScheduleStatusSchema,
  completionDate: z.string().nullable(),
  performedBy: z.string().nullable(),
  cost: z.number().nullable(),
  notes: z.string().nullable(),
  /** A scheduled entry due before today. */
  overdue: z.boolean(),
  createdAt: z.string(),
});
export type MaintenanceSchedule = z.infer<typeof MaintenanceScheduleSchema>;

/** Reschedule an entry, or start / cancel / reopen it; completing has its own call. */
export const UpdateScheduleInputSchema = z
  .strictObject({
    scheduledDate: RequiredDateSchema,
    status: z.enum(['scheduled', 'in_progress', 'cancelled'], {
      error: () => 'maintenance.scheduleStatusInvalid',
    }),
    notes: optionalSanitized(1000, { lines: 'multi' }),
  })
  .partial();
export type UpdateScheduleInput = z.input<typeof UpdateScheduleInputSchema>;
export type UpdateScheduleData = z.output<typeof UpdateScheduleInputSchema>;

/** Complete Maintenance: cost ≥ 0, performed by and notes, all optional. */
export const CompleteMaintenanceInputSchema = z.strictObject({
  cost: costField,
  performedBy: optionalSanitized(100),
  notes: optionalSanitized(1000, { lines: 'multi' }),
});
export type CompleteMaintenanceInput = z.input<typeof CompleteMaintenanceInputSchema>;
export type CompleteMaintenanceData = z.output<typeof CompleteMaintenanceInputSchema>;

export const MaintenanceHistorySchema = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  actionType: HistoryActionTypeSchema,
  actionDate: z.string(),
  description: z.string().nullable(),
  performedBy: z.string().nullable(),
  cost: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type MaintenanceHistoryEntry = z.infer<typeof MaintenanceHistorySchema>;

/** A repair, inspection or replacement recorded by hand (the date defaults to today). */
export const CreateHistoryInputSchema = z.strictObject({
  itemId: z.string({ error: () => 'maintenance.itemRequired' }).min(1, {
    error: () => 'maintenance.itemRequired',
  }),
  actionType: z.enum(manualHistoryActionTypes, { error: () => 'maintenance.actionTypeInvalid' }),
  actionDate: OptionalDateSchema,
  description: optionalSanitized(500, { lines: 'multi' }),
  performedBy: optionalSanitized(100),
  cost: costField,
  notes: optionalSanitized(1000, { lines: 'multi' }),
});
export type CreateHistoryInput = z.input<typeof CreateHistoryInputSchema>;
export type CreateHistoryData = z.output<typeof CreateHistoryInputSchema>;

/** One page of history, newest first (`page` starts at 1). */
export const MaintenanceHistoryPageSchema = z.object({
  entries: z.array(MaintenanceHistorySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type MaintenanceHistoryPage = z.infer<typeof MaintenanceHistoryPageSchema>;

export const MaintenanceSummarySchema = z.object({
  overdue: z.number(),
  dueSoon: z.number(),
  /** Items whose condition is critical or poor. */
  needsAttention: z.number(),
  totalItems: z.number(),
});
export type MaintenanceSummary = z.infer<typeof MaintenanceSummarySchema>;

/**
 * Everything the screen shows in one answer: the items (newest first), the open schedules
 * (scheduled and in progress, soonest first), the first page of history and the four totals.
 */
export const MaintenanceOverviewSchema = z.object({
  today: z.string(),
  summary: MaintenanceSummarySchema,
  items: z.array(MaintenanceItemSchema),
  schedules: z.array(MaintenanceScheduleSchema),
  history: MaintenanceHistoryPageSchema,
});
export type MaintenanceOverview = z.infer<typeof MaintenanceOverviewSchema>;

/** `?filter=` and `?view=` of /app/house-maintenance. */
export const maintenanceFilters = ['overdue', 'upcoming', 'critical'] as const;
export type MaintenanceFilter = (typeof maintenanceFilters)[number];
export const maintenanceViews = ['schedule', 'history'] as const;
export type MaintenanceView = (typeof maintenanceViews)[number];
