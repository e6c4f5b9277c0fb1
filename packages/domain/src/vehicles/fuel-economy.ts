/**
 * Fuel economy from a vehicle's fill-ups, the way LubeLogger and Fuelly count it: the fuel of
 * every fill-up after a full tank, up to and including the next full tank, burned over the
 * distance between the two full tanks. A partial fill-up only adds its fuel.
 */
export interface FillUp {
  id: string;
  /** Kilometres. */
  odometer: number;
  /** Litres. */
  volume: number;
  fullTank: boolean;
  cost: number | null;
}

export interface FillEconomy {
  /** The full-tank fill-up that closes the interval. */
  id: string;
  distanceKm: number;
  litres: number;
  litresPer100Km: number;
}

export interface FuelEconomy {
  perFill: FillEconomy[];
  /** Over every closed interval; null before two full tanks. */
  averageLitresPer100Km: number | null;
  /** Fuel cost per kilometre over the closed intervals with every cost known; else null. */
  costPerKm: number | null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function fuelEconomy(fillUps: readonly FillUp[]): FuelEconomy {
  const ordered = [...fillUps].sort((a, b) => a.odometer - b.odometer);
  const perFill: FillEconomy[] = [];
  let lastFull: FillUp | null = null;
  let litres = 0;
  let cost: number | null = 0;
  let totalLitres = 0;
  let totalKm = 0;
  let totalCost: number | null = 0;
  for (const fill of ordered) {
    if (lastFull) {
      litres += fill.volume;
      cost = cost === null || fill.cost === null ? null : cost + fill.cost;
    }
    if (!fill.fullTank) continue;
    const distanceKm = lastFull ? fill.odometer - lastFull.odometer : 0;
    if (lastFull && distanceKm > 0) {
      perFill.push({
        id: fill.id,
        distanceKm,
        litres: round(litres, 2),
        litresPer100Km: round((litres / distanceKm) * 100, 2),
      });
      totalLitres += litres;
      totalKm += distanceKm;
      totalCost = totalCost === null || cost === null ? null : totalCost + cost;
    }
    lastFull = fill;
    litres = 0;
    cost = 0;
  }
  return {
    perFill,
    averageLitresPer100Km: totalKm > 0 ? round((totalLitres / totalKm) * 100, 2) : null,
    costPerKm: totalKm > 0 && totalCost !== null ? round(totalCost / totalKm, 3) : null,
  };
}
