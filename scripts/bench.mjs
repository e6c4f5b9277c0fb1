// `npm run bench`: a benchmark, not a test. Starts the real server on SQLite, signs a user in,
// and compares the authenticated profile read with a bare Fastify route doing the same reads.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './build-if-needed.mjs';
import { constantRateInChild } from './constant-rate.mjs';
import { benchPort, buildUnlessSkipped, size, smoke, stopChild } from './lib/bench-env.mjs';
import { serverArgs } from './lib/server-flags.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// Smoke mode: a few requests per run instead of a duration, a fifth of a second at a fixed rate.
const LENGTH = smoke ? { amount: 40 } : { duration: DURATION };
const CONNECTIONS = 20;
// BENCH_PORT moves the ports: this one, the bare route's (+1) and the task benchmark's (+2, +3).
const PORT = benchPort(3391);
const BARE_PORT = PORT + 1;

function start(command, args, env, readyText) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start`)), 20_000);
    const onData = (chunk) => {
      if (chunk.toString().includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c) => process.stderr.write(c));
    child.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function run(url, headers, extra = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, ...LENGTH, ...extra }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

buildUnlessSkipped();
const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-bench-'));
const server = await start(
  'node',
  serverArgs(),
  { DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
  'Usra is serving',
);
let bare;
try {
  await sleep(size(1500, 0));
  const idleRss = rssMb(server.pid);
  const base = `http://127.0.0.1:${PORT}`;
  const signUp = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'bench@example.com',
      password: 'Falcon#Rise7',
      fullName: 'Bench User',
    }),
  });
  if (signUp.status !== 201)
    throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const check = await fetch(`${base}/api/profile`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`profile read failed: ${check.status}`);

  bare = await start(
    'node',
    ['scripts/bench-bare-server.mjs', path.join(dataDir, 'usra.sqlite'), String(BARE_PORT)],
    {},
    'ready',
  );
  const bareCheck = await fetch(`http://127.0.0.1:${BARE_PORT}/profile`, { headers: { cookie } });
  if (bareCheck.status !== 200) throw new Error(`bare read failed: ${bareCheck.status}`);

  // Warm up both, then measure at saturation and at the budget's fixed rate.
  if (!smoke) {
    await run(`${base}/api/profile`, { cookie }, { duration: 2 });
    await run(`http://127.0.0.1:${BARE_PORT}/profile`, { cookie }, { duration: 2 });
  }
  const usra = await run(`${base}/api/profile`, { cookie });
  const bareResult = await run(`http://127.0.0.1:${BARE_PORT}/profile`, { cookie });
  const fixed = await constantRateInChild({
    url: `${base}/api/profile`,
    headers: { cookie },
    duration: size(DURATION, 0.2),
  });
  await sleep(size(2000, 0));
  const afterRss = rssMb(server.pid);

  const row = (name, r) => ({
    measure: name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    errors: r.errors + r.non2xx,
  });
  console.log(
    `\nAuthenticated read GET /api/profile, SQLite, ${CONNECTIONS} connections, ${smoke ? '40 requests' : `${DURATION} s`} each`,
  );
  console.table([
    row('Usra GET /api/profile (saturation)', usra),
    row('bare Fastify + better-sqlite3, same reads', bareResult),
  ]);
  const ratio = usra.requests.average / bareResult.requests.average;
  // The API budgets of ARCHITECTURE.md are about the task list: bench-tasks.mjs prints them.
  // This read (one session check, one small row) shows what the session check costs.
  console.table([
    { figure: 'profile read: Usra / bare throughput', value: `${(ratio * 100).toFixed(0)} %` },
    {
      figure: 'profile read: p99 at a steady 500 req/s',
      value: `${fixed.p99} ms (p50 ${fixed.p50} ms, ${fixed.errors} errors)`,
    },
    {
      figure: 'server RSS at idle after start',
      value: `${idleRss.toFixed(0)} MB`,
      budget: '< 150 MB',
    },
    { figure: 'server RSS idle after the load', value: `${afterRss.toFixed(0)} MB`, budget: '' },
  ]);
} finally {
  await Promise.all([stopChild(server), stopChild(bare)]);
  rmSync(dataDir, { recursive: true, force: true });
}

// Tasks (issue 5): 200-task list, filtered page of 50 from 10,000, create; SQLite and PostgreSQL.
const { benchTasks } = await import('./bench-tasks.mjs');
// Smoke mode: bench-tasks.mjs has a smoke run of its own (benchmarks-smoke.test.ts).
if (!smoke) await benchTasks();
