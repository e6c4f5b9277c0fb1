import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export const EVENTS_URL = '/api/events';

/** Spec core section 9: reconnect backoff 1, 2, 5, 10 s. */
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];
/** EventSource.CLOSED, spelled out so that the module loads where EventSource is missing. */
const CLOSED = 2;

export interface LiveEvent {
  topic: string;
  data?: Record<string, unknown>;
}

function parse(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as LiveEvent).topic === 'string'
    ) {
      return value as LiveEvent;
    }
  } catch {
    // A malformed frame is skipped; the next one still counts.
  }
  return null;
}

interface Options {
  queryClient: QueryClient;
  createSource?: (url: string) => EventSource;
}

/**
 * Opens the family's event stream: each change event refetches the queries whose key starts
 * with its topic. After a dropped connection every query is refetched, since events may have
 * been missed. The browser's EventSource retries on its own while the server answers; when it
 * gives up (an error answer), this retries with backoff. Returns the stop function.
 */
export function connectLiveUpdates({
  queryClient,
  createSource = (url) => new EventSource(url),
}: Options): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let hadConnection = false;
  let stopped = false;

  const open = () => {
    source = createSource(EVENTS_URL);
    source.onopen = () => {
      if (hadConnection || attempt > 0) void queryClient.invalidateQueries();
      hadConnection = true;
      attempt = 0;
    };
    source.onmessage = (message: MessageEvent) => {
      const event = parse(message.data);
      if (event) void queryClient.invalidateQueries({ queryKey: [event.topic] });
    };
    source.onerror = () => {
      // CONNECTING: the browser reconnects by itself (the server's retry hint). CLOSED: it gave up.
      if (stopped || source?.readyState !== CLOSED) return;
      source.close();
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(open, delay);
    };
  };

  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}

/** Keeps the signed-in shell's data live; mounted once in the shell. */
export function useLiveUpdates(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    return connectLiveUpdates({ queryClient });
  }, [queryClient, enabled]);
}
