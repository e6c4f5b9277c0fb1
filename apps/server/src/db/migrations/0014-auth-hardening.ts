import type { Kysely, Migration } from 'kysely';

/**
 * Issue 11. `install_locks`: rows that serialise one-off decisions of an install, such as which
 * account becomes the first administrator (concurrent first sign-ups on PostgreSQL each counted
 * no admin). `two_factors.last_totp_step`: the newest TOTP time step accepted for the account,
 * so that a code is accepted once (RFC 6238 §5.2).
 */
export function authHardening(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('install_locks')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .execute();
      await db.schema.alterTable('two_factors').addColumn('last_totp_step', 'integer').execute();
    },
  };
}
