import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  type CreateObdDeviceInput,
  type ObdAction,
  type ObdDevice,
  type UpdateObdDeviceInput,
} from '@usra/domain/vehicles/obd-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { vehicleKeys } from './query-keys';
import {
  GetObdDevicesAnswerSchema as DevicesAnswerSchema,
  DeviceBodySchema as DeviceAnswerSchema,
} from '@usra/domain/vehicles/obd-answers';

/** The family's OBD devices, newest first. */
export async function getObdDevices(): Promise<ObdDevice[]> {
  return (await api.get('/api/obd/devices', DevicesAnswerSchema)).devices;
}

export function getObdDevicesQueryOptions() {
  return queryOptions({ queryKey: vehicleKeys.devices(), queryFn: getObdDevices });
}

export function useObdDevices() {
  return useQuery(getObdDevicesQueryOptions());
}

export async function createObdDevice(input: CreateObdDeviceInput): Promise<ObdDevice> {
  return (await api.post('/api/obd/devices', input, DeviceAnswerSchema)).device;
}

export async function updateObdDevice({
  id,
  input,
}: {
  id: string;
  input: UpdateObdDeviceInput;
}): Promise<ObdDevice> {
  return (await api.patch(`/api/obd/devices/${id}`, input, DeviceAnswerSchema)).device;
}

/** Pair, connect, disconnect or reset (spec section 4's states). */
export async function obdDeviceAction({
  id,
  action,
}: {
  id: string;
  action: ObdAction;
}): Promise<ObdDevice> {
  return (await api.post(`/api/obd/devices/${id}/${action}`, {}, DeviceAnswerSchema)).device;
}

export async function deleteObdDevice(device: ObdDevice): Promise<void> {
  await api.delete<{ ok: true }>(`/api/obd/devices/${device.id}`);
}

/**
 * The server announces a device change as `{ id: its vehicle, action: 'device' }`. A device
 * without a vehicle is announced without an id, so that event cannot be told from another
 * tab's: the list is simply refetched.
 */
export async function afterDeviceChange(queryClient: QueryClient, vehicleId: string | null) {
  if (!vehicleId) {
    await queryClient.invalidateQueries({ queryKey: vehicleKeys.devices() });
    return;
  }
  await refetchAfterOwnChange(queryClient, {
    queryKey: vehicleKeys.devices(),
    id: vehicleId,
    action: 'device',
  });
}

export function useCreateObdDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createObdDevice,
    onSuccess: (device) => afterDeviceChange(queryClient, device.vehicleId),
  });
}

export function useUpdateObdDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateObdDevice,
    onSuccess: (device) => afterDeviceChange(queryClient, device.vehicleId),
  });
}

export function useObdDeviceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: obdDeviceAction,
    onSuccess: (device) => afterDeviceChange(queryClient, device.vehicleId),
  });
}

export function useDeleteObdDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteObdDevice,
    onSuccess: (_answer, device) => afterDeviceChange(queryClient, device.vehicleId),
  });
}
