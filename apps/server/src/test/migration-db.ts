import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import type { Engine } from '../db/dialect.js';
import { migrationsFor } from '../db/migrate.js';

/**
 * A database of its own (SQLite file, or PostgreSQL schema) left unmigrated, with a migrator to
 * take it to a named migration, fill it as an older release would have, then to the latest.
 */
export interface MigrationDb {
  db: Db;
  migrator: Migrator;
  cleanup(): Promise<void>;
}

export async function openMigrationDb(engine: Engine): Promise<MigrationDb> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-migration-'));
  const schema = `test_mig_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'x'.repeat(32),
    ...(engine === 'postgres'
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema }
      : {}),
  });
  const db = await openDatabase(config, { migrate: false });
  const migrator = new Migrator({
    db: db.db as Kysely<unknown>,
    provider: { getMigrations: async () => migrationsFor(db.engine) },
    ...(engine === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  return {
    db,
    migrator,
    async cleanup() {
      if (engine === 'postgres') {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db.db);
      }
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
