import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { validationMessages } from '@usra/domain/common/messages';
import type { UsraApp } from '../../app.js';
import { newId } from '../../platform/ids.js';
import type { ChangeEvent } from '../../platform/events.js';
import {
  callAs,
  CookieJar,
  engines,
  type TestEnv,
  uniqueEmail,
  sharedTestApp,
} from '../../test/test-app.js';

type Row = { id: string } & Record<string, unknown>;

describe.each(engines)('house maintenance API on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  let saraFamily: string;
  let events: ChangeEvent[];

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const addItem = async (jar: CookieJar, body: Record<string, unknown>) => {
    const response = await call(jar, 'POST', '/api/house-maintenance/items', {
      name: 'فلتر المكيف',
      location: 'الصالة',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row;
  };
  const schedules = async (jar: CookieJar, status = 'open') =>
    (await call(jar, 'GET', `/api/house-maintenance/schedules?status=${status}`)).json() as Row[];
  const openOf = async (jar: CookieJar, itemId: string) => {
    const open = (await schedules(jar)).filter((s) => s.itemId === itemId);
    expect(open).toHaveLength(1);
    return open[0]!;
  };
  const problemsOf = (body: { error: { details: { fields: { path: string; key: string }[] } } }) =>
    body.error.details.fields.map((p) => [p.path, p.key]);

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    // 20 November 2026 in Riyadh and in UTC.
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    const owner = await env.ctx.newFamily({ email: uniqueEmail('sara') });
    sara = owner.jar;
    saraFamily = owner.familyId;
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
    events = [];
    shared.listen(saraFamily, (event) => events.push(event));
  });

  describe('items', () => {
    it('adds an item with name and location only: general, medium, good, 12 months, scheduled today', async () => {
      const item = await addItem(sara, {
        estimatedCost: '',
        estimatedDuration: '',
        installationDate: '',
      });
      expect(item).toMatchObject({
        name: 'فلتر المكيف',
        location: 'الصالة',
        category: 'general',
        priority: 'medium',
        status: 'good',
        maintenanceFrequencyMonths: 12,
        estimatedCost: null,
        estimatedDuration: null,
        installationDate: null,
        description: null,
        notes: null,
        lastMaintenanceDate: null,
        nextMaintenanceDate: '2026-11-20',
      });
      const open = await openOf(sara, item.id);
      expect(open).toMatchObject({
        itemName: 'فلتر المكيف',
        scheduledDate: '2026-11-20',
        status: 'scheduled',
        overdue: false,
        completionDate: null,
      });
      expect(events.map((e) => e.topic)).toEqual(['house-maintenance', 'dashboard', 'calendar']);
      expect(events[0]!.data).toEqual({ id: item.id, action: 'created' });
      const list = (await call(sara, 'GET', '/api/house-maintenance/items')).json() as Row[];
      expect(list.map((i) => i.id)).toEqual([item.id]);
    });

    it('schedules from the last maintenance, else the installation date, across month ends', async () => {
      const fromLast = await addItem(sara, {
        lastMaintenanceDate: '2024-01-31',
        installationDate: '2020-05-05',
        maintenanceFrequencyMonths: 1,
      });
      expect(fromLast.nextMaintenanceDate).toBe('2024-02-29');
      const fromInstall = await addItem(sara, {
        installationDate: '2024-02-29',
        maintenanceFrequencyMonths: '12',
        estimatedCost: '12.50',
        estimatedDuration: 45,
      });
      expect(fromInstall).toMatchObject({
        nextMaintenanceDate: '2025-02-28',
        estimatedCost: 12.5,
        estimatedDuration: 45,
        maintenanceFrequencyMonths: 12,
      });
      expect((await openOf(sara, fromInstall.id)).scheduledDate).toBe('2025-02-28');
    });

    it('refuses every broken field with its message and unknown fields, writing nothing', async () => {
      const response = await call(sara, 'POST', '/api/house-maintenance/items', {
        name: ' ',
        location: '',
        category: 'garage',
        priority: 'urgent',
        status: 'broken',
        maintenanceFrequencyMonths: 121,
        estimatedCost: 10.005,
        estimatedDuration: 0,
        installationDate: '2026-02-30',
      });
      expect(response.statusCode).toBe(400);
      const problems = problemsOf(response.json());
      expect(problems).toEqual([
        ['name', 'maintenance.nameRequired'],
        ['category', 'maintenance.categoryInvalid'],
        ['location', 'maintenance.locationRequired'],
        ['priority', 'maintenance.priorityInvalid'],
        ['estimatedCost', 'cost.invalid'],
        ['estimatedDuration', 'maintenance.durationInvalid'],
        ['installationDate', 'date.invalid'],
        ['maintenanceFrequencyMonths', 'maintenance.frequencyInvalid'],
        ['status', 'maintenance.conditionInvalid'],
      ]);
      for (const field of response.json().error.details.fields as {
        key: string;
        message: string;
      }[])
        expect(field.message).toBe(
          validationMessages[field.key as keyof typeof validationMessages],
        );
      for (const [field, value, key] of [
        ['maintenanceFrequencyMonths', 0, 'maintenance.frequencyInvalid'],
        ['maintenanceFrequencyMonths', 1.5, 'maintenance.frequencyInvalid'],
        ['maintenanceFrequencyMonths', '', 'maintenance.frequencyInvalid'],
        ['estimatedCost', -0.01, 'cost.invalid'],
        ['estimatedDuration', 1.5, 'maintenance.durationInvalid'],
        ['name', 'x'.repeat(101), 'maintenance.nameTooLong'],
        ['location', 'x'.repeat(101), 'maintenance.locationTooLong'],
      ] as const) {
        const one = await call(sara, 'POST', '/api/house-maintenance/items', {
          name: 'Boiler',
          location: 'Roof',
          [field]: value,
        });
        expect(one.statusCode, `${field}=${value}`).toBe(400);
        expect(problemsOf(one.json()), `${field}=${value}`).toEqual([[field, key]]);
      }
      const unknown = await call(sara, 'POST', '/api/house-maintenance/items', {
        name: 'Boiler',
        location: 'Roof',
        colour: 'red',
      });
      expect(unknown.statusCode).toBe(400);
      // The smallest and largest allowed values pass.
      await addItem(sara, {
        maintenanceFrequencyMonths: 1,
        estimatedCost: 0,
        estimatedDuration: 1,
      });
      await addItem(sara, { maintenanceFrequencyMonths: 120, estimatedCost: 0.01 });
      expect(await schedules(sara)).toHaveLength(2);
    });

    it('moves the open entry when the frequency or the last maintenance date changes', async () => {
      const item = await addItem(sara, {
        lastMaintenanceDate: '2026-06-15',
        maintenanceFrequencyMonths: 6,
      });
      const before = await openOf(sara, item.id);
      expect(before.scheduledDate).toBe('2026-12-15');
      const edited = await call(sara, 'PATCH', `/api/house-maintenance/items/${item.id}`, {
        maintenanceFrequencyMonths: 3,
        status: 'poor',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ nextMaintenanceDate: '2026-09-15', status: 'poor' });
      const moved = await openOf(sara, item.id);
      expect(moved).toMatchObject({ id: before.id, scheduledDate: '2026-09-15', overdue: true });
      await call(sara, 'PATCH', `/api/house-maintenance/items/${item.id}`, {
        lastMaintenanceDate: '2026-11-01',
      });
      expect((await openOf(sara, item.id)).scheduledDate).toBe('2027-02-01');
      // A name change leaves the entry where it is.
      await call(sara, 'PATCH', `/api/house-maintenance/items/${item.id}`, { name: 'Filter' });
      expect(await openOf(sara, item.id)).toMatchObject({
        scheduledDate: '2027-02-01',
        itemName: 'Filter',
      });
      const bad = await call(sara, 'PATCH', `/api/house-maintenance/items/${item.id}`, {
        maintenanceFrequencyMonths: 'abc',
      });
      expect(problemsOf(bad.json())).toEqual([
        ['maintenanceFrequencyMonths', 'maintenance.frequencyInvalid'],
      ]);
    });

    it('deletes an item with its schedules and history', async () => {
      const item = await addItem(sara, {});
      const open = await openOf(sara, item.id);
      await call(sara, 'POST', `/api/house-maintenance/schedules/${open.id}/complete`, {});
      await call(sara, 'POST', '/api/house-maintenance/history', {
        itemId: item.id,
        actionType: 'repair',
      });
      const removed = await call(sara, 'DELETE', `/api/house-maintenance/items/${item.id}`);
      expect(removed.statusCode).toBe(204);
      expect(await schedules(sara, 'all')).toEqual([]);
      expect((await call(sara, 'GET', '/api/house-maintenance/history')).json().total).toBe(0);
      const left = await sut.db.db
        .selectFrom('house_maintenance_history')
        .select('id')
        .where('family_id', '=', saraFamily)
        .execute();
      expect(left).toEqual([]);
      expect(
        (await call(sara, 'DELETE', `/api/house-maintenance/items/${item.id}`)).statusCode,
      ).toBe(404);
    });
  });

  describe('schedules and the overview', () => {
    it('flags overdue and due-soon entries, only scheduled ones, and counts the four cards', async () => {
      const late = await addItem(sara, { name: 'Late', lastMaintenanceDate: '2025-11-19' });
      const today = await addItem(sara, { name: 'Today', lastMaintenanceDate: '2025-11-20' });
      const week = await addItem(sara, { name: 'Week', lastMaintenanceDate: '2025-11-27' });
      await addItem(sara, {
        name: 'Eight days',
        lastMaintenanceDate: '2025-11-28',
        status: 'critical',
      });
      await addItem(sara, { name: 'Later', lastMaintenanceDate: '2026-06-01', status: 'poor' });
      const started = await addItem(sara, { name: 'Started', lastMaintenanceDate: '2025-01-01' });
      await call(
        sara,
        'PATCH',
        `/api/house-maintenance/schedules/${(await openOf(sara, started.id)).id}`,
        {
          status: 'in_progress',
        },
      );
      const overview = (await call(sara, 'GET', '/api/house-maintenance/overview')).json();
      expect(overview.today).toBe('2026-11-20');
      expect(overview.summary).toEqual({
        overdue: 1,
        dueSoon: 2,
        needsAttention: 2,
        totalItems: 6,
      });
      const byName = Object.fromEntries(
        (overview.schedules as Row[]).map((s) => [s.itemName, s]),
      ) as Record<string, Row>;
      expect(byName.Late).toMatchObject({ overdue: true, scheduledDate: '2026-11-19' });
      expect(byName.Today).toMatchObject({ overdue: false, scheduledDate: '2026-11-20' });
      expect(byName.Started).toMatchObject({ overdue: false, status: 'in_progress' });
      // Soonest first.
      expect((overview.schedules as Row[]).map((s) => s.itemName)).toEqual([
        'Started',
        'Late',
        'Today',
        'Week',
        'Eight days',
        'Later',
      ]);
      expect(overview.items).toHaveLength(6);
      expect(overview.history).toEqual({ entries: [], page: 1, pageSize: 50, total: 0 });
      // The dashboard: overdue first, then soonest, within 7 days, scheduled only.
      const dashboard = (await call(sara, 'GET', '/api/dashboard?timeZone=Asia/Riyadh')).json();
      expect(dashboard.maintenanceDue.map((s: Row) => s.itemName)).toEqual([
        'Late',
        'Today',
        'Week',
      ]);
      expect(dashboard.maintenanceDue[0]).toMatchObject({ itemId: late.id, overdue: true });
      expect([today.id, week.id]).toContain(dashboard.maintenanceDue[1].itemId);
      // In a time zone where it is already the 21st, the 20th is overdue.
      env.clock.now = new Date('2026-11-20T22:00:00Z');
      const tokyo = (
        await call(sara, 'GET', '/api/house-maintenance/overview?timeZone=Asia/Tokyo')
      ).json();
      expect(tokyo.today).toBe('2026-11-21');
      expect(tokyo.summary.overdue).toBe(2);
    });

    it('shows at most 5 due entries on the dashboard', async () => {
      for (let i = 0; i < 7; i += 1) await addItem(sara, { name: `Item ${i}` });
      const dashboard = (await call(sara, 'GET', '/api/dashboard')).json();
      expect(dashboard.maintenanceDue).toHaveLength(5);
    });

    it('reschedules, starts, cancels and reopens an entry; refuses bad values', async () => {
      const item = await addItem(sara, {});
      const open = await openOf(sara, item.id);
      const url = `/api/house-maintenance/schedules/${open.id}`;
      const moved = await call(sara, 'PATCH', url, {
        scheduledDate: '2026-12-01',
        notes: 'بعد الراتب',
      });
      expect(moved.json()).toMatchObject({ scheduledDate: '2026-12-01', notes: 'بعد الراتب' });
      const bad = await call(sara, 'PATCH', url, { status: 'completed', scheduledDate: '' });
      expect(bad.statusCode).toBe(400);
      expect(problemsOf(bad.json())).toEqual([
        ['scheduledDate', 'date.invalid'],
        ['status', 'maintenance.scheduleStatusInvalid'],
      ]);
      expect((await call(sara, 'PATCH', url, { cost: 5 })).statusCode).toBe(400);
      expect((await call(sara, 'PATCH', url, { status: 'cancelled' })).json().status).toBe(
        'cancelled',
      );
      expect((await call(sara, 'PATCH', url, { status: 'scheduled' })).json().status).toBe(
        'scheduled',
      );
    });
  });

  describe('completion', () => {
    it('completes in one go: entry, history with the cost, item dates and the next entry', async () => {
      const item = await addItem(sara, {
        lastMaintenanceDate: '2026-08-31',
        maintenanceFrequencyMonths: 3,
      });
      const open = await openOf(sara, item.id);
      expect(open).toMatchObject({ scheduledDate: '2026-11-30' });
      events = [];
      const done = await call(
        sara,
        'POST',
        `/api/house-maintenance/schedules/${open.id}/complete?timeZone=Asia/Riyadh`,
        {
          cost: '150.75',
          performedBy: ' أبو فهد ',
          notes: 'تم تغيير الفلتر',
        },
      );
      expect(done.statusCode, done.body).toBe(200);
      const body = done.json();
      expect(body.schedule).toMatchObject({
        id: open.id,
        status: 'completed',
        completionDate: '2026-11-20',
        cost: 150.75,
        performedBy: 'أبو فهد',
        notes: 'تم تغيير الفلتر',
        overdue: false,
      });
      expect(body.item).toMatchObject({
        lastMaintenanceDate: '2026-11-20',
        nextMaintenanceDate: '2027-02-20',
      });
      expect(body.next).toMatchObject({
        itemId: item.id,
        scheduledDate: '2027-02-20',
        status: 'scheduled',
      });
      expect(body.history).toMatchObject({
        itemId: item.id,
        itemName: 'فلتر المكيف',
        actionType: 'maintenance_completed',
        actionDate: '2026-11-20',
        cost: 150.75,
        performedBy: 'أبو فهد',
      });
      expect((await openOf(sara, item.id)).id).toBe(body.next.id);
      expect(events.map((e) => e.topic)).toEqual(['house-maintenance', 'dashboard', 'calendar']);
      // Completing again is refused: the entry is no longer scheduled.
      const again = await call(
        sara,
        'POST',
        `/api/house-maintenance/schedules/${open.id}/complete`,
        {},
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'NOT_SCHEDULED',
        message: 'Only scheduled maintenance can be completed.',
      });
    });

    it('completes with nothing given, and refuses a bad cost or an unknown field', async () => {
      const item = await addItem(sara, {});
      const open = await openOf(sara, item.id);
      const url = `/api/house-maintenance/schedules/${open.id}/complete`;
      const bad = await call(sara, 'POST', url, { cost: -1 });
      expect(problemsOf(bad.json())).toEqual([['cost', 'cost.invalid']]);
      expect((await call(sara, 'POST', url, { cost: 1.001 })).statusCode).toBe(400);
      expect((await call(sara, 'POST', url, { rating: 5 })).statusCode).toBe(400);
      const done = await call(sara, 'POST', url, { cost: '', performedBy: '', notes: '' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().history).toMatchObject({ cost: null, performedBy: null, notes: null });
    });

    it('refuses to complete an entry in progress or cancelled (409), and 404 for none', async () => {
      const item = await addItem(sara, {});
      const open = await openOf(sara, item.id);
      for (const status of ['in_progress', 'cancelled']) {
        await call(sara, 'PATCH', `/api/house-maintenance/schedules/${open.id}`, { status });
        const refused = await call(
          sara,
          'POST',
          `/api/house-maintenance/schedules/${open.id}/complete`,
          {},
        );
        expect(refused.statusCode, status).toBe(409);
        expect(refused.json().error.code).toBe('NOT_SCHEDULED');
      }
      expect((await call(sara, 'GET', '/api/house-maintenance/history')).json().total).toBe(0);
      const none = await call(
        sara,
        'POST',
        `/api/house-maintenance/schedules/${newId()}/complete`,
        {},
      );
      expect(none.statusCode).toBe(404);
    });

    it('writes nothing when a step of the completion fails', async () => {
      const item = await addItem(sara, { lastMaintenanceDate: '2026-01-10' });
      const open = await openOf(sara, item.id);
      const db = sut.db.db;
      // The history table is away: the entry's update has run, the history insert fails.
      await sql`alter table house_maintenance_history rename to house_maintenance_history_away`.execute(
        db,
      );
      const failed = await call(
        sara,
        'POST',
        `/api/house-maintenance/schedules/${open.id}/complete`,
        {
          cost: 20,
        },
      );
      await sql`alter table house_maintenance_history_away rename to house_maintenance_history`.execute(
        db,
      );
      expect(failed.statusCode).toBe(500);
      expect(await schedules(sara, 'all')).toEqual([
        expect.objectContaining({
          id: open.id,
          status: 'scheduled',
          cost: null,
          completionDate: null,
        }),
      ]);
      const items = (await call(sara, 'GET', '/api/house-maintenance/items')).json() as Row[];
      expect(items[0]).toMatchObject({
        lastMaintenanceDate: '2026-01-10',
        nextMaintenanceDate: '2027-01-10',
      });
      expect((await call(sara, 'GET', '/api/house-maintenance/history')).json().total).toBe(0);
      // With the table back the same completion goes through.
      const done = await call(
        sara,
        'POST',
        `/api/house-maintenance/schedules/${open.id}/complete`,
        {},
      );
      expect(done.statusCode).toBe(200);
    });
  });

  describe('history', () => {
    it('records a repair or inspection by hand, dated today unless given; not a completion', async () => {
      const item = await addItem(sara, {});
      const repair = await call(sara, 'POST', '/api/house-maintenance/history', {
        itemId: item.id,
        actionType: 'repair',
        description: 'تسريب',
        cost: 80,
      });
      expect(repair.statusCode, repair.body).toBe(201);
      expect(repair.json()).toMatchObject({
        actionDate: '2026-11-20',
        actionType: 'repair',
        cost: 80,
        itemName: 'فلتر المكيف',
      });
      const inspection = await call(sara, 'POST', '/api/house-maintenance/history', {
        itemId: item.id,
        actionType: 'inspection',
        actionDate: '2026-10-01',
      });
      expect(inspection.json().actionDate).toBe('2026-10-01');
      const bad = await call(sara, 'POST', '/api/house-maintenance/history', {
        itemId: '',
        actionType: 'maintenance_completed',
        cost: 'abc',
      });
      expect(problemsOf(bad.json())).toEqual([
        ['itemId', 'maintenance.itemRequired'],
        ['actionType', 'maintenance.actionTypeInvalid'],
        ['cost', 'cost.invalid'],
      ]);
      const foreign = await call(sara, 'POST', '/api/house-maintenance/history', {
        itemId: newId(),
        actionType: 'repair',
      });
      expect(foreign.statusCode).toBe(404);
      const page = (await call(sara, 'GET', '/api/house-maintenance/history')).json();
      expect(page.entries.map((e: Row) => e.actionType)).toEqual(['repair', 'inspection']);
    });

    it('pages 120 rows as 50, 50 and 20, newest first, and by item', async () => {
      const item = await addItem(sara, {});
      const other = await addItem(sara, { name: 'Other' });
      const rows = Array.from({ length: 120 }, (_, i) => ({
        id: newId(),
        family_id: saraFamily,
        item_id: i % 4 === 0 ? other.id : item.id,
        schedule_id: null,
        action_type: 'inspection',
        action_date: `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        description: `#${i}`,
        performed_by: null,
        cost: null,
        notes: null,
        created_by: null,
        created_at: new Date().toISOString(),
      }));
      await sut.db.db.insertInto('house_maintenance_history').values(rows).execute();
      const pages = [];
      for (const n of [1, 2, 3, 4]) {
        const page = (await call(sara, 'GET', `/api/house-maintenance/history?page=${n}`)).json();
        expect(page).toMatchObject({ page: n, pageSize: 50, total: 120 });
        pages.push(page.entries as Row[]);
      }
      expect(pages.map((p) => p.length)).toEqual([50, 50, 20, 0]);
      const dates = pages.flat().map((e) => e.actionDate as string);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(pages[0]![0]!.description).toBe('#119');
      expect(new Set(pages.flat().map((e) => e.id)).size).toBe(120);
      const byItem = (
        await call(sara, 'GET', `/api/house-maintenance/history?itemId=${other.id}`)
      ).json();
      expect(byItem.total).toBe(30);
      expect(byItem.entries.every((e: Row) => e.itemId === other.id)).toBe(true);
      expect((await call(sara, 'GET', '/api/house-maintenance/history?page=0')).statusCode).toBe(
        400,
      );
      const overview = (await call(sara, 'GET', '/api/house-maintenance/overview')).json();
      expect(overview.history.entries).toHaveLength(50);
      expect(overview.history.total).toBe(120);
    });
  });

  it("keeps a second family from reading or changing the first family's rows (404)", async () => {
    const item = await addItem(sara, { name: 'Sara boiler' });
    const open = await openOf(sara, item.id);
    const history = (
      await call(sara, 'POST', '/api/house-maintenance/history', {
        itemId: item.id,
        actionType: 'repair',
      })
    ).json() as Row;
    const attempts: [string, string, unknown?][] = [
      ['PATCH', `/api/house-maintenance/items/${item.id}`, { name: 'Mine' }],
      ['DELETE', `/api/house-maintenance/items/${item.id}`],
      ['PATCH', `/api/house-maintenance/schedules/${open.id}`, { status: 'cancelled' }],
      ['POST', `/api/house-maintenance/schedules/${open.id}/complete`, {}],
      ['GET', `/api/house-maintenance/history?itemId=${item.id}`],
      ['POST', '/api/house-maintenance/history', { itemId: item.id, actionType: 'repair' }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(omar, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const overview = (await call(omar, 'GET', '/api/house-maintenance/overview')).json();
    expect(overview.items).toEqual([]);
    expect(overview.schedules).toEqual([]);
    expect(overview.history.total).toBe(0);
    expect((await call(omar, 'GET', '/api/house-maintenance/items')).json()).toEqual([]);
    expect(await schedules(omar, 'all')).toEqual([]);
    expect((await call(omar, 'GET', '/api/dashboard')).json().maintenanceDue).toEqual([]);
    // Sara's rows are as they were.
    expect(await openOf(sara, item.id)).toMatchObject({ id: open.id, status: 'scheduled' });
    const saraHistory = (await call(sara, 'GET', '/api/house-maintenance/history')).json();
    expect(saraHistory.entries.map((e: Row) => e.id)).toEqual([history.id]);
    expect((await call(sara, 'GET', '/api/house-maintenance/items')).json()[0].name).toBe(
      'Sara boiler',
    );
  });

  it('answers a fresh overview after every change, kept or not', async () => {
    const item = await addItem(sara, { name: 'Before' });
    const read = async () => (await call(sara, 'GET', '/api/house-maintenance/overview')).json();
    expect((await read()).items[0].name).toBe('Before');
    expect((await read()).items[0].name).toBe('Before');
    await call(sara, 'PATCH', `/api/house-maintenance/items/${item.id}`, { name: 'After' });
    expect((await read()).schedules[0].itemName).toBe('After');
    // A row written elsewhere (another instance) shows too.
    await sut.db.db
      .insertInto('house_maintenance_history')
      .values({
        id: newId(),
        family_id: saraFamily,
        item_id: item.id,
        schedule_id: null,
        action_type: 'repair',
        action_date: '2026-11-01',
        description: null,
        performed_by: null,
        cost: null,
        notes: null,
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await read()).history.total).toBe(1);
    // The next day, the same rows are counted again.
    env.clock.now = new Date('2026-11-21T09:00:00Z');
    expect((await read()).today).toBe('2026-11-21');
  });

  it('needs a session', async () => {
    expect((await call(null, 'GET', '/api/house-maintenance/overview')).statusCode).toBe(401);
  });
});
