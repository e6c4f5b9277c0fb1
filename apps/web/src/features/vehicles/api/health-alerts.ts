import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type HealthAlert } from '@usra/domain/vehicles/obd-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { vehicleKeys } from './query-keys';
import {
  GetVehiclesByIdAlertsAnswerSchema as AlertsAnswerSchema,
  PostVehiclesByIdAlertsByAlertIdByStepAnswerSchema as AlertAnswerSchema,
} from '@usra/domain/vehicles/obd-answers';

/** Alerts raised by trouble codes, newest first. */
export async function getAlerts(vehicleId: string): Promise<HealthAlert[]> {
  return (await api.get(`/api/vehicles/${vehicleId}/alerts`, AlertsAnswerSchema)).alerts;
}

export function getAlertsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: vehicleKeys.alerts(vehicleId),
    queryFn: () => getAlerts(vehicleId),
  });
}

export function useAlerts(vehicleId: string) {
  return useQuery(getAlertsQueryOptions(vehicleId));
}

export type AlertStep = 'acknowledge' | 'resolve';

/** Acknowledge; resolve only once acknowledged (409 ALERT_NOT_ACKNOWLEDGED otherwise). */
export async function alertStep({
  vehicleId,
  alertId,
  step,
}: {
  vehicleId: string;
  alertId: string;
  step: AlertStep;
}): Promise<HealthAlert> {
  return (
    await api.post(`/api/vehicles/${vehicleId}/alerts/${alertId}/${step}`, {}, AlertAnswerSchema)
  ).alert;
}

export function useAlertStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alertStep,
    onSuccess: (alert) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: vehicleKeys.alerts(alert.vehicleId),
        id: alert.vehicleId,
        action: 'alert',
      }),
  });
}
