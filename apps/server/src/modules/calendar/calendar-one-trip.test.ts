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

const MAY = '/api/calendar/events?from=2026-05-01T00:00:00.000Z&to=2026-06-01T00:00:00.000Z';
const dinner = {
  title: 'عشاء العائلة',
  location: 'بيت الجدة',
  startTime: '2026-05-10T19:00:00+03:00',
  endTime: '2026-05-10T21:00:00+03:00',
  attendees: 'سارة, عمر',
};

/**
 * Issue 30: on PostgreSQL an event create is one statement, the row and its NOTIFYs (what the
 * other instances hear), answered as written; on SQLite the same request answers the same.
 */
describe.each(engines)('calendar event create in one round trip on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;
  let omar: TestUser;
  let events: ChangeEvent[];
  let listener: pg.Client | undefined;
  let heard: ChangeEvent[];

  const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, user.jar, method, url, payload);

  beforeEach(async () => {
    env = createTestEnv(engine);
    env.clock.now = new Date('2026-05-10T09:00:00Z');
    sut = await env.start();
    sara = await env.ctx.newFamily();
    omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    events = [];
    heard = [];
    sut.app.events.subscribe(sara.familyId, (event) => events.push(event));
    if (engine === 'postgres') {
      // A second connection on the bus's channel: what another instance hears.
      listener = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await listener.connect();
      listener.on('notification', (message) => {
        for (const event of eventsOfNotice(message.payload).events)
          if (event.familyId === sara.familyId || event.familyId === omar.familyId)
            heard.push(event);
      });
      await listener.query(
        `listen ${pg.escapeIdentifier(`usra_events_${env.config.databaseSchema}`)}`,
      );
    }
  });
  afterEach(async () => {
    await listener?.end();
    listener = undefined;
    await env.cleanup();
  });

  it('answers the event as a read does and announces it, to this family only', async () => {
    const response = await call(sara, 'POST', '/api/calendar/events', dinner);
    expect(response.statusCode, response.body).toBe(201);
    const { event } = response.json<{ event: { id: string } }>();
    expect(event).toMatchObject({
      title: 'عشاء العائلة',
      startTime: '2026-05-10T16:00:00.000Z',
      attendees: ['سارة', 'عمر'],
    });
    const read = await call(sara, 'GET', MAY);
    expect(read.json()).toEqual({ events: [response.json().event] });
    expect(events).toEqual([
      { topic: 'calendar', familyId: sara.familyId, data: { id: event.id, action: 'created' } },
      { topic: 'dashboard', familyId: sara.familyId },
    ]);
    // Omar's family neither reads it nor changes it.
    expect((await call(omar, 'GET', MAY)).json()).toEqual({ events: [] });
    const edit = await call(omar, 'PATCH', `/api/calendar/events/${event.id}`, { title: 'x' });
    expect(edit.statusCode).toBe(404);
    if (engine === 'postgres') {
      await vi.waitFor(() => expect(heard).toHaveLength(2), { timeout: 5000 });
      expect(heard).toEqual(events);
    }
  });
});

/** PostgreSQL only: SQLite has no round trips (the database is in the process). */
describe.each(engines.filter((e) => e === 'postgres'))(
  'event create round trips on %s',
  (engine) => {
    let env: TestEnv;
    let sut: UsraApp;
    let sara: TestUser;

    beforeEach(async () => {
      env = createTestEnv(engine);
      sut = await env.start();
      sara = await env.ctx.newFamily();
    });
    afterEach(async () => {
      await env.cleanup();
    });

    it("costs as many round trips as reading the month's events (was 3 more)", async () => {
      const call = (method: string, url: string, payload?: unknown) =>
        callAs(sut.app, sara.jar, method, url, payload);
      await call('POST', '/api/calendar/events', dinner);
      await call('GET', MAY);
      const roundTrips = roundTripsDuring;
      const read = await roundTrips(() => call('GET', MAY));
      const create = await roundTrips(() => call('POST', '/api/calendar/events', dinner));
      expect(read).toBeGreaterThan(0);
      // The session check and the one statement; the notice follows, off the request's path.
      expect(create).toBe(read);
    });
  },
);
