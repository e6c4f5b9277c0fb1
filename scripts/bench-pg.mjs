// `npm run bench` (issue 18): the 200-task list on SQLite and on PostgreSQL in one run, with the
// same autocannon settings, so the two figures share the machine's load. Both servers run side
// by side on their own seeded family; the rounds alternate SQLite, PostgreSQL, SQLite, ... and
// each round's ratio compares neighbouring runs. Target (issue 30): PostgreSQL >= 80 % of SQLite's
// requests/s. PostgreSQL comes from BENCH_DATABASE_URL (or TEST_DATABASE_URL); the benchmark
// works in a schema of its own and drops it after.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './build-if-needed.mjs';
import { run, seed, signUp, start } from './bench-tasks.mjs';
import { benchPort, size, smoke, stopChild } from './lib/bench-env.mjs';
import { pgBackends } from './lib/pg-backend-cpu.mjs';
import { serverArgs } from './lib/server-flags.mjs';

const ROUNDS = size(Number(process.env.BENCH_ROUNDS ?? 3), 1);
const TASKS = size(200, 20);
const SQLITE_PORT = Number(process.env.BENCH_PG_PORT ?? benchPort(3395));
const PG_PORT = SQLITE_PORT + 1;
const TARGET = 0.8;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log(
    '\n(Set BENCH_DATABASE_URL or TEST_DATABASE_URL to compare the task list on PostgreSQL.)',
  );
  process.exit(0);
}

// `npm run bench` builds first; run alone, this needs `npm run build -w @usra/server`.
if (!existsSync(path.join(root, 'apps/server/dist/server.js')))
  throw new Error('apps/server/dist/server.js is missing: run npm run build first');
const schema = `bench_pg_${Date.now().toString(36)}`;
// The server's connections are named, so their backends' CPU time can be read from /proc.
const appName = `usra_${schema}`;
const serverUrl = new URL(databaseUrl);
serverUrl.searchParams.set('application_name', appName);
const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-bench-pg-'));
const env = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  RATE_LIMIT_SIGNUP_PER_ADDRESS_MAX: '1000',
  RATE_LIMIT_SIGNUP_MAX: '1000',
};
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();

const backends = pgBackends(admin, { applicationName: appName });

