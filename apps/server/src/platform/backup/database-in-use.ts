import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { sqlitePath } from '../../db/database.js';
import { SESSION_NOTICE_CHANNEL_PREFIX } from '../../db/migrations/0038-session-change-notices.js';
import type { Database } from '../../db/schema.js';

/**
 * Whether a server has the database open. SQLite: another connection holds its WAL lock, so an
 * exclusive lock cannot be taken. PostgreSQL: a server keeps a connection listening on the
 * schema's live-update channel (platform/events), visible in pg_stat_activity.
 */
export async function databaseInUse(config: Config, db: Kysely<Database> | null): Promise<boolean> {
  if (!config.databaseUrl) {
    const file = sqlitePath(config.dataDir);
    if (!existsSync(file)) return false;
    const probe = new SQLite(file, { fileMustExist: true });
    try {
      probe.pragma('busy_timeout = 0');
      probe.pragma('locking_mode = EXCLUSIVE');
      probe.exec('begin exclusive');
      probe.exec('commit');
      return false;
    } catch {
      return true;
    } finally {
      probe.close();
    }
  }
  // A server's LISTEN connection: its last statement listens on the events channel or, with the
  // session cache (decision 023), on the sessions channel of the same schema.
  const channels = [
    config.databaseSchema ? `usra_events_${config.databaseSchema}` : 'usra_events',
    `${SESSION_NOTICE_CHANNEL_PREFIX}${config.databaseSchema ?? 'public'}`,
  ].map((channel) => `listen "${channel}"`);
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and lower(query) in (${sql.join(channels)})
  `.execute(db!);
  return (rows[0]?.n ?? 0) > 0;
}
