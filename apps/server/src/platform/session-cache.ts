import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { SESSION_NOTICE_CHANNEL_PREFIX } from '../db/migrations/0038-session-change-notices.js';
import type { Database } from '../db/schema.js';
import { PostgresEventBus, type EventBus } from './events.js';

/**
 * The session check without a database round trip, on PostgreSQL (issue 30, decision 023).
 *
 * An instance keeps the session rows it has read for a few seconds, keyed by the session's
 * token. Whatever could make one untrue (a sign-out, a revoked session, a password change, a
 * role, a member removed, a renamed family, a deleted account) fires a trigger that NOTIFYs every
 * instance (`usra_sessions_<schema>`, migration 0038), which forgets the rows of that user or
 * family. The cache is only used while this instance is listening: when the LISTEN connection
 * drops it forgets everything and reads the database again until it is back.
 *
 * Expiry, the absolute lifetime and the sliding refresh are still checked on every request
 * against the cached row's times, so a cached row never outlives its session.
 */
export interface SessionOwner {
  userId: string;
  familyId: string;
}

/** Sends a NOTIFY on the cache's channel (the barrier below). */
export type NoticeSender = (payload: string) => Promise<void>;

const DEFAULT_MAX_ENTRIES = 20_000;
const BARRIER_TIMEOUT_MS = 2000;

export class SessionCache {
  private readonly entries = new Map<
    string,
    { owner: SessionOwner; value: unknown; until: number }
  >();
  /** Bumped by every notice: a read that started before one is not kept (it may be stale). */
  private generation = 0;
  private listening = false;
  private readonly barriers = new Map<string, () => void>();
  private sender: NoticeSender | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  /** The LISTEN connection's state: the cache is only used while it is up. */
  connection(up: boolean, sender?: NoticeSender): void {
    this.entries.clear();
    this.generation += 1;
    this.listening = up;
    if (sender) this.sender = sender;
    if (!up) for (const release of this.barriers.values()) release();
  }

  get enabled(): boolean {
    return this.listening && this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached row of a session token (as `set` was given it), or undefined. */
  get<T>(token: string): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value as T;
  }

  /** Taken before reading the database; `set` keeps the row only if no notice came since. */
  begin(): number {
    return this.generation;
  }

  set(token: string, owner: SessionOwner, value: unknown, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { owner, value, until: this.now() + this.ttlMs });
  }

  /** A notice from the triggers (`u:<user id>`, `f:<family id>`) or a barrier (`b:<id>`). */
  notice(payload: string): void {
    const kind = payload.slice(0, 2);
    const id = payload.slice(2);
    if (kind === 'b:') {
      this.barriers.get(id)?.();
      return;
    }
    this.generation += 1;
    if (kind === 'u:') {
      for (const [token, { owner }] of this.entries)
        if (owner.userId === id) this.entries.delete(token);
    } else if (kind === 'f:') {
      for (const [token, { owner }] of this.entries)
        if (owner.familyId === id) this.entries.delete(token);
    } else {
      this.entries.clear();
    }
  }

  /**
   * Resolves once every notice committed before this call has reached this instance. NOTIFYs
   * are delivered in commit order, so when this instance hears its own barrier it has heard the
   * sign-out before it, and every other instance has been sent it. The answer to a request that
   * may have changed sessions waits for it: the session then ends at once, here and elsewhere.
   */
  async settle(): Promise<void> {
    if (!this.listening || !this.sender) return;
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.barriers.set(id, resolve);
      timer = setTimeout(() => {
        // Not heard in time: forget everything rather than trust what may be stale.
        this.entries.clear();
        this.generation += 1;
        resolve();
      }, BARRIER_TIMEOUT_MS);
    });
    try {
      await this.sender(`b:${id}`);
      await heard;
    } catch {
      this.entries.clear();
      this.generation += 1;
    } finally {
      clearTimeout(timer);
      this.barriers.delete(id);
    }
  }
}

/**
 * Requests that may change what a cached session row says (sign-out, sessions, password, roles,
 * members, the family's name, an invitation accepted, an account deleted): their answer waits
 * for `settle()`. Everything else (a task, a reading) answers at once.
 */
export const SESSION_CHANGING_PREFIXES = [
  '/api/auth/',
  '/api/account',
  '/api/admin',
  '/api/family',
  '/api/invitations',
  '/api/profile',
  '/api/data',
];

export function mayChangeSessions(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return SESSION_CHANGING_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * The cache of a PostgreSQL install, listening on `usra_sessions_<schema>` (the schema the
 * triggers of migration 0038 name with `current_schema()`); null on SQLite or with
 * SESSION_CACHE_SECONDS=0.
 */
export async function openSessionCache(
  db: Kysely<Database>,
  events: EventBus,
  seconds: number,
): Promise<SessionCache | null> {
  if (seconds <= 0 || !(events instanceof PostgresEventBus)) return null;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const cache = new SessionCache(seconds * 1000);
  await events.watchChannel(`${SESSION_NOTICE_CHANNEL_PREFIX}${rows[0]?.schema ?? 'public'}`, {
    notice: (payload) => cache.notice(payload),
    connection: (up, send) => cache.connection(up, send),
  });
  return cache;
}

/** The answer to a request that may change sessions waits until every instance has heard. */
export function registerSessionSettling(app: FastifyInstance, cache: SessionCache | null): void {
  if (!cache) return;
  app.addHook('onSend', async (request, _reply, payload) => {
    if (mayChangeSessions(request.method, request.url)) await cache.settle();
    return payload;
  });
}
