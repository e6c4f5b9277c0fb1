import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationDb, type MigrationDb } from './migration-db.js';
import { fingerprintSql } from './pg-template-sql.js';
import { CookieJar, createTestEnv, signUp } from './test-app.js';

/** Everything a test could tell apart: structure, every table's rows, sequences. */
async function snapshot(client: pg.Client, schema: string) {
  const fingerprint = (await client.query<{ md5: string }>(fingerprintSql(schema))).rows[0]!.md5;
  const { rows: tables } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = $1 order by 1`,
    [schema],
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const table = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;
    // When the migrations ran is the one thing a copy may tell differently.
    const columns = name === 'kysely_migration' ? 'name' : '*';
    rows[name] = (await client.query(`select ${columns} from ${table} order by 1`)).rows;
  }
  const { rows: sequences } = await client.query(
    `select sequencename, last_value from pg_sequences where schemaname = $1 order by 1`,
    [schema],
  );
  return { fingerprint, rows, sequences };
}

// The test schemas of PostgreSQL runs (pg-schemas.ts) are copies, not migrations: they must be
// indistinguishable from a schema the migrations just made, new or recycled after a test.
describe.runIf(process.env.TEST_DATABASE_URL)('test schemas on PostgreSQL', () => {
  let client: pg.Client;
  let migrated: MigrationDb;
  let fresh: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    migrated = await openMigrationDb('postgres');
    const { results, error } = await migrated.migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.every((r) => r.status === 'Success')).toBe(true);
    client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      migrated.db.db,
    );
    fresh = await snapshot(client, rows[0]!.schema);
  });

  afterAll(async () => {
    await client?.end();
    await migrated?.cleanup();
  });

  it('are the migrations’ result, made anew or after another test used one', async () => {
    expect(fresh.rows['kysely_migration']!.length).toBeGreaterThan(30);
    for (let round = 0; round < 3; round++) {
      const env = createTestEnv('postgres');
      try {
        const sut = await env.start();
        expect(await snapshot(client, env.config.databaseSchema!)).toEqual(fresh);
        // Leave rows behind for the next round's schema (a recycled one, when this is parked).
        expect((await signUp(sut.app, new CookieJar())).statusCode).toBe(201);
      } finally {
        await env.cleanup();
      }
    }
  });
});
