import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildScripts } from './child-entry.js';

/**
 * The extraction children's V8 code cache (decision 016). Each child compiled pdf.js anew: of
 * the CPU a one-page PDF cost its child, more than half went to compiling. Once per process and
 * set of flags, a primer child (the same loader, bundle and flags as every child) reads the
 * server's own sample PDF and writes the cache of everything it compiled; every child after it
 * starts from that cache.
 *
 * The primer never sees a user's file, and the children only read the cache, so no file a
 * family uploads can reach what a later child runs: one child per file still holds (a hostile
 * file cannot see another family's). A primer that fails leaves the children compiling as
 * before: slower, never wrong.
 */

const PRIME_TIMEOUT_MS = 60_000;
const made = new Map<string, Promise<string | null>>();
let folder: string | undefined;

function cacheFolder(): string {
  if (folder) return folder;
  const created = mkdtempSync(path.join(tmpdir(), 'usra-extract-cache-'));
  process.once('exit', () => rmSync(created, { recursive: true, force: true }));
  folder = created;
  return created;
}

/** The cache file for children started with `execArgv`, or null when none could be made. */
export function childCodeCache(
  scripts: ChildScripts,
  execArgv: string[],
  env: NodeJS.ProcessEnv,
): Promise<string | null> {
  const key = `${scripts.bundle}\n${execArgv.join(' ')}`;
  let cache = made.get(key);
  if (!cache) {
    cache = prime(scripts, execArgv, env);
    made.set(key, cache);
  }
  return cache;
}

function prime(
  scripts: ChildScripts,
  execArgv: string[],
  env: NodeJS.ProcessEnv,
): Promise<string | null> {
  return new Promise((resolve) => {
    let file: string;
    try {
      file = path.join(cacheFolder(), `child-${made.size}.cache`);
    } catch {
      return resolve(null);
    }
    const primer = fork(scripts.loader, [scripts.bundle, file, 'prime'], {
      execArgv,
      env,
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const timer = setTimeout(() => primer.kill('SIGKILL'), PRIME_TIMEOUT_MS);
    primer.on('error', () => undefined);
    primer.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0 && existsSync(file) ? file : null);
    });
  });
}
