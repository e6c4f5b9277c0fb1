import { isIPv4, isIPv6 } from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { RateRule } from '../config.js';
import { toNumber } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { AppError } from './errors.js';

export interface RateDecision {
  allowed: boolean;
  /** Attempts left in the window after this one (0 when blocked). */
  remaining: number;
  /** Seconds until a block ends (0 when allowed). */
  retryAfterSeconds: number;
}

/** The 429 answer of a refused attempt (decision 002): nothing left, and when to try again. */
export function rateLimitedError(message: string, decision: RateDecision): AppError {
  return new AppError(429, 'RATE_LIMITED', message, {
    attemptsRemaining: 0,
    retryAfterSeconds: decision.retryAfterSeconds,
  });
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part becomes two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The part of a client address that per-address limits count by. One IPv6 subscriber usually
 * holds a whole /64 and can pick any address in it, so IPv6 counts by its /64; IPv4 counts by
 * the address, and an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as that IPv4 address.
 */
export function addressBucket(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * Fixed-window counters kept in the database, so limits hold across restarts and across
 * server instances. `consume` counts an attempt; once the count passes `max` the key is
 * blocked for `blockMs`.
 */
export class RateLimiter {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * `cost`: how many units this attempt uses (OBD readings of one batch); 1 by default.
   *
   * One round trip when the key is not blocked, the common case: the upsert counts the attempt
   * and returns the count. Its `where` leaves a running block untouched and returns no row; only
   * then does a second statement read when the block ends. Refusing the attempt that passes
   * `max` (a third statement) happens once per block.
   */
  async consume(key: string, rule: RateRule, now: number, cost = 1): Promise<RateDecision> {
    const windowStart = now - rule.windowMs;
    // One statement so that concurrent attempts cannot both read the same count. The count
    // starts again when the window has passed or a block has ended. A block that is still
    // running (set by a concurrent attempt a moment ago) is kept, and the attempt is not counted.
    const restart = sql<boolean>`(rate_limits.window_started_at <= ${windowStart}
                                  or rate_limits.blocked_until is not null)`;
    const row = await sql<{ count: number | string }>`
      insert into rate_limits (key, count, window_started_at, blocked_until)
      values (${key}, ${cost}, ${now}, null)
      on conflict (key) do update set
        count = case when ${restart} then ${cost} else rate_limits.count + ${cost} end,
        window_started_at = case when ${restart} then ${now} else rate_limits.window_started_at end,
        blocked_until = null
      where rate_limits.blocked_until is null or rate_limits.blocked_until <= ${now}
      returning count`.execute(this.db);
    const counted = row.rows[0];
    if (counted === undefined) {
      // Blocked: the upsert's `where` kept the row as it was.
      const seconds = await this.blockedFor(key, now);
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, seconds) };
    }
    const count = toNumber(counted.count);
    if (count > rule.max) {
      const until = now + rule.blockMs;
      await this.db
        .updateTable('rate_limits')
        .set({ blocked_until: until })
        .where('key', '=', key)
        .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', until)]))
        .execute();
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.ceil(rule.blockMs / 1000) };
    }
    return { allowed: true, remaining: rule.max - count, retryAfterSeconds: 0 };
  }

  /**
   * Seconds until a running block of `key` ends (0 when not blocked), without counting an
   * attempt: limits that count only failures (app passwords) check it before each try.
   */
  async blockedFor(key: string, now: number): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['blocked_until'])
      .where('key', '=', key)
      .executeTakeFirst();
    const until = row?.blocked_until == null ? null : toNumber(row.blocked_until);
    return until !== null && until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }
}
