import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lookup } from 'node:dns/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isCidr, isPublicAddress } from './addresses.js';
import { OutboundFetcher, type Resolver } from './outbound.js';

// The resolver the fetcher asks: tests decide what a name resolves to, and count the asks.
const resolver = {
  answers: new Map<string, { address: string; family: number }[]>(),
  asked: [] as string[],
};
const testResolver: Resolver = (host, options) => {
  resolver.asked.push(host);
  const answer = resolver.answers.get(host);
  if (answer) return Promise.resolve(answer);
  return lookup(host, options);
};

describe('which addresses are public', () => {
  it('refuses loopback, private, link-local, unspecified, multicast, reserved and mapped ones', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
      '198.18.0.1',
      '::',
      '::1',
      '[::1]',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::7f00:1',
      '2001:db8::1',
      '2002:7f00:1::1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public unicast addresses', () => {
    for (const address of [
      '8.8.8.8',
      '142.250.74.110',
      '172.32.0.1',
      '100.128.0.1',
      '2607:f8b0:4004:800::200e',
      '::ffff:8.8.8.8',
      '2a00:1450:4001:80b::200a',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('reads allowed networks as addresses or CIDRs', () => {
    expect(isCidr('127.0.0.1')).toBe(true);
    expect(isCidr('10.0.0.0/8')).toBe(true);
    expect(isCidr('fd00::/8')).toBe(true);
    expect(isCidr('10.0.0.0/33')).toBe(false);
    expect(isCidr('example.com')).toBe(false);
    expect(isCidr('10.0.0.0/8/1')).toBe(false);
  });
});

describe('the guarded outbound fetcher', () => {
  let server: Server;
  let port = 0;
  let requests: { url: string; headers: IncomingHttpHeaders }[] = [];
  let connections = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push({ url: request.url ?? '', headers: request.headers });
      const url = new URL(request.url ?? '/', 'http://x');
      if (url.pathname === '/big') {
        response.end(Buffer.alloc(64 * 1024, 'a'));
      } else if (url.pathname === '/slow') {
        response.writeHead(200);
        response.write('start');
        // Never ends: the fetcher's timeout ends it.
      } else if (url.pathname === '/redirect') {
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/ok' });
        response.end();
      } else if (url.pathname === '/loop') {
        response.writeHead(302, { location: '/loop' });
        response.end();
      } else {
        response.end(JSON.stringify({ ok: true }));
      }
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests = [];
    connections = 0;
    resolver.answers.clear();
    resolver.asked = [];
  });

  const strict = new OutboundFetcher([], testResolver);
  const local = new OutboundFetcher(['127.0.0.1/32'], testResolver);

  it('refuses internal targets however they are spelled, without connecting', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
    ]) {
      await expect(strict.request(url), url).rejects.toMatchObject({ reason: 'refused' });
    }
    expect(connections).toBe(0);
  });

  it('refuses other schemes, credentials in the URL and names that do not resolve', async () => {
    await expect(strict.request('file:///etc/passwd')).rejects.toMatchObject({
      reason: 'invalid-url',
    });
    await expect(strict.request('http://user:pw@example.com/')).rejects.toMatchObject({
      reason: 'invalid-url',
    });
    await expect(strict.request('http://name.invalid/')).rejects.toMatchObject({
      reason: 'unresolved',
    });
  });

  it('refuses a name when any of its addresses is internal', async () => {
    resolver.answers.set('mixed.test', [
      { address: '8.8.8.8', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    await expect(strict.request(`http://mixed.test:${port}/`)).rejects.toMatchObject({
      reason: 'refused',
    });
    expect(connections).toBe(0);
  });

  it('connects to the address it checked, not to a second answer of the resolver', async () => {
    // The resolver answers once; the system's resolver does not know the name at all, so the
    // request only arrives if the connection used the checked address.
    resolver.answers.set('pinned.test', [{ address: '127.0.0.1', family: 4 }]);
    const response = await local.request(`http://pinned.test:${port}/ok`);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toEqual({ ok: true });
    expect(requests[0]?.headers.host).toBe(`pinned.test:${port}`);
    expect(resolver.asked).toEqual(['pinned.test']);
  });

  it('answers an allowed network, bounded in size and time', async () => {
    expect((await local.request(`http://127.0.0.1:${port}/ok`)).status).toBe(200);
    await expect(
      local.request(`http://127.0.0.1:${port}/big`, { maxBytes: 1024 }),
    ).rejects.toMatchObject({ reason: 'too-large' });
    const started = Date.now();
    await expect(
      local.request(`http://127.0.0.1:${port}/slow`, { timeoutMs: 300 }),
    ).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('checks every redirect again, and follows only a few', async () => {
    const followed = await local.request(`http://127.0.0.1:${port}/redirect?to=/ok`);
    expect(followed.status).toBe(200);
    expect(requests.map((r) => r.url)).toEqual(['/redirect?to=/ok', '/ok']);

    requests = [];
    await expect(
      local.request(
        `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/')}`,
      ),
    ).rejects.toMatchObject({ reason: 'refused' });
    await expect(
      local.request(
        `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(`http://127.0.0.2:${port}/ok`)}`,
      ),
    ).rejects.toMatchObject({ reason: 'refused' });
    expect(requests).toHaveLength(2);

    await expect(local.request(`http://127.0.0.1:${port}/loop`)).rejects.toMatchObject({
      reason: 'too-many-redirects',
    });
    // A POST is never redirected: the 3xx is the answer.
    const posted = await local.request(`http://127.0.0.1:${port}/redirect`, {
      method: 'POST',
      body: 'x',
    });
    expect(posted.status).toBe(302);
  });
});
