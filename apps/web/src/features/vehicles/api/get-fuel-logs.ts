import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FuelEconomy } from '@usra/domain/vehicles/fuel-economy';
import { type FuelLog } from '@usra/domain/vehicles/vehicle-schema';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './query-keys';
import { GetVehiclesByIdFuelLogsAnswerSchema as FuelLogsAnswerSchema } from '@usra/domain/vehicles/vehicles-answers';
import { FuelEconomySchema } from '@usra/domain/vehicles/vehicles-answers';
export { FuelEconomySchema };

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
