import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { TestUser } from '../../test/factories.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  sharedTestApp,
  type TestEnv,
  uniqueEmail,
} from '../../test/test-app.js';

// The decryption a browser does (RFC 8291), from the library web-push itself encrypts with.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: Record<string, unknown>): Buffer;
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's push subscription: its keys, as PushManager.subscribe makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    },
  };
}

/**
 * One app for a block's tests (`beforeAll` / `afterAll`), each test with families of its own
 * (`family`), as `sharedTestApp` starts one but with the buildApp options it does not take: a
 * push service on plain HTTP, the periodic check off.
 */
function sharedPushApp(engine: (typeof engines)[number], vars: Record<string, string> = {}) {
  const shared = sharedTestApp(engine, vars, {
    push: { allowHttpEndpoints: true },
    notificationSweep: false,
  });
  const users: TestUser[] = [];
  return {
    get env() {
      return shared.env;
    },
    get sut() {
      return shared.sut;
    },
    /** A family of this test (`name-N@example.com`): its push subscriptions go when it ends. */
    async family(name: string, overrides: { platformRole?: 'admin' } = {}) {
      const user = await shared.env.ctx.newFamily({ email: uniqueEmail(name), ...overrides });
      users.push(user);
      return user;
    },
    /**
     * At the end of a test, before its push service closes: `sweep()` pushes to every
     * subscription of the install, so this test's subscriptions go (an app per test forgot them
     * as it closed), once the checks still running for its families are done. The next test's
     * sweep and push service then see its own subscriptions only, as with an app of its own.
     */
    async forget() {
      const { sut } = shared;
      const mine = users.splice(0);
      if (mine.length === 0) return;
      const ids = mine.map((u) => u.userId);
      await sut.db.db.deleteFrom('push_subscriptions').where('user_id', 'in', ids).execute();
      for (const familyId of new Set(mine.map((u) => u.familyId))) {
        await sut.notifications.changed(familyId);
      }
    },
  };
}

