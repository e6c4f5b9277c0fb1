import { topicKeys } from '@/lib/query-keys';

/**
 * Every vehicle query's key, under the live-update topic `vehicles`: one invalidation of
 * `vehicleKeys.all` (or one live event) refreshes the list, a vehicle, its logs, its reminders,
 * the OBD devices and a vehicle's health (the server announces adapters, readings and alerts on
 * the same topic).
 */
export const vehicleKeys = {
  all: topicKeys.vehicles,
  list: () => [...topicKeys.vehicles, 'list'] as const,
  detail: (id: string) => [...topicKeys.vehicles, 'detail', id] as const,
  fuelLogs: (id: string) => [...topicKeys.vehicles, 'fuel-logs', id] as const,
  serviceLogs: (id: string) => [...topicKeys.vehicles, 'service-logs', id] as const,
  /** Every reminder query: one vehicle's, and all vehicles' (the cards). */
  reminders: () => [...topicKeys.vehicles, 'reminders'] as const,
  vehicleReminders: (id: string) => [...topicKeys.vehicles, 'reminders', id] as const,
  allReminders: () => [...topicKeys.vehicles, 'reminders', 'all'] as const,
  devices: () => [...topicKeys.vehicles, 'obd-devices'] as const,
  /** A vehicle's readings, score, alerts and predictions: what a new reading changes. */
  health: (id: string) => [...topicKeys.vehicles, 'health', id] as const,
  score: (id: string) => [...topicKeys.vehicles, 'health', id, 'score'] as const,
  readings: (id: string) => [...topicKeys.vehicles, 'health', id, 'readings'] as const,
  alerts: (id: string) => [...topicKeys.vehicles, 'health', id, 'alerts'] as const,
  predictions: (id: string) => [...topicKeys.vehicles, 'health', id, 'predictions'] as const,
};
