import type { QueryClient } from '@tanstack/react-query';
import type { DeviceStatusInput, ObdDevice } from '@usra/domain/vehicles/obd-schema';
import { afterReadings, postReadings } from '../api/post-readings';
import { startSession } from './adapter-sessions';
import { createPoller, runPoller, type Elm327Link } from './elm327-link';

/** A round of PIDs takes about half a second over BLE; then a pause. */
const POLL_PAUSE_MS = 1000;

interface AdapterPollingOptions {
  device: Pick<ObdDevice, 'id' | 'vehicleId'>;
  link: Elm327Link;
  /** Closes the Bluetooth connection. */
  close: () => void;
  queryClient: QueryClient;
  /** A batch could not be sent (kept for the next one), or a round failed. */
  onProblem: (error: unknown) => void;
  /** The adapter's name from its reset answer ("ELM327 v1.5"), reported as a device setting. */
  identity?: string | null;
}

/**
 * Reads the adapter while the page is open and sends its readings in batches through the
 * browser route (`POST /api/obd/devices/:id/readings`).
 */
export function startAdapterPolling({
  device,
  link,
  close,
  queryClient,
  onProblem,
  identity = null,
}: AdapterPollingOptions): void {
  // Device settings (spec section 3) as this adapter reports them: sent once, with a batch.
  let status: DeviceStatusInput | undefined = {
    settings: { ...(identity ? { adapter: identity } : {}), protocol: 'auto (ATSP0)' },
  };
  const poller = createPoller({
    link,
    post: async (batch) => {
      await postReadings(device.id, batch, status);
      status = undefined;
      const newest = batch[batch.length - 1];
      if (newest) await afterReadings(queryClient, device, String(newest.timestamp));
    },
    onPostError: onProblem,
  });
  const stop = runPoller(poller, POLL_PAUSE_MS, onProblem);
  startSession(device.id, {
    stop: async () => {
      await stop().catch(() => undefined);
      close();
    },
  });
}
