import { readdir, readFile } from 'node:fs/promises';

/**
 * Resident memory of a process and of everything it started (Linux /proc), for the tests and
 * the bench that hold the extraction sandbox to its budget (decision 016).
 */

async function rssOf(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The direct children of `pid` (each thread lists those it started). */
async function childrenOf(pid: number): Promise<number[]> {
  try {
    const tasks = await readdir(`/proc/${pid}/task`);
    const lists = await Promise.all(
      tasks.map((tid) => readFile(`/proc/${pid}/task/${tid}/children`, 'utf8').catch(() => '')),
    );
    return lists.flatMap((list) => list.split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

export interface GroupMemory {
  /** The process itself. */
  own: number;
  /** Its descendants together. */
  children: number;
  /** Pids of the descendants. */
  pids: number[];
}

/** RSS of `root` and of its descendants, in bytes. */
export async function groupMemory(root: number): Promise<GroupMemory> {
  const descendants: number[] = [];
  const frontier = [root];
  while (frontier.length > 0) {
    const found = await childrenOf(frontier.pop()!);
    descendants.push(...found);
    frontier.push(...found);
  }
  const sizes = await Promise.all(descendants.map(rssOf));
  return {
    own: await rssOf(root),
    children: sizes.reduce((sum, size) => sum + size, 0),
    pids: descendants,
  };
}

/** The command line of `pid` (NULs as spaces), or '' when it is gone. */
export async function commandLine(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Samples `groupMemory(root)` every `everyMs` until stopped; keeps the peaks. */
export function watchGroupMemory(root: number, everyMs = 100) {
  const peak = { own: 0, children: 0, total: 0 };
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      const now = await groupMemory(root);
      peak.own = Math.max(peak.own, now.own);
      peak.children = Math.max(peak.children, now.children);
      peak.total = Math.max(peak.total, now.own + now.children);
    });
  }, everyMs);
  return {
    peak,
    async stop() {
      clearInterval(timer);
      await sampling;
      return peak;
    },
  };
}
