import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FuelEconomy } from '@usra/domain/vehicles/fuel-economy';
import { FuelLogSchema, type FuelLog } from '@usra/domain/vehicles/vehicle-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './query-keys';

/** The domain's `FuelEconomy` (an interface there), checked here. */
export const FuelEconomySchema = z.object({
  perFill: z.array(
    z.object({
      id: z.string(),
      distanceKm: z.number(),
      litres: z.number(),
      litresPer100Km: z.number(),
    }),
  ),
  averageLitresPer100Km: z.number().nullable(),
  costPerKm: z.number().nullable(),
}) satisfies z.ZodType<FuelEconomy>;

const FuelLogsAnswerSchema = z.object({
  fuelLogs: z.array(FuelLogSchema),
  economy: FuelEconomySchema,
});

export interface FuelLogs {
  fuelLogs: FuelLog[];
  economy: FuelEconomy;
}

export async function getFuelLogs(vehicleId: string): Promise<FuelLogs> {
  return api.get(`/api/vehicles/${vehicleId}/fuel-logs`, FuelLogsAnswerSchema);
}

export function getFuelLogsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: vehicleKeys.fuelLogs(vehicleId),
    queryFn: () => getFuelLogs(vehicleId),
  });
}

export function useFuelLogs(vehicleId: string) {
  return useQuery(getFuelLogsQueryOptions(vehicleId));
}
