import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../app.js';
import { engines, startTestApp, type TestEnv } from '../test/test-app.js';
import { queriesDuring } from '../test/pg-queries.js';
import { RateLimiter } from './rate-limit.js';

describe.each(engines)('the rate limiter on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let limiter: RateLimiter;
  const rule = { max: 5, windowMs: 15 * 60_000, blockMs: 30 * 60_000 };
  const now = Date.parse('2026-11-20T09:00:00Z');

  beforeEach(async () => {
    ({ env, sut } = await startTestApp(engine));
    limiter = new RateLimiter(sut.db.db);
  });
  afterEach(() => env.cleanup());

  it('lets exactly max attempts through when 30 arrive at once', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 30 }, () => limiter.consume('race', rule, now)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(
      decisions
        .filter((d) => d.allowed)
        .map((d) => d.remaining)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    // The block holds afterwards, and a later burst does not clear it.
    const later = await Promise.all(
      Array.from({ length: 30 }, () => limiter.consume('race', rule, now + 1000)),
    );
    expect(later.every((d) => !d.allowed)).toBe(true);
  });

  it('keeps a running block: an attempt that meets it neither clears it nor counts', async () => {
    for (let i = 0; i < 6; i++) await limiter.consume('k', rule, now);
    // What a concurrent attempt does after the check: the upsert. The block stays.
    const row = await sut.db.db
      .selectFrom('rate_limits')
      .select(['count', 'blocked_until'])
      .where('key', '=', 'k')
      .executeTakeFirstOrThrow();
    expect(Number(row.blocked_until)).toBe(now + rule.blockMs);
    const blocked = await limiter.consume('k', rule, now + 60_000);
    expect(blocked).toMatchObject({ allowed: false, retryAfterSeconds: 29 * 60 });
    // Once the block has ended, the count starts again.
    const after = await limiter.consume('k', rule, now + rule.blockMs + 1);
    expect(after).toEqual({ allowed: true, remaining: 4, retryAfterSeconds: 0 });
    const fresh = await sut.db.db
      .selectFrom('rate_limits')
      .select(['count', 'blocked_until'])
      .where('key', '=', 'k')
      .executeTakeFirstOrThrow();
    expect(Number(fresh.count)).toBe(1);
    expect(fresh.blocked_until).toBeNull();
  });

  it('starts a new window once the old one has passed', async () => {
    for (let i = 0; i < 5; i++) await limiter.consume('w', rule, now);
    expect(await limiter.consume('w', rule, now + rule.windowMs + 1)).toEqual({
      allowed: true,
      remaining: 4,
      retryAfterSeconds: 0,
    });
  });

  it('counts an attempt in one statement, and reads the block only when there is one', async () => {
    let first!: Awaited<ReturnType<RateLimiter['consume']>>;
    const counting = await queriesDuring(async () => {
      first = await limiter.consume('one', rule, now);
    });
    expect(first).toEqual({ allowed: true, remaining: 4, retryAfterSeconds: 0 });
    for (let i = 0; i < 5; i++) await limiter.consume('one', rule, now);
    let blocked!: Awaited<ReturnType<RateLimiter['consume']>>;
    const refusing = await queriesDuring(async () => {
      blocked = await limiter.consume('one', rule, now + 60_000);
    });
    expect(blocked).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 29 * 60 });
    if (engine === 'postgres') {
      // (Only the limiter's own statements: the job queue polls on the same pool meanwhile.)
      const own = (texts: string[]) => texts.filter((t) => t.includes('rate_limits'));
      expect(own(counting)).toHaveLength(1);
      expect(own(counting)[0]).toMatch(/^\s*insert into rate_limits/);
      // The refused attempt's upsert changes nothing; one read says when the block ends.
      expect(own(refusing)).toHaveLength(2);
    }
    const row = await sut.db.db
      .selectFrom('rate_limits')
      .select(['count', 'blocked_until'])
      .where('key', '=', 'one')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(6);
    expect(Number(row.blocked_until)).toBe(now + rule.blockMs);
  });
});
