import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type UsraApp } from '../../app.js';
import type { TestUser } from '../../test/factories.js';
import { parse, startSmtp, waitForMail } from '../../test/mail.js';
import { callAs, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

describe.each(engines)('daily digest e-mail on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let sara: TestUser;

  const choose = async (user: TestUser, changes: Record<string, unknown>) => {
    const current = await callAs(sut.app, user.jar, 'GET', '/api/settings/notifications');
    const saved = await callAs(sut.app, user.jar, 'PUT', '/api/settings/notifications', {
      ...current.json().preferences,
      ...changes,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeEach(async () => {
    smtp = await startSmtp();
    env = createTestEnv(
      engine,
      { SMTP_URL: smtp.url, MAIL_FROM: 'Usra <digest@usra.test>', BASE_URL: 'https://usra.test' },
      { notificationSweep: false },
    );
    // 06:30 in Riyadh: before the digest's hour.
    env.clock.now = new Date('2026-03-10T03:30:00Z');
    sut = await env.start();
    sara = await env.ctx.newFamily();
    await env.ctx.newTask(sara, { title: 'ادفع فاتورة الكهرباء', dueDate: '2026-03-09T10:00:00Z' });
    await env.ctx.newEvent(sara, { title: 'عشاء عند الجدة', startTime: '2026-03-10T16:00:00Z' });
  });
  afterEach(async () => {
    await env.cleanup();
    await smtp.close();
  });

  it('sends an opted-in Arabic user one digest in Arabic after 07:00, once a day', async () => {
    await choose(sara, { dailyDigest: true, language: 'ar', timeZone: 'Asia/Riyadh' });
    expect((await sut.notifications.sweep()).digests).toBe(0);
    expect(smtp.received).toEqual([]);

    // 07:05 in Riyadh. Two instances on one database check at the same moment: one e-mail.
    env.clock.now = new Date('2026-03-10T04:05:00Z');
    const other = await buildApp({
      config: env.config,
      db: sut.db,
      clock: () => env.clock.now,
      logger: false,
      notificationSweep: false,
    });
    try {
      const reports = await Promise.all([sut.notifications.sweep(), other.notifications.sweep()]);
      expect(reports.map((r) => r.digests).sort()).toEqual([0, 1]);
      await Promise.all([sut.jobs.runDue(), other.jobs.runDue()]);
    } finally {
      await other.app.close();
    }
    await waitForMail(smtp.received, 1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['sara@example.com']);
    const { subject, text } = parse(mail.raw);
    expect(subject).toBe('أسرة: ٢ بحاجة إلى انتباهك اليوم');
    expect(text).toContain('• اليوم: عشاء عند الجدة');
    expect(text).toContain('• مهمة متأخرة: ادفع فاتورة الكهرباء');
    // The day, with the Hijri date beside it: the family shows Hijri dates (the default).
    expect(text).toContain('الثلاثاء، ١٠ مارس ٢٠٢٦ (٢١ رمضان ١٤٤٧ هـ)');
    expect(text).toContain('https://usra.test/app');

    // Later checks the same day send nothing.
    env.clock.now = new Date('2026-03-10T10:00:00Z');
    await sut.notifications.sweep();
    await sut.jobs.runDue();
    expect(smtp.received).toHaveLength(1);
    const claims = await sut.db.db.selectFrom('notification_digests').selectAll().execute();
    expect(claims.map((c) => [c.user_id, c.day])).toEqual([[sara.userId, '2026-03-10']]);

    // The next day brings the next digest.
    env.clock.now = new Date('2026-03-11T05:00:00Z');
    expect((await sut.notifications.sweep()).digests).toBe(1);
    await sut.jobs.runDue();
    await waitForMail(smtp.received, 2);
    expect(smtp.received).toHaveLength(2);
  });

  it('writes in English for an English user, leaving out kinds turned off', async () => {
    await choose(sara, { dailyDigest: true, language: 'en', overdueTasks: false });
    // The family turned Hijri dates off (Appearance): the e-mail follows it like every screen.
    const appearance = await callAs(sut.app, sara.jar, 'PUT', '/api/settings/appearance', {
      units: 'metric',
      currency: 'SAR',
      hijriDates: false,
    });
    expect(appearance.statusCode, appearance.body).toBe(200);
    env.clock.now = new Date('2026-03-10T05:00:00Z');
    await sut.notifications.sweep();
    await sut.jobs.runDue();
    await waitForMail(smtp.received, 1);
    const { subject, text } = parse(smtp.received[0]!.raw);
    expect(subject).toBe('Usra: 1 need your attention today');
    expect(text).toContain('• Today: عشاء عند الجدة');
    expect(text).not.toContain('فاتورة');
    expect(text).toContain('Tuesday, March 10, 2026\n');
    expect(text).not.toContain('AH');
  });

  it('leaves out a kind the family turned off (Family → Notifications)', async () => {
    await choose(sara, { dailyDigest: true, language: 'en' });
    const off = await callAs(
      sut.app,
      sara.jar,
      'PUT',
      '/api/family/settings/notifications.events',
      {
        value: false,
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    env.clock.now = new Date('2026-03-10T05:00:00Z');
    await sut.notifications.sweep();
    await sut.jobs.runDue();
    await waitForMail(smtp.received, 1);
    const { subject, text } = parse(smtp.received[0]!.raw);
    expect(subject).toBe('Usra: 1 need your attention today');
    expect(text).toContain('ادفع فاتورة الكهرباء');
    expect(text).not.toContain('عشاء عند الجدة');
  });

  it('sends nothing to someone who did not opt in, or when nothing needs attention', async () => {
    const lina = await env.ctx.newMember(sara, { email: 'lina@example.com' });
    await choose(lina, { dailyDigest: false });
    const omar = await env.ctx.newFamily({ email: 'omar@example.com' });
    await choose(omar, { dailyDigest: true, language: 'en' });
    env.clock.now = new Date('2026-03-10T05:00:00Z');
    expect((await sut.notifications.sweep()).digests).toBe(0);
    await sut.jobs.runDue();
    expect(smtp.received).toEqual([]);
  });

  it('sends nothing without SMTP', async () => {
    const plain = createTestEnv(engine, {}, { notificationSweep: false });
    plain.clock.now = new Date('2026-03-10T05:00:00Z');
    const app = await plain.start();
    try {
      const user = await plain.ctx.newFamily();
      await plain.ctx.newTask(user, { title: 'Bins', dueDate: '2026-03-09T10:00:00Z' });
      await callAs(app.app, user.jar, 'PUT', '/api/settings/notifications', {
        ...(await callAs(app.app, user.jar, 'GET', '/api/settings/notifications')).json()
          .preferences,
        dailyDigest: true,
      });
      expect((await app.notifications.sweep()).digests).toBe(0);
      expect(await app.db.db.selectFrom('notification_digests').selectAll().execute()).toEqual([]);
    } finally {
      await plain.cleanup();
    }
  });
});
