import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  PostgresIntrospector,
  SqliteDialect,
  sql,
  type DatabaseIntrospector,
  type SqliteDatabase,
  type TableMetadata,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Engine } from './dialect.js';
import { migrateToLatest } from './migrate.js';
import { BytesClient, queryPrepared } from './pg-bytes.js';
import { registerDirectReader } from './prepared.js';
import type { Database } from './schema.js';

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement anew; preparing costs more than running an indexed read.
 * Statements are kept by their SQL text (the queries are fixed shapes with bound parameters).
 */
function statementCache(file: SQLite.Database): (sqlText: string) => SQLite.Statement {
  const cache = new Map<string, SQLite.Statement>();
  return (sqlText) => {
    let statement = cache.get(sqlText);
    if (!statement) {
      statement = file.prepare(sqlText);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sqlText, statement);
    }
    return statement;
  };
}

/** The SQLite database file of an install (backups copy it, restores replace it). */
export function sqlitePath(dataDir: string): string {
  return path.join(dataDir, 'usra.sqlite');
}

function openSqlite(dataDir: string): Kysely<Database> {
  mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(sqlitePath(dataDir));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const statement = statementCache(file);
  const database: SqliteDatabase = {
    close: () => file.close(),
    prepare: (sqlText) => statement(sqlText) as unknown as ReturnType<SqliteDatabase['prepare']>,
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  registerDirectReader(db, (sqlText, parameters) => {
    if (file.inTransaction) return undefined;
    const prepared = statement(sqlText);
    return prepared.reader ? prepared.all(parameters) : undefined;
  });
  return db;
}

/**
 * Kysely's own PostgreSQL introspector lists the tables of every schema and calls
 * `has_schema_privilege(name, …)` on each; when another connection drops a schema meanwhile
 * (parallel test files each own one) that call fails with "schema … does not exist". The
 * migrator only asks whether its own tables exist, so this one looks at the connection's
 * current schema alone, by catalog joins that cannot fail that way.
 */
class OwnSchemaIntrospector extends PostgresIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    super(db);
    this.#db = db;
  }

  override async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
    `.execute(this.#db);
    return rows.map((row) => ({
      name: row.name,
      schema: row.schema,
      isView: row.kind === 'v',
      columns: [],
    }));
  }
}

class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

/** A pool of connections to `url` (with a test's own schema as the search path). */
export function openPgPool(
  url: string,
  schema: string | undefined,
  more: pg.PoolConfig = {},
): pg.Pool {
  return new pg.Pool({
    ...more,
    connectionString: url,
    max: 10,
    // Reads through `prepare` may take text columns as bytes (db/pg-bytes.ts).
    Client: BytesClient,
    // A test run gets its own schema; production uses the default search path.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
}

/** `shared`: a pool the caller keeps open after the database closes (the tests' warm pools). */
function openPostgres(url: string, schema: string | undefined, shared?: pg.Pool): Kysely<Database> {
  const pool = shared ?? openPgPool(url, schema);
  const dialectPool = shared ? { connect: () => shared.connect(), end: async () => {} } : pool;
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: dialectPool }) });
  registerDirectReader(db, (sqlText, parameters, bytes) =>
    queryPrepared(pool, sqlText, parameters, bytes),
  );
  return db;
}

export async function openDatabase(
  config: Config,
  { migrate = true, pool }: { migrate?: boolean; pool?: pg.Pool } = {},
): Promise<Db> {
  const engine: Engine = config.databaseUrl ? 'postgres' : 'sqlite';
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseSchema, pool)
    : openSqlite(config.dataDir);
  if (engine === 'postgres' && config.databaseSchema) {
    await sql`create schema if not exists ${sql.id(config.databaseSchema)}`.execute(db);
  }
  if (migrate) await migrateToLatest(db as Kysely<unknown>, engine, config.databaseSchema);
  return { db, engine, close: () => db.destroy() };
}
