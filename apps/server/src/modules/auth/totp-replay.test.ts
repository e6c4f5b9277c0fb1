import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsraApp } from '../../app.js';
import { enableTwoFactor, startWithSignedUpSara } from '../../test/auth-flows.js';
import {
  CookieJar,
  engines,
  sendAs,
  signIn,
  strongPassword,
  type TestEnv,
} from '../../test/test-app.js';
import { totp } from '../../test/totp.js';

const email = 'sara@example.com';
const STEP_MS = 30_000;

describe.each(engines)('a TOTP code is accepted once (RFC 6238 §5.2) on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  /** better-auth checks codes against Date.now(): the tests hold it 5 s into a time step. */
  let stepStart: number;

  beforeEach(async () => {
    stepStart = Math.floor(Date.now() / STEP_MS) * STEP_MS;
    vi.useFakeTimers({ toFake: ['Date'], now: stepStart + 5000 });
    ({ env, sut, sara } = await startWithSignedUpSara(engine));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await env.cleanup();
  });

  const post = (jar: CookieJar, url: string, payload: Record<string, unknown>) =>
    sendAs(sut.app, jar, 'POST', url, payload);

  /** Turns two-factor sign-in on with the code of the current time step; answers the secret. */
  const enable = async () => (await enableTwoFactor(sut.app, sara)).secret;

  /** The password step in a new browser; answers the browser holding the challenge. */
  async function challenge(): Promise<CookieJar> {
    const browser = new CookieJar();
    expect((await signIn(sut.app, browser, email, strongPassword)).json()).toEqual({
      twoFactorRequired: true,
    });
    return browser;
  }

  const codeStep = (browser: CookieJar, code: string) =>
    post(browser, '/api/auth/sign-in/two-factor', { code });

  it('refuses a second sign-in with the same code and accepts the next time step', async () => {
    const secret = await enable();
    vi.setSystemTime(stepStart + STEP_MS + 5000);
    const code = totp(secret);
    expect((await codeStep(await challenge(), code)).statusCode).toBe(200);

    const second = await challenge();
    const replay = await codeStep(second, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatchObject({
      code: 'INVALID_TWO_FACTOR_CODE',
      message: 'Invalid code (4 attempts remaining)',
    });
    const session = await sut.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: second.header() },
    });
    expect(session.json()).toEqual({ session: null });

    const next = await codeStep(second, totp(secret, Date.now() + STEP_MS));
    expect(next.statusCode).toBe(200);
    expect(next.json().session.user.email).toBe(email);
  });

  it('refuses a sign-in with the code that turned two-factor sign-in on', async () => {
    const secret = await enable();
    const replay = await codeStep(await challenge(), totp(secret));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_TWO_FACTOR_CODE');
  });

  it('lets only one of two concurrent sign-ins use one code', async () => {
    const secret = await enable();
    vi.setSystemTime(stepStart + STEP_MS + 5000);
    const [first, second] = [await challenge(), await challenge()];
    const code = totp(secret);
    const answers = await Promise.all([codeStep(first, code), codeStep(second, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const sessions = await sut.db.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('users.email', '=', email)
      .execute();
    // Sara's own session from the sign-up, and one from the winning code.
    expect(sessions).toHaveLength(2);
  });
});
