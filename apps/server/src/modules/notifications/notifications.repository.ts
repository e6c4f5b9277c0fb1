import type { Kysely } from 'kysely';
import { prepare } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../platform/ids.js';

export interface ItemState {
  read: boolean;
  pushed: boolean;
}

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Families this size or smaller have their push check compiled once per size. */
const PREPARED_ACCOUNTS = 16;

/** Read and push state by item key, push subscriptions and digest claims; all per person. */
export class NotificationsRepository {
  /** By the number of accounts asked about (the Web Push check after every change). */
  private readonly pushUsersOf = new Map<
    number,
    (...ids: string[]) => Promise<{ user_id: string }[]>
  >();

  #subscriptionWrites = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Subscriptions made or removed through this repository (this instance) so far, counted once
   * each is written: a read begun before the count moved is known to be older.
   */
  get subscriptionWrites(): number {
    return this.#subscriptionWrites;
  }

  async states(userId: string, keys: string[]): Promise<Map<string, ItemState>> {
    const states = new Map<string, ItemState>();
    if (keys.length === 0) return states;
    const rows = await this.db
      .selectFrom('notification_state')
      .select(['key', 'read_at', 'pushed_at'])
      .where('user_id', '=', userId)
      .where('key', 'in', keys)
      .execute();
    for (const row of rows)
      states.set(row.key, { read: row.read_at !== null, pushed: row.pushed_at !== null });
    return states;
  }

  /** Marks the keys read (those already read keep their first time). */
  async markRead(userId: string, keys: string[], now: Date): Promise<void> {
    if (keys.length === 0) return;
    const at = now.toISOString();
    await this.db
      .insertInto('notification_state')
      .values(keys.map((key) => ({ user_id: userId, key, read_at: at, pushed_at: null })))
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'key'])
          .doUpdateSet({ read_at: at })
          .where('notification_state.read_at', 'is', null),
      )
      .execute();
  }

  /**
   * Claims the push of each key: answers the keys no one has pushed yet, now marked pushed.
   * Of two instances claiming at once, each key goes to one.
   */
  async claimPush(userId: string, keys: string[], now: Date): Promise<string[]> {
    if (keys.length === 0) return [];
    const at = now.toISOString();
    const rows = await this.db
      .insertInto('notification_state')
      .values(keys.map((key) => ({ user_id: userId, key, read_at: null, pushed_at: at })))
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'key'])
          .doUpdateSet({ pushed_at: at })
          .where('notification_state.pushed_at', 'is', null),
      )
      .returning('key')
      .execute();
    return rows.map((row) => row.key);
  }

  // ---- Web Push subscriptions

  /**
   * Stores a browser's subscription for the user; the same endpoint moves to the latest user.
   * A person keeps at most `keep` subscriptions: the oldest beyond them are removed.
   */
  async subscribe(
    userId: string,
    sub: { endpoint: string; p256dh: string; auth: string },
    now: Date,
    keep: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('push_subscriptions')
        .values({ id: newId(), user_id: userId, ...sub, created_at: now.toISOString() })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            user_id: userId,
            p256dh: sub.p256dh,
            auth: sub.auth,
            created_at: now.toISOString(),
          }),
        )
        .execute();
      await trx
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('id', 'not in', (qb) =>
          qb
            .selectFrom('push_subscriptions')
            .select('id')
            .where('user_id', '=', userId)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(keep),
        )
        .execute();
    });
    this.#subscriptionWrites += 1;
  }

  async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    this.#subscriptionWrites += 1;
    return Number(result.numDeletedRows) > 0;
  }

  async removeSubscription(id: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    this.#subscriptionWrites += 1;
  }

  subscriptions(userId: string): Promise<StoredSubscription[]> {
    return this.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  /** Those of `userIds` (every account when absent) that have a push subscription. */
  async pushUsers(userIds?: readonly string[]): Promise<string[]> {
    if (userIds?.length === 0) return [];
    if (userIds && userIds.length <= PREPARED_ACCOUNTS) {
      let run = this.pushUsersOf.get(userIds.length);
      if (!run) {
        run = prepare(
          this.db,
          (...ids: string[]) =>
            this.db
              .selectFrom('push_subscriptions')
              .select('user_id')
              .distinct()
              .where('user_id', 'in', ids),
          userIds.length,
        );
        this.pushUsersOf.set(userIds.length, run);
      }
      return (await run(...userIds)).map((row) => row.user_id);
    }
    let query = this.db.selectFrom('push_subscriptions').select('user_id').distinct();
    if (userIds) query = query.where('user_id', 'in', userIds);
    return (await query.execute()).map((row) => row.user_id);
  }

  // ---- Daily digest

  async digestSent(userId: string, day: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('notification_digests')
      .select('day')
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Claims the user's digest of `day`: true for the one instance that gets to send it. */
  async claimDigest(userId: string, day: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insertInto('notification_digests')
      .values({ user_id: userId, day, sent_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('day')
      .execute();
    return rows.length > 0;
  }
}
