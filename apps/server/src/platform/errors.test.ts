import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { UsraApp } from '../app.js';
import { createTestEnv, engines, type TestEnv } from '../test/test-app.js';

/** Sends raw bytes to a listening server and reads the whole answer (the server closes). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes, 'latin1'));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return {
    status: Number(head.split(' ')[1]),
    contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1],
    body: JSON.parse(body) as unknown,
  };
}

describe.each(engines)('framework errors in the JSON error shape on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let cookie: string;
  let logged: MockInstance;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    const jar = (await env.ctx.newFamily()).jar;
    cookie = jar.header();
    logged = vi.spyOn(sut.app.log, 'error');
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const request = (method: string, url: string) =>
    sut.app.inject({ method: method as 'GET', url, headers: { cookie } });

  it('answers a path that does not decode with 400 VALIDATION_FAILED', async () => {
    for (const url of ['/api/tasks/%', '/api/tasks/%E0%A4', '/api/family/members/%ED%A0%80']) {
      const response = await request('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Text contains characters that are not allowed.',
          details: {
            fields: [
              {
                path: '',
                key: 'text.invalidCharacters',
                message: 'Text contains characters that are not allowed.',
              },
            ],
          },
        },
      });
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers an id longer than the router takes with 414 in the JSON shape', async () => {
    const response = await request('GET', `/api/tasks/${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The address is too long.' },
    });
    // One character less is an ordinary unknown id.
    expect((await request('GET', `/api/tasks/${'a'.repeat(100)}`)).statusCode).toBe(404);
  });

  it('answers an unknown API address with 404 NOT_FOUND, signed in or not', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/tasks/abc/nothing'],
      ['GET', '/api'],
    ] as const) {
      const response = await request(method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `${method} ${url} not found` },
      });
    }
    const visitor = await sut.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'GET /api/nothing-here not found',
    });
  });

  it('answers the 101st unknown address within a minute from one address with 429 RATE_LIMITED', async () => {
    for (let i = 0; i < 100; i++) {
      expect((await request('GET', `/api/nothing-${i}`)).statusCode).toBe(404);
    }
    const limited = await request('GET', '/api/nothing-else');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again later.',
        details: { retryAfterSeconds: 60 },
      },
    });
    const other = await sut.app.inject({
      method: 'GET',
      url: '/api/nothing',
      remoteAddress: '10.0.0.7',
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers a method the address does not take with 405 and the methods it does', async () => {
    const put = await request('PUT', '/api/tasks');
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect(put.json()).toEqual({
      error: {
        code: 'METHOD_NOT_ALLOWED',
        message: 'This action is not available at this address.',
      },
    });
    const post = await request('POST', '/api/tasks/01900000-0000-7000-8000-000000000000');
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, PATCH, DELETE');
    expect(post.json().error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers a request the HTTP parser refuses in the JSON shape', async () => {
    await sut.app.listen({ port: 0, host: '127.0.0.1' });
    const address = sut.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const malformed = parseRaw(
      await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.contentType).toMatch(/^application\/json/);
    expect(malformed.body).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request could not be read.' },
    });

    const huge = parseRaw(
      await rawRequest(
        port,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(huge.status).toBe(431);
    expect(huge.body).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request could not be read.' },
    });
  });
});
