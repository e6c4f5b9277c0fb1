import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createDAVClient } from 'tsdav';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';
import { startRadicale, type TestRadicale } from '../../test/radicale.js';

const run = promisify(execFile);
const PYTHON_CLIENT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/caldav-python-client.py',
);

/** What caldav-python-client.py saw: the same script runs against Radicale and against Usra. */
interface PythonRoundTrip {
  calendars: string[];
  event: string;
  todo: string;
  completedStatus: string;
  pendingTodos: string[];
}
const pythonRoundTrip = async (url: string, user: string, password: string) => {
  const { stdout } = await run('/usr/bin/python3', [PYTHON_CLIENT, url, user, password], {
    timeout: 60_000,
    env: { ...process.env, PYTHONPATH: '' },
  });
  return JSON.parse(stdout) as PythonRoundTrip;
};

const calendarText = (component: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//tsdav test//EN',
    ...component,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const EVENT = (summary: string) =>
  calendarText([
    'BEGIN:VEVENT',
    'UID:tsdav-event-1',
    'DTSTAMP:20261120T090000Z',
    'DTSTART:20261210T170000Z',
    'DTEND:20261210T183000Z',
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ]);
const TODO = calendarText([
  'BEGIN:VTODO',
  'UID:tsdav-todo-1',
  'DTSTAMP:20261120T090000Z',
  'DUE:20261211T090000Z',
  'SUMMARY:Water the plants',
  'STATUS:NEEDS-ACTION',
  'END:VTODO',
]);

const fileOf = (href: string | undefined) =>
  decodeURIComponent((href ?? '').split('/').pop() ?? '');

/**
 * One client's round trip, the same code against Usra and against Radicale: discovery, list
 * calendars, fetch objects, create an event and a task, update with the ETag (and 412 on a
 * stale one), sync-collection showing the change and then the deletion, delete.
 */
async function tsdavRoundTrip(serverUrl: string, username: string, password: string) {
  const client = await createDAVClient({
    serverUrl,
    credentials: { username, password },
    authMethod: 'Basic',
    defaultAccountType: 'caldav',
  });
  const calendars = await client.fetchCalendars();
  const events = calendars.find((c) => c.components?.includes('VEVENT'))!;
  const tasks = calendars.find((c) => c.components?.includes('VTODO'))!;
  const before = await client.fetchCalendarObjects({ calendar: events });
  const created = await client.createCalendarObject({
    calendar: events,
    filename: 'tsdav-event-1.ics',
    iCalString: EVENT('Family dinner'),
  });
  const createdTodo = await client.createCalendarObject({
    calendar: tasks,
    filename: 'tsdav-todo-1.ics',
    iCalString: TODO,
  });
  const duplicate = await client.createCalendarObject({
    calendar: events,
    filename: 'tsdav-event-1.ics',
    iCalString: EVENT('Again'),
  });
  const [afterCreate] = await client
    .fetchCalendars()
    .then((all) => all.filter((c) => c.url === events.url));
  const mine = (await client.fetchCalendarObjects({ calendar: events })).find(
    (o) => fileOf(o.url) === 'tsdav-event-1.ics',
  )!;
  const updated = await client.updateCalendarObject({
    calendarObject: { url: mine.url, data: EVENT('Family dinner (moved)'), etag: mine.etag },
  });
  const stale = await client.updateCalendarObject({
    calendarObject: { url: mine.url, data: EVENT('Lost update'), etag: mine.etag },
  });
  const changes = await client.syncCollection({
    url: events.url,
    props: { 'd:getetag': {} },
    syncLevel: 1,
    syncToken: afterCreate!.syncToken!,
  });
  const [afterUpdate] = (await client.fetchCalendars()).filter((c) => c.url === events.url);
  const dirty = await client.isCollectionDirty({ collection: events });
  const current = (await client.fetchCalendarObjects({ calendar: events })).find(
    (o) => fileOf(o.url) === 'tsdav-event-1.ics',
  )!;
  const staleDelete = await client.deleteCalendarObject({
    calendarObject: { url: current.url, etag: mine.etag },
  });
  const deleted = await client.deleteCalendarObject({
    calendarObject: { url: current.url, etag: current.etag },
  });
  const deletions = await client.syncCollection({
    url: events.url,
    props: { 'd:getetag': {} },
    syncLevel: 1,
    syncToken: afterUpdate!.syncToken!,
  });
  const todos = await client.fetchCalendarObjects({
    calendar: tasks,
    filters: [
      {
        'comp-filter': {
          _attributes: { name: 'VCALENDAR' },
          'comp-filter': { _attributes: { name: 'VTODO' } },
        },
      },
    ],
  });
  return {
    client,
    events,
    tasks,
    before,
    statuses: {
      created: created.status,
      createdTodo: createdTodo.status,
      duplicate: duplicate.status,
      updated: updated.status,
      stale: stale.status,
      staleDelete: staleDelete.status,
      deleted: deleted.status,
    },
    updatedData: current.data as string,
    // A changed resource comes with its properties (the status of the whole answer, 207).
    changed: changes.filter((r) => fileOf(r.href) === 'tsdav-event-1.ics').map((r) => r.ok),
    dirty: dirty.isDirty,
    deletions: deletions.filter((r) => fileOf(r.href) === 'tsdav-event-1.ics').map((r) => r.status),
    todos: todos.map((o) => o.data as string),
  };
}

/** What both servers must answer alike. */
function expectRoundTrip(result: Awaited<ReturnType<typeof tsdavRoundTrip>>) {
  expect(result.events).toBeDefined();
  expect(result.tasks).toBeDefined();
  expect(result.statuses).toEqual({
    created: 201,
    createdTodo: 201,
    duplicate: 412,
    updated: expect.any(Number),
    stale: 412,
    staleDelete: 412,
    deleted: expect.any(Number),
  });
  expect([200, 201, 204]).toContain(result.statuses.updated);
  expect([200, 204]).toContain(result.statuses.deleted);
  expect(result.updatedData).toContain('SUMMARY:Family dinner (moved)');
  expect(result.changed).toEqual([true]);
  expect(result.dirty).toBe(true);
  expect(result.deletions).toEqual([404]);
  expect(result.todos.some((t) => t.includes('SUMMARY:Water the plants'))).toBe(true);
}

describe('the same client code against Radicale', () => {
  let radicale: TestRadicale;
  // A fresh Radicale for each client, as each test against Usra starts from an empty family.
  beforeEach(async () => {
    radicale = await startRadicale('sara');
  });
  afterEach(async () => {
    await radicale.stop();
  });

  it('discovery to round trip passes against a reference server', async () => {
    const result = await tsdavRoundTrip(`${radicale.url}/`, 'sara', 'any');
    expect(result.before).toEqual([]);
    expectRoundTrip(result);
  });

  it('the python caldav client code passes against the reference server too', async () => {
    expect(await pythonRoundTrip(`${radicale.url}/`, 'sara', 'any')).toEqual({
      calendars: ['Events', 'Tasks'],
      event: 'Python dinner',
      todo: 'Python chore',
      completedStatus: 'COMPLETED',
      pendingTodos: [],
    });
  });
});

describe.each(engines)('CalDAV clients against Usra on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let base: string;
  let token: string;

  const call = (method: string, url: string, payload?: unknown) =>
    callAs(sut.app, sara, method, url, payload);

  beforeEach(async () => {
    // Subscriptions fetch from a feed on this machine (loopback).
    env = createTestEnv(
      engine,
      { CALENDAR_FETCH_ALLOW_PRIVATE: 'true' },
      { calendarSchedule: false },
    );
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
    const created = await call('POST', '/api/account/app-passwords', {
      name: 'Phone',
      scope: 'read-write',
    });
    token = created.json().token as string;
    const address = await sut.app.listen({ port: 0, host: '127.0.0.1' });
    base = address;
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('tsdav: the same round trip as against Radicale; the app shows it and the phone sees the app', async () => {
    await call('POST', '/api/calendar/events', {
      title: 'Made in the app',
      startTime: '2026-12-01T10:00:00Z',
      endTime: '2026-12-01T11:00:00Z',
    });
    const result = await tsdavRoundTrip(base, 'sara@example.com', token);
    expect(result.before.map((o) => o.data as string).join('')).toContain(
      'SUMMARY:Made in the app',
    );
    expectRoundTrip(result);
    const tasks = (await call('GET', '/api/tasks')).json().tasks as { title: string }[];
    expect(tasks.map((t) => t.title)).toEqual(['Water the plants']);
    const events = (
      await call('GET', '/api/calendar/events?from=2026-11-01T00:00:00Z&to=2027-01-01T00:00:00Z')
    ).json().events as { title: string }[];
    expect(events.map((e) => e.title)).toEqual(['Made in the app']);

    // A task made in the app reaches the phone on its next sync.
    const { client, tasks: list } = result;
    const [before] = (await client.fetchCalendars()).filter((c) => c.url === list.url);
    await call('POST', '/api/tasks', { title: 'From the app', location: 'Home' });
    expect((await client.isCollectionDirty({ collection: before! })).isDirty).toBe(true);
    const changes = await client.syncCollection({
      url: list.url,
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      syncLevel: 1,
      syncToken: before!.syncToken!,
    });
    expect(changes).toHaveLength(1);
    expect(JSON.stringify(changes[0]!.props)).toContain('From the app');
  });

  it('tsdav: a calendar subscription is a read-only calendar with its events', async () => {
    const feed = createServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/calendar' })
        .end(
          calendarText([
            'BEGIN:VEVENT',
            'UID:match@team',
            'DTSTAMP:20261101T000000Z',
            'DTSTART:20261205T150000Z',
            'DTEND:20261205T170000Z',
            'SUMMARY:Home match',
            'END:VEVENT',
          ]),
        );
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    try {
      const port = (feed.address() as AddressInfo).port;
      const subscribed = await call('POST', '/api/calendar/subscriptions', {
        name: 'Team fixtures',
        url: `http://127.0.0.1:${port}/team.ics`,
        colour: '#22C55E',
      });
      expect(subscribed.statusCode, subscribed.body).toBe(201);
      while ((await sut.jobs.runDue()) > 0);
    } finally {
      feed.closeAllConnections();
      await new Promise<void>((resolve) => feed.close(() => resolve()));
    }
    const client = await createDAVClient({
      serverUrl: base,
      credentials: { username: 'sara@example.com', password: token },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
    });
    const calendars = await client.fetchCalendars();
    expect(calendars.map((c) => c.displayName)).toEqual([
      'تقويم العائلة',
      'مهام العائلة',
      'Team fixtures',
    ]);
    const team = calendars.find((c) => c.displayName === 'Team fixtures')!;
    expect(team.calendarColor).toBe('#22C55EFF');
    expect(team.components).toEqual(['VEVENT']);
    const objects = await client.fetchCalendarObjects({ calendar: team });
    expect(objects).toHaveLength(1);
    expect(objects[0]!.data).toContain('SUMMARY:Home match');
    expect(objects[0]!.data).toContain('UID:match@team');
    const refused = await client.createCalendarObject({
      calendar: team,
      filename: 'mine.ics',
      iCalString: EVENT('Mine'),
    });
    expect(refused.status).toBe(403);
    expect(await client.fetchCalendarObjects({ calendar: team })).toHaveLength(1);
  });

  it('python caldav: discovery, create, read back and complete a task', async () => {
    const seen = await pythonRoundTrip(`${base}/dav/`, 'sara@example.com', token);
    expect(seen).toEqual({
      calendars: ['تقويم العائلة', 'مهام العائلة'],
      event: 'Python dinner',
      todo: 'Python chore',
      completedStatus: 'COMPLETED',
      pendingTodos: [],
    });
    const tasks = (await call('GET', '/api/tasks')).json().tasks as {
      title: string;
      status: string;
    }[];
    expect(tasks).toEqual([
      expect.objectContaining({ title: 'Python chore', status: 'completed' }),
    ]);
  });
});
