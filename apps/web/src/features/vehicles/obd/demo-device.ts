import type {
  CreateObdDeviceInput,
  ObdDevice,
  ObdReadingInput,
} from '@usra/domain/vehicles/obd-schema';
import { simulateDrive } from './simulate-drive';

/**
 * The demo device: a device like any other, whose readings this browser simulates. The server
 * has an `isDemo` flag that its create request does not take yet (the body is strict), so the
 * demo is also known by its device id, which starts with this prefix.
 */
export const DEMO_DEVICE_ID_PREFIX = 'usra-demo-';

export function isDemoDevice(device: Pick<ObdDevice, 'isDemo' | 'deviceId'>): boolean {
  return device.isDemo || device.deviceId.startsWith(DEMO_DEVICE_ID_PREFIX);
}

/** The create request of a demo device for a vehicle, named in the user's language. */
export function demoDeviceInput(
  vehicleId: string,
  deviceName: string,
  random: () => string = () => crypto.randomUUID().slice(0, 8),
): CreateObdDeviceInput {
  return {
    deviceName,
    deviceId: `${DEMO_DEVICE_ID_PREFIX}${random()}`,
    vehicleId,
    connectionType: 'bluetooth',
    protocolType: 'ISO 15765-4 (CAN)',
    firmwareVersion: 'demo',
  };
}

/** The demo's reading at `now`, `now - since` into its drive (since it was connected). */
export function demoReading(since: string, now: Date): ObdReadingInput {
  const elapsed = Math.max(0, (now.getTime() - Date.parse(since)) / 1000);
  const { phase: _phase, ...reading } = simulateDrive(elapsed);
  return { timestamp: now.toISOString(), ...reading };
}
