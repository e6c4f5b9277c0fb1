import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEventPayload } from '@usra/domain/common/live-topics';
import { notificationSourceTopics } from '@usra/domain/notifications/notification-schema';

const isNotificationSource = (topic: string) =>
  (notificationSourceTopics as readonly string[]).includes(topic);

export const EVENTS_URL = '/api/events';

/** Spec core section 9: reconnect backoff 1, 2, 5, 10 s. */
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];
/** EventSource.CLOSED, spelled out so that the module loads where EventSource is missing. */
const CLOSED = 2;

export type LiveEvent = LiveEventPayload;

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

/**
 * How long a change stays recognisable as this tab's own: its live event normally arrives within
 * milliseconds of the answer, one way round or the other.
 */
const OWN_CHANGE_WINDOW_MS = 30_000;

/** Changes this tab made, by `topic|id|action`: those whose event is due, and events already in. */
interface OwnChanges {
  awaitingEvent: Map<string, number>;
  eventsSeen: Map<string, number>;
}

const ownChangesByClient = new WeakMap<QueryClient, OwnChanges>();

function ownChangesOf(queryClient: QueryClient): OwnChanges {
  let changes = ownChangesByClient.get(queryClient);
  if (!changes) {
    changes = { awaitingEvent: new Map(), eventsSeen: new Map() };
    ownChangesByClient.set(queryClient, changes);
  }
  return changes;
}

/** Removes `key` and says whether it was there and still fresh; drops stale entries too. */
function take(entries: Map<string, number>, key: string, now: number): boolean {
  for (const [entry, expires] of entries) if (expires <= now) entries.delete(entry);
  return entries.delete(key);
}

function changeKey(topic: string, id: string, action: string): string {
  return `${topic}|${id}|${action}`;
}

/**
 * The live event of a change that this tab made is skipped: the mutation has refetched already
 * (or will, if the event came first: see `refetchAfterOwnChange`). Any other event counts.
 */
function isOwnChangeEvent(queryClient: QueryClient, event: LiveEvent): boolean {
  const id = event.data?.id;
  const action = event.data?.action;
  if (typeof id !== 'string' || typeof action !== 'string') return false;
  const key = changeKey(event.topic, id, action);
  const changes = ownChangesOf(queryClient);
  const now = Date.now();
  if (take(changes.awaitingEvent, key, now)) return true;
  changes.eventsSeen.set(key, now + OWN_CHANGE_WINDOW_MS);
  return false;
}

/** A change this tab made on the server, as its live event will name it (`{ id, action }`). */
export interface OwnChange {
  /** A key under the change's topic (its first part); the queries to refetch. */
  queryKey: QueryKey;
  id: string;
  action: string;
}

/**
 * After this tab changed something: refetch `queryKey` once, unless the change's live event got
 * here first and has refetched it already; then wait for that refetch instead. Every tab hears the
 * event, so without this the acting tab would refetch the same queries twice.
 */
export async function refetchAfterOwnChange(
  queryClient: QueryClient,
  { queryKey, id, action }: OwnChange,
): Promise<void> {
  const key = changeKey(String(queryKey[0]), id, action);
  const changes = ownChangesOf(queryClient);
  const now = Date.now();
  if (take(changes.eventsSeen, key, now)) {
    // The event's refetch may still be gathering its burst (GATHER_MS): wait for it to start.
    await coalescers.get(queryClient)?.whenRefetched([queryKey[0]]);
    const inFlight = queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' });
    await Promise.allSettled(inFlight.map((query) => query.promise));
    return;
  }
  changes.awaitingEvent.set(key, now + OWN_CHANGE_WINDOW_MS);
  await queryClient.invalidateQueries({ queryKey });
}

/** A burst of events (one OBD reading's, one import's) is gathered this long into one refetch. */
export const GATHER_MS = 50;
/** At most one refetch per query key per this long, however many changes arrive (issue 30). */
export const MIN_REFETCH_INTERVAL_MS = 1000;

/**
 * Coalesces live-update refetches per query key: the first change refetches after `GATHER_MS`
 * (the other events of the same change arrive meanwhile and join it), and a key refetched less
 * than `MIN_REFETCH_INTERVAL_MS` ago waits until that second is over. Changes that arrive while
 * a refetch waits join it, so a stream of readings refetches a screen once a second, not once
 * per reading and topic.
 */
export class RefetchCoalescer {
  private readonly lastRefetch = new Map<string, number>();
  private readonly waiting = new Map<
    string,
    { timer: ReturnType<typeof setTimeout>; done: Promise<void>; resolve: () => void }
  >();

  constructor(
    private readonly refetch: (queryKey: QueryKey) => Promise<void>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  request(queryKey: QueryKey): void {
    const id = JSON.stringify(queryKey);
    if (this.waiting.has(id)) return;
    const last = this.lastRefetch.get(id);
    const delay =
      last === undefined
        ? GATHER_MS
        : Math.max(GATHER_MS, last + MIN_REFETCH_INTERVAL_MS - this.now());
    let resolve: () => void = () => undefined;
    const done = new Promise<void>((r) => (resolve = r));
    const timer = setTimeout(() => {
      this.waiting.delete(id);
      this.lastRefetch.set(id, this.now());
      void this.refetch(queryKey).finally(resolve);
    }, delay);
    this.waiting.set(id, { timer, done, resolve });
  }

  /** Resolves once the refetch waiting for `queryKey` (if any) has been made. */
  async whenRefetched(queryKey: QueryKey): Promise<void> {
    await this.waiting.get(JSON.stringify(queryKey))?.done;
  }

  /** Everything is being refetched (a reconnect): what waited is part of it. */
  refetchedAll(): void {
    const at = this.now();
    for (const [id, entry] of this.waiting) {
      clearTimeout(entry.timer);
      entry.resolve();
      this.lastRefetch.set(id, at);
    }
    this.waiting.clear();
  }

  stop(): void {
    for (const entry of this.waiting.values()) {
      clearTimeout(entry.timer);
      entry.resolve();
    }
    this.waiting.clear();
  }
}

/** The coalescer of the live connection feeding a query client (one per signed-in shell). */
const coalescers = new WeakMap<QueryClient, RefetchCoalescer>();

interface Options {
  queryClient: QueryClient;
  createSource?: (url: string) => EventSource;
}

/**
 * Opens the family's event stream: each change event refetches the queries whose key starts
 * with its topic (coalesced: at most once a second per key, `RefetchCoalescer`). After a dropped connection every query is refetched, since events may have
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
  const coalescer = new RefetchCoalescer((queryKey) => queryClient.invalidateQueries({ queryKey }));
  coalescers.set(queryClient, coalescer);

  const open = () => {
    source = createSource(EVENTS_URL);
    source.onopen = () => {
      if (hadConnection || attempt > 0) {
        coalescer.refetchedAll();
        void queryClient.invalidateQueries();
      }
      hadConnection = true;
      attempt = 0;
    };
    source.onmessage = (message: MessageEvent) => {
      const event = parse(message.data);
      if (!event) return;
      // The bell's list is computed from these areas: any change there, this tab's own too.
      if (isNotificationSource(event.topic)) coalescer.request(['notifications']);
      if (!isOwnChangeEvent(queryClient, event)) coalescer.request([event.topic]);
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
    coalescer.stop();
    if (coalescers.get(queryClient) === coalescer) coalescers.delete(queryClient);
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
