import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeConnectionsWhileDraining, Lifecycle, shutdownGracefully } from './shutdown.js';

describe('graceful shutdown', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close().catch(() => undefined);
  });

  /**
   * A listening server with a request that answers when the test releases it, draining with
   * `lifecycle`. `arrived` resolves when the slow request reached its handler, `closing` when
   * the grace is over and the app begins to close.
   */
  async function serve() {
    const app = Fastify({ logger: false, return503OnClosing: true });
    apps.push(app);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let close: () => void = () => undefined;
    const closing = new Promise<void>((resolve) => (close = resolve));
    app.addHook('preClose', async () => close());
    app.get('/slow', async () => {
      arrive();
      await released;
      return { done: true };
    });
    app.get('/quick', async () => ({ done: true }));
    const lifecycle = new Lifecycle();
    closeConnectionsWhileDraining(app, lifecycle);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return { app, base, release, arrived, closing, lifecycle };
  }

  it('drains at once, serves through the grace, then waits for the in-flight request', async () => {
    const { app, base, lifecycle, release, arrived, closing } = await serve();
    const drained: number[] = [];
    lifecycle.onDrain(() => drained.push(Date.now()));
    const slow = fetch(`${base}/slow`);
    await arrived;

    const started = Date.now();
    const shutdown = shutdownGracefully(app, lifecycle, { graceMs: 300, timeoutMs: 5000 });
    expect(lifecycle.draining).toBe(true);
    expect(drained).toHaveLength(1);
    // Within the grace the server still answers new requests.
    const quick = await fetch(`${base}/quick`);
    expect(quick.status).toBe(200);
    expect(quick.headers.get('connection')).toBe('close');

    // The grace is over and the app closes while the slow request is still running: the
    // shutdown waits for it.
    await closing;
    let settled = false;
    void shutdown.then(() => (settled = true));
    await fetch(`${base}/quick`).catch(() => null);
    expect(settled).toBe(false);
    release();
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
    const { app, base, lifecycle, release, arrived } = await serve();
    const slow = fetch(`${base}/slow`).catch(() => null);
    await arrived;
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
