import { describe, expect, it } from 'vitest';
import {
  CompleteMaintenanceInputSchema,
  CreateHistoryInputSchema,
  CreateMaintenanceItemInputSchema,
  UpdateMaintenanceItemInputSchema,
} from './maintenance-schema.js';
import { starterPlans, starterPlan } from './starter-plans.js';

const keysOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('maintenance item input', () => {
  it('fills general / medium / good / 12 months and stores empty cost, duration and date as null', () => {
    const item = CreateMaintenanceItemInputSchema.parse({
      name: ' Boiler ',
      location: 'Roof',
      estimatedCost: '',
      estimatedDuration: ' ',
      installationDate: '',
    });
    expect(item).toMatchObject({
      name: 'Boiler',
      category: 'general',
      priority: 'medium',
      status: 'good',
      maintenanceFrequencyMonths: 12,
      estimatedCost: null,
      estimatedDuration: null,
      installationDate: null,
    });
  });

  it('takes costs in steps of 0.01 from 0, durations of at least 1 minute', () => {
    const parse = (fields: Record<string, unknown>) =>
      CreateMaintenanceItemInputSchema.safeParse({ name: 'a', location: 'b', ...fields });
    expect(parse({ estimatedCost: 0 }).data?.estimatedCost).toBe(0);
    expect(parse({ estimatedCost: '0.01' }).data?.estimatedCost).toBe(0.01);
    expect(parse({ estimatedCost: 19.99 }).data?.estimatedCost).toBe(19.99);
    expect(keysOf(parse({ estimatedCost: 0.005 }))).toEqual(['cost.invalid']);
    expect(keysOf(parse({ estimatedCost: -0.01 }))).toEqual(['cost.invalid']);
    expect(parse({ estimatedDuration: 1 }).data?.estimatedDuration).toBe(1);
    expect(keysOf(parse({ estimatedDuration: 0 }))).toEqual(['maintenance.durationInvalid']);
    expect(keysOf(parse({ estimatedDuration: 2.5 }))).toEqual(['maintenance.durationInvalid']);
    expect(parse({ maintenanceFrequencyMonths: '120' }).data?.maintenanceFrequencyMonths).toBe(120);
    expect(keysOf(parse({ maintenanceFrequencyMonths: 0 }))).toEqual([
      'maintenance.frequencyInvalid',
    ]);
    expect(keysOf(parse({ maintenanceFrequencyMonths: 121 }))).toEqual([
      'maintenance.frequencyInvalid',
    ]);
  });

  it('requires name and location and refuses unknown fields', () => {
    expect(keysOf(CreateMaintenanceItemInputSchema.safeParse({}))).toEqual([
      'maintenance.nameRequired',
      'maintenance.locationRequired',
    ]);
    expect(
      CreateMaintenanceItemInputSchema.safeParse({ name: 'a', location: 'b', extra: 1 }).success,
    ).toBe(false);
    // An edit names only what changes; no defaults are filled in.
    expect(UpdateMaintenanceItemInputSchema.parse({ name: 'x' })).toEqual({ name: 'x' });
  });

  it('completion and hand-written history', () => {
    expect(CompleteMaintenanceInputSchema.parse({})).toEqual({
      cost: null,
      performedBy: null,
      notes: null,
    });
    expect(
      keysOf(
        CreateHistoryInputSchema.safeParse({ itemId: 'i', actionType: 'maintenance_completed' }),
      ),
    ).toEqual(['maintenance.actionTypeInvalid']);
    for (const actionType of ['repair', 'inspection', 'replacement'])
      expect(CreateHistoryInputSchema.safeParse({ itemId: 'i', actionType }).success).toBe(true);
  });
});

describe('starter plans', () => {
  it('have unique keys, frequencies 1 to 120 and Arabic and English texts', () => {
    const keys = starterPlans.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(starterPlans.length).toBeGreaterThanOrEqual(10);
    for (const plan of starterPlans) {
      expect(Number.isInteger(plan.frequencyMonths), plan.key).toBe(true);
      expect(plan.frequencyMonths, plan.key).toBeGreaterThanOrEqual(1);
      expect(plan.frequencyMonths, plan.key).toBeLessThanOrEqual(120);
      expect(plan.durationMinutes, plan.key).toBeGreaterThanOrEqual(1);
      for (const text of [plan.name, plan.location, plan.description]) {
        expect(text.ar.trim(), plan.key).not.toBe('');
        expect(text.en.trim(), plan.key).not.toBe('');
        expect(text.ar, plan.key).toMatch(/[\u0600-\u06ff]/);
      }
      // Each plan makes a valid item.
      expect(
        CreateMaintenanceItemInputSchema.safeParse({
          name: plan.name.ar,
          location: plan.location.ar,
          category: plan.category,
          priority: plan.priority,
          maintenanceFrequencyMonths: plan.frequencyMonths,
          estimatedDuration: plan.durationMinutes,
          description: plan.description.ar,
        }).success,
        plan.key,
      ).toBe(true);
    }
  });

  it('keep the common frequencies: AC filter 3, water heater flush 12, smoke alarm test 6', () => {
    expect(starterPlan('ac_filter')?.frequencyMonths).toBe(3);
    expect(starterPlan('water_heater_flush')?.frequencyMonths).toBe(12);
    expect(starterPlan('smoke_alarm_test')?.frequencyMonths).toBe(6);
    expect(starterPlan('no-such-plan')).toBeUndefined();
  });
});
