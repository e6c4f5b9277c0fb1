import { describe, expect, it } from 'vitest';
import { EventListQuerySchema } from '../calendar/event-schema.js';
import { isStorableInstant } from './instant-range.js';
import { instantSchema, optionalInstantSchema } from './text-fields.js';

describe('storable instants (years 0001 to 9999 in UTC)', () => {
  it('holds the first and last millisecond and nothing beyond', () => {
    expect(isStorableInstant(new Date('0001-01-01T00:00:00.000Z'))).toBe(true);
    expect(isStorableInstant(new Date('9999-12-31T23:59:59.999Z'))).toBe(true);
    expect(isStorableInstant(new Date('0000-12-31T23:59:59.999Z'))).toBe(false);
    expect(isStorableInstant(new Date('9999-12-31T23:59:59-00:01'))).toBe(false);
  });

  it.each(['0000-01-01', '0000-01-01T00:00:00+01:00', '9999-12-31T23:59:59-14:00'])(
    'refuses %s as a required or optional time',
    (value) => {
      const required = instantSchema('event.timeInvalid', 'event.startRequired').safeParse(value);
      expect(required.error?.issues[0]?.message).toBe('event.timeInvalid');
      const optional = optionalInstantSchema('task.dueDateInvalid').safeParse(value);
      expect(optional.error?.issues[0]?.message).toBe('task.dueDateInvalid');
    },
  );

  it('refuses such a time as the bounds of the event list', () => {
    const result = EventListQuerySchema.safeParse({
      from: '0000-01-01T00:00:00+01:00',
      to: '9999-12-31T23:59:59-14:00',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', 'event.timeInvalid'],
      ['to', 'event.timeInvalid'],
    ]);
    expect(
      EventListQuerySchema.safeParse({ from: '0001-01-01T00:00:00Z', to: '9999-12-31T23:59:59Z' })
        .success,
    ).toBe(true);
  });
});
