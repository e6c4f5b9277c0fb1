import { describe, expect, it } from 'vitest';
import { fuelEconomy, type FillUp } from './fuel-economy.js';

const fill = (
  id: string,
  odometer: number,
  volume: number,
  fullTank = true,
  cost: number | null = 100,
): FillUp => ({
  id,
  odometer,
  volume,
  fullTank,
  cost,
});

describe('fuel economy', () => {
  it('needs two full tanks before it says anything', () => {
    expect(fuelEconomy([])).toEqual({ perFill: [], averageLitresPer100Km: null, costPerKm: null });
    expect(fuelEconomy([fill('a', 1000, 40)]).averageLitresPer100Km).toBeNull();
  });

  it('burns the fuel of the second full tank over the distance between the two', () => {
    const result = fuelEconomy([fill('b', 1500, 40), fill('a', 1000, 45)]);
    expect(result.perFill).toEqual([{ id: 'b', distanceKm: 500, litres: 40, litresPer100Km: 8 }]);
    expect(result.averageLitresPer100Km).toBe(8);
    expect(result.costPerKm).toBe(0.2);
  });

  it('adds partial fill-ups to the next full tank', () => {
    const result = fuelEconomy([
      fill('a', 10_000, 50),
      fill('b', 10_300, 20, false, 50),
      fill('c', 10_800, 36, true, 90),
      fill('d', 11_400, 42, true, 105),
    ]);
    expect(result.perFill).toEqual([
      { id: 'c', distanceKm: 800, litres: 56, litresPer100Km: 7 },
      { id: 'd', distanceKm: 600, litres: 42, litresPer100Km: 7 },
    ]);
    expect(result.averageLitresPer100Km).toBe(7);
    expect(result.costPerKm).toBe(0.175); // (50 + 90 + 105) / 1400
  });

  it('gives no cost per km when a cost in the intervals is unknown', () => {
    const result = fuelEconomy([fill('a', 0, 40), fill('b', 400, 30, true, null)]);
    expect(result.averageLitresPer100Km).toBe(7.5);
    expect(result.costPerKm).toBeNull();
  });
});
