import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ObdReading } from '@usra/domain/vehicles/obd-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './query-keys';
import {
  HealthSchema as HealthAnswerSchema,
  GetVehiclesByIdReadingsAnswerSchema as ReadingsAnswerSchema,
} from '@usra/domain/vehicles/obd-answers';
export type VehicleHealth = z.infer<typeof HealthAnswerSchema>;

/** Spec section 9's score of the latest reading (0 without one). */
export async function getVehicleHealth(vehicleId: string): Promise<VehicleHealth> {
  return api.get(`/api/vehicles/${vehicleId}/health`, HealthAnswerSchema);
}

export function getVehicleHealthQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: vehicleKeys.score(vehicleId),
    queryFn: () => getVehicleHealth(vehicleId),
  });
}

export function useVehicleHealth(vehicleId: string) {
  return useQuery(getVehicleHealthQueryOptions(vehicleId));
}

/** The latest 100 readings, newest first (spec section 7). */
export async function getReadings(vehicleId: string): Promise<ObdReading[]> {
  return (await api.get(`/api/vehicles/${vehicleId}/readings`, ReadingsAnswerSchema)).readings;
}

export function getReadingsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: vehicleKeys.readings(vehicleId),
    queryFn: () => getReadings(vehicleId),
  });
}

export function useReadings(vehicleId: string) {
  return useQuery(getReadingsQueryOptions(vehicleId));
}
