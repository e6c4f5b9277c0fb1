import { sql } from 'kysely';
import { describe, beforeEach, expect, it } from 'vitest';
import { TaskPageSchema } from '@usra/domain/tasks/task-query';
import type { UsraApp } from '../../app.js';
import {
  CookieJar,
  engines,
  type TestEnv,
  uniqueEmail,
  sharedTestApp,
} from '../../test/test-app.js';
import { toTask } from './task-row.js';
import { TasksRepository, type TaskQuery } from './tasks.repository.js';

/**
 * Decision 005: the database writes the list's JSON. It must be byte for byte what the row
 * mapping (`toTask`) and the response schema's serializer give for the same rows.
 */
describe.each(engines)('task list JSON written by %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let familyId: string;

  const call = (method: string, url: string, payload?: unknown) =>
    sut.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: sara.header() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/api/tasks', { location: 'Home', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().task as { id: string };
  };
  /** The reference: rows mapped in JavaScript, then the zod response serializer's output. */
  const expected = async (q: TaskQuery) => {
    const rows = await new TasksRepository(sut.db.db).list(familyId, q);
    return JSON.stringify(
      TaskPageSchema.encode({
        tasks: rows.map(toTask),
        nextCursor: rows.length === q.limit ? rows[rows.length - 1]!.id : null,
      }),
    );
  };

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = new Date('2026-05-10T09:00:00Z');
    ({ jar: sara, familyId } = await env.ctx.newFamily({ email: uniqueEmail('sara') }));
  });

  it('equals the JavaScript mapping and schema serializer, byte for byte', async () => {
    const member = (await call('POST', '/api/family/members', { name: 'لينا "Lina"' })).json()
      .member as { id: string };
    const first = await create({
      title: 'شراء الحليب — "quoted" \\ back/slash 😀',
      description: 'Line one\nline two\ttabbed, ملاحظة',
      location: 'بنده، الرياض',
      priority: 'high',
      category: 'errands',
      dueDate: '2026-05-31T21:00:00.000Z',
      tags: ['منزل', 'a"b', 'c\\d', '😀'],
      estimatedDuration: 45,
      assigneeMemberId: member.id,
      isRecurring: true,
      recurrencePattern: { type: 'monthly' },
    });
    const bare = await create({ title: 'Bare minimum' });
    // Rows stored before control characters and one-line tags were refused still come out alike.
    await sql`update tasks set description = ${'Line one\nline two\ttabbed \u0001 control'}, tags = ${JSON.stringify(['e\nf', 'g\u001fh'])} where id = ${bare.id}`.execute(
      sut.db.db,
    );
    await create({ title: 'Free-text assignee', assigneeName: 'Grandma', isRecurring: true });
    const done = await create({ title: 'Done one', dueDate: '2026-05-01T08:30:00+03:00' });
    env.clock.now = new Date('2026-05-10T10:15:30.123Z');
    expect(
      (await call('PUT', `/api/tasks/${done.id}/status`, { status: 'completed' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/tasks/${first.id}`, { description: null, tags: [] })).statusCode,
    ).toBe(200);

    for (const [url, q] of [
      ['/api/tasks?limit=200', { limit: 200 }],
      ['/api/tasks', { limit: 50 }],
      ['/api/tasks?limit=2', { limit: 2 }],
      ['/api/tasks?status=completed', { limit: 50, status: 'completed' }],
      [
        '/api/tasks?category=errands&priority=high',
        { limit: 50, category: 'errands', priority: 'high' },
      ],
      ['/api/tasks?search=%D8%A7%D9%84%D8%AD%D9%84%D9%8A%D8%A8', { limit: 50, search: 'الحليب' }],
      ['/api/tasks?status=in_progress', { limit: 50, status: 'in_progress' }],
    ] as const) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body, url).toBe(await expected(q as TaskQuery));
    }
    // An empty page.
    expect((await call('GET', '/api/tasks?status=in_progress')).body).toBe(
      '{"tasks":[],"nextCursor":null}',
    );
  });

  it('writes coordinates as the JavaScript mapping does, whatever the stored float', async () => {
    const placed = await create({ title: 'Pharmacy', latitude: 24.7136, longitude: 46.6753 });
    const precise = await create({
      title: 'Precise',
      latitude: 21.543333333333333,
      longitude: -0.12345678,
    });
    expect(
      (await call('GET', '/api/tasks?limit=50')).json().tasks.map((t: { title: string }) => t),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Precise', latitude: 21.543333, longitude: -0.123457 }),
      ]),
    );
    // Values written around the API (an old import, a hand edit) still come out alike.
    const db = sut.db.db;
    for (const [latitude, longitude] of [
      [24, -180],
      [0.000001, 0.0000004],
      [-0.0000004, 89.9999999],
      [12.1, 45.123456789],
    ]) {
      await sql`update tasks set latitude = ${latitude}, longitude = ${longitude} where id = ${placed.id}`.execute(
        db,
      );
      await sql`update tasks set latitude = ${-latitude!}, longitude = ${longitude! / 3} where id = ${precise.id}`.execute(
        db,
      );
      const response = await call('GET', '/api/tasks?limit=50');
      expect(response.body, `${latitude}, ${longitude}`).toBe(await expected({ limit: 50 }));
    }
  });

  it('keeps the newest-first order and the cursor over many rows', async () => {
    for (let i = 0; i < 60; i++) await create({ title: `Task ${i}`, tags: [`t${i % 7}`] });
    const page1 = await call('GET', '/api/tasks?limit=25');
    expect(page1.body).toBe(await expected({ limit: 25 }));
    const cursor = page1.json().nextCursor as string;
    expect(cursor).toBe(page1.json().tasks[24].id);
    const page2 = await call('GET', `/api/tasks?limit=25&cursor=${cursor}`);
    expect(page2.body).toBe(await expected({ limit: 25, cursor }));
    const page3 = await call('GET', `/api/tasks?limit=25&cursor=${page2.json().nextCursor}`);
    expect(page3.json().tasks).toHaveLength(10);
    expect(page3.json().nextCursor).toBeNull();
  });

  it('refuses to store a timestamp, tags or recurrence type the list could not copy as is', async () => {
    const { id } = await create({ title: 'Guarded' });
    const db = sut.db.db;
    for (const change of [
      sql`update tasks set tags = ${'["a", "b"]'} where id = ${id}`,
      sql`update tasks set tags = ${'["a",1]'} where id = ${id}`,
      sql`update tasks set tags = ${'not json'} where id = ${id}`,
      sql`update tasks set recurrence_type = ${'hourly'} where id = ${id}`,
    ]) {
      await expect(change.execute(db)).rejects.toThrow();
    }
    // PostgreSQL keeps timestamps typed; SQLite keeps text, so only toISOString's form goes in.
    if (engine === 'sqlite') {
      for (const value of [
        '2026-05-10 10:00',
        '2026-02-30T00:00:00.000Z',
        '2026-05-10T10:00:00Z',
      ]) {
        await expect(
          sql`update tasks set due_date = ${value} where id = ${id}`.execute(db),
        ).rejects.toThrow();
      }
      await expect(
        sql`update tasks set created_at = ${'yesterday'} where id = ${id}`.execute(db),
      ).rejects.toThrow();
    }
    const response = await call('GET', '/api/tasks');
    expect(response.body).toBe(await expected({ limit: 50 }));
    expect(response.json().tasks[0]).toMatchObject({ id, tags: [], dueDate: null });
  });
});
