import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsraApp } from '../../app.js';
import { eventsOfNotice, type ChangeEvent } from '../../platform/events.js';
import {
  callAs,
  createTestEnv,
  engines,
  type TestEnv,
  type TestUser,
} from '../../test/test-app.js';
import { roundTripsDuring } from '../../test/pg-queries.js';

type Row = { id: string } & Record<string, unknown>;

/**
 * Issue 30: on PostgreSQL completing a maintenance entry is one statement: the
 * entry, its history row, the item's dates, the next entry, the activity entry and the NOTIFYs
 * (the other instances' live updates). On SQLite the same requests answer the same.
 */
describe.each(engines)('maintenance completion in one round trip on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;
  let omar: TestUser;
  let events: ChangeEvent[];
  /** A second connection listening on the bus's channel: what another instance hears. */
  let listener: pg.Client | undefined;
  let heard: ChangeEvent[];
  let channel = '';

  const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, user.jar, method, url, payload);
  const activities = (userId: string) =>
    sut.db.db
      .selectFrom('user_activity_log')
      .select(['activity_type', 'activity_data'])
      .where('user_id', '=', userId)
      .where('activity_type', '=', 'maintenance_completed')
      .execute();
  const addItem = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await call(user, 'POST', '/api/house-maintenance/items', {
      name: 'فلتر المكيف',
      location: 'الصالة',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Row>();
  };
  const openOf = async (user: TestUser, itemId: string) => {
    const open = (
      await call(user, 'GET', '/api/house-maintenance/schedules?status=open&timeZone=Asia/Riyadh')
    )
      .json<Row[]>()
      .filter((s) => s.itemId === itemId);
    expect(open).toHaveLength(1);
    return open[0]!;
  };
  /**
   * Every notice of the writes so far has reached the listener: the app sends its notices in
   * order from one queue after their commits, and PostgreSQL delivers them in commit order, so
   * once a marker published now comes back, the earlier writes' notices are in.
   */
  const drained = async () => {
    if (!listener) return;
    const marker = `marker-${Date.now()}`;
    const back = new Promise<void>((resolve) => {
      const seen = (message: pg.Notification) => {
        if (!eventsOfNotice(message.payload).events.some((e) => e.familyId === marker)) return;
        listener?.off('notification', seen);
        resolve();
      };
      listener!.on('notification', seen);
    });
    await sut.app.events.publish({ topic: 'tasks', familyId: marker });
    await back;
  };
  const heardAtLeast = (count: number) =>
    vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(count), { timeout: 5000 });

  beforeEach(async () => {
    env = createTestEnv(engine);
    // 31 October 2026 in Riyadh: one month later is the last day of November.
    env.clock.now = new Date('2026-10-31T09:00:00Z');
    sut = await env.start();
    sara = await env.ctx.newFamily();
    omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    events = [];
    heard = [];
    sut.app.events.subscribe(sara.familyId, (event) => events.push(event));
    if (engine === 'postgres') {
      listener = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await listener.connect();
      listener.on('notification', (message) => {
        for (const event of eventsOfNotice(message.payload).events)
          if (event.familyId === sara.familyId || event.familyId === omar.familyId)
            heard.push(event);
      });
      channel = `usra_events_${env.config.databaseSchema}`;
      await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
  });
  afterEach(async () => {
    await listener?.end();
    listener = undefined;
    await env.cleanup();
  });

  it('answers as the reads do, writes the activity entry once and announces the change', async () => {
    const item = await addItem(sara, { maintenanceFrequencyMonths: 1, estimatedDuration: 45 });
    const open = await openOf(sara, item.id);
    await drained();
    events.length = 0;
    heard.length = 0;
    const response = await call(
      sara,
      'POST',
      `/api/house-maintenance/schedules/${open.id}/complete?timeZone=Asia/Riyadh`,
      { cost: '99.5', performedBy: 'أبو فهد', notes: 'تنظيف' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ schedule: Row; next: Row; item: Row; history: Row }>();
    expect(body.schedule).toMatchObject({
      id: open.id,
      status: 'completed',
      completionDate: '2026-10-31',
      cost: 99.5,
      performedBy: 'أبو فهد',
      notes: 'تنظيف',
      itemName: 'فلتر المكيف',
    });
    // 31 October + 1 month: 30 November.
    expect(body.item).toMatchObject({
      lastMaintenanceDate: '2026-10-31',
      nextMaintenanceDate: '2026-11-30',
      estimatedDuration: 45,
      updatedAt: '2026-10-31T09:00:00.000Z',
    });
    expect(body.next).toMatchObject({
      itemId: item.id,
      itemName: 'فلتر المكيف',
      scheduledDate: '2026-11-30',
      status: 'scheduled',
      completionDate: null,
      cost: null,
      createdAt: '2026-10-31T09:00:00.000Z',
    });
    // What completion answers is what the reads answer afterwards.
    const all = (
      await call(sara, 'GET', '/api/house-maintenance/schedules?status=all&timeZone=Asia/Riyadh')
    ).json<Row[]>();
    expect(all.find((s) => s.id === open.id)).toEqual(body.schedule);
    expect(all.find((s) => s.id === body.next.id)).toEqual(body.next);
    const items = (await call(sara, 'GET', '/api/house-maintenance/items')).json<Row[]>();
    expect(items).toEqual([body.item]);
    const history = (await call(sara, 'GET', '/api/house-maintenance/history')).json<{
      entries: Row[];
    }>();
    expect(history.entries).toEqual([body.history]);
    expect(body.history).toMatchObject({
      itemId: item.id,
      actionType: 'maintenance_completed',
      actionDate: '2026-10-31',
      cost: 99.5,
      createdAt: '2026-10-31T09:00:00.000Z',
    });
    expect(await activities(sara.userId)).toEqual([
      {
        activity_type: 'maintenance_completed',
        activity_data: JSON.stringify({ itemId: item.id }),
      },
    ]);
    expect(events).toEqual([
      {
        topic: 'house-maintenance',
        familyId: sara.familyId,
        data: { id: item.id, action: 'completed' },
      },
      { topic: 'dashboard', familyId: sara.familyId },
      { topic: 'calendar', familyId: sara.familyId },
    ]);
    if (engine === 'postgres') {
      await heardAtLeast(3);
      expect(heard).toEqual(events);
    }
    // The overview (cached per family) shows the completion made through this process.
    const overview = (
      await call(sara, 'GET', '/api/house-maintenance/overview?timeZone=Asia/Riyadh')
    ).json<{ schedules: Row[] }>();
    expect(overview.schedules.map((s) => s.id)).toEqual([body.next.id]);
  });

  it('completing twice: the second is refused (409) and writes and announces nothing', async () => {
    const item = await addItem(sara, {});
    const open = await openOf(sara, item.id);
    const url = `/api/house-maintenance/schedules/${open.id}/complete`;
    expect((await call(sara, 'POST', url, {})).statusCode).toBe(200);
    events.length = 0;
    const again = await call(sara, 'POST', url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'NOT_SCHEDULED' });
    expect(events).toEqual([]);
    expect(await activities(sara.userId)).toHaveLength(1);
    const all = (await call(sara, 'GET', '/api/house-maintenance/schedules?status=all')).json<
      Row[]
    >();
    expect(all.map((s) => s.status).sort()).toEqual(['completed', 'scheduled']);
  });

  it("another family's entry: 404, no activity entry, no event, nothing changed", async () => {
    const item = await addItem(sara, { maintenanceFrequencyMonths: 6 });
    const open = await openOf(sara, item.id);
    await drained();
    events.length = 0;
    heard.length = 0;
    const response = await call(
      omar,
      'POST',
      `/api/house-maintenance/schedules/${open.id}/complete`,
      { cost: 10 },
    );
    expect(response.statusCode).toBe(404);
    expect(await activities(omar.userId)).toEqual([]);
    expect(events).toEqual([]);
    // Omar's own item is heard after any notice of the refused change would have been.
    await addItem(omar, { name: 'Boiler' });
    if (engine === 'postgres') {
      await heardAtLeast(3);
      expect(heard.every((e) => e.familyId === omar.familyId)).toBe(true);
    }
    expect(await openOf(sara, item.id)).toEqual(open);
    const history = (await call(sara, 'GET', '/api/house-maintenance/history')).json<{
      total: number;
    }>();
    expect(history.total).toBe(0);
    const [saraItem] = (await call(sara, 'GET', '/api/house-maintenance/items')).json<Row[]>();
    expect(saraItem).toMatchObject({
      lastMaintenanceDate: null,
      nextMaintenanceDate: item.nextMaintenanceDate,
    });
  });
});

