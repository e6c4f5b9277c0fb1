import { topicKeys } from '@/lib/query-keys';

/**
 * Every house maintenance query's key, under the live-update topic `house-maintenance`: one
 * invalidation of `maintenanceKeys.all` (or one live event) refreshes the overview (items, open
 * schedules, totals) and every page of history.
 */
export const maintenanceKeys = {
  all: topicKeys.houseMaintenance,
  overview: () => [...topicKeys.houseMaintenance, 'overview'] as const,
  history: (page: number) => [...topicKeys.houseMaintenance, 'history', page] as const,
};

/** The family's assets, their schedules, expenses and reminders, under the topic `assets`. */
export const assetKeys = {
  all: topicKeys.assets,
  overview: () => [...topicKeys.assets, 'overview'] as const,
  expenses: (assetId: string) => [...topicKeys.assets, 'expenses', assetId] as const,
};
