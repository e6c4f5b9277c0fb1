import type { QueryClient } from '@tanstack/react-query';
import type {
  DeviceStatusInput,
  ObdDevice,
  ObdReadingInput,
} from '@usra/domain/vehicles/obd-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { vehicleKeys } from './query-keys';
import { AcceptedSchema } from '@usra/domain/vehicles/obd-answers';

/**
 * Readings this browser took (a Web Bluetooth adapter, or the demo device), sent with the
 * session. 409 DEVICE_WITHOUT_VEHICLE when the device has no vehicle yet.
 */
export async function postReadings(
  deviceId: string,
  readings: readonly ObdReadingInput[],
  /** What the adapter says of itself (its name and settings), when known. */
  device?: DeviceStatusInput,
): Promise<number> {
  const body = device ? { readings, device } : { readings };
  return (await api.post(`/api/obd/devices/${deviceId}/readings`, body, AcceptedSchema)).accepted;
}

/**
 * After readings were accepted: the vehicle's health refetches (its live event, `{ id: vehicle,
 * action: 'readings' }`, is then skipped in this tab), and the device's last reading time moves
 * in the cached list without another request.
 */
export async function afterReadings(
  queryClient: QueryClient,
  device: Pick<ObdDevice, 'id' | 'vehicleId'>,
  newest: string,
): Promise<void> {
  if (!device.vehicleId) return;
  queryClient.setQueryData<ObdDevice[]>(vehicleKeys.devices(), (devices) =>
    devices?.map((d) => (d.id === device.id ? { ...d, lastReadingAt: newest } : d)),
  );
  await refetchAfterOwnChange(queryClient, {
    queryKey: vehicleKeys.health(device.vehicleId),
    id: device.vehicleId,
    action: 'readings',
  });
}
