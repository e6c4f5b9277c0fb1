import { z } from 'zod';
import { isStorableInstant } from '../common/instant-range.js';
import { limits } from '../common/limits.js';
import { textCharactersProblem } from '../common/text.js';
import { instantSchema, optionalSanitized, requiredSanitized } from '../common/text-fields.js';
import { splitList } from '../common/lists.js';

export const eventTypes = ['family', 'personal', 'work', 'school'] as const;
export const EventTypeSchema = z.enum(eventTypes);
export type EventType = z.infer<typeof EventTypeSchema>;

export const EVENT_TITLE_MAX = 200;
export const ATTENDEES_MAX = 50;

/** Attendees: separated by «,», «،» or «؛» (or a list), each trimmed, blanks dropped (spec core section 5). */
export function parseAttendees(input: string | readonly string[]): string[] {
  return typeof input === 'string' ? splitList(input) : input.flatMap((a) => splitList(a));
}

export const AttendeesSchema = z
  .union([z.string(), z.array(z.string())], { error: () => 'text.notText' })
  .nullish()
  .transform((value, ctx) => {
    const list = value == null ? [] : parseAttendees(value);
    if (list.length > ATTENDEES_MAX || list.some((a) => a.length > 100)) {
      ctx.addIssue({ code: 'custom', message: 'text.tooLong' });
      return z.NEVER;
    }
    const problem = list.map((a) => textCharactersProblem(a)).find(Boolean);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return list;
  });

/** End may equal start (a moment), never precede it (the spec allowed it; the product refuses it). */
export function eventTimesProblem(
  startTime: string,
  endTime: string,
): 'event.endBeforeStart' | null {
  return new Date(endTime) < new Date(startTime) ? 'event.endBeforeStart' : null;
}

const eventFields = {
  title: requiredSanitized(EVENT_TITLE_MAX, 'event.titleRequired', 'event.titleTooLong'),
  description: optionalSanitized(limits.textDefaultMax, { lines: 'multi' }),
  startTime: instantSchema('event.timeInvalid', 'event.startRequired'),
  endTime: instantSchema('event.timeInvalid', 'event.endRequired'),
  location: optionalSanitized(500),
  eventType: EventTypeSchema,
  attendees: AttendeesSchema,
};

export const CreateEventInputSchema = z
  .strictObject({
    ...eventFields,
    eventType: EventTypeSchema.default('family'),
  })
  .superRefine((value, ctx) => {
    const problem = eventTimesProblem(value.startTime, value.endTime);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endTime'] });
  });
export type CreateEventInput = z.input<typeof CreateEventInputSchema>;
export type CreateEventData = z.output<typeof CreateEventInputSchema>;

/** Edit: any subset; the service checks the times again against the stored ones. */
export const UpdateEventInputSchema = z
  .strictObject(eventFields)
  .partial()
  .superRefine((value, ctx) => {
    if (value.startTime && value.endTime) {
      const problem = eventTimesProblem(value.startTime, value.endTime);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endTime'] });
    }
  });
export type UpdateEventInput = z.input<typeof UpdateEventInputSchema>;
export type UpdateEventData = z.output<typeof UpdateEventInputSchema>;

export const CalendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string().nullable(),
  eventType: EventTypeSchema,
  attendees: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

const RangeBoundSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isStorableInstant(new Date(value)), { message: 'event.timeInvalid' });

export const EventListQuerySchema = z.strictObject({
  /** Events overlapping [from, to); both ISO instants. */
  from: RangeBoundSchema,
  to: RangeBoundSchema,
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** Upcoming: events not yet ended, soonest first, at most `limit` (spec: next 5). */
export function upcomingEvents<E extends Pick<CalendarEvent, 'startTime' | 'endTime'>>(
  events: readonly E[],
  now: Date,
  limit = 5,
  withinDays?: number,
): E[] {
  const until = withinDays === undefined ? Infinity : now.getTime() + withinDays * 86_400_000;
  return events
    .filter((e) => new Date(e.startTime) >= now && new Date(e.startTime).getTime() < until)
    .sort((a, b) => a.startTime.localeCompare(b.startTime))
    .slice(0, limit);
}
