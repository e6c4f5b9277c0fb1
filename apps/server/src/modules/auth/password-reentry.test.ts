import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { enableTwoFactor, startWithSignedUpSara } from '../../test/auth-flows.js';
import {
  engines,
  sendAs,
  strongPassword,
  type CookieJar,
  type TestEnv,
} from '../../test/test-app.js';

const wrong = 'Wrong#Pass9';

describe.each(engines)('entering the password again in a session on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let saraId: string;

  beforeEach(async () => {
    ({ env, sut, sara, saraId } = await startWithSignedUpSara(engine));
  });
  afterEach(() => env.cleanup());

  const post = (url: string, payload: Record<string, unknown>) =>
    sendAs(sut.app, sara, 'POST', url, payload);

  const changePassword = (currentPassword: string) =>
    post('/api/account/password', { currentPassword, newPassword: 'Harbor$Moon8' });
  const setUpTwoFactor = (password: string) => post('/api/account/two-factor/setup', { password });
  const turnOff = (password: string) => post('/api/account/two-factor/disable', { password });
  const newBackupCodes = (password: string) =>
    post('/api/account/two-factor/backup-codes', { password });
  const deleteAccount = (password: string) =>
    post('/api/account/delete', { password, familyAction: 'delete_family' });

  const expectBlocked = (response: Awaited<ReturnType<typeof post>>, retryAfterSeconds = 1800) => {
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many login attempts. Please try again later.',
      details: { attemptsRemaining: 0, retryAfterSeconds },
    });
  };

  it('counts wrong passwords of every endpoint against one limit; the 6th is refused even when right', async () => {
    const attempts = [
      () => changePassword(wrong),
      () => setUpTwoFactor(wrong),
      () => deleteAccount(wrong),
      () => setUpTwoFactor(wrong),
      () => changePassword(wrong),
    ];
    for (const [i, attempt] of attempts.entries()) {
      const response = await attempt();
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('WRONG_PASSWORD');
      expect(response.json().error.details).toEqual({ attemptsRemaining: 4 - i });
    }
    expectBlocked(await changePassword(strongPassword));
    expectBlocked(await setUpTwoFactor(strongPassword));
    expectBlocked(await deleteAccount(strongPassword));
    const rows = await sut.db.db
      .selectFrom('security_audit_log')
      .select('event_type')
      .where('user_id', '=', saraId)
      .where('event_type', 'in', ['failed_login', 'rate_limit_exceeded'])
      .execute();
    expect(rows.filter((r) => r.event_type === 'failed_login')).toHaveLength(5);
    expect(rows.filter((r) => r.event_type === 'rate_limit_exceeded')).toHaveLength(3);

    // The block lasts 30 minutes; then the right password works again.
    env.clock.now = new Date(env.clock.now.getTime() + 29 * 60_000);
    expectBlocked(await changePassword(strongPassword), 60);
    env.clock.now = new Date(env.clock.now.getTime() + 2 * 60_000);
    expect((await changePassword(strongPassword)).statusCode).toBe(200);
  });

  it('counts turning two-factor sign-in off and new backup codes too', async () => {
    await enableTwoFactor(sut.app, sara);
    for (const attempt of [turnOff, newBackupCodes, turnOff, newBackupCodes, turnOff]) {
      expect((await attempt(wrong)).statusCode).toBe(400);
    }
    expectBlocked(await newBackupCodes(strongPassword));
    expectBlocked(await turnOff(strongPassword));
    const status = await sut.app.inject({
      method: 'GET',
      url: '/api/account/two-factor',
      headers: { cookie: sara.header() },
    });
    expect(status.json()).toEqual({ enabled: true });
  });

  it('starts the count again after the right password', async () => {
    for (let i = 0; i < 4; i++) await changePassword(wrong);
    expect((await setUpTwoFactor(strongPassword)).statusCode).toBe(200);
    const after = await changePassword(wrong);
    expect(after.json().error.details).toEqual({ attemptsRemaining: 4 });
  });
});
