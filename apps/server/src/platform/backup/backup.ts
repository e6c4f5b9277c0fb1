import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Config } from '../../config.js';
import { sqlitePath } from '../../db/database.js';
import type { Engine } from '../../db/dialect.js';
import { DiskStorage } from '../storage/disk.js';
import { NotFoundError, type Storage } from '../storage/storage.js';
import {
  appVersion,
  archiveName,
  BACKUP_FORMAT,
  BackupError,
  FILES_PREFIX,
  hashFile,
  listArchives,
  MANIFEST_NAME,
  SECRET_FILES,
  SECRETS_PREFIX,
  sha256Hex,
  type Manifest,
} from './archive.js';
import {
  checkPgClients,
  copySqlite,
  dumpPostgres,
  migrationLevel,
  sqliteMigrationLevel,
  sqliteTableRows,
} from './database-dump.js';
import { TarWriter } from './tar.js';

export interface BackupSources {
  config: Config;
  db: Kysely<Database>;
  engine: Engine;
  storage: Storage;
  now?: Date;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
}

/** Every stored key, in order, without the stores' own dot-files (probes, sidecars, temps). */
export async function* storedKeys(storage: Storage): AsyncGenerator<string> {
  if (storage instanceof DiskStorage) {
    const walk = async function* (dir: string, prefix: string): AsyncGenerator<string> {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
        else if (entry.isFile()) yield `${prefix}${entry.name}`;
      }
    };
    yield* walk(storage.root, '');
    return;
  }
  if (storage.driver === 's3') {
    // S3 lists in key order; only Usra's objects (S3_PREFIX): others in the bucket are untouched.
    for await (const file of storage.list()) yield file.key;
    return;
  }
  throw new BackupError(`Cannot list a ${storage.driver} store`);
}

async function syncPath(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } catch {
    // a folder on a platform that cannot sync one
  } finally {
    await handle.close();
  }
}

/**
 * Makes one archive in BACKUP_DIR: a consistent copy of the database first, then every stored
 * file (streamed, hashed on the way), the generated secrets and the manifest. It is written
 * under a temporary dot-name and renamed when complete, so a crash never leaves an archive that
 * looks whole. Files removed after the database copy was taken are left out and listed.
 */
export async function createBackup(sources: BackupSources): Promise<BackupResult> {
  const { config, db, engine, storage } = sources;
  const createdAt = sources.now ?? new Date();
  const dir = config.backup.dir;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(path.join(dir, '.work-'));
  let temp: string | null = null;
  try {
    // The database.
    const schema = engine === 'postgres' ? (config.databaseSchema ?? 'public') : null;
    const dump = path.join(work, engine === 'sqlite' ? 'usra.sqlite' : 'usra.pgdump');
    let migration: string | null;
    let tableRows: Record<string, number> | undefined;
    if (engine === 'sqlite') {
      await copySqlite(sqlitePath(config.dataDir), dump);
      migration = sqliteMigrationLevel(dump);
      tableRows = sqliteTableRows(dump);
    } else {
      await checkPgClients(db, ['pg_dump', 'pg_restore']);
      migration = await migrationLevel(db);
      await dumpPostgres(config.databaseUrl!, schema!, dump);
    }
    if (!migration) throw new BackupError('The database has no migrations applied');
    const dumpInfo = await hashFile(dump);

    let name = archiveName(createdAt, engine);
    for (let n = 2; existsSync(path.join(dir, name)); n += 1) {
      name = archiveName(createdAt, engine, n);
    }
    temp = path.join(dir, `.${name}.partial`);
    const out = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
    const gzip = createGzip({ level: 6 });
    gzip.pipe(out);
    const written = finished(out);
    // An error on either stream ends the writes below with it.
    const failed = new Promise<never>((_, reject) => {
      gzip.once('error', reject);
      out.once('error', reject);
    });
    failed.catch(() => undefined);
    const tar = new TarWriter(gzip, createdAt);
    const manifestFiles: Manifest['files'] = [];
    const vanished: string[] = [];
    const secrets: Manifest['secrets'] = [];

    const body = async () => {
      const databaseName =
        engine === 'sqlite' ? 'database/usra.sqlite' : ('database/usra.pgdump' as const);
      await tar.addStream(
        databaseName,
        dumpInfo.size,
        createReadStream(dump) as unknown as AsyncIterable<Buffer>,
      );
      for await (const key of storedKeys(storage)) {
        let stored;
        try {
          stored = await storage.get(key);
        } catch (error) {
          if (error instanceof NotFoundError) {
            vanished.push(key);
            continue;
          }
          throw error;
        }
        const hash = sha256Hex();
        const source = stored.stream as AsyncIterable<Buffer>;
        const hashed = (async function* () {
          for await (const chunk of source) {
            hash.update(chunk);
            yield chunk;
          }
        })();
        try {
          await tar.addStream(`${FILES_PREFIX}${key}`, stored.size, hashed);
        } finally {
          stored.stream.destroy();
        }
        manifestFiles.push({
          key,
          size: stored.size,
          sha256: hash.digest('hex'),
          contentType: stored.contentType,
        });
      }
      for (const secret of SECRET_FILES) {
        const file = path.join(config.dataDir, secret);
        if (!existsSync(file)) continue;
        const info = await hashFile(file);
        await tar.addStream(
          `${SECRETS_PREFIX}${secret}`,
          info.size,
          createReadStream(file) as unknown as AsyncIterable<Buffer>,
        );
        secrets.push({ name: secret, ...info });
      }
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        app: 'usra',
        appVersion: appVersion(),
        engine,
        schema,
        migration: migration!,
        createdAt: createdAt.toISOString(),
        database: { name: databaseName, ...dumpInfo },
        storageDriver: storage.driver,
        fileCount: manifestFiles.length,
        fileBytes: manifestFiles.reduce((n, f) => n + f.size, 0),
        files: manifestFiles,
        vanishedFiles: vanished,
        secrets,
        ...(tableRows ? { tableRows } : {}),
      };
      await tar.addBuffer(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`));
      await tar.finish();
      gzip.end();
      await written;
      return manifest;
    };
    const manifest = await Promise.race([body(), failed]);
    await syncPath(temp);
    const file = path.join(dir, name);
    await rename(temp, file);
    temp = null;
    await syncPath(dir);
    return { file, manifest, bytes: (await stat(file)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
    if (temp) await rm(temp, { force: true });
  }
}

/**
 * Keeps the newest `keep` archives in `dir` and deletes the older ones; also removes temporary
 * files that a crashed backup left more than a day ago. Returns the names deleted.
 */
export async function pruneBackups(dir: string, keep: number, now = new Date()): Promise<string[]> {
  const archives = await listArchives(dir);
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  let names: string[] = [];
  try {
    names = await readdir(dir);
  } catch {
    return old;
  }
  for (const name of names) {
    if (!name.endsWith('.partial') && !name.startsWith('.work-')) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > 86_400_000) {
      await rm(path.join(dir, name), { recursive: true, force: true });
    }
  }
  return old;
}
