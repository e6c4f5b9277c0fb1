// What the obd routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import type { HealthScore } from './health.js';
import {
  predictionPriorities,
  type MaintenancePrediction,
  type PredictionReason,
} from './prediction.js';
import { ServiceTypeSchema } from './vehicle-schema.js';
import { HealthAlertSchema, ObdDeviceSchema, ObdReadingSchema } from './obd-schema.js';

export const DeviceBodySchema = z.object({ device: ObdDeviceSchema });
/** An English and an Arabic text of the same thing. */
export const BilingualTextSchema = z.object({ en: z.string(), ar: z.string() });
/** The domain's `HealthScore` (an interface there), checked. */
export const HealthScoreSchema = z.object({
  score: z.number(),
  label: z.enum(['excellent', 'good', 'needs-attention']),
  temperatureHigh: z.boolean(),
  deductions: z.array(
    z.object({ rule: z.enum(['temperature', 'load', 'fuel', 'codes']), points: z.number() }),
  ),
  hasReading: z.boolean(),
}) satisfies z.ZodType<HealthScore>;
export const HealthSchema = z.object({
  latest: ObdReadingSchema.nullable(),
  score: HealthScoreSchema,
});
export type VehicleHealth = z.infer<typeof HealthSchema>;
/** The domain's `PredictionReason` (a type there), checked: the web renders it. */
export const PredictionReasonSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('distance-since-service'),
    sinceKm: z.number(),
    kmPerDay: z.number(),
    intervalKm: z.number(),
  }),
  z.object({
    code: z.literal('time-since-service'),
    sinceDays: z.number(),
    intervalMonths: z.number(),
  }),
  z.object({
    code: z.literal('no-distance-rate'),
    sinceDays: z.number(),
    intervalMonths: z.number(),
  }),
  z.object({
    code: z.literal('no-service-history'),
    odometerKm: z.number(),
    kmPerDay: z.number(),
    intervalKm: z.number(),
  }),
  z.object({ code: z.literal('diagnostic-code'), dtc: z.string() }),
  z.object({ code: z.literal('engine-temperature-high'), temperatureC: z.number() }),
]) satisfies z.ZodType<PredictionReason>;

export const PredictionSchema = z.object({
  type: ServiceTypeSchema,
  priority: z.enum(predictionPriorities),
  confidence: z.number(),
  predictedDate: z.string(),
  distanceRemainingKm: z.number().nullable(),
  daysRemaining: z.number(),
  recommendedService: BilingualTextSchema,
  estimatedCostUsd: z.object({ min: z.number(), max: z.number() }).nullable(),
  diagnosticCode: z.string().nullable(),
  reason: PredictionReasonSchema,
}) satisfies z.ZodType<MaintenancePrediction>;
export const AcceptedSchema = z.object({ accepted: z.number() });
export const GetObdDevicesAnswerSchema = z.object({ devices: z.array(ObdDeviceSchema) });
export const PostObdDevicesByIdTokenAnswerSchema = z.object({
  token: z.string(),
  device: ObdDeviceSchema,
});
export const GetVehiclesByIdReadingsAnswerSchema = z.object({
  readings: z.array(ObdReadingSchema),
});
export const GetVehiclesByIdAlertsAnswerSchema = z.object({ alerts: z.array(HealthAlertSchema) });
export const PostVehiclesByIdAlertsByAlertIdByStepAnswerSchema = z.object({
  alert: HealthAlertSchema,
});
export const GetVehiclesByIdPredictionsAnswerSchema = z.object({
  predictions: z.array(PredictionSchema),
});
