import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, link, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import type { Config } from '../../config.js';
import { openDatabase, sqlitePath } from '../../db/database.js';
import type { Engine } from '../../db/dialect.js';
import { migrationsFor } from '../../db/migrate.js';
import { DiskStorage } from '../storage/disk.js';
import { createStorage, type Storage } from '../storage/storage.js';
import {
  BACKUP_FORMAT,
  BackupError,
  FILES_PREFIX,
  readArchive,
  SECRETS_PREFIX,
  type Manifest,
} from './archive.js';
import { storedKeys } from './backup.js';
import { databaseInUse } from './database-in-use.js';
import {
  checkPgClients,
  migrationLevel,
  pgConnection,
  runClient,
  sqliteTableRows,
} from './database-dump.js';

export interface RestoreOptions {
  /** Restore even though a server seems to be using the database. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface RestoreReport {
  manifest: Manifest;
  /** The migration level after restoring (newer code migrates the restored data forward). */
  migration: string | null;
  filesRestored: number;
  filesRemoved: number;
  /** Where the replaced SQLite database and disk files were moved (null on PostgreSQL/S3). */
  previous: string | null;
}

/**
 * Restores an archive made by `createBackup`. Nothing is touched until the whole archive has
 * been read and every checksum matched; then the database is replaced (SQLite: the file, with
 * its -wal and -shm; PostgreSQL: the schema dropped and restored in one transaction), then the
 * files (disk: a folder swap; S3: every file uploaded and objects not in the backup removed),
 * then the secrets, and the database is migrated to this version's level.
 */
export async function restoreBackup(
  config: Config,
  archive: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const log = options.log ?? (() => undefined);
  const engine: Engine = config.databaseUrl ? 'postgres' : 'sqlite';
  const file = path.resolve(archive);
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);

  log(`Checking ${file} ...`);
  const manifest = await readArchive(file);
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError('Unknown archive format');
  if (manifest.engine !== engine) {
    throw new BackupError(
      `The archive holds a ${manifest.engine} database but this install uses ${engine}`,
    );
  }
  if (!(manifest.migration in migrationsFor(engine))) {
    throw new BackupError(
      `The archive was made by a newer version of Usra (migration ${manifest.migration}): ` +
        `restore it with that version or later`,
    );
  }
  log(
    `The archive is whole: ${manifest.engine} database at ${manifest.migration}, ` +
      `${manifest.fileCount} files, made ${manifest.createdAt} by Usra ${manifest.appVersion}`,
  );

  const admin =
    engine === 'postgres'
      ? await openDatabase({ ...config, databaseSchema: undefined }, { migrate: false })
      : null;
  const stageRoot = path.join(config.dataDir, `.restore-${randomUUID()}`);
  let storage: Storage | null = null;
  try {
    if (!options.force && (await databaseInUse(config, admin?.db ?? null))) {
      throw new BackupError(
        'A server is using the database: stop every instance first (or pass --force)',
      );
    }
    if (admin) await checkPgClients(admin.db, ['pg_restore', 'psql']);

    // Second pass: everything that can be staged next to its destination, checked again.
    await mkdir(stageRoot, { recursive: true, mode: 0o700 });
    storage = await createStorage(config.storage);
    const diskFiles = storage instanceof DiskStorage;
    const stagedFiles = path.join(stageRoot, 'files');
    const staging = diskFiles ? new DiskStorage(stagedFiles) : null;
    const contentTypes = new Map(manifest.files.map((f) => [f.key, f.contentType]));
    const secretNames = new Set<string>(manifest.secrets.map((s) => s.name));
    await mkdir(path.join(stageRoot, 'secrets'), { recursive: true });
    await readArchive(file, async (entry) => {
      if (entry.name === manifest.database.name) {
        await pipeline(
          Readable.from(entry.body),
          createWriteStream(path.join(stageRoot, 'database'), { mode: 0o600 }),
        );
      } else if (secretNames.has(entry.name.slice(SECRETS_PREFIX.length))) {
        // Only names the checked manifest lists (its schema allows the known secrets alone).
        const name = entry.name.slice(SECRETS_PREFIX.length);
        await pipeline(
          Readable.from(entry.body),
          createWriteStream(path.join(stageRoot, 'secrets', name), { mode: 0o600 }),
        );
      } else if (staging && contentTypes.has(entry.name.slice(FILES_PREFIX.length))) {
        const key = entry.name.slice(FILES_PREFIX.length);
        await staging.put(key, Readable.from(entry.body), {
          contentType: contentTypes.get(key) ?? 'application/octet-stream',
          maxBytes: Number.MAX_SAFE_INTEGER,
        });
      }
    });
    // The staged database is opened and checked before anything is replaced (issue 25).
    if (engine === 'sqlite') {
      const rows = checkStagedSqlite(path.join(stageRoot, 'database'), manifest);
      log(
        `The staged database opens: ${Object.keys(rows).length} tables, ` +
          `${rows.families ?? 0} families, ${rows.tasks ?? 0} tasks, ${rows.documents ?? 0} documents`,
      );
    } else {
      await checkStagedPgDump(config, path.join(stageRoot, 'database'));
    }
    log('The archive was read again and staged; replacing the data ...');

    // What the restore replaces on this machine is kept here (delete it when satisfied).
    const aside = path.join(
      config.dataDir,
      `before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`,
    );
    let previous: string | null = null;
    if (engine === 'sqlite') {
      previous = aside;
      await mkdir(previous, { recursive: true, mode: 0o700 });
      const target = sqlitePath(config.dataDir);
      const keep = (suffix: string) => path.join(aside, path.basename(target) + suffix);
      // The old file is linked aside first, so that the live name never goes missing: the new
      // database replaces it in one rename, after the old -wal and -shm (which must never be
      // applied to the new file) have moved aside too.
      if (existsSync(target)) await link(target, keep(''));
      for (const suffix of ['-wal', '-shm']) {
        if (existsSync(target + suffix)) await rename(target + suffix, keep(suffix));
      }
      await rename(path.join(stageRoot, 'database'), target);
      log(`Database replaced (the previous one is in ${previous})`);
    } else {
      await restorePostgres(config, path.join(stageRoot, 'database'), manifest);
      log(`Schema ${manifest.schema ?? 'public'} dropped and restored in one transaction`);
    }

    let filesRestored = 0;
    let filesRemoved = 0;
    if (staging && storage instanceof DiskStorage) {
      if (existsSync(storage.root)) {
        previous = aside;
        await mkdir(previous, { recursive: true, mode: 0o700 });
        await rename(storage.root, path.join(previous, 'files'));
      }
      await mkdir(path.dirname(storage.root), { recursive: true });
      if (existsSync(stagedFiles)) await rename(stagedFiles, storage.root);
      else await mkdir(storage.root, { recursive: true });
      filesRestored = manifest.fileCount;
      log(`${filesRestored} files restored to ${storage.root}`);
    } else {
      ({ filesRestored, filesRemoved } = await restoreObjects(file, manifest, storage));
      log(`${filesRestored} files uploaded, ${filesRemoved} objects not in the backup removed`);
    }
    for (const secret of manifest.secrets) {
      const target = path.join(config.dataDir, secret.name);
      await copyFile(path.join(stageRoot, 'secrets', secret.name), target);
    }
    if (manifest.secrets.length > 0) {
      log(`Secrets restored: ${manifest.secrets.map((s) => s.name).join(', ')}`);
    }

    // Newer code brings the restored database to its level, as a start would.
    const db = await openDatabase(config);
    let migration: string | null;
    try {
      migration = await migrationLevel(db.db);
    } finally {
      await db.close();
    }
    log(
      migration === manifest.migration
        ? `Migration level ${migration}, as in the archive`
        : `Migrated from ${manifest.migration} to ${migration}`,
    );
    return { manifest, migration, filesRestored, filesRemoved, previous };
  } finally {
    await storage?.close();
    await admin?.close();
    await rm(stageRoot, { recursive: true, force: true });
  }
}

