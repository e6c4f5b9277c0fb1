// Task benchmarks for `npm run bench` (issue 5), on SQLite and, when BENCH_DATABASE_URL is set,
// PostgreSQL: the authenticated list of a family's 200 tasks, a filtered page of 50 out of
// 10,000 tasks, and create task; each against a bare Fastify route doing the same query.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './build-if-needed.mjs';
import { constantRateInChild } from './constant-rate.mjs';
import { benchPort, size, smoke, stopChild } from './lib/bench-env.mjs';
import { serverArgs } from './lib/server-flags.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// Smoke mode: a few requests per run instead of a duration, a fifth of a second at a fixed rate.
const LENGTH = smoke ? { amount: 40 } : { duration: DURATION };
const RATE_SECONDS = size(DURATION, 0.2);
const CONNECTIONS = 20;
// BENCH_PORT moves both ports (sessions sharing a machine each get their own range); they are
// BENCH_PORT + 2 and + 3, after bench.mjs's own two.
const PORT = benchPort(3391) + 2;
// The family of 200 and the large family of 10,000 (smoke mode: 20 and 100).
const SMALL = size(200, 20);
const LARGE = size(10_000, 100);
// A quarter of the large family's tasks are pending errands (see seed), up to the page of 50.
const FILTERED = Math.min(50, LARGE / 4);
const BARE_PORT = PORT + 1;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function start(args, env, readyText) {
  const child = spawn('node', args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${args[0]} did not start`));
    }, 30_000);
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr.on('data', (c) => process.stderr.write(c));
    child.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

/** CPU seconds (user + system) a process has used so far; null where /proc is missing. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
  } catch {
    return null;
  }
}

/**
 * One autocannon run against `server` (a child process). The machine's 2 cores are shared by
 * the server, autocannon and whatever else runs, so each row also gives the CPU time per
 * request of the server and of autocannon: those hold when the requests per second do not.
 */
export function run(server, opts) {
  return new Promise((resolve, reject) => {
    const serverBefore = cpuSeconds(server.pid);
    const clientBefore = process.cpuUsage();
    autocannon({ connections: CONNECTIONS, ...LENGTH, ...opts }, (err, result) => {
      if (err) return reject(err);
      const serverAfter = cpuSeconds(server.pid);
      const client = process.cpuUsage(clientBefore);
      const n = result.requests.total || 1;
      result.serverCpuMs = serverBefore === null ? null : ((serverAfter - serverBefore) * 1000) / n;
      result.clientCpuMs = (client.user + client.system) / 1000 / n;
      resolve(result);
    });
  });
}

export async function signUp(base, email) {
  const response = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'Falcon#Rise7', fullName: 'Bench User' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** fetch that retries a dropped keep-alive connection (a client race, not a server error). */
async function retryingFetch(url, init, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (i >= attempts) throw error;
      await sleep(50);
    }
  }
}

const categories = ['chores', 'errands', 'maintenance', 'other'];
const statuses = ['pending', 'pending', 'in_progress', 'completed'];

/** Creates `count` tasks through the API, `parallel` at a time; some get a status change. */
export async function seed(base, cookie, count, parallel = 20) {
  let next = 0;
  const headers = { 'content-type': 'application/json', cookie, origin: base };
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const response = await retryingFetch(`${base}/api/tasks`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `مهمة رقم ${i} — Task ${i}`,
          description:
            i % 3 === 0 ? 'Pick up groceries and check the car tyres on the way back' : '',
          location: 'Riyadh',
          category: categories[i % 4],
          priority: ['low', 'medium', 'high'][i % 3],
          dueDate: new Date(Date.now() + ((i % 60) - 20) * 86_400_000).toISOString(),
          tags: i % 2 ? ['home'] : ['car', 'weekly'],
          estimatedDuration: 30,
        }),
      });
      if (response.status !== 201) throw new Error(`seed failed: ${response.status}`);
      const status = statuses[i % 4];
      if (status !== 'pending') {
        const { task } = await response.json();
        await retryingFetch(`${base}/api/tasks/${task.id}/status`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ status }),
        });
      } else await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

const row = (name, r, bare) => ({
  measure: name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  'KB/resp': r.requests.total ? Math.round(r.throughput.total / r.requests.total / 1024) : 0,
  'server CPU ms/req': r.serverCpuMs === null ? '' : r.serverCpuMs.toFixed(2),
  'autocannon CPU ms/req': r.clientCpuMs.toFixed(2),
  errors: r.errors + r.non2xx,
  'vs bare': bare ? `${Math.round((r.requests.average / bare.requests.average) * 100)} %` : '',
  // The same ratio from CPU time per request, which other load on the machine disturbs less.
  'vs bare (CPU)':
    bare && r.serverCpuMs && bare.serverCpuMs
      ? `${Math.round((bare.serverCpuMs / r.serverCpuMs) * 100)} %`
      : '',
});

async function benchEngine(engine, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-bench-tasks-'));
  const schema = `bench_${Date.now().toString(36)}`;
  const env = {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    RATE_LIMIT_SIGNUP_PER_ADDRESS_MAX: '1000',
    RATE_LIMIT_SIGNUP_MAX: '1000',
    ...(engine === 'postgres' ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
  };
  const server = await start(serverArgs(), env, 'Usra is serving');
  let bare;
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const small = await signUp(base, 'small@example.com');
    const large = await signUp(base, 'large@example.com');
    const writer = await signUp(base, 'writer@example.com');
    const t0 = Date.now();
    await seed(base, small, SMALL);
    await seed(base, large, LARGE);
    console.log(
      `${engine}: seeded ${SMALL + LARGE} tasks in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    const target = engine === 'sqlite' ? path.join(dataDir, 'usra.sqlite') : databaseUrl;
    bare = await start(
      ['scripts/bench-bare-tasks.mjs', engine, target, String(BARE_PORT), schema],
      {},
      'ready',
    );
    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    const list = `${base}/api/tasks?limit=${SMALL}`;
    const filtered = `${base}/api/tasks?limit=50&status=pending&category=errands`;
    for (const [url, cookie] of [
      [list, small],
      [filtered, large],
      [`${bareBase}/tasks`, small],
      [`${bareBase}/tasks-filtered`, large],
    ]) {
      const r = await fetch(url, { headers: { cookie } });
      const body = await r.json();
      if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
      const expected = url === list || url.endsWith('/tasks') ? SMALL : FILTERED;
      if (body.tasks.length !== expected) throw new Error(`${url}: ${body.tasks.length} tasks`);
    }
    const createBody = JSON.stringify({
      title: 'Buy bread',
      location: 'Bakery',
      category: 'errands',
    });
    const posted = await fetch(`${bareBase}/tasks`, {
      method: 'POST',
      headers: { cookie: writer, 'content-type': 'application/json' },
      body: createBody,
    });
    if (posted.status !== 201) throw new Error(`bare create: ${posted.status}`);
    // Warm-up: the JIT settles on the hot paths before anything is measured.
    if (!smoke) {
      await run(server, { url: list, headers: { cookie: small }, duration: 5 });
      await run(server, { url: filtered, headers: { cookie: large }, duration: 2 });
      await run(bare, { url: `${bareBase}/tasks`, headers: { cookie: small }, duration: 5 });
      await run(bare, {
        url: `${bareBase}/tasks-filtered`,
        headers: { cookie: large },
        duration: 2,
      });
    }
    const listR = await run(server, { url: list, headers: { cookie: small } });
    const bareListR = await run(bare, { url: `${bareBase}/tasks`, headers: { cookie: small } });
    // The budget's fixed rate (ARCHITECTURE.md): p99 of the list at 500 requests/s.
    const bareAt500 = await constantRateInChild({
      url: `${bareBase}/tasks`,
      headers: { cookie: small },
      duration: RATE_SECONDS,
    });
    const listAt500 = await constantRateInChild({
      url: list,
      headers: { cookie: small },
      duration: RATE_SECONDS,
    });
    const filteredR = await run(server, { url: filtered, headers: { cookie: large } });
    const bareFilteredR = await run(bare, {
      url: `${bareBase}/tasks-filtered`,
      headers: { cookie: large },
    });
    const createR = await run(server, {
      url: `${base}/api/tasks`,
      method: 'POST',
      headers: { cookie: writer, 'content-type': 'application/json', origin: base },
      body: createBody,
    });
    const bareCreateR = await run(bare, {
      url: `${bareBase}/tasks`,
      method: 'POST',
      headers: { cookie: writer, 'content-type': 'application/json' },
      body: createBody,
    });
    console.log(
      `\nTasks on ${engine}, ${CONNECTIONS} connections, ${smoke ? '40 requests' : `${DURATION} s`} each`,
    );
    console.table([
      row(`GET /api/tasks?limit=${SMALL} (family of ${SMALL})`, listR, bareListR),
      row('bare Fastify, same query', bareListR),
      row(`GET /api/tasks filtered, ${FILTERED} of ${LARGE}`, filteredR, bareFilteredR),
      row('bare Fastify, same query', bareFilteredR),
      row('POST /api/tasks (create)', createR, bareCreateR),
      row('bare Fastify, same writes', bareCreateR),
    ]);
    const listRatio = listR.requests.average / bareListR.requests.average;
    console.table([
      {
        figure: `${engine}: task list / bare throughput`,
        value: `${Math.round(listRatio * 100)} %`,
        budget: '>= 40 %',
      },
      {
        figure: `${engine}: task list p99 at 500 req/s`,
        value: `${listAt500.p99} ms (p50 ${listAt500.p50} ms, ${Math.round(listAt500.rate)} req/s, ${listAt500.errors} errors)`,
        budget: engine === 'sqlite' ? '< 20 ms' : '',
      },
      {
        figure: `${engine}: bare route p99 at 500 req/s`,
        value: `${bareAt500.p99} ms (p50 ${bareAt500.p50} ms, ${bareAt500.errors} errors)`,
        budget: '',
      },
      {
        figure: `${engine}: task list requests/s (20 connections)`,
        value: String(Math.round(listR.requests.average)),
        budget: engine === 'sqlite' ? '>= 1,500 (issue 5)' : '',
      },
    ]);
  } finally {
    await Promise.all([stopChild(server), stopChild(bare)]);
    rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  }
}

export async function benchTasks() {
  await benchEngine('sqlite');
  if (process.env.BENCH_DATABASE_URL) await benchEngine('postgres', process.env.BENCH_DATABASE_URL);
  else console.log('\n(Set BENCH_DATABASE_URL to run the task benchmarks on PostgreSQL too.)');
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTasks();
