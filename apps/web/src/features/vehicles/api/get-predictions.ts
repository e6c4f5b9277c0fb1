import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MaintenancePrediction } from '@usra/domain/vehicles/prediction';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './query-keys';
import { GetVehiclesByIdPredictionsAnswerSchema as PredictionsAnswerSchema } from '@usra/domain/vehicles/obd-answers';

/** Predicted maintenance, soonest first, each with its reason. */
export async function getPredictions(vehicleId: string): Promise<MaintenancePrediction[]> {
  return (await api.get(`/api/vehicles/${vehicleId}/predictions`, PredictionsAnswerSchema))
    .predictions;
}

export function getPredictionsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: vehicleKeys.predictions(vehicleId),
    queryFn: () => getPredictions(vehicleId),
  });
}

export function usePredictions(vehicleId: string) {
  return useQuery(getPredictionsQueryOptions(vehicleId));
}
