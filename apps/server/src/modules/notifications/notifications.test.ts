import { uploadBody } from '../../test/multipart.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { ChangeEvent } from '../../platform/events.js';
import {
  callAs,
  CookieJar,
  engines,
  sharedTestApp,
  type TestEnv,
  uniqueEmail,
} from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';

interface Item {
  key: string;
  kind: string;
  params: Record<string, string | number>;
  link: string;
  date: string;
  read: boolean;
}

const TZ = 'Asia/Riyadh';

describe.each(engines)('notifications API on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;
  let lina: TestUser;
  let omar: TestUser;

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const list = async (user: TestUser) => {
    const response = await call(user.jar, 'GET', `/api/notifications?timeZone=${TZ}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { notifications: Item[]; unread: number };
  };
  const kinds = async (user: TestUser) => (await list(user)).notifications.map((n) => n.kind);
  const ok = async (jar: CookieJar, method: string, url: string, payload?: unknown) => {
    const response = await call(jar, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as Record<string, unknown> & { id: string };
  };

  // One app for these tests; each makes families of its own (test-app.ts) and reads only their
  // notifications. The clock is set again before each test (two tests move it, for themselves).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    // 12:00 in Riyadh on Tuesday 10 March 2026.
    env.clock.now = new Date('2026-03-10T09:00:00Z');
    // Sara is admin, as the first account of an install was when each test had its own.
    sara = await env.ctx.newFamily({ email: uniqueEmail('sara'), platformRole: 'admin' });
    lina = await env.ctx.newMember(sara, { email: uniqueEmail('lina'), fullName: 'Lina Ali' });
    omar = await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Hassan' });
  });
  afterEach(async () => {
    // An app per test dropped its queue when it closed; the shared one drops the jobs this test
    // left queued (the documents' extraction: nothing here reads their outcome).
    await shared.dropQueuedJobs([sara, lina, omar].flatMap((u) => [u.familyId, u.userId]));
  });

  it('starts empty for a new family, and answers 401 without a session', async () => {
    expect(await list(sara)).toEqual({ notifications: [], unread: 0 });
    expect((await call(null, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/notifications/read-all', {})).statusCode).toBe(401);
  });

  it('lists an overdue task until it is completed; a task not yet due is not listed', async () => {
    const task = await env.ctx.newTask(sara, {
      title: 'Pay the electricity bill',
      dueDate: '2026-03-09T10:00:00Z',
    });
    await env.ctx.newTask(sara, { title: 'Later', dueDate: '2026-03-12T10:00:00Z' });
    const { notifications, unread } = await list(sara);
    expect(notifications).toEqual([
      {
        key: `taskOverdue:${task.id}:2026-03-09T10:00:00.000Z`,
        kind: 'taskOverdue',
        params: { title: 'Pay the electricity bill', due: '2026-03-09T10:00:00.000Z' },
        link: '/app/tasks',
        date: '2026-03-09T10:00:00.000Z',
        read: false,
      },
    ]);
    expect(unread).toBe(1);
    await ok(sara.jar, 'PUT', `/api/tasks/${task.id}/status`, { status: 'completed' });
    expect(await list(sara)).toEqual({ notifications: [], unread: 0 });
  });

  it("lists today's events in the person's time zone, not tomorrow's", async () => {
    const today = await env.ctx.newEvent(sara, {
      title: 'Dinner at grandma',
      startTime: '2026-03-10T16:00:00Z',
    });
    // 01:00 on 11 March in Riyadh: tomorrow there, although still 10 March in UTC.
    await env.ctx.newEvent(sara, { title: 'Late', startTime: '2026-03-10T22:00:00Z' });
    const [item] = (await list(sara)).notifications;
    expect((await list(sara)).notifications).toHaveLength(1);
    expect(item).toMatchObject({
      kind: 'eventToday',
      params: { title: 'Dinner at grandma', start: '2026-03-10T16:00:00.000Z' },
      link: '/app/calendar',
    });
    await ok(sara.jar, 'DELETE', `/api/calendar/events/${today.id}`);
    expect(await kinds(sara)).toEqual([]);
  });

  it('lists house maintenance overdue and due within 7 days, until completed', async () => {
    await ok(sara.jar, 'POST', '/api/house-maintenance/items', {
      name: 'Water heater',
      location: 'Roof',
      lastMaintenanceDate: '2025-02-01',
      maintenanceFrequencyMonths: 12,
    });
    await ok(sara.jar, 'POST', '/api/house-maintenance/items', {
      name: 'AC filters',
      location: 'Living room',
      lastMaintenanceDate: '2025-03-15',
      maintenanceFrequencyMonths: 12,
    });
    await ok(sara.jar, 'POST', '/api/house-maintenance/items', {
      name: 'Roof',
      location: 'Roof',
      lastMaintenanceDate: '2025-06-15',
      maintenanceFrequencyMonths: 12,
    });
    const items = (await list(sara)).notifications;
    expect(items.map((n) => [n.kind, n.params.name, n.link, n.date])).toEqual([
      ['maintenanceDue', 'AC filters', '/app/house-maintenance?filter=upcoming', '2026-03-15'],
      ['maintenanceOverdue', 'Water heater', '/app/house-maintenance?filter=overdue', '2026-02-01'],
    ]);
    const overdue = items[1]!;
    const scheduleId = overdue.key.split(':')[1]!;
    await ok(sara.jar, 'POST', `/api/house-maintenance/schedules/${scheduleId}/complete`, {});
    expect(await kinds(sara)).toEqual(['maintenanceDue']);
  });

  it('lists asset reminders due within 7 days until marked sent', async () => {
    const asset = await ok(sara.jar, 'POST', '/api/assets', { name: 'Fridge' });
    const reminder = await ok(sara.jar, 'POST', `/api/assets/${asset.id}/reminders`, {
      title: 'Clean the coils',
      triggerDate: '2026-03-12',
    });
    await ok(sara.jar, 'POST', `/api/assets/${asset.id}/reminders`, {
      title: 'Later',
      triggerDate: '2026-04-12',
    });
    expect((await list(sara)).notifications).toEqual([
      expect.objectContaining({
        key: `assetReminder:${reminder.id}:2026-03-12`,
        kind: 'assetReminder',
        params: { title: 'Clean the coils', assetName: 'Fridge', date: '2026-03-12' },
        link: '/app/house-maintenance?view=assets',
      }),
    ]);
    await ok(sara.jar, 'PATCH', `/api/asset-reminders/${reminder.id}`, { isSent: true });
    expect(await kinds(sara)).toEqual([]);
  });

  it('reminds of a document 30 days and again 7 days before it expires', async () => {
    const upload = async (title: string, expiryDate: string) => {
      const { payload, headers } = uploadBody(
        { dialog: 'quick', title, documentType: 'insurance', expiryDate },
        { fileName: 'policy.txt', data: Buffer.from('Home insurance policy', 'utf8') },
      );
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...headers, cookie: sara.jar.header() },
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: string };
    };
    const policy = await upload('Home insurance', '2026-04-05');
    await upload('Passport', '2026-06-01');
    expect((await list(sara)).notifications).toEqual([
      expect.objectContaining({
        key: `documentExpiring:${policy.id}:2026-04-05:30`,
        kind: 'documentExpiring',
        params: { title: 'Home insurance', date: '2026-04-05' },
        link: '/app/documents?tab=alerts',
      }),
    ]);
    await ok(sara.jar, 'POST', '/api/notifications/read-all', { timeZone: TZ });
    expect((await list(sara)).unread).toBe(0);
    // Inside the last week it comes back, unread.
    env.clock.now = new Date('2026-03-30T09:00:00Z');
    const lastWeek = await list(sara);
    expect(lastWeek.notifications.map((n) => n.key)).toEqual([
      `documentExpiring:${policy.id}:2026-04-05:7`,
    ]);
    expect(lastWeek.unread).toBe(1);
    expect(await kinds(omar)).toEqual([]);
  });

  it('lists vehicle reminders overdue and due soon, and unresolved health alerts', async () => {
    const { vehicle } = (await ok(sara.jar, 'POST', '/api/vehicles', {
      name: 'Family Camry',
      mileage: 1000,
    })) as unknown as { vehicle: { id: string } };
    const oil = (await ok(sara.jar, 'POST', `/api/vehicles/${vehicle.id}/reminders`, {
      title: 'Oil change',
      dueDate: '2026-03-01',
    })) as unknown as { reminder: { id: string } };
    await ok(sara.jar, 'POST', `/api/vehicles/${vehicle.id}/reminders`, {
      title: 'Tyres',
      dueDate: '2026-03-30',
    });
    await ok(sara.jar, 'POST', `/api/vehicles/${vehicle.id}/reminders`, {
      title: 'Registration',
      dueDate: '2026-09-30',
    });
    const { device } = (await ok(sara.jar, 'POST', '/api/obd/devices', {
      deviceName: 'Adapter',
      deviceId: 'obd-1',
      vehicleId: vehicle.id,
    })) as unknown as { device: { id: string } };
    const readings = await call(sara.jar, 'POST', `/api/obd/devices/${device.id}/readings`, {
      readings: [{ timestamp: '2026-03-10T08:00:00Z', engineRpm: 800, diagnosticCodes: ['P0301'] }],
    });
    expect(readings.statusCode, readings.body).toBe(202);

    const items = (await list(sara)).notifications;
    expect(items.map((n) => [n.kind, n.params, n.link])).toEqual([
      [
        'vehicleReminderDue',
        { title: 'Tyres', vehicleName: 'Family Camry', date: '2026-03-30' },
        '/app/vehicles',
      ],
      [
        'vehicleHealthAlert',
        { vehicleName: 'Family Camry', code: 'P0301', severity: expect.any(String) },
        '/app/vehicles',
      ],
      [
        'vehicleReminderOverdue',
        { title: 'Oil change', vehicleName: 'Family Camry', date: '2026-03-01' },
        '/app/vehicles',
      ],
    ]);

    await ok(sara.jar, 'DELETE', `/api/vehicles/${vehicle.id}/reminders/${oil.reminder.id}`);
    const alertId = items[1]!.key.split(':')[1]!;
    await ok(sara.jar, 'POST', `/api/vehicles/${vehicle.id}/alerts/${alertId}/acknowledge`, {});
    expect(await kinds(sara)).toContain('vehicleHealthAlert');
    await ok(sara.jar, 'POST', `/api/vehicles/${vehicle.id}/alerts/${alertId}/resolve`, {});
    expect(await kinds(sara)).toEqual(['vehicleReminderDue']);
  });

  it('tells the inviter and the family admins, not the one who joined nor other members', async () => {
    const admin = await env.ctx.newMember(sara, { email: uniqueEmail('admin'), role: 'admin' });
    const { invitation } = (await ok(sara.jar, 'POST', '/api/family/invitations', {
      invitedName: 'Huda',
      role: 'parent',
    })) as unknown as { invitation: { token: string; id: string } };
    const huda = await env.ctx.newFamily({ email: uniqueEmail('huda'), fullName: 'Huda Omar' });
    await ok(huda.jar, 'POST', `/api/invitations/${invitation.token}/accept`, {});

    const [item] = (await list(sara)).notifications;
    expect(item).toEqual({
      key: `invitationAccepted:${invitation.id}:2026-03-10T09:00:00.000Z`,
      kind: 'invitationAccepted',
      params: { name: 'Huda' },
      link: '/app/family',
      date: '2026-03-10T09:00:00.000Z',
      read: false,
    });
    expect(await kinds(admin)).toEqual(['invitationAccepted']);
    expect(await kinds(lina)).toEqual([]);
    expect(await kinds(huda)).toEqual([]);
    // A week later it is old news.
    env.clock.now = new Date('2026-03-17T09:00:01Z');
    expect(await kinds(sara)).toEqual([]);
  });

  it('keeps read state per person; a new occurrence is unread again', async () => {
    const task = await env.ctx.newTask(sara, { title: 'Bins', dueDate: '2026-03-09T10:00:00Z' });
    const [item] = (await list(sara)).notifications;
    const events: ChangeEvent[] = [];
    shared.listen(sara.familyId, (event) => events.push(event));

    const read = await call(sara.jar, 'POST', '/api/notifications/read', {
      key: item!.key,
      timeZone: TZ,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().notification).toMatchObject({ key: item!.key, read: true });
    expect(await list(sara)).toMatchObject({ unread: 0, notifications: [{ read: true }] });
    expect(events).toEqual([
      { topic: 'notifications', familyId: sara.familyId, userId: sara.userId },
    ]);
    // Lina, in the same family, still has it unread.
    expect(await list(lina)).toMatchObject({ unread: 1, notifications: [{ read: false }] });

    // Moved to another day, it is another occurrence: unread again.
    await ok(sara.jar, 'PATCH', `/api/tasks/${task.id}`, { dueDate: '2026-03-10T06:00:00Z' });
    const moved = (await list(sara)).notifications[0]!;
    expect(moved.key).not.toBe(item!.key);
    expect(moved.read).toBe(false);
  });

  it('marks all read, for this person only', async () => {
    await env.ctx.newTask(sara, { title: 'One', dueDate: '2026-03-08T10:00:00Z' });
    await env.ctx.newTask(sara, { title: 'Two', dueDate: '2026-03-09T10:00:00Z' });
    await env.ctx.newEvent(sara, { title: 'Three', startTime: '2026-03-10T15:00:00Z' });
    expect((await list(sara)).unread).toBe(3);
    const all = await call(sara.jar, 'POST', '/api/notifications/read-all', { timeZone: TZ });
    expect(all.json()).toEqual({ marked: 3 });
    expect((await list(sara)).unread).toBe(0);
    expect((await list(lina)).unread).toBe(3);
    await env.ctx.newTask(sara, { title: 'Four', dueDate: '2026-03-10T08:00:00Z' });
    expect((await list(sara)).unread).toBe(1);
  });

  it('hides a kind the person turned off, for that person only', async () => {
    await env.ctx.newTask(sara, { title: 'Bins', dueDate: '2026-03-09T10:00:00Z' });
    await env.ctx.newEvent(sara, { title: 'Dinner', startTime: '2026-03-10T15:00:00Z' });
    const prefs = (await call(sara.jar, 'GET', '/api/settings/notifications')).json().preferences;
    expect(prefs).toMatchObject({ overdueTasks: true, dailyDigest: false, language: 'ar' });
    const saved = await call(sara.jar, 'PUT', '/api/settings/notifications', {
      ...prefs,
      overdueTasks: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await kinds(sara)).toEqual(['eventToday']);
    expect((await kinds(lina)).sort()).toEqual(['eventToday', 'taskOverdue']);
    // A hidden item cannot be marked either.
    const key = (await list(lina)).notifications.find((n) => n.kind === 'taskOverdue')!.key;
    expect(
      (await call(sara.jar, 'POST', '/api/notifications/read', { key, timeZone: TZ })).statusCode,
    ).toBe(404);
  });

  it('Family → Notifications off keeps a kind from every member; on lets each person decide', async () => {
    await env.ctx.newTask(sara, { title: 'Bins', dueDate: '2026-03-09T10:00:00Z' });
    await env.ctx.newEvent(sara, { title: 'Dinner', startTime: '2026-03-10T15:00:00Z' });
    expect((await kinds(lina)).sort()).toEqual(['eventToday', 'taskOverdue']);
    await ok(sara.jar, 'PUT', '/api/family/settings/notifications.tasks', { value: false });
    expect(await kinds(sara)).toEqual(['eventToday']);
    expect(await kinds(lina)).toEqual(['eventToday']);
    // Another family's switch changes nothing here, and this one nothing there.
    await env.ctx.newTask(omar, { title: 'Omar bins', dueDate: '2026-03-09T10:00:00Z' });
    expect(await kinds(omar)).toEqual(['taskOverdue']);
    await ok(sara.jar, 'PUT', '/api/family/settings/notifications.tasks', { value: true });
    const prefs = (await call(lina.jar, 'GET', '/api/settings/notifications')).json().preferences;
    await ok(lina.jar, 'PUT', '/api/settings/notifications', { ...prefs, overdueTasks: false });
    expect((await kinds(sara)).sort()).toEqual(['eventToday', 'taskOverdue']);
    expect(await kinds(lina)).toEqual(['eventToday']);
  });

  it("never shows or marks another family's items", async () => {
    await env.ctx.newTask(sara, { title: 'Secret', dueDate: '2026-03-09T10:00:00Z' });
    const [item] = (await list(sara)).notifications;
    expect(await list(omar)).toEqual({ notifications: [], unread: 0 });
    const foreign = await call(omar.jar, 'POST', '/api/notifications/read', {
      key: item!.key,
      timeZone: TZ,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect(
      (await call(omar.jar, 'POST', '/api/notifications/read-all', { timeZone: TZ })).json(),
    ).toEqual({ marked: 0 });
    expect(await list(sara)).toMatchObject({ unread: 1, notifications: [{ read: false }] });
    // No read state for anyone of this test (the shared app holds other tests' people's too).
    const rows = await sut.db.db
      .selectFrom('notification_state')
      .selectAll()
      .where('user_id', 'in', [sara.userId, lina.userId, omar.userId])
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad bodies', async () => {
    for (const body of [
      {},
      { key: '' },
      { key: 'x'.repeat(301) },
      { key: 'a', timeZone: 'Mars/Olympus' },
      { key: 'a', extra: 1 },
    ]) {
      const response = await call(sara.jar, 'POST', '/api/notifications/read', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(sara.jar, 'GET', '/api/notifications?timeZone=Nowhere')).statusCode).toBe(
      400,
    );
  });
});
