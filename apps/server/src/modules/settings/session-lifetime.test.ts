import { afterEach, describe, expect, it } from 'vitest';
import { createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

const DAY_MS = 86_400_000;

describe.each(engines)('absolute session lifetime on %s', (engine) => {
  let env: TestEnv | undefined;
  afterEach(async () => {
    await env?.cleanup();
  });

  async function sessionAged(days: number, vars: Record<string, string> = {}) {
    env = createTestEnv(engine, vars);
    const sut = await env.start();
    const { jar, userId } = await env.ctx.newFamily();
    // Signed in `days` ago, and kept alive since (the sliding expiry is still ahead).
    await sut.db.db
      .updateTable('sessions')
      .set({
        created_at: new Date(Date.now() - days * DAY_MS).toISOString(),
        expires_at: new Date(Date.now() + 5 * DAY_MS).toISOString(),
      })
      .where('user_id', '=', userId)
      .execute();
    await sut.sessionCache?.settle(); // written beside the app: wait for its NOTIFY
    const response = await sut.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: jar.header() },
    });
    const left = await sut.db.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    return { response, sessionsLeft: left.length };
  }

  it('keeps a 29-day-old session that is still in use', async () => {
    const { response } = await sessionAged(29);
    expect(response.statusCode).toBe(200);
  });

  it('ends a session 30 days after sign-in, however often it slid forward', async () => {
    const { response, sessionsLeft } = await sessionAged(30.01);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('SESSION_EXPIRED');
    expect(sessionsLeft).toBe(0);
  });

  it('takes the lifetime from SESSION_MAX_AGE_DAYS', async () => {
    const { response } = await sessionAged(3, { SESSION_MAX_AGE_DAYS: '2' });
    expect(response.statusCode).toBe(401);
  });
});
