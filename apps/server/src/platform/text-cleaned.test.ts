import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../app.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  signIn,
  signUp,
  type TestEnv,
} from '../test/test-app.js';
import type { TestUser } from '../test/factories.js';

/** Spec core section 5: stripped markup is reported, so the screen can say so. */
describe.each(engines)('the unsafe-content notice on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    sara = await env.ctx.newFamily();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('names the fields whose markup was removed, and only those', async () => {
    const created = await callAs(sut.app, sara.jar, 'POST', '/api/tasks', {
      title: 'شراء <script>alert(1)</script>الحليب',
      location: 'بنده',
      description: 'see <a href="javascript:alert(1)">here</a>',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['usra-text-cleaned']).toBe('title,description');
    expect(created.json().task).toMatchObject({
      title: 'شراء الحليب',
      description: 'see here',
      location: 'بنده',
    });

    const clean = await callAs(sut.app, sara.jar, 'PATCH', `/api/tasks/${created.json().task.id}`, {
      title: 'Milk < 2 litres: buy 3',
    });
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.headers['usra-text-cleaned']).toBeUndefined();

    // Text that is all markup becomes empty: a required field refuses it, nothing is stored.
    const empty = await callAs(sut.app, sara.jar, 'POST', '/api/tasks', {
      title: '<b></b>',
      location: 'x',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['usra-text-cleaned']).toBeUndefined();
  });

  it('reports an optional field cleaned to nothing, and never a password', async () => {
    const member = await callAs(sut.app, sara.jar, 'POST', '/api/family/members', {
      name: 'Lina',
      schoolWork: '<img src=x onerror=alert(1)>',
    });
    expect(member.statusCode, member.body).toBe(201);
    expect(member.headers['usra-text-cleaned']).toBe('schoolWork');
    expect(member.json().member.schoolWork).toBeNull();

    // A password is kept as typed, markup and all: it is not reported.
    const jar = new CookieJar();
    const signedUp = await signUp(sut.app, jar, {
      email: 'lina@example.com',
      fullName: 'Lina Ali',
      password: 'Gr8<b>Lina</b>!',
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    expect(signedUp.headers['usra-text-cleaned']).toBeUndefined();
    const again = await signIn(sut.app, new CookieJar(), 'lina@example.com', 'Gr8<b>Lina</b>!');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['usra-text-cleaned']).toBeUndefined();
  });
});
