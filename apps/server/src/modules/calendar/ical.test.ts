import ICAL from 'ical.js';
import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import type { Task } from '@usra/domain/tasks/task-schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';
import { taskFeedItem } from '../tasks/tasks.module.js';
import { buildCalendarFeed } from './ical.js';

const INJECTION = 'Dinner\rEND:VEVENT\r\nBEGIN:VEVENT\nSUMMARY:Forged';

/** Raw CR or LF anywhere but in a CRLF line ending, which a reader would take as a line end. */
function strayLineBreaks(feed: string): string[] {
  return [...feed.replaceAll('\r\n', '').matchAll(/[\r\n]/g)].map((m) => JSON.stringify(m[0]));
}

function vevents(feed: string) {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  return calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

const event: CalendarEvent = {
  id: 'e1',
  title: INJECTION,
  description: `Line one${INJECTION}\u0007\u0000`,
  startTime: '2026-05-10T16:00:00.000Z',
  endTime: '2026-05-10T18:00:00.000Z',
  location: 'Home\rEND:VCALENDAR',
  eventType: 'family',
  attendees: [],
  createdBy: null,
  createdAt: '2026-05-01T00:00:00.000Z',
};

const task = {
  id: 't1',
  title: `Rent${INJECTION}`,
  description: null,
  location: 'Bank',
  priority: 'medium',
  category: 'other',
  dueDate: '2026-05-11T07:00:00.000Z',
  status: 'pending',
  recurrencePattern: null,
  estimatedDuration: null,
} as unknown as Task;

describe('iCalendar text escaping', () => {
  it('keeps one VEVENT per event however its text breaks lines, and no stray CR or LF', () => {
    const feed = buildCalendarFeed({
      familyName: 'Ali\rX-INJECTED:1',
      host: 'usra.example',
      generatedAt: new Date('2026-05-10T00:00:00Z'),
      events: [event],
      items: [taskFeedItem(task)!],
    });
    expect(feed.split('\r\n').filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(feed.split('\r\n').filter((line) => line === 'END:VEVENT')).toHaveLength(2);
    expect(feed).not.toMatch(/^(SUMMARY:Forged|X-INJECTED)/m);
    expect(strayLineBreaks(feed)).toEqual([]);
    // Other control characters are dropped (RFC 5545 TEXT allows none but tab).
    expect(feed.replaceAll('\r\n', '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);

    const [fromEvent, fromTask] = vevents(feed);
    expect(fromEvent!.summary).toBe('Dinner\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged');
    expect(fromEvent!.description).toBe('Line oneDinner\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged');
    expect(fromEvent!.location).toBe('Home\nEND:VCALENDAR');
    expect(fromTask!.summary).toBe('RentDinner\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged');
  });
});

describe.each(engines)('iCalendar feed of multi-line text on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;

  beforeEach(async () => {
    env = createTestEnv(engine);
    env.clock.now = new Date('2026-05-10T09:00:00Z');
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('escapes a description holding a bare CR and a forged VEVENT', async () => {
    const times = { startTime: '2026-05-10T18:00:00Z', endTime: '2026-05-10T19:00:00Z' };
    const created = await callAs(sut.app, sara, 'POST', '/api/calendar/events', {
      title: 'Dinner',
      description: INJECTION,
      ...times,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { url } = (await callAs(sut.app, sara, 'GET', '/api/calendar/feed')).json();
    const feed = (await callAs(sut.app, null, 'GET', new URL(url).pathname)).body;

    expect(feed.split('\r\n').filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(strayLineBreaks(feed)).toEqual([]);
    const [only] = vevents(feed);
    expect(only!.summary).toBe('Dinner');
    expect(only!.description).toBe('Dinner\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged');
  });

  it('refuses a line break in a title, which is one line', async () => {
    const response = await callAs(sut.app, sara, 'POST', '/api/calendar/events', {
      title: INJECTION,
      startTime: '2026-05-10T18:00:00Z',
      endTime: '2026-05-10T19:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Text contains characters that are not allowed.',
    });
  });
});
