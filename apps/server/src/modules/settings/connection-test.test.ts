import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

/**
 * The settings screen's Database Connection Tester makes these four API calls in order (spec
 * core section 7: reads profiles, inserts then deletes a test task, reads tasks).
 */
describe.each(engines)('database connection tester calls on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
    omar = (await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Saleh' })).jar;
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const testTask = {
    title: 'Database connection test',
    location: '-',
    priority: 'low',
    category: 'other',
    tags: ['connection-test'],
  };

  it('reads the profile, inserts then deletes a test task, and reads the tasks without it', async () => {
    const profile = await call(sara, 'GET', '/api/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile.email).toBe('sara@example.com');

    const created = await call(sara, 'POST', '/api/tasks', testTask);
    expect(created.statusCode).toBe(201);
    const id = created.json().task.id as string;
    expect(created.json().task).toMatchObject({ title: testTask.title, status: 'pending' });

    const deleted = await call(sara, 'DELETE', `/api/tasks/${id}`);
    expect(deleted.statusCode).toBe(200);

    const tasks = await call(sara, 'GET', '/api/tasks');
    expect(tasks.statusCode).toBe(200);
    expect(tasks.json().tasks.map((t: { id: string }) => t.id)).not.toContain(id);
    const rows = await sut.db.db.selectFrom('tasks').select('id').where('id', '=', id).execute();
    expect(rows).toHaveLength(0);
  });

  it('answers every step with 401 to a visitor (the screen shows "User not authenticated")', async () => {
    const visitor = new CookieJar();
    for (const [method, url, body] of [
      ['GET', '/api/profile'],
      ['POST', '/api/tasks', testTask],
      ['DELETE', '/api/tasks/0190a0c0-0000-7000-8000-000000000000'],
      ['GET', '/api/tasks'],
    ] as const) {
      const response = await call(visitor, method, url, body);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it("keeps one family's test task from another family", async () => {
    const created = await call(sara, 'POST', '/api/tasks', testTask);
    const id = created.json().task.id as string;
    const omarTasks = await call(omar, 'GET', '/api/tasks');
    expect(omarTasks.json().tasks.map((t: { id: string }) => t.id)).not.toContain(id);
    expect((await call(omar, 'DELETE', `/api/tasks/${id}`)).statusCode).toBe(404);
    expect((await call(sara, 'DELETE', `/api/tasks/${id}`)).statusCode).toBe(200);
  });
});
