// `npm run load` (issue 18): how many families one machine holds. It simulates N families, each
// one member with the app open: a live stream (server-sent events) held the whole time, and an
// action every LOAD_THINK_MS on average (exponential think time) drawn from a realistic mix —
// open the task list, the dashboard, the month's calendar, add a task, complete one, add an
// event, look at the documents and, now and then, upload a small PDF. N doubles until the
// p99 of all requests passes LOAD_P99_MS (100 ms) or more than 1% fail, then is narrowed by
// bisection. It reports the largest N held on one instance with SQLite and on two instances
// behind nginx with PostgreSQL (LOAD_DATABASE_URL or TEST_DATABASE_URL), and where the CPU went
// (each server, nginx, PostgreSQL, this load generator): the first bottleneck.
//
//   npm run load                      both set-ups (PostgreSQL only when a URL is set)
//   npm run load -- sqlite            one of them; LOAD_SECONDS, LOAD_THINK_MS, LOAD_MAX_N tune it
import { setMaxListeners } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfNeeded } from './build-if-needed.mjs';
import { onePagePdf } from './lib/one-page-pdf.mjs';
import { startInstance, startProxy } from './lib/cluster.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const WARM_UP_SECONDS = 3;
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 2000);
const P99_MS = Number(process.env.LOAD_P99_MS ?? 100);
const MAX_N = Number(process.env.LOAD_MAX_N ?? 2560);
const START_N = Number(process.env.LOAD_START_N ?? 20);
const TASKS_PER_FAMILY = 40;
/** Bisection steps between the last N held and the first not held (0 measures the doubling only). */
const BISECT_STEPS = Number(process.env.LOAD_BISECT_STEPS ?? 2);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// CPU accounting from /proc (Linux): seconds of user + system time.

function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The pids whose command name is `name` (postgres backends, nginx workers). */
function pidsNamed(name) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

function cpuSnapshot(servers) {
  const snapshot = { at: performance.now(), load: process.cpuUsage() };
  for (const server of servers) snapshot[server.name] = cpuOf(server.pid);
  snapshot.nginx = pidsNamed('nginx').reduce((sum, pid) => sum + cpuOf(pid), 0);
  snapshot.postgres = pidsNamed('postgres').reduce((sum, pid) => sum + cpuOf(pid), 0);
  return snapshot;
}

/** Per process, the share of one core used between two snapshots (100% = one core busy). */
function cpuShares(before, after, servers) {
  const seconds = (after.at - before.at) / 1000;
  const share = (a, b) => `${Math.round(((b - a) / seconds) * 100)}%`;
  const shares = {};
  for (const server of servers)
    shares[server.name] = share(before[server.name], after[server.name]);
  shares.nginx = share(before.nginx, after.nginx);
  shares.postgres = share(before.postgres, after.postgres);
  const load = process.cpuUsage(before.load);
  shares['load script'] = `${Math.round(((load.user + load.system) / 1e6 / seconds) * 100)}%`;
  return shares;
}

// ---------------------------------------------------------------------------------------------
// One family: an account, its session cookie, its tasks, its live stream.

/** Names may hold letters only: 0 → أ, 1 → ب, ..., 28 → بأ, ... */
const letters = [...'أبتثجحخدذرزسشصضطظعغفقكلمنهوي'];
function nameOf(index) {
  let name = '';
  let n = index;
  do {
    name = letters[n % letters.length] + name;
    n = Math.floor(n / letters.length);
  } while (n > 0);
  return name;
}

class Family {
  constructor(base, index) {
    this.base = base;
    this.index = index;
    this.cookie = '';
    this.open = [];
    this.stream = null;
  }

  headers(json = true) {
    return {
      cookie: this.cookie,
      origin: this.base,
      ...(json ? { 'content-type': 'application/json' } : {}),
    };
  }

