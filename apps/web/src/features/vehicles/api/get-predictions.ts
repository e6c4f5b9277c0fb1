import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  predictionPriorities,
  type MaintenancePrediction,
  type PredictionReason,
} from '@usra/domain/vehicles/prediction';
import { ServiceTypeSchema } from '@usra/domain/vehicles/vehicle-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './query-keys';

const Bilingual = z.object({ en: z.string(), ar: z.string() });

/** The domain's `PredictionReason` (a type there), checked here: the web renders it. */
const PredictionReasonSchema = z.discriminatedUnion('code', [
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

const PredictionSchema = z.object({
  type: ServiceTypeSchema,
  priority: z.enum(predictionPriorities),
  confidence: z.number(),
  predictedDate: z.string(),
  distanceRemainingKm: z.number().nullable(),
  daysRemaining: z.number(),
  recommendedService: Bilingual,
  estimatedCostUsd: z.object({ min: z.number(), max: z.number() }).nullable(),
  diagnosticCode: z.string().nullable(),
  reason: PredictionReasonSchema,
}) satisfies z.ZodType<MaintenancePrediction>;

const PredictionsAnswerSchema = z.object({ predictions: z.array(PredictionSchema) });

/** Predicted maintenance, soonest first, each with its reason. */
export async function getPredictions(vehicleId: string): Promise<MaintenancePrediction[]> {
  return (await api.get(`/api/vehicles/${vehicleId}/predictions`, PredictionsAnswerSchema))
    .predictions;
}

export function getPredictionsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: vehicleKeys.predictions(vehicleId),
    queryFn: () => getPredictions(vehicleId),
  });
}

export function usePredictions(vehicleId: string) {
  return useQuery(getPredictionsQueryOptions(vehicleId));
}
