import { topicKeys } from '@/lib/query-keys';

/**
 * Every vehicle query's key, under the live-update topic `vehicles`: one invalidation of
 * `vehicleKeys.all` (or one live event) refreshes the list, a vehicle and its logs.
 */
export const vehicleKeys = {
  all: topicKeys.vehicles,
  list: () => [...topicKeys.vehicles, 'list'] as const,
  detail: (id: string) => [...topicKeys.vehicles, 'detail', id] as const,
  fuelLogs: (id: string) => [...topicKeys.vehicles, 'fuel-logs', id] as const,
  serviceLogs: (id: string) => [...topicKeys.vehicles, 'service-logs', id] as const,
};