/** PostgreSQL only: SQLite has no round trips (the database is in the process). */
describe.each(engines.filter((e) => e === 'postgres'))(
  'maintenance completion round trips on %s',
  (engine) => {
    let env: TestEnv;
    let sut: UsraApp;
    let sara: TestUser;

    const roundTrips = roundTripsDuring;
    const call = (method: string, url: string, payload?: unknown) =>
      callAs(sut.app, sara.jar, method, url, payload);
    const openEntry = async () => {
      const created = await call('POST', '/api/house-maintenance/items', {
        name: 'Heater',
        location: 'Roof',
      });
      expect(created.statusCode, created.body).toBe(201);
      const itemId = created.json<Row>().id;
      const open = (await call('GET', '/api/house-maintenance/schedules?status=open')).json<
        Row[]
      >();
      return open.find((s) => s.itemId === itemId)!.id;
    };

    beforeEach(async () => {
      env = createTestEnv(engine);
      sut = await env.start();
      sara = await env.ctx.newFamily();
    });
    afterEach(async () => {
      await env.cleanup();
    });

    it('a completion (was 16 round trips) costs as many as reading the items', async () => {
      const warm = await openEntry();
      const id = await openEntry();
      // Every statement has been prepared once on the pool's connections.
      await call('GET', '/api/house-maintenance/items');
      await call('POST', `/api/house-maintenance/schedules/${warm}/complete`, {});
      const read = await roundTrips(() => call('GET', '/api/house-maintenance/items'));
      const complete = await roundTrips(() =>
        call('POST', `/api/house-maintenance/schedules/${id}/complete`, { cost: 5 }),
      );
      expect(read).toBeGreaterThan(0);
      // The session check and the one statement; the notice follows, off the request's path.
      expect(complete).toBe(read);
    });
  },
);
