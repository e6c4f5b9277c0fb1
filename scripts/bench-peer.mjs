// `npm run bench:peer` (issue 30): Usra and any other HTTP API under the same load in one run,
// so a side-by-side figure ("Usra lists 200 tasks N times as fast as <peer>") can be reproduced.
// Usra runs on SQLite (and on PostgreSQL when BENCH_DATABASE_URL is set) with a family of 200
// tasks; the peer is described by its list and create requests:
//   PEER_URL           the peer's base address, e.g. http://127.0.0.1:5000 (unset: a second Usra
//                      on SQLite is the peer, which checks the benchmark itself; the smoke run)
//   PEER_LIST          path of its list request (GET), already holding 200 items: /api/tasks
//   PEER_CREATE        path of its create request (POST): /api/tasks
//   PEER_CREATE_BODY   the create request's JSON body
//   PEER_HEADERS       JSON object of headers sent with both (its session cookie or token)
//   PEER_CREATE_HEADERS  headers of the create alone (another account's, so the creates do not
//                      grow the listed account's list; default PEER_HEADERS)
//   PEER_DATABASE      the peer's database on BENCH_DATABASE_URL's server, for its PostgreSQL
//                      backends' CPU time per request (optional; read from /proc, same machine)
//   PEER_PID           the peer server's process id, for its CPU time per request (optional)
//   BENCH_CONNECTIONS  connections (default 10), BENCH_SECONDS each run (default 10),
//   BENCH_ROUNDS       rounds (default 3): each round runs every target once, in turn, so the
//                      figures share the machine's load; the median round is reported.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { run, seed, signUp, start } from './bench-tasks.mjs';
import { benchPort, buildUnlessSkipped, size, smoke, stopChild } from './lib/bench-env.mjs';
import { pgBackends } from './lib/pg-backend-cpu.mjs';
import { serverArgs } from './lib/server-flags.mjs';

const TASKS = size(200, 20);
const ROUNDS = size(Number(process.env.BENCH_ROUNDS ?? 3), 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LENGTH = smoke ? { amount: 40 } : { duration: SECONDS };
const PORT = benchPort(3405);
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** Reads the PostgreSQL backends' CPU time (same machine); null without BENCH_DATABASE_URL. */
const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
await admin?.connect();

buildUnlessSkipped();

const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** The PostgreSQL schema Usra works in here (dropped at the end), and its connections' name. */
const schema = `bench_peer_${Date.now().toString(36)}`;
const appName = `usra_${schema}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-bench-peer-'));
const servers = [];
/** Starts Usra on `port` with a family of TASKS tasks; answers its target description. */
async function usra(name, port, extraEnv) {
  const server = await start(
    serverArgs(),
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(dataDir, name.replace(/\W+/g, '-')),
      RATE_LIMIT_SIGNUP_PER_ADDRESS_MAX: '1000',
      RATE_LIMIT_SIGNUP_MAX: '1000',
      ...extraEnv,
    },
    'Usra is serving',
  );
  servers.push(server);
  const base = `http://127.0.0.1:${port}`;
  const cookie = await signUp(base, `bench-peer-${port}@example.com`);
  await seed(base, cookie, TASKS);
  // The creates go to a family of their own, so the listed family stays at TASKS.
  const writer = await signUp(base, `bench-peer-writer-${port}@example.com`);
  return {
    name,
    process: server,
    database: extraEnv.DATABASE_URL ? pgBackends(admin, { applicationName: appName }) : null,
    list: `${base}/api/tasks?limit=${TASKS}`,
    create: `${base}/api/tasks`,
    body: JSON.stringify({ title: 'Buy bread', location: 'Bakery', category: 'errands' }),
    headers: { cookie, origin: base },
    createHeaders: { cookie: writer, origin: base },
  };
}

function withApplicationName(url, name) {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}

/** The peer as PEER_* describe it (its process only when PEER_PID is given). */
function peerFromEnv() {
  const base = process.env.PEER_URL.replace(/\/$/, '');
  return {
    name: `peer ${base}`,
    process: { pid: process.env.PEER_PID ? Number(process.env.PEER_PID) : undefined },
    list: base + (process.env.PEER_LIST ?? '/api/tasks'),
    create: base + (process.env.PEER_CREATE ?? '/api/tasks'),
    body: process.env.PEER_CREATE_BODY ?? '{}',
    headers: JSON.parse(process.env.PEER_HEADERS ?? '{}'),
    createHeaders: JSON.parse(process.env.PEER_CREATE_HEADERS ?? process.env.PEER_HEADERS ?? '{}'),
    database:
      admin && process.env.PEER_DATABASE
        ? pgBackends(admin, { database: process.env.PEER_DATABASE })
        : null,
  };
}

