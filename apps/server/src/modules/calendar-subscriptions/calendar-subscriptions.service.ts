import { CreateEventInputSchema, type CreateEventData } from '@usra/domain/calendar/event-schema';
import {
  IMPORT_EVENTS_MAX,
  IMPORT_MAX_BYTES,
  SUBSCRIPTION_EVENTS_MAX,
  SUBSCRIPTIONS_MAX,
  type CalendarSubscription,
  type CreateSubscriptionData,
  type ImportSummary,
  type SubscriptionOccurrence,
  type UpdateSubscriptionData,
} from '@usra/domain/calendar/subscription-schema';
import { zonedTime } from '@usra/domain/common/dates';
import { limits } from '@usra/domain/common/limits';
import type { AuditLog } from '../../platform/audit.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { Actor } from '../../platform/session-guard.js';
import type { CalendarModule } from '../calendar/calendar.module.js';
import {
  toSubscription,
  type CalendarSubscriptionsRepository,
  type EnqueueIn,
  type SubscriptionRow,
} from './calendar-subscriptions.repository.js';
import { fetchFeed, type FetchOutcome } from './feed-fetcher.js';
import { NotACalendarError, parseCalendar, type ParsedOccurrence } from './ics-parser.js';

export const FETCH_JOB = 'calendar-subscriptions.fetch';
/** Due subscriptions claimed by one look at the schedule (the rest wait for the next). */
const CLAIM_BATCH = 50;
/** The calendar screen asks for a month or an agenda; this bounds one answer. */
export const OCCURRENCES_MAX = 2000;
/** The fetch of a subscription works in the family's time zone when the file names none. */
const FALLBACK_TIME_ZONE = 'UTC';

const notFound = () => new AppError(404, 'NOT_FOUND', 'Subscription not found');

export interface SubscriptionsOptions {
  refreshMinutes: number;
  /** Tests shorten the fetch's limits. */
  fetchLimits?: { timeoutMs?: number; maxBytes?: number };
}

