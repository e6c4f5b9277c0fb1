// House maintenance benchmark (issue 14): a family with 500 maintenance items (each with its open
// entry) and 5,000 history rows, and GET /api/house-maintenance/overview, the screen's one
// request, at a steady 200 requests/s against the real server on SQLite. Budget: p99 < 20 ms.
// Usage: npm run build && node scripts/bench-house.mjs  (BENCH_SECONDS, default 20)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './build-if-needed.mjs';
import { constantRateInChild } from './constant-rate.mjs';
import { benchPort, buildUnlessSkipped, size, smoke, stopChild } from './lib/bench-env.mjs';
import { serverArgs } from './lib/server-flags.mjs';

const SECONDS = size(Number(process.env.BENCH_SECONDS ?? 20), 0.5);
const ITEMS = size(500, 20);
const HISTORY = size(5000, 50);
const RATE = 200;
const BUDGET_P99_MS = 20;
const PORT = benchPort(3398);
const base = `http://127.0.0.1:${PORT}`;

function startServer(dataDir) {
  const child = spawn('node', serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.on('data', (c) => process.stderr.write(c));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return resolve(child);
      } catch {
        // not yet
      }
      if (Date.now() > deadline) reject(new Error('server did not start'));
      else setTimeout(poll, 200);
    };
    void poll();
  });
}

async function api(cookie, method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return { response, json: await response.json() };
}

/** Runs `count` jobs, `width` at a time. */
async function inParallel(count, width, job) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await job(next++);
    }),
  );
}

const CATEGORIES = ['general', 'hvac', 'plumbing', 'electrical', 'appliances', 'exterior'];
const CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'critical'];
const ACTIONS = ['repair', 'inspection', 'replacement'];

async function setUp() {
  const { response } = await api(null, 'POST', '/api/auth/sign-up', {
    email: 'house@example.com',
    password: 'Falcon#Rise7',
    fullName: 'Bench House',
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const items = [];
  await inParallel(ITEMS, 8, async (i) => {
    const month = String(1 + (i % 12)).padStart(2, '0');
    const item = (
      await api(cookie, 'POST', '/api/house-maintenance/items', {
        name: `صيانة رقم ${i}`,
        location: `غرفة ${i % 20}`,
        description: 'وصف قصير للمهمة',
        category: CATEGORIES[i % CATEGORIES.length],
        status: CONDITIONS[i % CONDITIONS.length],
        maintenanceFrequencyMonths: 1 + (i % 24),
        lastMaintenanceDate: `2025-${month}-${String(1 + (i % 28)).padStart(2, '0')}`,
        estimatedCost: (i % 300) + 0.5,
      })
    ).json;
    items.push(item.id);
  });
  await inParallel(HISTORY, 8, async (i) => {
    await api(cookie, 'POST', '/api/house-maintenance/history', {
      itemId: items[i % items.length],
      actionType: ACTIONS[i % ACTIONS.length],
      actionDate: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      description: `سجل ${i}`,
      cost: i % 100,
    });
  });
  return cookie;
}

buildUnlessSkipped();
const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-bench-house-'));
const server = await startServer(dataDir);
try {
  const seeded = performance.now();
  const cookie = await setUp();
  const seedSeconds = (performance.now() - seeded) / 1000;
  const url = `${base}/api/house-maintenance/overview?timeZone=Asia/Riyadh`;
  const { json: overview, response } = await api(cookie, 'GET', url.slice(base.length));
  const bytes = Number(response.headers.get('content-length')) || JSON.stringify(overview).length;
  if (overview.items.length !== ITEMS || overview.history.total !== HISTORY)
    throw new Error(`seeded ${overview.items.length} items, ${overview.history.total} history`);
  const options = { url, headers: { cookie }, connections: 20 };
  if (!smoke) await constantRateInChild({ ...options, rate: RATE, duration: 3 }); // warm up
  const result = await constantRateInChild({ ...options, rate: RATE, duration: SECONDS });
  console.table([
    {
      figure: 'items / history rows / open entries',
      value: `${ITEMS} / ${HISTORY} / ${overview.schedules.length}`,
    },
    { figure: 'seeding through the API, s', value: seedSeconds.toFixed(1) },
    { figure: 'overview answer, KB', value: (bytes / 1024).toFixed(0) },
    { figure: 'requests/s (steady)', value: result.rate.toFixed(0) },
    { figure: 'errors', value: result.errors },
    { figure: 'p50 ms', value: result.p50 },
    { figure: `p99 ms (budget < ${BUDGET_P99_MS})`, value: result.p99 },
    { figure: 'max ms', value: result.max },
  ]);
  // Smoke mode (a second on a busy CI machine) asserts no timing: it must simply run.
  if (result.errors > 0 || (!smoke && result.p99 >= BUDGET_P99_MS)) process.exitCode = 1;
} finally {
  await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
}
