import { sql } from 'kysely';
import { describe, beforeEach, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { ChangeEvent } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import {
  callAs,
  CookieJar,
  engines,
  type TestEnv,
  uniqueEmail,
  sharedTestApp,
} from '../../test/test-app.js';

type Row = { id: string } & Record<string, unknown>;

describe.each(engines)('assets API on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  let events: ChangeEvent[];

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const created = async (jar: CookieJar, url: string, body: Record<string, unknown>) => {
    const response = await call(jar, 'POST', url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row;
  };
  const addAsset = (jar: CookieJar, body: Record<string, unknown> = {}) =>
    created(jar, '/api/assets', { name: 'الثلاجة', ...body });
  const overview = async (jar: CookieJar) =>
    (await call(jar, 'GET', '/api/assets/overview')).json();
  const problemsOf = (body: { error: { details: { fields: { path: string; key: string }[] } } }) =>
    body.error.details.fields.map((p) => [p.path, p.key]);

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    const owner = await env.ctx.newFamily({ email: uniqueEmail('sara') });
    sara = owner.jar;
    const familyId = owner.familyId;
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
    events = [];
    shared.listen(familyId, (event) => events.push(event));
  });

  it('adds an asset with defaults, edits and deletes it; refuses bad fields', async () => {
    const asset = await addAsset(sara, { purchasePrice: '', brand: ' LG ' });
    expect(asset).toMatchObject({
      name: 'الثلاجة',
      category: 'other',
      status: 'active',
      brand: 'LG',
      purchasePrice: null,
      warrantyExpiry: null,
      totalExpenses: 0,
    });
    expect(events[0]).toMatchObject({ topic: 'assets', data: { id: asset.id, action: 'created' } });
    const bad = await call(sara, 'POST', '/api/assets', {
      name: '',
      category: 'car',
      status: 'lost',
      purchasePrice: 1.234,
      warrantyExpiry: '2026-13-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(problemsOf(bad.json())).toEqual([
      ['name', 'asset.nameRequired'],
      ['category', 'asset.categoryInvalid'],
      ['status', 'asset.statusInvalid'],
      ['purchasePrice', 'cost.invalid'],
      ['warrantyExpiry', 'date.invalid'],
    ]);
    expect((await call(sara, 'POST', '/api/assets', { name: 'x', colour: 'red' })).statusCode).toBe(
      400,
    );
    const edited = await call(sara, 'PATCH', `/api/assets/${asset.id}`, { status: 'needs_repair' });
    expect(edited.json()).toMatchObject({ status: 'needs_repair', name: 'الثلاجة' });
    expect((await call(sara, 'DELETE', `/api/assets/${asset.id}`)).statusCode).toBe(204);
    expect((await overview(sara)).assets).toEqual([]);
  });

  it('keeps a warranty reminder 30 days before the warranty ends, moved and removed with it', async () => {
    const asset = await addAsset(sara, { warrantyExpiry: '2026-12-20' });
    const reminders = () =>
      overview(sara).then((o) => (o.reminders as Row[]).filter((r) => r.kind === 'warranty'));
    const [first] = await reminders();
    expect(first).toMatchObject({
      assetId: asset.id,
      assetName: 'الثلاجة',
      triggerDate: '2026-11-20',
      isActive: true,
      isSent: false,
      upcoming: true,
    });
    const dashboard = (await call(sara, 'GET', '/api/dashboard')).json();
    expect(dashboard.assetRemindersDue.map((r: Row) => r.id)).toEqual([first!.id]);
    await call(sara, 'PATCH', `/api/asset-reminders/${first!.id}`, { isSent: true });
    await call(sara, 'PATCH', `/api/assets/${asset.id}`, { warrantyExpiry: '2027-03-01' });
    const moved = await reminders();
    expect(moved).toEqual([
      expect.objectContaining({
        id: first!.id,
        triggerDate: '2027-01-30',
        isSent: false,
        upcoming: false,
      }),
    ]);
    await call(sara, 'PATCH', `/api/assets/${asset.id}`, { warrantyExpiry: null });
    expect(await reminders()).toEqual([]);
    await call(sara, 'PATCH', `/api/assets/${asset.id}`, { warrantyExpiry: '2026-11-25' });
    expect(await reminders()).toEqual([
      expect.objectContaining({ triggerDate: '2026-10-26', upcoming: true }),
    ]);
  });

  it('custom reminders: upcoming within 7 days and not sent; dismiss, snooze, delete', async () => {
    const asset = await addAsset(sara);
    const add = (title: string, triggerDate: string) =>
      created(sara, `/api/assets/${asset.id}/reminders`, { title, triggerDate });
    const soon = await add('Soon', '2026-11-27');
    const later = await add('Later', '2026-11-28');
    const past = await add('Past', '2026-11-01');
    expect([soon.upcoming, later.upcoming, past.upcoming]).toEqual([true, false, true]);
    const bad = await call(sara, 'POST', `/api/assets/${asset.id}/reminders`, {
      title: '',
      triggerDate: '',
    });
    expect(problemsOf(bad.json())).toEqual([
      ['title', 'reminder.titleRequired'],
      ['triggerDate', 'date.invalid'],
    ]);
    const flag = await call(sara, 'PATCH', `/api/asset-reminders/${soon.id}`, { isSent: 'yes' });
    expect(problemsOf(flag.json())).toEqual([['isSent', 'reminder.flagInvalid']]);
    expect((await overview(sara)).summary.upcomingReminders).toBe(2);
    const dismissed = await call(sara, 'PATCH', `/api/asset-reminders/${soon.id}`, {
      isSent: true,
    });
    expect(dismissed.json()).toMatchObject({ isSent: true, upcoming: false });
    const snoozed = await call(sara, 'PATCH', `/api/asset-reminders/${later.id}`, {
      triggerDate: '2026-11-22',
    });
    expect(snoozed.json().upcoming).toBe(true);
    const dashboard = (await call(sara, 'GET', '/api/dashboard')).json();
    expect(dashboard.assetRemindersDue.map((r: Row) => r.title)).toEqual(['Past', 'Later']);
    await call(sara, 'PATCH', `/api/asset-reminders/${past.id}`, { isActive: false });
    expect((await overview(sara)).reminders.map((r: Row) => r.title)).toEqual(['Later', 'Soon']);
    expect((await call(sara, 'DELETE', `/api/asset-reminders/${later.id}`)).statusCode).toBe(204);
    expect((await call(sara, 'DELETE', `/api/asset-reminders/${later.id}`)).statusCode).toBe(404);
  });

  it('expenses: newest first, totals on the asset and the year, delete', async () => {
    const asset = await addAsset(sara);
    await created(sara, `/api/assets/${asset.id}/expenses`, {
      expenseDate: '2025-12-31',
      amount: 100,
    });
    const repair = await created(sara, `/api/assets/${asset.id}/expenses`, {
      expenseDate: '2026-03-01',
      amount: '49.99',
      kind: 'repair',
      description: 'Compressor',
    });
    expect(repair).toMatchObject({ amount: 49.99, kind: 'repair', assetName: 'الثلاجة' });
    const defaulted = await created(sara, `/api/assets/${asset.id}/expenses`, {
      expenseDate: '2026-06-01',
      amount: 0,
    });
    expect(defaulted.kind).toBe('other');
    const bad = await call(sara, 'POST', `/api/assets/${asset.id}/expenses`, {
      expenseDate: 'soon',
      amount: -1,
      kind: 'gift',
    });
    expect(problemsOf(bad.json())).toEqual([
      ['expenseDate', 'date.invalid'],
      ['amount', 'expense.amountInvalid'],
      ['kind', 'expense.kindInvalid'],
    ]);
    const list = (await call(sara, 'GET', `/api/assets/${asset.id}/expenses`)).json() as Row[];
    expect(list.map((e) => e.expenseDate)).toEqual(['2026-06-01', '2026-03-01', '2025-12-31']);
    const o = await overview(sara);
    expect(o.assets[0].totalExpenses).toBe(149.99);
    expect(o.summary.expensesThisYear).toBe(49.99);
    expect((await call(sara, 'DELETE', `/api/asset-expenses/${repair.id}`)).statusCode).toBe(204);
    expect((await overview(sara)).assets[0].totalExpenses).toBe(100);
  });

  it('schedules: overdue flag, completion records the cost and repeats with a frequency', async () => {
    const asset = await addAsset(sara, { name: 'المكيف' });
    const once = await created(sara, `/api/assets/${asset.id}/schedules`, {
      title: 'Check gas',
      scheduledDate: '2026-11-19',
    });
    expect(once).toMatchObject({ overdue: true, status: 'scheduled', frequencyMonths: null });
    const repeating = await created(sara, `/api/assets/${asset.id}/schedules`, {
      title: 'Clean filter',
      scheduledDate: '2026-11-30',
      frequencyMonths: 3,
    });
    const bad = await call(sara, 'POST', `/api/assets/${asset.id}/schedules`, {
      title: '',
      scheduledDate: '',
      frequencyMonths: 121,
    });
    expect(problemsOf(bad.json())).toEqual([
      ['title', 'asset.scheduleTitleRequired'],
      ['scheduledDate', 'date.invalid'],
      ['frequencyMonths', 'maintenance.frequencyInvalid'],
    ]);
    expect((await overview(sara)).summary).toMatchObject({ totalAssets: 1, overdueSchedules: 1 });
    events = [];
    const done = await call(sara, 'POST', `/api/asset-schedules/${repeating.id}/complete`, {
      cost: 75.5,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      schedule: { id: repeating.id, status: 'completed', completionDate: '2026-11-20' },
      next: {
        title: 'Clean filter',
        scheduledDate: '2027-02-20',
        frequencyMonths: 3,
        status: 'scheduled',
      },
      expense: { amount: 75.5, kind: 'maintenance', expenseDate: '2026-11-20', assetId: asset.id },
    });
    expect(events.map((e) => e.topic)).toEqual(['assets', 'dashboard', 'calendar']);
    const single = await call(sara, 'POST', `/api/asset-schedules/${once.id}/complete`, {});
    expect(single.json()).toMatchObject({ next: null, expense: null });
    const again = await call(sara, 'POST', `/api/asset-schedules/${once.id}/complete`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'NOT_SCHEDULED',
      message: 'Only scheduled maintenance can be completed.',
    });
    const open = (await overview(sara)).schedules as Row[];
    expect(open.map((s) => s.scheduledDate)).toEqual(['2027-02-20']);
    const cancelled = await call(sara, 'PATCH', `/api/asset-schedules/${open[0]!.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.json().status).toBe('cancelled');
    expect(
      (await call(sara, 'POST', `/api/asset-schedules/${open[0]!.id}/complete`, {})).statusCode,
    ).toBe(409);
  });

  it('writes nothing when recording the expense of a completion fails', async () => {
    const asset = await addAsset(sara);
    const schedule = await created(sara, `/api/assets/${asset.id}/schedules`, {
      title: 'Service',
      scheduledDate: '2026-11-25',
      frequencyMonths: 6,
    });
    const db = sut.db.db;
    await sql`alter table asset_expenses rename to asset_expenses_away`.execute(db);
    const failed = await call(sara, 'POST', `/api/asset-schedules/${schedule.id}/complete`, {
      cost: 10,
    });
    await sql`alter table asset_expenses_away rename to asset_expenses`.execute(db);
    expect(failed.statusCode).toBe(500);
    const o = await overview(sara);
    expect(o.schedules).toEqual([
      expect.objectContaining({ id: schedule.id, status: 'scheduled' }),
    ]);
    expect(o.expenses).toEqual([]);
  });

  it("keeps a second family from the first family's assets and their rows (404)", async () => {
    const asset = await addAsset(sara, { name: 'Sara fridge', warrantyExpiry: '2026-12-01' });
    const schedule = await created(sara, `/api/assets/${asset.id}/schedules`, {
      title: 'Defrost',
      scheduledDate: '2026-11-25',
    });
    const expense = await created(sara, `/api/assets/${asset.id}/expenses`, {
      expenseDate: '2026-11-01',
      amount: 5,
    });
    const reminder = await created(sara, `/api/assets/${asset.id}/reminders`, {
      title: 'Clean',
      triggerDate: '2026-11-21',
    });
    const attempts: [string, string, unknown?][] = [
      ['PATCH', `/api/assets/${asset.id}`, { name: 'Mine' }],
      ['DELETE', `/api/assets/${asset.id}`],
      ['GET', `/api/assets/${asset.id}/expenses`],
      ['POST', `/api/assets/${asset.id}/expenses`, { expenseDate: '2026-11-02', amount: 1 }],
      ['POST', `/api/assets/${asset.id}/schedules`, { title: 'x', scheduledDate: '2026-11-30' }],
      ['POST', `/api/assets/${asset.id}/reminders`, { title: 'x', triggerDate: '2026-11-30' }],
      ['PATCH', `/api/asset-schedules/${schedule.id}`, { status: 'cancelled' }],
      ['POST', `/api/asset-schedules/${schedule.id}/complete`, { cost: 1 }],
      ['DELETE', `/api/asset-expenses/${expense.id}`],
      ['PATCH', `/api/asset-reminders/${reminder.id}`, { isSent: true }],
      ['DELETE', `/api/asset-reminders/${reminder.id}`],
      ['PATCH', `/api/asset-schedules/${newId()}`, { status: 'cancelled' }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(omar, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const theirs = await overview(omar);
    expect([theirs.assets, theirs.schedules, theirs.expenses, theirs.reminders]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect((await call(omar, 'GET', '/api/dashboard')).json().assetRemindersDue).toEqual([]);
    const mine = await overview(sara);
    expect(mine.assets[0]).toMatchObject({ name: 'Sara fridge', totalExpenses: 5 });
    expect(mine.schedules).toEqual([
      expect.objectContaining({ id: schedule.id, status: 'scheduled' }),
    ]);
    expect(mine.reminders.map((r: Row) => [r.title, r.isSent])).toEqual([
      ['Warranty ends soon', false],
      ['Clean', false],
    ]);
  });
});
