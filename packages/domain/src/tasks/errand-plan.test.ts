import { describe, expect, it } from 'vitest';
import { ErrandsQuerySchema, inUnits, PlaceLookupQuerySchema } from './errand-plan.js';
import { CreateTaskInputSchema, UpdateTaskInputSchema } from './task-schema.js';

describe('errand plan', () => {
  it('shows distances in kilometres, or miles when the units are imperial', () => {
    expect(inUnits(16.09344, 'metric')).toBeCloseTo(16.09344);
    expect(inUnits(16.09344, 'imperial')).toBeCloseTo(10);
  });

  it('reads a calendar date and a time zone', () => {
    expect(ErrandsQuerySchema.parse({ date: '2026-02-28' })).toEqual({
      date: '2026-02-28',
      timeZone: 'UTC',
    });
    for (const date of ['2026-02-30', '2026-5-1', 'tomorrow']) {
      const result = ErrandsQuerySchema.safeParse({ date });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('errands.dateInvalid');
    }
    expect(PlaceLookupQuerySchema.safeParse({ q: '  ' }).error?.issues[0]?.message).toBe(
      'place.queryRequired',
    );
  });

  it('takes a task place as latitude and longitude together', () => {
    const base = { title: 'Bank', location: 'Bank' };
    expect(CreateTaskInputSchema.parse({ ...base, latitude: 24.7, longitude: 46.7 })).toMatchObject(
      { latitude: 24.7, longitude: 46.7 },
    );
    expect(CreateTaskInputSchema.safeParse({ ...base, latitude: 24.7 }).success).toBe(false);
    expect(CreateTaskInputSchema.safeParse({ ...base, latitude: 91, longitude: 0 }).success).toBe(
      false,
    );
    expect(UpdateTaskInputSchema.safeParse({ latitude: null, longitude: null }).success).toBe(true);
    expect(UpdateTaskInputSchema.safeParse({ latitude: null }).success).toBe(false);
  });
});
