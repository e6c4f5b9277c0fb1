import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import type { Engine } from '../db/dialect.js';
import { testSchema } from './pg-schemas.js';
import { seedMigratedSqlite } from './test-app.js';

/**
 * A migrated database of its own (SQLite file, or PostgreSQL schema) without an app, for
 * platform tests; `connect()` opens another connection (pool) to the same data, as a second
 * instance would.
 */
export interface TestDb {
  db: Db;
  connect(): Promise<Db>;
  cleanup(): Promise<void>;
}

export async function openTestDb(engine: Engine): Promise<TestDb> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-db-'));
  const schema = engine === 'postgres' ? testSchema('db') : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'x'.repeat(32),
    ...(engine === 'postgres'
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema!.name }
      : {}),
  });
  if (engine === 'sqlite') await seedMigratedSqlite(dataDir);
  await schema?.ensure();
  const db = await openDatabase(config);
  const others: Db[] = [];
  return {
    db,
    async connect() {
      const other = await openDatabase(config, { migrate: false });
      others.push(other);
      return other;
    },
    async cleanup() {
      try {
        for (const other of others) await other.close();
        await db.close();
      } finally {
        await schema?.release();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
