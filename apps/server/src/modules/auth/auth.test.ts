import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { fromJson } from '../../db/dialect.js';
import {
  CookieJar,
  createTestEnv,
  engines,
  signIn,
  signUp,
  startTestApp,
  strongPassword,
  type TestEnv,
} from '../../test/test-app.js';

describe.each(engines)('accounts and sessions on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    ({ env, sut } = await startTestApp(engine));
  });
  afterEach(() => env.cleanup());

  const countUsers = async () =>
    (await sut.db.db.selectFrom('users').select('id').execute()).length;
  const auditTypes = async (userId?: string) => {
    let q = sut.db.db
      .selectFrom('security_audit_log')
      .select(['event_type', 'details', 'user_id'])
      .orderBy('created_at')
      .orderBy('id');
    if (userId) q = q.where('user_id', '=', userId);
    return q.execute();
  };

  describe('sign-up', () => {
    it('creates the account, a family owned by the user and a profile, and signs in', async () => {
      const jar = new CookieJar();
      const response = await signUp(sut.app, jar, {
        email: '  Sara@Example.com ',
        fullName: 'سارة العتيبي',
      });
      expect(response.statusCode).toBe(201);
      const { session } = response.json();
      expect(session.user).toMatchObject({
        email: 'sara@example.com',
        fullName: 'سارة العتيبي',
        role: 'admin',
      });
      expect(session.user.familyName).toBe('عائلة سارة العتيبي');
      expect(jar.has('usra.session_token')).toBe(true);

      const family = await sut.db.db
        .selectFrom('families')
        .selectAll()
        .where('id', '=', session.user.familyId)
        .executeTakeFirstOrThrow();
      expect(family.owner_user_id).toBe(session.user.id);
      const profile = await sut.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: jar.header() },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().profile).toMatchObject({
        id: session.user.id,
        familyId: family.id,
        email: 'sara@example.com',
        fullName: 'سارة العتيبي',
        homeAddress: null,
      });
      expect(session.user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/); // UUIDv7
    });

    it('makes the first account of an install admin and later ones users, each in their own family', async () => {
      const first = (await signUp(sut.app, new CookieJar())).json().session.user;
      const second = (
        await signUp(sut.app, new CookieJar(), { email: 'omar@example.com', fullName: 'Omar Ali' })
      ).json().session.user;
      expect(first.role).toBe('admin');
      expect(second.role).toBe('user');
      expect(second.familyId).not.toBe(first.familyId);
      expect(second.familyName).toBe("Omar Ali's family");
    });

    it('refuses an e-mail that is already registered with the spec message', async () => {
      await signUp(sut.app, new CookieJar());
      const response = await signUp(sut.app, new CookieJar(), { email: 'SARA@example.com' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'EMAIL_TAKEN',
        message: 'That email is already registered. Try signing in instead.',
      });
      expect(await countUsers()).toBe(1);
    });

    it('rejects a weak password with the spec message and the unmet rules, writing nothing', async () => {
      const response = await signUp(sut.app, new CookieJar(), { password: 'falcon77' });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe(
        'Password does not meet security requirements. Please check the requirements below.',
      );
      expect(error.details.fields[0]).toMatchObject({
        path: 'password',
        key: 'password.weak',
        params: { unmet: ['uppercase', 'special'] },
      });
      expect(await countUsers()).toBe(0);
    });

    it('rejects a password with a common pattern', async () => {
      const response = await signUp(sut.app, new CookieJar(), { password: 'Password#77x' });
      expect(response.json().error.message).toBe(
        'Password contains common patterns and is not secure',
      );
    });

    it('validates e-mail and full name with the spec messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ email: '' }, 'Email is required'],
        [{ email: 'not-an-email' }, 'Invalid email format'],
        [{ email: `${'a'.repeat(250)}@x.com` }, 'Email address is too long'],
        [{ email: 'javascript:x@x.com' }, 'Email contains invalid characters'],
        [{ fullName: '  ' }, 'Full name is required'],
        [{ fullName: 'a'.repeat(101) }, 'Full name is too long (maximum 100 characters)'],
        [{ fullName: '<script>x</script>' }, 'Full name contains invalid characters'],
      ];
      for (const [body, message] of cases) {
        const response = await signUp(sut.app, new CookieJar(), body);
        expect(response.statusCode, message).toBe(400);
        expect(response.json().error.message).toBe(message);
      }
      expect(await countUsers()).toBe(0);
    });

    it('allows 3 sign-ups per hour per browser, then blocks that browser for 2 hours', async () => {
      const jar = new CookieJar();
      for (let i = 1; i <= 3; i++) {
        const response = await signUp(sut.app, jar, { email: `user${i}@example.com` });
        expect(response.statusCode).toBe(201);
      }
      const blocked = await signUp(sut.app, jar, { email: 'user4@example.com' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many signup attempts. Please try again later.',
      });
      expect(blocked.json().error.details.retryAfterSeconds).toBe(7200);
      // Another browser on the same network is not locked out.
      expect(
        (await signUp(sut.app, new CookieJar(), { email: 'other@example.com' })).statusCode,
      ).toBe(201);
      env.clock.now = new Date(env.clock.now.getTime() + 2 * 3600_000 + 1000);
      expect((await signUp(sut.app, jar, { email: 'user5@example.com' })).statusCode).toBe(201);
      const audit = await auditTypes();
      expect(
        audit.some(
          (a) => a.event_type === 'rate_limit_exceeded' && fromJson(a.details).action === 'signup',
        ),
      ).toBe(true);
    });

    it('caps sign-ups per client address for scripts that drop cookies', async () => {
      const local = createTestEnv(engine, { RATE_LIMIT_SIGNUP_PER_ADDRESS_MAX: '4' });
      const app = (await local.start()).app;
      try {
        for (let i = 1; i <= 4; i++) {
          expect(
            (await signUp(app, new CookieJar(), { email: `bot${i}@example.com` })).statusCode,
          ).toBe(201);
        }
        const blocked = await signUp(app, new CookieJar(), { email: 'bot5@example.com' });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().error.message).toBe(
          'Too many signup attempts. Please try again later.',
        );
      } finally {
        await local.cleanup();
      }
    });
  });

  describe('sign-in', () => {
    // Sara's account as a sign-up leaves it (factory: no HTTP sign-up, the password hashed once).
    beforeEach(async () => {
      await env.ctx.newFamily();
    });

    it('signs in with the right password and records the sign-in', async () => {
      const jar = new CookieJar();
      const response = await signIn(sut.app, jar, 'SARA@example.com ', strongPassword);
      expect(response.statusCode).toBe(200);
      expect(response.json().session.user.email).toBe('sara@example.com');
      const session = await sut.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: jar.header() },
      });
      expect(session.json().session.user.email).toBe('sara@example.com');
      const userId = response.json().session.user.id;
      const types = (await auditTypes(userId)).map((a) => a.event_type);
      expect(types).toEqual(expect.arrayContaining(['login', 'successful_auth']));
      const activity = await sut.db.db
        .selectFrom('user_activity_log')
        .select('activity_type')
        .where('user_id', '=', userId)
        .execute();
      expect(activity.map((a) => a.activity_type)).toContain('sign_in');
      const profile = await sut.db.db
        .selectFrom('profiles')
        .select('last_sign_in_at')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(profile.last_sign_in_at).not.toBeNull();
    });

    it('answers a wrong password with 401, the attempts remaining and a failed_login row', async () => {
      const response = await signIn(sut.app, new CookieJar(), 'sara@example.com', 'Wrong#Pass9');
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password (4 attempts remaining)',
        details: { attemptsRemaining: 4 },
      });
      expect((await auditTypes()).map((a) => a.event_type)).toContain('failed_login');
    });

    it('blocks the 6th attempt in 15 minutes for 30 minutes, even with the right password', async () => {
      for (let i = 1; i <= 5; i++) {
        const response = await signIn(sut.app, new CookieJar(), 'sara@example.com', 'Wrong#Pass9');
        expect(response.statusCode).toBe(401);
        expect(response.json().error.details.attemptsRemaining).toBe(5 - i);
      }
      const blocked = await signIn(sut.app, new CookieJar(), 'sara@example.com', strongPassword);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many login attempts. Please try again later.',
      });
      expect(blocked.json().error.details.retryAfterSeconds).toBe(1800);
      expect((await auditTypes()).map((a) => a.event_type)).toContain('rate_limit_exceeded');

      env.clock.now = new Date(env.clock.now.getTime() + 29 * 60_000);
      expect(
        (await signIn(sut.app, new CookieJar(), 'sara@example.com', strongPassword)).statusCode,
      ).toBe(429);
      env.clock.now = new Date(env.clock.now.getTime() + 2 * 60_000);
      expect(
        (await signIn(sut.app, new CookieJar(), 'sara@example.com', strongPassword)).statusCode,
      ).toBe(200);
    });

    it('keeps a block across a server restart', async () => {
      for (let i = 0; i < 6; i++)
        await signIn(sut.app, new CookieJar(), 'sara@example.com', 'Wrong#Pass9');
      sut = await env.restart();
      const response = await signIn(sut.app, new CookieJar(), 'sara@example.com', strongPassword);
      expect(response.statusCode).toBe(429);
      expect(response.json().error.message).toBe(
        'Too many login attempts. Please try again later.',
      );
    });

    it('resets the counter after a successful sign-in', async () => {
      for (let i = 0; i < 4; i++)
        await signIn(sut.app, new CookieJar(), 'sara@example.com', 'Wrong#Pass9');
      expect(
        (await signIn(sut.app, new CookieJar(), 'sara@example.com', strongPassword)).statusCode,
      ).toBe(200);
      const after = await signIn(sut.app, new CookieJar(), 'sara@example.com', 'Wrong#Pass9');
      expect(after.json().error.details.attemptsRemaining).toBe(4);
    });

    it('starts a new window after 15 minutes', async () => {
      for (let i = 0; i < 5; i++)
        await signIn(sut.app, new CookieJar(), 'sara@example.com', 'Wrong#Pass9');
      env.clock.now = new Date(env.clock.now.getTime() + 15 * 60_000 + 1000);
      const response = await signIn(sut.app, new CookieJar(), 'sara@example.com', 'Wrong#Pass9');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.details.attemptsRemaining).toBe(4);
    });

    it('does not tell an unknown e-mail from a wrong password', async () => {
      const response = await signIn(sut.app, new CookieJar(), 'nobody@example.com', 'Wrong#Pass9');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
    });

    it('requires a non-empty password', async () => {
      const response = await signIn(sut.app, new CookieJar(), 'sara@example.com', '');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Password is required');
    });
  });

  describe('sessions', () => {
    it('signs out: the session ends and the activity is logged', async () => {
      const { jar, userId } = await env.ctx.newFamily();
      const cookie = jar.header();
      const out = await sut.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie },
      });
      expect(out.statusCode).toBe(200);
      jar.store(out);
      expect(jar.has('usra.session_token')).toBe(false);
      // The old cookie no longer works anywhere.
      const profile = await sut.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie },
      });
      expect(profile.statusCode).toBe(401);
      const activity = await sut.db.db
        .selectFrom('user_activity_log')
        .select('activity_type')
        .where('user_id', '=', userId)
        .execute();
      expect(activity.map((a) => a.activity_type)).toContain('sign_out');
    });

    it('answers an expired session with 401 SESSION_EXPIRED', async () => {
      const { jar } = await env.ctx.newFamily();
      await sut.db.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      await sut.sessionCache?.settle(); // written beside the app: wait for its NOTIFY
      const response = await sut.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: jar.header() },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'SESSION_EXPIRED',
        message: 'Your session has expired. Please sign in again.',
      });
      jar.store(response);
      expect(jar.has('usra.session_token')).toBe(false);
    });

    it('answers a request without a session with 401 and an empty session endpoint with null', async () => {
      expect((await sut.app.inject({ method: 'GET', url: '/api/profile' })).json().error.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await sut.app.inject({ method: 'GET', url: '/api/auth/session' })).json()).toEqual({
        session: null,
      });
    });

    it('slides the expiry of a session older than a day forward and renews the cookie', async () => {
      const { jar } = await env.ctx.newFamily();
      const ttlMs = env.config.sessionTtlSeconds * 1000;
      const aged = new Date(Date.now() + ttlMs - 2 * 86_400_000).toISOString();
      await sut.db.db.updateTable('sessions').set({ expires_at: aged }).execute();
      await sut.sessionCache?.settle();
      const response = await sut.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: jar.header() },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toContain('usra.session_token=');
      const row = await sut.db.db
        .selectFrom('sessions')
        .select('expires_at')
        .executeTakeFirstOrThrow();
      expect(new Date(row.expires_at).getTime()).toBeGreaterThan(
        new Date(aged).getTime() + 86_400_000,
      );
    });

    it('rejects a session cookie signed with another secret', async () => {
      const { jar } = await env.ctx.newFamily();
      const token = decodeURIComponent(/usra\.session_token=([^;]+)/.exec(jar.header())![1]!).split(
        '.',
      )[0]!;
      const { createHmac } = await import('node:crypto');
      const forged = `${token}.${createHmac('sha256', 'another-secret').update(token).digest('base64')}`;
      const response = await sut.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: `usra.session_token=${encodeURIComponent(forged)}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('SESSION_EXPIRED');
    });

    it('rejects a forged or tampered session cookie', async () => {
      const response = await sut.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: 'usra.session_token=abc.def' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    // The whole path (e-mail, link, single use, expiry, admin links) is in password-reset.test.ts.
    it('allows 3 reset requests per hour, then blocks for 2 hours', async () => {
      for (let i = 0; i < 3; i++) {
        const r = await sut.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          payload: { email: 'x@example.com' },
        });
        expect(r.statusCode).toBe(202);
      }
      const blocked = await sut.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: 'x@example.com' },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.details.retryAfterSeconds).toBe(7200);
    });

    it('refuses a weak new password', async () => {
      const r = await sut.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { token: 'x', password: 'weak' },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().error.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('bad input', () => {
    it('answers malformed JSON with 400 and writes nothing', async () => {
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.co",',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_JSON');
      expect(await countUsers()).toBe(0);
    });

    it('answers a body over 1 MB with 413', async () => {
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          email: 'a@b.co',
          password: strongPassword,
          fullName: 'x'.repeat(1024 * 1024),
        }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(await countUsers()).toBe(0);
    });

    it('rejects unknown fields', async () => {
      const response = await signUp(sut.app, new CookieJar(), { role: 'admin' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields[0]).toMatchObject({
        path: 'role',
        key: 'unrecognized_keys',
      });
      expect(await countUsers()).toBe(0);
    });

    it('names the field of a wrong type', async () => {
      const response = await signUp(sut.app, new CookieJar(), { fullName: 42 });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('fullName');
      expect(await countUsers()).toBe(0);
    });

    it('refuses a state-changing request from another site', async () => {
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: { email: 'sara@example.com', password: strongPassword },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    });

    it('answers an unknown API path with a JSON 404', async () => {
      const response = await sut.app.inject({ method: 'GET', url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    });
  });

  describe('platform', () => {
    it('reports health with a database check', async () => {
      const response = await sut.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', database: { engine, status: 'ok' } });
    });

    it('publishes the OpenAPI document at /api/docs', async () => {
      const response = await sut.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/auth/sign-up', '/api/auth/sign-in', '/api/health']),
      );
    });
  });
});
