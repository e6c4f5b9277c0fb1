import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import type { ImportSummary } from '@usra/domain/calendar/subscription-schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

const NOW = new Date('2026-11-20T09:00:00Z');

const lines = (...rows: string[]) => [...rows, ''].join('\r\n');

/** Arabic titles, an all-day event, a TZID with its VTIMEZONE, a weekly series, a broken event. */
const FILE = lines(
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//AR',
  'BEGIN:VTIMEZONE',
  'TZID:Arabian Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:wedding-1@example.org',
  'SUMMARY:حفل زفاف خالد',
  'LOCATION:قاعة الملك',
  'DESCRIPTION:السطر الأول\\nالسطر الثاني',
  'DTSTART;TZID=Arabian Standard Time:20261210T200000',
  'DTEND;TZID=Arabian Standard Time:20261210T230000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:eid@example.org',
  'SUMMARY:عطلة العيد',
  'DTSTART;VALUE=DATE:20270310',
  'DTEND;VALUE=DATE:20270313',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:quran@example.org',
  'SUMMARY:حلقة تحفيظ',
  'DTSTART;TZID=Asia/Riyadh:20261201T170000',
  'DTEND;TZID=Asia/Riyadh:20261201T180000',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:broken@example.org',
  'SUMMARY:No start',
  'END:VEVENT',
  'END:VCALENDAR',
);

describe.each(engines)('.ics import on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;

  const importFile = (content: string, jar = sara, timeZone = 'Asia/Riyadh') =>
    callAs(sut.app, jar, 'POST', `/api/calendar/import?timeZone=${timeZone}`, { content });
  const events = async (jar = sara) =>
    (
      (
        await callAs(
          sut.app,
          jar,
          'GET',
          '/api/calendar/events?from=2026-01-01T00:00:00Z&to=2028-01-01T00:00:00Z&limit=500',
        )
      ).json() as { events: CalendarEvent[] }
    ).events;

  beforeEach(async () => {
    env = createTestEnv(engine, {}, { calendarSchedule: false });
    env.clock.now = NOW;
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
    omar = (await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' })).jar;
  });
  afterEach(() => env.cleanup());

  it('imports Arabic titles, all-day days, TZIDs and a weekly series; says what it skipped', async () => {
    const response = await importFile(FILE);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json() as ImportSummary;
    expect(summary).toEqual({
      imported: 5,
      recurring: 1,
      skipped: [{ title: 'No start', reason: 'no-start' }],
    });
    const byTitle = (title: string) => list.filter((e) => e.title === title);
    const list = await events();
    expect(list).toHaveLength(5);
    expect(byTitle('حفل زفاف خالد')[0]).toMatchObject({
      // 20:00 at UTC+3 (the file's own VTIMEZONE) is 17:00 UTC.
      startTime: '2026-12-10T17:00:00.000Z',
      endTime: '2026-12-10T20:00:00.000Z',
      location: 'قاعة الملك',
      description: 'السطر الأول\nالسطر الثاني',
      eventType: 'family',
    });
    // All day from 10 to 12 March in the family's time zone (Riyadh, UTC+3).
    expect(byTitle('عطلة العيد')[0]).toMatchObject({
      startTime: '2027-03-09T21:00:00.000Z',
      endTime: '2027-03-12T20:59:00.000Z',
    });
    expect(byTitle('حلقة تحفيظ').map((e) => e.startTime)).toEqual([
      '2026-12-01T14:00:00.000Z',
      '2026-12-08T14:00:00.000Z',
      '2026-12-15T14:00:00.000Z',
    ]);
    // Another family sees none of it.
    expect(await events(omar)).toEqual([]);
  });

  it('importing the same file again adds nothing', async () => {
    await importFile(FILE);
    const again = (await importFile(FILE)).json() as ImportSummary;
    expect(again.imported).toBe(0);
    expect(again.skipped.filter((s) => s.reason === 'already-imported')).toHaveLength(5);
    expect(await events()).toHaveLength(5);
    // The other family importing the same file gets its own events.
    expect(((await importFile(FILE, omar)).json() as ImportSummary).imported).toBe(5);
    expect(await events()).toHaveLength(5);
  });

  it('refuses what is not a calendar, and a file over the size limit, writing nothing', async () => {
    const html = await importFile('<html><body>not a calendar</body></html>');
    expect(html.statusCode).toBe(400);
    expect(html.json().error.code).toBe('NOT_A_CALENDAR');
    const cut = await importFile('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:half');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.code).toBe('NOT_A_CALENDAR');
    const big = await importFile(
      lines('BEGIN:VCALENDAR', `X-FILL:${'x'.repeat(1024 * 1024 + 10)}`, 'END:VCALENDAR'),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('IMPORT_TOO_LARGE');
    expect(await events()).toEqual([]);
  });

  it('skips an event the calendar refuses and an event without a title, importing the rest', async () => {
    const file = lines(
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:ok@x',
      'SUMMARY:Dentist',
      'DTSTART:20261201T090000Z',
      'DTEND:20261201T100000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:untitled@x',
      'DTSTART:20261202T090000Z',
      'DTEND:20261202T100000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    );
    const summary = (await importFile(file)).json() as ImportSummary;
    expect(summary).toEqual({
      imported: 1,
      recurring: 0,
      skipped: [{ title: '', reason: 'invalid' }],
    });
  });

  it('needs a session', async () => {
    expect((await importFile(FILE, new CookieJar())).statusCode).toBe(401);
  });
});
