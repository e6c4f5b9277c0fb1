import type { Kysely, Selectable } from 'kysely';
import type {
  CalendarSubscription,
  SubscriptionFailure,
  SubscriptionOccurrence,
} from '@usra/domain/calendar/subscription-schema';
import { subscriptionFailures } from '@usra/domain/calendar/subscription-schema';
import { toIso, toIsoOrNull } from '../../db/dialect.js';
import type { CalendarSubscriptionsTable, Database } from '../../db/schema.js';
import { engineOf } from '../../db/sql-json.js';
import { newId } from '../../platform/ids.js';

export type SubscriptionRow = Selectable<CalendarSubscriptionsTable>;

export function toSubscription(row: SubscriptionRow): CalendarSubscription {
  const failure = subscriptionFailures.find((f) => f === row.last_error) ?? null;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    colour: row.colour,
    eventCount: Number(row.event_count),
    lastSuccessAt: toIsoOrNull(row.last_success_at),
    lastAttemptAt: toIsoOrNull(row.last_attempt_at),
    lastError: failure,
    createdAt: toIso(row.created_at),
  };
}

/** What a good fetch stores: the occurrences, replacing the previous ones. */
export interface StoredOccurrence {
  uid: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  location: string | null;
}

/** Calendar subscriptions and their occurrences; every family query is filtered by the family. */
/** Queues a job in the write's own transaction (the service passes the jobs queue's enqueue). */
export type EnqueueIn = (trx: Kysely<Database>, id: string) => Promise<unknown>;

export class CalendarSubscriptionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(familyId: string) {
    return this.db
      .selectFrom('calendar_subscriptions')
      .selectAll()
      .where('family_id', '=', familyId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  async count(familyId: string): Promise<number> {
    const row = await this.db
      .selectFrom('calendar_subscriptions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('family_id', '=', familyId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  find(familyId: string, id: string) {
    return this.db
      .selectFrom('calendar_subscriptions')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The fetch job's read: by id alone (the job carries no family; the row names it). */
  byId(id: string) {
    return this.db
      .selectFrom('calendar_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Inserts the row and, in the same transaction, whatever `alsoDo` adds (the first fetch's job). */
  insert(
    values: {
      familyId: string;
      name: string;
      url: string;
      colour: string;
      createdBy: string;
      nextFetchAt: Date;
      now: Date;
    },
    alsoDo: EnqueueIn,
  ) {
    const id = newId();
    const now = values.now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('calendar_subscriptions')
        .values({
          id,
          family_id: values.familyId,
          name: values.name,
          url: values.url,
          colour: values.colour,
          created_by: values.createdBy,
          next_fetch_at: values.nextFetchAt.toISOString(),
          event_count: 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await alsoDo(trx, id);
      return row;
    });
  }

  update(familyId: string, id: string, set: { name?: string; colour?: string }, now: Date) {
    return this.db
      .updateTable('calendar_subscriptions')
      .set({ ...set, updated_at: now.toISOString() })
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(familyId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('calendar_subscription_events')
        .where('family_id', '=', familyId)
        .where('subscription_id', '=', id)
        .execute();
      const result = await trx
        .deleteFrom('calendar_subscriptions')
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  /**
   * The schedule's claim: each due row is moved to its next slot only if nobody moved it first
   * (compare-and-set on `next_fetch_at`), and its fetch job is queued in the same transaction,
   * so one instance of many queues each due fetch. Answers the ids claimed.
   */
  async claimDue(now: Date, next: Date, limit: number, enqueue: EnqueueIn): Promise<string[]> {
    const due = await this.db
      .selectFrom('calendar_subscriptions')
      .select(['id', 'next_fetch_at'])
      .where('next_fetch_at', '<=', now.toISOString())
      .orderBy('next_fetch_at', 'asc')
      .limit(limit)
      .execute();
    const claimed: string[] = [];
    for (const row of due) {
      const won = await this.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('calendar_subscriptions')
          .set({ next_fetch_at: next.toISOString() })
          .where('id', '=', row.id)
          .where('next_fetch_at', '=', toIso(row.next_fetch_at))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await enqueue(trx, row.id);
        return true;
      });
      if (won) claimed.push(row.id);
    }
    return claimed;
  }

  /** Queues a fetch now (refresh): the job joins a transaction that touches the row. */
  async enqueueFetch(familyId: string, id: string, now: Date, enqueue: EnqueueIn) {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('calendar_subscriptions')
        .set({ updated_at: now.toISOString() })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (row) await enqueue(trx, id);
      return row;
    });
  }

  /** A good fetch: the occurrences replace the previous ones, and the row says so, at once. */
  async replaceOccurrences(
    row: SubscriptionRow,
    occurrences: readonly StoredOccurrence[] | null,
    validators: { etag: string | null; lastModified: string | null },
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('calendar_subscriptions')
        .set({
          last_attempt_at: now.toISOString(),
          last_success_at: now.toISOString(),
          last_error: null,
          etag: validators.etag,
          last_modified: validators.lastModified,
          ...(occurrences ? { event_count: occurrences.length } : {}),
        })
        .where('id', '=', row.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false; // removed meanwhile
      if (!occurrences) return true; // 304: the stored copy is current
      const postgres = engineOf(this.db) === 'postgres';
      await trx
        .deleteFrom('calendar_subscription_events')
        .where('subscription_id', '=', row.id)
        .execute();
      for (let i = 0; i < occurrences.length; i += 100) {
        await trx
          .insertInto('calendar_subscription_events')
          .values(
            occurrences.slice(i, i + 100).map((o) => ({
              id: newId(),
              family_id: row.family_id,
              subscription_id: row.id,
              uid: o.uid,
              title: o.title,
              starts_at: o.startsAt.toISOString(),
              ends_at: o.endsAt.toISOString(),
              // SQLite keeps booleans as 0/1 and its driver binds no booleans.
              all_day: postgres ? o.allDay : Number(o.allDay),
              location: o.location,
            })),
          )
          .execute();
      }
      return true;
    });
  }

  /** A failed fetch: the last good occurrences stay; the row says why and when. */
  async recordFailure(id: string, failure: SubscriptionFailure, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('calendar_subscriptions')
      .set({ last_attempt_at: now.toISOString(), last_error: failure })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Occurrences overlapping [from, to), soonest first, with their subscription's name and colour. */
  async occurrencesInRange(
    familyId: string,
    from: string,
    to: string,
    limit: number,
    subscriptionId?: string,
  ): Promise<SubscriptionOccurrence[]> {
    let query = this.db
      .selectFrom('calendar_subscription_events as e')
      .innerJoin('calendar_subscriptions as s', 's.id', 'e.subscription_id')
      .select([
        'e.subscription_id',
        's.name',
        's.colour',
        'e.uid',
        'e.title',
        'e.starts_at',
        'e.ends_at',
        'e.all_day',
        'e.location',
      ])
      .where('e.family_id', '=', familyId)
      .where('s.family_id', '=', familyId)
      .where('e.starts_at', '<', to)
      .where('e.ends_at', '>', from);
    if (subscriptionId !== undefined) query = query.where('e.subscription_id', '=', subscriptionId);
    const rows = await query
      .orderBy('e.starts_at', 'asc')
      .orderBy('e.id', 'asc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      subscriptionId: row.subscription_id,
      name: row.name,
      colour: row.colour,
      uid: row.uid,
      title: row.title,
      startsAt: toIso(row.starts_at),
      endsAt: toIso(row.ends_at),
      allDay: Boolean(row.all_day),
      location: row.location,
    }));
  }
}
