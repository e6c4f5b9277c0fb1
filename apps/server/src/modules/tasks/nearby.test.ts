import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { ChangeEvent } from '../../platform/events.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';
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
/** Al Othaim on Olaya Street, and points 300 m, 800 m and 5 km from it (by latitude). */
const othaim = { latitude: 24.7, longitude: 46.68 };
const north = (meters: number) => ({
  latitude: othaim.latitude + meters / 111_195,
  longitude: othaim.longitude,
});

describe.each(engines)('location-aware suggestions on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;
  let lina: TestUser;
  let omar: TestUser;

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const ok = async (jar: CookieJar, method: string, url: string, payload?: unknown) => {
    const response = await call(jar, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as Record<string, unknown>;
  };
  const nearby = async (user: TestUser, timeZone = TZ) => {
    const response = await call(user.jar, 'GET', `/api/notifications?timeZone=${timeZone}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { notifications: Item[] }).notifications.filter(
      (n) => n.kind === 'taskNearby',
    );
  };
  const at = (user: TestUser, position: { latitude: number; longitude: number }) =>
    ok(user.jar, 'PUT', '/api/family/location', position);
  const milk = async (family: TestUser = sara, place = othaim) =>
    (
      (await ok(family.jar, 'POST', '/api/tasks', {
        title: 'Buy milk',
        location: 'Al Othaim',
        ...place,
      })) as { task: { id: string } }
    ).task;

  beforeEach(async () => {
    env = createTestEnv(engine);
    // 12:00 in Riyadh on Tuesday 10 March 2026.
    env.clock.now = new Date('2026-03-10T09:00:00Z');
    sut = await env.start();
    sara = await env.ctx.newFamily();
    lina = await env.ctx.newMember(sara, { email: 'lina@example.com', fullName: 'Lina Ali' });
    omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Hassan' });
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it("tells the member who shares and is within 500 m, once: «You're near Al Othaim: buy milk»", async () => {
    const task = await milk();
    const events: ChangeEvent[] = [];
    sut.app.events.subscribe(sara.familyId, (event) => events.push(event));

    // 800 m away: not near yet with the default distance.
    await at(lina, north(800));
    expect(await nearby(lina)).toEqual([]);

    await at(lina, north(300));
    expect(await nearby(lina)).toEqual([
      {
        key: `taskNearby:${task.id}:2026-03-10`,
        kind: 'taskNearby',
        params: { title: 'Buy milk', place: 'Al Othaim' },
        link: '/app/tasks',
        date: '2026-03-10T09:00:00.000Z',
        read: false,
      },
    ]);
    expect(events.filter((e) => e.topic === 'tasks')).toEqual([
      { topic: 'tasks', familyId: sara.familyId, data: { id: task.id, action: 'nearby' } },
    ]);
    // Sara has not shared her location: she is told nothing, though it is her task.
    expect(await nearby(sara)).toEqual([]);
  });

  it('tells at most once per task per day, and again the next day', async () => {
    const task = await milk();
    await at(lina, north(100));
    env.clock.now = new Date('2026-03-10T10:00:00Z');
    await at(lina, north(800));
    env.clock.now = new Date('2026-03-10T11:00:00Z');
    await at(lina, north(50));
    const today = await nearby(lina);
    expect(today.map((n) => n.key)).toEqual([`taskNearby:${task.id}:2026-03-10`]);
    // Read, it stays read the same day (the same telling, not a new one).
    await ok(lina.jar, 'POST', '/api/notifications/read', { key: today[0]!.key, timeZone: TZ });
    await at(lina, north(20));
    expect((await nearby(lina)).map((n) => [n.key, n.read])).toEqual([
      [`taskNearby:${task.id}:2026-03-10`, true],
    ]);
    const rows = await sut.db.db
      .selectFrom('nearby_suggestions')
      .select(['user_id', 'task_id', 'day'])
      .execute();
    expect(rows).toEqual([{ user_id: lina.userId, task_id: task.id, day: '2026-03-10' }]);

    // The next morning in Riyadh: yesterday's is gone, and being near tells again.
    env.clock.now = new Date('2026-03-11T05:00:00Z');
    expect(await nearby(lina)).toEqual([]);
    await at(lina, north(100));
    expect((await nearby(lina)).map((n) => [n.key, n.read])).toEqual([
      [`taskNearby:${task.id}:2026-03-11`, false],
    ]);
  });

  it("shows a telling to a reader whose day has not turned yet (the browser's time zone is behind the member's)", async () => {
    const task = await milk();
    // 22:30 UTC on 10 March is already 01:30 on 11 March in Riyadh, Lina's saved time zone.
    env.clock.now = new Date('2026-03-10T22:30:00Z');
    await at(lina, north(200));
    const key = `taskNearby:${task.id}:2026-03-11`;
    expect((await nearby(lina, 'UTC')).map((n) => n.key)).toEqual([key]);
    expect((await nearby(lina, TZ)).map((n) => n.key)).toEqual([key]);
    // A day later by the reader's clock it is gone.
    env.clock.now = new Date('2026-03-11T23:30:00Z');
    expect(await nearby(lina, 'UTC')).toEqual([]);
  });

  it('tells nothing without location sharing, and nothing once the task is done', async () => {
    const task = await milk();
    // Lina stops sharing: no position arrives, so nothing is told (the list stays empty).
    await at(lina, north(5000));
    expect((await call(lina.jar, 'DELETE', '/api/family/location')).statusCode).toBe(200);
    expect(await nearby(lina)).toEqual([]);
    expect(await sut.db.db.selectFrom('nearby_suggestions').selectAll().execute()).toEqual([]);

    await at(lina, north(10));
    expect(await nearby(lina)).toHaveLength(1);
    await ok(sara.jar, 'PUT', `/api/tasks/${task.id}/status`, { status: 'completed' });
    expect(await nearby(lina)).toEqual([]);
    // A completed task is not told about again.
    env.clock.now = new Date('2026-03-11T05:00:00Z');
    await at(lina, north(10));
    expect(await nearby(lina)).toEqual([]);
  });

  it("never tells about another family's task, and another family never sees the telling", async () => {
    const omars = await milk(omar);
    await at(lina, north(10));
    expect(await nearby(lina)).toEqual([]);

    const saras = await milk(sara);
    await at(omar, north(10));
    const omarSees = await nearby(omar);
    expect(omarSees.map((n) => n.key)).toEqual([`taskNearby:${omars.id}:2026-03-10`]);
    await at(lina, north(10));
    expect((await nearby(lina)).map((n) => n.key)).toEqual([`taskNearby:${saras.id}:2026-03-10`]);
    // Omar cannot mark Lina's telling read: it is not in his list.
    const foreign = await call(omar.jar, 'POST', '/api/notifications/read', {
      key: `taskNearby:${saras.id}:2026-03-10`,
      timeZone: TZ,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await nearby(sara)).length).toBe(0);
  });

  it("follows the family's distance and its switch, and the person's own switch", async () => {
    await milk();
    await ok(sara.jar, 'PUT', '/api/family/settings/tasks.nearby_meters', { value: 1000 });
    await at(lina, north(800));
    expect(await nearby(lina)).toHaveLength(1);

    // The family turns the kind off: a new member near a new task is told nothing.
    const task = await milk(sara, north(3000));
    await ok(sara.jar, 'PUT', '/api/family/settings/notifications.nearby', { value: false });
    await at(lina, north(3000));
    expect(await nearby(lina)).toEqual([]);
    await ok(sara.jar, 'PUT', '/api/family/settings/notifications.nearby', { value: true });

    // Lina turns it off for herself: nothing is told to her.
    const prefs = (await ok(lina.jar, 'GET', '/api/settings/notifications')) as Record<
      string,
      unknown
    >;
    await ok(lina.jar, 'PUT', '/api/settings/notifications', {
      ...(prefs.preferences as object),
      nearbyTasks: false,
    });
    await at(lina, north(3000));
    const rows = await sut.db.db
      .selectFrom('nearby_suggestions')
      .select('task_id')
      .where('task_id', '=', task.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
