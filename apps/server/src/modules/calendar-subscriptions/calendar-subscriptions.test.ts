import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CalendarSubscription } from '@usra/domain/calendar/subscription-schema';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { TestUser } from '../../test/factories.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  type TestEnv,
  uniqueEmail,
} from '../../test/test-app.js';

const NOW = new Date('2026-11-20T09:00:00Z');

/** Runs queued jobs until none is due (the queue runs two at a time). */
async function drain(sut: UsraApp): Promise<void> {
  while ((await sut.jobs.runDue()) > 0);
}

/** A small feed: a timed event, an all-day event, a weekly series and one in the far past. */
function feed(title = 'Sports day'): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//School//EN',
    'BEGIN:VEVENT',
    'UID:sports@school',
    'DTSTAMP:20261101T000000Z',
    `SUMMARY:${title}`,
    'LOCATION:Main field',
    'DTSTART:20261125T060000Z',
    'DTEND:20261125T100000Z',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:holiday@school',
    'DTSTAMP:20261101T000000Z',
    'SUMMARY:إجازة منتصف الفصل',
    'DTSTART;VALUE=DATE:20261201',
    'DTEND;VALUE=DATE:20261203',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:club@school',
    'DTSTAMP:20261101T000000Z',
    'SUMMARY:Chess club',
    'DTSTART;TZID=Asia/Riyadh:20261101T160000',
    'DTEND;TZID=Asia/Riyadh:20261101T170000',
    'RRULE:FREQ=WEEKLY;COUNT=10',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:old@school',
    'DTSTAMP:20201101T000000Z',
    'SUMMARY:Long ago',
    'DTSTART:20200101T060000Z',
    'DTEND:20200101T070000Z',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** The outside calendar server: a real HTTP server on a free port, steered by the test. */
class FeedServer {
  server!: Server;
  base = '';
  hits: string[] = [];
  /** What /switch.ics answers now. */
  switchStatus = 200;
  held: ServerResponse[] = [];

