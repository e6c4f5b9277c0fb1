import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePorts,
  renderProxyConfig,
  startInstance,
  startProxy,
  type Instance,
  type Proxy,
} from '../../../../scripts/lib/cluster.mjs';

/** deploy/nginx/usra.conf, as the tests and the README use it, really serves Usra. */
describe('deploy/nginx/usra.conf', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'usra-proxy-'));
  let instance: Instance;
  let proxy: Proxy;
  let ports: { proxy: number; instance: number };

  beforeAll(async () => {
    const [proxyPort, instancePort] = (await freePorts(2)) as [number, number];
    ports = { proxy: proxyPort, instance: instancePort };
    instance = await startInstance({
      port: instancePort,
      env: { DATA_DIR: path.join(dir, 'data') },
    });
    proxy = await startProxy({
      port: proxyPort,
      upstreams: [instancePort],
      dir: path.join(dir, 'nginx'),
    });
  });

  afterAll(async () => {
    await proxy?.stop();
    await instance?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the given instances in its upstream and listens on the given port', () => {
    const conf = renderProxyConfig({ port: 5000, upstreams: [5001, 5002], dir: '/x' });
    expect(conf).toContain('listen 127.0.0.1:5000 backlog=4096;');
    expect(conf).toContain('server 127.0.0.1:5001');
    expect(conf).toContain('server 127.0.0.1:5002');
    expect(conf).not.toContain('127.0.0.1:3001');
  });

  it('answers the health check and the app through the proxy', async () => {
    const health = await fetch(`${proxy.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { engine: 'sqlite' } });
    const page = await fetch(`${proxy.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('keeps up to 4,096 connections waiting to be accepted, in nginx and in the instance', () => {
    // Every family's live stream may connect at once (a restart): with 511 (the default of both)
    // the kernel dropped attempts under `npm run load`, and each waited 1, 3 or 7 s to try again.
    const cap = Math.min(4096, Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8')));
    // For a listening socket, `ss` shows its backlog as Send-Q.
    const backlogOf = (port: number) =>
      execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
        .trim()
        .split(/\s+/)[2];
    expect(backlogOf(ports.instance)).toBe(String(cap));
    expect(backlogOf(ports.proxy)).toBe(String(cap));
  });
});
