import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { LiveTopic } from '@usra/domain/common/live-topics';

/**
 * A change in a family's data. Screens refetch the queries of `topic` when one arrives
 * (the web client's query keys start with the topic). `userId` narrows it to one person.
 */
export interface ChangeEvent {
  topic: LiveTopic;
  familyId: string;
  userId?: string;
  /** What changed, when the client can use it (an id, an action); never a whole row. */
  data?: Record<string, unknown>;
}

export type ChangeListener = (event: ChangeEvent) => void;

export interface EventBus {
  publish(event: ChangeEvent): Promise<void>;
  /** The events of one write, after it has committed: to the other instances in one notice. */
  publishAll(events: readonly ChangeEvent[]): Promise<void>;
  /** Listens to one family's events; returns the unsubscribe function. */
  subscribe(familyId: string, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** One process (SQLite): events go straight to this process's listeners. */
export class InProcessEventBus implements EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(event: ChangeEvent): Promise<void> {
    this.emitter.emit(event.familyId, event);
  }

  async publishAll(events: readonly ChangeEvent[]): Promise<void> {
    for (const event of events) await this.publish(event);
  }

  subscribe(familyId: string, listener: ChangeListener): () => void {
    this.emitter.on(familyId, listener);
    return () => this.emitter.off(familyId, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** Fixed reconnect delays (spec core section 9: realtime reconnect backoff 1, 2, 5, 10 s). */
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];
/** One statement sends every notice gathered (decision 020, session 21). */
const NOTICES_SQL = 'select pg_notify($1, p) from unnest($2::text[]) as p';
/** How long closing waits for the notices of writes already answered. */
const CLOSE_WAIT_MS = 2000;
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

interface Envelope {
  /** The instance that published; it has already delivered the event to its own listeners. */
  origin: string;
  event?: ChangeEvent;
  /** The events of one write's statement, in one NOTIFY (issue 30: one notice per write). */
  events?: ChangeEvent[];
}

/** The events a NOTIFY on the bus's channel carries, with the instance that sent them. */
export function eventsOfNotice(payload: string | undefined): {
  origin: string | undefined;
  events: ChangeEvent[];
} {
  let envelope: Envelope;
  try {
    envelope = JSON.parse(payload ?? '') as Envelope;
  } catch {
    return { origin: undefined, events: [] };
  }
  const events = Array.isArray(envelope?.events)
    ? envelope.events
    : envelope?.event
      ? [envelope.event]
      : [];
  return {
    origin: typeof envelope?.origin === 'string' ? envelope.origin : undefined,
    events: events.filter(
      (event) => typeof event?.topic === 'string' && typeof event.familyId === 'string',
    ),
  };
}

export interface PostgresEventBusOptions {
  connectionString: string;
  /** The schema of this install: instances sharing one schema share one channel. */
  schema?: string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Reconnect delays; tests shorten them. */
  reconnectDelaysMs?: number[];
}

/**
 * Several instances on one PostgreSQL database: an event goes to this instance's listeners at
 * once and to the others through NOTIFY on one channel (payload: JSON). A dedicated client
 * LISTENs and reconnects with backoff when the connection drops.
 *
 * Notices are sent after the change has committed, never inside its transaction, on the
 * publisher's own connection with `synchronous_commit = off`, those gathered while one is on its
 * way together in the next statement (decision 020, session 21). PostgreSQL holds one lock for
 * the whole database's NOTIFY queue from a notifying transaction's commit until its commit
 * record is flushed: a write that notified inside its own transaction made every other
 * notifying commit wait for its flush, one after another, and defeated group commit (20
 * connections inserting: 270–1,390 commits a second with the NOTIFY in the statement, 2,780–4,810
 * with it sent apart). A notice-only transaction that does not wait for its flush holds that
 * lock for microseconds. The write does not wait for its notice. A notice lost to a crash
 * between the commit and the notice costs the other instances' screens a refetch (they
 * refetch on reconnect), not the change.
 */
/** Another channel on the event bus's LISTEN connection (the session cache's, decision 023). */
export interface ChannelWatcher {
  notice(payload: string): void;
  /** Called when the LISTEN connection comes up (with a sender for this channel) or drops. */
  connection(up: boolean, send?: (payload: string) => Promise<void>): void;
}

export class PostgresEventBus implements EventBus {
  readonly channel: string;
  private readonly watchers = new Map<string, ChannelWatcher>();
  private readonly local = new InProcessEventBus();
  private readonly origin = randomUUID();
  private readonly publisher: pg.Pool;
  private listener: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private closed = false;
  private readyPromise: Promise<void>;
  private queued: string[] = [];
  private sending: Promise<void> | null = null;
  /** Notice statements sent (tests: notices sent together). */
  noticeStatements = 0;

  constructor(private readonly options: PostgresEventBusOptions) {
    this.channel = options.schema ? `usra_events_${options.schema}` : 'usra_events';
    // Notices do not wait for their commit record's flush (see above); they change no data.
    this.publisher = new pg.Pool({
      connectionString: options.connectionString,
      max: 2,
      options: '-c synchronous_commit=off',
    });
    this.publisher.on('error', (error) =>
      this.options.log?.warn({ err: error }, 'event bus pool error'),
    );
    this.readyPromise = this.connect();
  }

  /** Resolves once the LISTEN connection is up (or has failed once and is retrying). */
  ready(): Promise<void> {
    return this.readyPromise;
  }

  async publish(event: ChangeEvent): Promise<void> {
    await this.publishAll([event]);
  }

  async publishAll(events: readonly ChangeEvent[]): Promise<void> {
    for (const event of events) await this.local.publish(event);
    // Not awaited: the write answers at once, and its notice follows in order with the others
    // (one statement at a time, from one queue). Awaiting it cost a closed loop of creates 15 %
    // of its rate and 0.14 ms of PostgreSQL CPU each, the notices then going one by one.
    if (events.length) this.send(this.noticesOf(events));
  }

  /** The envelope's JSON; without the event's data when that would be too long for NOTIFY. */
  private payloadOf(event: ChangeEvent): string {
    const payload = JSON.stringify({ origin: this.origin, event } satisfies Envelope);
    if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
    // Listeners only need the topic to refetch; the optional data is what can be large.
    const { data: _data, ...bare } = event;
    return JSON.stringify({ origin: this.origin, event: bare } satisfies Envelope);
  }

  /** Queues `payloads`: one statement at a time, in order; what arrives meanwhile goes next, together. */
  private send(payloads: readonly string[]): void {
    this.queued.push(...payloads);
    this.sending ??= this.drain();
  }

  private async drain(): Promise<void> {
    while (this.queued.length) {
      const payloads = this.queued.splice(0);
      try {
        // Named: parsed and planned once per connection.
        await this.publisher.query({
          name: 'usra-notices',
          text: NOTICES_SQL,
          values: [this.channel, payloads],
        });
        this.noticeStatements += 1;
      } catch (error) {
        // A change is already saved when its event is published; a lost notice costs a
        // refetch on the other instances (their clients refetch on reconnect), not the change.
        this.options.log?.warn({ err: error }, 'could not publish a change event');
      }
    }
    this.sending = null;
  }

  /**
   * One NOTIFY for a write's events (each NOTIFY costs the sender and every listening
   * instance); without their data, or one each, when together they would be too long.
   */
  private noticesOf(events: readonly ChangeEvent[]): string[] {
    if (events.length <= 1) return events.map((event) => this.payloadOf(event));
    const whole = JSON.stringify({ origin: this.origin, events: [...events] } satisfies Envelope);
    if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES) return [whole];
    const bare = events.map(({ data: _data, ...event }) => event);
    const short = JSON.stringify({ origin: this.origin, events: bare } satisfies Envelope);
    if (Buffer.byteLength(short) <= MAX_PAYLOAD_BYTES) return [short];
    return events.map((event) => this.payloadOf(event));
  }

  subscribe(familyId: string, listener: ChangeListener): () => void {
    return this.local.subscribe(familyId, listener);
  }

  /**
   * Hears `channel` on the same connection; told when the connection comes up or drops. Resolves
   * once this channel is listened to (or at once when the bus is closed).
   */
  async watchChannel(channel: string, watcher: ChannelWatcher): Promise<void> {
    this.watchers.set(channel, watcher);
    await this.readyPromise;
    const client = this.listener;
    if (!client || this.closed) return;
    try {
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (this.listener === client) watcher.connection(true, this.senderFor(channel));
    } catch {
      this.dropped(client);
    }
  }

  private senderFor(channel: string): (payload: string) => Promise<void> {
    return async (payload) => {
      await this.publisher.query('select pg_notify($1, $2)', [channel, payload]);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    // The notices of writes already answered go out first (for a while: the database may be gone).
    if (this.sending) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
      await Promise.race([this.sending, waited]);
      clearTimeout(timer);
    }
    const listener = this.listener;
    this.listener = null;
    await Promise.allSettled([listener?.end(), this.publisher.end(), this.local.close()]);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.receive(message.payload);
      else if (message.payload !== undefined)
        this.watchers.get(message.channel)?.notice(message.payload);
    });
    client.on('error', (error) => {
      this.options.log?.warn({ err: error }, 'event bus connection error');
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
      for (const channel of this.watchers.keys()) {
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      if (this.closed) {
        await client.end();
        return;
      }
      this.listener = client;
      this.attempt = 0;
      for (const [channel, watcher] of this.watchers) {
        watcher.connection(true, this.senderFor(channel));
      }
    } catch (error) {
      this.options.log?.warn({ err: error }, 'event bus could not listen; retrying');
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
    }
  }

  private dropped(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = null;
    for (const watcher of this.watchers.values()) watcher.connection(false);
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delays = this.options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 1000;
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
  }

  private receive(payload: string | undefined): void {
    const { origin, events } = eventsOfNotice(payload);
    if (origin === this.origin) return;
    for (const event of events) void this.local.publish(event);
  }
}

/** PostgreSQL LISTEN/NOTIFY when the install runs on PostgreSQL, else the in-process bus. */
export function createEventBus(
  config: { databaseUrl: string | undefined; databaseSchema: string | undefined },
  log?: PostgresEventBusOptions['log'],
): EventBus {
  if (!config.databaseUrl) return new InProcessEventBus();
  return new PostgresEventBus({
    connectionString: config.databaseUrl,
    schema: config.databaseSchema,
    log,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}
