import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import {
  CookieJar,
  createTestEnv,
  engines,
  startTestApp,
  strongPassword,
  type TestEnv,
} from '../../test/test-app.js';

const setCookies = (response: { headers: Record<string, unknown> }): string[] =>
  ([] as string[]).concat((response.headers['set-cookie'] as string | string[] | undefined) ?? []);

const clientCookie = (response: { headers: Record<string, unknown> }) =>
  setCookies(response).find((line) => line.startsWith('usra_client='));

describe.each(engines)('the sign-up browser key (usra_client) on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    ({ env, sut } = await startTestApp(engine));
  });
  afterEach(() => env.cleanup());

  const signUpAs = async (
    jar: CookieJar | null,
    email: string,
    remoteAddress = '198.51.100.7',
    cookie = jar?.header() ?? '',
  ) => {
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress,
      headers: { cookie },
      payload: { email, password: strongPassword, fullName: 'Sara Ali' },
    });
    jar?.store(response);
    return response;
  };

  it('gives one address at most 10 new browser keys an hour; known browsers still sign up', async () => {
    const first = new CookieJar();
    expect((await signUpAs(first, 'first@example.com')).statusCode).toBe(201);
    for (let i = 2; i <= 10; i++) {
      expect((await signUpAs(new CookieJar(), `user${i}@example.com`)).statusCode).toBe(201);
    }
    // An 11th browser without a key (a script dropping the cookie) is refused, and gets none.
    const dropped = await signUpAs(null, 'bot11@example.com');
    expect(dropped.statusCode).toBe(429);
    expect(dropped.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many signup attempts. Please try again later.',
      details: { attemptsRemaining: 0, retryAfterSeconds: 3600 },
    });
    expect(clientCookie(dropped)).toBeUndefined();
    // A key the server never issued counts as no key.
    const invented = await signUpAs(
      null,
      'bot12@example.com',
      '198.51.100.7',
      'usra_client=AAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(invented.statusCode).toBe(429);
    // A browser that already has its key keeps its own 3 an hour; another address is unaffected.
    expect((await signUpAs(first, 'second@example.com')).statusCode).toBe(201);
    expect((await signUpAs(null, 'elsewhere@example.com', '203.0.113.9')).statusCode).toBe(201);
    const audit = await sut.db.db
      .selectFrom('security_audit_log')
      .select('event_type')
      .where('event_type', '=', 'rate_limit_exceeded')
      .execute();
    expect(audit).toHaveLength(2);

    env.clock.now = new Date(env.clock.now.getTime() + 3600_000 + 1000);
    expect((await signUpAs(null, 'later@example.com')).statusCode).toBe(201);
    // Fourteen sign-ups, each hashing a password: over 20 s on a busy 2-core machine.
  }, 90_000);

  it('issues the key as an http-only cookie without Secure behind an http BASE_URL', async () => {
    const response = await signUpAs(null, 'sara@example.com');
    expect(response.statusCode).toBe(201);
    const cookie = clientCookie(response)!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    expect(cookie).not.toMatch(/; Secure/);
  });
});

describe.each(engines)('cookies behind an https BASE_URL on %s', (engine) => {
  let env: TestEnv;
  afterEach(async () => {
    await env.cleanup();
  });

  it('marks the browser key Secure, as better-auth marks its session cookie', async () => {
    env = createTestEnv(engine, { BASE_URL: 'https://usra.example' });
    const sut = await env.start();
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'sara@example.com', password: strongPassword, fullName: 'Sara Ali' },
    });
    expect(response.statusCode).toBe(201);
    expect(clientCookie(response)).toMatch(/; Secure/);
    const session = setCookies(response).find((line) => line.includes('usra.session_token='));
    expect(session).toMatch(/^__Secure-usra\.session_token=.*; Secure/);
  });
});
