import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Engine } from './dialect.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

function openSqlite(dataDir: string): Kysely<Database> {
  mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, 'usra.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
}

function openPostgres(url: string, schema: string | undefined): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A test run gets its own schema; production uses the default search path.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function openDatabase(config: Config, { migrate = true } = {}): Promise<Db> {
  const engine: Engine = config.databaseUrl ? 'postgres' : 'sqlite';
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseSchema)
    : openSqlite(config.dataDir);
  if (engine === 'postgres' && config.databaseSchema) {
    await sql`create schema if not exists ${sql.id(config.databaseSchema)}`.execute(db);
  }
  if (migrate) await migrateToLatest(db as Kysely<unknown>, engine, config.databaseSchema);
  return { db, engine, close: () => db.destroy() };
}
