import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { CookieJar, createTestEnv, engines, signUp, type TestEnv } from '../../test/test-app.js';

describe.each(engines)('registration mode on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let admin: CookieJar;
  let familyId: string;
  let adminId: string;

  const setMode = (registrationMode: 'open' | 'invite_only') =>
    sut.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.header() },
      payload: { registrationMode },
    });

  const invite = async (
    token: string,
    status: 'pending' | 'accepted' | 'revoked',
    expiresInMs: number,
  ) => {
    await sut.db.db
      .insertInto('family_invitations')
      .values({
        id: `inv-${token}`,
        family_id: familyId,
        invitation_token: token,
        status,
        expires_at: new Date(Date.now() + expiresInMs).toISOString(),
        invited_email: null,
        invited_name: null,
        role: 'member',
        created_by: adminId,
        created_at: new Date().toISOString(),
      })
      .execute();
  };

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    admin = new CookieJar();
    const response = await signUp(sut.app, admin, { email: 'admin@example.com' });
    ({ id: adminId, familyId } = response.json().session.user);
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('lets anyone sign up while registration is open', async () => {
    const response = await signUp(sut.app, new CookieJar(), { email: 'open@example.com' });
    expect(response.statusCode).toBe(201);
  });

  it('answers 403 REGISTRATION_CLOSED without a valid invitation while invite-only', async () => {
    expect((await setMode('invite_only')).statusCode).toBe(200);
    await invite('expired-token', 'pending', -60_000);
    await invite('used-token', 'accepted', 86_400_000);
    await invite('revoked-token', 'revoked', 86_400_000);
    for (const invitationToken of [
      undefined,
      'no-such-token',
      'expired-token',
      'used-token',
      'revoked-token',
    ]) {
      const response = await signUp(sut.app, new CookieJar(), {
        email: 'closed@example.com',
        ...(invitationToken ? { invitationToken } : {}),
      });
      expect(response.statusCode, String(invitationToken)).toBe(403);
      expect(response.json().error.code).toBe('REGISTRATION_CLOSED');
    }
    const users = await sut.db.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email)).toEqual(['admin@example.com']);
  });

  it('accepts a sign-up with a pending, unexpired invitation while invite-only', async () => {
    await setMode('invite_only');
    await invite('good-token', 'pending', 86_400_000);
    const response = await signUp(sut.app, new CookieJar(), {
      email: 'invited@example.com',
      invitationToken: 'good-token',
    });
    expect(response.statusCode).toBe(201);
  });

  it('opens again when the admin switches back to open', async () => {
    await setMode('invite_only');
    await setMode('open');
    const response = await signUp(sut.app, new CookieJar(), { email: 'again@example.com' });
    expect(response.statusCode).toBe(201);
  });

  it('always allows the first account of a fresh install', async () => {
    await sut.db.db
      .deleteFrom('families')
      .execute()
      .catch(() => undefined);
    await setMode('invite_only');
    // Remove every account, keeping the invite-only setting (as after a fresh install's config).
    await sut.db.db.deleteFrom('profiles').execute();
    await sut.db.db.deleteFrom('family_invitations').execute();
    await sut.db.db.deleteFrom('families').execute();
    await sut.db.db.updateTable('platform_settings').set({ updated_by: null }).execute();
    await sut.db.db.deleteFrom('users').execute();
    const response = await signUp(sut.app, new CookieJar(), { email: 'first@example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json().session.user.role).toBe('admin');
  });

  it('rejects an invitation token that is empty or too long', async () => {
    for (const invitationToken of ['', 'x'.repeat(201)]) {
      const response = await signUp(sut.app, new CookieJar(), {
        email: 'bad@example.com',
        invitationToken,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
