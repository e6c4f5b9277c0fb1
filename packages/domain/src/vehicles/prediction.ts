/**
 * Predicted maintenance: from the service log, the odometer history, the reminders' intervals
 * (by distance and/or months, whichever comes first) and the latest readings, when each service
 * falls due, how sure we are, and why. Pure: `now` is an argument; distances are kilometres.
 */
import { lookupDtc, type Bilingual } from './dtc.js';
import { HEALTH_RULES } from './health.js';
import type { Units } from '../settings/settings-schema.js';
import type { ServiceType } from './vehicle-schema.js';
import { celsiusToFahrenheit, fahrenheitToCelsius, kmToMiles } from './units.js';
import { vehicleMessage, vehicleMessages, type VehicleLanguage } from './vehicle-messages.js';

export { serviceTypes, ServiceTypeSchema, type ServiceType } from './vehicle-schema.js';

export const predictionPriorities = ['critical', 'high', 'medium', 'low'] as const;
export type PredictionPriority = (typeof predictionPriorities)[number];

export interface ServiceRecord {
  /** ISO date or instant. */
  date: string;
  odometerKm: number | null;
  type: ServiceType;
}

export interface OdometerPoint {
  date: string;
  odometerKm: number;
}

export interface ServiceInterval {
  type: ServiceType;
  everyKm: number | null;
  everyMonths: number | null;
}

export interface LatestReadings {
  /** The odometer now (from the vehicle's mileage or the adapter). */
  odometerKm?: number | null;
  diagnosticCodes?: readonly string[];
  engineTemperatureC?: number | null;
}

export interface PredictionInput {
  services: readonly ServiceRecord[];
  odometer: readonly OdometerPoint[];
  intervals: readonly ServiceInterval[];
  readings?: LatestReadings;
  now: Date;
}

/** Why a prediction was made: a code the web renders in the user's language, and its numbers. */
export type PredictionReason =
  | { code: 'distance-since-service'; sinceKm: number; kmPerDay: number; intervalKm: number }
  | { code: 'time-since-service'; sinceDays: number; intervalMonths: number }
  /** The odometer history is too short for a distance rate: due by the months alone. */
  | { code: 'no-distance-rate'; sinceDays: number; intervalMonths: number }
  /** Never logged: the next multiple of the interval on the odometer. */
  | { code: 'no-service-history'; odometerKm: number; kmPerDay: number; intervalKm: number }
  | { code: 'diagnostic-code'; dtc: string }
  | { code: 'engine-temperature-high'; temperatureC: number };

export interface MaintenancePrediction {
  type: ServiceType;
  priority: PredictionPriority;
  /** 0 to 1. */
  confidence: number;
  /** YYYY-MM-DD (UTC); in the past when overdue. */
  predictedDate: string;
  /** Negative when overdue; null when it cannot be told. */
  distanceRemainingKm: number | null;
  /** Negative when overdue. */
  daysRemaining: number;
  recommendedService: Bilingual;
  /** A rough estimate in US dollars; null when unknown. */
  estimatedCostUsd: { min: number; max: number } | null;
  diagnosticCode: string | null;
  reason: PredictionReason;
}

/**
 * Intervals a family starts with (the reminders can change them). Oil every 10,000 km or 12
 * months, whichever first; batteries last about two years in Gulf heat.
 */
export const defaultServiceIntervals: readonly ServiceInterval[] = [
  { type: 'oil_change', everyKm: 10_000, everyMonths: 12 },
  { type: 'tire_rotation', everyKm: 10_000, everyMonths: 12 },
  { type: 'air_filter', everyKm: 20_000, everyMonths: 12 },
  { type: 'cabin_filter', everyKm: 20_000, everyMonths: 12 },
  { type: 'brake_service', everyKm: 20_000, everyMonths: 12 },
  { type: 'coolant', everyKm: 60_000, everyMonths: 48 },
  { type: 'transmission_fluid', everyKm: 60_000, everyMonths: 48 },
  { type: 'spark_plugs', everyKm: 100_000, everyMonths: 72 },
  { type: 'battery', everyKm: null, everyMonths: 24 },
  { type: 'inspection', everyKm: null, everyMonths: 12 },
];

