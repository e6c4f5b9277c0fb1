/**
 * What a maintenance prediction is (the answer of `GET /vehicles/:id/predictions`), apart from
 * how it is made (`prediction.ts`) and how its reason is told (`prediction-text.ts`), which both
 * read it.
 */
import type { Bilingual } from './dtc.js';
import type { ServiceType } from './vehicle-schema.js';

export const predictionPriorities = ['critical', 'high', 'medium', 'low'] as const;
export type PredictionPriority = (typeof predictionPriorities)[number];

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
