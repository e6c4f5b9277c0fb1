import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ObdDevice } from '@usra/domain/vehicles/obd-schema';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-client';
import { afterReadings, postReadings } from '../api/post-readings';
import { DEMO_INTERVAL_MS, demoReading, isDemoDevice } from '../obd/demo-device';

/** Answers after which sending again cannot help: the device went, or lost its vehicle. */
const FINAL_CODES = new Set(['NOT_FOUND', 'DEVICE_WITHOUT_VEHICLE', 'UNAUTHENTICATED']);

interface LockManager {
  request(
    name: string,
    options: { signal: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<void>;
}

/**
 * Sends the demo device's simulated drive every 2 seconds through the browser route. With
 * several tabs of the screen open, a Web Lock lets one tab stream and the next take over when
 * it closes. Returns the stop function.
 */
export function streamDemo(
  device: Pick<ObdDevice, 'id' | 'vehicleId' | 'lastConnection' | 'createdAt'>,
  queryClient: QueryClient,
): () => void {
  const controller = new AbortController();
  const since = device.lastConnection ?? device.createdAt;
  const run = () =>
    new Promise<void>((resolve) => {
      let sending = false;
      const tick = async () => {
        if (sending || controller.signal.aborted) return;
        sending = true;
        const reading = demoReading(since, new Date());
        try {
          await postReadings(device.id, [reading]);
          await afterReadings(queryClient, device, String(reading.timestamp));
        } catch (error) {
          if (isApiError(error) && FINAL_CODES.has(error.code)) controller.abort();
        } finally {
          sending = false;
        }
      };
      const timer = setInterval(() => void tick(), DEMO_INTERVAL_MS);
      void tick();
      const stop = () => {
        clearInterval(timer);
        resolve();
      };
      if (controller.signal.aborted) stop();
      else controller.signal.addEventListener('abort', stop);
    });
  const locks = (globalThis.navigator as Navigator & { locks?: LockManager }).locks;
  if (locks) {
    // Aborting a request still waiting for the lock rejects it: nothing to report.
    locks
      .request(`usra-demo-${device.id}`, { signal: controller.signal }, run)
      .catch(() => undefined);
  } else {
    void run();
  }
  return () => controller.abort();
}

/**
 * While the screen is open, every connected demo device with a vehicle streams. A device that is
 * disconnected, deleted or moved stops (its key changes).
 */
export function useDemoStream(devices: ObdDevice[] | undefined): void {
  const queryClient = useQueryClient();
  const streaming = (devices ?? []).filter(
    (d) => isDemoDevice(d) && d.vehicleId !== null && d.isConnected,
  );
  const key = streaming.map((d) => `${d.id}:${d.vehicleId}:${d.lastConnection}`).join('|');
  useEffect(() => {
    if (!key) return;
    const stops = streaming.map((device) => streamDemo(device, queryClient));
    return () => stops.forEach((stop) => stop());
    // `key` names exactly the devices streaming and what of them matters.
  }, [key, queryClient]);
}
