import { spawn } from 'node:child_process';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { BackupError } from './archive.js';

const STEP_PAGES = 1000;
const ALL_PAGES = 0x7fffffff;

/**
 * A consistent copy of a live SQLite database through the online backup API, on a connection
 * of its own. The copy is taken in steps (the event loop runs between them); a write by another
 * connection restarts it, so after a restart the rest is copied in one step.
 */
export async function copySqlite(source: string, destination: string): Promise<void> {
  const connection = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    let previous = Number.POSITIVE_INFINITY;
    let restarted = false;
    await connection.backup(destination, {
      progress: ({ remainingPages }) => {
        // Each step copies its pages unless it started over: then the rest goes in one step
        // (as many pages as there are by then, so the largest number better-sqlite3 takes).
        if (remainingPages >= previous) restarted = true;
        previous = remainingPages;
        return restarted ? ALL_PAGES : STEP_PAGES;
      },
    });
  } finally {
    connection.close();
  }
  const copy = new SQLite(destination, { fileMustExist: true });
  try {
    const [check] = copy.pragma('quick_check') as { quick_check: string }[];
    if (check?.quick_check !== 'ok') throw new BackupError('The database copy failed its check');
  } finally {
    copy.close();
  }
}

/** The last migration applied (kysely_migration), or null before any. */
export async function migrationLevel(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name desc limit 1
  `.execute(db);
  return rows[0]?.name ?? null;
}

export function sqliteMigrationLevel(file: string): string | null {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const row = connection
      .prepare('select name from kysely_migration order by name desc limit 1')
      .get() as { name: string } | undefined;
    return row?.name ?? null;
  } finally {
    connection.close();
  }
}

/** Rows per table of a SQLite database file (its own tables, not SQLite's). */
export function sqliteTableRows(file: string): Record<string, number> {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = connection
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .all() as string[];
    const rows: Record<string, number> = {};
    for (const table of tables.sort()) {
      const id = `"${table.replace(/"/g, '""')}"`;
      rows[table] = Number(connection.prepare(`select count(*) from ${id}`).pluck().get());
    }
    return rows;
  } finally {
    connection.close();
  }
}

/** A connection URL without its password, and the password for PGPASSWORD (not on argv). */
export function pgConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a PostgreSQL client program; a missing program is a BackupError saying what to install. */
export function runClient(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin?: (input: NodeJS.WritableStream) => Promise<void>,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      if (stdout.length < 1_000_000) stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      if (stderr.length < 100_000) stderr += text;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found on PATH: install the PostgreSQL client programs ` +
                `(Debian: apt-get install postgresql-client) of the server's major version or newer`,
            )
          : error,
      );
    });
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.on('error', () => undefined);
    if (stdin) {
      stdin(child.stdin).then(
        () => child.stdin.end(),
        (error: unknown) => {
          child.kill();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    } else child.stdin.end();
  });
}

/** The major version of a client program (`pg_dump (PostgreSQL) 15.20` → 15). */
export async function clientMajor(program: string): Promise<number> {
  const { code, stdout } = await runClient(program, ['--version'], process.env);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  if (code !== 0 || !match) throw new BackupError(`Could not tell ${program}'s version`);
  return Number(match[1]);
}

export async function serverMajor(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{
    v: string;
  }>`select current_setting('server_version_num') as v`.execute(db);
  return Math.floor(Number(rows[0]!.v) / 10000);
}

/** pg_dump and pg_restore must be at least the server's major version. */
export async function checkPgClients(db: Kysely<Database>, programs: string[]): Promise<void> {
  const server = await serverMajor(db);
  for (const program of programs) {
    const client = await clientMajor(program);
    if (client < server) {
      throw new BackupError(
        `${program} is version ${client} but the PostgreSQL server is ${server}: ` +
          `install the client programs of version ${server} or newer`,
      );
    }
  }
}

/** pg_dump of one schema in the custom format (compressed, read by pg_restore). */
export async function dumpPostgres(url: string, schema: string, file: string): Promise<void> {
  const connection = pgConnection(url);
  const { code, stderr } = await runClient(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--schema=${schema}`,
      `--file=${file}`,
      `--dbname=${connection.url}`,
    ],
    connection.env,
  );
  if (code !== 0) throw new BackupError(`pg_dump failed: ${stderr.trim().slice(0, 2000)}`);
}
