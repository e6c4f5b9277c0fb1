import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import {
  followProvider,
  startOidcProvider,
  type ProviderAccount,
  type TestOidcProvider,
} from '../../test/oidc-test-provider.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  signIn,
  signUp,
  strongPassword,
  type TestEnv,
} from '../../test/test-app.js';

const BASE_URL = 'http://localhost:3000';
const REDIRECT_URI = `${BASE_URL}/api/auth/callback/oidc`;

describe.each(engines)('single sign-on (OpenID Connect) on %s', (engine) => {
  let provider: TestOidcProvider;
  let env: TestEnv;
  let sut: UsraApp;

  beforeAll(async () => {
    provider = await startOidcProvider(REDIRECT_URI);
  });
  afterAll(async () => {
    await provider.close();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const start = async (vars: Record<string, string> = {}) => {
    env = createTestEnv(engine, {
      BASE_URL,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: 'Family ID',
      ...vars,
    });
    sut = await env.start();
  };

  /** The whole round trip a browser makes: Usra → provider → Usra's callback. */
  const ssoSignIn = async (
    jar: CookieJar,
    account: ProviderAccount,
    body: Record<string, unknown> = {},
  ) => {
    const started = await callAs(sut.app, jar, 'POST', '/api/auth/sso', body);
    expect(started.statusCode, started.body).toBe(200);
    jar.store(started);
    const url = new URL(started.json().url as string);
    expect(url.origin).toBe(provider.issuer);
    // Authorization code flow with PKCE (S256), state and nonce, to the documented callback.
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    provider.signInAs(account);
    const back = await followProvider(url.href, REDIRECT_URI);
    const callback = await callAs(sut.app, jar, 'GET', `${back.pathname}${back.search}`);
    expect(callback.statusCode, callback.body).toBe(302);
    jar.store(callback);
    return String(callback.headers.location);
  };
  const session = async (jar: CookieJar) =>
    (await callAs(sut.app, jar, 'GET', '/api/auth/session')).json().session as {
      user: { id: string; email: string; familyId: string; role: string; fullName: string };
    } | null;
  const userCount = async () => (await sut.db.db.selectFrom('users').select('id').execute()).length;

  it('a first sign-in creates the account and its family as a sign-up does (first one is admin)', async () => {
    await start();
    const methods = await callAs(sut.app, null, 'GET', '/api/auth/methods');
    expect(methods.json()).toEqual({ sso: { name: 'Family ID' }, passwordSignIn: true });
    const jar = new CookieJar();
    const location = await ssoSignIn(jar, {
      sub: 'p-100',
      email: 'Nora@Example.com',
      email_verified: true,
      name: 'Nora Saleh',
    });
    expect(location).toBe('/app/welcome');
    const signedIn = await session(jar);
    expect(signedIn?.user).toMatchObject({
      email: 'nora@example.com',
      fullName: 'Nora Saleh',
      role: 'admin',
    });
    const family = await callAs(sut.app, jar, 'GET', '/api/family/members');
    expect(family.statusCode).toBe(200);
    expect(family.json().members).toHaveLength(1);
    const linked = await callAs(sut.app, jar, 'GET', '/api/auth/sign-in-methods');
    expect(linked.json().methods).toEqual([
      { kind: 'sso', name: 'Family ID', linkedAt: expect.any(String) },
    ]);
    const log = await sut.db.db
      .selectFrom('security_audit_log')
      .select('event_type')
      .where('user_id', '=', signedIn!.user.id)
      .execute();
    expect(log.map((row) => row.event_type)).toEqual(
      expect.arrayContaining(['signup', 'successful_auth']),
    );

    // The next sign-in finds the same account: no second family, lands in the app.
    const again = new CookieJar();
    expect(
      await ssoSignIn(again, {
        sub: 'p-100',
        email: 'nora@example.com',
        email_verified: true,
        name: 'Nora Saleh',
      }),
    ).toBe('/app');
    expect((await session(again))?.user.familyId).toBe(signedIn?.user.familyId);
    expect(await userCount()).toBe(1);

    // An SSO-only account (no password) makes app passwords for scripts and CalDAV.
    const created = await callAs(sut.app, jar, 'POST', '/api/account/app-passwords', {
      name: 'Phone',
      scope: 'read-write',
    });
    expect(created.statusCode, created.body).toBe(201);
    const asScript = await sut.app.inject({
      method: 'GET',
      url: '/api/family/members',
      headers: { authorization: `Bearer ${created.json().token as string}` },
    });
    expect(asScript.statusCode).toBe(200);
    expect(asScript.json().members).toHaveLength(1);
  });

  it('links to the password account of the same e-mail only when the provider verified it', async () => {
    await start();
    const sara = new CookieJar();
    await signUp(sut.app, sara);
    const saraId = (await session(sara))!.user.id;

    const unverified = new CookieJar();
    const refused = await ssoSignIn(unverified, {
      sub: 'p-200',
      email: 'sara@example.com',
      email_verified: false,
      name: 'Someone',
    });
    expect(refused).toBe('/auth?error=account_not_linked');
    expect(await session(unverified)).toBeNull();
    expect(await userCount()).toBe(1);

    const verified = new CookieJar();
    expect(
      await ssoSignIn(verified, {
        sub: 'p-201',
        email: 'sara@example.com',
        email_verified: true,
        name: 'Sara Ali',
      }),
    ).toBe('/app');
    expect((await session(verified))?.user.id).toBe(saraId);
    expect(await userCount()).toBe(1);
    const linked = await callAs(sut.app, sara, 'GET', '/api/auth/sign-in-methods');
    expect(linked.json().methods.map((m: { kind: string }) => m.kind)).toEqual(['password', 'sso']);
    // The password still works beside it.
    const password = await signIn(sut.app, new CookieJar(), 'sara@example.com', strongPassword);
    expect(password.statusCode).toBe(200);
  });

  it('an invitation link followed by an SSO sign-in joins that family, also while invite-only', async () => {
    await start();
    const sara = new CookieJar();
    await signUp(sut.app, sara);
    const saraFamily = (await session(sara))!.user.familyId;
    const mode = await callAs(sut.app, sara, 'PUT', '/api/admin/settings', {
      registrationMode: 'invite_only',
    });
    expect(mode.statusCode, mode.body).toBe(200);

    // Without an invitation, no account is made, and the page says why.
    const stranger = new CookieJar();
    expect(
      await ssoSignIn(stranger, {
        sub: 'p-300',
        email: 'stranger@example.com',
        email_verified: true,
        name: 'Stranger',
      }),
    ).toBe('/auth?error=registration_closed');
    expect(await session(stranger)).toBeNull();
    expect(await userCount()).toBe(1);

    const invited = await callAs(sut.app, sara, 'POST', '/api/family/invitations', {});
    const token = invited.json().invitation.token as string;
    const omar = new CookieJar();
    const location = await ssoSignIn(
      omar,
      { sub: 'p-301', email: 'omar@example.com', email_verified: true, name: 'Omar Ali' },
      { invitationToken: token },
    );
    expect(location).toBe(`/invite/${token}`);
    const accepted = await callAs(sut.app, omar, 'POST', `/api/invitations/${token}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await session(omar))?.user.familyId).toBe(saraFamily);
  });

  it('OIDC_ALLOW_SIGNUP=false refuses a new person clearly and makes no account', async () => {
    await start({ OIDC_ALLOW_SIGNUP: 'false' });
    const jar = new CookieJar();
    expect(
      await ssoSignIn(jar, {
        sub: 'p-400',
        email: 'new@example.com',
        email_verified: true,
        name: 'New Person',
      }),
    ).toBe('/auth?error=signup_disabled');
    expect(await session(jar)).toBeNull();
    expect(await userCount()).toBe(0);
  });

  it('OIDC_ONLY=true refuses password sign-in and sign-up', async () => {
    await start({ OIDC_ONLY: 'true' });
    expect((await callAs(sut.app, null, 'GET', '/api/auth/methods')).json()).toEqual({
      sso: { name: 'Family ID' },
      passwordSignIn: false,
    });
    const jar = new CookieJar();
    const up = await signUp(sut.app, jar);
    expect(up.statusCode).toBe(403);
    expect(up.json().error.code).toBe('PASSWORD_SIGN_IN_DISABLED');
    const inn = await signIn(sut.app, jar, 'sara@example.com', strongPassword);
    expect(inn.statusCode).toBe(403);
    expect(await userCount()).toBe(0);
    expect(
      await ssoSignIn(jar, {
        sub: 'p-500',
        email: 'sso@example.com',
        email_verified: true,
        name: 'Only SSO',
      }),
    ).toBe('/app/welcome');
  });

  it('a callback with a forged state signs no one in', async () => {
    await start();
    const jar = new CookieJar();
    const forged = await callAs(
      sut.app,
      jar,
      'GET',
      '/api/auth/callback/oidc?code=abc&state=forged-state',
    );
    expect(forged.statusCode).toBe(302);
    expect(String(forged.headers.location)).toMatch(/error=/);
    jar.store(forged);
    expect(await session(jar)).toBeNull();
  });

  it('OIDC_SCOPES decides the scopes asked for, openid always among them', async () => {
    await start({ OIDC_SCOPES: 'email' });
    const started = await callAs(sut.app, new CookieJar(), 'POST', '/api/auth/sso', {});
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json().url as string);
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid']);
    expect((await callAs(sut.app, null, 'GET', '/api/auth/methods')).json()).toEqual({
      sso: { name: 'Family ID' },
      passwordSignIn: true,
    });
  });

  it('without OIDC_* there is no single sign-on', async () => {
    env = createTestEnv(engine, { BASE_URL });
    sut = await env.start();
    expect((await callAs(sut.app, null, 'GET', '/api/auth/methods')).json()).toEqual({
      sso: null,
      passwordSignIn: true,
    });
    const started = await callAs(sut.app, null, 'POST', '/api/auth/sso', {});
    expect(started.statusCode).toBe(404);
  });
});
