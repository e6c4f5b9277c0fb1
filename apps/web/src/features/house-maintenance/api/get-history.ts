import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MaintenanceHistoryPageSchema,
  type MaintenanceHistoryPage,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { api } from '@/lib/api-client';
import { maintenanceKeys } from './query-keys';

/** One page of history (50 rows), newest first; `page` starts at 1. */
export async function getMaintenanceHistory(page: number): Promise<MaintenanceHistoryPage> {
  return api.get(`/api/house-maintenance/history?page=${page}`, MaintenanceHistoryPageSchema);
}

export function getMaintenanceHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: maintenanceKeys.history(page),
    queryFn: () => getMaintenanceHistory(page),
    placeholderData: keepPreviousData,
  });
}

export function useMaintenanceHistory(page: number) {
  return useQuery(getMaintenanceHistoryQueryOptions(page));
}
