import { useCallback, useEffect, useRef, useState } from 'react';
import { useShareLocation, useStopSharingLocation } from '../api/share-location';

const STORAGE_KEY = 'usra.shareLocation';
/** At most one update a minute while the position keeps changing a little. */
const MIN_INTERVAL_MS = 60_000;

export type SharingProblem = 'unsupported' | 'denied' | 'unavailable' | 'failed' | null;

function savedChoice(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function saveChoice(on: boolean) {
  try {
    if (on) globalThis.localStorage?.setItem(STORAGE_KEY, 'on');
    else globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Private browsing: the choice lasts for this visit.
  }
}

/**
 * Opt-in location sharing from this browser: off by default, remembered on this device, and
 * stopped at any time (which also marks the member offline).
 */
export function useLocationSharing() {
  const share = useShareLocation();
  const stop = useStopSharingLocation();
  const [enabled, setEnabled] = useState(savedChoice);
  const [problem, setProblem] = useState<SharingProblem>(null);
  const lastSent = useRef(0);
  const { mutate } = share;

  useEffect(() => {
    if (!enabled) return;
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      setEnabled(false);
      saveChoice(false);
      return;
    }
    lastSent.current = 0;
    const id = navigator.geolocation.watchPosition(
      (position) => {
        setProblem(null);
        const now = Date.now();
        if (now - lastSent.current < MIN_INTERVAL_MS) return;
        lastSent.current = now;
        mutate(
          {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            accuracy: position.coords.accuracy,
          },
          { onError: () => setProblem('failed') },
        );
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          setProblem('denied');
          setEnabled(false);
          saveChoice(false);
        } else {
          setProblem('unavailable');
        }
      },
      { enableHighAccuracy: false, maximumAge: 30_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [enabled, mutate]);

  const setSharing = useCallback(
    (on: boolean) => {
      setProblem(null);
      setEnabled(on);
      saveChoice(on);
      if (!on) stop.mutate();
    },
    [stop],
  );

  return { enabled, setSharing, problem, lastShared: share.data ?? null, sending: share.isPending };
}