  async start() {
    this.server = createServer((request, response) => this.answer(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private answer(request: IncomingMessage, response: ServerResponse) {
    const url = request.url ?? '/';
    this.hits.push(url);
    const redirect = /^\/r(\d)$/.exec(url);
    if (redirect) {
      const left = Number(redirect[1]);
      response.writeHead(302, { location: left > 1 ? `/r${left - 1}` : '/feed.ics' }).end();
      return;
    }
    switch (url) {
      case '/feed.ics':
        response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed());
        return;
      case '/etag.ics':
        if (request.headers['if-none-match'] === '"v1"') {
          response.writeHead(304, { etag: '"v1"' }).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"' }).end(feed());
        return;
      case '/switch.ics':
        if (this.switchStatus === 200) {
          response.writeHead(200).end(feed());
        } else {
          response.writeHead(this.switchStatus).end('gone');
        }
        return;
      case '/big.ics':
        response
          .writeHead(200)
          .end(`BEGIN:VCALENDAR\r\n${'X-FILL:'.padEnd(200, 'x')}\r\n`.repeat(2000));
        return;
      case '/page.html':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Hello</p>');
        return;
      case '/slow.ics':
        this.held.push(response); // answers never: the fetch's time limit ends it
        return;
      default:
        response.writeHead(404).end('not found');
    }
  }

  async stop() {
    for (const response of this.held) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe.each(engines)('calendar subscriptions on %s', (engine) => {
  const remote = new FeedServer();
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  /** This test's families (the block's app holds other tests' too). */
  let families: TestUser[];

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const subscribe = async (path: string, name = 'School', jar = sara) => {
    const response = await call(jar, 'POST', '/api/calendar/subscriptions', {
      name,
      url: `${remote.base}${path}`,
      colour: '#0EA5E9',
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { subscription: CalendarSubscription }).subscription;
  };
  const list = async (jar = sara) =>
    (
      (await call(jar, 'GET', '/api/calendar/subscriptions')).json() as {
        subscriptions: CalendarSubscription[];
      }
    ).subscriptions;
  const occurrences = async (jar = sara) => {
    const response = await call(
      jar,
      'GET',
      '/api/calendar/subscriptions/occurrences?from=2026-10-01T00:00:00Z&to=2028-01-01T00:00:00Z',
    );
    expect(response.statusCode, response.body).toBe(200);
    return (
      response.json() as {
        occurrences: {
          subscriptionId: string;
          title: string;
          startsAt: string;
          endsAt: string;
          allDay: boolean;
          colour: string;
          name: string;
          location: string | null;
        }[];
      }
    ).occurrences;
  };

  beforeAll(() => remote.start());
  afterAll(() => remote.stop());

  const newEnv = () =>
    createTestEnv(
      engine,
      { CALENDAR_FETCH_ALLOW_PRIVATE: 'true' },
      { calendarFetchLimits: { timeoutMs: 1500, maxBytes: 64 * 1024 }, calendarSchedule: false },
    );
  /** Each test's start, on the app it runs on: the clock at NOW, two families of its own. */
  const begin = async () => {
    env.clock.now = NOW;
    // Sara is admin, as the first account of an install was when each test had its own.
    const saraFamily = await env.ctx.newFamily({
      email: uniqueEmail('sara'),
      platformRole: 'admin',
    });
    const omarFamily = await env.ctx.newFamily({
      email: uniqueEmail('omar'),
      fullName: 'Omar Ali',
    });
    families = [saraFamily, omarFamily];
    sara = saraFamily.jar;
    omar = omarFamily.jar;
    remote.hits = [];
    remote.switchStatus = 200;
  };

  // The schedule's claim (`due()`) looks at every subscription of the install, and what it
  // claims the queue fetches from the one feed server: other tests' subscriptions would be due
  // once the clock moves past their next fetch. It keeps an app of its own.
  describe('the schedule, with an app per test', () => {
    beforeEach(async () => {
      env = newEnv();
      sut = await env.start();
      await begin();
    });
    afterEach(() => env.cleanup());

    it('fetches on a schedule, claimed once however many look', async () => {
      await subscribe('/feed.ics');
      await drain(sut);
      expect(await sut.calendarSubscriptions.due()).toEqual([]);
      env.clock.now = new Date(NOW.getTime() + 361 * 60_000);
      const claims = await Promise.all([
        sut.calendarSubscriptions.due(),
        sut.calendarSubscriptions.due(),
        sut.calendarSubscriptions.due(),
      ]);
      expect(claims.flat()).toHaveLength(1);
      remote.hits = [];
      await drain(sut);
      expect(remote.hits).toEqual(['/feed.ics']);
      expect((await list())[0]!.lastSuccessAt).toBe(env.clock.now.toISOString());
    });
  });

  // One app for these tests, each with families of its own that only it reads (lists,
  // occurrences and stored rows by family); the clock is back at NOW before each (some move it
  // forward, for themselves). They drain the queue they fill.
  describe('with one app', () => {
    beforeAll(async () => {
      env = newEnv();
      sut = await env.start();
    });
    afterAll(() => env.cleanup());
    beforeEach(begin);

    it('subscribes (webcal is https), fetches at once and overlays the occurrences in its colour', async () => {
      const webcal = await call(sara, 'POST', '/api/calendar/subscriptions', {
        name: 'Holidays',
        url: `webcal://${remote.base.slice('http://'.length)}/holidays.ics`,
        colour: '#8b5cf6',
      });
      expect(webcal.statusCode, webcal.body).toBe(201);
      expect(webcal.json().subscription.url).toBe(
        `https://${remote.base.slice('http://'.length)}/holidays.ics`,
      );
      const bad = await call(sara, 'POST', '/api/calendar/subscriptions', {
        name: 'x',
        url: 'ftp://example.org/a.ics',
        colour: 'blue',
      });
      expect(bad.statusCode).toBe(400);
      await call(sara, 'DELETE', `/api/calendar/subscriptions/${webcal.json().subscription.id}`);

      const school = await subscribe('/feed.ics');
      expect(school.colour).toBe('#0ea5e9');
      expect(school.lastAttemptAt).toBeNull();
      await drain(sut);

      const [fetched] = await list();
      expect(fetched).toMatchObject({ lastError: null, lastSuccessAt: NOW.toISOString() });
      const shown = await occurrences();
      // Sports day, the two-day holiday and the weekly club from 1 Nov (10 times, 6 in the range).
      expect(shown.map((o) => o.title)).toContain('Sports day');
      expect(shown.find((o) => o.title === 'Long ago')).toBeUndefined();
      const holiday = shown.find((o) => o.title === 'إجازة منتصف الفصل')!;
      expect(holiday).toMatchObject({
        allDay: true,
        startsAt: '2026-12-01T00:00:00.000Z',
        endsAt: '2026-12-03T00:00:00.000Z',
        colour: '#0ea5e9',
        name: 'School',
      });
      const club = shown.filter((o) => o.title === 'Chess club');
      // 16:00 in Riyadh (UTC+3) is 13:00 UTC; the window starts 30 days before now.
      expect(club[0]!.startsAt).toBe('2026-11-01T13:00:00.000Z');
      expect(club).toHaveLength(10); // 1 Nov … 3 Jan, all inside the window
      expect(fetched!.eventCount).toBe(shown.length);
    });

    it('follows three redirects and refuses a fourth', async () => {
      await subscribe('/r3');
      await drain(sut);
      expect((await list())[0]).toMatchObject({ lastError: null });
      await call(sara, 'DELETE', `/api/calendar/subscriptions/${(await list())[0]!.id}`);

      remote.hits = [];
      await subscribe('/r4');
      await drain(sut);
      expect((await list())[0]).toMatchObject({ lastError: 'too-many-redirects', eventCount: 0 });
      expect(remote.hits).toEqual(['/r4', '/r3', '/r2', '/r1']);
    });

    it('says why a feed fails: too large, timed out, not a calendar, not found', async () => {
      const big = await subscribe('/big.ics', 'Big');
      const slow = await subscribe('/slow.ics', 'Slow');
      const page = await subscribe('/page.html', 'Page');
      const missing = await subscribe('/nothing.ics', 'Missing');
      await drain(sut);
      const byId = new Map((await list()).map((s) => [s.id, s]));
      expect(byId.get(big.id)!.lastError).toBe('too-large');
      expect(byId.get(slow.id)!.lastError).toBe('timeout');
      expect(byId.get(page.id)!.lastError).toBe('not-calendar');
      expect(byId.get(missing.id)!.lastError).toBe('not-found');
      for (const s of byId.values()) {
        expect(s.lastAttemptAt).toBe(NOW.toISOString());
        expect(s.lastSuccessAt).toBeNull();
      }
    });

    it('keeps the last good events when the feed fails later, and says when it last worked', async () => {
      const sub = await subscribe('/switch.ics');
      await drain(sut);
      const before = await occurrences();
      expect(before.length).toBeGreaterThan(0);

      remote.switchStatus = 500;
      env.clock.now = new Date(NOW.getTime() + 3_600_000);
      const refresh = await call(sara, 'POST', `/api/calendar/subscriptions/${sub.id}/refresh`);
      expect(refresh.statusCode, refresh.body).toBe(202);
      await drain(sut);
      expect((await list())[0]).toMatchObject({
        lastError: 'http-error',
        lastSuccessAt: NOW.toISOString(),
        lastAttemptAt: env.clock.now.toISOString(),
        eventCount: before.length,
      });
      expect(await occurrences()).toEqual(before);

      remote.switchStatus = 404;
      await call(sara, 'POST', `/api/calendar/subscriptions/${sub.id}/refresh`);
      await drain(sut);
      expect((await list())[0]!.lastError).toBe('not-found');
      expect(await occurrences()).toEqual(before);
    });

    it('asks again with the ETag; 304 keeps what it has', async () => {
      const sub = await subscribe('/etag.ics');
      await drain(sut);
      const first = await occurrences();
      await call(sara, 'POST', `/api/calendar/subscriptions/${sub.id}/refresh`);
      await drain(sut);
      expect(remote.hits).toEqual(['/etag.ics', '/etag.ics']);
      expect(await occurrences()).toEqual(first);
      expect((await list())[0]).toMatchObject({ lastError: null, eventCount: first.length });
    });

    it('renames and recolours; removing takes its events with it', async () => {
      const sub = await subscribe('/feed.ics');
      await drain(sut);
      const renamed = await call(sara, 'PATCH', `/api/calendar/subscriptions/${sub.id}`, {
        name: 'مدرسة ليان',
        colour: '#F97316',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().subscription).toMatchObject({ name: 'مدرسة ليان', colour: '#f97316' });
      expect((await occurrences())[0]).toMatchObject({ name: 'مدرسة ليان', colour: '#f97316' });
      expect((await call(sara, 'DELETE', `/api/calendar/subscriptions/${sub.id}`)).statusCode).toBe(
        200,
      );
      expect(await occurrences()).toEqual([]);
      const left = await sut.db.db
        .selectFrom('calendar_subscription_events')
        .selectAll()
        .where(
          'family_id',
          'in',
          families.map((f) => f.familyId),
        )
        .execute();
      expect(left).toEqual([]);
    });

    it("another family neither sees nor changes the family's subscriptions", async () => {
      const sub = await subscribe('/feed.ics');
      await drain(sut);
      expect(await list(omar)).toEqual([]);
      expect(await occurrences(omar)).toEqual([]);
      const base = `/api/calendar/subscriptions/${sub.id}`;
      expect((await call(omar, 'PATCH', base, { name: 'Mine' })).statusCode).toBe(404);
      expect((await call(omar, 'POST', `${base}/refresh`)).statusCode).toBe(404);
      expect((await call(omar, 'DELETE', base)).statusCode).toBe(404);
      expect((await call(null, 'GET', '/api/calendar/subscriptions')).statusCode).toBe(401);
      const [kept] = await list();
      expect(kept).toMatchObject({ id: sub.id, name: 'School', lastError: null });
      expect((await occurrences()).length).toBe(kept!.eventCount);
      expect(kept!.eventCount).toBeGreaterThan(0);
    });
  });
});

describe.each(engines)(
  'calendar subscriptions without CALENDAR_FETCH_ALLOW_PRIVATE on %s',
  (engine) => {
    const remote = new FeedServer();
    let env: TestEnv;

    beforeAll(() => remote.start());
    afterAll(() => remote.stop());
    afterEach(() => env.cleanup());

    it('refuses a loopback address and never connects to it', async () => {
      env = createTestEnv(engine, {}, { calendarSchedule: false });
      env.clock.now = NOW;
      const sut = await env.start();
      const sara = (await env.ctx.newFamily()).jar;
      for (const url of [
        `${remote.base}/feed.ics`,
        'http://[::1]:9/feed.ics',
        'http://10.1.2.3/a.ics',
      ]) {
        const created = await callAs(sut.app, sara, 'POST', '/api/calendar/subscriptions', {
          name: 'Local',
          url,
          colour: '#0ea5e9',
        });
        expect(created.statusCode, created.body).toBe(201);
      }
      await drain(sut);
      const { subscriptions } = (
        await callAs(sut.app, sara, 'GET', '/api/calendar/subscriptions')
      ).json() as {
        subscriptions: CalendarSubscription[];
      };
      expect(subscriptions.map((s) => s.lastError)).toEqual(['refused', 'refused', 'refused']);
      expect(remote.hits).toEqual([]);
    });
  },
);
