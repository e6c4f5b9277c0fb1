import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

/**
 * Found by the route guard (issue 11): well-formed times whose UTC instant falls before year 1
 * or after year 9999 reached the database, which cannot store them (500 on PostgreSQL; on
 * SQLite the task row's canonical-form check). They are refused like any invalid time.
 */
describe.each(engines)('times outside years 1 to 9999 on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let taskId: string;
  let eventId: string;

  const call = (method: string, url: string, payload?: unknown) =>
    callAs(sut.app, sara, method, url, payload);
  const outside = ['0000-01-01', '0000-01-01T00:00:00+01:00', '9999-12-31T23:59:59-14:00'];
  const expectRefused = (response: Awaited<ReturnType<typeof call>>, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  };

  beforeAll(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
    taskId = (await call('POST', '/api/tasks', { title: 'Milk', location: 'Shop' })).json().task.id;
    eventId = (
      await call('POST', '/api/calendar/events', {
        title: 'Dinner',
        startTime: '2026-05-10T19:00:00Z',
        endTime: '2026-05-10T21:00:00Z',
      })
    ).json().event.id;
  });
  afterAll(async () => {
    await env.cleanup();
  });

  it.each(outside)('refuses the due date %s of a new or edited task', async (dueDate) => {
    expectRefused(
      await call('POST', '/api/tasks', { title: 'Milk', location: 'Shop', dueDate }),
      'Invalid due date',
    );
    expectRefused(await call('PATCH', `/api/tasks/${taskId}`, { dueDate }), 'Invalid due date');
  });

  it.each(outside)('refuses the start %s of a new or edited event', async (startTime) => {
    expectRefused(
      await call('POST', '/api/calendar/events', {
        title: 'Dinner',
        startTime,
        endTime: '9999-12-31T23:59:59Z',
      }),
      'Invalid date and time',
    );
    expectRefused(
      await call('PATCH', `/api/calendar/events/${eventId}`, { startTime }),
      'Invalid date and time',
    );
  });

  it('refuses such a time as the range of the event list', async () => {
    for (const from of ['0000-01-01T00:00:00+01:00', '9999-12-31T23:59:59-14:00']) {
      const query = `from=${encodeURIComponent(from)}&to=2026-06-01T00:00:00Z`;
      expectRefused(await call('GET', `/api/calendar/events?${query}`), 'Invalid date and time');
    }
  });

  it('keeps the first and last storable instants', async () => {
    const task = await call('POST', '/api/tasks', {
      title: 'Milk',
      location: 'Shop',
      dueDate: '0001-01-01T00:00:00Z',
    });
    expect(task.statusCode, task.body).toBe(201);
    expect(task.json().task.dueDate).toBe('0001-01-01T00:00:00.000Z');
    const event = await call('POST', '/api/calendar/events', {
      title: 'Last',
      startTime: '9999-12-31T23:00:00Z',
      endTime: '9999-12-31T23:59:59.999Z',
    });
    expect(event.statusCode, event.body).toBe(201);
    const list = await call(
      'GET',
      '/api/calendar/events?from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59.999Z',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().events.map((e: { title: string }) => e.title)).toEqual(['Dinner', 'Last']);
  });
});
