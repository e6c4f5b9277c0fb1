import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  sharedTestApp,
  type TestEnv,
  uniqueEmail,
} from '../../test/test-app.js';

describe.each(engines)('admin portal API on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let admin: CookieJar;
  let adminId: string;
  let member: CookieJar;
  let memberId: string;

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);

  const routes = (): [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] => [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users'],
    ['POST', `/api/admin/users/${memberId}/promote`, {}],
    ['POST', `/api/admin/users/${adminId}/demote`, {}],
    ['GET', '/api/admin/activity'],
    ['GET', '/api/admin/health'],
    ['POST', '/api/admin/visits', { action: 'portal_access' }],
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings', { registrationMode: 'invite_only' }],
    // The role is checked before the body: a bad body still answers 403.
    ['PUT', '/api/admin/settings', { registrationMode: 'nope' }],
  ];

  describe('one app, each test its own accounts', () => {
    // One app for the tests that read nothing install-wide; each makes its own admin and
    // member (test-app.ts). None of them changes the registration mode.
    const shared = sharedTestApp(engine);
    beforeEach(async () => {
      ({ env, sut } = shared);
      // Nora is admin, as the first account of an install was when each test had its own.
      ({ jar: admin, userId: adminId } = await env.ctx.newFamily({
        email: uniqueEmail('admin'),
        fullName: 'Nora Admin',
        platformRole: 'admin',
      }));
      ({ jar: member, userId: memberId } = await env.ctx.newFamily({
        email: uniqueEmail('omar'),
        fullName: 'Omar Saleh',
        platformRole: 'user',
      }));
    });

    it('answers 403 FORBIDDEN to a non-admin on every admin route and changes nothing', async () => {
      for (const [method, url, body] of routes()) {
        const response = await call(member, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
      const roles = await sut.db.db.selectFrom('user_roles').select(['user_id', 'role']).execute();
      expect(roles).toEqual(
        expect.arrayContaining([
          { user_id: adminId, role: 'admin' },
          { user_id: memberId, role: 'user' },
        ]),
      );
      const settings = await call(admin, 'GET', '/api/admin/settings');
      expect(settings.json().settings.registrationMode).toBe('open');
    });

    it('answers 401 to a visitor on every admin route', async () => {
      for (const [method, url, body] of routes()) {
        const response = await call(new CookieJar(), method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('promotes and demotes a user, takes effect at once, and logs both', async () => {
      expect((await call(member, 'GET', '/api/admin/stats')).statusCode).toBe(403);
      const promoted = await call(admin, 'POST', `/api/admin/users/${memberId}/promote`, {});
      expect(promoted.statusCode).toBe(200);
      expect((await call(member, 'GET', '/api/admin/stats')).statusCode).toBe(200);
      const session = await call(member, 'GET', '/api/auth/session');
      expect(session.json().session.user.role).toBe('admin');

      const demoted = await call(admin, 'POST', `/api/admin/users/${memberId}/demote`, {});
      expect(demoted.statusCode).toBe(200);
      expect((await call(member, 'GET', '/api/admin/stats')).statusCode).toBe(403);
      const roles = await sut.db.db
        .selectFrom('user_roles')
        .select('role')
        .where('user_id', '=', memberId)
        .execute();
      expect(roles).toEqual([{ role: 'user' }]);

      const log = await sut.db.db
        .selectFrom('user_activity_log')
        .select(['activity_type', 'activity_data'])
        .where('user_id', '=', adminId)
        .where('activity_type', 'like', 'admin_%')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      expect(log.map((l) => l.activity_type)).toEqual(['admin_promote_user', 'admin_demote_user']);
      expect(JSON.parse(log[0]!.activity_data)).toEqual({ targetUserId: memberId });
    });

    it('answers 404 for an unknown user id', async () => {
      for (const action of ['promote', 'demote']) {
        const response = await call(admin, 'POST', `/api/admin/users/no-such-user/${action}`, {});
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
    });

    it('reports platform health from real checks', async () => {
      const response = await call(admin, 'GET', '/api/admin/health');
      expect(response.statusCode).toBe(200);
      expect(response.json().checks).toEqual([
        { id: 'database', status: 'ok' },
        { id: 'file_storage', status: 'ok', detail: 'disk' },
        { id: 'email', status: 'not_configured' },
        { id: 'geocoding', status: 'ok', detail: 'offline' },
      ]);
    });

    it('reports configured providers that cannot be reached as failing', async () => {
      const other = createTestEnv(engine, {
        SMTP_URL: 'smtp://127.0.0.1:9',
        GEOCODER_URL: 'http://127.0.0.1:9/',
        S3_BUCKET: 'usra-files',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      });
      try {
        const app = await other.start();
        const { jar } = await other.ctx.newFamily({ email: 'first@example.com' });
        const response = await app.app.inject({
          method: 'GET',
          url: '/api/admin/health',
          headers: { cookie: jar.header() },
        });
        const checks = response.json().checks as { id: string; status: string }[];
        expect(checks.find((c) => c.id === 'email')?.status).toBe('error');
        expect(checks.find((c) => c.id === 'geocoding')?.status).toBe('error');
        expect(checks.find((c) => c.id === 'file_storage')?.status).toBe('error');
        expect(checks.find((c) => c.id === 'database')?.status).toBe('ok');
      } finally {
        await other.cleanup();
      }
    });

    it('rejects bad bodies', async () => {
      const bad: [method: 'POST' | 'PUT', url: string, body: unknown][] = [
        ['PUT', '/api/admin/settings', { registrationMode: 'closed' }],
        ['PUT', '/api/admin/settings', {}],
        ['PUT', '/api/admin/settings', { registrationMode: 'open', extra: 1 }],
        ['POST', '/api/admin/visits', { action: 'delete_everything' }],
        ['POST', '/api/admin/visits', {}],
      ];
      for (const [method, url, body] of bad) {
        const response = await call(admin, method, url, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
    });
  });

  // An app per test: these read or change the install's own state: every account counted and
  // listed (stats, users, the activity of all accounts), the number of admins (the last admin,
  // stepping down when another remains), the clock (moved three days on) and the registration
  // mode across a restart.
  describe('an app per test: install-wide state', () => {
    beforeEach(async () => {
      env = createTestEnv(engine);
      sut = await env.start();
      // The first account of an install is its admin.
      ({ jar: admin, userId: adminId } = await env.ctx.newFamily({
        email: 'admin@example.com',
        fullName: 'Nora Admin',
      }));
      ({ jar: member, userId: memberId } = await env.ctx.newFamily({
        email: 'omar@example.com',
        fullName: 'Omar Saleh',
      }));
    });
    afterEach(async () => {
      await env.cleanup();
    });

    it('gives the stats, counting tables that do not exist yet as 0', async () => {
      const response = await call(admin, 'GET', '/api/admin/stats');
      expect(response.statusCode).toBe(200);
      const { stats } = response.json();
      expect(stats).toMatchObject({
        totalUsers: 2,
        totalFamilies: 2,
        activeUsers24h: 2,
        activeUsers7d: 2,
        newUsers24h: 2,
        newUsers7d: 2,
        totalAssets: 0,
        totalVehicles: 0,
      });
      expect(stats.totalTasks).toBeGreaterThanOrEqual(0);
      expect(Date.parse(stats.generatedAt)).not.toBeNaN();
    });

    it('counts users active in the last 24 hours and 7 days separately', async () => {
      env.clock.now = new Date(Date.now() + 3 * 86_400_000);
      await env.ctx.newFamily({ email: 'late@example.com', fullName: 'Late Comer' });
      const { stats } = (await call(admin, 'GET', '/api/admin/stats')).json();
      expect(stats).toMatchObject({
        totalUsers: 3,
        activeUsers24h: 1,
        activeUsers7d: 3,
        newUsers24h: 1,
      });
    });

    it('lists every user with role, newest first, and records the last sign-in', async () => {
      const response = await call(admin, 'GET', '/api/admin/users');
      expect(response.statusCode).toBe(200);
      const { users } = response.json();
      expect(users.map((u: { email: string }) => u.email)).toEqual([
        'omar@example.com',
        'admin@example.com',
      ]);
      expect(users[0]).toMatchObject({ id: memberId, fullName: 'Omar Saleh', role: 'user' });
      expect(users[1]).toMatchObject({ id: adminId, role: 'admin' });
      expect(users[0].lastSignInAt).not.toBeNull();
    });

    it('refuses to let the last admin demote themselves', async () => {
      const response = await call(admin, 'POST', `/api/admin/users/${adminId}/demote`, {});
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('LAST_ADMIN');
      expect((await call(admin, 'GET', '/api/admin/stats')).statusCode).toBe(200);
    });

    it('lets an admin step down when another admin remains', async () => {
      await call(admin, 'POST', `/api/admin/users/${memberId}/promote`, {});
      const response = await call(admin, 'POST', `/api/admin/users/${adminId}/demote`, {});
      expect(response.statusCode).toBe(200);
      expect((await call(admin, 'GET', '/api/admin/stats')).statusCode).toBe(403);
    });

    it('logs portal visits and refreshes, and shows the 50 newest entries with daily counts', async () => {
      expect(
        (await call(admin, 'POST', '/api/admin/visits', { action: 'portal_access' })).statusCode,
      ).toBe(200);
      expect(
        (await call(admin, 'POST', '/api/admin/visits', { action: 'refresh' })).statusCode,
      ).toBe(200);
      for (let i = 0; i < 50; i += 1) {
        await sut.db.db
          .insertInto('user_activity_log')
          .values({
            id: `filler-${String(i).padStart(3, '0')}`,
            user_id: memberId,
            activity_type: 'task_created',
            activity_data: '{}',
            created_at: new Date(Date.now() - 20 * 86_400_000).toISOString(),
          })
          .execute();
      }
      const response = await call(admin, 'GET', '/api/admin/activity');
      expect(response.statusCode).toBe(200);
      const { entries, days } = response.json();
      expect(entries).toHaveLength(50);
      expect(entries[0]).toMatchObject({
        userId: adminId,
        userEmail: 'admin@example.com',
        userName: 'Nora Admin',
        activityType: 'admin_refresh',
      });
      expect(entries[1].activityType).toBe('admin_portal_access');
      expect(days).toHaveLength(14);
      const today = days.at(-1);
      expect(today.date).toBe(new Date().toISOString().slice(0, 10));
      // Two sign-ups count as sign-ins; the two portal entries as actions (old fillers are outside).
      expect(today).toMatchObject({ signIns: 2, actions: 2 });
    });

    it('stores the registration mode server-side', async () => {
      const put = await call(admin, 'PUT', '/api/admin/settings', {
        registrationMode: 'invite_only',
      });
      expect(put.statusCode).toBe(200);
      expect(put.json().settings.registrationMode).toBe('invite_only');
      const again = await env.restart();
      sut = again;
      const get = await call(admin, 'GET', '/api/admin/settings');
      expect(get.json().settings.registrationMode).toBe('invite_only');
    });
  });
});
