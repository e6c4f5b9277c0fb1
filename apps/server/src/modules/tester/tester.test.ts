import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';

/** The self-test page's database check (/app/tester, spec home-vehicles-documents.md section 2). */
describe.each(engines)('self-test database check on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;
  let omar: TestUser;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    sara = await env.ctx.newFamily();
    omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Saleh' });
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const check = (jar: CookieJar) => callAs(sut.app, jar, 'GET', '/api/tester/database');

  it("answers the engine, the time taken and the family's own row counts", async () => {
    await env.ctx.newTask(sara);
    await env.ctx.newTask(sara);
    await env.ctx.newEvent(sara);
    await env.ctx.newTask(omar);

    const response = await check(sara.jar);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.engine).toBe(engine);
    expect(body.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.counts).toEqual({ members: 1, tasks: 2, events: 1, vehicles: 0 });
  });

  it("never counts another family's rows", async () => {
    await env.ctx.newTask(sara);
    await env.ctx.newEvent(sara);
    const response = await check(omar.jar);
    expect(response.json().counts).toEqual({ members: 1, tasks: 0, events: 0, vehicles: 0 });
  });

  it('writes nothing', async () => {
    const before = await sut.db.db.selectFrom('tasks').select('id').execute();
    await check(sara.jar);
    const after = await sut.db.db.selectFrom('tasks').select('id').execute();
    expect(after).toEqual(before);
  });

  it('answers 401 UNAUTHENTICATED to a visitor', async () => {
    const response = await check(new CookieJar());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});
