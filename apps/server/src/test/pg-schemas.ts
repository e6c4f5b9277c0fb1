import { afterAll, inject } from 'vitest';
import pg from 'pg';
import { openPgPool } from '../db/database.js';
import { claimSql, ident, recycleSql } from './pg-template-sql.js';

/**
 * A PostgreSQL schema for one test. With the run's template (pg-template.global.ts), a test
 * takes the schema an earlier test of the same process emptied and left under its name, with
 * that schema's pool of connections still open (a new connection costs PostgreSQL more CPU than
 * a small test's queries: its start and its first look at each table); else `ensure` takes a
 * schema another process of this run emptied and parked (one rename), or makes one from the
 * template's DDL (one multi-statement query). `release` empties it (one round trip) and keeps
 * it, with its pool, for the process's next test, or drops both when the test changed its
 * structure. Either way the test sees a
 * database that is the migrations' result, and the migrator finds nothing to do. Without a
 * template (a run of the ops project), `openDatabase` migrates the schema as before and
 * `release` drops it.
 */
export interface TestSchema {
  name: string;
  /** Before the first `openDatabase` on it. */
  ensure(): Promise<void>;
  /** The schema's own pool, open from test to test (none without a template). */
  pool(): pg.Pool | undefined;
  /** After the app's database is closed (its pool's connections idle). */
  release(): Promise<void>;
}

/** Schemas this process's tests emptied, each with its pool, for its next tests. */
const warm: { name: string; pool: pg.Pool | undefined }[] = [];

let admin: Promise<pg.Client> | undefined;

/** One connection per test file for making, recycling and dropping its schemas. */
function adminClient(): Promise<pg.Client> {
  admin ??= (async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    client.on('error', () => {}); // the server going away ends the run's tests anyway
    await client.connect();
    return client;
  })();
  return admin;
}

afterAll(async () => {
  const client = admin;
  admin = undefined;
  await (await client)?.end();
});

const random = () => Math.random().toString(36).slice(2, 8);

export function testSchema(kind: string): TestSchema {
  const template = inject('pgTemplate');
  const prefix = template ? `test_${template.runId}_` : 'test_';
  const reused = template ? warm.pop() : undefined;
  const name = reused?.name ?? `${prefix}${kind}_${Date.now().toString(36)}_${random()}`;
  let pool = reused?.pool;
  let made = reused !== undefined;
  return {
    name,
    async ensure() {
      if (!template || made) return;
      made = true;
      const client = await adminClient();
      try {
        await client.query(claimSql(`${prefix}parked_`, name));
      } catch (error) {
        if ((error as { code?: string }).code !== 'P0002') throw error;
        await client.query(
          template.ddl.replaceAll(template.token, name) +
            '\n' +
            template.data.replaceAll(template.token, name),
        );
      }
    },
    pool() {
      if (!template) return undefined;
      pool ??= openPgPool(process.env.TEST_DATABASE_URL!, name, { allowExitOnIdle: true });
      return pool;
    },
    async release() {
      const client = await adminClient();
      if (template && made) {
        try {
          await client.query(recycleSql(template, name, null));
          warm.push({ name, pool });
          return;
        } catch {
          // Not the template any more (or gone): dropped below.
        }
      }
      await pool?.end();
      await client.query(`drop schema if exists ${ident(name)} cascade`);
    },
  };
}
