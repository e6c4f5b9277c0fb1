import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ObdDevice } from '@usra/domain/vehicles/obd-schema';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './query-keys';
import {
  PostObdDevicesByIdTokenAnswerSchema as TokenAnswerSchema,
  DeviceBodySchema as DeviceAnswerSchema,
} from '@usra/domain/vehicles/obd-answers';

/** A new ingestion token, shown this once (the old one stops working). */
export async function issueDeviceToken(id: string): Promise<{ token: string; device: ObdDevice }> {
  return api.post(`/api/obd/devices/${id}/token`, {}, TokenAnswerSchema);
}

export async function revokeDeviceToken(id: string): Promise<ObdDevice> {
  return (await api.delete(`/api/obd/devices/${id}/token`, DeviceAnswerSchema)).device;
}

// The server does not announce token changes: this tab refetches the list (`hasToken`).
export function useIssueDeviceToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueDeviceToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.devices() }),
  });
}

export function useRevokeDeviceToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDeviceToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.devices() }),
  });
}
