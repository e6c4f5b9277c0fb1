import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePortRange } from '../../../../scripts/lib/cluster.mjs';
import { SERVER_NODE_FLAGS } from '../../../../scripts/lib/server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

interface Outcome {
  code: number | null;
  output: string;
  /** Wall-clock time. */
  seconds: number;
  /** CPU time (user + system) of the benchmark and every process it started and waited for. */
  cpuSeconds: number;
}

/** The children's line of the shell's `times` ("0m1.25s 0m0.31s"), in seconds. */
function childrenCpu(output: string): number {
  const line = output.trimEnd().split('\n').at(-1) ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) throw new Error(`no CPU times in: ${line}`);
  return parts.reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0);
}

/** Runs `node scripts/<file>` in smoke mode on its own free ports; resolves when it exits. */
async function runSmoke(file: string): Promise<Outcome> {
  // Vitest puts Vite's BASE_URL ('/') into the environment; the server reads BASE_URL as its address.
  const { BASE_URL: _vite, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    BENCH_SMOKE: '1',
    BENCH_SKIP_BUILD: '1', // the ops tests run after `npm run build`
    BENCH_PORT: String(await freePortRange(4)),
    NODE_ENV: 'production',
  };
  // bench-pg.mjs needs PostgreSQL (it says so and exits 0 without); bench.mjs adds it when set.
  if (process.env.TEST_DATABASE_URL) env.BENCH_DATABASE_URL = process.env.TEST_DATABASE_URL;
  delete env.BENCH_PG_PORT;
  delete env.BENCH_WEB_PORT;
  const started = performance.now();
  // The shell's `times` gives the CPU time of the benchmark and all it waited for.
  const child = spawn(
    'sh',
    ['-c', '"$0" "$1"; code=$?; times >&2; exit $code', process.execPath, `scripts/${file}`],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const chunks: string[] = [];
  let errors = '';
  child.stdout.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr.on('data', (c: Buffer) => {
    chunks.push(c.toString());
    errors += c.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    code,
    output: chunks.join(''),
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: childrenCpu(errors),
  };
}

/**
 * What each benchmark prints when it ran to its end (its result table's heading or a row of it).
 * A benchmark missing here fails the test below: a new one must get a smoke run too.
 */
const finished: Record<string, RegExp> = {
  'bench.mjs': /profile read: Usra \/ bare throughput/,
  'bench-tasks.mjs': process.env.TEST_DATABASE_URL
    ? /Tasks on postgres, 20 connections/
    : /Tasks on sqlite, 20 connections/,
  'bench-pg.mjs': process.env.TEST_DATABASE_URL
    ? /PostgreSQL \/ SQLite \(median of rounds\)/
    : /Set BENCH_DATABASE_URL or TEST_DATABASE_URL/,
  'bench-obd.mjs': /server CPU per reading, ms/,
  'bench-house.mjs': /overview answer, KB/,
  'bench-search.mjs': /search: 200 documents indexed/,
  'bench-documents.mjs': /search p99 ms/,
  'bench-extraction.mjs': /\| \.docx, 1 MB of text/,
  'bench-web.mjs': /JavaScript loaded by \/ before interaction/,
  // Without PEER_URL its peer is a second Usra: the generic path runs against Usra itself.
  'bench-peer.mjs': /Usra and its peer, 10 connections/,
};

/** How many benchmarks run at once: most of a smoke run is waiting (servers starting, OCR). */
const AT_ONCE = 3;

/**
 * Issue 30: every benchmark runs once in its smoke mode (BENCH_SMOKE=1: tiny sizes, one short
 * round, no timing assertion), so a refactor that breaks one (an import moved, a response
 * changed) fails CI instead of `npm run bench` months later.
 */
describe('benchmarks in smoke mode', () => {
  const scripts = readdirSync(path.join(root, 'scripts'))
    .filter((f) => /^bench.*\.mjs$/.test(f) && !f.startsWith('bench-bare-'))
    .sort();
  const outcomes = new Map<string, Outcome>();
  let wallSeconds = 0;
  let cpuSeconds = 0;

  beforeAll(async () => {
    const queue = Object.keys(finished);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let file = queue.shift(); file; file = queue.shift())
          outcomes.set(file, await runSmoke(file));
      }),
    );
    wallSeconds = (performance.now() - started) / 1000;
    cpuSeconds = [...outcomes.values()].reduce((sum, o) => sum + o.cpuSeconds, 0);
    console.info(
      `benchmark smoke runs, ${AT_ONCE} at a time: ${[...outcomes]
        .map(([f, o]) => `${f} ${o.seconds.toFixed(1)} s (CPU ${o.cpuSeconds.toFixed(1)} s)`)
        .join(', ')}; ${wallSeconds.toFixed(1)} s in all, CPU ${cpuSeconds.toFixed(1)} s`,
    );
  }, 300_000);

  it('knows every benchmark script (bench-bare-* are the yardsticks the others start)', () => {
    expect(scripts).toEqual(Object.keys(finished).sort());
  });

  it('npm start and every benchmark run the server with the same Node.js flags', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) expect(manifest.scripts.start).toContain(` ${flag} `);
    for (const file of scripts) {
      const text = readFileSync(path.join(root, 'scripts', file), 'utf8');
      // The server is started through serverArgs() (scripts/lib/server-flags.mjs), never bare.
      expect(text, file).not.toMatch(/\[\s*'apps\/server\/dist\/server\.js'/);
    }
  });

  // No timing assertion (issue 30): what a smoke run costs depends on the machine and on what else
  // it runs. The CPU time is printed above so a benchmark that grows is seen in the CI log.
  it.each(Object.keys(finished))('%s runs to its end and exits 0', (file) => {
    const outcome = outcomes.get(file)!;
    expect(outcome.code, outcome.output).toBe(0);
    expect(outcome.output).toMatch(finished[file]!);
  });
});