export class CalendarSubscriptionsService {
  constructor(
    private readonly repo: CalendarSubscriptionsRepository,
    private readonly outbound: Parameters<typeof fetchFeed>[0],
    private readonly jobs: Pick<JobQueue, 'enqueue' | 'wake'>,
    private readonly events: EventBus,
    private readonly audit: AuditLog,
    private readonly calendar: CalendarModule['imports'],
    private readonly options: SubscriptionsOptions,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private enqueueIn: EnqueueIn = (trx, id) =>
    this.jobs.enqueue(FETCH_JOB, { id }, { db: trx, maxAttempts: 3 });

  private nextFetch(now: Date): Date {
    return new Date(now.getTime() + this.options.refreshMinutes * 60_000);
  }

  private async changed(familyId: string, data: Record<string, unknown>) {
    await this.events.publish({ topic: 'calendar', familyId, data });
  }

  async list(actor: Actor): Promise<CalendarSubscription[]> {
    return (await this.repo.list(actor.familyId)).map(toSubscription);
  }

  /** Subscribes and queues the first fetch with the row: it runs at once, on any instance. */
  async create(actor: Actor, input: CreateSubscriptionData): Promise<CalendarSubscription> {
    if ((await this.repo.count(actor.familyId)) >= SUBSCRIPTIONS_MAX) {
      throw new AppError(409, 'TOO_MANY_SUBSCRIPTIONS', errorMessages.TOO_MANY_SUBSCRIPTIONS, {
        max: SUBSCRIPTIONS_MAX,
      });
    }
    const now = this.clock();
    const row = await this.repo.insert(
      {
        familyId: actor.familyId,
        name: input.name,
        url: input.url,
        colour: input.colour,
        createdBy: actor.id,
        nextFetchAt: this.nextFetch(now),
        now,
      },
      this.enqueueIn,
    );
    this.jobs.wake(); // its first fetch, committed with it
    await this.audit.activity(actor.id, 'calendar_subscribed', { id: row.id, name: row.name }, now);
    await this.changed(actor.familyId, { id: row.id, action: 'subscribed' });
    return toSubscription(row);
  }

  async update(
    actor: Actor,
    id: string,
    input: UpdateSubscriptionData,
  ): Promise<CalendarSubscription> {
    const row = await this.repo.update(actor.familyId, id, input, this.clock());
    if (!row) throw notFound();
    await this.changed(actor.familyId, { id, action: 'updated' });
    return toSubscription(row);
  }

  /** Refresh now: the fetch is queued (slow work never runs in a request). */
  async refresh(actor: Actor, id: string): Promise<CalendarSubscription> {
    const row = await this.repo.enqueueFetch(actor.familyId, id, this.clock(), this.enqueueIn);
    if (!row) throw notFound();
    this.jobs.wake();
    return toSubscription(row);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const row = await this.repo.find(actor.familyId, id);
    if (!row || !(await this.repo.delete(actor.familyId, id))) throw notFound();
    await this.audit.activity(
      actor.id,
      'calendar_unsubscribed',
      { id, name: row.name },
      this.clock(),
    );
    await this.changed(actor.familyId, { id, action: 'removed' });
  }

  occurrencesInRange(
    familyId: string,
    from: string,
    to: string,
    limit = OCCURRENCES_MAX,
  ): Promise<SubscriptionOccurrence[]> {
    return this.repo.occurrencesInRange(
      familyId,
      new Date(from).toISOString(),
      new Date(to).toISOString(),
      Math.min(limit, OCCURRENCES_MAX),
    );
  }

  /** The family's subscribed calendars as CalDAV lists them: id, name and colour. */
  async calendars(familyId: string): Promise<{ id: string; name: string; colour: string }[]> {
    return (await this.repo.list(familyId)).map((row) => ({
      id: row.id,
      name: row.name,
      colour: row.colour,
    }));
  }

  /** Every stored occurrence of one of the family's subscriptions (none for another family's). */
  occurrencesOf(familyId: string, subscriptionId: string): Promise<SubscriptionOccurrence[]> {
    return this.repo.occurrencesInRange(
      familyId,
      '0001-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      SUBSCRIPTION_EVENTS_MAX,
      subscriptionId,
    );
  }

  /** The schedule (every instance looks; one claims each due row): answers the ids queued. */
  scheduleDue(): Promise<string[]> {
    // Nobody waits on a scheduled refresh: the queue's next poll starts it.
    const now = this.clock();
    return this.repo.claimDue(now, this.nextFetch(now), CLAIM_BATCH, this.enqueueIn);
  }

  /**
   * The fetch job: fetched, parsed (bounded) and stored in one transaction; a failure keeps the
   * last good occurrences and records why. Quiet when the subscription is gone.
   */
  async fetchNow(id: string): Promise<void> {
    const row = await this.repo.byId(id);
    if (!row) return;
    const outcome = await fetchFeed(
      this.outbound,
      row.url,
      { etag: row.etag, lastModified: row.last_modified },
      this.options.fetchLimits,
    );
    await this.store(row, outcome);
    await this.changed(row.family_id, { id, action: 'fetched' });
  }

  private async store(row: SubscriptionRow, outcome: FetchOutcome): Promise<void> {
    const now = this.clock();
    if (outcome.kind === 'failed') {
      await this.repo.recordFailure(row.id, outcome.failure, now);
      return;
    }
    if (outcome.kind === 'not-modified') {
      await this.repo.replaceOccurrences(row, null, outcome, now);
      return;
    }
    let occurrences: ParsedOccurrence[];
    try {
      occurrences = parseCalendar(outcome.text, {
        now,
        timeZone: FALLBACK_TIME_ZONE,
        maxOccurrences: SUBSCRIPTION_EVENTS_MAX,
        singleEventsInWindowOnly: true,
      }).occurrences;
    } catch (error) {
      if (!(error instanceof NotACalendarError)) throw error;
      await this.repo.recordFailure(row.id, 'not-calendar', now);
      return;
    }
    await this.repo.replaceOccurrences(
      row,
      occurrences.map((o) => ({
        uid: o.uid,
        title: (o.title || '—').slice(0, 500),
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        allDay: o.allDay,
        location: o.location ? o.location.slice(0, 500) : null,
      })),
      outcome,
      now,
    );
  }

  /**
   * Imports an .ics file once into the family calendar through the calendar service: every
   * event is checked like one typed in; recurring events become their occurrences inside the
   * window; all-day events run from 00:00 to 23:59 in the family's time zone; a UID (and start)
   * imported before is skipped; nothing is written unless everything valid is.
   */
  async importFile(actor: Actor, content: string, timeZone: string): Promise<ImportSummary> {
    if (Buffer.byteLength(content, 'utf8') > IMPORT_MAX_BYTES) {
      throw new AppError(413, 'IMPORT_TOO_LARGE', errorMessages.IMPORT_TOO_LARGE, {
        maxBytes: IMPORT_MAX_BYTES,
      });
    }
    const now = this.clock();
    let parsed: ReturnType<typeof parseCalendar>;
    try {
      parsed = parseCalendar(content, {
        now,
        timeZone,
        maxOccurrences: IMPORT_EVENTS_MAX,
        singleEventsInWindowOnly: false,
      });
    } catch (error) {
      if (!(error instanceof NotACalendarError)) throw error;
      throw new AppError(400, 'NOT_A_CALENDAR', errorMessages.NOT_A_CALENDAR);
    }
    const skipped: ImportSummary['skipped'] = [...parsed.skipped];
    const items: { key: string; title: string; input: CreateEventData }[] = [];
    const seen = new Set<string>();
    for (const occurrence of parsed.occurrences) {
      if (seen.has(occurrence.key)) continue;
      seen.add(occurrence.key);
      const checked = CreateEventInputSchema.safeParse(toEventInput(occurrence, timeZone));
      if (!checked.success) {
        skipped.push({ title: occurrence.title, reason: 'invalid' });
        continue;
      }
      items.push({ key: occurrence.key, title: occurrence.title, input: checked.data });
    }
    const { imported } = await this.calendar.importEvents(actor, items);
    for (const item of items) {
      if (!imported.has(item.key)) skipped.push({ title: item.title, reason: 'already-imported' });
    }
    await this.audit.activity(
      actor.id,
      'calendar_imported',
      { imported: imported.size, skipped: skipped.length },
      now,
    );
    return { imported: imported.size, skipped, recurring: parsed.recurring };
  }
}

function toEventInput(o: ParsedOccurrence, timeZone: string) {
  let startTime = o.startsAt.toISOString();
  let endTime = o.endsAt.toISOString();
  if (o.allDay && o.startDate && o.endDate) {
    const [sy, sm, sd] = o.startDate.split('-').map(Number) as [number, number, number];
    // endDate is the day after the last: its 00:00 less one minute is the last day's 23:59.
    const [ey, em, ed] = o.endDate.split('-').map(Number) as [number, number, number];
    startTime = zonedTime(timeZone, sy, sm, sd).toISOString();
    endTime = new Date(zonedTime(timeZone, ey, em, ed).getTime() - 60_000).toISOString();
  }
  return {
    title: o.title.slice(0, 200),
    description: o.description ? o.description.slice(0, limits.textDefaultMax) : null,
    startTime,
    endTime,
    location: o.location ? o.location.slice(0, 500) : null,
    eventType: 'family' as const,
  };
}
