import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { engines, startTestApp, strongPassword, type TestEnv } from '../../test/test-app.js';

describe.each(engines)('concurrent sign-ups on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    ({ env, sut } = await startTestApp(engine));
  });
  afterEach(() => env.cleanup());

  /** Each sign-up from its own browser and address, so that no rate limit interferes. */
  const signUpFrom = (i: number, email: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: `10.0.${i}.1`,
      payload: { email, password: strongPassword, fullName: `Member ${'abcdefghijklmnopqrst'[i]}` },
    });

  // Each sign-up hashes a password: 20 at once take a while on a busy machine.
  const CONCURRENT_TIMEOUT_MS = 90_000;

  it(
    'makes exactly one administrator out of 20 sign-ups on a fresh install',
    async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signUpFrom(i, `member${i}@example.com`)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const roles = responses.map((r) => r.json().session.user.role as string);
      expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
      const admins = await sut.db.db
        .selectFrom('user_roles')
        .select('user_id')
        .where('role', '=', 'admin')
        .execute();
      expect(admins).toHaveLength(1);
    },
    CONCURRENT_TIMEOUT_MS,
  );

  it(
    'answers 10 sign-ups with one e-mail once with 201 and nine times with EMAIL_TAKEN',
    async () => {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signUpFrom(i, 'sara@example.com')),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, ...Array(9).fill(409)]);
      for (const refused of responses.filter((r) => r.statusCode === 409)) {
        expect(refused.json().error).toMatchObject({
          code: 'EMAIL_TAKEN',
          message: 'That email is already registered. Try signing in instead.',
        });
      }
      const users = await sut.db.db.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(1);
    },
    CONCURRENT_TIMEOUT_MS,
  );
});
