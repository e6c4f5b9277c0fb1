import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

describe.each(engines)('two-factor sign-in on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let saraId: string;

  beforeEach(async () => {
    ({ env, sut, sara, saraId } = await startWithSignedUpSara(engine));
  });
  afterEach(() => env.cleanup());

  const call = (jar: CookieJar, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    sendAs(sut.app, jar, method, url, payload);

  const securityEvents = async (userId: string) =>
    (
      await sut.db.db
        .selectFrom('security_audit_log')
        .select(['event_type', 'details'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute()
    ).map((row) => row.event_type);

  /** Turns two-factor sign-in on for Sara; answers the secret and the backup codes. */
  const enable = (jar = sara) => enableTwoFactor(sut.app, jar);

  it('sets up with the password, shows the secret, URI and 10 backup codes, and turns on with a code', async () => {
    expect((await call(sara, 'GET', '/api/account/two-factor')).json()).toEqual({ enabled: false });

    const wrong = await call(sara, 'POST', '/api/account/two-factor/setup', {
      password: 'Wrong#Pass9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');

    const setup = await call(sara, 'POST', '/api/account/two-factor/setup', {
      password: strongPassword,
    });
    expect(setup.statusCode).toBe(200);
    const { secret, totpUri, backupCodes } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const uri = new URL(totpUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(uri.searchParams.get('issuer')).toBe('Usra');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);

    // Not on until a code from the app is verified.
    expect((await call(sara, 'GET', '/api/account/two-factor')).json()).toEqual({ enabled: false });
    const bad = await call(sara, 'POST', '/api/account/two-factor/enable', { code: '000000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('INVALID_TWO_FACTOR_CODE');

    const on = await call(sara, 'POST', '/api/account/two-factor/enable', { code: totp(secret) });
    expect(on.statusCode).toBe(200);
    // better-auth rotates the session; the jar holds the new cookie and stays signed in.
    expect((await call(sara, 'GET', '/api/account/two-factor')).json()).toEqual({ enabled: true });
    expect(await securityEvents(saraId)).toContain('two_factor_enabled');

    const again = await call(sara, 'POST', '/api/account/two-factor/setup', {
      password: strongPassword,
    });
    expect(again.statusCode).toBe(409);
  });

  it('signs in in two steps: the password gives no session, a code does', async () => {
    const { secret } = await enable();
    await call(sara, 'POST', '/api/auth/sign-out', {});

    const browser = new CookieJar();
    const first = await signIn(sut.app, browser, email, strongPassword);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect(browser.has('usra.session_token')).toBe(false);
    expect(browser.has('usra.two_factor')).toBe(true);
    // No session in the database, so neither the fast path nor better-auth lets it in.
    expect((await call(browser, 'GET', '/api/auth/session')).json()).toEqual({ session: null });
    expect((await call(browser, 'GET', '/api/account/sessions')).statusCode).toBe(401);
    const sessions = await sut.db.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', saraId)
      .execute();
    expect(sessions).toHaveLength(0);

    // The current code turned two-factor sign-in on, and a code is accepted once: the next one.
    const done = await call(browser, 'POST', '/api/auth/sign-in/two-factor', {
      code: totp(secret, Date.now() + 30_000),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().session.user.email).toBe(email);
    expect(browser.has('usra.two_factor')).toBe(false);
    expect((await call(browser, 'GET', '/api/account/sessions')).statusCode).toBe(200);

    const events = await securityEvents(saraId);
    expect(events.slice(-3)).toEqual(['login', 'two_factor_required', 'successful_auth']);
    const profile = await sut.db.db
      .selectFrom('profiles')
      .select('last_sign_in_at')
      .where('id', '=', saraId)
      .executeTakeFirstOrThrow();
    expect(profile.last_sign_in_at).not.toBeNull();

    // The challenge is used up: the code step cannot make a second session.
    const reuse = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/two-factor',
      headers: {
        cookie: first.headers['set-cookie']!.toString().match(/usra\.two_factor=[^;]+/)![0],
      },
      payload: { code: totp(secret) },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('TWO_FACTOR_EXPIRED');
  });

  it('gives no way past the code step to the fast session check', async () => {
    await enable();
    const browser = new CookieJar();
    const first = await signIn(sut.app, browser, email, strongPassword);
    const setCookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    // better-auth's session cookie is only expired; no session row exists.
    expect(setCookies.filter((line) => line.startsWith('usra.session_token='))).toEqual([
      expect.stringMatching(/^usra\.session_token=; Max-Age=0/),
    ]);
    // The challenge cookie carries a valid signature: presented as a session cookie, the fast
    // path's HMAC check passes, and the session lookup must still refuse it.
    const challenge = /^usra\.two_factor=([^;]+)/.exec(
      setCookies.find((line) => line.startsWith('usra.two_factor='))!,
    )![1]!;
    for (const url of ['/api/account/sessions', '/api/tasks', '/api/profile']) {
      const forged = await sut.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `usra.session_token=${challenge}` },
      });
      expect(forged.statusCode, url).toBe(401);
      expect(forged.json().error.code).toBe('SESSION_EXPIRED');
    }
    const challengeOnly = await sut.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { cookie: browser.header() },
    });
    expect(challengeOnly.statusCode).toBe(401);
  });

  it('signs in with a backup code once; the code is then used up and audited', async () => {
    const { backupCodes } = await enable();
    const browser = new CookieJar();
    await signIn(sut.app, browser, email, strongPassword);
    const done = await call(browser, 'POST', '/api/auth/sign-in/two-factor', {
      code: backupCodes[0],
    });
    expect(done.statusCode).toBe(200);
    const rows = await sut.db.db
      .selectFrom('security_audit_log')
      .select(['event_type', 'details'])
      .where('user_id', '=', saraId)
      .where('event_type', '=', 'backup_code_used')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.details)).toEqual({ remaining: 9 });

    const other = new CookieJar();
    await signIn(sut.app, other, email, strongPassword);
    const reused = await call(other, 'POST', '/api/auth/sign-in/two-factor', {
      code: backupCodes[0],
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await call(other, 'GET', '/api/auth/session')).json()).toEqual({ session: null });
  });

  it('limits wrong codes: 5 attempts remaining count down, then 429 even with the right code', async () => {
    const { secret } = await enable();
    const browser = new CookieJar();
    await signIn(sut.app, browser, email, strongPassword);
    const wrong = await call(browser, 'POST', '/api/auth/sign-in/two-factor', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      code: 'INVALID_TWO_FACTOR_CODE',
      message: 'Invalid code (4 attempts remaining)',
      details: { attemptsRemaining: 4 },
    });
    for (let i = 0; i < 4; i++) {
      await call(browser, 'POST', '/api/auth/sign-in/two-factor', { code: 'aaaaa-bbbbb' });
    }
    // A fresh challenge does not reset the per-account count.
    const again = new CookieJar();
    await signIn(sut.app, again, email, strongPassword);
    const blocked = await call(again, 'POST', '/api/auth/sign-in/two-factor', {
      code: totp(secret),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many login attempts. Please try again later.',
    });
    expect((await call(again, 'GET', '/api/auth/session')).json()).toEqual({ session: null });
    expect(await securityEvents(saraId)).toContain('rate_limit_exceeded');
    const failed = await sut.db.db
      .selectFrom('security_audit_log')
      .select('details')
      .where('user_id', '=', saraId)
      .where('event_type', '=', 'failed_login')
      .execute();
    expect(failed.map((r) => JSON.parse(r.details).reason)).toEqual(
      Array(5).fill('invalid_two_factor_code'),
    );
  });

  it('answers the code step without a challenge, or with a forged one, with TWO_FACTOR_EXPIRED', async () => {
    const none = await call(new CookieJar(), 'POST', '/api/auth/sign-in/two-factor', {
      code: '123456',
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('TWO_FACTOR_EXPIRED');
    const forged = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/two-factor',
      headers: { cookie: 'usra.two_factor=2fa-abc.c2lnbmF0dXJl' },
      payload: { code: '123456' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('TWO_FACTOR_EXPIRED');
  });

  it('rejects bad bodies on every two-factor route', async () => {
    await enable();
    const browser = new CookieJar();
    await signIn(sut.app, browser, email, strongPassword);
    const cases: [CookieJar, string, unknown, string][] = [
      [browser, '/api/auth/sign-in/two-factor', {}, 'twoFactorCode.required'],
      [browser, '/api/auth/sign-in/two-factor', { code: '12ab' }, 'twoFactorCode.invalidFormat'],
      [browser, '/api/auth/sign-in/two-factor', { code: '123456', x: 1 }, 'unrecognized_keys'],
      [sara, '/api/account/two-factor/setup', {}, 'password.required'],
      [
        sara,
        '/api/account/two-factor/enable',
        { code: 'aaaaa-bbbbb' },
        'twoFactorCode.invalidFormat',
      ],
      [sara, '/api/account/two-factor/disable', { password: '' }, 'password.required'],
    ];
    for (const [jar, url, body, key] of cases) {
      const response = await call(jar, 'POST', url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.json().error.details)).toContain(key);
    }
  });

  it('turns off with the password only; sign-in is then one step again', async () => {
    await enable();
    const wrong = await call(sara, 'POST', '/api/account/two-factor/disable', {
      password: 'Wrong#Pass9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    expect((await call(sara, 'GET', '/api/account/two-factor')).json()).toEqual({ enabled: true });

    const off = await call(sara, 'POST', '/api/account/two-factor/disable', {
      password: strongPassword,
    });
    expect(off.statusCode).toBe(200);
    expect((await call(sara, 'GET', '/api/account/two-factor')).json()).toEqual({ enabled: false });
    expect(await securityEvents(saraId)).toContain('two_factor_disabled');
    const rows = await sut.db.db
      .selectFrom('two_factors')
      .select('id')
      .where('user_id', '=', saraId)
      .execute();
    expect(rows).toHaveLength(0);

    const browser = new CookieJar();
    const response = await signIn(sut.app, browser, email, strongPassword);
    expect(response.json().session.user.email).toBe(email);
  });

  it('makes new backup codes with the password; the old ones stop working, the new ones sign in', async () => {
    const refused = await call(sara, 'POST', '/api/account/two-factor/backup-codes', {
      password: strongPassword,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');

    const { backupCodes: old } = await enable();
    const wrong = await call(sara, 'POST', '/api/account/two-factor/backup-codes', {
      password: 'Wrong#Pass9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const bad = await call(sara, 'POST', '/api/account/two-factor/backup-codes', {
      password: strongPassword,
      extra: true,
    });
    expect(bad.statusCode).toBe(400);

    const made = await call(sara, 'POST', '/api/account/two-factor/backup-codes', {
      password: strongPassword,
    });
    expect(made.statusCode).toBe(200);
    const fresh = made.json().backupCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expect(await securityEvents(saraId)).toContain('backup_codes_regenerated');

    const browser = new CookieJar();
    await signIn(sut.app, browser, email, strongPassword);
    const stale = await call(browser, 'POST', '/api/auth/sign-in/two-factor', { code: old[0] });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('INVALID_TWO_FACTOR_CODE');
    const ok = await call(browser, 'POST', '/api/auth/sign-in/two-factor', { code: fresh[0] });
    expect(ok.statusCode).toBe(200);
    expect((await call(browser, 'GET', '/api/auth/session')).json().session.user.email).toBe(email);
  });

  it('answers 401 to a visitor on the two-factor settings routes', async () => {
    const visitor = new CookieJar();
    expect((await call(visitor, 'GET', '/api/account/two-factor')).statusCode).toBe(401);
    for (const url of ['setup', 'enable', 'disable', 'backup-codes']) {
      const body = url === 'enable' ? { code: '123456' } : { password: strongPassword };
      const response = await call(visitor, 'POST', `/api/account/two-factor/${url}`, body);
      expect(response.statusCode).toBe(401);
    }
  });

  it('keeps each user to their own second factor', async () => {
    const { secret } = await enable();
    const omar = (await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Saleh' }))
      .jar;
    expect((await call(omar, 'GET', '/api/account/two-factor')).json()).toEqual({ enabled: false });
    // Omar cannot turn off Sara's second factor, nor finish a setup with her code.
    const disable = await call(omar, 'POST', '/api/account/two-factor/disable', {
      password: strongPassword,
    });
    expect(disable.statusCode).toBe(409);
    const confirm = await call(omar, 'POST', '/api/account/two-factor/enable', {
      code: totp(secret),
    });
    expect(confirm.statusCode).toBe(400);
    expect((await call(sara, 'GET', '/api/account/two-factor')).json()).toEqual({ enabled: true });
  });
});
