import { z } from 'zod';
import { ReminderSchema } from '../vehicles/reminder-schema.js';
import { SmartReminderSchema } from '../assets/asset-schema.js';
import { MaintenanceScheduleSchema } from '../house-maintenance/maintenance-schema.js';
import { CalendarEventSchema } from '../calendar/event-schema.js';
import { TimeZoneSchema, TaskSummarySchema } from '../tasks/task-query.js';
import { TaskSchema } from '../tasks/task-schema.js';
import { DocumentSchema } from '../documents/document-schema.js';

export const DashboardQuerySchema = z.strictObject({ timeZone: TimeZoneSchema.default('UTC') });

/** What the spec loads "in parallel" for the dashboard, in one answer. */
export const DashboardSchema = z.object({
  summary: TaskSummarySchema,
  /** Due today (local day), soonest first; the screen shows 3. */
  tasksDueToday: z.array(TaskSchema),
  /** Oldest overdue first; the screen shows 3 (the count is in the summary). */
  overdueTasks: z.array(TaskSchema),
  eventsToday: z.array(CalendarEventSchema),
  /** Starting from now within 7 days, at most 5. */
  upcomingEvents: z.array(CalendarEventSchema),
  memberCount: z.number(),
  /** Vehicle reminders overdue or due soon, most urgent first, at most 5. */
  vehicleReminders: z.array(ReminderSchema.extend({ vehicleName: z.string() })),
  /** House maintenance overdue or due within 7 days, overdue first then soonest, at most 5. */
  maintenanceDue: z.array(MaintenanceScheduleSchema),
  /** Asset reminders that are upcoming (within 7 days, not sent), soonest first, at most 5. */
  assetRemindersDue: z.array(SmartReminderSchema),
  /** Documents expiring soon (today to 30 days ahead, not past), soonest first, at most 5. */
  documentsExpiring: z.array(DocumentSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export type DayPeriod = 'morning' | 'afternoon' | 'evening';

/** Spec core section 2: morning before 12, afternoon before 18, else evening (local hour). */
export function dayPeriod(hour: number): DayPeriod {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