try {
  const targets = [await usra('Usra on SQLite', PORT, {})];
  if (databaseUrl) {
    targets.push(
      await usra('Usra on PostgreSQL', PORT + 1, {
        DATABASE_URL: withApplicationName(databaseUrl, appName),
        DATABASE_SCHEMA: schema,
      }),
    );
  } else console.log('(Set BENCH_DATABASE_URL to measure Usra on PostgreSQL too.)');
  if (process.env.PEER_URL) targets.push(peerFromEnv());
  else {
    console.log('(No PEER_URL: the peer is a second Usra on SQLite, which checks the benchmark.)');
    targets.push({ ...(await usra('peer: Usra on SQLite', PORT + 2, {})) });
  }

  // Each target answers its list and its create before anything is measured.
  for (const t of targets) {
    const list = await fetch(t.list, { headers: t.headers });
    if (list.status !== 200) throw new Error(`${t.name}: GET ${t.list} answered ${list.status}`);
    const created = await fetch(t.create, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.createHeaders },
      body: t.body,
    });
    if (created.status >= 300)
      throw new Error(`${t.name}: POST ${t.create} answered ${created.status}`);
    if (!smoke) await run(t.process, { url: t.list, headers: t.headers, duration: 3 });
  }

  /** One run, with the target's PostgreSQL backends' CPU time per request when known. */
  const measure = async (t, opts) => {
    if (!t.database) return { ...(await run(t.process, opts)), dbCpuMs: null };
    const { result, spent } = await t.database.spentDuring(() => run(t.process, opts));
    return {
      ...result,
      dbCpuMs: spent === null ? null : (spent * 1000) / (result.requests.total || 1),
    };
  };
  const results = new Map(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const list = await measure(t, {
        url: t.list,
        headers: t.headers,
        connections: CONNECTIONS,
        ...LENGTH,
      });
      const create = await measure(t, {
        url: t.create,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...t.createHeaders },
        body: t.body,
        connections: CONNECTIONS,
        ...LENGTH,
      });
      results.get(t.name).push({ list, create });
    }
  }

  const [usraSqlite] = targets;
  const listRate = (name) => median(results.get(name).map((r) => r.list.requests.average));
  console.log(
    `\nUsra and its peer, ${CONNECTIONS} connections, ${smoke ? '40 requests' : `${SECONDS} s`} per run, median of ${ROUNDS} round(s)`,
  );
  console.table(
    targets.map((t) => {
      const rounds = results.get(t.name);
      const of = (pick) => median(rounds.map(pick));
      const ms = (v) => (v === null ? '' : v.toFixed(2));
      return {
        target: t.name,
        'list req/s': Math.round(of((r) => r.list.requests.average)),
        'list p99 ms': of((r) => r.list.latency.p99),
        'create req/s': Math.round(of((r) => r.create.requests.average)),
        'create p99 ms': of((r) => r.create.latency.p99),
        'server CPU ms/list': ms(of((r) => r.list.serverCpuMs)),
        'server CPU ms/create': ms(of((r) => r.create.serverCpuMs)),
        'PostgreSQL CPU ms/list': ms(of((r) => r.list.dbCpuMs)),
        'PostgreSQL CPU ms/create': ms(of((r) => r.create.dbCpuMs)),
        errors: rounds.reduce(
          (n, r) => n + r.list.errors + r.list.non2xx + r.create.errors + r.create.non2xx,
          0,
        ),
        'list vs Usra on SQLite': `${Math.round((listRate(t.name) / listRate(usraSqlite.name)) * 100)} %`,
      };
    }),
  );
  // Issue 30's goals, when a peer on PostgreSQL was measured beside Usra on PostgreSQL.
  const usraPg = targets.find((t) => t.name === 'Usra on PostgreSQL');
  const peer = process.env.PEER_URL ? targets[targets.length - 1] : null;
  if (usraPg && peer) {
    const of = (t, pick) => median(results.get(t.name).map(pick));
    const creates =
      of(usraPg, (r) => r.create.requests.average) / of(peer, (r) => r.create.requests.average);
    const usraDb = of(usraPg, (r) => r.create.dbCpuMs);
    const peerDb = of(peer, (r) => r.create.dbCpuMs);
    console.table([
      {
        figure: "Usra on PostgreSQL creates / the peer's",
        value: `${creates.toFixed(2)}×`,
        target: `>= 2× (${creates >= 2 ? 'met' : 'not met'})`,
      },
      {
        figure: 'PostgreSQL CPU per create, Usra / the peer',
        value:
          usraDb === null || peerDb === null
            ? 'unknown'
            : `${usraDb.toFixed(2)} / ${peerDb.toFixed(2)} ms`,
        target:
          usraDb === null || peerDb === null
            ? '<='
            : `<= (${usraDb <= peerDb ? 'met' : 'not met'})`,
      },
    ]);
  }
} finally {
  await Promise.all(servers.map(stopChild));
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
  await admin?.end();
}
