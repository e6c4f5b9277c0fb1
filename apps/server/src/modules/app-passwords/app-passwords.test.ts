import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type UsraApp } from '../../app.js';
import type { TestUser } from '../../test/factories.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  strongPassword,
  type TestEnv,
  uniqueEmail,
} from '../../test/test-app.js';
import { hashToken } from './app-passwords.service.js';

describe.each(engines)('app passwords on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  /** This test's accounts (the block's app holds other tests' too). */
  let users: TestUser[];
  /** The security log rows without an account (a wrong token's) there were before this test. */
  let anonymousBefore: Set<string>;

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const withToken = (
    token: string,
    method: string,
    url: string,
    payload?: unknown,
    app: UsraApp = sut,
  ) =>
    app.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (jar: CookieJar, name: string, scope: 'read' | 'read-write') => {
    const response = await call(jar, 'POST', '/api/account/app-passwords', { name, scope });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as {
      token: string;
      appPassword: { id: string; name: string; scope: string; lastUsedAt: string | null };
    };
  };
  const anonymousRows = async () =>
    (
      await sut.db.db
        .selectFrom('security_audit_log')
        .select('id')
        .where('user_id', 'is', null)
        .execute()
    ).map((row) => row.id);
  /**
   * This test's security log: its accounts' rows, and the rows without an account (a wrong
   * token's) written since it began (the block's tests run one after another).
   */
  const securityEvents = async () => {
    const rows = await sut.db.db
      .selectFrom('security_audit_log')
      .select(['id', 'event_type', 'details', 'user_id'])
      .where((eb) =>
        eb.or([
          eb(
            'user_id',
            'in',
            users.map((u) => u.userId),
          ),
          eb('user_id', 'is', null),
        ]),
      )
      .orderBy('created_at')
      .execute();
    return rows.filter((row) => !anonymousBefore.has(row.id)).map((row) => row.event_type);
  };
  /** This test's accounts' app passwords. */
  const appPasswordRows = () =>
    sut.db.db
      .selectFrom('app_passwords')
      .select('id')
      .where(
        'user_id',
        'in',
        users.map((u) => u.userId),
      )
      .execute();

  /** Each test's start, on the app it runs on: the clock, two families of its own. */
  const begin = async () => {
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    anonymousBefore = new Set(await anonymousRows());
    // Sara is admin, as the first account of an install was when each test had its own.
    const saraUser = await env.ctx.newFamily({ email: uniqueEmail('sara'), platformRole: 'admin' });
    const omarUser = await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' });
    users = [saraUser, omarUser];
    sara = saraUser.jar;
    omar = omarUser.jar;
  };

  // Wrong tokens count per client address, and every request here comes from the one injected
  // address: the test that uses up the allowance, then moves the clock past the block, keeps an
  // app of its own.
  describe('the rate limit per address, with an app per test', () => {
    beforeEach(async () => {
      env = createTestEnv(engine);
      sut = await env.start();
      await begin();
    });
    afterEach(async () => {
      await env.cleanup();
    });

    it('wrong tokens are audited and rate limited per address like sign-in', async () => {
      const { token } = await create(sara, 'Right one', 'read');
      const max = env.config.rateLimits.signInPerAddress.max;
      for (let i = 0; i < max; i += 1) {
        const wrong = await withToken(
          token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
          'GET',
          '/api/tasks',
        );
        expect(wrong.statusCode).toBe(401);
      }
      const blocked = await withToken('usra_pat_wrong', 'GET', '/api/tasks');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
      // While blocked, even the right token waits: guessing cannot go on beside it.
      expect((await withToken(token, 'GET', '/api/tasks')).statusCode).toBe(429);
      const failed = await securityEvents();
      expect(failed.filter((type) => type === 'app_password_failed')).toHaveLength(max);
      expect(failed).toContain('rate_limit_exceeded');
      env.clock.now = new Date(
        env.clock.now.getTime() + env.config.rateLimits.signInPerAddress.blockMs + 1000,
      );
      expect((await withToken(token, 'GET', '/api/tasks')).statusCode).toBe(200);
    });
  });

  // One app for these tests, each with families of its own; the clock is set again before each
  // (one moves it forward, for itself). Their few wrong tokens (three) share the address's
  // allowance of RATE_LIMIT_SIGNIN_PER_ADDRESS_MAX (30).
  describe('with one app', () => {
    beforeAll(async () => {
      env = createTestEnv(engine);
      sut = await env.start();
    });
    afterAll(() => env.cleanup());
    beforeEach(begin);

    it('creates a token shown once, stores only its SHA-256 and lists it without the token', async () => {
      const { token, appPassword } = await create(sara, ' Home Assistant ', 'read');
      expect(token).toMatch(/^usra_pat_[A-Za-z0-9_-]{43}$/);
      expect(appPassword).toEqual({
        id: expect.any(String),
        name: 'Home Assistant',
        scope: 'read',
        createdAt: '2026-11-20T09:00:00.000Z',
        lastUsedAt: null,
      });
      const row = await sut.db.db
        .selectFrom('app_passwords')
        .selectAll()
        .where('id', '=', appPassword.id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token.slice('usra_pat_'.length));

      const list = await call(sara, 'GET', '/api/account/app-passwords');
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual({ appPasswords: [appPassword] });
      expect(list.body).not.toContain(token);
      expect(await securityEvents()).toContain('app_password_created');
    });

    it('a read-write token acts as its person on /api; last used is recorded', async () => {
      const { token, appPassword } = await create(sara, 'Script', 'read-write');
      env.clock.now = new Date('2026-11-20T10:15:00Z');
      const made = await withToken(token, 'POST', '/api/tasks', {
        title: 'Buy bread',
        location: 'Bakery',
      });
      expect(made.statusCode, made.body).toBe(201);
      const tasks = await call(sara, 'GET', '/api/tasks');
      expect(tasks.body).toContain('Buy bread');
      const list = await call(sara, 'GET', '/api/account/app-passwords');
      expect(list.json().appPasswords[0]).toMatchObject({
        id: appPassword.id,
        lastUsedAt: '2026-11-20T10:15:00.000Z',
      });
    });

    it('a read-only token reads and gets 403 on every write, with nothing written', async () => {
      await call(sara, 'POST', '/api/tasks', { title: 'Water the plants', location: 'Home' });
      const { token } = await create(sara, 'Dashboard', 'read');
      const read = await withToken(token, 'GET', '/api/tasks');
      expect(read.statusCode).toBe(200);
      expect(read.body).toContain('Water the plants');
      const write = await withToken(token, 'POST', '/api/tasks', {
        title: 'Sneaky',
        location: 'Home',
      });
      expect(write.statusCode).toBe(403);
      expect(write.json().error.code).toBe('READ_ONLY_TOKEN');
      const remove = await withToken(token, 'DELETE', `/api/account/app-passwords/x`);
      expect(remove.statusCode).toBe(403);
      expect((await call(sara, 'GET', '/api/tasks')).body).not.toContain('Sneaky');
    });

    it('another family’s token sees none of this family’s rows and changes none', async () => {
      const saraTask = await call(sara, 'POST', '/api/tasks', {
        title: 'Sara only',
        location: 'Home',
      });
      const taskId = saraTask.json().task.id as string;
      const { token: omarToken } = await create(omar, 'Omar script', 'read-write');
      const list = await withToken(omarToken, 'GET', '/api/tasks');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain('Sara only');
      const read = await withToken(omarToken, 'GET', `/api/tasks/${taskId}`);
      expect(read.statusCode).toBe(404);
      const change = await withToken(omarToken, 'PATCH', `/api/tasks/${taskId}`, { title: 'Omar' });
      expect(change.statusCode).toBe(404);
      const remove = await withToken(omarToken, 'DELETE', `/api/tasks/${taskId}`);
      expect(remove.statusCode).toBe(404);
      const after = await call(sara, 'GET', `/api/tasks/${taskId}`);
      expect(after.json().task.title).toBe('Sara only');
    });

    it('another person cannot list or revoke this person’s app passwords (404)', async () => {
      const { token, appPassword } = await create(sara, 'Sara phone', 'read');
      const omarList = await call(omar, 'GET', '/api/account/app-passwords');
      expect(omarList.json()).toEqual({ appPasswords: [] });
      const revoke = await call(omar, 'DELETE', `/api/account/app-passwords/${appPassword.id}`);
      expect(revoke.statusCode).toBe(404);
      expect((await withToken(token, 'GET', '/api/tasks')).statusCode).toBe(200);
    });

    it('a revoked token gets 401 at once, on this instance and on another one', async () => {
      const { token, appPassword } = await create(sara, 'Companion', 'read-write');
      const other = await buildApp({
        config: env.config,
        db: sut.db,
        clock: () => env.clock.now,
        logger: false,
      });
      await other.app.ready();
      try {
        expect((await withToken(token, 'GET', '/api/tasks', undefined, other)).statusCode).toBe(
          200,
        );
        const revoke = await call(sara, 'DELETE', `/api/account/app-passwords/${appPassword.id}`);
        expect(revoke.statusCode).toBe(200);
        const here = await withToken(token, 'GET', '/api/tasks');
        expect(here.statusCode).toBe(401);
        expect(here.json().error.code).toBe('UNAUTHENTICATED');
        expect((await withToken(token, 'GET', '/api/tasks', undefined, other)).statusCode).toBe(
          401,
        );
        expect((await call(sara, 'GET', '/api/account/app-passwords')).json()).toEqual({
          appPasswords: [],
        });
        expect(await securityEvents()).toEqual(
          expect.arrayContaining(['app_password_revoked', 'app_password_failed']),
        );
      } finally {
        await other.app.close();
      }
    });

    it('a token cannot manage app passwords: only a signed-in session can', async () => {
      const { token } = await create(sara, 'Full', 'read-write');
      const list = await withToken(token, 'GET', '/api/account/app-passwords');
      expect(list.statusCode).toBe(403);
      expect(list.json().error.code).toBe('SESSION_REQUIRED');
      const mint = await withToken(token, 'POST', '/api/account/app-passwords', {
        name: 'More',
        scope: 'read-write',
      });
      expect(mint.statusCode).toBe(403);
      expect(await appPasswordRows()).toHaveLength(1);
    });

    it('refuses a blank name, an unknown scope and unknown fields; nobody gets 401', async () => {
      const blank = await call(sara, 'POST', '/api/account/app-passwords', {
        name: '  ',
        scope: 'read',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.body).toContain('Name is required');
      const scope = await call(sara, 'POST', '/api/account/app-passwords', {
        name: 'x',
        scope: 'admin',
      });
      expect(scope.statusCode).toBe(400);
      const extra = await call(sara, 'POST', '/api/account/app-passwords', {
        name: 'x',
        scope: 'read',
        token: 'usra_pat_mine',
      });
      expect(extra.statusCode).toBe(400);
      expect((await call(null, 'GET', '/api/account/app-passwords')).statusCode).toBe(401);
    });

    it('other Authorization headers leave the cookie session alone', async () => {
      const response = await sut.app.inject({
        method: 'GET',
        url: '/api/tasks',
        headers: { cookie: sara.header(), authorization: 'Basic c2FyYTpwYXNz' },
      });
      expect(response.statusCode).toBe(200);
    });

    it('is documented in the OpenAPI document for scripts: the three routes and the bearer scheme', async () => {
      const doc = (await sut.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(doc.components.securitySchemes.appPassword).toEqual({
        type: 'http',
        scheme: 'bearer',
      });
      const list = doc.paths['/api/account/app-passwords'];
      expect(Object.keys(list).sort()).toEqual(['get', 'post']);
      expect(list.post.summary).toContain('Authorization: Bearer <token>');
      expect(list.post.summary).toContain('READ_ONLY_TOKEN');
      expect(
        list.post.requestBody.content['application/json'].schema.properties.scope.enum,
      ).toEqual(['read', 'read-write']);
      const created = list.post.responses['201'].content['application/json'].schema;
      expect(created.required).toEqual(expect.arrayContaining(['token', 'appPassword']));
      expect(doc.paths['/api/account/app-passwords/{id}'].delete.summary).toContain(
        'every server instance',
      );
    });

    it('a deleted account’s tokens stop working', async () => {
      const { token } = await create(omar, 'Omar', 'read');
      const deleted = await call(omar, 'POST', '/api/account/delete', {
        password: strongPassword,
        familyAction: 'delete_family',
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await appPasswordRows()).toHaveLength(0);
      expect((await withToken(token, 'GET', '/api/tasks')).statusCode).toBe(401);
    });
  });
});
