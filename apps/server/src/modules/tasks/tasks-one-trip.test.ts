import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsraApp } from '../../app.js';
import { eventsOfNotice, type ChangeEvent } from '../../platform/events.js';
import {
  callAs,
  createTestEnv,
  engines,
  type TestEnv,
  type TestUser,
} from '../../test/test-app.js';
import { roundTripsDuring } from '../../test/pg-queries.js';

/**
 * Issue 30: on PostgreSQL a task create, and a status change that makes no next occurrence, is
 * one statement: the row, its activity entry and its NOTIFYs (the other instances' live
 * updates), answered with the task's JSON as the database wrote it. On SQLite the same requests
 * answer the same.
 */
describe.each(engines)('task writes in one round trip on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;
  let omar: TestUser;
  let events: ChangeEvent[];
  /** A second connection listening on the bus's channel: what another instance hears. */
  let listener: pg.Client | undefined;
  let heard: ChangeEvent[];

  const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, user.jar, method, url, payload);
  const activities = (userId: string) =>
    sut.db.db
      .selectFrom('user_activity_log')
      .select(['activity_type', 'activity_data'])
      .where('user_id', '=', userId)
      .where('activity_type', 'like', 'task_%')
      .orderBy('id')
      .execute();
  /** Until `count` events were heard on the channel (NOTIFY arrives after the commit). */
  const heardAtLeast = (count: number) =>
    vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(count), { timeout: 5000 });
  beforeEach(async () => {
    env = createTestEnv(engine);
    env.clock.now = new Date('2026-05-10T09:00:00Z');
    sut = await env.start();
    sara = await env.ctx.newFamily();
    omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    events = [];
    heard = [];
    sut.app.events.subscribe(sara.familyId, (event) => events.push(event));
    if (engine === 'postgres') {
      listener = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await listener.connect();
      listener.on('notification', (message) => {
        for (const event of eventsOfNotice(message.payload).events)
          if (event.familyId === sara.familyId || event.familyId === omar.familyId)
            heard.push(event);
      });
      const channel = `usra_events_${env.config.databaseSchema}`;
      await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
  });
  afterEach(async () => {
    await listener?.end();
    listener = undefined;
    await env.cleanup();
  });

  it('a create answers the task as a read does, writes its activity entry and announces it', async () => {
    const response = await call(sara, 'POST', '/api/tasks', {
      title: 'شراء الخبز',
      location: 'المخبز',
      category: 'errands',
      tags: ['منزل'],
      latitude: 24.7136,
      longitude: 46.6753,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const { task } = response.json<{ task: { id: string } }>();
    const read = await call(sara, 'GET', `/api/tasks/${task.id}`);
    expect(response.json()).toEqual(read.json());
    expect(task).toMatchObject({
      title: 'شراء الخبز',
      status: 'pending',
      latitude: 24.7136,
      createdAt: '2026-05-10T09:00:00.000Z',
    });
    expect(await activities(sara.userId)).toEqual([
      { activity_type: 'task_created', activity_data: JSON.stringify({ taskId: task.id }) },
    ]);
    expect(events).toEqual([
      {
        topic: 'tasks',
        familyId: sara.familyId,
        data: { id: task.id, action: 'created' },
      },
      { topic: 'dashboard', familyId: sara.familyId },
    ]);
    if (engine === 'postgres') {
      await heardAtLeast(2);
      expect(heard).toEqual(events);
    }
  });

  it('completing a task answers as the read does, writes task_completed, and announces it', async () => {
    const task = await env.ctx.newTask(sara, { title: 'Laundry' });
    events.length = 0;
    const response = await call(sara, 'PUT', `/api/tasks/${task.id}/status`, {
      status: 'completed',
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = (await call(sara, 'GET', `/api/tasks/${task.id}`)).json<{ task: unknown }>();
    expect(response.json()).toEqual({ task: read.task, nextOccurrence: null });
    expect(read.task).toMatchObject({
      status: 'completed',
      completedAt: '2026-05-10T09:00:00.000Z',
    });
    const reopened = await call(sara, 'PUT', `/api/tasks/${task.id}/status`, {
      status: 'in_progress',
    });
    expect(reopened.json().task).toMatchObject({ status: 'in_progress', completedAt: null });
    expect((await activities(sara.userId)).map((a) => a.activity_type)).toEqual(['task_completed']);
    expect(events.map((e) => [e.topic, e.data?.status])).toEqual([
      ['tasks', 'completed'],
      ['dashboard', undefined],
      ['tasks', 'in_progress'],
      ['dashboard', undefined],
    ]);
  });

  it('completing a recurring task still makes its next occurrence once', async () => {
    const created = await call(sara, 'POST', '/api/tasks', {
      title: 'Pay rent',
      location: 'Bank',
      dueDate: '2026-05-12T09:00:00.000Z',
      isRecurring: true,
      recurrencePattern: { type: 'monthly' },
    });
    const { id } = created.json<{ task: { id: string } }>().task;
    const done = await call(sara, 'PUT', `/api/tasks/${id}/status`, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().nextOccurrence).toMatchObject({
      title: 'Pay rent',
      status: 'pending',
      dueDate: '2026-06-12T09:00:00.000Z',
    });
    const again = await call(sara, 'PUT', `/api/tasks/${id}/status`, { status: 'completed' });
    expect(again.json().nextOccurrence).toBeNull();
    expect((await call(sara, 'GET', '/api/tasks')).json().tasks).toHaveLength(2);
  });

  it("another family's task: 404, no activity entry, no event, nothing changed", async () => {
    const task = await env.ctx.newTask(sara, { title: 'Secret' });
    events.length = 0;
    const response = await call(omar, 'PUT', `/api/tasks/${task.id}/status`, {
      status: 'completed',
    });
    expect(response.statusCode).toBe(404);
    expect(await activities(omar.userId)).toEqual([]);
    expect(events).toEqual([]);
    // Omar's own create is heard after any notice of the refused change would have been.
    await call(omar, 'POST', '/api/tasks', { title: 'Mine', location: 'Home' });
    if (engine === 'postgres') {
      await heardAtLeast(2);
      expect(heard.map((e) => e.familyId)).toEqual([omar.familyId, omar.familyId]);
    }
    const still = (await call(sara, 'GET', `/api/tasks/${task.id}`)).json().task;
    expect(still).toMatchObject({ title: 'Secret', status: 'pending', completedAt: null });
  });
});

/** PostgreSQL only: SQLite has no round trips (the database is in the process). */
describe.each(engines.filter((e) => e === 'postgres'))('task write round trips on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;

  const roundTrips = roundTripsDuring;
  const call = (method: string, url: string, payload?: unknown) =>
    callAs(sut.app, sara.jar, method, url, payload);

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    sara = await env.ctx.newFamily();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('a create (was 4 more) and a completion (was 6 more) cost as many round trips as reading one task', async () => {
    const task = await env.ctx.newTask(sara, { title: 'Warm' });
    const other = await env.ctx.newTask(sara, { title: 'Other' });
    // Every statement has been prepared once on the pool's connections.
    await call('GET', `/api/tasks/${task.id}`);
    await call('POST', '/api/tasks', { title: 'Warm up', location: 'Home' });
    await call('PUT', `/api/tasks/${other.id}/status`, { status: 'completed' });
    const read = await roundTrips(() => call('GET', `/api/tasks/${task.id}`));
    const create = await roundTrips(() =>
      call('POST', '/api/tasks', { title: 'Milk', location: 'Shop' }),
    );
    const complete = await roundTrips(() =>
      call('PUT', `/api/tasks/${task.id}/status`, { status: 'completed' }),
    );
    expect(read).toBeGreaterThan(0);
    // The session check and the one statement; the notice follows, off the request's path.
    expect(create).toBe(read);
    expect(complete).toBe(read);
  });
});
