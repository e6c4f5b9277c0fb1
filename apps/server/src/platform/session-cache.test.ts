import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type UsraApp } from '../app.js';
import { openDatabase, type Db } from '../db/database.js';
import { callAs, createTestEnv, engines, type TestEnv, type TestUser } from '../test/test-app.js';
import { queriesDuring } from '../test/pg-queries.js';
import { mayChangeSessions, SessionCache } from './session-cache.js';

const sara = { userId: 'u-sara', familyId: 'f-1' };
const omar = { userId: 'u-omar', familyId: 'f-2' };

describe('SessionCache', () => {
  let now = 1_000_000;
  const cache = () => {
    const c = new SessionCache(30_000, () => now);
    c.connection(true, async () => undefined);
    return c;
  };

  it('keeps a row for its time and only while listening', () => {
    const c = cache();
    c.set('t1', sara, { row: 1 }, c.begin());
    expect(c.get('t1')).toEqual({ row: 1 });
    now += 30_000;
    expect(c.get('t1')).toBeUndefined();
    c.set('t1', sara, { row: 2 }, c.begin());
    c.connection(false);
    expect(c.enabled).toBe(false);
    expect(c.get('t1')).toBeUndefined();
    c.set('t1', sara, { row: 3 }, c.begin());
    expect(c.get('t1')).toBeUndefined();
  });

  it('forgets the rows of the user or family a notice names, and nobody else’s', () => {
    const c = cache();
    c.set('sara-phone', sara, 'a', c.begin());
    c.set('sara-laptop', sara, 'b', c.begin());
    c.set('omar', omar, 'c', c.begin());
    c.notice('u:u-sara');
    expect([c.get('sara-phone'), c.get('sara-laptop'), c.get('omar')]).toEqual([
      undefined,
      undefined,
      'c',
    ]);
    c.notice('f:f-2');
    expect(c.get('omar')).toBeUndefined();
    c.set('omar', omar, 'c', c.begin());
    c.notice('anything else');
    expect(c.size).toBe(0);
  });

  it('does not keep a row read before a notice arrived (it may be the revoked one)', () => {
    const c = cache();
    const before = c.begin();
    c.notice('u:u-omar');
    c.set('sara', sara, 'stale?', before);
    expect(c.get('sara')).toBeUndefined();
  });

  it('holds at most its number of rows, forgetting the oldest', () => {
    const c = new SessionCache(30_000, () => now, 2);
    c.connection(true);
    c.set('a', sara, 1, c.begin());
    c.set('b', sara, 2, c.begin());
    c.set('c', omar, 3, c.begin());
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('settles when its own barrier comes back, and forgets everything when it cannot send one', async () => {
    const c = new SessionCache(30_000, () => now);
    c.connection(true, async (payload) => {
      queueMicrotask(() => c.notice(payload));
    });
    c.set('a', sara, 1, c.begin());
    await c.settle();
    expect(c.get('a')).toBe(1);
    c.connection(true, async () => {
      throw new Error('connection lost');
    });
    c.set('a', sara, 1, c.begin());
    await c.settle();
    expect(c.get('a')).toBeUndefined();
  });

  it('makes only the requests that may change a session wait', () => {
    expect(mayChangeSessions('POST', '/api/auth/sign-out')).toBe(true);
    expect(mayChangeSessions('DELETE', '/api/family/members/m1')).toBe(true);
    expect(mayChangeSessions('POST', '/api/account/sessions/revoke-others')).toBe(true);
    expect(mayChangeSessions('GET', '/api/auth/session')).toBe(false);
    expect(mayChangeSessions('POST', '/api/tasks')).toBe(false);
  });
});

/**
 * Two instances on one PostgreSQL schema, each with its cache: the second serves a signed-in
 * request without reading the session, and a sign-out, a revoked session or a changed role
 * through the first holds on the second at once.
 */
describe.each(engines.filter((e) => e === 'postgres'))('the session cache on %s', (engine) => {
  let env: TestEnv;
  let first: UsraApp;
  let second: UsraApp;
  let secondDb: Db;
  let user: TestUser;

  const queries = queriesDuring;
  const sessionReads = (texts: string[]) => texts.filter((t) => /from "sessions"/.test(t)).length;
  /** Until the second instance's LISTEN connection is up (its cache is used only then). */
  const listening = (app: UsraApp) =>
    vi.waitFor(
      async () => {
        const texts = await queries(() => callAs(app.app, user.jar, 'GET', '/api/tasks'));
        expect(sessionReads(texts)).toBe(0);
      },
      { timeout: 10_000 },
    );

  beforeEach(async () => {
    env = createTestEnv(engine);
    first = await env.start();
    secondDb = await openDatabase(env.config);
    second = await buildApp({ config: env.config, db: secondDb, logger: false });
    await second.app.ready();
    user = await env.ctx.newFamily({ email: 'sara@example.com', fullName: 'Sara Ali' });
    await listening(second);
  });
  afterEach(async () => {
    await second.app.close();
    await secondDb.close();
    await env.cleanup();
  });

  it('serves a signed-in request without reading the session again', async () => {
    const texts = await queries(async () => {
      const response = await callAs(second.app, user.jar, 'GET', '/api/tasks');
      expect(response.statusCode).toBe(200);
    });
    expect(sessionReads(texts)).toBe(0);
    // The list's own query went to PostgreSQL (the job queue's polls may share the window).
    expect(texts.some((t) => /from "tasks"/.test(t))).toBe(true);
  });

  it('a sign-out on one instance ends the session on the other at once', async () => {
    const out = await callAs(first.app, user.jar, 'POST', '/api/auth/sign-out', {});
    expect(out.statusCode, out.body).toBeLessThan(300);
    const after = await callAs(second.app, user.jar, 'GET', '/api/tasks');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
  });

  it('revoking other sessions on one instance ends them on the other at once', async () => {
    const phone = await env.ctx.newSession(user);
    expect((await callAs(second.app, phone, 'GET', '/api/tasks')).statusCode).toBe(200);
    const revoked = await callAs(
      first.app,
      user.jar,
      'POST',
      '/api/account/sessions/revoke-others',
      {},
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await callAs(second.app, phone, 'GET', '/api/tasks')).statusCode).toBe(401);
    expect((await callAs(second.app, user.jar, 'GET', '/api/tasks')).statusCode).toBe(200);
  });

  it('a change made straight in the database reaches the cache through its trigger', async () => {
    await env.ctx.newMember(user, { email: 'omar@example.com', fullName: 'Omar' });
    const before = await callAs(second.app, user.jar, 'GET', '/api/auth/session');
    expect(before.json()).toMatchObject({ session: { user: { role: 'admin' } } });
    await first.db.db.deleteFrom('user_roles').where('user_id', '=', user.userId).execute();
    await vi.waitFor(async () => {
      const after = await callAs(second.app, user.jar, 'GET', '/api/auth/session');
      expect(after.json()).toMatchObject({ session: { user: { role: 'user' } } });
    });
    await first.db.db.deleteFrom('sessions').where('user_id', '=', user.userId).execute();
    await vi.waitFor(async () => {
      expect((await callAs(second.app, user.jar, 'GET', '/api/tasks')).statusCode).toBe(401);
    });
  });
});
