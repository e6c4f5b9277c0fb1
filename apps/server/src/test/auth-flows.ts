import { expect } from 'vitest';
import type { UsraApp } from '../app.js';
import type { Engine } from '../db/dialect.js';
import { CookieJar, sendAs, signUp, startTestApp, strongPassword } from './test-app.js';
import { totp } from './totp.js';

/**
 * For tests about what an account does at and after sign-in (two-factor, password re-entry):
 * a started app where Sara signed up through the API, as a browser does.
 */
export async function startWithSignedUpSara(engine: Engine, vars: Record<string, string> = {}) {
  const { env, sut } = await startTestApp(engine, vars);
  const sara = new CookieJar();
  const response = await signUp(sut.app, sara);
  expect(response.statusCode).toBe(201);
  return { env, sut, sara, saraId: response.json().session.user.id as string };
}

/**
 * Turns two-factor sign-in on for `jar`'s account as the settings page does: the set-up with
 * the password, then a code of the current time step. Answers the secret, URI and backup codes.
 */
export async function enableTwoFactor(
  app: UsraApp['app'],
  jar: CookieJar,
  password = strongPassword,
) {
  const setup = await sendAs(app, jar, 'POST', '/api/account/two-factor/setup', { password });
  expect(setup.statusCode).toBe(200);
  const { secret, backupCodes, totpUri } = setup.json() as {
    secret: string;
    backupCodes: string[];
    totpUri: string;
  };
  const on = await sendAs(app, jar, 'POST', '/api/account/two-factor/enable', {
    code: totp(secret),
  });
  expect(on.statusCode).toBe(200);
  return { secret, backupCodes, totpUri };
}
