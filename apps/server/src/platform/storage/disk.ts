import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidContentType,
  assertValidKey,
  assertValidPrefix,
  isValidKey,
  meterBody,
  NotFoundError,
  StorageError,
  type ListedFile,
  type PutOptions,
  type PutResult,
  type Storage,
  type StoredFile,
} from './contract.js';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** A put's temporary data or sidecar file: `.<name>.<uuid>.tmp` or `.<name>.<uuid>.tmp.meta`. */
const TEMPORARY = /^\..+\.[0-9a-f-]{36}\.tmp(\.meta)?$/;
/** A content-type sidecar: `.<name>.meta.json`. */
const SIDECAR = /^\.(.+)\.meta\.json$/;
/** A health probe left by a process that died during `check()`. */
const PROBE = /^\.health-[0-9a-f-]{36}$/;

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | null)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException | null)?.code === 'ENOTDIR';

/** Makes a file's data and metadata reach the disk. */
async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a rename in `dir` durable; platforms that cannot open a folder (Windows) skip it. */
async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}

/**
 * Files under `root` (DATA_DIR/files): the key's segments are folders and the file name. Each
 * file has a sidecar `.<name>.meta.json` holding its content type; temporary files are
 * `.<name>.<random>.tmp`. Key segments never start with `.`, so neither can be named by a key.
 *
 * A put streams to a temporary file in the same folder, syncs it, writes the sidecar, then
 * renames the data into place (atomic on one file system) and syncs the folder: a reader sees
 * either no file or the whole file, and a crash leaves at most an unnamed temporary file.
 */
export class DiskStorage implements Storage {
  readonly driver = 'disk';

  constructor(readonly root: string) {
    this.root = path.resolve(root);
  }

  #path(key: string): string {
    assertValidKey(key);
    const file = path.join(this.root, ...key.split('/'));
    // Defence in depth: validated keys cannot leave the root.
    if (!file.startsWith(this.root + path.sep)) throw new StorageError(`Key outside root: ${key}`);
    return file;
  }

  #metaPath(file: string): string {
    return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<PutResult> {
    const file = this.#path(key);
    assertValidContentType(options.contentType);
    const dir = path.dirname(file);
    const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
    const metaTemp = `${temp}.meta`;
    const meter = meterBody(body, options.maxBytes);
    try {
      await mkdir(dir, { recursive: true });
      await pipeline(meter, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      // The two files reach the disk side by side: one flush's wait, not two, before the renames.
      // Both settle before any cleanup, so a failure cannot leave a sidecar written after it.
      const synced = await Promise.allSettled([
        syncFile(temp),
        writeFile(metaTemp, JSON.stringify({ contentType: options.contentType }), {
          flag: 'wx',
          mode: 0o600,
        }).then(() => syncFile(metaTemp)),
      ]);
      for (const outcome of synced) if (outcome.status === 'rejected') throw outcome.reason;
      await rename(metaTemp, this.#metaPath(file));
      await rename(temp, file);
      await syncDir(dir);
      return meter.result();
    } catch (error) {
      meter.destroy();
      await rm(temp, { force: true });
      await rm(metaTemp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile> {
    const file = this.#path(key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') {
        throw new NotFoundError(key);
      }
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new NotFoundError(key);
      const contentType = await this.#contentType(file);
      return { stream: handle.createReadStream(), size: info.size, contentType };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async #contentType(file: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(this.#metaPath(file), 'utf8')) as {
        contentType?: unknown;
      };
      return typeof meta.contentType === 'string' ? meta.contentType : DEFAULT_CONTENT_TYPE;
    } catch {
      return DEFAULT_CONTENT_TYPE;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.#path(key);
    await rm(file, { force: true });
    await rm(this.#metaPath(file), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.#path(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix);
    await rm(path.join(this.root, ...prefix.slice(0, -1).split('/')), {
      recursive: true,
      force: true,
    });
  }

  /** Walks the folders depth first, one folder's entries in memory at a time. */
  async *#walk(dir: string): AsyncGenerator<{ file: string; name: string; dir: string }> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) yield* this.#walk(full);
      } else if (entry.isFile()) {
        yield { file: full, name: entry.name, dir };
      }
    }
  }

  async *list(): AsyncGenerator<ListedFile> {
    for await (const { file, name } of this.#walk(this.root)) {
      if (name.startsWith('.')) continue;
      const key = path.relative(this.root, file).split(path.sep).join('/');
      if (!isValidKey(key)) continue;
      let info;
      try {
        info = await stat(file);
      } catch (error) {
        if (isMissing(error)) continue; // deleted meanwhile
        throw error;
      }
      yield { key, size: info.size, modifiedAt: info.mtime };
    }
  }

  async removeLeftovers(before: Date): Promise<number> {
    let removed = 0;
    for await (const { file, name, dir } of this.#walk(this.root)) {
      if (!name.startsWith('.')) continue;
      const sidecar = SIDECAR.exec(name);
      const leftover =
        TEMPORARY.test(name) ||
        (PROBE.test(name) && dir === this.root) ||
        (sidecar !== null && !(await this.#isFile(path.join(dir, sidecar[1]!))));
      if (!leftover) continue;
      try {
        if ((await stat(file)).mtime >= before) continue;
        await rm(file, { force: true });
        removed += 1;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return removed;
  }

  async #isFile(file: string): Promise<boolean> {
    try {
      return (await stat(file)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.health-${randomUUID()}`);
    try {
      await writeFile(probe, 'ok', { flag: 'wx' });
      if ((await readFile(probe, 'utf8')) !== 'ok') throw new StorageError('probe read back wrong');
    } finally {
      await rm(probe, { force: true });
    }
  }

  async close(): Promise<void> {}
}
