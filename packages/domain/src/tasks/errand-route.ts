/** "Plan my errands": order a day's errands by the shortest round trip from home. */

export interface Point {
  latitude: number;
  longitude: number;
}

export interface RoutePlan<S> {
  /** The stops in visiting order. */
  order: S[];
  /** Home → stops → home, in kilometres. */
  totalKm: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function roundTripKm(home: Point, stops: readonly Point[]): number {
  let total = 0;
  let at = home;
  for (const stop of stops) {
    total += distanceKm(at, stop);
    at = stop;
  }
  return total + distanceKm(at, home);
}

/** Exact up to this many stops (Held-Karp, 2^n·n² steps); a day's errands rarely exceed it. */
export const EXACT_LIMIT = 12;

/**
 * The shortest round trip from home through every stop. Exact (dynamic programming over
 * subsets) up to EXACT_LIMIT stops; beyond that nearest neighbour improved by 2-opt.
 */
export function planRoute<S extends Point>(home: Point, stops: readonly S[]): RoutePlan<S> {
  const n = stops.length;
  if (n === 0) return { order: [], totalKm: 0 };
  const order = n <= EXACT_LIMIT ? exactOrder(home, stops) : heuristicOrder(home, stops);
  const ordered = order.map((i) => stops[i]!);
  return { order: ordered, totalKm: roundTripKm(home, ordered) };
}

function exactOrder(home: Point, stops: readonly Point[]): number[] {
  const n = stops.length;
  const fromHome = stops.map((s) => distanceKm(home, s));
  const d = stops.map((a) => stops.map((b) => distanceKm(a, b)));
  const full = 1 << n;
  // cost[mask * n + last]: shortest path from home through `mask`, ending at `last`.
  const cost = new Float64Array(full * n).fill(Infinity);
  const prev = new Int8Array(full * n).fill(-1);
  for (let i = 0; i < n; i++) cost[(1 << i) * n + i] = fromHome[i]!;
  for (let mask = 1; mask < full; mask++) {
    for (let last = 0; last < n; last++) {
      if (!(mask & (1 << last))) continue;
      const here = cost[mask * n + last]!;
      if (here === Infinity) continue;
      for (let next = 0; next < n; next++) {
        if (mask & (1 << next)) continue;
        const m2 = mask | (1 << next);
        const c = here + d[last]![next]!;
        if (c < cost[m2 * n + next]!) {
          cost[m2 * n + next] = c;
          prev[m2 * n + next] = last;
        }
      }
    }
  }
  let best = Infinity;
  let last = 0;
  for (let i = 0; i < n; i++) {
    const c = cost[(full - 1) * n + i]! + fromHome[i]!;
    if (c < best) {
      best = c;
      last = i;
    }
  }
  const order: number[] = [];
  let mask = full - 1;
  while (last >= 0) {
    order.push(last);
    const p = prev[mask * n + last]!;
    mask &= ~(1 << last);
    last = p;
  }
  return order.reverse();
}

function heuristicOrder(home: Point, stops: readonly Point[]): number[] {
  const left = new Set(stops.map((_, i) => i));
  const order: number[] = [];
  let at = home;
  while (left.size > 0) {
    let best = -1;
    let bestD = Infinity;
    for (const i of left) {
      const dist = distanceKm(at, stops[i]!);
      if (dist < bestD) {
        bestD = dist;
        best = i;
      }
    }
    order.push(best);
    left.delete(best);
    at = stops[best]!;
  }
  // 2-opt: reverse segments while that shortens the round trip.
  const length = (o: number[]) =>
    roundTripKm(
      home,
      o.map((i) => stops[i]!),
    );
  let improved = true;
  let bestLen = length(order);
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const candidate = [
          ...order.slice(0, i),
          ...order.slice(i, j + 1).reverse(),
          ...order.slice(j + 1),
        ];
        const len = length(candidate);
        if (len < bestLen - 1e-9) {
          order.splice(0, order.length, ...candidate);
          bestLen = len;
          improved = true;
        }
      }
    }
  }
  return order;
}
