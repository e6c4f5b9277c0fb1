import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../test/test-app.js';

const NOT_ON_CALENDAR = {
  code: 'VALIDATION_FAILED',
  message: 'This date does not exist. Check the day and the month.',
};

describe.each(engines)('dates and one-line text through the API on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;

  const call = (method: string, url: string, payload?: unknown) =>
    callAs(sut.app, sara, method, url, payload);

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('refuses a task due on 30 February instead of storing 2 March', async () => {
    const task = { title: 'Pay rent', location: 'Bank' };
    for (const dueDate of ['2026-02-30', '2026-04-31T10:00:00Z', '2026-02-28T24:00:00Z']) {
      const response = await call('POST', '/api/tasks', { ...task, dueDate });
      expect(response.statusCode, dueDate).toBe(400);
      expect(response.json().error, dueDate).toMatchObject(NOT_ON_CALENDAR);
    }
    const created = await call('POST', '/api/tasks', { ...task, dueDate: '2028-02-29' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().task.dueDate).toBe('2028-02-29T00:00:00.000Z');
    const edit = await call('PATCH', `/api/tasks/${created.json().task.id}`, {
      dueDate: '2027-02-29',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toMatchObject(NOT_ON_CALENDAR);
    expect(
      (await call('GET', '/api/tasks')).json().tasks.map((t: { dueDate: string }) => t.dueDate),
    ).toEqual(['2028-02-29T00:00:00.000Z']);
  });

  it('refuses an event starting or ending on a day that does not exist', async () => {
    const event = {
      title: 'Dinner',
      startTime: '2026-02-28T18:00:00Z',
      endTime: '2026-02-28T19:00:00Z',
    };
    const start = await call('POST', '/api/calendar/events', {
      ...event,
      startTime: '2026-02-30T18:00:00Z',
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().error).toMatchObject(NOT_ON_CALENDAR);
    const end = await call('POST', '/api/calendar/events', {
      ...event,
      endTime: '2026-02-31T19:00:00+03:00',
    });
    expect(end.statusCode).toBe(400);
    expect(end.json().error).toMatchObject(NOT_ON_CALENDAR);
    const created = await call('POST', '/api/calendar/events', event);
    expect(created.statusCode, created.body).toBe(201);
    const edit = await call('PATCH', `/api/calendar/events/${created.json().event.id}`, {
      endTime: '2026-02-29T19:00:00Z',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toMatchObject(NOT_ON_CALENDAR);
  });

  it('refuses a line break in titles and names, and keeps it in descriptions', async () => {
    const refused = {
      code: 'VALIDATION_FAILED',
      message: 'Text contains characters that are not allowed.',
    };
    for (const [url, body] of [
      ['/api/tasks', { title: 'Buy\rmilk', location: 'Shop' }],
      ['/api/tasks', { title: 'Buy milk', location: 'Shop\nX' }],
      ['/api/family/members', { name: 'Omar\r\nAli' }],
      ['/api/family/groups', { name: 'Kids\nX' }],
    ] as const) {
      const response = await call('POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error, JSON.stringify(body)).toMatchObject(refused);
    }
    const group = await call('POST', '/api/family/groups', {
      name: 'Kids',
      description: 'Line one\nLine two',
    });
    expect(group.statusCode, group.body).toBe(201);
    expect(group.json().group.description).toBe('Line one\nLine two');
  });
});