  async signUp(run) {
    const response = await fetch(`${this.base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.base },
      body: JSON.stringify({
        email: `family${this.index}-${run}@load.example`,
        password: 'Falcon#Rise7',
        fullName: `سارة ${nameOf(this.index)}`,
      }),
    });
    if (response.status !== 201)
      throw new Error(`sign-up: ${response.status} ${await response.text()}`);
    this.cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await response.arrayBuffer();
    for (let i = 0; i < TASKS_PER_FAMILY; i++) this.open.push(await this.createTask(i));
  }

  async createTask(i) {
    const response = await fetch(`${this.base}/api/tasks`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({
        title: `مهمة ${i} — task ${i}`,
        location: 'البيت',
        category: ['chores', 'errands', 'maintenance', 'other'][i % 4],
        priority: ['low', 'medium', 'high'][i % 3],
        dueDate: new Date(Date.now() + ((i % 30) - 10) * 86_400_000).toISOString(),
      }),
    });
    if (response.status !== 201)
      throw new Error(`create task: ${response.status} ${await response.text()}`);
    return (await response.json()).task.id;
  }

  /** Holds the live stream until `signal` aborts; reconnects when the server ends it. */
  async holdStream(signal, counters) {
    // Families open the app spread over one think time, not all in the same millisecond.
    await sleep(Math.random() * THINK_MS);
    while (!signal.aborted) {
      try {
        const response = await fetch(`${this.base}/api/events`, {
          headers: { ...this.headers(false), accept: 'text/event-stream' },
          signal,
        });
        if (response.status !== 200) throw new Error(`stream: ${response.status}`);
        counters.streams += 1;
        counters.open += 1;
        try {
          for await (const _chunk of response.body) counters.streamChunks += 1;
        } finally {
          counters.open -= 1;
        }
      } catch {
        if (signal.aborted) return;
        counters.streamErrors += 1;
        await sleep(1000);
      }
    }
  }
}

/** The actions of a member with the app open, by weight. */
const actions = [
  [30, 'task list', (f) => fetch(`${f.base}/api/tasks?limit=200`, { headers: f.headers(false) })],
  [
    15,
    'dashboard',
    (f) => fetch(`${f.base}/api/dashboard?timeZone=Asia%2FRiyadh`, { headers: f.headers(false) }),
  ],
  [
    15,
    'calendar',
    (f) => {
      const from = new Date(Date.UTC(2026, 10, 1)).toISOString();
      const to = new Date(Date.UTC(2026, 11, 1)).toISOString();
      return fetch(`${f.base}/api/calendar/events?from=${from}&to=${to}`, {
        headers: f.headers(false),
      });
    },
  ],
  [
    15,
    'add task',
    async (f) => {
      const response = await fetch(`${f.base}/api/tasks`, {
        method: 'POST',
        headers: f.headers(),
        body: JSON.stringify({
          title: 'اشتر خبز — buy bread',
          location: 'المخبز',
          category: 'errands',
        }),
      });
      if (response.status === 201) {
        const body = await response.json();
        f.open.push(body.task.id);
        return { status: 201, consumed: true };
      }
      return response;
    },
  ],
  [
    10,
    'complete task',
    (f) => {
      const id = f.open.shift();
      if (!id) return fetch(`${f.base}/api/tasks?limit=20`, { headers: f.headers(false) });
      return fetch(`${f.base}/api/tasks/${id}/status`, {
        method: 'PUT',
        headers: f.headers(),
        body: JSON.stringify({ status: 'completed' }),
      });
    },
  ],
  [
    8,
    'add event',
    (f) => {
      const start = new Date(Date.UTC(2026, 10, 10 + (f.index % 15), 15));
      return fetch(`${f.base}/api/calendar/events`, {
        method: 'POST',
        headers: f.headers(),
        body: JSON.stringify({
          title: 'موعد الطبيب',
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 3_600_000).toISOString(),
          eventType: 'family',
        }),
      });
    },
  ],
  [5, 'documents', (f) => fetch(`${f.base}/api/documents`, { headers: f.headers(false) })],
  [
    2,
    'upload',
    (f) => {
      const form = new FormData();
      form.append('metadata', JSON.stringify({ dialog: 'quick', title: 'فاتورة — receipt' }));
      form.append('file', new Blob([onePagePdf(`Receipt ${f.index}`)]), 'receipt.pdf');
      return fetch(`${f.base}/api/documents`, {
        method: 'POST',
        headers: { cookie: f.cookie, origin: f.base },
        body: form,
      });
    },
  ],
];
const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);

function pickAction() {
  let r = Math.random() * totalWeight;
  for (const action of actions) {
    r -= action[0];
    if (r <= 0) return action;
  }
  return actions[0];
}

async function act(family, signal, sink) {
  // Families start spread over one think time, not all at once.
  await sleep(Math.random() * THINK_MS);
  while (!signal.aborted) {
    const [, name, run] = pickAction();
    const started = performance.now();
    // Only what starts inside the measured seconds is timed: a request of the warm-up that
    // ends in them carries the warm-up's start (connections opening, code not yet compiled).
    const measured = sink.measuring;
    let ok = false;
    try {
      const response = await run(family);
      if (!response.consumed) await response.arrayBuffer();
      ok = response.status < 400;
      if (!ok) sink.failures.push(`${name}: ${response.status}`);
    } catch (error) {
      sink.failures.push(`${name}: ${error.cause?.code ?? error.message}`);
    }
    if (measured) sink.samples.push([name, performance.now() - started, ok]);
    await sleep(-Math.log(1 - Math.random()) * THINK_MS);
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

/** Runs `families` for WARM_UP + SECONDS and measures the last SECONDS. */
async function step(families, servers) {
  const controller = new AbortController();
  // Every family's stream and requests wait on this one signal.
  setMaxListeners(0, controller.signal);
  const sink = { samples: [], failures: [], measuring: false };
  const counters = { streams: 0, open: 0, streamChunks: 0, streamErrors: 0 };
  const streams = families.map((f) => f.holdStream(controller.signal, counters));
  const loops = families.map((f) => act(f, controller.signal, sink));
  await sleep(WARM_UP_SECONDS * 1000);
  sink.failures.length = 0;
  sink.measuring = true;
  // The load script's own event loop: a pause here delays every answer it times, so a p99 set
  // by it is the script's, not the servers'.
  const ownLoop = monitorEventLoopDelay({ resolution: 10 });
  ownLoop.enable();
  const before = cpuSnapshot(servers);
  await sleep(SECONDS * 1000);
  const after = cpuSnapshot(servers);
  ownLoop.disable();
  const openAtEnd = counters.open;
  sink.measuring = false;
  controller.abort();
  await Promise.all([...loops, ...streams]);
  const latencies = sink.samples.map(([, ms]) => ms).sort((a, b) => a - b);
  const failed = sink.samples.filter(([, , ok]) => !ok).length;
  const byAction = {};
  for (const [name, ms] of sink.samples) (byAction[name] ??= []).push(ms);
  const slowest = Object.entries(byAction)
    .map(([name, list]) => [
      name,
      percentile(
        list.sort((a, b) => a - b),
        0.99,
      ),
    ])
    .sort((a, b) => b[1] - a[1])[0];
  return {
    families: families.length,
    'req/s': Math.round(sink.samples.length / SECONDS),
    'p50 ms': Math.round(percentile(latencies, 0.5) * 10) / 10,
    'p99 ms': Math.round(percentile(latencies, 0.99) * 10) / 10,
    'failed %': Math.round((failed / Math.max(1, sink.samples.length)) * 1000) / 10,
    'slowest p99': slowest ? `${slowest[0]} ${Math.round(slowest[1])} ms` : '',
    'p99 by action': Object.fromEntries(
      Object.entries(byAction).map(([name, list]) => [name, Math.round(percentile(list, 0.99))]),
    ),
    // Streams open at the end of the step, streams refused or broken during it, chunks received.
    'live streams': `${openAtEnd}/${families.length} open, ${counters.streamErrors} refused, ${counters.streamChunks} chunks`,
    ...cpuShares(before, after, servers),
    'script loop max ms': Math.round(ownLoop.max / 1e6),
    firstFailure: sink.failures[0] ?? '',
  };
}

async function findCapacity(label, base, servers) {
  const run = Date.now().toString(36);
  const families = [];
  const grow = async (n) => {
    while (families.length < n) {
      const batch = [];
      for (let i = 0; i < Math.min(10, n - families.length); i++) {
        batch.push(new Family(base, families.length + batch.length));
      }
      await Promise.all(batch.map((f) => f.signUp(run)));
      families.push(...batch);
    }
  };
  const rows = [];
  const holds = (row) => row['p99 ms'] < P99_MS && row['failed %'] <= 1;
  const measure = async (n) => {
    await grow(n);
    const row = await step(families.slice(0, n), servers);
    rows.push(row);
    console.log(`${label}: ${JSON.stringify(row)}`);
    return holds(row);
  };
  let good = 0;
  let bad = null;
  for (let n = START_N; n <= MAX_N; n *= 2) {
    if (await measure(n)) good = n;
    else {
      bad = n;
      break;
    }
  }
  // Bisection steps (two unless LOAD_BISECT_STEPS says otherwise) between the last N held and the first one not held.
  for (let i = 0; bad !== null && i < BISECT_STEPS && bad - good > 10; i++) {
    const mid = Math.round((good + bad) / 2);
    if (await measure(mid)) good = mid;
    else bad = mid;
  }
  console.table(rows.map(({ firstFailure: _f, 'p99 by action': _p, ...row }) => row));
  return { label, held: good, firstNotHeld: bad, rows };
}

async function sqliteRun() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-load-'));
  const server = await startInstance({
    port: 3491,
    name: 'server',
    env: { DATA_DIR: dataDir, ...looseLimits },
  });
  try {
    return await findCapacity('SQLite, one instance', server.url, [server]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRun(databaseUrl) {
  const schema = `load_${Date.now().toString(36)}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'usra-load-pg-'));
  const shared = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    AUTH_SECRET: 'load-test-secret-'.padEnd(40, 'x'),
    TRUST_PROXY: 'true',
    ...looseLimits,
  };
  const servers = [];
  let proxy;
  try {
    // The first instance migrates the schema; the second starts on it.
    servers.push(
      await startInstance({
        port: 3492,
        name: 'server A',
        env: { ...shared, DATA_DIR: path.join(dir, 'a') },
      }),
    );
    servers.push(
      await startInstance({
        port: 3493,
        name: 'server B',
        env: { ...shared, DATA_DIR: path.join(dir, 'b') },
      }),
    );
    proxy = await startProxy({ port: 3490, upstreams: [3492, 3493], dir: path.join(dir, 'nginx') });
    return await findCapacity('PostgreSQL, two instances behind nginx', proxy.url, servers);
  } finally {
    await proxy?.stop();
    for (const server of servers) await server.stop();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sign-up and new-browser limits per address would stop the load script's many sign-ups from one address. */
const looseLimits = {
  RATE_LIMIT_SIGNUP_PER_ADDRESS_MAX: '100000',
  RATE_LIMIT_SIGNUP_MAX: '100000',
  RATE_LIMIT_BROWSER_KEYS_PER_ADDRESS_MAX: '100000',
  // Every simulated family connects from 127.0.0.1; real ones come from their own addresses.
  LIVE_STREAMS_PER_ADDRESS_MAX: '100000',
  UPLOAD_MAX_MB: '5',
  FAMILY_STORAGE_QUOTA_MB: '1000',
};

buildIfNeeded();
const only = process.argv[2];
const databaseUrl = process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
console.log(
  `Each family: one live stream and an action every ${THINK_MS} ms on average; ${SECONDS} s per step; held = p99 < ${P99_MS} ms and ≤ 1% failed.`,
);
const results = [];
if (!only || only === 'sqlite') results.push(await sqliteRun());
if ((!only || only === 'postgres') && databaseUrl) results.push(await postgresRun(databaseUrl));
else if (only === 'postgres') throw new Error('Set LOAD_DATABASE_URL or TEST_DATABASE_URL');
for (const { label, held, firstNotHeld } of results) {
  console.log(
    `${label}: held ${held} families${firstNotHeld ? ` (not ${firstNotHeld})` : ` (up to LOAD_MAX_N, ${MAX_N})`}`,
  );
}
