import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type UsraApp } from '../app.js';
import { openDatabase, type Db } from '../db/database.js';
import { testContext } from '../test/factories.js';
import { SseReader } from '../test/sse-reader.js';
import { CookieJar, engines, sharedTestApp, type TestEnv, uniqueEmail } from '../test/test-app.js';
import {
  DRAIN_RETRY_MS,
  DRAIN_RETRY_SPREAD_MS,
  goodbyeFrame,
  MAX_STREAMS_PER_SESSION,
  type StreamLimits,
} from './event-stream.js';
import { PostgresEventBus, type ChangeEvent } from './events.js';

interface Instance {
  sut: UsraApp;
  db: Db;
  base: string;
}

describe.each(engines)('live updates on %s', (engine) => {
  let env: TestEnv;
  const instances: Instance[] = [];
  const aborts: AbortController[] = [];

  /**
   * A real listening server (SSE needs a live socket), on the test env's database. The database
   * (and the app the env started on it) is the block's; each test starts its own instances on
   * it, with families of its own (`uniqueEmail`).
   */
  async function startInstance(heartbeatMs = 25_000, limits?: StreamLimits): Promise<Instance> {
    const db = await openDatabase(env.config);
    const sut = await buildApp({
      config: env.config,
      db,
      logger: false,
      eventHeartbeatMs: heartbeatMs,
      eventStreamLimits: limits,
    });
    if (sut.app.events instanceof PostgresEventBus) await sut.app.events.ready();
    await sut.app.listen({ port: 0, host: '127.0.0.1' });
    const address = sut.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const instance = { sut, db, base: `http://127.0.0.1:${port}` };
    instances.push(instance);
    return instance;
  }

  /** A family of its own (`name-N@example.com`) and its owner's session. */
  async function member(instance: Instance, name: string) {
    const {
      jar,
      userId: id,
      familyId,
    } = await testContext(env, instance.db.db).newFamily({
      email: uniqueEmail(name),
    });
    return { jar, user: { id, familyId } };
  }

  async function openStream(instance: Instance, jar: CookieJar) {
    const abort = new AbortController();
    aborts.push(abort);
    const response = await fetch(`${instance.base}/api/events`, {
      headers: { cookie: jar.header(), accept: 'text/event-stream' },
      signal: abort.signal,
    });
    return { response, abort, reader: response.ok ? new SseReader(response) : null };
  }

  const shared = sharedTestApp(engine);
  beforeEach(() => {
    ({ env } = shared);
    // The factories' clock stood at the test's start when each test made its own env.
    env.clock.now = new Date();
  });
  afterEach(async () => {
    for (const abort of aborts.splice(0)) abort.abort();
    for (const { sut, db } of instances.splice(0)) {
      // The test's own client sockets, streams aborted: closing waits for none of them (a
      // kept-alive one held the close for four seconds).
      sut.app.server.closeAllConnections();
      await sut.app.close();
      await db.close();
    }
  });

  it('refuses a visitor without a session', async () => {
    const instance = await startInstance();
    const { response } = await openStream(instance, new CookieJar());
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it("streams the family's events, with a retry hint, and nothing of other families or other users", async () => {
    const instance = await startInstance();
    const sara = await member(instance, 'sara');
    const omar = await member(instance, 'omar');
    const { response, reader } = await openStream(instance, sara.jar);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toContain('no-cache');
    expect(await reader!.next((b) => b.startsWith('retry:'))).toMatch(/^retry: \d+/);

    const events = instance.sut.app.events;
    await events.publish({ topic: 'tasks', familyId: omar.user.familyId });
    await events.publish({ topic: 'tasks', familyId: sara.user.familyId, userId: omar.user.id });
    await events.publish({
      topic: 'family-members',
      familyId: sara.user.familyId,
      data: { id: 'm1', action: 'created' },
    });
    await events.publish({
      topic: 'profile',
      familyId: sara.user.familyId,
      userId: sara.user.id,
    });

    expect(await reader!.nextData()).toEqual({
      topic: 'family-members',
      data: { id: 'm1', action: 'created' },
    });
    // The family id is the stream's own; it is not repeated to the client.
    expect(await reader!.nextData()).toEqual({ topic: 'profile' });
  });

  it("sends a burst of the family's events once each, in order, batched per family", async () => {
    const instance = await startInstance();
    const sara = await member(instance, 'sara');
    const first = await openStream(instance, sara.jar);
    const second = await openStream(instance, sara.jar);
    for (const { reader } of [first, second]) await reader!.next((b) => b.startsWith('retry:'));

    const events = instance.sut.app.events;
    const familyId = sara.user.familyId;
    const burst: Promise<void>[] = [];
    for (let n = 0; n < 20; n += 1) {
      burst.push(events.publish({ topic: 'vehicles', familyId }));
      burst.push(
        events.publish({ topic: 'tasks', familyId, data: { id: 't1', action: 'updated' } }),
      );
    }
    burst.push(events.publish({ topic: 'tasks', familyId, data: { id: 't2', action: 'created' } }));
    await Promise.all(burst);

    for (const { reader } of [first, second]) {
      expect(await reader!.nextData()).toEqual({ topic: 'vehicles' });
      expect(await reader!.nextData()).toEqual({
        topic: 'tasks',
        data: { id: 't1', action: 'updated' },
      });
      expect(await reader!.nextData()).toEqual({
        topic: 'tasks',
        data: { id: 't2', action: 'created' },
      });
    }
    // Nothing of the burst came twice: the next frame each stream reads is a later event.
    await events.publish({ topic: 'vehicles', familyId });
    for (const { reader } of [first, second]) {
      expect(await reader!.nextData()).toEqual({ topic: 'vehicles' });
    }
  });

  it('takes an app password (Bearer) like other /api routes, and ends when it is revoked', async () => {
    const instance = await startInstance(100);
    const sara = await member(instance, 'sara');
    const created = await instance.sut.app.inject({
      method: 'POST',
      url: '/api/account/app-passwords',
      headers: { cookie: sara.jar.header() },
      payload: { name: 'Live board', scope: 'read' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token, appPassword } = created.json() as { token: string; appPassword: { id: string } };
    const abort = new AbortController();
    aborts.push(abort);
    const response = await fetch(`${instance.base}/api/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const reader = new SseReader(response);
    // The heartbeat checks the token again: the stream outlives it while the token is good.
    expect(await reader.next((b) => b === ': heartbeat')).toBe(': heartbeat');
    await instance.sut.app.events.publish({
      topic: 'tasks',
      familyId: sara.user.familyId,
      data: { id: 't1', action: 'created' },
    });
    expect(await reader.nextData()).toEqual({
      topic: 'tasks',
      data: { id: 't1', action: 'created' },
    });

    const wrong = await fetch(`${instance.base}/api/events`, {
      headers: { authorization: `Bearer usra_pat_${'x'.repeat(43)}` },
    });
    expect(wrong.status).toBe(401);

    const revoked = await instance.sut.app.inject({
      method: 'DELETE',
      url: `/api/account/app-passwords/${appPassword.id}`,
      headers: { cookie: sara.jar.header() },
    });
    expect(revoked.statusCode).toBe(200);
    expect(await reader.ended()).toBe(true);
  });

  it('sends a heartbeat comment and ends the stream once the session is signed out', async () => {
    const instance = await startInstance(100);
    const sara = await member(instance, 'sara');
    const { reader } = await openStream(instance, sara.jar);
    expect(await reader!.next((b) => b === ': heartbeat')).toBe(': heartbeat');

    const signOut = await instance.sut.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: sara.jar.header() },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect(await reader!.ended()).toBe(true);
  });

  it('unsubscribes when the client disconnects', async () => {
    const instance = await startInstance();
    const sara = await member(instance, 'sara');
    const bus = instance.sut.app.events;
    const unsubscribed = vi.fn();
    const subscribe = bus.subscribe.bind(bus);
    vi.spyOn(bus, 'subscribe').mockImplementation((familyId, listener) => {
      const off = subscribe(familyId, listener);
      return () => {
        unsubscribed();
        off();
      };
    });
    const { abort, reader } = await openStream(instance, sara.jar);
    await reader!.next((b) => b.startsWith('retry:'));
    expect(bus.subscribe).toHaveBeenCalledTimes(1);
    abort.abort();
    await vi.waitFor(() => expect(unsubscribed).toHaveBeenCalledTimes(1));
  });

  async function expectRateLimited(instance: Instance, jar: CookieJar) {
    const { response } = await openStream(instance, jar);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
    });
  }

  /** Opens a stream once a closed one has been counted out (the server sees the close soon). */
  async function openWhenFreed(instance: Instance, jar: CookieJar) {
    return vi.waitFor(async () => {
      const stream = await openStream(instance, jar);
      expect(stream.response.status).toBe(200);
      return stream;
    });
  }

  it('holds ten streams per session, refuses the eleventh with 429 and frees a closed one', async () => {
    expect(MAX_STREAMS_PER_SESSION).toBe(10);
    const instance = await startInstance();
    const sara = await member(instance, 'sara');
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) {
      const stream = await openStream(instance, sara.jar);
      expect(stream.response.status).toBe(200);
      streams.push(stream);
    }
    await expectRateLimited(instance, sara.jar);
    // Another session of the same person (another device) has its own allowance.
    const other = await testContext(env, instance.db.db).newSession({ userId: sara.user.id });
    expect((await openStream(instance, other)).response.status).toBe(200);

    streams[0]!.abort.abort();
    const reopened = await openWhenFreed(instance, sara.jar);
    await reopened.reader!.next((b) => b.startsWith('retry:'));
    await expectRateLimited(instance, sara.jar);
  });

  it('caps the streams of one client address across sessions', async () => {
    const instance = await startInstance(25_000, { perSession: 2, perAddress: 3 });
    const sara = await member(instance, 'sara');
    const omar = await member(instance, 'omar');
    const first = await openStream(instance, sara.jar);
    expect((await openStream(instance, sara.jar)).response.status).toBe(200);
    await expectRateLimited(instance, sara.jar);
    expect((await openStream(instance, omar.jar)).response.status).toBe(200);
    await expectRateLimited(instance, omar.jar);

    first.abort.abort();
    await openWhenFreed(instance, omar.jar);
    await expectRateLimited(instance, sara.jar);
  });

  it('closes the server promptly while streams are open', async () => {
    const instance = await startInstance();
    const sara = await member(instance, 'sara');
    const { reader } = await openStream(instance, sara.jar);
    await reader!.next((b) => b.startsWith('retry:'));
    const started = Date.now();
    instances.splice(instances.indexOf(instance), 1);
    await instance.sut.app.close();
    await instance.db.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await reader!.ended()).toBe(true);
  });

  it('draining says goodbye with a short retry hint, ends every stream and refuses new ones with 503', async () => {
    const instance = await startInstance();
    const sara = await member(instance, 'sara');
    const first = await openStream(instance, sara.jar);
    const second = await openStream(instance, sara.jar);
    await first.reader!.next((b) => b.startsWith('retry:'));
    await second.reader!.next((b) => b.startsWith('retry:'));

    instance.sut.lifecycle.drain();
    for (const { reader } of [first, second]) {
      const goodbye = await reader!.next((b) => b.includes('event: reconnect'));
      const retry = Number(/^retry: (\d+)$/m.exec(goodbye)?.[1]);
      expect(retry).toBeGreaterThanOrEqual(DRAIN_RETRY_MS);
      expect(retry).toBeLessThan(DRAIN_RETRY_MS + DRAIN_RETRY_SPREAD_MS);
      expect(goodbye).toContain('data: {"reason":"shutdown"}');
      expect(await reader!.ended()).toBe(true);
    }
    const refused = await openStream(instance, sara.jar);
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get('connection')).toBe('close');
    expect(((await refused.response.json()) as { error: { code: string } }).error.code).toBe(
      'PROVIDER_UNAVAILABLE',
    );
    // Other requests are still served while draining, each on a connection of its own.
    const tasks = await fetch(`${instance.base}/api/tasks`, {
      headers: { cookie: sara.jar.header() },
    });
    expect(tasks.status).toBe(200);
    expect(tasks.headers.get('connection')).toBe('close');
  });

  it('a goodbye frame asks for a reconnect within the spread', () => {
    expect(goodbyeFrame(() => 0)).toBe(
      `retry: ${DRAIN_RETRY_MS}\nevent: reconnect\ndata: {"reason":"shutdown"}\n\n`,
    );
    expect(goodbyeFrame(() => 0.999)).toContain(
      `retry: ${DRAIN_RETRY_MS + DRAIN_RETRY_SPREAD_MS - 1}\n`,
    );
  });

  // Two instances sharing one database exist only on PostgreSQL (SQLite is one process's file).
  if (engine === 'postgres') {
    it('delivers an event published on one instance to a stream on another instance of the same database', async () => {
      const a = await startInstance();
      const b = await startInstance();
      const sara = await member(a, 'sara');
      const omar = await member(b, 'omar');
      const onA = await openStream(a, sara.jar);
      const onB = await openStream(b, sara.jar); // the same session works on either instance
      await onA.reader!.next((x) => x.startsWith('retry:'));
      await onB.reader!.next((x) => x.startsWith('retry:'));

      await b.sut.app.events.publish({ topic: 'tasks', familyId: omar.user.familyId });
      await b.sut.app.events.publish({
        topic: 'family-members',
        familyId: sara.user.familyId,
        data: { id: 'm2' },
      });
      expect(await onA.reader!.nextData()).toEqual({ topic: 'family-members', data: { id: 'm2' } });
      // The publishing instance delivers to its own streams once, not again via NOTIFY.
      expect(await onB.reader!.nextData()).toEqual({ topic: 'family-members', data: { id: 'm2' } });
      await a.sut.app.events.publish({ topic: 'family-groups', familyId: sara.user.familyId });
      expect(await onB.reader!.nextData()).toEqual({ topic: 'family-groups' });
      expect(await onA.reader!.nextData()).toEqual({ topic: 'family-groups' });
    });
  }
});

if (engines.includes('postgres')) {
  describe('PostgreSQL event bus', () => {
    const url = process.env.TEST_DATABASE_URL!;
    const buses: PostgresEventBus[] = [];
    afterEach(async () => {
      for (const bus of buses.splice(0)) await bus.close();
    });
    const makeBus = async (schema: string) => {
      const bus = new PostgresEventBus({ connectionString: url, schema, reconnectDelaysMs: [50] });
      buses.push(bus);
      await bus.ready();
      return bus;
    };
    const received = (bus: PostgresEventBus, familyId: string) => {
      const list: ChangeEvent[] = [];
      bus.subscribe(familyId, (event) => list.push(event));
      return list;
    };

    it('keeps installs with different schemas apart', async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const one = await makeBus(`bus_a_${suffix}`);
      const other = await makeBus(`bus_b_${suffix}`);
      const seen = received(other, 'f1');
      const same = await makeBus(`bus_a_${suffix}`);
      const seenSame = received(same, 'f1');
      await one.publish({ topic: 'tasks', familyId: 'f1' });
      await vi.waitFor(() => expect(seenSame).toHaveLength(1));
      expect(seen).toHaveLength(0);
    });

    it('sends a large event without its data rather than failing', async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const one = await makeBus(`bus_l_${suffix}`);
      const two = await makeBus(`bus_l_${suffix}`);
      const seen = received(two, 'f1');
      await one.publish({ topic: 'tasks', familyId: 'f1', data: { blob: 'x'.repeat(10_000) } });
      await vi.waitFor(() => expect(seen).toEqual([{ topic: 'tasks', familyId: 'f1' }]));
    });

    it("sends a write's events in one NOTIFY, and one each when together they are too long", async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const one = await makeBus(`bus_s_${suffix}`);
      const two = await makeBus(`bus_s_${suffix}`);
      const seen = received(two, 'f1');
      const events: ChangeEvent[] = [
        { topic: 'tasks', familyId: 'f1', data: { id: 't1', action: 'created' } },
        { topic: 'dashboard', familyId: 'f1' },
      ];
      const first = one.noticeStatements;
      await one.publishAll(events);
      await vi.waitFor(() => expect(seen).toEqual(events));
      expect(one.noticeStatements - first).toBe(1);
      seen.length = 0;
      const big: ChangeEvent[] = Array.from({ length: 3 }, (_, i) => ({
        topic: 'tasks',
        familyId: 'f1',
        data: { i, blob: 'x'.repeat(3000) },
      }));
      await one.publishAll(big);
      await vi.waitFor(() =>
        expect(seen).toEqual(big.map(() => ({ topic: 'tasks', familyId: 'f1' }))),
      );
      seen.length = 0;
      const many: ChangeEvent[] = Array.from({ length: 400 }, (_, i) => ({
        topic: 'tasks',
        familyId: 'f1',
        userId: `u${i}`,
      }));
      const before = one.noticeStatements;
      await one.publishAll(many);
      // Too long together: 400 notices, still in one statement, heard in order.
      await vi.waitFor(() => expect(seen).toEqual(many));
      expect(one.noticeStatements - before).toBe(1);
    });

    it('sends notices after the commit, in order, those of concurrent writes together, without waiting for a flush', async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const one = await makeBus(`bus_c_${suffix}`);
      const two = await makeBus(`bus_c_${suffix}`);
      const seen = received(two, 'f1');
      const writes = Array.from({ length: 30 }, (_, i): ChangeEvent[] => [
        { topic: 'tasks', familyId: 'f1', data: { id: `t${i}` } },
      ]);
      const before = one.noticeStatements;
      await Promise.all(writes.map((events) => one.publishAll(events)));
      await vi.waitFor(() => expect(seen).toEqual(writes.flat()));
      // The first goes at once; the rest gather while it is on its way.
      expect(one.noticeStatements - before).toBeLessThan(writes.length / 2);
      const publisher = (one as unknown as { publisher: pg.Pool }).publisher;
      const { rows } = await publisher.query<{ synchronous_commit: string }>(
        'show synchronous_commit',
      );
      expect(rows[0]!.synchronous_commit).toBe('off');
    });

    it('sends the notices of writes it has answered before it closes', async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const one = await makeBus(`bus_e_${suffix}`);
      const two = await makeBus(`bus_e_${suffix}`);
      const seen = received(two, 'f1');
      const events: ChangeEvent[] = Array.from({ length: 5 }, (_, i) => ({
        topic: 'tasks',
        familyId: 'f1',
        data: { id: `t${i}` },
      }));
      for (const event of events) await one.publishAll([event]);
      await one.close();
      await vi.waitFor(() => expect(seen).toEqual(events));
    });

    it('listens again after its connection is cut', async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const one = await makeBus(`bus_r_${suffix}`);
      const two = await makeBus(`bus_r_${suffix}`);
      const seen = received(two, 'f1');
      // Cut the listening connection from the server side, as a database restart would.
      const admin = new PostgresEventBus({ connectionString: url, schema: `x_${suffix}` });
      buses.push(admin);
      await (
        admin as unknown as { publisher: { query: (q: string, p: unknown[]) => Promise<unknown> } }
      ).publisher.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = $1`, [
        `listen "${two.channel}"`,
      ]);
      await vi.waitFor(
        async () => {
          await one.publish({ topic: 'tasks', familyId: 'f1' });
          expect(seen.length).toBeGreaterThan(0);
        },
        { timeout: 5000, interval: 200 },
      );
    });
  });
}