const unusable = (why: string) =>
  new BackupError(`The archive's database ${why}: nothing was changed`);

/** The migrations a staged database has applied: known to this version, the last the manifest's. */
function checkMigrations(names: string[], manifest: Manifest, engine: Engine): void {
  if (names.length === 0) throw unusable('has no migrations applied: it is not a Usra database');
  const known = migrationsFor(engine);
  const unknown = names.find((name) => !(name in known));
  if (unknown) throw unusable(`was made by a newer version of Usra (migration ${unknown})`);
  const last = [...names].sort().at(-1);
  if (last !== manifest.migration) {
    throw unusable(`is at migration ${last}, but the manifest says ${manifest.migration}`);
  }
}

/**
 * Opens the staged SQLite file read-only and checks it before it replaces the live one: a SQLite
 * database that passes `quick_check`, with the migrations table at the manifest's level (none
 * newer than this code), and the manifest's row count in every table (archives that carry
 * counts). Answers the row counts.
 */
export function checkStagedSqlite(file: string, manifest: Manifest): Record<string, number> {
  let rows: Record<string, number>;
  let names: string[];
  try {
    const connection = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const check = connection.pragma('quick_check', { simple: true }) as string;
      if (check !== 'ok') throw unusable(`is damaged (${check})`);
      const hasMigrations = connection
        .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
        .get();
      if (!hasMigrations) throw unusable('has no migrations table: it is not a Usra database');
      names = connection.prepare('select name from kysely_migration').pluck().all() as string[];
    } finally {
      connection.close();
    }
    rows = sqliteTableRows(file);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw unusable(`cannot be opened (${(error as Error).message})`);
  }
  checkMigrations(names, manifest, 'sqlite');
  for (const [table, count] of Object.entries(manifest.tableRows ?? {})) {
    if (rows[table] !== count) {
      throw unusable(
        `does not hold what the manifest says (${table}: ${rows[table] ?? 'missing'} rows, ` +
          `expected ${count})`,
      );
    }
  }
  for (const table of ['families', 'profiles']) {
    if (rows[table] === undefined)
      throw unusable(`has no ${table} table: it is not a Usra database`);
  }
  return rows;
}

