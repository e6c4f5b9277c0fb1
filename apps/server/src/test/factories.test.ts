import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../app.js';
import { signedCookieValue } from './factories.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  signIn,
  signUp,
  startTestApp,
  strongPassword,
  type TestEnv,
} from './test-app.js';

/** The tables a sign-up writes (rate-limit counters aside). */
const signUpTables = [
  'users',
  'accounts',
  'sessions',
  'families',
  'profiles',
  'family_members',
  'user_roles',
  'install_locks',
  'security_audit_log',
  'user_activity_log',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe.each(engines)('test factories on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    ({ env, sut } = await startTestApp(engine));
  });
  afterEach(() => env.cleanup());

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);

  /** Every row of the sign-up tables, ids numbered in order of appearance, times and secrets masked. */
  async function dump(db: UsraApp['db']['db']) {
    const ids = new Map<string, string>();
    const out: Record<string, unknown[]> = {};
    for (const table of signUpTables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
        table,
      )}`.execute(db);
      out[table] = rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([column, value]) => {
            if (column === 'token' || column === 'password') return [column, typeof value];
            if (value instanceof Date || (typeof value === 'string' && ISO.test(value)))
              return [column, '<time>'];
            if (typeof value === 'string' && UUID.test(value)) {
              if (!ids.has(value)) ids.set(value, `<id ${ids.size}>`);
              return [column, ids.get(value)];
            }
            return [column, value];
          }),
        ),
      );
    }
    return out;
  }

  it('writes the rows a sign-up writes, and a session cookie signed as better-auth signs it', async () => {
    const viaHttp = new CookieJar();
    const response = await signUp(sut.app, viaHttp);
    expect(response.statusCode).toBe(201);
    const signedUp = await dump(sut.db.db);
    const token = await sut.db.db.selectFrom('sessions').select('token').executeTakeFirstOrThrow();
    expect(viaHttp.get('usra.session_token')).toBe(
      signedCookieValue(token.token, env.config.authSecret),
    );

    const other = createTestEnv(engine);
    try {
      const app = await other.start();
      await other.ctx.newFamily();
      expect(await dump(app.db.db)).toEqual(signedUp);
    } finally {
      await other.cleanup();
    }
  });

  it('gives the owner a session the guard and better-auth accept, and the password signs in', async () => {
    const sara = await env.ctx.newFamily();
    const session = await call(sara.jar, 'GET', '/api/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().session.user).toEqual({
      id: sara.userId,
      email: 'sara@example.com',
      fullName: 'Sara Ali',
      familyId: sara.familyId,
      familyName: "Sara Ali's family",
      role: 'admin',
    });
    const members = (await call(sara.jar, 'GET', '/api/family/members')).json().members;
    expect(members).toEqual([
      expect.objectContaining({ id: sara.memberId, userId: sara.userId, role: 'admin' }),
    ]);
    expect((await signIn(sut.app, new CookieJar(), sara.email, strongPassword)).statusCode).toBe(
      200,
    );
    // better-auth itself finds the session behind the cookie: signing out ends it.
    const out = await call(sara.jar, 'POST', '/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    const left = await sut.db.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', sara.userId)
      .execute();
    expect(left).toHaveLength(1); // the sign-in's
    expect((await call(sara.jar, 'GET', '/api/family')).statusCode).toBe(401);
  });

  it('refuses an expired, a forged and an unknown session cookie', async () => {
    const sara = await env.ctx.newFamily();
    const forged = new CookieJar();
    const [token] = decodeURIComponent(sara.jar.get('usra.session_token')!).split('.');
    forged.set(
      'usra.session_token',
      signedCookieValue(token!, 'not-the-secret-not-the-secret-0123'),
    );
    const unknown = new CookieJar();
    unknown.set('usra.session_token', signedCookieValue('x'.repeat(32), env.config.authSecret));
    for (const jar of [forged, unknown]) {
      const response = await call(jar, 'GET', '/api/family');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('SESSION_EXPIRED');
    }
    expect((await call(sara.jar, 'GET', '/api/family')).statusCode).toBe(200);
    await sut.db.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', sara.userId)
      .execute();
    // Written beside the app: on PostgreSQL its cached session is forgotten when the NOTIFY lands.
    await sut.sessionCache?.settle();
    const expired = await call(sara.jar, 'GET', '/api/family');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('seeds a second family that sees nothing of the first, in three lines', async () => {
    const sara = await env.ctx.newFamily();
    const omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    const task = await env.ctx.newTask(sara, { title: 'Secret' });

    expect(omar.familyId).not.toBe(sara.familyId);
    expect((await call(omar.jar, 'GET', '/api/auth/session')).json().session.user).toMatchObject({
      id: omar.userId,
      familyName: "Omar Ali's family",
      role: 'user',
    });
    expect((await call(omar.jar, 'GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await call(omar.jar, 'GET', '/api/tasks')).json().tasks).toEqual([]);
    expect((await call(sara.jar, 'GET', `/api/tasks/${task.id}`)).json().task).toEqual(task);
  });

  it('adds a member account to a family, and tasks and events the API reads back', async () => {
    const sara = await env.ctx.newFamily();
    const ali = await env.ctx.newMember(sara, {
      email: 'ali@example.com',
      fullName: 'Ali Hassan',
      role: 'spouse',
    });
    const user = (await call(ali.jar, 'GET', '/api/auth/session')).json().session.user;
    expect(user).toMatchObject({ id: ali.userId, familyId: sara.familyId, role: 'user' });
    const members = (await call(sara.jar, 'GET', '/api/family/members')).json().members;
    expect(members).toEqual([
      expect.objectContaining({ id: sara.memberId, name: 'Sara Ali' }),
      expect.objectContaining({
        id: ali.memberId,
        userId: ali.userId,
        name: 'Ali Hassan',
        email: 'ali@example.com',
        role: 'spouse',
      }),
    ]);
    const laptop = await env.ctx.newSession(ali, { userAgent: 'Laptop Browser' });
    const sessions = (await call(laptop, 'GET', '/api/account/sessions')).json().sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s: { current: boolean }) => s.current).userAgent).toBe('Laptop Browser');

    const task = await env.ctx.newTask(ali, {
      title: 'Buy bread',
      dueDate: '2026-05-12',
      assigneeMemberId: ali.memberId,
    });
    expect(task).toMatchObject({ dueDate: '2026-05-12T00:00:00.000Z', status: 'pending' });
    expect((await call(sara.jar, 'GET', `/api/tasks/${task.id}`)).json().task).toEqual(task);
    const event = await env.ctx.newEvent(sara, {
      title: 'Dinner',
      startTime: '2026-05-10T19:00:00+03:00',
    });
    expect(event).toMatchObject({
      startTime: '2026-05-10T16:00:00.000Z',
      endTime: '2026-05-10T17:00:00.000Z',
    });
    const listed = await call(
      ali.jar,
      'GET',
      '/api/calendar/events?from=2026-05-10T00:00:00Z&to=2026-05-11T00:00:00Z',
    );
    expect(listed.json().events).toEqual([event]);
  });

  it('writes vehicles and their reminders as the API adds them, and reads them back', async () => {
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    const sara = await env.ctx.newFamily();
    const omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    const car = await env.ctx.newVehicle(sara);
    expect(car).toMatchObject({ name: 'Car', mileage: 0, fuelLevel: 100, vin: null });
    const camry = await env.ctx.newVehicle(sara, {
      name: 'Camry',
      mileage: 48_500,
      vin: '1hgbh41jxmn109186',
    });
    expect(camry.vin).toBe('1HGBH41JXMN109186');
    expect((await call(sara.jar, 'GET', `/api/vehicles/${camry.id}`)).json().vehicle).toEqual(
      camry,
    );
    expect((await call(sara.jar, 'GET', '/api/vehicles')).json().vehicles).toEqual([camry, car]);
    expect((await call(omar.jar, 'GET', '/api/vehicles')).json().vehicles).toEqual([]);

    const yearly = await env.ctx.newVehicleReminder(sara, camry.id);
    const oil = await env.ctx.newVehicleReminder(sara, camry.id, {
      title: 'Oil',
      serviceType: 'oil_change',
      intervalKm: 10_000,
    });
    expect(yearly).toMatchObject({ title: 'Service', intervalMonths: 12 });
    const reminders = (await call(sara.jar, 'GET', `/api/vehicles/${camry.id}/reminders`)).json()
      .reminders;
    expect(reminders).toEqual(expect.arrayContaining([yearly, oil]));
    expect(reminders).toHaveLength(2);
  });

  it('writes house maintenance items with their first entry, assets, expenses and projects', async () => {
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    const sara = await env.ctx.newFamily();
    const boiler = await env.ctx.newMaintenanceItem(sara);
    expect(boiler).toMatchObject({
      name: 'Boiler',
      location: 'Kitchen',
      category: 'general',
      priority: 'medium',
      status: 'good',
      maintenanceFrequencyMonths: 12,
      nextMaintenanceDate: '2026-11-20',
    });
    const items = (await call(sara.jar, 'GET', '/api/house-maintenance/items')).json();
    expect(items).toEqual([boiler]);
    const overview = (await call(sara.jar, 'GET', '/api/house-maintenance/overview')).json();
    expect(JSON.stringify(overview)).toContain(boiler.id);

    const fridge = await env.ctx.newAsset(sara, { warrantyExpiry: '2027-06-30' });
    expect(fridge).toMatchObject({ name: 'Fridge', category: 'other', status: 'active' });
    const expense = await env.ctx.newAssetExpense(sara, fridge.id, { amount: 250.5 });
    expect(expense).toMatchObject({ amount: 250.5, kind: 'other', expenseDate: '2026-11-20' });
    expect((await call(sara.jar, 'GET', `/api/assets/${fridge.id}/expenses`)).json()).toEqual([
      expense,
    ]);
    const assets = (await call(sara.jar, 'GET', '/api/assets/overview')).json();
    expect(assets.assets).toEqual([{ ...fridge, totalExpenses: 250.5 }]);
    expect(assets.expenses).toEqual([expense]);
    expect(assets.reminders).toEqual([
      expect.objectContaining({ assetId: fridge.id, kind: 'warranty' }),
    ]);

    const project = await env.ctx.newProject(sara, {
      phases: [{ name: 'Demolition' }],
    });
    expect(project).toMatchObject({ name: 'Kitchen renovation', status: 'planning', progress: 0 });
    expect((await call(sara.jar, 'GET', `/api/projects/${project.id}`)).json()).toEqual(project);
  });

  it('gives an account an app password whose token the API accepts', async () => {
    const sara = await env.ctx.newFamily();
    const { appPassword, token } = await env.ctx.newAppPassword(sara, { scope: 'read' });
    expect(appPassword).toMatchObject({ name: 'Phone', scope: 'read' });
    expect((await call(sara.jar, 'GET', '/api/account/app-passwords')).json().appPasswords).toEqual(
      [appPassword],
    );
    const bearer = (method: string) =>
      sut.app.inject({
        method: method as 'GET',
        url: '/api/tasks',
        headers: { authorization: `Bearer ${token}` },
        ...(method === 'POST' ? { payload: { title: 'Nope' } } : {}),
      });
    expect((await bearer('GET')).statusCode).toBe(200);
    expect((await bearer('POST')).statusCode).toBe(403);
  });

  it("writes a person's push subscriptions and assistant conversation, which the API reads back for that person only", async () => {
    const sara = await env.ctx.newFamily();
    const omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    const { endpoint } = await env.ctx.newPushSubscription(sara);
    expect(endpoint).toMatch(/^https:\/\//);
    await env.ctx.newPushSubscription(sara, { endpoint: 'https://push.example.org/send/tablet' });
    const pushConfig = async (who: typeof sara) =>
      (await call(who.jar, 'GET', '/api/notifications/push')).json().subscriptions as number;
    expect(await pushConfig(sara)).toBe(2);
    expect(await pushConfig(omar)).toBe(0);
    // The API's unsubscribe finds the factory's row by its endpoint.
    const off = await call(sara.jar, 'POST', '/api/notifications/push/unsubscribe', { endpoint });
    expect(off.statusCode, off.body).toBe(200);
    expect(await pushConfig(sara)).toBe(1);

    const { id, messages } = await env.ctx.newAssistantConversation(sara, [
      { said: 'add milk to the list', replied: 'Added «milk».' },
      { said: 'thanks', replied: 'You are welcome.' },
    ]);
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'add milk to the list'],
      ['assistant', 'Added «milk».'],
      ['user', 'thanks'],
      ['assistant', 'You are welcome.'],
    ]);
    const latest = await call(sara.jar, 'GET', '/api/assistant/conversations/latest');
    expect(latest.statusCode, latest.body).toBe(200);
    expect(latest.json()).toEqual({ id, messages });
    expect((await call(omar.jar, 'GET', '/api/assistant/conversations/latest')).statusCode).toBe(
      204,
    );
    expect((await call(omar.jar, 'GET', `/api/assistant/conversations/${id}`)).statusCode).toBe(
      404,
    );
  });

  it('writes family groups, member addresses and invitations the family reads and no other', async () => {
    const sara = await env.ctx.newFamily();
    const omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    const group = await env.ctx.newFamilyGroup(sara, { color: '#10b981' });
    expect(group).toMatchObject({ name: 'Parents', color: '#10B981', description: null });
    expect((await call(sara.jar, 'GET', '/api/family/groups')).json().groups).toEqual([group]);
    expect((await call(omar.jar, 'GET', '/api/family/groups')).json().groups).toEqual([]);

    const home = await env.ctx.newMemberAddress(sara, sara.memberId);
    const work = await env.ctx.newMemberAddress(sara, sara.memberId, {
      address: 'Tower 3, Olaya',
      addressType: 'work',
      latitude: 24.7,
      longitude: 46.68,
    });
    expect(home).toMatchObject({ address: '12 Palm Street', addressType: 'home', latitude: null });
    const url = `/api/family/members/${sara.memberId}/addresses`;
    const addresses = (await call(sara.jar, 'GET', url)).json().addresses;
    expect(addresses).toEqual(expect.arrayContaining([home, work]));
    expect(addresses).toHaveLength(2);
    expect((await call(omar.jar, 'GET', url)).statusCode).toBe(404);

    const invitation = await env.ctx.newInvitation(sara, { invitedName: 'Ali', role: 'spouse' });
    expect(invitation).toMatchObject({ status: 'pending', role: 'spouse', emailedAt: null });
    const pending = (await call(sara.jar, 'GET', '/api/family/invitations')).json().invitations;
    expect(pending).toEqual([invitation]);
    expect((await call(omar.jar, 'GET', '/api/family/invitations')).json().invitations).toEqual([]);
    const preview = await call(null, 'GET', `/api/invitations/${invitation.token}`);
    expect(preview.statusCode).toBe(200);
  });

  it('uploads a document into storage with its extraction queued, as the upload route does', async () => {
    const sara = await env.ctx.newFamily();
    const omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    const car = await env.ctx.newVehicle(sara);
    const lease = await env.ctx.newDocument(sara, { vehicleId: car.id, tags: ['home'] });
    expect(lease).toMatchObject({
      title: 'Lease',
      documentType: 'other',
      file: { name: 'lease.txt', size: 18, mimeType: expect.stringMatching(/^text\/plain/) },
      vehicleId: car.id,
      extraction: expect.objectContaining({ status: 'pending' }),
    });
    const { id, title, file: stored } = lease;
    // Its text may be read meanwhile (the app's worker): the same document, further on.
    const read = (await call(sara.jar, 'GET', `/api/documents/${id}`)).json();
    expect(read).toMatchObject({ id, title, file: stored });
    const listed = (await call(sara.jar, 'GET', '/api/documents')).json().documents;
    expect(listed.map((d: { id: string }) => d.id)).toEqual([id]);
    const file = await call(sara.jar, 'GET', `/api/documents/${id}/file`);
    expect(file.body).toBe('Lease of the flat.');
    expect((await call(omar.jar, 'GET', `/api/documents/${id}`)).statusCode).toBe(404);
    expect((await call(omar.jar, 'GET', '/api/documents')).json().documents).toEqual([]);
  });

  it('subscribes a family to a calendar with its first fetch queued', async () => {
    const sara = await env.ctx.newFamily();
    const omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    const school = await env.ctx.newCalendarSubscription(sara);
    expect(school).toMatchObject({ name: 'School', colour: '#0ea5e9' });
    const jobs = await sut.db.db.selectFrom('jobs').select(['type', 'payload']).execute();
    expect(jobs.map((j) => [j.type, JSON.parse(j.payload)])).toEqual([
      ['calendar-subscriptions.fetch', { id: school.id }],
    ]);
    // Its fetch may have run meanwhile (refused): the list shows the same subscription.
    const { id, name, url } = school;
    const listed = (await call(sara.jar, 'GET', '/api/calendar/subscriptions')).json();
    expect(listed.subscriptions).toEqual([expect.objectContaining({ id, name, url })]);
    const theirs = (await call(omar.jar, 'GET', '/api/calendar/subscriptions')).json();
    expect(theirs.subscriptions).toEqual([]);
  });

  it('writes fuel and service logs, OBD devices, readings and health alerts of a vehicle', async () => {
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    const sara = await env.ctx.newFamily();
    const omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    const car = await env.ctx.newVehicle(sara, { mileage: 48_500 });
    const fuel = await env.ctx.newFuelLog(sara, car.id, { cost: 90 });
    expect(fuel).toMatchObject({
      date: '2026-11-20',
      odometer: 48_500,
      volume: 40,
      fullTank: true,
    });
    const fuelLogs = `/api/vehicles/${car.id}/fuel-logs`;
    expect((await call(sara.jar, 'GET', fuelLogs)).json().fuelLogs).toEqual([fuel]);
    expect((await call(omar.jar, 'GET', fuelLogs)).statusCode).toBe(404);
    const service = await env.ctx.newServiceLog(sara, car.id, { odometer: 48_600 });
    expect(service).toMatchObject({ serviceType: 'oil_change', odometer: 48_600 });
    const serviceLogs = `/api/vehicles/${car.id}/service-logs`;
    expect((await call(sara.jar, 'GET', serviceLogs)).json().serviceLogs).toEqual([service]);
    expect((await call(omar.jar, 'GET', serviceLogs)).statusCode).toBe(404);

    const device = await env.ctx.newObdDevice(sara, { vehicleId: car.id });
    expect(device).toMatchObject({ deviceName: 'OBD adapter', vehicleId: car.id });
    expect((await call(sara.jar, 'GET', '/api/obd/devices')).json().devices).toEqual([device]);
    expect((await call(omar.jar, 'GET', '/api/obd/devices')).json().devices).toEqual([]);
    expect(
      await env.ctx.newObdReadings(sara, device, [
        { engineRpm: 900, timestamp: '2026-11-20T08:59:00Z' },
        { engineRpm: 2400 },
      ]),
    ).toEqual({ accepted: 2 });
    const readings = `/api/vehicles/${car.id}/readings`;
    const read = (await call(sara.jar, 'GET', readings)).json().readings;
    expect(read.map((r: { engineRpm: number }) => r.engineRpm)).toEqual([2400, 900]);
    expect((await call(omar.jar, 'GET', readings)).statusCode).toBe(404);

    const alert = await env.ctx.newVehicleHealthAlert(sara, device, 'p0301');
    expect(alert).toMatchObject({ diagnosticCode: 'P0301', type: 'dtc', isResolved: false });
    const alerts = `/api/vehicles/${car.id}/alerts`;
    expect((await call(sara.jar, 'GET', alerts)).json().alerts).toEqual([alert]);
    expect((await call(omar.jar, 'GET', alerts)).statusCode).toBe(404);
  });

  it('writes maintenance history, asset schedules and reminders, and project phases', async () => {
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    const sara = await env.ctx.newFamily();
    const omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    const boiler = await env.ctx.newMaintenanceItem(sara);
    const repair = await env.ctx.newMaintenanceHistory(sara, boiler.id, { cost: 120 });
    expect(repair).toMatchObject({
      itemId: boiler.id,
      actionType: 'repair',
      actionDate: '2026-11-20',
    });
    const history = '/api/house-maintenance/history';
    expect((await call(sara.jar, 'GET', history)).json().entries).toContainEqual(repair);
    expect((await call(omar.jar, 'GET', history)).json().entries).toEqual([]);

    const fridge = await env.ctx.newAsset(sara);
    const schedule = await env.ctx.newAssetSchedule(sara, fridge.id, { frequencyMonths: 6 });
    expect(schedule).toMatchObject({ title: 'Service', scheduledDate: '2026-11-20' });
    const reminder = await env.ctx.newAssetReminder(sara, fridge.id, { triggerDate: '2026-12-01' });
    expect(reminder).toMatchObject({ title: 'Check', kind: 'custom', triggerDate: '2026-12-01' });
    const overview = (await call(sara.jar, 'GET', '/api/assets/overview')).json();
    expect(overview.schedules).toEqual([schedule]);
    expect(overview.reminders).toEqual([reminder]);
    const theirs = (await call(omar.jar, 'GET', '/api/assets/overview')).json();
    expect([theirs.schedules, theirs.reminders]).toEqual([[], []]);

    const project = await env.ctx.newProject(sara, { phases: [{ name: 'Demolition' }] });
    const phase = await env.ctx.newProjectPhase(sara, project.id, { estimatedCost: 5000 });
    expect(phase).toMatchObject({ name: 'Phase', status: 'pending', estimatedCost: 5000 });
    const read = (await call(sara.jar, 'GET', `/api/projects/${project.id}`)).json();
    expect(read.phases.map((p: { name: string }) => p.name)).toEqual(['Demolition', 'Phase']);
    expect(read.phases[1]).toEqual(phase);
    expect((await call(omar.jar, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
  });
});
