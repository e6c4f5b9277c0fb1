import { queryOptions, useQuery } from '@tanstack/react-query';
import { AssetsOverviewSchema } from '@usra/domain/assets/asset-schema';
import { api } from '@/lib/api-client';
import { linkTargetKeys } from './query-keys';
import { withTimeZone } from './time-zone';
import { GetVehiclesAnswerSchema as VehiclesAnswerSchema } from '@usra/domain/vehicles/vehicles-answers';

export interface LinkTarget {
  id: string;
  name: string;
}

/** The family's assets, by name, for Quick Upload's optional link. */
export async function getAssetTargets(): Promise<LinkTarget[]> {
  const overview = await api.get(withTimeZone('/api/assets/overview'), AssetsOverviewSchema);
  return overview.assets.map(({ id, name }) => ({ id, name }));
}

/** The family's vehicles, by name. */
export async function getVehicleTargets(): Promise<LinkTarget[]> {
  const answer = await api.get('/api/vehicles', VehiclesAnswerSchema);
  return answer.vehicles.map(({ id, name }) => ({ id, name }));
}

export function useLinkTargets(enabled: boolean) {
  const assets = useQuery({
    ...queryOptions({ queryKey: linkTargetKeys.assets(), queryFn: getAssetTargets }),
    enabled,
  });
  const vehicles = useQuery({
    ...queryOptions({ queryKey: linkTargetKeys.vehicles(), queryFn: getVehicleTargets }),
    enabled,
  });
  return { assets: assets.data ?? [], vehicles: vehicles.data ?? [] };
}
