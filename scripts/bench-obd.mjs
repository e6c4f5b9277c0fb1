// OBD ingestion benchmark (issue 13): 50 devices, each sending 4 readings a second, evenly
// spaced (200 readings/s, one request per reading), against the real server on SQLite. Reports
// the latency of the ingestion requests (from each one's planned start), the server's CPU time
// per reading, and the bytes the readings take in the database, as bytes per car-month.
// Usage: npm run build && node scripts/bench-obd.mjs  (BENCH_SECONDS, default 20)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './build-if-needed.mjs';
import { benchPort, buildUnlessSkipped, size, stopChild } from './lib/bench-env.mjs';
import { serverArgs } from './lib/server-flags.mjs';

const SECONDS = size(Number(process.env.BENCH_SECONDS ?? 20), 1);
const DEVICES = size(50, 5);
const PER_DEVICE_PER_SECOND = 4;
const PORT = benchPort(3397);
const base = `http://127.0.0.1:${PORT}`;

function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

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

/** Fifty families' worth of cars would need fifty sign-ups; five families of ten cars suffice. */
async function setUp() {
  const tokens = [];
  for (let f = 0; f < 5; f++) {
    const { response } = await api(null, 'POST', '/api/auth/sign-up', {
      email: `bench${f}@example.com`,
      password: 'Falcon#Rise7',
      fullName: `Bench ${'ABCDE'[f]}`,
    });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (let v = 0; v < DEVICES / 5; v++) {
      const vehicle = (await api(cookie, 'POST', '/api/vehicles', { name: `Car ${v}` })).json
        .vehicle;
      const device = (
        await api(cookie, 'POST', '/api/obd/devices', {
          deviceName: `Adapter ${v}`,
          deviceId: `B${f}-${v}`,
          vehicleId: vehicle.id,
        })
      ).json.device;
      tokens.push(
        (await api(cookie, 'POST', `/api/obd/devices/${device.id}/token`, {})).json.token,
      );
    }
  }
  return tokens;
}

function post(agent, token, body, planned, latencies, failures) {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: PORT,
        path: '/api/obd/ingest',
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 202) failures.push(response.statusCode);
          latencies.push(performance.now() - planned);
          resolve();
        });
      },
    );
    request.on('error', () => {
      failures.push('error');
      resolve();
    });
    request.end(body);
  });
}

buildUnlessSkipped();
const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-bench-obd-'));
const server = await startServer(dataDir);
try {
  const tokens = await setUp();
  const dbFile = path.join(dataDir, 'usra.sqlite');
  const sizeBefore =
    statSync(dbFile).size + (statSync(`${dbFile}-wal`, { throwIfNoEntry: false })?.size ?? 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const rate = DEVICES * PER_DEVICE_PER_SECOND;
  const total = rate * SECONDS;
  const latencies = [];
  const failures = [];
  const pending = [];
  const cpuBefore = cpuSeconds(server.pid);
  const start = performance.now();
  const startedAt = Date.now();
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        const token = tokens[sent % DEVICES];
        const t = new Date(startedAt + (sent * 1000) / rate).toISOString();
        const body = JSON.stringify({
          readings: [
            {
              timestamp: t,
              engineRpm: 2100,
              vehicleSpeed: 64,
              engineTemperature: 88,
              engineLoad: 35,
              fuelLevel: 61,
            },
          ],
        });
        pending.push(post(agent, token, body, start + (sent * 1000) / rate, latencies, failures));
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
      else void Promise.all(pending).then(resolve);
    };
    tick();
  });
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  agent.destroy();
  await new Promise((r) => setTimeout(r, 500));
  // Checkpoint so the readings are in the main file, then measure.
  const sizeAfter =
    statSync(dbFile).size + (statSync(`${dbFile}-wal`, { throwIfNoEntry: false })?.size ?? 0);
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  const bytesPerReading = (sizeAfter - sizeBefore) / (total - failures.length);
  // A car driven an hour a day, one reading a second: 108,000 readings a month.
  const carMonth = 30 * 3600;
  console.table([
    { figure: `readings/s sent (${DEVICES} devices × 4/s)`, value: rate },
    { figure: 'failed', value: failures.length },
    { figure: 'p50 ms', value: q(0.5).toFixed(1) },
    { figure: 'p99 ms (budget < 50)', value: q(0.99).toFixed(1) },
    { figure: 'server CPU per reading, ms', value: ((cpu * 1000) / total).toFixed(2) },
    { figure: 'database bytes per reading', value: Math.round(bytesPerReading) },
    {
      figure: 'MB per car-month (1 h/day at 1 reading/s, no downsampling)',
      value: ((bytesPerReading * carMonth) / 1e6).toFixed(1),
    },
    {
      // The newest week at full resolution, older readings one a minute (decision 007).
      figure: 'MB per car-month kept (a week full, then 1/min)',
      value: ((bytesPerReading * (7 * 3600 + 23 * 60)) / 1e6).toFixed(1),
    },
    {
      figure: 'MB per car-month once a month is older than a week',
      value: ((bytesPerReading * 30 * 60) / 1e6).toFixed(2),
    },
  ]);
} finally {
  await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
}
