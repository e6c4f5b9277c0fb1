import { describe, expect, it } from 'vitest';
import {
  CreateEventInputSchema,
  parseAttendees,
  UpdateEventInputSchema,
  upcomingEvents,
} from './event-schema.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const base = {
  title: 'عشاء العائلة',
  startTime: '2026-05-10T18:00:00+03:00',
  endTime: '2026-05-10T20:00:00+03:00',
};

describe('calendar events', () => {
  it('requires title, start time and end time', () => {
    expect(firstMessage(CreateEventInputSchema.safeParse({ ...base, title: ' ' }))).toBe(
      'event.titleRequired',
    );
    expect(firstMessage(CreateEventInputSchema.safeParse({ ...base, startTime: '' }))).toBe(
      'event.startRequired',
    );
    const { endTime: _, ...noEnd } = base;
    expect(firstMessage(CreateEventInputSchema.safeParse(noEnd))).toBe('event.endRequired');
  });

  it('rejects an end before the start with a clear message, and allows equal times', () => {
    expect(
      firstMessage(
        CreateEventInputSchema.safeParse({ ...base, endTime: '2026-05-10T17:59:00+03:00' }),
      ),
    ).toBe('event.endBeforeStart');
    expect(CreateEventInputSchema.safeParse({ ...base, endTime: base.startTime }).success).toBe(
      true,
    );
    expect(
      firstMessage(
        UpdateEventInputSchema.safeParse({
          startTime: '2026-05-10T18:00:00Z',
          endTime: '2026-05-10T17:00:00Z',
        }),
      ),
    ).toBe('event.endBeforeStart');
  });

  it('defaults type family, stores times in UTC, empty optional text as null', () => {
    expect(CreateEventInputSchema.parse({ ...base, description: '', location: ' ' })).toEqual({
      title: 'عشاء العائلة',
      description: null,
      location: null,
      startTime: '2026-05-10T15:00:00.000Z',
      endTime: '2026-05-10T17:00:00.000Z',
      eventType: 'family',
      attendees: [],
    });
  });

  it('splits attendees on commas, trims them and drops blanks', () => {
    expect(parseAttendees(' Sara , Omar,, ,Lina ')).toEqual(['Sara', 'Omar', 'Lina']);
    expect(parseAttendees('سارة، عمر')).toEqual(['سارة', 'عمر']);
    expect(CreateEventInputSchema.parse({ ...base, attendees: 'Sara, ,Omar' }).attendees).toEqual([
      'Sara',
      'Omar',
    ]);
    expect(CreateEventInputSchema.parse({ ...base, attendees: [' Sara ', ''] }).attendees).toEqual([
      'Sara',
    ]);
  });

  it('lists the next 5 upcoming events, or those within 7 days', () => {
    const now = new Date('2026-05-10T00:00:00Z');
    const events = Array.from({ length: 8 }, (_, i) => ({
      id: String(i),
      startTime: new Date(now.getTime() + (8 - i) * 86_400_000).toISOString(),
      endTime: new Date(now.getTime() + (8 - i) * 86_400_000 + 3_600_000).toISOString(),
    }));
    expect(upcomingEvents(events, now).map((e) => e.id)).toEqual(['7', '6', '5', '4', '3']);
    expect(upcomingEvents(events, now, 5, 7).map((e) => e.id)).toEqual(['7', '6', '5', '4', '3']);
    expect(upcomingEvents(events, now, 10, 3).map((e) => e.id)).toEqual(['7', '6']);
  });
});
