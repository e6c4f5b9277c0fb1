import { useSyncExternalStore } from 'react';

/**
 * Adapters this page is reading from right now (Web Bluetooth), by the OBD device's id. A
 * session lives while the page is open, whichever tab of the screen is shown; disconnecting
 * the device or closing the page ends it.
 */
interface Session {
  stop: () => Promise<void>;
}

const sessions = new Map<string, Session>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function startSession(deviceId: string, session: Session): void {
  const previous = sessions.get(deviceId);
  sessions.set(deviceId, session);
  emit();
  if (previous) void previous.stop();
}

export async function stopSession(deviceId: string): Promise<void> {
  const session = sessions.get(deviceId);
  if (!session) return;
  sessions.delete(deviceId);
  emit();
  await session.stop();
}

export function hasSession(deviceId: string): boolean {
  return sessions.has(deviceId);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this page is reading from the device's adapter now. */
export function useHasSession(deviceId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => sessions.has(deviceId),
    () => false,
  );
}
