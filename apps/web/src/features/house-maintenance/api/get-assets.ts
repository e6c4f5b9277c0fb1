import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AssetExpenseSchema,
  AssetsOverviewSchema,
  type AssetExpense,
  type AssetsOverview,
} from '@usra/domain/assets/asset-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { assetKeys } from './query-keys';
import { withTimeZone } from './time-zone';

/** The assets, their open schedules, the newest expenses, the active reminders and totals. */
export async function getAssetsOverview(): Promise<AssetsOverview> {
  return api.get(withTimeZone('/api/assets/overview'), AssetsOverviewSchema);
}

export function getAssetsOverviewQueryOptions() {
  return queryOptions({ queryKey: assetKeys.overview(), queryFn: getAssetsOverview });
}

export function useAssetsOverview() {
  return useQuery(getAssetsOverviewQueryOptions());
}

/** Every expense of one asset, newest first. */
export async function getAssetExpenses(assetId: string): Promise<AssetExpense[]> {
  return api.get(`/api/assets/${assetId}/expenses`, z.array(AssetExpenseSchema));
}

export function useAssetExpenses(assetId: string) {
  return useQuery({
    queryKey: assetKeys.expenses(assetId),
    queryFn: () => getAssetExpenses(assetId),
  });
}
