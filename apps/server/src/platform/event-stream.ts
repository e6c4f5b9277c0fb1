import type { LiveEventPayload } from '@usra/domain/common/live-topics';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Session } from '@usra/domain/auth/auth-schema';
import { sessionOf } from './session-guard.js';
import { SESSION_COOKIE } from './auth.js';
import { AppError, errorMessages } from './errors.js';
import type { ChangeEvent, EventBus } from './events.js';
import { commonErrors, ErrorResponseSchema } from './http-schemas.js';
import type { Lifecycle } from './shutdown.js';

/** Spec core section 9: realtime heartbeat 25 s. Proxies close streams that stay silent. */
export const HEARTBEAT_MS = 25_000;
/** The EventSource waits this long before reconnecting after a dropped stream. */
export const RETRY_MS = 2_000;
/**
 * A draining instance (SIGTERM) ends its streams with a `reconnect` event whose retry hint is
 * this long plus up to `DRAIN_RETRY_SPREAD_MS`: the browsers come back soon, through the proxy to
 * another instance, but not all in the same millisecond.
 */
export const DRAIN_RETRY_MS = 250;
export const DRAIN_RETRY_SPREAD_MS = 1000;
const SHUTTING_DOWN = 'This server is shutting down. Please try again.';
/** Open streams one session may hold: a tab each, and a person has a few tabs open. */
export const MAX_STREAMS_PER_SESSION = 10;
/**
 * Open streams from one client address: a household behind one router has several people
 * (LIVE_STREAMS_PER_ADDRESS_MAX sets it per instance).
 */
export const MAX_STREAMS_PER_ADDRESS = 50;

/**
 * A family's events are sent in batches (issue 30): those published within this long of the
 * first go out together, once per open stream, in one write, with repeats left out. A burst (an
 * OBD device's readings, an import, a CalDAV sync) costs each stream one write and each screen
 * one round of refetches instead of one per event.
 */
export const BATCH_MS = 50;

export interface StreamLimits {
  perSession: number;
  perAddress: number;
}

export interface EventStreamOptions {
  bus: EventBus;
  /**
   * Checks on every heartbeat that the session still holds: a signed-out or expired session,
   * or a user who moved to another family, ends the stream (the client reconnects afresh).
   */
  recheckSession: (request: FastifyRequest) => Promise<Session | null>;
  heartbeatMs?: number;
  limits?: StreamLimits;
  /** Draining ends every stream with a goodbye and refuses new ones (503). */
  lifecycle?: Lifecycle;
  /** How long a family's events are gathered before they are sent (BATCH_MS). */
  batchMs?: number;
}

/** What a stream receives: its family's batch of events, each at most once, in order. */
type BatchListener = (events: readonly ChangeEvent[]) => void;

/**
 * One subscription to the bus per family with open streams, however many streams it has: the
 * events of a window are gathered, repeats dropped, and handed to each stream once.
 */
class FamilyBatches {
  private readonly families = new Map<
    string,
    {
      listeners: Set<BatchListener>;
      unsubscribe: () => void;
      pending: ChangeEvent[];
      seen: Set<string>;
      timer: NodeJS.Timeout | null;
    }
  >();

  constructor(
    private readonly bus: EventBus,
    private readonly batchMs: number,
  ) {}

  subscribe(familyId: string, listener: BatchListener): () => void {
    let family = this.families.get(familyId);
    if (!family) {
      const created = {
        listeners: new Set<BatchListener>(),
        pending: [] as ChangeEvent[],
        seen: new Set<string>(),
        timer: null as NodeJS.Timeout | null,
        unsubscribe: () => {},
      };
      created.unsubscribe = this.bus.subscribe(familyId, (event) => {
        if (event.familyId !== familyId) return;
        const key = JSON.stringify([event.topic, event.userId ?? null, event.data ?? null]);
        if (created.seen.has(key)) return;
        created.seen.add(key);
        created.pending.push(event);
        created.timer ??= setTimeout(() => this.flush(familyId), this.batchMs);
      });
      this.families.set(familyId, created);
      family = created;
    }
    const entry = family;
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size > 0 || this.families.get(familyId) !== entry) return;
      if (entry.timer) clearTimeout(entry.timer);
      entry.unsubscribe();
      this.families.delete(familyId);
    };
  }

  private flush(familyId: string): void {
    const family = this.families.get(familyId);
    if (!family) return;
    const events = family.pending;
    family.pending = [];
    family.seen.clear();
    family.timer = null;
    for (const listener of [...family.listeners]) listener(events);
  }
}

/** Counts open streams by key; `acquire` fails once a key holds `max`. */
class StreamCounter {
  private readonly counts = new Map<string, number>();

