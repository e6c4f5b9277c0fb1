/**
 * How far a vehicle goes per day, from its odometer points, and the day arithmetic the
 * predictions use (`prediction.ts`). Pure; distances are kilometres.
 */

export const DAY_MS = 86_400_000;

export function time(date: string | Date): number {
  return typeof date === 'string' ? new Date(date).getTime() : date.getTime();
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The same day of the month `months` later (the month's last day when it is shorter). */
export function addMonths(date: string | Date, months: number): Date {
  const start = new Date(time(date));
  const target = new Date(start.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

export type RateQuality = 'few' | 'good' | 'strong';

export interface DistanceRate {
  kmPerDay: number;
  /** Days with a reading that were used. */
  points: number;
  spanDays: number;
  quality: RateQuality;
}

/** The newest daily points used for the rate. */
const RATE_WINDOW = 120;

/**
 * Kilometres per day from odometer points: one point per day (its highest reading), the newest
 * 120 days with a reading, and the median of the slopes between every two of them
 * (Theil–Sen), so a mistyped reading or a gap does not throw it off. Null with fewer than two
 * days or less than a day between them.
 */
export function distanceRate(points: readonly { date: string | Date; odometerKm: number }[]) {
  const byDay = new Map<number, number>();
  for (const point of points) {
    const ms = time(point.date);
    if (!Number.isFinite(ms) || !Number.isFinite(point.odometerKm) || point.odometerKm < 0) {
      continue;
    }
    const day = Math.floor(ms / DAY_MS);
    byDay.set(day, Math.max(byDay.get(day) ?? 0, point.odometerKm));
  }
  const days = [...byDay.entries()].sort((a, b) => a[0] - b[0]).slice(-RATE_WINDOW);
  if (days.length < 2) return null;
  const slopes: number[] = [];
  for (let i = 0; i < days.length; i += 1) {
    for (let j = i + 1; j < days.length; j += 1) {
      slopes.push((days[j]![1] - days[i]![1]) / (days[j]![0] - days[i]![0]));
    }
  }
  slopes.sort((a, b) => a - b);
  const mid = slopes.length / 2;
  const median =
    slopes.length % 2 ? slopes[Math.floor(mid)]! : (slopes[mid - 1]! + slopes[mid]!) / 2;
  const spanDays = days[days.length - 1]![0] - days[0]![0];
  const quality: RateQuality =
    days.length >= 5 && spanDays >= 60
      ? 'strong'
      : days.length >= 3 && spanDays >= 14
        ? 'good'
        : 'few';
  return {
    kmPerDay: Math.max(0, median),
    points: days.length,
    spanDays,
    quality,
  } satisfies DistanceRate;
}
