import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { engines, startTestApp } from '../test/test-app.js';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

describe.each(engines)('GET /api/health (%s)', (engine) => {
  const health = async (vars: Record<string, string>) => {
    const { env, sut } = await startTestApp(engine, vars);
    try {
      const response = await sut.app.inject({ method: 'GET', url: '/api/health' });
      return { status: response.statusCode, body: response.json() };
    } finally {
      await env.cleanup();
    }
  };

  it('checks the database and the disk where files are kept', async () => {
    expect(await health({})).toMatchObject({
      status: 200,
      body: {
        status: 'ok',
        database: { engine, status: 'ok' },
        storage: { driver: 'disk', status: 'ok' },
      },
    });
  });

  it('checks the S3 bucket when files are kept in S3', async () => {
    expect(await health(s3.env)).toMatchObject({
      status: 200,
      body: { status: 'ok', storage: { driver: 's3', status: 'ok' } },
    });
  });

  it('answers 503 draining once the instance is shutting down, checks still reported', async () => {
    const { env, sut } = await startTestApp(engine);
    try {
      const before = await sut.app.inject({ method: 'GET', url: '/api/health' });
      expect(before.statusCode).toBe(200);
      sut.lifecycle.drain();
      const during = await sut.app.inject({ method: 'GET', url: '/api/health' });
      expect(during.statusCode).toBe(503);
      expect(during.headers.connection).toBe('close');
      expect(during.json()).toMatchObject({
        status: 'draining',
        database: { engine, status: 'ok' },
        storage: { driver: 'disk', status: 'ok' },
      });
    } finally {
      await env.cleanup();
    }
  });

  it("lists the draining state in the OpenAPI document's health answers", async () => {
    const { env, sut } = await startTestApp(engine);
    try {
      const doc = (await sut.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const responses = doc.paths['/api/health'].get.responses;
      for (const code of ['200', '503']) {
        const schema = responses[code].content['application/json'].schema;
        expect(schema.properties.status.enum).toEqual(['ok', 'error', 'draining']);
      }
    } finally {
      await env.cleanup();
    }
  });

  it('answers 503 when the S3 server cannot be reached', async () => {
    expect(await health({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' })).toMatchObject({
      status: 503,
      body: {
        status: 'error',
        database: { status: 'ok' },
        storage: { driver: 's3', status: 'error' },
      },
    });
  });
});
