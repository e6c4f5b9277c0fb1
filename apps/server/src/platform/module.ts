import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Engine } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import type { AuditLog } from './audit.js';
import type { EventBus } from './events.js';
import type { Geocoder } from './geocoding/geocoder.js';
import type { JobQueue } from './jobs/jobs.js';
import type { Mailer } from './mailer.js';
import type { OutboundFetcher } from './outbound/outbound.js';
import type { RateLimiter } from './rate-limit.js';
import type { Registries } from './registries.js';
import type { SessionCache } from './session-cache.js';
import type { Storage } from './storage/storage.js';

/** The shared services every module is built from (made once, in `buildApp`). */
export interface Platform {
  db: Kysely<Database>;
  engine: Engine;
  config: Config;
  /** Live updates to the family's open screens. */
  events: EventBus;
  /** security_audit_log and user_activity_log. */
  audit: AuditLog;
  /** Counters behind every rate limit (their numbers: `config.rateLimits`). */
  limiter: RateLimiter;
  mailer: Mailer;
  /** Every request to an address a user can influence goes through it (decision 017). */
  outbound: OutboundFetcher;
  /** Offline city gazetteer, or GEOCODER_URL. */
  geocoder: Geocoder;
  /** The families' files: DATA_DIR/files or an S3 bucket (`platform/storage`). */
  storage: Storage;
  /** Background work that survives restarts and runs once across instances (`platform/jobs`). */
  jobs: JobQueue;
  /** PostgreSQL: session rows kept a few seconds (decision 023); null on SQLite. */
  sessionCache: SessionCache | null;
  /** Tests set the time; production reads the system clock. */
  clock: (() => Date) | undefined;
  log: FastifyBaseLogger;
  /**
   * Where an area contributes its notification source, dashboard tile and calendar-feed entries
   * (`platform/registries.ts`), filled by each `<area>.module.ts`, read at request time.
   */
  registries: Registries;
}

/**
 * An area of the app (tasks, calendar, family…): its routes under one prefix. A module's
 * `<area>.module.ts` is its only front door: other modules use what it returns beside `routes`
 * (a read model, a service), never its files.
 */
export interface AppModule {
  name: string;
  prefix: string;
  routes: FastifyPluginAsync;
}
