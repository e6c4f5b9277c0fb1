import { describe, expect, it } from 'vitest';
import { CreateEventInputSchema } from '../calendar/event-schema.js';
import { CreateTaskInputSchema } from '../tasks/task-schema.js';
import { optionalSanitized, parseInstant, readInstant, requiredSanitized } from './text-fields.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('instants', () => {
  it('reads ISO dates and date-times, with Z or an offset', () => {
    expect(parseInstant('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseInstant('2026-03-01T10:00+03:00')?.toISOString()).toBe('2026-03-01T07:00:00.000Z');
    expect(parseInstant('2026-12-31T23:59:59.999Z')?.toISOString()).toBe(
      '2026-12-31T23:59:59.999Z',
    );
  });

  it('refuses a day that does not exist instead of moving it to the next month', () => {
    for (const value of [
      '2026-02-30',
      '2026-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-02-30T10:00:00Z',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
    ]) {
      expect(readInstant(value), value).toEqual({ problem: 'notOnCalendar' });
      expect(parseInstant(value), value).toBeNull();
    }
  });

  it('refuses a time of day that does not exist', () => {
    for (const value of [
      '2026-03-01T24:00:00Z',
      '2026-03-01T10:60Z',
      '2026-03-01T10:00:60Z',
      '2026-03-01T10:00+24:00',
    ]) {
      expect(readInstant(value), value).toEqual({ problem: 'notOnCalendar' });
    }
  });

  it('tells text that is not a date from a date that does not exist', () => {
    expect(readInstant('tomorrow')).toEqual({ problem: 'format' });
    expect(readInstant('2026-3-1')).toEqual({ problem: 'format' });
  });

  it("refuses 30 February in a task's due date and an event's start and end", () => {
    const task = { title: 'Pay rent', location: 'Bank' };
    expect(firstMessage(CreateTaskInputSchema.safeParse({ ...task, dueDate: '2026-02-30' }))).toBe(
      'date.notOnCalendar',
    );
    expect(CreateTaskInputSchema.parse({ ...task, dueDate: '2026-02-28' }).dueDate).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    const event = {
      title: 'Dinner',
      startTime: '2026-02-28T18:00:00Z',
      endTime: '2026-02-28T19:00:00Z',
    };
    expect(
      firstMessage(CreateEventInputSchema.safeParse({ ...event, startTime: '2026-02-30T18:00Z' })),
    ).toBe('date.notOnCalendar');
    expect(
      firstMessage(CreateEventInputSchema.safeParse({ ...event, endTime: '2026-02-28T25:00Z' })),
    ).toBe('date.notOnCalendar');
  });
});

describe('text fields', () => {
  const title = requiredSanitized(100, 'task.titleRequired', 'task.titleTooLong');
  const note = optionalSanitized(1000, { lines: 'multi' });
  const place = optionalSanitized(500);

  it('keeps one-line fields on one line, trimming line breaks at the ends', () => {
    expect(title.parse('\n Buy milk \r\n')).toBe('Buy milk');
    for (const value of ['Buy\nmilk', 'Buy\rmilk', 'Buy\r\nmilk', 'Buy\u2028milk']) {
      expect(firstMessage(title.safeParse(value)), JSON.stringify(value)).toBe(
        'text.invalidCharacters',
      );
      expect(firstMessage(place.safeParse(value)), JSON.stringify(value)).toBe(
        'text.invalidCharacters',
      );
    }
  });

  it('keeps tabs and line breaks in multi-line text', () => {
    expect(note.parse('First line\r\n\tSecond line\nThird')).toBe(
      'First line\r\n\tSecond line\nThird',
    );
  });

  it('refuses control characters and lone surrogates in every text field', () => {
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\ud800b']) {
      for (const schema of [title, note, place]) {
        expect(firstMessage(schema.safeParse(value)), JSON.stringify(value)).toBe(
          'text.invalidCharacters',
        );
      }
    }
  });

  it('accepts letters outside the Basic Multilingual Plane (a well-formed surrogate pair)', () => {
    expect(title.parse('Party 🎉')).toBe('Party 🎉');
  });
});