describe.each(engines)('Web Push on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let server: Server;
  let received: Received[];
  let status: number;
  let base: string;
  let sara: TestUser;

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  };

  // One app for these tests, a fake push service per test. It listens on loopback, which only
  // an allowed network may be.
  const shared = sharedPushApp(engine, {
    MAIL_FROM: 'Usra <alerts@usra.test>',
    OUTBOUND_ALLOW_NETWORKS: '127.0.0.1',
  });

  beforeEach(async () => {
    received = [];
    status = 201;
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.statusCode = status;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ({ env, sut } = shared);
    env.clock.now = new Date('2026-03-10T09:00:00Z');
    // Sara is admin, as the first account of an install was when each test had its own.
    sara = await shared.family('sara', { platformRole: 'admin' });
  });
  afterEach(async () => {
    await shared.forget();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('generates the VAPID key pair once into DATA_DIR and gives out the public key', async () => {
    const config = (await call(sara.jar, 'GET', '/api/notifications/push')).json();
    expect(config).toEqual({
      publicKey: env.config.vapid.publicKey,
      subscriptions: 0,
      emailAvailable: false,
    });
    expect(Buffer.from(config.publicKey, 'base64url')).toHaveLength(65);
    // The keys live in DATA_DIR: the next start reads the same pair.
    const stored = JSON.parse(
      readFileSync(path.join(env.config.dataDir, 'vapid-keys.json'), 'utf8'),
    );
    expect(stored).toEqual(env.config.vapid);
    expect(loadConfig(env.env).vapid).toEqual(env.config.vapid);
  });

  it('pushes a new item once, encrypted, with the VAPID headers, in the person’s language', async () => {
    const browser = browserKeys();
    const endpoint = `${base}/push/sara-phone`;
    const subscribed = await call(sara.jar, 'POST', '/api/notifications/push/subscribe', {
      endpoint,
      expirationTime: null,
      keys: browser.keys,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    expect(subscribed.json().subscriptions).toBe(1);

    // A task that is already overdue when it is added: a new item for Sara.
    const created = await call(sara.jar, 'POST', '/api/tasks', {
      title: 'ادفع فاتورة الكهرباء',
      location: 'البيت',
      dueDate: '2026-03-09T10:00:00Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    await until(() => received.length > 0);
    expect(received).toHaveLength(1);
    const push = received[0]!;
    expect(push.path).toBe('/push/sara-phone');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    const auth = String(push.headers.authorization);
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
    expect(match?.[2]).toBe(env.config.vapid.publicKey);
    const [header, claims, signature] = match![1]!.split('.');
    const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString());
    expect(payload).toMatchObject({ aud: base, sub: 'mailto:alerts@usra.test' });
    const point = Buffer.from(env.config.vapid.publicKey, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature!, 'base64url'),
      ),
    ).toBe(true);
    const message = JSON.parse(
      ece
        .decrypt(push.body, {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth.toString('base64url'),
        })
        .toString(),
    );
    expect(message).toMatchObject({
      title: 'مهمة متأخرة: ادفع فاتورة الكهرباء',
      url: '/app/tasks',
      lang: 'ar',
      dir: 'rtl',
    });

    // Another change of the family pushes nothing more: the item went out already.
    await sut.notifications.changed(sara.familyId);
    await sut.notifications.sweep();
    expect(received).toHaveLength(1);
  });

  it('pushes nothing of a kind the family turned off (Family → Notifications)', async () => {
    const browser = browserKeys();
    const subscribed = await call(sara.jar, 'POST', '/api/notifications/push/subscribe', {
      endpoint: `${base}/push/sara-phone`,
      expirationTime: null,
      keys: browser.keys,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const off = await call(sara.jar, 'PUT', '/api/family/settings/notifications.tasks', {
      value: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const created = await call(sara.jar, 'POST', '/api/tasks', {
      title: 'ادفع فاتورة الكهرباء',
      location: 'البيت',
      dueDate: '2026-03-09T10:00:00Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await sut.notifications.changed(sara.familyId)).toBe(0);
    await sut.notifications.sweep();
    expect(received).toEqual([]);
    // Back on: the waiting item goes out.
    await call(sara.jar, 'PUT', '/api/family/settings/notifications.tasks', { value: true });
    await sut.notifications.changed(sara.familyId);
    await until(() => received.length > 0);
    expect(received).toHaveLength(1);
  });

  it('does not push what was already listed when subscribing; forgets a gone subscription', async () => {
    await env.ctx.newTask(sara, { title: 'Old news', dueDate: '2026-03-09T10:00:00Z' });
    const browser = browserKeys();
    await call(sara.jar, 'POST', '/api/notifications/push/subscribe', {
      endpoint: `${base}/push/1`,
      keys: browser.keys,
    });
    expect(await sut.notifications.sweep()).toEqual({ pushed: 0, digests: 0 });
    expect(received).toEqual([]);

    // The push service no longer knows the subscription: it is removed.
    status = 410;
    await env.ctx.newTask(sara, { title: 'New', dueDate: '2026-03-10T08:00:00Z' });
    await sut.notifications.sweep();
    expect(received).toHaveLength(1);
    expect((await call(sara.jar, 'GET', '/api/notifications/push')).json().subscriptions).toBe(0);
  });

  it('unsubscribes only its own subscription; refuses plain HTTP endpoints in production', async () => {
    const browser = browserKeys();
    const endpoint = `${base}/push/2`;
    await call(sara.jar, 'POST', '/api/notifications/push/subscribe', {
      endpoint,
      keys: browser.keys,
    });
    const omar = await shared.family('omar');
    const foreign = await call(omar.jar, 'POST', '/api/notifications/push/unsubscribe', {
      endpoint,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(sara.jar, 'GET', '/api/notifications/push')).json().subscriptions).toBe(1);
    const removed = await call(sara.jar, 'POST', '/api/notifications/push/unsubscribe', {
      endpoint,
    });
    expect(removed.json().subscriptions).toBe(0);

    const strict = createTestEnv(engine, {}, { notificationSweep: false });
    const app = await strict.start();
    try {
      const user = await strict.ctx.newFamily();
      const plain = await callAs(app.app, user.jar, 'POST', '/api/notifications/push/subscribe', {
        endpoint,
        keys: browser.keys,
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.json().error.details.fields[0].key).toBe('push.endpointInvalid');
    } finally {
      await strict.cleanup();
    }
  });

  it('keeps ten subscriptions per person: a new one replaces the oldest', async () => {
    const browser = browserKeys();
    for (let i = 0; i < 12; i++) {
      env.clock.now = new Date(Date.parse('2026-03-10T09:00:00Z') + i * 1000);
      const answer = await call(sara.jar, 'POST', '/api/notifications/push/subscribe', {
        endpoint: `${base}/push/device-${i}`,
        keys: browser.keys,
      });
      expect(answer.statusCode).toBe(201);
      expect(answer.json().subscriptions).toBe(Math.min(i + 1, 10));
    }
    const left = await sut.db.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', sara.userId)
      .execute();
    expect(left.map((row) => row.endpoint).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `${base}/push/device-${i + 2}`).sort(),
    );
  });
});

describe.each(engines)('Web Push endpoints on %s (issue 25)', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;
  let server: Server;
  let connections = 0;
  let base = '';
  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);

  // One app for these tests (no allowed networks: what a real installation runs with); a
  // server per test.
  const shared = sharedPushApp(engine);

  beforeEach(async () => {
    connections = 0;
    server = createServer((_request, response) => {
      response.statusCode = 201;
      response.end('internal answer');
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ({ env, sut } = shared);
    env.clock.now = new Date('2026-03-10T09:00:00Z');
    // Sara is admin, as the first account of an install was when each test had its own.
    sara = await shared.family('sara', { platformRole: 'admin' });
  });
  afterEach(async () => {
    await shared.forget();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('refuses endpoints at loopback, private, link-local and oddly spelled addresses', async () => {
    const port = (server.address() as AddressInfo).port;
    const internal = [
      `https://127.0.0.1:${port}/push`,
      `http://127.0.0.1:${port}/push`,
      `https://localhost:${port}/push`,
      `https://[::1]:${port}/push`,
      `https://2130706433:${port}/push`,
      `https://0x7f.1:${port}/push`,
      `https://0177.0.0.1:${port}/push`,
      `https://[::ffff:127.0.0.1]:${port}/push`,
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/push',
      'https://172.16.0.1/push',
      'https://192.168.1.1/push',
      'https://100.64.0.1/push',
      'https://0.0.0.0/push',
      'https://[fe80::1]/push',
      'https://[fd00::1]/push',
      'https://224.0.0.1/push',
    ];
    const browser = browserKeys();
    for (const endpoint of internal) {
      const answer = await call(sara.jar, 'POST', '/api/notifications/push/subscribe', {
        endpoint,
        keys: browser.keys,
      });
      expect(answer.statusCode, endpoint).toBe(400);
      expect(answer.json().error.details.fields[0], endpoint).toMatchObject({
        path: 'endpoint',
        key: 'push.endpointNotPublic',
      });
    }
    const unknown = await call(sara.jar, 'POST', '/api/notifications/push/subscribe', {
      endpoint: 'https://push.example.invalid/x',
      keys: browser.keys,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields[0].key).toBe('push.endpointUnresolved');
    expect((await call(sara.jar, 'GET', '/api/notifications/push')).json().subscriptions).toBe(0);
    expect(connections).toBe(0);
  });

  it('checks the address again when sending: an internal one is dropped, never reached', async () => {
    // A subscription stored before the rule, or a name that now resolves inside.
    const browser = browserKeys();
    await sut.db.db
      .insertInto('push_subscriptions')
      .values({
        id: '018f0000-0000-7000-8000-000000000001',
        user_id: sara.userId,
        endpoint: `${base}/push/old`,
        p256dh: browser.keys.p256dh,
        auth: browser.keys.auth,
        created_at: '2026-03-01T00:00:00.000Z',
      })
      .execute();
    await env.ctx.newTask(sara, { title: 'New', dueDate: '2026-03-10T08:00:00Z' });
    await sut.notifications.sweep();
    expect(connections).toBe(0);
    expect((await call(sara.jar, 'GET', '/api/notifications/push')).json().subscriptions).toBe(0);
  });
});
