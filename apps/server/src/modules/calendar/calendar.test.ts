import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { ChangeEvent } from '../../platform/events.js';
import {
  callAs,
  CookieJar,
  engines,
  type TestEnv,
  type TestUser,
  uniqueEmail,
  sharedTestApp,
} from '../../test/test-app.js';

describe.each(engines)('calendar API, feed and dashboard on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let saraAccount: TestUser;
  let sara: CookieJar;
  let omar: CookieJar;
  let saraFamilyId: string;
  let events: ChangeEvent[];

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const addEvent = async (jar: CookieJar, body: Record<string, unknown>) => {
    const response = await call(jar, 'POST', '/api/calendar/events', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().event as { id: string } & Record<string, unknown>;
  };
  const dinner = {
    title: 'عشاء العائلة، مع الجدة',
    description: 'سطر أول\nسطر ثانٍ; مع فاصلة, وشرطة\\',
    location: 'بيت الجدة',
    startTime: '2026-05-10T19:00:00+03:00',
    endTime: '2026-05-10T21:00:00+03:00',
    attendees: ' سارة , عمر,, ',
  };

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = new Date('2026-05-10T09:00:00Z'); // 12:00 in Riyadh
    saraAccount = await env.ctx.newFamily({ email: uniqueEmail('sara') });
    ({ jar: sara, familyId: saraFamilyId } = saraAccount);
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
    events = [];
    shared.listen(saraFamilyId, (event) => events.push(event));
  });

  describe('events', () => {
    it('adds an event with trimmed attendees, type family by default, times in UTC', async () => {
      const event = await addEvent(sara, dinner);
      expect(event).toMatchObject({
        title: 'عشاء العائلة، مع الجدة',
        startTime: '2026-05-10T16:00:00.000Z',
        endTime: '2026-05-10T18:00:00.000Z',
        eventType: 'family',
        attendees: ['سارة', 'عمر'],
      });
      expect(events).toContainEqual(expect.objectContaining({ topic: 'calendar' }));
    });

    it.each([
      [{ title: '' }, 'Title is required'],
      [{ startTime: '' }, 'Start time is required'],
      [{ endTime: '2026-05-10T18:59:00+03:00' }, 'The end time cannot be before the start time'],
    ])('rejects %j with a clear message', async (change, message) => {
      const response = await call(sara, 'POST', '/api/calendar/events', { ...dinner, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    });

    it('edits against the stored times, and deletes', async () => {
      const event = await addEvent(sara, dinner);
      const bad = await call(sara, 'PATCH', `/api/calendar/events/${event.id}`, {
        endTime: '2026-05-10T10:00:00Z',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('The end time cannot be before the start time');
      const edited = await call(sara, 'PATCH', `/api/calendar/events/${event.id}`, {
        title: 'Dinner',
        attendees: 'Lina, ,Huda ',
        eventType: 'personal',
        description: '',
      });
      expect(edited.json().event).toMatchObject({
        title: 'Dinner',
        attendees: ['Lina', 'Huda'],
        eventType: 'personal',
        description: null,
      });
      expect((await call(sara, 'DELETE', `/api/calendar/events/${event.id}`)).statusCode).toBe(200);
      expect((await call(sara, 'DELETE', `/api/calendar/events/${event.id}`)).statusCode).toBe(404);
    });

    it('lists events overlapping a range, soonest first', async () => {
      await addEvent(sara, {
        ...dinner,
        title: 'Later',
        startTime: '2026-05-12T10:00:00Z',
        endTime: '2026-05-12T11:00:00Z',
      });
      await addEvent(sara, {
        ...dinner,
        title: 'Spans',
        startTime: '2026-05-09T22:00:00Z',
        endTime: '2026-05-10T01:00:00Z',
      });
      await addEvent(sara, {
        ...dinner,
        title: 'Before',
        startTime: '2026-05-01T10:00:00Z',
        endTime: '2026-05-01T11:00:00Z',
      });
      const response = await call(
        sara,
        'GET',
        '/api/calendar/events?from=2026-05-10T00:00:00Z&to=2026-05-17T00:00:00Z',
      );
      expect(response.json().events.map((e: { title: string }) => e.title)).toEqual([
        'Spans',
        'Later',
      ]);
    });

    it("a second family can neither read nor change the first family's events", async () => {
      const event = await env.ctx.newEvent(saraAccount, { ...dinner, attendees: ['سارة', 'عمر'] });
      const list = await call(
        omar,
        'GET',
        '/api/calendar/events?from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z',
      );
      expect(list.json().events).toEqual([]);
      expect(
        (await call(omar, 'PATCH', `/api/calendar/events/${event.id}`, { title: 'x' })).statusCode,
      ).toBe(404);
      expect((await call(omar, 'DELETE', `/api/calendar/events/${event.id}`)).statusCode).toBe(404);
      const mine = await call(
        sara,
        'GET',
        '/api/calendar/events?from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z',
      );
      expect(mine.json().events[0].title).toBe(dinner.title);
    });
  });

  describe('iCalendar feed', () => {
    const feedPath = (url: string) => new URL(url).pathname;

    it('serves events and dated tasks that a real iCalendar parser reads back', async () => {
      await addEvent(sara, dinner);
      await call(sara, 'POST', '/api/tasks', {
        title: 'دفع الإيجار',
        location: 'البنك',
        dueDate: '2026-01-31T07:00:00Z',
        isRecurring: true,
        recurrencePattern: { type: 'monthly' },
        estimatedDuration: 45,
      });
      await call(sara, 'POST', '/api/tasks', { title: 'Undated', location: 'Home' });
      const { url } = (await call(sara, 'GET', '/api/calendar/feed')).json();
      expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
      // The same URL comes back until it is regenerated.
      expect((await call(sara, 'GET', '/api/calendar/feed')).json().url).toBe(url);

      const response = await call(null, 'GET', feedPath(url));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/calendar');
      const calendar = new ICAL.Component(ICAL.parse(response.body));
      const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      expect(vevents).toHaveLength(2);
      const event = vevents.find((e) => e.summary === dinner.title)!;
      expect(event.description).toBe('سطر أول\nسطر ثانٍ; مع فاصلة, وشرطة\\');
      expect(event.location).toBe('بيت الجدة');
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-05-10T16:00:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2026-05-10T18:00:00.000Z');

      const task = vevents.find((e) => e.summary === 'دفع الإيجار')!;
      expect(task.location).toBe('البنك');
      expect(task.isRecurring()).toBe(true);
      expect(task.endDate.toJSDate().toISOString()).toBe('2026-01-31T07:45:00.000Z');
      const iterator = task.iterator();
      const dates = Array.from({ length: 4 }, () => iterator.next()!.toJSDate().toISOString());
      // The end of the month is kept: 31 January, then the last day of February, then the 31st.
      expect(dates).toEqual([
        '2026-01-31T07:00:00.000Z',
        '2026-02-28T07:00:00.000Z',
        '2026-03-31T07:00:00.000Z',
        '2026-04-30T07:00:00.000Z',
      ]);
      // Long Arabic lines are folded at 75 octets without breaking characters.
      for (const line of response.body.split('\r\n')) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      }
    });

    it('lists vehicle reminders with a due date as all-day events on that date', async () => {
      const car = (await call(sara, 'POST', '/api/vehicles', { name: 'كامري' })).json().vehicle;
      await call(sara, 'POST', `/api/vehicles/${car.id}/reminders`, {
        title: 'تجديد التأمين',
        dueDate: '2026-06-15',
        notes: 'شركة التأمين',
      });
      // A reminder by distance alone has no date to show.
      await call(sara, 'POST', `/api/vehicles/${car.id}/reminders`, {
        title: 'Tyres',
        dueOdometer: 60_000,
      });
      const { url } = (await call(sara, 'GET', '/api/calendar/feed')).json();
      const body = (await call(null, 'GET', feedPath(url))).body;
      const calendar = new ICAL.Component(ICAL.parse(body));
      const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      expect(vevents.map((e) => e.summary)).toEqual(['تجديد التأمين · كامري']);
      const [renewal] = vevents;
      expect(renewal!.startDate.isDate).toBe(true);
      expect(renewal!.startDate.toString()).toBe('2026-06-15');
      expect(renewal!.endDate.toString()).toBe('2026-06-16');
      expect(renewal!.description).toBe('شركة التأمين');
      const { url: omarUrl } = (await call(omar, 'GET', '/api/calendar/feed')).json();
      expect((await call(null, 'GET', feedPath(omarUrl))).body).not.toContain('BEGIN:VEVENT');
    });

    it('lists open house and asset maintenance as all-day events on their dates', async () => {
      const item = (
        await call(sara, 'POST', '/api/house-maintenance/items', {
          name: 'فلتر المكيف',
          location: 'الصالة',
          lastMaintenanceDate: '2026-03-31',
          maintenanceFrequencyMonths: 2,
        })
      ).json();
      const asset = (await call(sara, 'POST', '/api/assets', { name: 'الثلاجة' })).json();
      await call(sara, 'POST', `/api/assets/${asset.id}/schedules`, {
        title: 'Defrost',
        scheduledDate: '2026-07-01',
        notes: 'Empty it first',
      });
      const { url } = (await call(sara, 'GET', '/api/calendar/feed')).json();
      const read = async () => {
        const body = (await call(null, 'GET', feedPath(url))).body;
        const calendar = new ICAL.Component(ICAL.parse(body));
        return calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      };
      const vevents = await read();
      expect(vevents.map((e) => [e.summary, e.startDate.toString(), e.startDate.isDate])).toEqual([
        ['فلتر المكيف', '2026-05-31', true],
        ['Defrost · الثلاجة', '2026-07-01', true],
      ]);
      expect(vevents[0]!.endDate.toString()).toBe('2026-06-01');
      expect(vevents[1]!.description).toBe('Empty it first');
      // Completing moves the item's entry: the completed one leaves the feed, the next one shows.
      const { schedules } = (await call(sara, 'GET', '/api/house-maintenance/overview')).json();
      await call(sara, 'POST', `/api/house-maintenance/schedules/${schedules[0].id}/complete`, {});
      const after = await read();
      expect(after.find((e) => e.summary === 'فلتر المكيف')!.startDate.toString()).toBe(
        '2026-07-10',
      );
      expect(after).toHaveLength(2);
      expect(item.id).toBeTruthy();
      const { url: omarUrl } = (await call(omar, 'GET', '/api/calendar/feed')).json();
      expect((await call(null, 'GET', feedPath(omarUrl))).body).not.toContain('BEGIN:VEVENT');
    });

    it('refuses a regenerated URL, an unknown one, and never shows another family', async () => {
      const { url: old } = (await call(sara, 'GET', '/api/calendar/feed')).json();
      const { url: fresh } = (await call(sara, 'POST', '/api/calendar/feed/regenerate')).json();
      expect(fresh).not.toBe(old);
      expect((await call(null, 'GET', feedPath(old))).statusCode).toBe(404);
      expect((await call(null, 'GET', feedPath(fresh))).statusCode).toBe(200);
      expect(
        (await call(null, 'GET', '/api/calendar/feed/not-a-real-token-at-all.ics')).statusCode,
      ).toBe(404);
      await addEvent(sara, dinner);
      const { url: omarUrl } = (await call(omar, 'GET', '/api/calendar/feed')).json();
      expect(omarUrl).not.toBe(fresh);
      const omarFeed = await call(null, 'GET', feedPath(omarUrl));
      expect(omarFeed.body).not.toContain('BEGIN:VEVENT');
      expect((await call(null, 'GET', '/api/calendar/feed')).statusCode).toBe(401);
    });
  });

  describe('dashboard', () => {
    it("returns today's tasks, overdue tasks, events, member count and completion rate at once", async () => {
      await call(sara, 'POST', '/api/family/members', { name: 'Lina' });
      await call(sara, 'POST', '/api/family/members', { name: 'Omar' });
      const post = (body: Record<string, unknown>) =>
        call(sara, 'POST', '/api/tasks', { location: 'Home', ...body });
      await post({ title: 'Today', dueDate: '2026-05-10T15:00:00Z' });
      await post({ title: 'Late', dueDate: '2026-05-09T15:00:00Z' });
      const done = (await post({ title: 'Done' })).json().task;
      await call(sara, 'PUT', `/api/tasks/${done.id}/status`, { status: 'completed' });
      await post({ title: 'Later', dueDate: '2026-05-20T15:00:00Z' });
      await addEvent(sara, dinner);
      await addEvent(sara, {
        ...dinner,
        title: 'Next week',
        startTime: '2026-05-15T10:00:00Z',
        endTime: '2026-05-15T11:00:00Z',
      });
      await addEvent(sara, {
        ...dinner,
        title: 'Far',
        startTime: '2026-06-15T10:00:00Z',
        endTime: '2026-06-15T11:00:00Z',
      });

      const response = await call(sara, 'GET', '/api/dashboard?timeZone=Asia/Riyadh');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.tasksDueToday.map((t: { title: string }) => t.title)).toEqual(['Today']);
      expect(body.overdueTasks.map((t: { title: string }) => t.title)).toEqual(['Late']);
      expect(body.eventsToday.map((e: { title: string }) => e.title)).toEqual([dinner.title]);
      expect(body.upcomingEvents.map((e: { title: string }) => e.title)).toEqual([
        dinner.title,
        'Next week',
      ]);
      // The creator (added at sign-up) and the two members added here.
      expect(body.memberCount).toBe(3);
      expect(body.summary).toMatchObject({
        total: 4,
        completed: 1,
        completionRate: 25,
        overdue: 1,
        dueToday: 1,
      });

      const other = (await call(omar, 'GET', '/api/dashboard')).json();
      expect(other).toMatchObject({
        tasksDueToday: [],
        overdueTasks: [],
        eventsToday: [],
        memberCount: 1,
      });
    });
  });
});
