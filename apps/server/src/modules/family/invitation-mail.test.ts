import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { parse, type Received } from '../../test/mail.js';
import { CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

describe.each(engines)('invitation e-mails over SMTP on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let smtp: SMTPServer;
  let received: Received[];

  beforeEach(async () => {
    received = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    env = createTestEnv(engine, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Usra <invites@usra.test>',
      BASE_URL: 'https://usra.test',
    });
    sut = await env.start();
  });
  afterEach(async () => {
    await env.cleanup();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const invite = (jar: CookieJar, body: Record<string, unknown>, language?: 'ar' | 'en') =>
    sut.app.inject({
      method: 'POST',
      url: '/api/family/invitations',
      headers: {
        cookie: [jar.header(), language ? `usra_lang=${language}` : ''].filter(Boolean).join('; '),
      },
      payload: body,
    });

  it("sends the /invite/<token> link in English to an English-speaking inviter's invitee", async () => {
    const sara = (await env.ctx.newFamily()).jar;
    const response = await invite(
      sara,
      { invitedEmail: 'Lina@Example.com', invitedName: 'Lina' },
      'en',
    );
    expect(response.statusCode).toBe(201);
    const { invitation, emailed } = response.json();
    expect(emailed).toBe(true);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('invites@usra.test');
    expect(mail!.to).toEqual(['lina@example.com']);
    const { subject, text } = parse(mail!.raw);
    expect(subject).toBe("Join Sara Ali's family on Usra");
    expect(text).toContain("You have been invited to join Sara Ali's family on Usra.");
    expect(text).toContain('Open this link within 7 days to join:');
    expect(text).toContain(`https://usra.test/invite/${invitation.token}`);
  });

  it('writes in Arabic for an Arabic-speaking inviter (the default)', async () => {
    const huda = (await env.ctx.newFamily({ email: 'huda@example.com', fullName: 'هدى العتيبي' }))
      .jar;
    const response = await invite(huda, { invitedEmail: 'omar@example.com', role: 'parent' });
    const { invitation, emailed } = response.json();
    expect(emailed).toBe(true);
    const { subject, text } = parse(received[0]!.raw);
    expect(subject).toBe('انضم إلى عائلة هدى العتيبي على أسرة');
    expect(text).toContain('تمت دعوتك للانضمام إلى عائلة هدى العتيبي على أسرة.');
    expect(text).toContain('افتح هذا الرابط خلال ٧ أيام للانضمام:');
    expect(text).toContain(`https://usra.test/invite/${invitation.token}`);
    // The same with the Arabic cookie set explicitly.
    await invite(huda, { invitedEmail: 'ali@example.com' }, 'ar');
    expect(parse(received[1]!.raw).subject).toBe('انضم إلى عائلة هدى العتيبي على أسرة');
  });

  it('writes in the language the inviter chose for the invitee, and resends in it', async () => {
    const sara = (await env.ctx.newFamily()).jar;
    const response = await invite(sara, { invitedEmail: 'lina@example.com', language: 'ar' }, 'en');
    const { invitation, emailed } = response.json();
    expect(emailed).toBe(true);
    expect(invitation.language).toBe('ar');
    expect(invitation.emailedAt).not.toBeNull();
    expect(parse(received[0]!.raw).subject).toBe("انضم إلى Sara Ali's family على أسرة");

    const resent = await sut.app.inject({
      method: 'POST',
      url: `/api/family/invitations/${invitation.id}/resend`,
      headers: { cookie: sara.header() },
      payload: {},
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().emailed).toBe(true);
    expect(received).toHaveLength(2);
    expect(received[1]!.to).toEqual(['lina@example.com']);
    const { subject, text } = parse(received[1]!.raw);
    expect(subject).toBe("انضم إلى Sara Ali's family على أسرة");
    expect(text).toContain(`https://usra.test/invite/${invitation.token}`);
  });

  it('sends nothing for an invitation without an e-mail', async () => {
    const sara = (await env.ctx.newFamily()).jar;
    const response = await invite(sara, { invitedName: 'Lina' }, 'en');
    expect(response.json().emailed).toBe(false);
    expect(received).toEqual([]);
  });

  it('keeps the invitation when the mail server refuses the message', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const sara = (await env.ctx.newFamily()).jar;
    const response = await invite(sara, { invitedEmail: 'lina@example.com' }, 'en');
    expect(response.statusCode).toBe(201);
    expect(response.json().emailed).toBe(false);
    const listed = await sut.app.inject({
      method: 'GET',
      url: '/api/family/invitations',
      headers: { cookie: sara.header() },
    });
    expect(listed.json().invitations).toHaveLength(1);
  });
});