const servers = [];
try {
  const sqlite = await start(
    serverArgs(),
    { ...env, DATA_DIR: dataDir, PORT: String(SQLITE_PORT) },
    'Usra is serving',
  );
  servers.push(sqlite);
  const postgres = await start(
    serverArgs(),
    {
      ...env,
      DATA_DIR: path.join(dataDir, 'pg'),
      PORT: String(PG_PORT),
      DATABASE_URL: serverUrl.toString(),
      DATABASE_SCHEMA: schema,
    },
    'Usra is serving',
  );
  servers.push(postgres);

  const engines = [];
  for (const [name, server, port] of [
    ['SQLite', sqlite, SQLITE_PORT],
    ['PostgreSQL', postgres, PG_PORT],
  ]) {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signUp(base, 'list@example.com');
    await seed(base, cookie, TASKS);
    const url = `${base}/api/tasks?limit=${TASKS}`;
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.json();
    if (response.status !== 200 || body.tasks.length !== TASKS)
      throw new Error(`${name}: ${response.status}, ${body.tasks?.length} tasks`);
    // Creates (issue 30) go to a family of their own, so the list's family stays at TASKS.
    const writer = await signUp(base, 'writer@example.com');
    const create = {
      url: `${base}/api/tasks`,
      method: 'POST',
      headers: { cookie: writer, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ title: 'Buy bread', location: 'Bakery', category: 'errands' }),
    };
    const created = await fetch(create.url, create);
    if (created.status !== 201) throw new Error(`${name}: create answered ${created.status}`);
    engines.push({
      name,
      server,
      opts: { url, headers: { cookie } },
      results: [],
      create,
      creates: [],
    });
  }

  // Warm-up: the JIT settles and every pooled connection has served the query.
  if (!smoke) for (const e of engines) await run(e.server, { ...e.opts, duration: 5 });

  /** One run, with the PostgreSQL backends' CPU time per request when it is PostgreSQL. */
  const measure = async (e, opts) => {
    if (e.name !== 'PostgreSQL') return { ...(await run(e.server, opts)), dbCpuMs: null };
    const { result: r, spent, closed } = await backends.spentDuring(() => run(e.server, opts));
    r.dbCpuMs = spent === null ? null : (spent * 1000) / (r.requests.total || 1);
    if (closed) console.log(`(${closed} backend(s) closed during the run: not counted)`);
    return r;
  };

  console.log(`\nload average before: ${load()}`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const e of engines) e.results.push(await measure(e, e.opts));
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const e of engines) e.creates.push(await measure(e, e.create));
  }
  console.log(`load average after: ${load()}`);

  const [lite, post] = engines;
  const rows = [];
  for (let i = 0; i < ROUNDS; i++) {
    for (const e of engines) {
      const r = e.results[i];
      rows.push({
        round: i + 1,
        engine: e.name,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        'server CPU ms/req': r.serverCpuMs === null ? '' : r.serverCpuMs.toFixed(2),
        'PostgreSQL CPU ms/req': r.dbCpuMs === null ? '' : r.dbCpuMs.toFixed(2),
        errors: r.errors + r.non2xx,
        'PostgreSQL / SQLite':
          e === post
            ? `${Math.round((r.requests.average / lite.results[i].requests.average) * 100)} %`
            : '',
      });
    }
  }
  console.log(
    `\nGET /api/tasks?limit=${TASKS} (a family of ${TASKS}), 20 connections, ${smoke ? '40 requests' : `${process.env.BENCH_SECONDS ?? 10} s`} a run`,
  );
  console.table(rows);
  const ratios = post.results.map((r, i) => r.requests.average / lite.results[i].requests.average);
  const range = (e) => {
    const v = e.results.map((r) => Math.round(r.requests.average));
    return `${Math.min(...v)}–${Math.max(...v)}`;
  };
  // The median, or the lower of the middle two: an even count does not round in the target's favour.
  const median = [...ratios].sort((a, b) => a - b)[Math.floor((ratios.length - 1) / 2)];
  console.table([
    { figure: 'SQLite req/s (range over rounds)', value: range(lite) },
    { figure: 'PostgreSQL req/s (range over rounds)', value: range(post) },
    {
      figure: 'PostgreSQL / SQLite (median of rounds)',
      value: `${Math.round(median * 100)} % (${ratios.map((r) => Math.round(r * 100)).join(', ')})`,
      target: `>= ${TARGET * 100} % ${median >= TARGET ? '(met)' : '(NOT met)'}`,
    },
  ]);

  // Creates: POST /api/tasks (issue 30: on PostgreSQL one statement with its activity entry and
  // its NOTIFYs).
  const createRows = [];
  for (let i = 0; i < ROUNDS; i++) {
    for (const e of engines) {
      const r = e.creates[i];
      createRows.push({
        round: i + 1,
        engine: e.name,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        'server CPU ms/req': r.serverCpuMs === null ? '' : r.serverCpuMs.toFixed(2),
        'PostgreSQL CPU ms/req': r.dbCpuMs === null ? '' : r.dbCpuMs.toFixed(2),
        errors: r.errors + r.non2xx,
        'PostgreSQL / SQLite':
          e === post
            ? `${Math.round((r.requests.average / lite.creates[i].requests.average) * 100)} %`
            : '',
      });
    }
  }
  console.log(`\nPOST /api/tasks (create), 20 connections, the same length a run`);
  console.table(createRows);
  const errors = [...lite.results, ...post.results, ...lite.creates, ...post.creates].reduce(
    (sum, r) => sum + r.errors + r.non2xx,
    0,
  );
  if (errors > 0) {
    console.error(`${errors} requests failed`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all(servers.map(stopChild));
  rmSync(dataDir, { recursive: true, force: true });
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}
