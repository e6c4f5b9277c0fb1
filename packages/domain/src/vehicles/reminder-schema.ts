import { z } from 'zod';
import { OptionalDateSchema } from '../family/fields.js';
import type { ValidationMessageKey } from '../common/messages.js';
import { optionalSanitized, requiredSanitized } from '../common/text-fields.js';
import { addMonths } from './prediction.js';
import { ODOMETER_MAX_KM, ServiceTypeSchema } from './vehicle-schema.js';
import { readNumeric } from '../common/numbers.js';

/**
 * Vehicle reminders by date and/or distance, the way LubeLogger keeps them: "oil every
 * 10,000 km or 12 months, whichever comes first", or a one-off date such as the registration or
 * insurance renewal. A reminder tied to a service type starts again from each service of that
 * type that is logged.
 */

export const REMINDER_TITLE_MAX = 100;
export const INTERVAL_MONTHS_MAX = 120;
/** "Due soon" starts this many days or kilometres before the due point. */
export const DUE_SOON_DAYS = 30;
export const DUE_SOON_KM = 1000;

export const reminderUrgencies = ['overdue', 'due_soon', 'upcoming'] as const;
export type ReminderUrgency = (typeof reminderUrgencies)[number];

const optionalWhole = (max: number, message: ValidationMessageKey) =>
  z
    .union([z.number(), z.string()], { error: () => message })
    .nullish()
    .transform((value, ctx) => {
      if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
      const n = readNumeric(value) ?? NaN;
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const reminderFields = {
  title: requiredSanitized(REMINDER_TITLE_MAX, 'reminder.titleRequired', 'reminder.titleTooLong'),
  /** Services of this type reset the reminder (null: a date or distance of its own). */
  serviceType: ServiceTypeSchema.nullish().transform((v) => v ?? null),
  intervalKm: optionalWhole(ODOMETER_MAX_KM, 'reminder.intervalKmInvalid'),
  intervalMonths: optionalWhole(INTERVAL_MONTHS_MAX, 'reminder.intervalMonthsInvalid'),
  /** A fixed due date (renewals); with an interval, the first due date. */
  dueDate: OptionalDateSchema,
  /** A fixed due odometer reading in km; with an interval, the first due reading. */
  dueOdometer: optionalWhole(ODOMETER_MAX_KM, 'odometer.invalid'),
  notes: optionalSanitized(1000, { lines: 'multi' }),
};

type ReminderShape = {
  intervalKm?: number | null;
  intervalMonths?: number | null;
  dueDate?: string | null;
  dueOdometer?: number | null;
};

/** A reminder must say when: an interval, a due date or a due reading. */
export function reminderWhenProblem(value: ReminderShape): ValidationMessageKey | null {
  return value.intervalKm || value.intervalMonths || value.dueDate || value.dueOdometer
    ? null
    : 'reminder.whenRequired';
}

export const CreateReminderInputSchema = z
  .strictObject(reminderFields)
  .superRefine((value, ctx) => {
    const problem = reminderWhenProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['intervalKm'] });
  });
export type CreateReminderInput = z.input<typeof CreateReminderInputSchema>;
export type CreateReminderData = z.output<typeof CreateReminderInputSchema>;

export const UpdateReminderInputSchema = z.strictObject(reminderFields).partial();
export type UpdateReminderInput = z.input<typeof UpdateReminderInputSchema>;
export type UpdateReminderData = z.output<typeof UpdateReminderInputSchema>;

export const ReminderStatusSchema = z.object({
  /** The date it falls due, when it has one. */
  nextDueDate: z.string().nullable(),
  /** The odometer reading (km) it falls due at, when it has one. */
  nextDueOdometer: z.number().nullable(),
  daysLeft: z.number().nullable(),
  kmLeft: z.number().nullable(),
  urgency: z.enum(reminderUrgencies),
});
export type ReminderStatus = z.infer<typeof ReminderStatusSchema>;

export const ReminderSchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  title: z.string(),
  serviceType: ServiceTypeSchema.nullable(),
  intervalKm: z.number().nullable(),
  intervalMonths: z.number().nullable(),
  dueDate: z.string().nullable(),
  dueOdometer: z.number().nullable(),
  notes: z.string().nullable(),
  /** The last time it was done (a logged service of its type), if known. */
  lastDoneDate: z.string().nullable(),
  lastDoneOdometer: z.number().nullable(),
  status: ReminderStatusSchema,
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export interface ReminderState extends ReminderShape {
  lastDoneDate: string | null;
  lastDoneOdometer: number | null;
  /** When the reminder was made (YYYY-MM-DD) and the vehicle's mileage then: the start of an interval never done. */
  startDate: string;
  startOdometer: number;
}

/**
 * When a reminder falls due, whichever comes first of its date and its distance, and how
 * urgent it is on `today` at `mileage` km.
 */
export function reminderStatus(
  state: ReminderState,
  today: string,
  mileage: number,
): ReminderStatus {
  const baseDate = state.lastDoneDate ?? state.startDate;
  const baseKm = state.lastDoneOdometer ?? state.startOdometer;
  const byInterval = state.lastDoneDate !== null || !state.dueDate;
  const nextDueDate =
    state.intervalMonths && byInterval
      ? addMonths(baseDate, state.intervalMonths).toISOString().slice(0, 10)
      : (state.dueDate ?? null);
  const byDistance = state.lastDoneOdometer !== null || !state.dueOdometer;
  const nextDueOdometer =
    state.intervalKm && byDistance ? baseKm + state.intervalKm : (state.dueOdometer ?? null);
  const daysLeft = nextDueDate ? daysBetween(today, nextDueDate) : null;
  const kmLeft = nextDueOdometer !== null ? nextDueOdometer - mileage : null;
  const urgency: ReminderUrgency =
    (daysLeft !== null && daysLeft < 0) || (kmLeft !== null && kmLeft <= 0)
      ? 'overdue'
      : (daysLeft !== null && daysLeft <= DUE_SOON_DAYS) ||
          (kmLeft !== null && kmLeft <= DUE_SOON_KM)
        ? 'due_soon'
        : 'upcoming';
  return { nextDueDate, nextDueOdometer, daysLeft, kmLeft, urgency };
}

/** Marks a reminder done: today and the vehicle's mileage unless given. */
export const ReminderDoneInputSchema = z.strictObject({
  date: OptionalDateSchema,
  odometer: z
    .union([z.number(), z.string()], { error: () => 'odometer.invalid' })
    .nullish()
    .transform((value, ctx) => {
      if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
      const n = readNumeric(value) ?? NaN;
      if (!Number.isInteger(n) || n < 0 || n > ODOMETER_MAX_KM) {
        ctx.addIssue({ code: 'custom', message: 'odometer.invalid' });
        return z.NEVER;
      }
      return n;
    }),
});
export type ReminderDoneInput = z.input<typeof ReminderDoneInputSchema>;
export type ReminderDoneData = z.output<typeof ReminderDoneInputSchema>;

const URGENCY_ORDER: Record<ReminderUrgency, number> = { overdue: 0, due_soon: 1, upcoming: 2 };

/** Most urgent first: overdue, due soon, upcoming; then the soonest. */
export function compareReminders(a: Reminder, b: Reminder): number {
  const soon = (r: Reminder) =>
    Math.min(r.status.daysLeft ?? Infinity, (r.status.kmLeft ?? Infinity) / 50);
  return URGENCY_ORDER[a.status.urgency] - URGENCY_ORDER[b.status.urgency] || soon(a) - soon(b);
}
