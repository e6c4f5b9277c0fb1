// What every benchmark (scripts/bench*.mjs) shares: the smoke mode, the ports, the build check,
// and the server's public exports (apps/server/src/public-api.ts, the only server module a
// benchmark imports).
//  - BENCH_SMOKE=1: tiny sizes, one short round, no timing assertion: the benchmark must simply
//    run to its end (apps/server/src/ops/benchmarks-smoke.test.ts runs each one so in CI).
//  - BENCH_PORT: the first of the few consecutive ports a benchmark listens on (each has its own
//    default, so benchmarks run one after another in `npm run bench` do not collide).
//  - BENCH_SKIP_BUILD=1: use the dist folders as they are (no build check).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, root } from '../build-if-needed.mjs';

export const smoke = process.env.BENCH_SMOKE === '1';

/** `full` normally, `tiny` in smoke mode. */
export const size = (full, tiny) => (smoke ? tiny : full);

/** The first port of this benchmark: BENCH_PORT, or the benchmark's own default. */
export const benchPort = (fallback) => Number(process.env.BENCH_PORT ?? fallback);

export function buildUnlessSkipped() {
  if (!process.env.BENCH_SKIP_BUILD) buildIfNeeded();
}

/** The built server's public exports (apps/server/dist/public-api.js). */
export const serverApi = () =>
  import(pathToFileURL(path.join(root, 'apps/server/dist/public-api.js')).href);

/**
 * Stops a child process (a server the benchmark started) and waits for its exit, so that it
 * neither outlives the benchmark nor holds its port or database schema: SIGTERM, then SIGKILL
 * after 10 s.
 */
export async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
