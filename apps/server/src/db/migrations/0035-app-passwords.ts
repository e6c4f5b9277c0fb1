import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * Issue 31, app passwords: a person's tokens for scripts and companions (`Authorization:
 * Bearer usra_pat_…`). Only the SHA-256 of a token is kept; revoking deletes the row, and every
 * request looks the row up, so a revocation holds at once on every instance.
 */
export function appPasswords(engine: Engine): Migration {
  const t = columnTypes(engine);
  const sqlScope = sql`scope in ('read', 'read-write')`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('app_passwords')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull().check(sqlScope))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_used_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('app_passwords_user_idx')
        .on('app_passwords')
        .column('user_id')
        .execute();
    },
  };
}
