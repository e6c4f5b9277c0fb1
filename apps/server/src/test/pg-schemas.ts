import { afterAll, inject } from 'vitest';
import pg from 'pg';
import { claimSql, ident, recycleSql } from './pg-template-sql.js';

/**
 * A PostgreSQL schema for one test. With the run's template (pg-template.global.ts), `ensure`
 * takes a schema another test of this run has emptied and parked (one rename), or else makes
 * one from the template's DDL (one multi-statement query); `release` empties and parks it again
 * (one round trip), or drops it when the test changed its structure. Either way the test sees a
 * database that is the migrations' result, and the migrator finds nothing to do. Without a
 * template (a run of the ops project), `openDatabase` migrates the schema as before and
 * `release` drops it.
 */
export interface TestSchema {
  name: string;
  /** Before the first `openDatabase` on it. */
  ensure(): Promise<void>;
  /** After every connection to it is closed. */
  release(): Promise<void>;
}

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
  const name = `${prefix}${kind}_${Date.now().toString(36)}_${random()}`;
  let made = false;
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
    async release() {
      const client = await adminClient();
      if (template && made) {
        try {
          await client.query(recycleSql(template, name, `${prefix}parked_${random()}`));
          return;
        } catch {
          // Not the template any more (or gone): dropped below.
        }
      }
      await client.query(`drop schema if exists ${ident(name)} cascade`);
    },
  };
}
