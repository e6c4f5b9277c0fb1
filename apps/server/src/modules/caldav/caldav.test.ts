import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

const PROPFIND_ALL = `<?xml version="1.0" encoding="utf-8"?>
<d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/" xmlns:a="http://apple.com/ns/ical/">
  <d:prop><d:displayname/><d:resourcetype/><a:calendar-color/><c:supported-calendar-component-set/><cs:getctag/><d:sync-token/><x:unknown xmlns:x="urn:example"/></d:prop>
</d:propfind>`;

const ics = (component: string) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', component, 'END:VCALENDAR', ''].join(
    '\r\n',
  );

const event = (uid: string, summary: string, extra: string[] = []) =>
  ics(
    [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20261120T090000Z',
      'DTSTART:20261201T150000Z',
      'DTEND:20261201T160000Z',
      `SUMMARY:${summary}`,
      ...extra,
      'END:VEVENT',
    ].join('\r\n'),
  );

const syncBody = (token: string) => `<?xml version="1.0" encoding="utf-8"?>
<d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`;

describe.each(engines)('CalDAV on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  let saraToken: string;
  let omarToken: string;
  let saraIds: { id: string; familyId: string };

  const basic = (email: string, token: string) =>
    `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;
  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const dav = (
    method: string,
    url: string,
    options: {
      auth?: string | null;
      body?: string;
      type?: string;
      headers?: Record<string, string>;
    } = {},
  ) =>
    sut.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(options.auth === null
          ? {}
          : { authorization: options.auth ?? basic('sara@example.com', saraToken) }),
        ...(options.body === undefined
          ? {}
          : { 'content-type': options.type ?? 'application/xml; charset=utf-8' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body }),
    });
  const newToken = async (jar: CookieJar, scope: 'read' | 'read-write' = 'read-write') => {
    const response = await call(jar, 'POST', '/api/account/app-passwords', {
      name: 'Phone',
      scope,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { token: string; appPassword: { id: string } };
  };
  const home = () => `/dav/calendars/${saraIds.familyId}/`;
  const calendarUrl = () => `${home()}calendar/`;
  const tasksUrl = () => `${home()}tasks/`;
  const etagOf = async (url: string, auth?: string) => {
    const response = await dav('GET', url, { auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.headers.etag as string;
  };
  const appEvents = async () =>
    (
      await call(
        sara,
        'GET',
        '/api/calendar/events?from=2026-01-01T00:00:00Z&to=2028-01-01T00:00:00Z',
      )
    ).json().events as { title: string; id: string; startTime: string; endTime: string }[];

  beforeEach(async () => {
    env = createTestEnv(engine);
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
    omar = (await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' })).jar;
    saraToken = (await newToken(sara)).token;
    omarToken = (await newToken(omar)).token;
    const session = (await call(sara, 'GET', '/api/auth/session')).json().session;
    saraIds = { id: session.user.id, familyId: session.user.familyId };
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('points /.well-known/caldav at /dav/ and says it speaks CalDAV', async () => {
    for (const method of ['GET', 'PROPFIND']) {
      const response = await dav(method, '/.well-known/caldav', { auth: null });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/dav/');
    }
    const options = await dav('OPTIONS', '/dav/', { auth: null });
    expect(options.statusCode).toBe(200);
    expect(options.headers.dav).toBe('1, 3, calendar-access');
    expect(options.headers.allow).toContain('REPORT');
  });

  it("asks for Basic sign-in, refuses wrong and other accounts' tokens, and limits failures", async () => {
    const none = await dav('PROPFIND', '/dav/', { auth: null, headers: { depth: '0' } });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Basic realm="Usra", charset="UTF-8"');
    const wrong = await dav('PROPFIND', '/dav/', { auth: basic('sara@example.com', 'usra_pat_x') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toContain('Basic realm="Usra"');
    // Omar's token with Sara's e-mail is no one's.
    const crossed = await dav('PROPFIND', '/dav/', { auth: basic('sara@example.com', omarToken) });
    expect(crossed.statusCode).toBe(401);
    const max = env.config.rateLimits.signInPerAddress.max;
    for (let i = 2; i < max; i += 1) {
      expect(
        (await dav('PROPFIND', '/dav/', { auth: basic('x@example.com', 'nope') })).statusCode,
      ).toBe(401);
    }
    const blocked = await dav('PROPFIND', '/dav/', { auth: basic('x@example.com', 'nope') });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // While blocked, even the right password waits.
    expect((await dav('PROPFIND', '/dav/')).statusCode).toBe(429);
  });

  it("discovery: principal, calendar home, and the two collections in the account's language", async () => {
    const root = await dav('PROPFIND', '/dav/', {
      headers: { depth: '0' },
      body: '<d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>',
    });
    expect(root.statusCode).toBe(207);
    expect(root.body).toContain(`<D:href>/dav/principals/${saraIds.id}/</D:href>`);
    const principal = await dav('PROPFIND', `/dav/principals/${saraIds.id}/`, {
      headers: { depth: '0' },
      body: '<propfind xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><prop><C:calendar-home-set/><C:calendar-user-address-set/></prop></propfind>',
    });
    expect(principal.body).toContain(`<C:calendar-home-set><D:href>${home()}</D:href>`);
    expect(principal.body).toContain('mailto:sara@example.com');
    const collections = await dav('PROPFIND', home(), {
      headers: { depth: '1' },
      body: PROPFIND_ALL,
    });
    expect(collections.statusCode).toBe(207);
    expect(collections.body).toContain(`<D:href>${calendarUrl()}</D:href>`);
    expect(collections.body).toContain('<D:displayname>تقويم العائلة</D:displayname>');
    expect(collections.body).toContain('<D:displayname>مهام العائلة</D:displayname>');
    expect(collections.body).toContain('<C:comp name="VEVENT"/>');
    expect(collections.body).toContain('<C:comp name="VTODO"/>');
    expect(collections.body).toMatch(/<A:calendar-color>#[0-9A-F]{8}<\/A:calendar-color>/);
    expect(collections.body).toMatch(/<CS:getctag>[0-9a-f]+<\/CS:getctag>/);
    // An unknown property is a 404 in its own propstat, not an error.
    expect(collections.body).toContain('<X:unknown xmlns:X="urn:example"/>');
    expect(collections.body).toContain('HTTP/1.1 404 Not Found');

    // English once the account's language is English.
    const prefs = (await call(sara, 'GET', '/api/settings/notifications')).json().preferences;
    await call(sara, 'PUT', '/api/settings/notifications', { ...prefs, language: 'en' });
    const english = await dav('PROPFIND', home(), { headers: { depth: '1' }, body: PROPFIND_ALL });
    expect(english.body).toContain('<D:displayname>Family calendar</D:displayname>');
    expect(english.body).toContain('<D:displayname>Family tasks</D:displayname>');
  });

  it('PUT creates an event the app shows; If-None-Match and stale If-Match are 412; DELETE honours If-Match', async () => {
    const url = `${calendarUrl()}phone-event-1.ics`;
    const live: { topic: string; data?: unknown }[] = [];
    sut.app.events.subscribe(saraIds.familyId, (e) => live.push(e));
    const created = await dav('PUT', url, {
      type: 'text/calendar; charset=utf-8',
      body: event('phone-uid-1', 'عشاء العائلة', ['LOCATION:البيت', 'X-UNKNOWN:ignored']),
      headers: { 'if-none-match': '*' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await appEvents()).toEqual([
      expect.objectContaining({
        title: 'عشاء العائلة',
        startTime: '2026-12-01T15:00:00.000Z',
        endTime: '2026-12-01T16:00:00.000Z',
      }),
    ]);
    // The same live events as the screen's own create: an open calendar refetches.
    const [made] = await appEvents();
    expect(live).toEqual([
      { topic: 'calendar', familyId: saraIds.familyId, data: { id: made!.id, action: 'created' } },
      { topic: 'dashboard', familyId: saraIds.familyId },
    ]);
    const again = await dav('PUT', url, {
      type: 'text/calendar',
      body: event('phone-uid-1', 'Again'),
      headers: { 'if-none-match': '*' },
    });
    expect(again.statusCode).toBe(412);

    const got = await dav('GET', url);
    expect(got.body).toContain('UID:phone-uid-1');
    expect(got.body).toContain('LOCATION:البيت');
    const etag = got.headers.etag as string;
    const updated = await dav('PUT', url, {
      type: 'text/calendar',
      body: event('phone-uid-1', 'Dinner moved'),
      headers: { 'if-match': etag },
    });
    expect(updated.statusCode, updated.body).toBe(204);
    expect((await appEvents())[0]!.title).toBe('Dinner moved');
    const stale = await dav('PUT', url, {
      type: 'text/calendar',
      body: event('phone-uid-1', 'Lost update'),
      headers: { 'if-match': etag },
    });
    expect(stale.statusCode).toBe(412);
    expect((await appEvents())[0]!.title).toBe('Dinner moved');

    expect((await dav('DELETE', url, { headers: { 'if-match': etag } })).statusCode).toBe(412);
    expect(await appEvents()).toHaveLength(1);
    expect(
      (await dav('DELETE', url, { headers: { 'if-match': await etagOf(url) } })).statusCode,
    ).toBe(204);
    expect(await appEvents()).toEqual([]);
    expect((await dav('GET', url)).statusCode).toBe(404);
    // The name is free again.
    const reused = await dav('PUT', url, {
      type: 'text/calendar',
      body: event('phone-uid-1', 'Back'),
    });
    expect(reused.statusCode).toBe(201);
  });

  it('reads time zones (VTIMEZONE and IANA TZID) and all-day dates, and keeps the all-day form', async () => {
    const vtimezone = [
      'BEGIN:VTIMEZONE',
      'TZID:Custom/Riyadh',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n');
    const zoned = ics(
      [
        vtimezone,
        'BEGIN:VEVENT',
        'UID:zoned',
        'DTSTAMP:20261120T090000Z',
        'DTSTART;TZID=Custom/Riyadh:20261202T180000',
        'DTEND;TZID=Custom/Riyadh:20261202T200000',
        'SUMMARY:Zoned',
        'END:VEVENT',
      ].join('\r\n'),
    );
    expect(
      (await dav('PUT', `${calendarUrl()}zoned.ics`, { type: 'text/calendar', body: zoned }))
        .statusCode,
    ).toBe(201);
    const iana = event('iana', 'New York', []).replace(
      'DTSTART:20261201T150000Z\r\nDTEND:20261201T160000Z',
      'DTSTART;TZID=America/New_York:20261203T090000\r\nDTEND;TZID=America/New_York:20261203T100000',
    );
    expect(
      (await dav('PUT', `${calendarUrl()}iana.ics`, { type: 'text/calendar', body: iana }))
        .statusCode,
    ).toBe(201);
    const allDay = event('allday', 'Eid', []).replace(
      'DTSTART:20261201T150000Z\r\nDTEND:20261201T160000Z',
      'DTSTART;VALUE=DATE:20261205\r\nDTEND;VALUE=DATE:20261206',
    );
    expect(
      (await dav('PUT', `${calendarUrl()}allday.ics`, { type: 'text/calendar', body: allDay }))
        .statusCode,
    ).toBe(201);
    const byTitle = Object.fromEntries((await appEvents()).map((e) => [e.title, e]));
    expect(byTitle.Zoned).toMatchObject({
      startTime: '2026-12-02T15:00:00.000Z',
      endTime: '2026-12-02T17:00:00.000Z',
    });
    expect(byTitle['New York']).toMatchObject({ startTime: '2026-12-03T14:00:00.000Z' });
    // The account's zone (Asia/Riyadh by default) decides which instants a day is.
    expect(byTitle.Eid).toMatchObject({
      startTime: '2026-12-04T21:00:00.000Z',
      endTime: '2026-12-05T21:00:00.000Z',
    });
    const back = await dav('GET', `${calendarUrl()}allday.ics`);
    expect(back.body).toContain('DTSTART;VALUE=DATE:20261205');
    expect(back.body).toContain('DTEND;VALUE=DATE:20261206');
  });

  it('refuses invalid iCalendar, a wrong component, repeating events, huge bodies and DTDs, writing nothing', async () => {
    const put = (name: string, body: string, type = 'text/calendar') =>
      dav('PUT', `${calendarUrl()}${name}`, { type, body });
    const garbage = await put('bad.ics', 'BEGIN:VCALENDAR\r\nthis is not ical');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.body).toContain('valid-calendar-data');
    const wrongType = await put('json.ics', event('j', 'J'), 'application/json');
    expect(wrongType.statusCode).toBe(415);
    const todo = await put(
      'todo.ics',
      ics('BEGIN:VTODO\r\nUID:t\r\nDTSTAMP:20261120T090000Z\r\nSUMMARY:Todo\r\nEND:VTODO'),
    );
    expect(todo.statusCode).toBe(403);
    expect(todo.body).toContain('supported-calendar-component');
    const repeating = await put('rrule.ics', event('r', 'Weekly', ['RRULE:FREQ=WEEKLY']));
    expect(repeating.statusCode).toBe(400);
    expect(repeating.body).toContain('no repeating events');
    const noTitle = await put('empty.ics', event('e', ''));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.body).toContain('Title is required');
    const endBefore = await put(
      'end.ics',
      event('eb', 'Backwards').replace('DTEND:20261201T160000Z', 'DTEND:20261201T140000Z'),
    );
    expect(endBefore.statusCode).toBe(400);
    const huge = await put('huge.ics', event('h', 'H', [`DESCRIPTION:${'x'.repeat(1_100_000)}`]));
    expect(huge.statusCode).toBe(413);
    const entity = await dav('PROPFIND', home(), {
      headers: { depth: '0' },
      body: '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x "boom">]><d:propfind xmlns:d="DAV:"><d:prop><d:displayname/></d:prop></d:propfind>',
    });
    expect(entity.statusCode).toBe(400);
    expect(await appEvents()).toEqual([]);
    const rows = await sut.db.db.selectFrom('dav_resources').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('tasks: VTODO with due date, priority and RRULE; STATUS:COMPLETED completes and the next occurrence appears', async () => {
    const todo = ics(
      [
        'BEGIN:VTODO',
        'UID:bins',
        'DTSTAMP:20261120T090000Z',
        'SUMMARY:Take the bins out',
        'DUE:20261123T170000Z',
        'PRIORITY:1',
        'RRULE:FREQ=WEEKLY',
        'STATUS:NEEDS-ACTION',
        'END:VTODO',
      ].join('\r\n'),
    );
    const url = `${tasksUrl()}bins.ics`;
    const live: { topic: string; data?: unknown }[] = [];
    sut.app.events.subscribe(saraIds.familyId, (e) => live.push(e));
    expect(
      (
        await dav('PUT', url, {
          type: 'text/calendar',
          body: todo,
          headers: { 'if-none-match': '*' },
        })
      ).statusCode,
    ).toBe(201);
    const list = (await call(sara, 'GET', '/api/tasks')).json().tasks as {
      id: string;
      title: string;
      priority: string;
      status: string;
      dueDate: string;
      location: string;
      recurrencePattern: { type: string } | null;
    }[];
    expect(list).toEqual([
      expect.objectContaining({
        title: 'Take the bins out',
        priority: 'high',
        status: 'pending',
        dueDate: '2026-11-23T17:00:00.000Z',
        location: 'البيت',
        recurrencePattern: { type: 'weekly' },
      }),
    ]);
    // The phone's task reaches open screens live, as one made on a screen does.
    expect(live).toEqual([
      { topic: 'tasks', familyId: saraIds.familyId, data: { id: list[0]!.id, action: 'created' } },
      { topic: 'dashboard', familyId: saraIds.familyId },
    ]);
    const served = await dav('GET', url);
    expect(served.body).toContain('RRULE:FREQ=WEEKLY');
    expect(served.body).toContain('STATUS:NEEDS-ACTION');
    const done = todo.replace(
      'STATUS:NEEDS-ACTION',
      'STATUS:COMPLETED\r\nCOMPLETED:20261123T180000Z',
    );
    const completed = await dav('PUT', url, {
      type: 'text/calendar',
      body: done,
      headers: { 'if-match': served.headers.etag as string },
    });
    expect(completed.statusCode, completed.body).toBe(204);
    const after = (await call(sara, 'GET', '/api/tasks')).json().tasks as typeof list;
    expect(after).toHaveLength(2);
    expect(after.find((t) => t.id === list[0]!.id)).toMatchObject({ status: 'completed' });
    const next = after.find((t) => t.id !== list[0]!.id)!;
    expect(next).toMatchObject({
      status: 'pending',
      title: 'Take the bins out',
      recurrencePattern: { type: 'weekly' },
    });
    expect(Date.parse(next.dueDate)).toBeGreaterThan(Date.parse('2026-11-23T17:00:00Z'));
    // The next occurrence is on the phone's next sync, under the app's name for it.
    expect((await dav('GET', `${tasksUrl()}${next.id}.ics`)).body).toContain('STATUS:NEEDS-ACTION');
    const unsupported = await dav('PUT', `${tasksUrl()}every2.ics`, {
      type: 'text/calendar',
      body: todo
        .replace('UID:bins', 'UID:every2')
        .replace('RRULE:FREQ=WEEKLY', 'RRULE:FREQ=WEEKLY;INTERVAL=2'),
    });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.body).toContain('every day, week, month or year');
  });

  it('calendar-query filters by time range; multiget answers known and unknown hrefs', async () => {
    await call(sara, 'POST', '/api/calendar/events', {
      title: 'December',
      startTime: '2026-12-10T10:00:00Z',
      endTime: '2026-12-10T11:00:00Z',
    });
    await call(sara, 'POST', '/api/calendar/events', {
      title: 'January',
      startTime: '2027-01-10T10:00:00Z',
      endTime: '2027-01-10T11:00:00Z',
    });
    const query = (start: string, end: string) =>
      dav('REPORT', calendarUrl(), {
        headers: { depth: '1' },
        body: `<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>
<c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"><c:time-range start="${start}" end="${end}"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`,
      });
    const december = await query('20261201T000000Z', '20270101T000000Z');
    expect(december.statusCode).toBe(207);
    expect(december.body).toContain('SUMMARY:December');
    expect(december.body).not.toContain('SUMMARY:January');
    const both = await query('20261201T000000Z', '20270201T000000Z');
    expect(both.body).toContain('SUMMARY:January');
    const todos = await dav('REPORT', calendarUrl(), {
      body: '<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter></c:calendar-query>',
    });
    expect(todos.body).not.toContain('<D:response>');
    const events = await appEvents();
    const href = `${calendarUrl()}${events[0]!.id}.ics`;
    const multiget = await dav('REPORT', calendarUrl(), {
      body: `<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop><d:href>${href}</d:href><d:href>${calendarUrl()}missing.ics</d:href></c:calendar-multiget>`,
    });
    expect(multiget.statusCode).toBe(207);
    expect(multiget.body).toContain(`<D:href>${href}</D:href>`);
    expect(multiget.body).toContain('BEGIN:VEVENT');
    expect(multiget.body).toMatch(/missing\.ics<\/D:href><D:status>HTTP\/1\.1 404 Not Found/);
  });

  it('sync-collection reports what the app changed and, as 404, what it deleted; ctag moves', async () => {
    const first = await dav('REPORT', tasksUrl(), { body: syncBody('') });
    expect(first.statusCode).toBe(207);
    const token = /<D:sync-token>([^<]+)<\/D:sync-token>/.exec(first.body)![1]!;
    const ctag = async () =>
      /<CS:getctag>([^<]+)</.exec(
        (await dav('PROPFIND', tasksUrl(), { headers: { depth: '0' }, body: PROPFIND_ALL })).body,
      )![1];
    const ctagBefore = await ctag();
    const created = await call(sara, 'POST', '/api/tasks', {
      title: 'Buy bread',
      location: 'Bakery',
    });
    const taskId = created.json().task.id as string;
    expect(await ctag()).not.toBe(ctagBefore);
    const second = await dav('REPORT', tasksUrl(), { body: syncBody(token) });
    expect(second.body).toContain(`${tasksUrl()}${taskId}.ics`);
    const token2 = /<D:sync-token>([^<]+)<\/D:sync-token>/.exec(second.body)![1]!;
    expect(token2).not.toBe(token);
    await call(sara, 'DELETE', `/api/tasks/${taskId}`);
    const third = await dav('REPORT', tasksUrl(), { body: syncBody(token2) });
    expect(third.body).toContain(
      `<D:href>${tasksUrl()}${taskId}.ics</D:href><D:status>HTTP/1.1 404 Not Found</D:status>`,
    );
    const invalid = await dav('REPORT', tasksUrl(), {
      body: syncBody('http://usra.app/ns/sync/nope'),
    });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.body).toContain('valid-sync-token');
  });

  it('a read-only app password reads but may not write; a revoked one fails at once', async () => {
    const readOnly = await newToken(sara, 'read');
    const auth = basic('sara@example.com', readOnly.token);
    expect((await dav('PROPFIND', home(), { auth, headers: { depth: '1' } })).statusCode).toBe(207);
    const put = await dav('PUT', `${calendarUrl()}ro.ics`, {
      auth,
      type: 'text/calendar',
      body: event('ro', 'RO'),
    });
    expect(put.statusCode).toBe(403);
    expect(await appEvents()).toEqual([]);
    await call(sara, 'DELETE', `/api/account/app-passwords/${readOnly.appPassword.id}`);
    expect((await dav('PROPFIND', home(), { auth, headers: { depth: '0' } })).statusCode).toBe(401);
  });

  it("another family's account sees none of it and cannot read, overwrite or delete it", async () => {
    const url = `${calendarUrl()}sara.ics`;
    await dav('PUT', url, { type: 'text/calendar', body: event('sara-uid', 'Sara only') });
    await call(sara, 'POST', '/api/tasks', { title: 'Sara task', location: 'Home' });
    const auth = basic('omar@example.com', omarToken);
    expect((await dav('PROPFIND', home(), { auth, headers: { depth: '1' } })).statusCode).toBe(404);
    expect((await dav('PROPFIND', `/dav/principals/${saraIds.id}/`, { auth })).statusCode).toBe(
      404,
    );
    expect((await dav('GET', url, { auth })).statusCode).toBe(404);
    const over = await dav('PUT', url, {
      auth,
      type: 'text/calendar',
      body: event('sara-uid', 'Omar was here'),
    });
    expect(over.statusCode).toBe(404);
    expect((await dav('DELETE', url, { auth })).statusCode).toBe(404);
    expect((await appEvents()).map((e) => e.title)).toEqual(['Sara only']);
    // Omar's own collections hold nothing of Sara's.
    const omarSession = (await call(omar, 'GET', '/api/auth/session')).json().session;
    for (const c of ['calendar', 'tasks']) {
      const mine = await dav('PROPFIND', `/dav/calendars/${omarSession.user.familyId}/${c}/`, {
        auth,
        headers: { depth: '1' },
      });
      expect(mine.statusCode).toBe(207);
      expect(mine.body).not.toContain('.ics');
      // A name of Sara's, asked in Omar's collection, is not found either.
      expect(
        (
          await dav('GET', `/dav/calendars/${omarSession.user.familyId}/calendar/sara.ics`, {
            auth,
          })
        ).statusCode,
      ).toBe(404);
    }
  });
});

