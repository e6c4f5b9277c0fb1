import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../app.js';
import { CookieJar, createTestEnv, engines, type TestEnv } from '../test/test-app.js';
import { runAdminCommand } from './admin.js';

describe.each(engines)('admin command line on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    await env.ctx.newFamily({ email: 'owner@example.com' });
    await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const roleOf = async (email: string) => {
    const jar = new CookieJar();
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'Falcon#Rise7' },
    });
    jar.store(response);
    return response.json().session.user.role;
  };

  it('promotes a user to admin and demotes them again', async () => {
    expect(await roleOf('omar@example.com')).toBe('user');
    expect(await runAdminCommand(['promote', 'OMAR@example.com'], env.env)).toEqual({
      code: 0,
      output: 'omar@example.com is now an admin',
    });
    expect(await roleOf('omar@example.com')).toBe('admin');
    const roles = await sut.db.db
      .selectFrom('user_roles')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .select('role')
      .where('users.email', '=', 'omar@example.com')
      .execute();
    expect(roles.map((r) => r.role)).toEqual(['admin']);
    expect(await runAdminCommand(['demote', 'omar@example.com'], env.env)).toEqual({
      code: 0,
      output: 'omar@example.com is now a user',
    });
    expect(await roleOf('omar@example.com')).toBe('user');
  });

  it('reports an unknown e-mail and a wrong command', async () => {
    expect(await runAdminCommand(['promote', 'nobody@example.com'], env.env)).toEqual({
      code: 1,
      output: 'No account with the e-mail nobody@example.com',
    });
    expect((await runAdminCommand(['delete', 'omar@example.com'], env.env)).code).toBe(2);
    expect((await runAdminCommand([], env.env)).code).toBe(2);
  });
});
