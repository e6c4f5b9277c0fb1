import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * Two-factor sign-in with an authenticator app (issue 6): better-auth's twoFactor plugin keeps
 * a flag on the user and one row per user with the encrypted TOTP secret and backup codes.
 */
export function twoFactor(engine: Engine): Migration {
  const t = columnTypes(engine);
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('two_factor_enabled', t.boolean, (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema
        .createTable('two_factors')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) =>
          c.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('backup_codes', 'text', (c) => c.notNull())
        .addColumn('verified', t.boolean, (c) => c.notNull().defaultTo(false))
        .addColumn('failed_verification_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
    },
  };
}
