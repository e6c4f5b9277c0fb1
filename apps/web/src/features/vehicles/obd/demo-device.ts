import type {
  CreateObdDeviceInput,
  ObdDevice,
  ObdReadingInput,
} from '@usra/domain/vehicles/obd-schema';
import { simulatedReading } from '@usra/domain/vehicles/drive-simulator';

/**
 * The demo device: a device like any other, made with `demo: true` (the server keeps `isDemo`),
 * whose readings this browser simulates with the domain's drive (the same one
 * `npm run obd:simulate` streams). Its device id also starts with this prefix.
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
    demo: true,
  };
}

/** How often the demo sends a reading. */
export const DEMO_INTERVAL_MS = 2000;

/** The demo's reading at `now`, `now - since` into its drive (since it was connected). */
export function demoReading(since: string, now: Date): ObdReadingInput {
  const started = Date.parse(since);
  const elapsed = Math.max(0, (now.getTime() - started) / 1000);
  return { ...simulatedReading(elapsed, new Date(started)), timestamp: now.toISOString() };
}
