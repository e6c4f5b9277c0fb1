import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../app.js';
import { createTestEnv, engines, type TestEnv } from '../test/test-app.js';

const task = { title: 'Buy bread', location: 'Bakery' };
const crossSite = {
  error: { code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests are not allowed.' },
};
const notJson = {
  error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON.' },
};

describe.each(engines)('cross-site request guard on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let cookie: string;

  async function start(vars: Record<string, string> = {}) {
    env = createTestEnv(engine, vars);
    sut = await env.start();
    const { jar } = await env.ctx.newFamily();
    cookie = jar.header();
  }
  afterEach(async () => {
    await env.cleanup();
  });

  const addTask = (headers: Record<string, string>, payload: string | object = task) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie, ...headers },
      payload,
    } as InjectOptions);

  describe('origin', () => {
    it('accepts a request from its own origin, and one without an Origin header', async () => {
      await start();
      const own = await addTask({ host: 'usra.example', origin: 'https://usra.example' });
      expect(own.statusCode, own.body).toBe(201);
      expect((await addTask({ host: 'usra.example' })).statusCode).toBe(201);
    });

    it('refuses Origin: null (sandboxed frames, data: pages) as another site', async () => {
      await start();
      const response = await addTask({ host: 'usra.example', origin: 'null' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(crossSite);
    });

    it('ignores X-Forwarded-Host without a trusted proxy', async () => {
      await start();
      const forged = await addTask({
        host: 'usra.example',
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual(crossSite);
      const own = await addTask({
        host: 'usra.example',
        origin: 'https://usra.example',
        'x-forwarded-host': 'evil.example',
      });
      expect(own.statusCode, own.body).toBe(201);
    });

    it('compares with X-Forwarded-Host behind a trusted proxy (TRUST_PROXY=true)', async () => {
      await start({ TRUST_PROXY: 'true' });
      const proxied = {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'usra.example',
        'x-forwarded-proto': 'https',
      };
      const own = await addTask({ ...proxied, origin: 'https://usra.example' });
      expect(own.statusCode, own.body).toBe(201);
      const other = await addTask({ ...proxied, origin: 'http://127.0.0.1:3000' });
      expect(other.statusCode).toBe(403);
    });
  });

  describe('body type', () => {
    it('refuses a body that is not JSON with 415, whatever a form can send', async () => {
      await start();
      const body = JSON.stringify(task);
      for (const type of [
        'text/plain',
        'text/plain; charset=utf-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/zip',
      ]) {
        const response = await addTask({ 'content-type': type }, body);
        expect(response.statusCode, type).toBe(415);
        expect(response.json(), type).toEqual(notJson);
      }
      const signOut = await sut.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie, 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect(signOut.statusCode).toBe(415);
    });

    it('refuses a body without a content type', async () => {
      await start();
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: { cookie, 'content-length': '2' },
        payload: Buffer.from('{}'),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(notJson);
    });

    it('takes JSON with a charset, and requests without a body need no type', async () => {
      await start();
      const created = await addTask(
        { 'content-type': 'Application/JSON; charset=utf-8' },
        JSON.stringify(task),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().task.id as string;
      const removed = await sut.app.inject({
        method: 'DELETE',
        url: `/api/tasks/${id}`,
        headers: { cookie },
      });
      expect(removed.statusCode, removed.body).toBe(200);
      const signOut = await sut.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie },
      });
      expect(signOut.statusCode, signOut.body).toBe(200);
    });

    it('lets the data import alone take a ZIP', async () => {
      await start();
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/data/import',
        headers: { cookie, 'content-type': 'application/zip' },
        payload: Buffer.from('not a zip'),
      });
      expect(response.statusCode).not.toBe(415);
      expect(response.json().error.code).toBe('INVALID_IMPORT');
    });
  });
});