  acquire(key: string, max: number): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= max) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  release(key: string): void {
    const count = (this.counts.get(key) ?? 1) - 1;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }
}

/** The session's cookie value (with or without the __Secure- prefix): one key per session. */
function sessionKey(request: FastifyRequest, userId: string): string {
  for (const [name, value] of Object.entries(request.cookies)) {
    if (value && (name === SESSION_COOKIE || name.endsWith(`-${SESSION_COOKIE}`))) return value;
  }
  return `user:${userId}`;
}

function frame(event: ChangeEvent): string {
  const body: LiveEventPayload = { topic: event.topic };
  if (event.data) body.data = event.data;
  return `data: ${JSON.stringify(body)}\n\n`;
}

/**
 * The last frame of a stream whose instance is shutting down: a short retry hint, and a named
 * event (the web client's `onmessage` does not see it) saying why. The EventSource reconnects by
 * itself once the stream ends, after the hint.
 */
export function goodbyeFrame(random = Math.random): string {
  const retry = DRAIN_RETRY_MS + Math.floor(random() * DRAIN_RETRY_SPREAD_MS);
  return `retry: ${retry}\nevent: reconnect\ndata: {"reason":"shutdown"}\n\n`;
}

/** Takes the response over from Fastify and sends the stream's headers and retry hint. */
function startStream(reply: FastifyReply): FastifyReply['raw'] {
  const raw = reply.raw;
  reply.hijack();
  const headers: Record<string, string | string[]> = {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
  };
  const cookies = reply.getHeader('set-cookie');
  if (cookies) headers['set-cookie'] = cookies as string | string[];
  raw.writeHead(200, headers);
  raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
  return raw;
}

/**
 * GET /api/events: one Server-Sent Events stream per signed-in tab, carrying its family's
 * change events (and the events addressed to this user alone).
 */
export const eventStreamRoutes = (options: EventStreamOptions): FastifyPluginAsyncZod =>
  async function routes(app: FastifyInstance) {
    const open = new Set<(goodbye?: string) => void>();
    const limits = options.limits ?? {
      perSession: MAX_STREAMS_PER_SESSION,
      perAddress: MAX_STREAMS_PER_ADDRESS,
    };
    const batches = new FamilyBatches(options.bus, options.batchMs ?? BATCH_MS);
    const bySession = new StreamCounter();
    const byAddress = new StreamCounter();
    /** Counts the stream in; false (nothing counted) when the session or address is full. */
    const admit = (session: string, address: string): boolean => {
      if (!bySession.acquire(session, limits.perSession)) return false;
      if (byAddress.acquire(address, limits.perAddress)) return true;
      bySession.release(session);
      return false;
    };
    // Open streams would keep the server from closing; end them first, telling the clients
    // to reconnect (to another instance: this one's health check says it is draining).
    const endAll = () => {
      for (const end of [...open]) end(goodbyeFrame());
    };
    options.lifecycle?.onDrain(endAll);
    app.addHook('preClose', async () => endAll());

    app.get(
      '/events',
      {
        onRequest: app.requireSession,
        schema: {
          tags: ['live updates'],
          summary: "Server-Sent Events: the family's change events ({ topic, data? })",
          response: { ...commonErrors, 503: ErrorResponseSchema },
        },
      },
      (request, reply) => {
        if (options.lifecycle?.draining) {
          // A proxy tries the next instance on 503 (GET is safe to repeat).
          throw new AppError(503, 'PROVIDER_UNAVAILABLE', SHUTTING_DOWN);
        }
        const { user } = sessionOf(request);
        const sessionId = sessionKey(request, user.id);
        const address = request.ip;
        if (!admit(sessionId, address)) {
          throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED);
        }
        const raw = startStream(reply);
        const unsubscribe = batches.subscribe(user.familyId, (events) => {
          let frames = '';
          for (const event of events) {
            if (!event.userId || event.userId === user.id) frames += frame(event);
          }
          if (frames && !raw.destroyed) raw.write(frames);
        });
        let ended = false;
        const end = (goodbye?: string) => {
          if (ended) return;
          ended = true;
          if (goodbye && !raw.destroyed) raw.write(goodbye);
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(end);
          bySession.release(sessionId);
          byAddress.release(address);
          raw.end();
        };
        const heartbeat = setInterval(() => {
          options
            .recheckSession(request)
            .then((session) => {
              if (!session || session.user.familyId !== user.familyId) end();
              else if (!ended) raw.write(': heartbeat\n\n');
            })
            .catch(() => end());
        }, options.heartbeatMs ?? HEARTBEAT_MS);
        open.add(end);
        request.raw.on('close', () => end());
        // The response closes with the connection too; a stream must never stay counted.
        raw.on('close', () => end());
        raw.on('error', () => end());
      },
    );
  };
