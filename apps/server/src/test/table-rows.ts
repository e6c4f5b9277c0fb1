import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import type { TestEnv } from './test-app.js';

/**
 * Every row of every table of the test database, each table's rows in a fixed order: two
 * snapshots are equal when nothing was written, whatever the row counts (a family created and
 * another deleted leave the counts as they were, not the rows).
 */
export async function allRows(
  db: Kysely<Database>,
  env: Pick<TestEnv, 'config'>,
  engine: Engine,
): Promise<Record<string, string[]>> {
  const tables = (await db.introspection.getTables()).filter(
    (t) => engine === 'sqlite' || t.schema === env.config.databaseSchema,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    snapshot[name] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
