import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  sharedTestApp,
  signIn,
  signUp,
  strongPassword,
  type TestEnv,
  type TestUser,
  uniqueEmail,
} from '../../test/test-app.js';
import { familyTables } from '../../db/family-tables.js';
import { uploadBody } from '../../test/multipart.js';

interface Account {
  jar: CookieJar;
  id: string;
  familyId: string;
  email: string;
}

describe.each(engines)('account deletion on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let admin: Account;
  let sara: Account;
  let omar: Account;

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);

  const account = ({ jar, userId, familyId, email }: TestUser): Account => ({
    jar,
    id: userId,
    familyId,
    email,
  });
  const register = async (email: string, fullName: string) =>
    account(await env.ctx.newFamily({ email, fullName }));

  /** A new account in Sara's family, as after accepting an invitation with this role. */
  const joinSara = async (email: string, fullName: string, role = 'spouse') =>
    account(await env.ctx.newMember(sara, { email, fullName, role }));

  const memberIdOf = async (userId: string) => {
    const row = await sut.db.db
      .selectFrom('family_members')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const remove = (account: Account, body: Record<string, unknown>) =>
    call(account.jar, 'POST', '/api/account/delete', { password: strongPassword, ...body });

  const userExists = async (id: string) =>
    (await sut.db.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;

  /** Every table of this database that has a family_id column (whatever issue added it). */
  const tablesWithFamilyId = async () => {
    const tables = await sut.db.db.introspection.getTables();
    return tables
      .filter((t) => engine === 'sqlite' || t.schema === env.config.databaseSchema)
      .filter((t) => t.columns.some((c) => c.name === 'family_id'))
      .map((t) => t.name);
  };

  const countRows = async (table: string, column: string, familyId: string) => {
    const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
      table,
    )} where ${sql.ref(column)} = ${familyId}`.execute(sut.db.db);
    return Number(result.rows[0]!.n);
  };

  describe('one app, each test its own families', () => {
    // One app for these tests (test-app.ts).
    const shared = sharedTestApp(engine);
    beforeAll(async () => {
      ({ env, sut } = shared);
      // The install's first account is its admin: every test's Sara and Omar are ordinary users.
      await register(uniqueEmail('admin'), 'Admin Person');
    });
    beforeEach(async () => {
      ({ env, sut } = shared);
      sara = await register(uniqueEmail('sara'), 'Sara Ali');
      omar = await register(uniqueEmail('omar'), 'Omar Saleh');
    });

    it('needs a session and refuses bad bodies', async () => {
      const visitor = new CookieJar();
      expect((await call(visitor, 'GET', '/api/account/deletion')).statusCode).toBe(401);
      expect(
        (
          await call(visitor, 'POST', '/api/account/delete', {
            password: 'x',
            familyAction: 'none',
          })
        ).statusCode,
      ).toBe(401);
      for (const body of [
        {},
        { password: strongPassword },
        { password: '', familyAction: 'delete_family' },
        { password: strongPassword, familyAction: 'transfer' },
        { password: strongPassword, familyAction: 'explode' },
        { password: strongPassword, familyAction: 'delete_family', familyId: omar.familyId },
      ]) {
        const response = await call(sara.jar, 'POST', '/api/account/delete', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
      expect(await userExists(sara.id)).toBe(true);
    });

    it('a member who is not the owner leaves: account gone, member row stays without an account, family data stays', async () => {
      const ali = await joinSara(uniqueEmail('ali'), 'Ali Hassan');
      const aliMember = await memberIdOf(ali.id);
      expect(
        (
          await call(sara.jar, 'POST', '/api/tasks', {
            title: 'Buy bread',
            location: 'Bakery',
            assigneeMemberId: aliMember,
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await call(ali.jar, 'PUT', '/api/settings/notifications', {
            overdueTasks: false,
            eventsToday: true,
            maintenanceDue: true,
            assetReminders: true,
            documentsExpiring: true,
            vehicleAlerts: true,
            invitationsAccepted: true,
            dailyDigest: true,
            language: 'en',
            timeZone: 'Asia/Riyadh',
          })
        ).statusCode,
      ).toBe(200);
      const info = (await call(ali.jar, 'GET', '/api/account/deletion')).json().deletion;
      expect(info).toMatchObject({ isOwner: false, candidates: [], lastAdmin: false });

      expect((await remove(ali, { familyAction: 'delete_family' })).statusCode).toBe(403);
      expect(
        (await remove(ali, { familyAction: 'transfer', newOwnerMemberId: aliMember })).json().error
          .code,
      ).toBe('NOT_FAMILY_OWNER');

      const deleted = await remove(ali, { familyAction: 'none' });
      expect(deleted.statusCode).toBe(200);
      expect(String(deleted.headers['set-cookie'])).toMatch(/usra\.session_token=;/);
      expect(await userExists(ali.id)).toBe(false);
      for (const table of [
        'sessions',
        'accounts',
        'user_roles',
        'user_preferences',
        'profiles',
      ] as const) {
        const column = table === 'profiles' ? 'id' : 'user_id';
        expect(await countRows(table, column, ali.id), table).toBe(0);
      }
      // The old cookie no longer opens anything; signing in fails.
      expect((await call(ali.jar, 'GET', '/api/tasks')).statusCode).toBe(401);
      expect((await signIn(sut.app, new CookieJar(), ali.email, strongPassword)).statusCode).toBe(
        401,
      );

      // The family keeps its member (without an account) and the task assigned to it.
      const member = await sut.db.db
        .selectFrom('family_members')
        .selectAll()
        .where('id', '=', aliMember)
        .executeTakeFirstOrThrow();
      expect(member.user_id).toBeNull();
      const tasks = (await call(sara.jar, 'GET', '/api/tasks')).json().tasks as {
        title: string;
        assigneeMemberId: string | null;
      }[];
      expect(tasks).toEqual([
        expect.objectContaining({
          title: 'Buy bread',
          location: 'Bakery',
          assigneeMemberId: aliMember,
        }),
      ]);
      // The audit row outlives the account (the row of Ali's deletion: the app is shared).
      const deletions = await sut.db.db
        .selectFrom('security_audit_log')
        .select(['user_id', 'details'])
        .where('event_type', '=', 'account_deleted')
        .execute();
      const ofAli = deletions.filter(
        (row) => (JSON.parse(row.details) as { deletedUserId?: string }).deletedUserId === ali.id,
      );
      expect(ofAli).toHaveLength(1);
      const audit = ofAli[0]!;
      expect(audit.user_id).toBeNull();
      expect(JSON.parse(audit.details)).toMatchObject({
        deletedUserId: ali.id,
        familyId: sara.familyId,
        familyAction: 'none',
      });
    });

    it('the owner must choose; hand-over goes to an adult member with an account of the same family only', async () => {
      const ali = await joinSara(uniqueEmail('ali'), 'Ali Hassan');
      const kid = await joinSara(uniqueEmail('kid'), 'Kid Ali', 'child');
      const teen = await joinSara(uniqueEmail('teen'), 'Teen Ali', 'sibling');
      const teenMember = await memberIdOf(teen.id);
      const year = new Date().getUTCFullYear();
      expect(
        (
          await call(sara.jar, 'PATCH', `/api/family/members/${teenMember}`, {
            birthDate: `${year - 10}-01-01`,
          })
        ).statusCode,
      ).toBe(200);
      const noAccount = await call(sara.jar, 'POST', '/api/family/members', { name: 'Grandma' });
      const grandma = noAccount.json().member.id as string;
      const omarMember = (
        await call(omar.jar, 'POST', '/api/family/members', { name: 'Huda' })
      ).json().member.id as string;
      const aliMember = await memberIdOf(ali.id);

      const info = (await call(sara.jar, 'GET', '/api/account/deletion')).json().deletion;
      expect(info).toEqual({
        isOwner: true,
        candidates: [{ memberId: aliMember, name: 'Ali Hassan', email: ali.email }],
        otherAccounts: 3,
        lastAdmin: false,
      });

      const none = await remove(sara, { familyAction: 'none' });
      expect(none.statusCode).toBe(409);
      expect(none.json().error.code).toBe('OWNER_MUST_CHOOSE');
      // Another family's member: as if it did not exist.
      const foreign = await remove(sara, {
        familyAction: 'transfer',
        newOwnerMemberId: omarMember,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.code).toBe('NOT_FOUND');
      expect(
        (await remove(sara, { familyAction: 'transfer', newOwnerMemberId: 'no-such-id' }))
          .statusCode,
      ).toBe(404);
      for (const memberId of [grandma, await memberIdOf(kid.id), teenMember]) {
        const refused = await remove(sara, {
          familyAction: 'transfer',
          newOwnerMemberId: memberId,
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.code).toBe('MEMBER_NOT_ELIGIBLE');
      }
      expect(await userExists(sara.id)).toBe(true);
      // Omar's own member row and Huda: nothing of his family changed.
      expect(await countRows('family_members', 'family_id', omar.familyId)).toBe(2);
    });

    it('the owner hands the family over: the new owner keeps everything and owns it', async () => {
      const ali = await joinSara(uniqueEmail('ali'), 'Ali Hassan');
      expect(
        (await call(sara.jar, 'POST', '/api/tasks', { title: 'Fix the door', location: 'Home' }))
          .statusCode,
      ).toBe(201);
      const aliMember = await memberIdOf(ali.id);
      const handed = await remove(sara, { familyAction: 'transfer', newOwnerMemberId: aliMember });
      expect(handed.statusCode).toBe(200);
      expect(await userExists(sara.id)).toBe(false);

      const family = await sut.db.db
        .selectFrom('families')
        .selectAll()
        .where('id', '=', sara.familyId)
        .executeTakeFirstOrThrow();
      expect(family.owner_user_id).toBe(ali.id);
      expect((await call(ali.jar, 'GET', '/api/account/deletion')).json().deletion.isOwner).toBe(
        true,
      );
      const tasks = (await call(ali.jar, 'GET', '/api/tasks')).json().tasks as { title: string }[];
      expect(tasks.map((t) => t.title)).toEqual(['Fix the door']);
      const received = await sut.db.db
        .selectFrom('security_audit_log')
        .select('details')
        .where('user_id', '=', ali.id)
        .where('event_type', '=', 'family_ownership_received')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(received.details)).toMatchObject({
        familyId: sara.familyId,
        previousOwnerUserId: sara.id,
      });
      // Sara's own first family (left when... she never left) is gone with nothing else touched.
      expect(await countRows('tasks', 'family_id', omar.familyId)).toBe(0);
    });

    it('the owner deletes the family: every row of every family table goes, other families are untouched', async () => {
      const ali = await joinSara(uniqueEmail('ali'), 'Ali Hassan');
      const fill = async (account: Account) => {
        const member = await call(account.jar, 'POST', '/api/family/members', {
          name: 'Lina',
          email: 'lina@example.com',
        });
        expect(member.statusCode).toBe(201);
        const memberId = member.json().member.id as string;
        const vehicle = await call(account.jar, 'POST', '/api/vehicles', { name: 'Car' });
        const vehicleId = vehicle.json().vehicle.id as string;
        const device = await call(account.jar, 'POST', '/api/obd/devices', {
          deviceName: 'ELM327',
          deviceId: 'A1',
          vehicleId,
        });
        const deviceId = device.json().device.id as string;
        const item = await call(account.jar, 'POST', '/api/house-maintenance/items', {
          name: 'AC filter',
          location: 'Hall',
        });
        const itemId = item.json().id as string;
        const asset = await call(account.jar, 'POST', '/api/assets', {
          name: 'Fridge',
          warrantyExpiry: '2030-01-01',
        });
        const assetId = asset.json().id as string;
        const requests: [string, string, unknown][] = [
          ['POST', '/api/house-maintenance/history', { itemId, actionType: 'repair' }],
          [
            'POST',
            `/api/assets/${assetId}/schedules`,
            { title: 'Defrost', scheduledDate: '2030-01-01' },
          ],
          ['POST', `/api/assets/${assetId}/expenses`, { expenseDate: '2026-01-01', amount: 50 }],
          [
            'POST',
            `/api/assets/${assetId}/reminders`,
            { title: 'Clean coils', triggerDate: '2030-01-01' },
          ],
          [
            'POST',
            `/api/obd/devices/${deviceId}/readings`,
            // Within the last year of the test's clock (older readings are refused).
            {
              readings: [
                {
                  timestamp: new Date(Date.now() - 86_400_000).toISOString(),
                  diagnosticCodes: ['P0420'],
                },
              ],
            },
          ],
          [
            'POST',
            `/api/vehicles/${vehicleId}/reminders`,
            { title: 'Oil', serviceType: 'oil_change', intervalKm: 10000 },
          ],
          [
            'POST',
            `/api/vehicles/${vehicleId}/fuel-logs`,
            { date: '2026-01-01', odometer: 100, volume: 30 },
          ],
          [
            'POST',
            `/api/vehicles/${vehicleId}/service-logs`,
            { date: '2026-01-02', odometer: 200, serviceType: 'oil_change' },
          ],
          [
            'POST',
            `/api/family/members/${memberId}/addresses`,
            { address: 'King Fahd Road, Riyadh', label: 'School', addressType: 'school' },
          ],
          ['POST', '/api/family/groups', { name: 'Kids' }],
          [
            'POST',
            '/api/tasks',
            { title: 'Buy bread', location: 'Bakery', assigneeMemberId: memberId },
          ],
          [
            'POST',
            '/api/calendar/events',
            {
              title: 'Dinner',
              startTime: '2030-01-01T18:00:00.000Z',
              endTime: '2030-01-01T19:00:00.000Z',
            },
          ],
          ['POST', '/api/family/invitations', { role: 'parent' }],
          [
            'PUT',
            '/api/settings/appearance',
            { units: 'metric', currency: 'USD', hijriDates: false },
          ],
        ];
        for (const [method, url, body] of requests) {
          const response = await call(account.jar, method as 'POST', url, body);
          expect(response.statusCode, url).toBeLessThan(300);
        }
        // A project with a phase, and a document (its file, search text and learned type) in it.
        const project = await call(account.jar, 'POST', '/api/projects', {
          name: 'Roof',
          projectType: 'repair',
          location: 'Home',
          phases: [{ name: 'Tiles' }],
        });
        const { payload, headers } = uploadBody(
          {
            dialog: 'quick',
            title: 'Roof invoice',
            documentType: 'invoice',
            projectId: project.json().id,
            assetId,
          },
          { fileName: 'invoice.txt', data: Buffer.from('Roof repair invoice') },
        );
        const uploaded = await sut.app.inject({
          method: 'POST',
          url: '/api/documents',
          headers: { ...headers, cookie: account.jar.header() },
          payload,
        });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        // A phone's event over CalDAV (its name and UID kept) and a sync token's state.
        const appPassword = await call(account.jar, 'POST', '/api/account/app-passwords', {
          name: 'Phone',
          scope: 'read-write',
        });
        const basic = `Basic ${Buffer.from(`${account.email}:${appPassword.json().token}`).toString('base64')}`;
        const collection = `/dav/calendars/${account.familyId}/calendar/`;
        const put = await sut.app.inject({
          method: 'PUT',
          url: `${collection}phone.ics`,
          headers: { authorization: basic, 'content-type': 'text/calendar' },
          payload: [
            'BEGIN:VCALENDAR',
            'VERSION:2.0',
            'PRODID:-//Phone//EN',
            'BEGIN:VEVENT',
            'UID:phone-event',
            'DTSTART:20300102T180000Z',
            'DTEND:20300102T190000Z',
            'SUMMARY:From the phone',
            'END:VEVENT',
            'END:VCALENDAR',
          ].join('\r\n'),
        });
        expect(put.statusCode, put.body).toBe(201);
        const sync = await sut.app.inject({
          method: 'REPORT' as 'GET',
          url: collection,
          headers: { authorization: basic, 'content-type': 'application/xml' },
          payload:
            '<d:sync-collection xmlns:d="DAV:"><d:sync-token/><d:prop><d:getetag/></d:prop></d:sync-collection>',
        });
        expect(sync.statusCode, sync.body).toBe(207);
        // A calendar subscription with an occurrence (as a fetch stores it), and an imported event.
        const subscribed = await call(account.jar, 'POST', '/api/calendar/subscriptions', {
          name: 'School',
          url: 'https://192.0.2.10/school.ics',
          colour: '#0ea5e9',
        });
        expect(subscribed.statusCode, subscribed.body).toBe(201);
        await sut.db.db
          .insertInto('calendar_subscription_events')
          .values({
            id: `occ-${account.familyId}`,
            family_id: account.familyId,
            subscription_id: subscribed.json().subscription.id as string,
            uid: 'day@school',
            title: 'Sports day',
            starts_at: '2030-01-01T06:00:00.000Z',
            ends_at: '2030-01-01T10:00:00.000Z',
            all_day: sut.db.engine === 'postgres' ? false : 0,
            location: null,
          })
          .execute();
        const imported = await call(account.jar, 'POST', '/api/calendar/import', {
          content: [
            'BEGIN:VCALENDAR',
            'BEGIN:VEVENT',
            'UID:trip@x',
            'SUMMARY:Trip',
            'DTSTART:20300102T060000Z',
            'DTEND:20300102T100000Z',
            'END:VEVENT',
            'END:VCALENDAR',
          ].join('\r\n'),
        });
        expect(imported.json().imported, imported.body).toBe(1);
      };
      await fill(sara);
      await fill(omar);
      const filesOf = (familyId: string) =>
        existsSync(path.join(env.config.dataDir, 'files', familyId));
      expect(filesOf(sara.familyId)).toBe(true);
      const familyTablesInDb = await tablesWithFamilyId();
      const omarBefore: Record<string, number> = {};
      for (const table of familyTablesInDb) {
        omarBefore[table] = await countRows(table, 'family_id', omar.familyId);
      }
      for (const { table } of familyTables.filter(
        (t) => t.table !== 'families' && t.table !== 'family_invitations',
      )) {
        expect(await countRows(table, 'family_id', sara.familyId), table).toBeGreaterThan(0);
      }

      const deleted = await remove(sara, { familyAction: 'delete_family' });
      expect(deleted.statusCode).toBe(200);
      expect(await userExists(sara.id)).toBe(false);
      for (const table of familyTables) {
        expect(
          await countRows(table.table, table.familyColumn ?? 'family_id', sara.familyId),
          table.table,
        ).toBe(0);
      }
      // Also any table with a family_id column that family-tables.ts does not list.
      for (const table of familyTablesInDb) {
        expect(await countRows(table, 'family_id', sara.familyId), table).toBe(0);
        expect(await countRows(table, 'family_id', omar.familyId), table).toBe(omarBefore[table]);
      }
      expect(await countRows('families', 'id', omar.familyId)).toBe(1);
      // The deleted family's files went with it; the other family's stay.
      expect(filesOf(sara.familyId)).toBe(false);
      expect(filesOf(omar.familyId)).toBe(true);

      // Ali keeps his account, now in a new family of his own with nothing in it but himself.
      const session = (await call(ali.jar, 'GET', '/api/auth/session')).json().session;
      expect(session.user.familyId).not.toBe(sara.familyId);
      const members = (await call(ali.jar, 'GET', '/api/family/members')).json().members;
      expect(members).toEqual([
        expect.objectContaining({ userId: session.user.id, role: 'admin', status: 'active' }),
      ]);
      expect((await call(ali.jar, 'GET', '/api/account/deletion')).json().deletion.isOwner).toBe(
        true,
      );
      expect((await call(ali.jar, 'GET', '/api/tasks')).json().tasks).toEqual([]);
    });

    it('a family the user left behind by accepting an invitation goes with the account', async () => {
      const ali = await register(uniqueEmail('ali'), 'Ali Hassan');
      expect(
        (await call(ali.jar, 'POST', '/api/tasks', { title: 'Old family task', location: 'Home' }))
          .statusCode,
      ).toBe(201);
      const { token } = await env.ctx.newInvitation(
        { familyId: sara.familyId, userId: sara.id },
        { role: 'spouse' },
      );
      expect((await call(ali.jar, 'POST', `/api/invitations/${token}/accept`, {})).statusCode).toBe(
        200,
      );
      expect((await remove(ali, { familyAction: 'none' })).statusCode).toBe(200);
      expect(await countRows('families', 'id', ali.familyId)).toBe(0);
      expect(await countRows('tasks', 'family_id', ali.familyId)).toBe(0);
      expect(await countRows('families', 'id', sara.familyId)).toBe(1);
    });
  });

  // An app per test: the wrong-password test moves the clock (every test of a shared app would
  // feel it); the last two read the install's admins and accounts (the first account is admin,
  // the last admin, every account deleted).
  describe('an app per test: install-wide state', () => {
    beforeEach(async () => {
      env = createTestEnv(engine);
      sut = await env.start();
      // The first account of an install is its admin; Sara and Omar are ordinary users.
      admin = await register('admin@example.com', 'Admin Person');
      sara = await register('sara@example.com', 'Sara Ali');
      omar = await register('omar@example.com', 'Omar Saleh');
    });
    afterEach(async () => {
      await env.cleanup();
    });

    it('a wrong password deletes nothing, tells the attempts left, and is rate-limited like sign-in', async () => {
      const wrong = await remove(sara, { password: 'Wrong#Pass9', familyAction: 'delete_family' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({
        code: 'WRONG_PASSWORD',
        message: 'The password is incorrect.',
        details: { attemptsRemaining: 4 },
      });
      expect(await userExists(sara.id)).toBe(true);
      expect(await countRows('families', 'id', sara.familyId)).toBe(1);
      for (let i = 0; i < 4; i += 1) {
        await remove(sara, { password: 'Wrong#Pass9', familyAction: 'delete_family' });
      }
      // Blocked now, even with the right password.
      const blocked = await remove(sara, { familyAction: 'delete_family' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      expect(await userExists(sara.id)).toBe(true);
      const audit = await sut.db.db
        .selectFrom('security_audit_log')
        .select(['event_type'])
        .where('user_id', '=', sara.id)
        .where('event_type', 'in', ['failed_login', 'rate_limit_exceeded'])
        .execute();
      expect(audit.filter((a) => a.event_type === 'failed_login')).toHaveLength(5);
      expect(audit.filter((a) => a.event_type === 'rate_limit_exceeded')).toHaveLength(1);
      // The window passes: the right password works again.
      env.clock.now = new Date(Date.now() + 31 * 60_000);
      expect((await remove(sara, { familyAction: 'delete_family' })).statusCode).toBe(200);
    });

    it("the installation's last admin cannot delete the account while other users exist", async () => {
      expect(
        (await call(admin.jar, 'GET', '/api/account/deletion')).json().deletion.lastAdmin,
      ).toBe(true);
      const refused = await remove(admin, { familyAction: 'delete_family' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'LAST_ADMIN',
        message:
          'You are the only administrator of this server. Promote another user to admin before deleting your account.',
      });
      expect(await userExists(admin.id)).toBe(true);

      expect(
        (await call(admin.jar, 'POST', `/api/admin/users/${sara.id}/promote`, {})).statusCode,
      ).toBe(200);
      expect(
        (await call(admin.jar, 'GET', '/api/account/deletion')).json().deletion.lastAdmin,
      ).toBe(false);
      expect((await remove(admin, { familyAction: 'delete_family' })).statusCode).toBe(200);
      expect(await userExists(admin.id)).toBe(false);
    });

    it('the only account of an installation may delete itself; the next sign-up becomes admin', async () => {
      for (const account of [sara, omar]) {
        expect((await remove(account, { familyAction: 'delete_family' })).statusCode).toBe(200);
      }
      expect((await remove(admin, { familyAction: 'delete_family' })).statusCode).toBe(200);
      expect(await sut.db.db.selectFrom('users').select('id').execute()).toEqual([]);
      const next = new CookieJar();
      const response = await signUp(sut.app, next, {
        email: 'new@example.com',
        fullName: 'New Admin',
      });
      expect(response.json().session.user.role).toBe('admin');
    });
  });
});
