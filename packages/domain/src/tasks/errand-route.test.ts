import { describe, expect, it } from 'vitest';
import { distanceKm, planRoute, roundTripKm, type Point } from './errand-route.js';

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** A small deterministic random source, so failures repeat. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const riyadh: Point = { latitude: 24.7136, longitude: 46.6753 };

describe('errand route', () => {
  it('measures great-circle distances', () => {
    const jeddah = { latitude: 21.5433, longitude: 39.1728 };
    expect(distanceKm(riyadh, jeddah)).toBeGreaterThan(840);
    expect(distanceKm(riyadh, jeddah)).toBeLessThan(860);
    expect(distanceKm(riyadh, riyadh)).toBe(0);
  });

  it('matches the brute-force optimum on small cases', () => {
    const next = random(42);
    for (let round = 0; round < 40; round++) {
      const n = 1 + (round % 7);
      const stops = Array.from({ length: n }, (_, i) => ({
        id: i,
        latitude: riyadh.latitude + (next() - 0.5) * 0.4,
        longitude: riyadh.longitude + (next() - 0.5) * 0.4,
      }));
      const best = Math.min(...permutations(stops).map((p) => roundTripKm(riyadh, p)));
      const plan = planRoute(riyadh, stops);
      expect(plan.order).toHaveLength(n);
      expect(new Set(plan.order.map((s) => s.id)).size).toBe(n);
      expect(plan.totalKm).toBeCloseTo(best, 9);
    }
  });

  it('stays close to optimal beyond the exact limit and visits every stop once', () => {
    const next = random(7);
    const stops = Array.from({ length: 20 }, (_, i) => ({
      id: i,
      latitude: riyadh.latitude + (next() - 0.5) * 0.4,
      longitude: riyadh.longitude + (next() - 0.5) * 0.4,
    }));
    const plan = planRoute(riyadh, stops);
    expect(new Set(plan.order.map((s) => s.id)).size).toBe(20);
    // Never worse than the order the errands were listed in.
    expect(plan.totalKm).toBeLessThanOrEqual(roundTripKm(riyadh, stops));
  });

  it('plans nothing for no errands', () => {
    expect(planRoute(riyadh, [])).toEqual({ order: [], totalKm: 0 });
  });
});
