/**
 * Predicted maintenance: from the service log, the odometer history, the reminders' intervals
 * (by distance and/or months, whichever comes first) and the latest readings, when each service
 * falls due, how sure we are, and why. Pure: `now` is an argument; distances are kilometres.
 */
import { lookupDtc, type Bilingual } from './dtc.js';
import {
  DAY_MS,
  addMonths,
  distanceRate,
  isoDate,
  time,
  type DistanceRate,
  type RateQuality,
} from './distance-rate.js';
import { HEALTH_RULES } from './health.js';
import type {
  MaintenancePrediction,
  PredictionPriority,
  PredictionReason,
} from './maintenance-prediction.js';
import type { ServiceType } from './vehicle-schema.js';
import { fahrenheitToCelsius } from './units.js';
import { vehicleMessages } from './vehicle-messages.js';

export { serviceTypes, ServiceTypeSchema, type ServiceType } from './vehicle-schema.js';
export { addMonths, distanceRate, type DistanceRate, type RateQuality } from './distance-rate.js';
export { describePrediction, type DescribeOptions } from './prediction-text.js';
export {
  predictionPriorities,
  type MaintenancePrediction,
  type PredictionPriority,
  type PredictionReason,
} from './maintenance-prediction.js';

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
