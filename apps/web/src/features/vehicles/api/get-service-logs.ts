import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ServiceLog } from '@usra/domain/vehicles/vehicle-schema';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './query-keys';
import { GetVehiclesByIdServiceLogsAnswerSchema as ServiceLogsAnswerSchema } from '@usra/domain/vehicles/vehicles-answers';

export async function getServiceLogs(vehicleId: string): Promise<ServiceLog[]> {
  return (await api.get(`/api/vehicles/${vehicleId}/service-logs`, ServiceLogsAnswerSchema))
    .serviceLogs;
}

export function getServiceLogsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: vehicleKeys.serviceLogs(vehicleId),
    queryFn: () => getServiceLogs(vehicleId),
  });
}

export function useServiceLogs(vehicleId: string) {
  return useQuery(getServiceLogsQueryOptions(vehicleId));
}