/** Rough costs in US dollars (parts and labour); an estimate, not a quote. */
export const SERVICE_COST_USD: Record<ServiceType, { min: number; max: number } | null> = {
  oil_change: { min: 40, max: 120 },
  tire_rotation: { min: 20, max: 60 },
  brake_service: { min: 150, max: 400 },
  air_filter: { min: 20, max: 60 },
  cabin_filter: { min: 20, max: 60 },
  battery: { min: 100, max: 250 },
  coolant: { min: 100, max: 200 },
  transmission_fluid: { min: 150, max: 350 },
  spark_plugs: { min: 100, max: 300 },
  inspection: { min: 50, max: 150 },
  repair: null,
  other: null,
};

const DAY_MS = 86_400_000;

function time(date: string | Date): number {
  return typeof date === 'string' ? new Date(date).getTime() : date.getTime();
}

function isoDate(ms: number): string {
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

/** How much a date by distance can be trusted, by the rate's evidence. */
export const CONFIDENCE = {
  rate: { few: 0.6, good: 0.8, strong: 0.9 } satisfies Record<RateQuality, number>,
  /** Due by the calendar, the distance rate known (or no distance interval). */
  calendar: 0.9,
  /** Due by the calendar only because there is no distance rate yet. */
  calendarWithoutRate: 0.5,
  /** Never serviced: the odometer's next multiple of the interval is a guess. */
  noServiceHistory: 0.3,
  /** The odometer is already past the due distance. */
  pastDueDistance: 0.95,
  knownCode: 0.9,
  familyCode: 0.6,
  temperature: 0.8,
} as const;

/** Overdue is critical; within 14 days or 500 km high; within 60 days or 2,000 km medium. */
export function predictionPriority(days: number, km: number | null): PredictionPriority {
  if (days <= 0 || (km !== null && km <= 0)) return 'critical';
  if (days <= 14 || (km !== null && km <= 500)) return 'high';
  if (days <= 60 || (km !== null && km <= 2000)) return 'medium';
  return 'low';
}

function serviceText(type: ServiceType): Bilingual {
  const key = `service.${type}.recommended` as const;
  return { en: vehicleMessages.en[key], ar: vehicleMessages.ar[key] };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function fromInterval(
  interval: ServiceInterval,
  services: readonly ServiceRecord[],
  currentKm: number | null,
  /** Whether `currentKm` is today's odometer (read now, or carried forward by the rate). */
  currentKnown: boolean,
  rate: DistanceRate | null,
  now: number,
): MaintenancePrediction | null {
  const everyKm = interval.everyKm !== null && interval.everyKm > 0 ? interval.everyKm : null;
  const everyMonths =
    interval.everyMonths !== null && interval.everyMonths > 0 ? interval.everyMonths : null;
  const last = services
    .filter((s) => s.type === interval.type && Number.isFinite(time(s.date)))
    .sort((a, b) => time(b.date) - time(a.date) || (b.odometerKm ?? 0) - (a.odometerKm ?? 0))[0];
  const moving = rate !== null && rate.kmPerDay > 0 ? rate : null;
  const base = {
    type: interval.type,
    recommendedService: serviceText(interval.type),
    estimatedCostUsd: SERVICE_COST_USD[interval.type],
    diagnosticCode: null,
  };

  if (!last) {
    if (everyKm === null || currentKm === null || !moving) return null;
    const dueKm = (Math.floor(currentKm / everyKm) + 1) * everyKm;
    const remainingKm = dueKm - currentKm;
    const days = remainingKm / moving.kmPerDay;
    return {
      ...base,
      priority: predictionPriority(days, remainingKm),
      confidence: CONFIDENCE.noServiceHistory,
      predictedDate: isoDate(now + days * DAY_MS),
      distanceRemainingKm: Math.round(remainingKm),
      daysRemaining: Math.round(days),
      reason: {
        code: 'no-service-history',
        odometerKm: Math.round(currentKm),
        kmPerDay: round1(moving.kmPerDay),
        intervalKm: everyKm,
      },
    };
  }

  const lastMs = time(last.date);
  const sinceDays = Math.round((now - lastMs) / DAY_MS);
  const remainingKm =
    everyKm !== null && last.odometerKm !== null && currentKm !== null
      ? last.odometerKm + everyKm - currentKm
      : null;
  // Past the due distance: due since the rate says (today without a rate); else when the rate
  // says it will be reached (unknown without a rate).
  const daysByKm =
    remainingKm === null
      ? null
      : moving
        ? remainingKm / moving.kmPerDay
        : remainingKm <= 0
          ? 0
          : null;
  const daysByTime =
    everyMonths === null ? null : (addMonths(last.date, everyMonths).getTime() - now) / DAY_MS;

  let days: number;
  let confidence: number;
  let reason: PredictionReason;
  let distanceRemainingKm: number | null;
  let priority: PredictionPriority;
  if (daysByKm !== null && (daysByTime === null || daysByKm <= daysByTime)) {
    days = daysByKm;
    confidence = remainingKm! <= 0 ? CONFIDENCE.pastDueDistance : CONFIDENCE.rate[moving!.quality];
    reason = {
      code: 'distance-since-service',
      sinceKm: Math.round(currentKm! - last.odometerKm!),
      kmPerDay: round1(moving?.kmPerDay ?? 0),
      intervalKm: everyKm!,
    };
    distanceRemainingKm = remainingKm;
    priority = predictionPriority(days, remainingKm);
  } else if (daysByTime !== null) {
    days = daysByTime;
    // What will be driven by then; without a rate, the distance left only if the odometer is
    // known today.
    distanceRemainingKm = moving
      ? moving.kmPerDay * days
      : currentKnown && remainingKm !== null
        ? remainingKm
        : null;
    priority = predictionPriority(days, null);
    const withoutRate = everyKm !== null && !moving;
    confidence = withoutRate ? CONFIDENCE.calendarWithoutRate : CONFIDENCE.calendar;
    reason = {
      code: withoutRate ? 'no-distance-rate' : 'time-since-service',
      sinceDays,
      intervalMonths: everyMonths!,
    };
  } else {
    return null;
  }
  return {
    ...base,
    priority,
    confidence,
    predictedDate: isoDate(now + days * DAY_MS),
    distanceRemainingKm: distanceRemainingKm === null ? null : Math.round(distanceRemainingKm),
    daysRemaining: Math.round(days),
    reason,
  };
}

/**
 * Today's odometer: the reading given now, else the newest point carried forward at the rate
 * (known), else the newest point as it was (not known to be today's).
 */
function currentOdometer(
  points: readonly { date: string | Date; odometerKm: number }[],
  readings: LatestReadings,
  rate: DistanceRate | null,
  now: number,
): { km: number | null; known: boolean } {
  if (readings.odometerKm != null && Number.isFinite(readings.odometerKm)) {
    return { km: readings.odometerKm, known: true };
  }
  let newest: { ms: number; km: number } | null = null;
  for (const point of points) {
    const ms = time(point.date);
    if (!Number.isFinite(ms) || !Number.isFinite(point.odometerKm)) continue;
    if (!newest || ms > newest.ms || (ms === newest.ms && point.odometerKm > newest.km)) {
      newest = { ms, km: point.odometerKm };
    }
  }
  if (!newest) return { km: null, known: false };
  if (!rate) return { km: newest.km, known: false };
  return { km: newest.km + rate.kmPerDay * Math.max(0, (now - newest.ms) / DAY_MS), known: true };
}

const PRIORITY_RANK: Record<PredictionPriority, number> = {
  critical: 0,
  high: 1,
  medium: 2,
  low: 3,
};

/** Every prediction for one vehicle, soonest first (overdue ones lead). */
export function predictMaintenance(input: PredictionInput): MaintenancePrediction[] {
  const now = input.now.getTime();
  const today = isoDate(now);
  const readings = input.readings ?? {};
  const points: { date: string | Date; odometerKm: number }[] = [...input.odometer];
  for (const s of input.services) {
    if (s.odometerKm !== null) points.push({ date: s.date, odometerKm: s.odometerKm });
  }
  if (readings.odometerKm != null)
    points.push({ date: input.now, odometerKm: readings.odometerKm });
  const rate = distanceRate(points);
  const { km: currentKm, known: currentKnown } = currentOdometer(points, readings, rate, now);

  const predictions: MaintenancePrediction[] = [];
  for (const interval of input.intervals) {
    const prediction = fromInterval(interval, input.services, currentKm, currentKnown, rate, now);
    if (prediction) predictions.push(prediction);
  }

  const codes = new Set((readings.diagnosticCodes ?? []).map((c) => c.trim().toUpperCase()));
  for (const code of codes) {
    const info = lookupDtc(code);
    if (!info) continue;
    predictions.push({
      type: 'repair',
      priority:
        info.severity === 'critical' ? 'critical' : info.severity === 'warning' ? 'high' : 'medium',
      confidence: info.known ? CONFIDENCE.knownCode : CONFIDENCE.familyCode,
      predictedDate: today,
      distanceRemainingKm: 0,
      daysRemaining: 0,
      recommendedService: info.action,
      estimatedCostUsd: info.estimatedCostUsd,
      diagnosticCode: info.code,
      reason: { code: 'diagnostic-code', dtc: info.code },
    });
  }

  const temperature = readings.engineTemperatureC;
  if (temperature != null && temperature > fahrenheitToCelsius(HEALTH_RULES.temperatureHighF)) {
    predictions.push({
      type: 'coolant',
      priority: 'critical',
      confidence: CONFIDENCE.temperature,
      predictedDate: today,
      distanceRemainingKm: 0,
      daysRemaining: 0,
      recommendedService: {
        en: vehicleMessages.en['service.cooling.recommended'],
        ar: vehicleMessages.ar['service.cooling.recommended'],
      },
      estimatedCostUsd: { min: 100, max: 1500 },
      diagnosticCode: null,
      reason: { code: 'engine-temperature-high', temperatureC: temperature },
    });
  }

  return predictions.sort(
    (a, b) =>
      a.predictedDate.localeCompare(b.predictedDate) ||
      PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
      a.type.localeCompare(b.type),
  );
}

export interface DescribeOptions {
  language: VehicleLanguage;
  units: Units;
  /** Defaults to ar-SA for Arabic (as the web shows dates and numbers) and en otherwise. */
  locale?: string;
}

/** Why a prediction was made, as a sentence in the user's language and units. */
export function describePrediction(
  prediction: Pick<MaintenancePrediction, 'type' | 'reason'>,
  { language, units, locale = language === 'ar' ? 'ar-SA' : 'en' }: DescribeOptions,
): string {
  const imperial = units === 'imperial';
  const unit = (value: number, name: string, display: 'short' | 'long' = 'short') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: display,
      maximumFractionDigits: 0,
    }).format(value);
  const distance = (km: number) => (imperial ? unit(kmToMiles(km), 'mile') : unit(km, 'kilometer'));
  const rate = (kmPerDay: number) =>
    imperial ? unit(kmToMiles(kmPerDay), 'mile-per-day') : unit(kmPerDay, 'kilometer-per-day');
  const elapsed = (days: number) =>
    days >= 45 ? unit(Math.round(days / 30.44), 'month', 'long') : unit(days, 'day', 'long');
  const temperature = (celsius: number) =>
    imperial ? unit(celsiusToFahrenheit(celsius), 'fahrenheit') : unit(celsius, 'celsius');
  const name = vehicleMessage(`service.${prediction.type}`, language);
  const service = language === 'en' ? name.toLocaleLowerCase('en') : name;
  const reason = prediction.reason;
  switch (reason.code) {
    case 'distance-since-service':
      return vehicleMessage('reason.distance-since-service', language, {
        distance: distance(reason.sinceKm),
        service,
        rate: rate(reason.kmPerDay),
      });
    case 'time-since-service':
    case 'no-distance-rate':
      return vehicleMessage(`reason.${reason.code}`, language, {
        elapsed: elapsed(reason.sinceDays),
        service,
        interval: unit(reason.intervalMonths, 'month', 'long'),
      });
    case 'no-service-history':
      return vehicleMessage('reason.no-service-history', language, {
        service,
        interval: distance(reason.intervalKm),
        odometer: distance(reason.odometerKm),
        rate: rate(reason.kmPerDay),
      });
    case 'diagnostic-code':
      return vehicleMessage('reason.diagnostic-code', language, {
        code: reason.dtc,
        description: lookupDtc(reason.dtc)?.description[language] ?? '',
      });
    case 'engine-temperature-high':
      return vehicleMessage('reason.engine-temperature-high', language, {
        temperature: temperature(reason.temperatureC),
        limit: temperature(fahrenheitToCelsius(HEALTH_RULES.temperatureHighF)),
      });
  }
}
