import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../dialect.js';

/**
 * Issue 30: the session check without a database round trip (decision 023). On PostgreSQL each
 * instance keeps the session rows it has read for a few seconds; these triggers tell every
 * instance, through NOTIFY on `usra_sessions_<schema>`, when one of them may no longer be true,
 * whoever changes it: better-auth (sign-out, a password change revoking other sessions), an
 * administrator (a role, a member removed), an account deletion, a restore. The payload names a
 * user (`u:<id>`) or a family (`f:<id>`). SQLite reads the session in process: nothing to do.
 */
export const SESSION_NOTICE_CHANNEL_PREFIX = 'usra_sessions_';

const TRIGGERS: { table: string; events: string; payload: string }[] = [
  {
    table: 'sessions',
    events: 'delete or update of token, user_id, expires_at',
    payload: "'u:' || old.user_id",
  },
  {
    table: 'profiles',
    events: 'delete or update of email, full_name, family_id',
    payload: "'u:' || old.id",
  },
  { table: 'families', events: 'delete or update of name', payload: "'f:' || old.id" },
  {
    table: 'user_roles',
    events: 'insert or delete or update',
    payload: "'u:' || coalesce(new.user_id, old.user_id)",
  },
  { table: 'users', events: 'delete', payload: "'u:' || old.id" },
];

export function sessionChangeNotices(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      for (const { table, events, payload } of TRIGGERS) {
        await sql
          .raw(
            `create function ${table}_session_notice() returns trigger language plpgsql as $$ ` +
              `begin perform pg_notify('${SESSION_NOTICE_CHANNEL_PREFIX}' || current_schema(), ${payload}); ` +
              `return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${table}_session_notice after ${events} on ${table} ` +
              `for each row execute function ${table}_session_notice()`,
          )
          .execute(db);
      }
    },
  };
}
