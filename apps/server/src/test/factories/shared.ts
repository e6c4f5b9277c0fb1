import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { AuditLog } from '../../platform/audit.js';
import type { InProcessEventBus } from '../../platform/events.js';

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
