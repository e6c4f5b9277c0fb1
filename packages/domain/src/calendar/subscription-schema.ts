import { z } from 'zod';
import { limits } from '../common/limits.js';
import { requiredSanitized } from '../common/text-fields.js';

/** A family follows at most this many outside calendars. */
export const SUBSCRIPTIONS_MAX = 20;
/** Occurrences kept per subscription after expansion (the rest of a huge feed is dropped). */
export const SUBSCRIPTION_EVENTS_MAX = 2000;
/** A feed larger than this is refused (and its last good copy kept). */
export const SUBSCRIPTION_MAX_BYTES = 5 * 1024 * 1024;
/** An .ics file imported once: at most this size and this many events. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_EVENTS_MAX = 500;
/** Recurring events are expanded inside this window around now, at most this many times each. */
export const EXPANSION_PAST_DAYS = 30;
export const EXPANSION_FUTURE_DAYS = 400;
export const EXPANSION_MAX_PER_EVENT = 400;
export const SUBSCRIPTION_URL_MAX = 2000;

/** The swatches the screen offers; the server accepts any #rrggbb. */
export const SUBSCRIPTION_COLOURS = [
  '#0ea5e9',
  '#8b5cf6',
  '#f97316',
  '#10b981',
  '#e11d48',
  '#eab308',
  '#64748b',
  '#14b8a6',
] as const;

/**
 * What a person pastes: `webcal://` and `webcals://` (what "Subscribe" links on the web use)
 * are https; anything but http(s) is not a calendar address. Null when it is not usable.
 */
export function normaliseCalendarUrl(input: string): string | null {
  const text = input.trim().replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url.toString();
}

const CalendarUrlSchema = z
  .string({ error: () => 'subscription.urlRequired' })
  .max(SUBSCRIPTION_URL_MAX, { error: () => 'subscription.urlInvalid' })
  .transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'subscription.urlRequired' });
      return z.NEVER;
    }
    const url = normaliseCalendarUrl(value);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: 'subscription.urlInvalid' });
      return z.NEVER;
    }
    return url;
  });

export const ColourSchema = z
  .string({ error: () => 'subscription.colourInvalid' })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: () => 'subscription.colourInvalid' })
  .transform((value) => value.toLowerCase());

const nameField = requiredSanitized(
  limits.nameMax,
  'subscription.nameRequired',
  'subscription.nameTooLong',
);

export const CreateSubscriptionInputSchema = z.strictObject({
  name: nameField,
  url: CalendarUrlSchema,
  colour: ColourSchema,
});
export type CreateSubscriptionInput = z.input<typeof CreateSubscriptionInputSchema>;
export type CreateSubscriptionData = z.output<typeof CreateSubscriptionInputSchema>;

export const UpdateSubscriptionInputSchema = z
  .strictObject({ name: nameField, colour: ColourSchema })
  .partial();
export type UpdateSubscriptionInput = z.input<typeof UpdateSubscriptionInputSchema>;
export type UpdateSubscriptionData = z.output<typeof UpdateSubscriptionInputSchema>;

/**
 * Why the last fetch failed (the screen says it in the reader's language): the address is
 * refused (private, loopback…), the server answered not found or another error, the answer is
 * no calendar, too large, too slow, redirected too often, or the server could not be reached.
 */
export const subscriptionFailures = [
  'refused',
  'not-found',
  'http-error',
  'not-calendar',
  'too-large',
  'timeout',
  'too-many-redirects',
  'unreachable',
] as const;
export const SubscriptionFailureSchema = z.enum(subscriptionFailures);
export type SubscriptionFailure = z.infer<typeof SubscriptionFailureSchema>;

export const CalendarSubscriptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  colour: z.string(),
  /** Occurrences stored from the last good fetch. */
  eventCount: z.number().int(),
  lastSuccessAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** Null when the last fetch worked (or none has run yet). */
  lastError: SubscriptionFailureSchema.nullable(),
  createdAt: z.string(),
});
export type CalendarSubscription = z.infer<typeof CalendarSubscriptionSchema>;

export const SubscriptionListSchema = z.object({
  subscriptions: z.array(CalendarSubscriptionSchema),
});
export const SubscriptionBodySchema = z.object({ subscription: CalendarSubscriptionSchema });

/** One occurrence of a subscribed calendar's event, as the calendar screen overlays it. */
export const SubscriptionOccurrenceSchema = z.object({
  subscriptionId: z.string(),
  name: z.string(),
  colour: z.string(),
  uid: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  location: z.string().nullable(),
});
export type SubscriptionOccurrence = z.infer<typeof SubscriptionOccurrenceSchema>;
export const OccurrenceListSchema = z.object({
  occurrences: z.array(SubscriptionOccurrenceSchema),
});

/** Why an event of an imported file did not become a family event. */
export const importSkipReasons = ['already-imported', 'no-start', 'invalid', 'too-many'] as const;
export const ImportSkipReasonSchema = z.enum(importSkipReasons);
export type ImportSkipReason = z.infer<typeof ImportSkipReasonSchema>;

export const ImportSummarySchema = z.object({
  imported: z.number().int(),
  skipped: z.array(z.object({ title: z.string(), reason: ImportSkipReasonSchema })),
  /** Recurring events found in the file (each imported as its occurrences in the window). */
  recurring: z.number().int(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;
