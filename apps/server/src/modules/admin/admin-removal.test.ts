import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  signIn,
  strongPassword,
  type TestEnv,
} from '../../test/test-app.js';

describe.each(engines)('admin removal of accounts and early-access entries on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let admin: { jar: CookieJar; userId: string };
  let omar: { jar: CookieJar; userId: string; familyId: string };

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    admin = await env.ctx.newFamily({ email: 'admin@example.com', fullName: 'Nora Admin' });
    omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Saleh' });
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const removal = async (userId: string) =>
    (await call(admin.jar, 'GET', `/api/admin/users/${userId}/removal`)).json().removal;

  it("deletes a user's account with its empty family, audited, after telling what happens", async () => {
    expect(await removal(omar.userId)).toEqual({
      familyName: "Omar Saleh's family",
      family: 'deleted',
      heirName: null,
    });
    const deleted = await call(admin.jar, 'POST', `/api/admin/users/${omar.userId}/delete`, {});
    expect(deleted.statusCode).toBe(200);
    expect((await call(omar.jar, 'GET', '/api/profile')).statusCode).toBe(401);
    expect(
      (await signIn(sut.app, new CookieJar(), 'omar@example.com', strongPassword)).statusCode,
    ).toBe(401);
    const db = sut.db.db;
    expect(
      await db.selectFrom('users').select('id').where('id', '=', omar.userId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('families').select('id').where('id', '=', omar.familyId).execute(),
    ).toEqual([]);
    const audit = await db
      .selectFrom('security_audit_log')
      .select(['user_id', 'details'])
      .where('event_type', '=', 'account_deleted')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.user_id).toBeNull();
    expect(JSON.parse(audit[0]!.details as string)).toMatchObject({
      deletedUserId: omar.userId,
      removedByAdminUserId: admin.userId,
    });
    const activity = await db
      .selectFrom('user_activity_log')
      .select('activity_type')
      .where('user_id', '=', admin.userId)
      .execute();
    expect(activity.map((a) => a.activity_type)).toContain('admin_delete_user');
    const again = await call(admin.jar, 'POST', `/api/admin/users/${omar.userId}/delete`, {});
    expect(again.statusCode).toBe(404);
  });

  it('hands a family with another account to it, keeping the shared data', async () => {
    const { token } = await env.ctx.newInvitation(omar);
    const lina = await env.ctx.newFamily({ email: 'lina@example.com', fullName: 'Lina Saleh' });
    expect((await call(lina.jar, 'POST', `/api/invitations/${token}/accept`, {})).statusCode).toBe(
      200,
    );
    expect(await removal(omar.userId)).toEqual({
      familyName: "Omar Saleh's family",
      family: 'handed_over',
      heirName: 'Lina Saleh',
    });
    expect(
      (await call(admin.jar, 'POST', `/api/admin/users/${omar.userId}/delete`, {})).statusCode,
    ).toBe(200);
    const family = await sut.db.db
      .selectFrom('families')
      .select('owner_user_id')
      .where('id', '=', omar.familyId)
      .executeTakeFirstOrThrow();
    expect(family.owner_user_id).toBe(lina.userId);
    // Omar stays a member without an account, as after deleting his own account.
    const members = await sut.db.db
      .selectFrom('family_members')
      .select(['name', 'user_id'])
      .where('family_id', '=', omar.familyId)
      .orderBy('name')
      .execute();
    expect(members).toEqual([
      { name: 'Lina Saleh', user_id: lina.userId },
      { name: 'Omar Saleh', user_id: null },
    ]);
    expect((await call(lina.jar, 'GET', '/api/profile')).statusCode).toBe(200);
  });

  it("refuses one's own account, an unknown user and non-admins", async () => {
    const self = await call(admin.jar, 'POST', `/api/admin/users/${admin.userId}/delete`, {});
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('SELF_REMOVAL');
    expect((await call(admin.jar, 'POST', '/api/admin/users/nobody/delete', {})).statusCode).toBe(
      404,
    );
    expect((await call(admin.jar, 'GET', '/api/admin/users/nobody/removal')).statusCode).toBe(404);
    const refused = await call(omar.jar, 'POST', `/api/admin/users/${admin.userId}/delete`, {});
    expect(refused.statusCode).toBe(403);
    expect(
      (await call(omar.jar, 'GET', `/api/admin/users/${admin.userId}/removal`)).statusCode,
    ).toBe(403);
    expect(
      (await call(new CookieJar(), 'POST', `/api/admin/users/${omar.userId}/delete`, {}))
        .statusCode,
    ).toBe(401);
    expect((await call(admin.jar, 'GET', '/api/profile')).statusCode).toBe(200);
    expect((await call(omar.jar, 'GET', '/api/profile')).statusCode).toBe(200);
  });

  it('never deletes the last administrator', async () => {
    // Omar is made the only admin; Nora (still signed in as admin in her session's eyes) tries.
    await call(admin.jar, 'POST', `/api/admin/users/${omar.userId}/promote`, {});
    await call(omar.jar, 'POST', `/api/admin/users/${admin.userId}/demote`, {});
    const refused = await call(omar.jar, 'POST', `/api/admin/users/${omar.userId}/delete`, {});
    expect(refused.json().error.code).toBe('SELF_REMOVAL');
    const byUser = await call(admin.jar, 'POST', `/api/admin/users/${omar.userId}/delete`, {});
    expect(byUser.statusCode).toBe(403);
  });

  it('removes an early-access entry, audited, for admins only', async () => {
    await sut.app.inject({
      method: 'POST',
      url: '/api/early-access',
      payload: { email: 'fan@example.com' },
    });
    const listed = (await call(admin.jar, 'GET', '/api/admin/early-access')).json();
    expect(listed.total).toBe(1);
    const { id } = listed.signups[0];
    expect((await call(omar.jar, 'DELETE', `/api/admin/early-access/${id}`)).statusCode).toBe(403);
    expect(
      (await call(new CookieJar(), 'DELETE', `/api/admin/early-access/${id}`)).statusCode,
    ).toBe(401);
    expect((await call(admin.jar, 'DELETE', `/api/admin/early-access/${id}`)).statusCode).toBe(200);
    expect((await call(admin.jar, 'GET', '/api/admin/early-access')).json().total).toBe(0);
    expect((await call(admin.jar, 'DELETE', `/api/admin/early-access/${id}`)).statusCode).toBe(404);
    const activity = await sut.db.db
      .selectFrom('user_activity_log')
      .select(['activity_type', 'activity_data'])
      .where('user_id', '=', admin.userId)
      .where('activity_type', '=', 'admin_delete_early_access')
      .execute();
    expect(activity).toHaveLength(1);
  });
});