/** An outside calendar a family subscribes to: a real HTTP server whose feed the test changes. */
class FeedServer {
  private server!: Server;
  base = '';
  body = '';

  async start() {
    this.server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(this.body);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const feedEvent = (uid: string, summary: string, start: string, end: string) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261101T000000Z',
    `SUMMARY:${summary}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    'END:VEVENT',
  ].join('\r\n');

describe.each(engines)('CalDAV: calendar subscriptions as read-only calendars on %s', (engine) => {
  const remote = new FeedServer();
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  let saraToken: string;
  let omarToken: string;
  let familyId: string;
  let omarFamilyId: string;

  const basic = (email: string, token: string) =>
    `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;
  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const dav = (method: string, url: string, body?: string, headers: Record<string, string> = {}) =>
    sut.app.inject({
      method: method as 'GET',
      url,
      headers: {
        authorization: basic('sara@example.com', saraToken),
        ...(body === undefined ? {} : { 'content-type': 'application/xml; charset=utf-8' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body }),
    });
  const drain = async () => {
    while ((await sut.jobs.runDue()) > 0);
  };
  const subscribe = async (name: string, colour: string) => {
    const response = await call(sara, 'POST', '/api/calendar/subscriptions', {
      name,
      url: `${remote.base}/school.ics`,
      colour,
    });
    expect(response.statusCode, response.body).toBe(201);
    await drain();
    return (response.json() as { subscription: { id: string } }).subscription.id;
  };
  const home = () => `/dav/calendars/${familyId}/`;
  const hrefs = (body: string) =>
    [...body.matchAll(/<D:href>([^<]+)<\/D:href>/g)].map((m) => m[1]!);
  const PROPS = `<d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/" xmlns:a="http://apple.com/ns/ical/"><d:prop><d:displayname/><d:resourcetype/><a:calendar-color/><c:supported-calendar-component-set/><cs:getctag/><d:sync-token/><d:current-user-privilege-set/><d:getetag/></d:prop></d:propfind>`;

  beforeAll(() => remote.start());
  afterAll(() => remote.stop());

  beforeEach(async () => {
    remote.body = ics(
      [
        feedEvent('sports@school', 'Sports day', '20261125T060000Z', '20261125T100000Z'),
        feedEvent('trip@school', 'رحلة المدرسة', '20270110T060000Z', '20270110T120000Z'),
      ].join('\r\n'),
    );
    env = createTestEnv(
      engine,
      { CALENDAR_FETCH_ALLOW_PRIVATE: 'true' },
      { calendarSchedule: false },
    );
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
    omar = (await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' })).jar;
    const token = async (jar: CookieJar) =>
      (
        await call(jar, 'POST', '/api/account/app-passwords', {
          name: 'Phone',
          scope: 'read-write',
        })
      ).json().token as string;
    saraToken = await token(sara);
    omarToken = await token(omar);
    familyId = (await call(sara, 'GET', '/api/auth/session')).json().session.user.familyId;
    omarFamilyId = (await call(omar, 'GET', '/api/auth/session')).json().session.user.familyId;
  });
  afterEach(() => env.cleanup());

  it('lists each subscription in the home with its name and colour, read only, with its events', async () => {
    const id = await subscribe('مدرسة سارة', '#0EA5E9');
    const url = `${home()}sub-${id}/`;
    const listing = await dav('PROPFIND', home(), PROPS, { depth: '1' });
    expect(listing.statusCode).toBe(207);
    expect(hrefs(listing.body)).toContain(url);
    expect(listing.body).toContain('<D:displayname>مدرسة سارة</D:displayname>');
    expect(listing.body).toContain('<A:calendar-color>#0EA5E9FF</A:calendar-color>');

    const own = await dav('PROPFIND', url, PROPS, { depth: '0' });
    expect(own.statusCode).toBe(207);
    expect(own.body).toContain('<C:comp name="VEVENT"/>');
    expect(own.body).not.toContain('<C:comp name="VTODO"/>');
    expect(own.body).toContain(
      '<D:current-user-privilege-set><D:privilege><D:read/></D:privilege>',
    );
    expect(own.body).not.toContain('<D:write');
    expect(own.body).toMatch(/<CS:getctag>[0-9a-f]+<\/CS:getctag>/);

    const objects = await dav('PROPFIND', url, PROPS, { depth: '1' });
    const objectHrefs = hrefs(objects.body).filter((h) => h.endsWith('.ics'));
    expect(objectHrefs).toHaveLength(2);
    const bodies = await Promise.all(objectHrefs.map((h) => dav('GET', h)));
    expect(bodies.map((b) => b.statusCode)).toEqual([200, 200]);
    const sports = bodies.find((b) => b.body.includes('UID:sports@school'))!;
    expect(sports.body).toContain('SUMMARY:Sports day');
    expect(sports.body).toContain('DTSTART:20261125T060000Z');
    expect(sports.headers['content-type']).toContain('text/calendar');
    // Same occurrence, same ETag, read after read.
    expect((await dav('GET', objectHrefs[0]!)).headers.etag).toBe(
      (await dav('GET', objectHrefs[0]!)).headers.etag,
    );

    // calendar-query with a time range picks the January trip only.
    const query = await dav(
      'REPORT',
      url,
      `<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"><c:time-range start="20270101T000000Z" end="20270201T000000Z"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`,
      { depth: '1' },
    );
    expect(query.statusCode).toBe(207);
    expect(query.body).toContain('رحلة المدرسة');
    expect(query.body).not.toContain('Sports day');

    const multiget = await dav(
      'REPORT',
      url,
      `<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>${objectHrefs.map((h) => `<d:href>${h}</d:href>`).join('')}<d:href>${url}nope.ics</d:href></c:calendar-multiget>`,
      { depth: '1' },
    );
    expect(multiget.body).toContain('Sports day');
    expect(multiget.body).toContain('رحلة المدرسة');
    expect(multiget.body).toContain('HTTP/1.1 404 Not Found');
  });

  it('refuses PUT, DELETE and PROPPATCH on a subscription with 403 need-privileges and keeps it', async () => {
    const id = await subscribe('School', '#8B5CF6');
    const url = `${home()}sub-${id}/`;
    const listing = await dav('PROPFIND', url, PROPS, { depth: '1' });
    const href = hrefs(listing.body).find((h) => h.endsWith('.ics'))!;
    const put = await dav('PUT', `${url}new.ics`, event('phone@x', 'Mine'), {
      'content-type': 'text/calendar',
    });
    const replace = await dav('PUT', href, event('sports@school', 'Changed'), {
      'content-type': 'text/calendar',
    });
    const removed = await dav('DELETE', href);
    const removedCollection = await dav('DELETE', url);
    const patched = await dav(
      'PROPPATCH',
      url,
      '<d:propertyupdate xmlns:d="DAV:"><d:set><d:prop><d:displayname>Other</d:displayname></d:prop></d:set></d:propertyupdate>',
    );
    for (const response of [put, replace, removed, removedCollection, patched]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('need-privileges');
    }
    expect((await dav('GET', href)).statusCode).toBe(200);
    expect((await dav('GET', `${url}new.ics`)).statusCode).toBe(404);
    const after = await dav('PROPFIND', home(), PROPS, { depth: '1' });
    expect(after.body).toContain('<D:displayname>School</D:displayname>');
    const subs = (await call(sara, 'GET', '/api/calendar/subscriptions')).json().subscriptions;
    expect(subs).toHaveLength(1);
    expect(subs[0].eventCount).toBe(2);
  });

  it("never shows another family's subscriptions: 404 on their hrefs, absent from the home", async () => {
    const id = await subscribe('School', '#0EA5E9');
    const saraUrl = `${home()}sub-${id}/`;
    const href = hrefs((await dav('PROPFIND', saraUrl, PROPS, { depth: '1' })).body).find((h) =>
      h.endsWith('.ics'),
    )!;
    const asOmar = { authorization: basic('omar@example.com', omarToken) };
    // Sara's hrefs, and Sara's subscription under Omar's own home.
    const omarUrl = `/dav/calendars/${omarFamilyId}/sub-${id}/`;
    for (const url of [saraUrl, href, omarUrl, `${omarUrl}${href.split('/').pop()!}`]) {
      for (const method of ['PROPFIND', 'GET', 'DELETE']) {
        const response = await dav(method, url, method === 'PROPFIND' ? PROPS : undefined, {
          ...asOmar,
          depth: '1',
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const sync = await dav('REPORT', omarUrl, syncBody(''), asOmar);
    expect(sync.statusCode).toBe(404);
    const omarHome = await dav('PROPFIND', `/dav/calendars/${omarFamilyId}/`, PROPS, {
      ...asOmar,
      depth: '1',
    });
    expect(omarHome.statusCode).toBe(207);
    expect(omarHome.body).not.toContain('sub-');
    expect(omarHome.body).not.toContain('School');
  });

  it('moves the sync token when a refresh changes the occurrences; removal is 404, addition lists', async () => {
    const id = await subscribe('School', '#0EA5E9');
    const url = `${home()}sub-${id}/`;
    const first = await dav('REPORT', url, syncBody(''));
    expect(first.statusCode).toBe(207);
    expect(hrefs(first.body).filter((h) => h.endsWith('.ics'))).toHaveLength(2);
    const token = /<D:sync-token>([^<]+)<\/D:sync-token>/.exec(first.body)![1]!;
    const ctag = async () =>
      /<CS:getctag>([^<]+)<\/CS:getctag>/.exec(
        (await dav('PROPFIND', url, PROPS, { depth: '0' })).body,
      )![1]!;
    const ctagBefore = await ctag();
    // Nothing changed: the same token, and no changes since it.
    const same = await dav('REPORT', url, syncBody(token));
    expect(same.statusCode).toBe(207);
    expect(same.body).toContain(`<D:sync-token>${token}</D:sync-token>`);
    expect(hrefs(same.body)).toEqual([]);
    // A refresh that changes nothing keeps the token.
    expect((await call(sara, 'POST', `/api/calendar/subscriptions/${id}/refresh`)).statusCode).toBe(
      202,
    );
    await drain();
    expect(await ctag()).toBe(ctagBefore);

    // The feed drops the trip and renames sports day; a refresh stores that.
    remote.body = ics(
      feedEvent('sports@school', 'Sports day (moved)', '20261126T060000Z', '20261126T100000Z'),
    );
    expect((await call(sara, 'POST', `/api/calendar/subscriptions/${id}/refresh`)).statusCode).toBe(
      202,
    );
    await drain();
    expect(await ctag()).not.toBe(ctagBefore);
    const fresh = await dav('REPORT', url, syncBody(''));
    const newToken = /<D:sync-token>([^<]+)<\/D:sync-token>/.exec(fresh.body)![1]!;
    expect(newToken).not.toBe(token);
    const left = hrefs(fresh.body).filter((h) => h.endsWith('.ics'));
    expect(left).toHaveLength(1);
    expect((await dav('GET', left[0]!)).body).toContain('SUMMARY:Sports day (moved)');
    // The old token no longer syncs: the client is told to sync again from scratch.
    const stale = await dav('REPORT', url, syncBody(token));
    expect(stale.statusCode).toBe(403);
    expect(stale.body).toContain('valid-sync-token');

    // Another subscription appears in the home; a removed one is gone (404) from it.
    const second = await subscribe('Team', '#22C55E');
    let listing = await dav('PROPFIND', home(), PROPS, { depth: '1' });
    expect(hrefs(listing.body)).toEqual(expect.arrayContaining([url, `${home()}sub-${second}/`]));
    expect((await call(sara, 'DELETE', `/api/calendar/subscriptions/${id}`)).statusCode).toBe(200);
    listing = await dav('PROPFIND', home(), PROPS, { depth: '1' });
    expect(hrefs(listing.body)).not.toContain(url);
    expect(hrefs(listing.body)).toContain(`${home()}sub-${second}/`);
    expect((await dav('PROPFIND', url, PROPS, { depth: '0' })).statusCode).toBe(404);
    expect((await dav('REPORT', url, syncBody(newToken))).statusCode).toBe(404);
  });
});