/**
 * A PostgreSQL dump is checked by its table of contents before the schema is dropped: a dump
 * pg_restore reads, holding the migrations table and its rows. Its migrations themselves are
 * checked inside the restoring transaction (`restorePostgres`), so a failure changes nothing.
 */
async function checkStagedPgDump(config: Config, dump: string): Promise<void> {
  const connection = pgConnection(config.databaseUrl!);
  const listing = await runClient('pg_restore', ['--list', dump], connection.env);
  if (listing.code !== 0) {
    throw unusable(`cannot be read by pg_restore (${listing.stderr.trim().slice(0, 500)})`);
  }
  for (const table of ['kysely_migration', 'families', 'profiles']) {
    if (!new RegExp(`TABLE DATA \\S+ ${table} `).test(listing.stdout)) {
      throw unusable(`has no ${table} table: it is not a Usra database`);
    }
  }
}

/** SQL that fails the restoring transaction unless the migrations are the manifest's, all known. */
function pgMigrationCheck(schema: string, manifest: Manifest): string {
  const id = `"${schema.replace(/"/g, '""')}"`;
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const known = Object.keys(migrationsFor('postgres')).map(literal).join(', ');
  return [
    'DO $usra_check$',
    'DECLARE latest text; unknown text;',
    'BEGIN',
    `  SELECT max(name) INTO latest FROM ${id}.kysely_migration;`,
    `  SELECT min(name) INTO unknown FROM ${id}.kysely_migration WHERE name <> ALL (ARRAY[${known}]::text[]);`,
    `  IF unknown IS NOT NULL THEN RAISE EXCEPTION 'The archive''s database was made by a newer version of Usra (migration %)', unknown; END IF;`,
    `  IF latest IS DISTINCT FROM ${literal(manifest.migration)} THEN RAISE EXCEPTION 'The archive''s database is at migration %, but the manifest says ${manifest.migration.replace(/'/g, "''")}', latest; END IF;`,
    'END $usra_check$;',
    '',
  ].join('\n');
}

/** pg_restore's SQL, after dropping the schema, through psql in one transaction. */
async function restorePostgres(config: Config, dump: string, manifest: Manifest): Promise<void> {
  const schema = config.databaseSchema ?? 'public';
  const connection = pgConnection(config.databaseUrl!);
  const listing = await runClient('pg_restore', ['--list', dump], connection.env);
  if (listing.code !== 0) throw new BackupError(`pg_restore failed: ${listing.stderr.trim()}`);
  const createsSchema = listing.stdout
    .split('\n')
    .some((line) => new RegExp(`^\\d+; \\d+ \\d+ SCHEMA - ${schema} `).test(line));
  const id = `"${schema.replace(/"/g, '""')}"`;
  const preamble = [
    // The drop's notices would bury the error that matters.
    'SET client_min_messages TO warning;',
    `DROP SCHEMA IF EXISTS ${id} CASCADE;`,
    ...(createsSchema ? [] : [`CREATE SCHEMA ${id};`]),
    // Dropping public drops the pg_trgm extension that lives there (migration 0019).
    'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;',
    '',
  ].join('\n');
  let restoreError = '';
  const result = await runClient(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', connection.url],
    connection.env,
    async (input) => {
      input.write(preamble);
      await new Promise<void>((resolve, reject) => {
        const child = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], {
          env: connection.env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stderr.setEncoding('utf8').on('data', (t: string) => (restoreError += t));
        child.stdout.pipe(input, { end: false });
        child.on('error', reject);
        child.on('close', (code) =>
          code === 0 ? resolve() : reject(new BackupError(`pg_restore failed: ${restoreError}`)),
        );
      });
      // Still inside the one transaction: a database that is not the manifest's rolls back.
      input.write(pgMigrationCheck(schema, manifest));
    },
  );
  if (result.code !== 0) {
    throw new BackupError(
      `Restoring the database failed (nothing was changed): ${result.stderr.trim().slice(0, 2000)}`,
    );
  }
}

/** Uploads every file of the archive to the bucket, then removes objects not in it. */
async function restoreObjects(
  file: string,
  manifest: Manifest,
  storage: Storage,
): Promise<{ filesRestored: number; filesRemoved: number }> {
  const wanted = new Map(manifest.files.map((f) => [f.key, f]));
  let filesRestored = 0;
  await readArchive(file, async (entry) => {
    if (!entry.name.startsWith(FILES_PREFIX)) return;
    const item = wanted.get(entry.name.slice(FILES_PREFIX.length))!;
    const stored = await storage.put(item.key, Readable.from(entry.body), {
      contentType: item.contentType,
      maxBytes: Number.MAX_SAFE_INTEGER,
    });
    if (stored.sha256 !== item.sha256) {
      throw new BackupError(`${item.key} changed while it was being restored`);
    }
    filesRestored += 1;
  });
  let filesRemoved = 0;
  const extra: string[] = [];
  for await (const key of storedKeys(storage)) if (!wanted.has(key)) extra.push(key);
  for (const key of extra) {
    await storage.delete(key);
    filesRemoved += 1;
  }
  return { filesRestored, filesRemoved };
}
