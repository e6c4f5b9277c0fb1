import { sql, type Kysely } from 'kysely';
import type { RateRule } from '../config.js';
import { toNumber } from '../db/dialect.js';
import type { Database } from '../db/schema.js';

export interface RateDecision {
  allowed: boolean;
  /** Attempts left in the window after this one (0 when blocked). */
  remaining: number;
  /** Seconds until a block ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so limits hold across restarts and across
 * server instances. `consume` counts an attempt; once the count passes `max` the key is
 * blocked for `blockMs`.
 */
export class RateLimiter {
  constructor(private readonly db: Kysely<Database>) {}

  async consume(key: string, rule: RateRule, now: number): Promise<RateDecision> {
    const current = await this.db
      .selectFrom('rate_limits')
      .select(['blocked_until'])
      .where('key', '=', key)
      .executeTakeFirst();
    const blockedUntil = current?.blocked_until == null ? null : toNumber(current.blocked_until);
    if (blockedUntil !== null && blockedUntil > now) {
      return {
        allowed: false,
        remaining: 0,
        retryAfterSeconds: Math.ceil((blockedUntil - now) / 1000),
      };
    }

    const windowStart = now - rule.windowMs;
    // One statement so that concurrent attempts cannot both read the same count.
    const row = await sql<{ count: number | string }>`
      insert into rate_limits (key, count, window_started_at, blocked_until)
      values (${key}, 1, ${now}, null)
      on conflict (key) do update set
        count = case when rate_limits.window_started_at <= ${windowStart}
                       or rate_limits.blocked_until is not null
                     then 1 else rate_limits.count + 1 end,
        window_started_at = case when rate_limits.window_started_at <= ${windowStart}
                                   or rate_limits.blocked_until is not null
                                 then ${now} else rate_limits.window_started_at end,
        blocked_until = null
      returning count`.execute(this.db);
    const count = toNumber(row.rows[0]?.count ?? 1);
    if (count > rule.max) {
      const until = now + rule.blockMs;
      await this.db
        .updateTable('rate_limits')
        .set({ blocked_until: until })
        .where('key', '=', key)
        .execute();
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.ceil(rule.blockMs / 1000) };
    }
    return { allowed: true, remaining: rule.max - count, retryAfterSeconds: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }
}
