import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { runAdminCommand } from '../../cli/admin.js';
import { parse, startSmtp, waitForMail, type Received } from '../../test/mail.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  signIn,
  strongPassword,
  type TestEnv,
} from '../../test/test-app.js';

const NEW_PASSWORD = 'Harbor$Moon8';

/** The token of the link in a reset e-mail (or any text with the link). */
function tokenOf(text: string): string {
  const match = /https:\/\/usra\.test\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe.each(engines)('password recovery on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let received: Received[];

  beforeEach(async () => {
    smtp = await startSmtp();
    received = smtp.received;
    env = createTestEnv(engine, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Usra <no-reply@usra.test>',
      BASE_URL: 'https://usra.test',
    });
    sut = await env.start();
  });
  afterEach(async () => {
    await env.cleanup();
    await smtp.close();
  });

  const request = (email: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, password },
    });
  const securityEvents = async (userId: string) =>
    (
      await sut.db.db
        .selectFrom('security_audit_log')
        .select(['event_type', 'details'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map((row) => row.event_type);

  it('e-mails a link that sets a new password once, ends every session and is audited', async () => {
    const { userId, jar } = await env.ctx.newFamily({ email: 'sara@example.com' });
    const other = new CookieJar();
    expect((await signIn(sut.app, other, 'sara@example.com', strongPassword)).statusCode).toBe(200);

    const answer = await request('Sara@Example.com');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ ok: true, mailConfigured: true });
    await waitForMail(received, 1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['sara@example.com']);
    const { text } = parse(received[0]!.raw);
    const token = tokenOf(text);

    // Stored as a hash: the table never holds the token that was sent.
    const stored = await sut.db.db.selectFrom('verifications').select('identifier').execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.identifier).not.toContain(token);

    expect((await reset(token, 'weak')).statusCode).toBe(400);
    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    for (const session of [jar, other]) {
      expect((await callAs(sut.app, session, 'GET', '/api/profile')).statusCode).toBe(401);
    }
    expect(
      (await signIn(sut.app, new CookieJar(), 'sara@example.com', strongPassword)).statusCode,
    ).toBe(401);
    expect(
      (await signIn(sut.app, new CookieJar(), 'sara@example.com', NEW_PASSWORD)).statusCode,
    ).toBe(200);
    expect(await securityEvents(userId)).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_changed']),
    );

    const again = await reset(token, 'Harbor$Moon9');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    await env.ctx.newFamily({ email: 'sara@example.com' });
    const unknown = await request('nobody@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ ok: true, mailConfigured: true });
    await request('sara@example.com');
    await waitForMail(received, 1);
    expect(received.map((m) => m.to)).toEqual([['sara@example.com']]);
  });

  it('refuses a link after 60 minutes', async () => {
    await env.ctx.newFamily({ email: 'sara@example.com' });
    await request('sara@example.com');
    await waitForMail(received, 1);
    const token = tokenOf(parse(received[0]!.raw).text);
    const row = await sut.db.db
      .selectFrom('verifications')
      .select(['expires_at', 'created_at'])
      .executeTakeFirstOrThrow();
    const lifetime = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
    expect(Math.round(lifetime / 60_000)).toBe(60);
    await sut.db.db
      .updateTable('verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const late = await reset(token);
    expect(late.json().error.code).toBe('INVALID_TOKEN');
    expect(
      (await signIn(sut.app, new CookieJar(), 'sara@example.com', strongPassword)).statusCode,
    ).toBe(200);
  });

  it('lets an administrator make a reset link for a user, audited, and nobody else', async () => {
    const admin = await env.ctx.newFamily({ email: 'admin@example.com' });
    const omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    const refused = await callAs(
      sut.app,
      omar.jar,
      'POST',
      `/api/admin/users/${admin.userId}/reset-link`,
      {},
    );
    expect(refused.statusCode).toBe(403);
    const missing = await callAs(
      sut.app,
      admin.jar,
      'POST',
      '/api/admin/users/nobody/reset-link',
      {},
    );
    expect(missing.statusCode).toBe(404);

    const made = await callAs(
      sut.app,
      admin.jar,
      'POST',
      `/api/admin/users/${omar.userId}/reset-link`,
      {},
    );
    expect(made.statusCode).toBe(200);
    const { link, expiresAt } = made.json();
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(received).toEqual([]);
    expect((await reset(tokenOf(link))).statusCode).toBe(200);
    expect((await callAs(sut.app, omar.jar, 'GET', '/api/profile')).statusCode).toBe(401);
    expect(
      (await signIn(sut.app, new CookieJar(), 'omar@example.com', NEW_PASSWORD)).statusCode,
    ).toBe(200);
    expect(await securityEvents(omar.userId)).toEqual(
      expect.arrayContaining(['password_reset_link_created', 'password_changed']),
    );
    const activity = await sut.db.db
      .selectFrom('user_activity_log')
      .select('activity_type')
      .where('user_id', '=', admin.userId)
      .execute();
    expect(activity.map((a) => a.activity_type)).toContain('admin_reset_link');
  });

  it('makes a reset link from the command line', async () => {
    await env.ctx.newFamily({ email: 'sara@example.com' });
    const made = await runAdminCommand(['reset-link', 'SARA@example.com'], env.env);
    expect(made.code).toBe(0);
    expect(made.output).toContain('Reset link for sara@example.com');
    expect((await reset(tokenOf(made.output))).statusCode).toBe(200);
    expect(
      (await signIn(sut.app, new CookieJar(), 'sara@example.com', NEW_PASSWORD)).statusCode,
    ).toBe(200);
    expect((await runAdminCommand(['reset-link', 'nobody@example.com'], env.env)).code).toBe(1);
  });
});

describe.each(engines)('password recovery without SMTP on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('says that no e-mail can be sent, whatever the address', async () => {
    await env.ctx.newFamily({ email: 'sara@example.com' });
    for (const email of ['sara@example.com', 'nobody@example.com']) {
      const answer = await sut.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
      });
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ ok: true, mailConfigured: false });
    }
  });
});
