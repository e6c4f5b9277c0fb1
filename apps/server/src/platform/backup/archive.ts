import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import { isValidKey } from '../storage/storage.js';
import { readTar, TarError } from './tar.js';

/**
 * One backup is one gzip-compressed tar file (decision 014):
 *
 *   database/usra.sqlite | database/usra.pgdump   the database (SQLite copy, or pg_dump -Fc)
 *   files/<key>                                   every stored file, under its storage key
 *   secrets/auth-secret, secrets/vapid-keys.json  the generated secrets in DATA_DIR, if any
 *   manifest.json                                 last: what the archive holds, with sha256s
 *
 * The manifest comes last because it carries the checksums of what was streamed before it.
 */
export const BACKUP_FORMAT = 1;
export const MANIFEST_NAME = 'manifest.json';
export const FILES_PREFIX = 'files/';
export const SECRETS_PREFIX = 'secrets/';
/** The secrets config.ts generates into DATA_DIR (names there and in the archive). */
export const SECRET_FILES = ['auth-secret', 'vapid-keys.json'] as const;

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);
const ItemSchema = z.strictObject({
  name: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: sha256Schema,
});
const FileItemSchema = z.strictObject({
  key: z.string().refine(isValidKey, 'not a storage key'),
  size: z.number().int().nonnegative(),
  sha256: sha256Schema,
  contentType: z.string().min(1),
});

export const ManifestSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  app: z.literal('usra'),
  appVersion: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
  /** The PostgreSQL schema dumped (null on SQLite). */
  schema: z.string().nullable(),
  /** The last migration applied to the database in the archive. */
  migration: z.string(),
  createdAt: z.string(),
  database: ItemSchema.extend({
    name: z.enum(['database/usra.sqlite', 'database/usra.pgdump']),
  }),
  storageDriver: z.enum(['disk', 's3']),
  fileCount: z.number().int().nonnegative(),
  fileBytes: z.number().int().nonnegative(),
  files: z.array(FileItemSchema),
  /** Files listed when the backup began but deleted before they were read. */
  vanishedFiles: z.array(z.string()),
  secrets: z.array(ItemSchema.extend({ name: z.enum(SECRET_FILES) })),
  /**
   * Rows per table of the database in the archive (SQLite: counted on the copy; absent for
   * PostgreSQL and older archives). Restore checks the staged database against it.
   */
  tableRows: z.record(z.string(), z.number().int().nonnegative()).optional(),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export class BackupError extends Error {
  override name = 'BackupError';
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The server package's version (src/ and dist/ are both three folders below it). */
export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(path.resolve(here, '../../../package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}

const NAME = /^usra-backup-(\d{8}T\d{6}Z)(?:-(\d+))?-(sqlite|postgres)\.tar\.gz$/;

/** `usra-backup-20261125T030000Z-sqlite.tar.gz` (a second one in the same second gets `-2`). */
export function archiveName(createdAt: Date, engine: string, n = 1): string {
  const stamp = createdAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `usra-backup-${stamp}${n > 1 ? `-${n}` : ''}-${engine}.tar.gz`;
}

/** The complete archives in `dir`, oldest first (temporary `.…partial` files are not listed). */
export async function listArchives(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const parsed = names.flatMap((name) => {
    const match = NAME.exec(name);
    return match ? [{ name, stamp: match[1]!, n: Number(match[2] ?? 1) }] : [];
  });
  parsed.sort((a, b) => a.stamp.localeCompare(b.stamp) || a.n - b.n);
  return parsed.map((p) => p.name);
}

export function sha256Hex(): ReturnType<typeof createHash> {
  return createHash('sha256');
}

export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = sha256Hex();
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

export interface ArchiveEntryVisit {
  name: string;
  size: number;
  body: AsyncIterable<Buffer>;
}

/**
 * Reads the archive once, handing each entry (except the manifest) to `visit` through a
 * hashing pass, then checks the manifest against what was read: every listed item present with
 * its size and sha256, nothing unlisted. Any damage (gzip, tar or checksum) is a BackupError.
 */
export async function readArchive(
  file: string,
  visit: (entry: ArchiveEntryVisit) => Promise<void> = async (entry) => {
    for await (const _chunk of entry.body) {
      // only hashed
    }
  },
): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  try {
    const source = createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>;
    for await (const entry of readTar(source)) {
      if (manifestText !== null) throw new BackupError(`${entry.name} follows the manifest`);
      if (entry.name === MANIFEST_NAME) {
        if (entry.size > 256 * 1024 * 1024) throw new BackupError('the manifest is too large');
        const parts: Buffer[] = [];
        for await (const chunk of entry.body) parts.push(chunk);
        manifestText = Buffer.concat(parts).toString('utf8');
        continue;
      }
      if (seen.has(entry.name)) throw new BackupError(`${entry.name} appears twice`);
      const hash = sha256Hex();
      let size = 0;
      const body = entry.body;
      const hashed: AsyncIterable<Buffer> = {
        async *[Symbol.asyncIterator]() {
          for await (const chunk of body) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
      };
      await visit({ name: entry.name, size: entry.size, body: hashed });
      // Whatever the visitor left unread is hashed too.
      for await (const _chunk of hashed) {
        // drained
      }
      seen.set(entry.name, { size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (error instanceof TarError || (error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new BackupError(`The archive is damaged: ${(error as Error).message}`);
    }
    throw error;
  }
  if (manifestText === null) throw new BackupError('The archive has no manifest.json');
  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(manifestText));
  } catch (error) {
    throw new BackupError(
      `The manifest is not one this version reads: ${(error as Error).message.slice(0, 300)}`,
    );
  }
  const expected = new Map<string, { size: number; sha256: string }>([
    [manifest.database.name, manifest.database],
    ...manifest.files.map((f) => [`${FILES_PREFIX}${f.key}`, f] as const),
    ...manifest.secrets.map((s) => [`${SECRETS_PREFIX}${s.name}`, s] as const),
  ]);
  if (manifest.fileCount !== manifest.files.length) {
    throw new BackupError('The manifest counts a different number of files than it lists');
  }
  for (const [name, item] of expected) {
    const got = seen.get(name);
    if (!got) throw new BackupError(`The archive lacks ${name}`);
    if (got.size !== item.size || got.sha256 !== item.sha256) {
      throw new BackupError(`${name} does not match its checksum: the archive is damaged`);
    }
  }
  for (const name of seen.keys()) {
    if (!expected.has(name)) throw new BackupError(`${name} is not in the manifest`);
  }
  return manifest;
}
