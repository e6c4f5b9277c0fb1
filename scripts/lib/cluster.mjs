// Several Usra instances behind a real reverse proxy, for the scale-out tests (apps/server/ops),
// the load script and by hand: `startInstance` runs the built server (apps/server/dist) as a
// child process, `startProxy` runs Debian's nginx with deploy/nginx/usra.conf's settings in
// front of a list of instances. Nothing here is used by the app itself.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from './server-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first port of the system's ephemeral range (the ports it gives outgoing connections and
 * `listen(0)`); ports handed out here stay below it.
 */
function ephemeralLow() {
  try {
    return (
      Number(
        readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
      ) || 32_768
    );
  } catch {
    return 32_768;
  }
}

/** Whether `port` can be listened on at 127.0.0.1 right now. */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

// Ports this process has handed out: never given twice, so tests starting servers side by side
// do not collide with each other either.
const handedOut = new Set();

/**
 * `count` consecutive ports that are free now, the first returned. They are taken below the
 * ephemeral range: a port from `listen(0)` is given back before the child listens on it, and in
 * that gap any outgoing connection on the machine (a load generator's, say) may take it.
 */
export async function freePortRange(count) {
  const high = ephemeralLow();
  const low = Math.min(10_000, high - 1000);
  for (;;) {
    const first = low + Math.floor(Math.random() * (high - low - count));
    const range = Array.from({ length: count }, (_, i) => first + i);
    if (range.some((port) => handedOut.has(port))) continue;
    let all = true;
    for (const port of range) if (all) all = await isFree(port);
    if (!all) continue;
    for (const port of range) handedOut.add(port);
    return first;
  }
}

/**
 * `count` ports that are free now. Tests and scripts take their ports from here instead of
 * fixing them, so that two runs, or two engineers on one machine, never collide.
 */
export async function freePorts(count) {
  const ports = [];
  for (let i = 0; i < count; i++) ports.push(await freePortRange(1));
  return ports;
}

/** One free port (see `freePorts`). */
export async function freePort() {
  return (await freePorts(1))[0];
}

/** Resolves once `url` answers 200 (or `status`), polling every 50 ms; rejects after `timeoutMs`. */
export async function waitFor(url, { timeoutMs = 30_000, status = 200, isAlive } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (isAlive && !isAlive()) throw new Error(`${url}: the process exited while starting`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === status) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = String(error?.cause?.code ?? error);
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (${last})`);
}

/**
 * Starts one instance of the built server on `port` with `env` added to the environment
 * (DATA_DIR, DATABASE_URL, DATABASE_SCHEMA, S3_*, AUTH_SECRET, ...), and waits for /api/health.
 * `stop()` sends SIGTERM and waits for the exit; `kill()` is `kill -9`.
 */
export async function startInstance({ port, env = {}, name = `instance-${port}`, quiet = true }) {
  // Vitest puts Vite's BASE_URL ('/') into the environment; the server reads BASE_URL as its address.
  const { BASE_URL: _vite, ...inherited } = process.env;
  const child = spawn(process.execPath, serverArgs(serverEntry), {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
    if (!quiet) process.stderr.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode;
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve(exitCode);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, { isAlive: () => exitCode === undefined });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${name} did not start: ${error.message}\n${output.join('')}`);
  }
  return {
    name,
    port,
    url,
    pid: child.pid,
    child,
    exited,
    output: () => output.join(''),
    get running() {
      return exitCode === undefined;
    },
    async stop(signal = 'SIGTERM') {
      if (exitCode === undefined) child.kill(signal);
      return exited;
    },
    async kill() {
      if (exitCode === undefined) child.kill('SIGKILL');
      return exited;
    },
  };
}

/** The nginx binary (Debian's package puts it in /usr/sbin), or null when it is not installed. */
export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

/**
 * deploy/nginx/usra.conf with its upstream servers and listen port replaced, wrapped in a
 * minimal main configuration that keeps every path under `dir` (so no root-owned files are needed).
 * `revealUpstream`: every answer says which instance served it (`X-Usra-Upstream: 127.0.0.1:port`,
 * the last one tried) — for tests that must know which instance holds a stream; not for production.
 */
export function renderProxyConfig({ port, upstreams, dir, revealUpstream = false }) {
  const site = readFileSync(path.join(root, 'deploy/nginx/usra.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+[^;]*;\s*$/gm, '')
    .replace(
      /(upstream usra \{)/,
      `$1\n${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}`,
    )
    .replace(/listen \d+( backlog=\d+)?;/, `listen 127.0.0.1:${port}$1;`)
    .replace(
      /(listen 127\.0\.0\.1:\d+( backlog=\d+)?;)/,
      revealUpstream ? `$1\n    add_header X-Usra-Upstream $upstream_addr always;` : '$1',
    );
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

/** Starts nginx in front of `upstreams` (ports) on `port`, its files under `dir`. */
export async function startProxy({ port, upstreams, dir, revealUpstream = false }) {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx; .ci/run does it)');
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, renderProxyConfig({ port, upstreams, dir, revealUpstream }));
  const child = spawn(binary, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  let exitCode;
  const exited = new Promise((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, { isAlive: () => exitCode === undefined, status: 200 });
  } catch (error) {
    child.kill('SIGKILL');
    let log = '';
    try {
      log = readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      // no log yet
    }
    throw new Error(`nginx did not start: ${error.message}\n${output.join('')}\n${log}`);
  }
  return {
    url,
    port,
    async stop() {
      if (exitCode === undefined) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
