import { mkdtempSync, rmSync } from 'node:fs';
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

  beforeAll(async () => {
    const [proxyPort, instancePort] = (await freePorts(2)) as [number, number];
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
    expect(conf).toContain('listen 127.0.0.1:5000;');
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
});
