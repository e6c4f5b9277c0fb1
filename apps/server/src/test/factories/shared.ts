import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { engineOf } from '../../db/sql-json.js';
import type { Database } from '../../db/schema.js';
import type { AuditLog } from '../../platform/audit.js';
import type { InProcessEventBus } from '../../platform/events.js';
import { JobQueue } from '../../platform/jobs/jobs.js';

/** What light-my-request sends unless told otherwise: a factory session looks like an injected sign-up's. */
export const INJECT_ADDRESS = '127.0.0.1';
export const INJECT_USER_AGENT = 'lightMyRequest';

/** Whose family a row belongs to, and who wrote it. */
export interface FamilyActor {
  familyId: string;
  userId: string;
}

/** What every area's factories write with: the test's database, config, clock and audit log. */
export interface FactoryEnv {
  db: Kysely<Database>;
  config: Config;
  clock: { now: Date };
  audit: AuditLog;
  /** Change events of factory writes: nobody listens. */
  unheard: InProcessEventBus;
}

/** The session guard's actor of `family`'s writer. */
export const actorOf = (family: FamilyActor) => ({ id: family.userId, familyId: family.familyId });

/** The clock's today (UTC), as a date. */
export const todayOf = (clock: { now: Date }) => clock.now.toISOString().slice(0, 10);

/** A dependency a factory's service holds but never calls to make its row. */
export const unused = (what: string) => () => {
  throw new Error(`factories: ${what} is not used to create a row`);
};

/**
 * A queue that only writes jobs in a factory's transaction: its worker never starts, so the
 * app's own worker runs them at its next look at the queue.
 */
export const writeOnlyJobs = ({ db, clock }: FactoryEnv) =>
  new JobQueue(db, engineOf(db), {
    log: { warn: unused('logging'), error: unused('logging') },
    clock: () => clock.now,
  });
