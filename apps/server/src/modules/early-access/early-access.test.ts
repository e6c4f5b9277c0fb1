import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

describe.each(engines)('early-access list on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    env = createTestEnv(engine, {
      RATE_LIMIT_EARLY_ACCESS_PER_ADDRESS_MAX: '3',
      RATE_LIMIT_EARLY_ACCESS_PER_ADDRESS_WINDOW_MINUTES: '60',
    });
    sut = await env.start();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const join = (payload: unknown, remoteAddress = '203.0.113.7') =>
    sut.app.inject({
      method: 'POST',
      url: '/api/early-access',
      payload: payload as object,
      remoteAddress,
    });
  const rows = () =>
    sut.db.db.selectFrom('early_access_signups').select(['email', 'language']).execute();

  it('stores the address trimmed and lower-cased, with the language', async () => {
    const response = await join({ email: '  Sara.Ali@Example.COM ', language: 'ar' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(await rows()).toEqual([{ email: 'sara.ali@example.com', language: 'ar' }]);
  });

  it('answers a second submission of the same address the same way and keeps one row', async () => {
    expect((await join({ email: 'sara@example.com' })).statusCode).toBe(201);
    const again = await join({ email: 'SARA@example.com', language: 'en' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ok: true });
    expect(await rows()).toHaveLength(1);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-address' }, 'Invalid email format'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Email address is too long'],
    [{ email: 'javascript:x@example.com' }, 'Email contains invalid characters'],
  ])('refuses %j with the sign-up rule', async (payload, message) => {
    const response = await join(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await rows()).toHaveLength(0);
  });

  it('refuses unknown fields and a non-JSON body', async () => {
    const extra = await join({ email: 'sara@example.com', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.code).toBe('VALIDATION_FAILED');
    const language = await join({ email: 'sara@example.com', language: 'fr' });
    expect(language.statusCode).toBe(400);
    const garbage = await sut.app.inject({
      method: 'POST',
      url: '/api/early-access',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.code).toBe('INVALID_JSON');
  });

  it('limits submissions per client address with 429, other addresses unaffected', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await join({ email: `person${i}@example.com` })).statusCode).toBe(201);
    }
    const blocked = await join({ email: 'person9@example.com' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    expect((await join({ email: 'other@example.com' }, '198.51.100.4')).statusCode).toBe(201);
    expect(await rows()).toHaveLength(4);

    env.clock.now = new Date(env.clock.now.getTime() + 61 * 60_000);
    expect((await join({ email: 'person9@example.com' })).statusCode).toBe(201);
  });

  describe('admin list', () => {
    const list = (jar?: CookieJar) =>
      sut.app.inject({
        method: 'GET',
        url: '/api/admin/early-access',
        headers: jar ? { cookie: jar.header() } : {},
      });

    it('shows the addresses newest first to an administrator', async () => {
      // The first account of a fresh install is an administrator.
      const admin = (await env.ctx.newFamily({ email: 'admin@example.com' })).jar;
      env.clock.now = new Date('2026-03-01T10:00:00Z');
      await join({ email: 'first@example.com', language: 'en' });
      env.clock.now = new Date('2026-03-02T10:00:00Z');
      await join({ email: 'second@example.com', language: 'ar' });

      const response = await list(admin);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(2);
      expect(body.signups.map((s: { email: string }) => s.email)).toEqual([
        'second@example.com',
        'first@example.com',
      ]);
      expect(body.signups[0]).toMatchObject({
        language: 'ar',
        createdAt: '2026-03-02T10:00:00.000Z',
      });
    });

    it('refuses a signed-in user who is not an administrator with 403', async () => {
      await env.ctx.newFamily({ email: 'admin@example.com' });
      const member = (await env.ctx.newFamily({ email: 'member@example.com' })).jar;
      await join({ email: 'listed@example.com' });
      const response = await list(member);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
      expect(response.body).not.toContain('listed@example.com');
    });

    it('refuses a visitor who is not signed in with 401', async () => {
      const response = await list();
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    });
  });
});
