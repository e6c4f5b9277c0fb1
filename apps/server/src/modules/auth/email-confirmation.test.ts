import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { parse, startSmtp, waitForMail, type Received } from '../../test/mail.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  signIn,
  signUp,
  strongPassword,
  type TestEnv,
} from '../../test/test-app.js';

function tokenOf(text: string): string {
  const match = /https:\/\/usra\.test\/auth\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in: ${text}`);
  return match[1];
}

describe.each(engines)('e-mail confirmation at sign-up on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let received: Received[];

  beforeEach(async () => {
    smtp = await startSmtp();
    received = smtp.received;
    env = createTestEnv(engine, {
      SMTP_URL: smtp.url,
      REQUIRE_EMAIL_VERIFICATION: 'true',
      BASE_URL: 'https://usra.test',
    });
    sut = await env.start();
  });
  afterEach(async () => {
    await env.cleanup();
    await smtp.close();
  });

  const confirm = (token: string) =>
    sut.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });

  it('e-mails a link, refuses sign-in before it, and signs in after it (once)', async () => {
    const jar = new CookieJar();
    const answer = await signUp(sut.app, jar, {}, { cookie: 'usra_lang=en' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ confirmationRequired: true, email: 'sara@example.com' });
    // No session: neither a cookie that works nor a row.
    expect((await callAs(sut.app, jar, 'GET', '/api/profile')).statusCode).toBe(401);
    expect(await sut.db.db.selectFrom('sessions').selectAll().execute()).toEqual([]);

    await waitForMail(received, 1);
    expect(received[0]!.to).toEqual(['sara@example.com']);
    const { subject, text } = parse(received[0]!.raw);
    expect(subject).toBe('Confirm your e-mail for Usra');
    const token = tokenOf(text);
    const stored = await sut.db.db.selectFrom('email_confirmations').select('token_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    const early = await signIn(sut.app, new CookieJar(), 'sara@example.com', strongPassword);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(await sut.db.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    // A wrong password says nothing about the confirmation.
    const wrong = await signIn(sut.app, new CookieJar(), 'sara@example.com', 'Wrong#Pass99');
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');

    expect((await confirm(token)).statusCode).toBe(200);
    const after = await signIn(sut.app, new CookieJar(), 'sara@example.com', strongPassword);
    expect(after.statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
    const audit = await sut.db.db
      .selectFrom('security_audit_log')
      .select('event_type')
      .where('event_type', '=', 'email_verified')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('sends the link again in Arabic by default, the same answer for any address; the old link stops', async () => {
    await signUp(sut.app, new CookieJar());
    await waitForMail(received, 1);
    const first = tokenOf(parse(received[0]!.raw).text);
    expect(parse(received[0]!.raw).subject).toBe('أكّد بريدك الإلكتروني في أسرة');
    for (const email of ['sara@example.com', 'nobody@example.com']) {
      const resend = await sut.app.inject({
        method: 'POST',
        url: '/api/auth/confirm-email/resend',
        payload: { email },
      });
      expect(resend.statusCode).toBe(202);
      expect(resend.json()).toEqual({ ok: true });
    }
    await waitForMail(received, 2);
    expect(received.map((m) => m.to)).toEqual([['sara@example.com'], ['sara@example.com']]);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(tokenOf(parse(received[1]!.raw).text))).statusCode).toBe(200);
  });

  it('refuses a link after 24 hours', async () => {
    await signUp(sut.app, new CookieJar());
    await waitForMail(received, 1);
    const token = tokenOf(parse(received[0]!.raw).text);
    env.clock.now = new Date(env.clock.now.getTime() + 24 * 3600_000 + 1000);
    expect((await confirm(token)).json().error.code).toBe('INVALID_TOKEN');
  });

  it('needs no confirmation from an address an invitation was e-mailed to', async () => {
    const { jar: huda } = await env.ctx.newFamily({ email: 'huda@example.com' });
    const invited = await callAs(sut.app, huda, 'POST', '/api/family/invitations', {
      invitedEmail: 'sara@example.com',
    });
    expect(invited.json().emailed).toBe(true);
    const { token } = invited.json().invitation;
    const answer = await signUp(sut.app, new CookieJar(), { invitationToken: token });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().session.user.email).toBe('sara@example.com');
  });
});

describe.each(engines)('sign-up without required confirmation on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  beforeEach(async () => {
    // REQUIRE_EMAIL_VERIFICATION without SMTP cannot be kept: nothing could carry the link.
    env = createTestEnv(engine, { REQUIRE_EMAIL_VERIFICATION: 'true' });
    sut = await env.start();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('signs the new account in at once', async () => {
    const answer = await signUp(sut.app, new CookieJar());
    expect(answer.statusCode).toBe(201);
    expect(answer.json().session.user.email).toBe('sara@example.com');
  });
});
