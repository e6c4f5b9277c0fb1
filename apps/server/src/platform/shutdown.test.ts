import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeConnectionsWhileDraining, Lifecycle, shutdownGracefully } from './shutdown.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close().catch(() => undefined);
  });

  /** A listening server with a request that takes `slowMs`, draining with `lifecycle`. */
  async function serve(slowMs: number) {
    const app = Fastify({ logger: false, return503OnClosing: true });
    apps.push(app);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      await Promise.race([released, sleep(slowMs)]);
      return { done: true };
    });
    app.get('/quick', async () => ({ done: true }));
    const lifecycle = new Lifecycle();
    closeConnectionsWhileDraining(app, lifecycle);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return { app, base, release, lifecycle };
  }

  it('drains at once, serves through the grace, then waits for the in-flight request', async () => {
    const { app, base, lifecycle } = await serve(600);
    const drained: number[] = [];
    lifecycle.onDrain(() => drained.push(Date.now()));
    const slow = fetch(`${base}/slow`);
    await sleep(50);

    const started = Date.now();
    const shutdown = shutdownGracefully(app, lifecycle, { graceMs: 300, timeoutMs: 5000 });
    expect(lifecycle.draining).toBe(true);
    expect(drained).toHaveLength(1);
    // Within the grace the server still answers new requests.
    await sleep(100);
    const quick = await fetch(`${base}/quick`);
    expect(quick.status).toBe(200);
    expect(quick.headers.get('connection')).toBe('close');

    const answer = await slow;
    expect(answer.status).toBe(200);
    // It began before draining; its connection closes all the same.
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toEqual({ done: true });
    expect(await shutdown).toBe('closed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    // Closed: new connections are refused.
    await expect(fetch(`${base}/quick`)).rejects.toThrow();
  });

  it('gives up after the timeout when a request does not finish', async () => {
    const { app, base, lifecycle, release } = await serve(60_000);
    const slow = fetch(`${base}/slow`).catch(() => null);
    await sleep(50);
    const started = Date.now();
    expect(await shutdownGracefully(app, lifecycle, { graceMs: 0, timeoutMs: 300 })).toBe(
      'timed out',
    );
    expect(Date.now() - started).toBeLessThan(1000);
    release();
    await slow;
  });

  it('calls a listener added after draining began at once, and drains only once', () => {
    const lifecycle = new Lifecycle();
    let calls = 0;
    lifecycle.onDrain(() => (calls += 1));
    lifecycle.drain();
    lifecycle.drain();
    expect(calls).toBe(1);
    lifecycle.onDrain(() => (calls += 1));
    expect(calls).toBe(2);
  });
});
