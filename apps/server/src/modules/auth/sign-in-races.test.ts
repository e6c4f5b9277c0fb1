import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { engines, startTestApp, strongPassword, type TestEnv } from '../../test/test-app.js';

describe.each(engines)('concurrent sign-in attempts on %s (issue 25)', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    ({ env, sut } = await startTestApp(engine));
    await env.ctx.newFamily();
  });
  afterEach(() => env.cleanup());

  it('checks the password exactly 5 times when 30 wrong passwords arrive at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        sut.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'sara@example.com', password: 'Wrong#Pass9' },
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c !== 429)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.filter((c) => c === 429)).toHaveLength(25);
    const failed = await sut.db.db
      .selectFrom('security_audit_log')
      .select('event_type')
      .where('event_type', '=', 'failed_login')
      .execute();
    expect(failed).toHaveLength(5);
    // The account stays blocked, even for the right password.
    const right = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'sara@example.com', password: strongPassword },
    });
    expect(right.statusCode).toBe(429);
  }, 90_000);
});
