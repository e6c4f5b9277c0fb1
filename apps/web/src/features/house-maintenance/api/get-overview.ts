import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MaintenanceOverviewSchema,
  type MaintenanceOverview,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { api } from '@/lib/api-client';
import { maintenanceKeys } from './query-keys';
import { withTimeZone } from './time-zone';

/** Items, open schedules, the first page of history and the four totals, in one answer. */
export async function getMaintenanceOverview(): Promise<MaintenanceOverview> {
  return api.get(withTimeZone('/api/house-maintenance/overview'), MaintenanceOverviewSchema);
}

export function getMaintenanceOverviewQueryOptions() {
  return queryOptions({ queryKey: maintenanceKeys.overview(), queryFn: getMaintenanceOverview });
}

export function useMaintenanceOverview() {
  return useQuery(getMaintenanceOverviewQueryOptions());
}
