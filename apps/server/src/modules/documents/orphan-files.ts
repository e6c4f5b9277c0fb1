import type { FastifyBaseLogger } from 'fastify';
import type { ListedFile, Storage } from '../../platform/storage/storage.js';
import type { DocumentsRepository } from './documents.repository.js';

/** The sweep runs when an instance starts and then every six hours (decision 009). */
export const ORPHAN_SWEEP_EVERY_MS = 6 * 3600_000;
/** Keys looked up in one query per family. */
const BATCH = 500;

export interface OrphanSweepReport {
  /** Stored files no document names, removed. */
  files: number;
  /** Temporary files and sidecars of interrupted puts, removed. */
  leftovers: number;
}

/**
 * Removes stored files that no document names and that were last written more than `graceMs`
 * ago, and what interrupted puts left behind. An upload stores its file before its row commits,
 * and a deletion removes the row before the file, so a process killed in between leaves a file
 * without a row; this sweep is what removes it (decision 009). A file younger than the grace
 * may belong to an upload still in progress on this or another instance, and is kept.
 */
export async function sweepOrphanFiles(deps: {
  storage: Storage;
  repo: Pick<DocumentsRepository, 'keysInUse'>;
  graceMs: number;
  now: Date;
}): Promise<OrphanSweepReport> {
  const { storage, repo } = deps;
  const before = new Date(deps.now.getTime() - deps.graceMs);
  const leftovers = await storage.removeLeftovers(before);
  let files = 0;
  let batch: ListedFile[] = [];
  const flush = async () => {
    const byFamily = new Map<string, string[]>();
    for (const { key } of batch) {
      const familyId = key.split('/')[0]!;
      byFamily.set(familyId, [...(byFamily.get(familyId) ?? []), key]);
    }
    batch = [];
    for (const [familyId, keys] of byFamily) {
      const inUse = await repo.keysInUse(familyId, keys);
      for (const key of keys) {
        if (inUse.has(key)) continue;
        await storage.delete(key);
        files += 1;
      }
    }
  };
  for await (const file of storage.list()) {
    if (file.modifiedAt >= before) continue;
    batch.push(file);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { files, leftovers };
}

/**
 * Runs the sweep once the app is ready (without delaying it) and every ORPHAN_SWEEP_EVERY_MS;
 * closing the app stops the timer and waits for a sweep under way.
 */
export function scheduleOrphanSweep(
  app: { addHook(name: 'onReady' | 'preClose', hook: () => Promise<void>): unknown },
  sweep: () => Promise<OrphanSweepReport>,
  log: FastifyBaseLogger,
): { run(): Promise<OrphanSweepReport | undefined> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<OrphanSweepReport | undefined> | undefined;
  let closed = false;
  const run = () => {
    if (closed) return Promise.resolve(undefined);
    running ??= sweep()
      .then((report) => {
        // Removals mean a process stopped mid-write (or a crash): worth an operator's notice.
        if (report.files > 0 || report.leftovers > 0) {
          log.warn({ ...report }, 'removed stored files no document names');
        }
        return report;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'orphan file sweep failed');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), ORPHAN_SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  return { run };
}
