import { describe, beforeEach, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { ChangeEvent } from '../../platform/events.js';
import {
  callAs,
  CookieJar,
  engines,
  type TestEnv,
  type TestUser,
  uniqueEmail,
  sharedTestApp,
} from '../../test/test-app.js';

describe.each(engines)('tasks API on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let saraAccount: TestUser;
  let sara: CookieJar;
  let omar: CookieJar;
  let saraFamilyId: string;
  let events: ChangeEvent[];

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const create = async (jar: CookieJar, body: Record<string, unknown>) => {
    const response = await call(jar, 'POST', '/api/tasks', { location: 'Home', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().task as Record<string, unknown> & { id: string };
  };
  const titles = async (jar: CookieJar, query: string) => {
    const response = await call(jar, 'GET', `/api/tasks?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().tasks as { title: string }[]).map((t) => t.title).sort();
  };

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = new Date('2026-05-10T09:00:00Z'); // 12:00 in Riyadh
    saraAccount = await env.ctx.newFamily({ email: uniqueEmail('sara') });
    ({ jar: sara, familyId: saraFamilyId } = saraAccount);
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
    events = [];
    shared.listen(saraFamilyId, (event) => events.push(event));
  });

  it('needs a session', async () => {
    const response = await sut.app.inject({ method: 'GET', url: '/api/tasks' });
    expect(response.statusCode).toBe(401);
  });

  it('creates a pending task with the defaults, empty text as null, sanitized title', async () => {
    const task = await create(sara, {
      title: '  شراء <b>الحليب</b> ',
      location: 'بنده',
      description: '  ',
      tags: [' منزل ', 'سوق'],
      estimatedDuration: 15,
    });
    expect(task).toMatchObject({
      title: 'شراء الحليب',
      location: 'بنده',
      description: null,
      priority: 'medium',
      category: 'other',
      status: 'pending',
      completedAt: null,
      assigneeName: null,
      isRecurring: false,
      recurrencePattern: null,
      estimatedDuration: 15,
      tags: ['منزل', 'سوق'],
    });
    expect(events).toContainEqual(
      expect.objectContaining({ topic: 'tasks', familyId: saraFamilyId }),
    );
  });

  it.each([
    [{ title: ' ' }, 'Task title is required'],
    [{ title: 'x'.repeat(101) }, 'Task title is too long (maximum 100 characters)'],
    [{ title: 'Milk', location: '' }, 'Location is required'],
    [{ title: 'Milk', estimatedDuration: -5 }, 'Estimated duration must be a number of minutes'],
    [{ title: 'Milk', tags: ['a', 'a'] }, 'This tag has already been added'],
    [{ title: 'Milk', tags: [''] }, 'A tag cannot be empty'],
  ])('rejects %j with the spec message', async (body, message) => {
    const response = await call(sara, 'POST', '/api/tasks', { location: 'Home', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.message).toContain(message);
  });

  it('rejects a family id or status in the body', async () => {
    for (const extra of [{ familyId: 'x' }, { status: 'completed' }]) {
      const response = await call(sara, 'POST', '/api/tasks', {
        title: 'T',
        location: 'L',
        ...extra,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('assigns a family member by id and copies the name; a foreign member is not found', async () => {
    const member = (await call(sara, 'POST', '/api/family/members', { name: 'Lina' })).json()
      .member;
    const omarMember = (await call(omar, 'POST', '/api/family/members', { name: 'Huda' })).json()
      .member;
    const task = await create(sara, { title: 'Dishes', assigneeMemberId: member.id });
    expect(task).toMatchObject({ assigneeMemberId: member.id, assigneeName: 'Lina' });
    const foreign = await call(sara, 'POST', '/api/tasks', {
      title: 'X',
      location: 'L',
      assigneeMemberId: omarMember.id,
    });
    expect(foreign.statusCode).toBe(404);
    // A free-text assignee still works (no member).
    expect(await create(sara, { title: 'Y', assigneeName: 'Grandma' })).toMatchObject({
      assigneeMemberId: null,
      assigneeName: 'Grandma',
    });
    expect(await titles(sara, `assignee=${member.id}`)).toEqual(['Dishes']);
    expect(await titles(sara, 'assignee=unassigned')).toEqual(['Y']);
    // Removing the member keeps the task, unassigned by id but with the name.
    await call(sara, 'DELETE', `/api/family/members/${member.id}`);
    const after = (await call(sara, 'GET', `/api/tasks/${task.id}`)).json().task;
    expect(after).toMatchObject({ assigneeMemberId: null, assigneeName: 'Lina' });
  });

  it('filters by status, category, priority, search and due today / tomorrow / overdue', async () => {
    await create(sara, {
      title: 'Buy milk',
      category: 'errands',
      priority: 'high',
      dueDate: '2026-05-10T18:00:00Z',
    });
    await create(sara, {
      title: 'Fix tap',
      description: 'Kitchen MILK spill',
      category: 'maintenance',
      dueDate: '2026-05-11T06:00:00Z',
    });
    await create(sara, { title: 'Old chore', category: 'chores', dueDate: '2026-05-08T06:00:00Z' });
    await create(sara, { title: 'Late night', dueDate: '2026-05-10T21:30:00Z' });
    const done = await create(sara, { title: 'Done late', dueDate: '2026-05-01T06:00:00Z' });
    await create(sara, { title: '100% juice_box' });
    await call(sara, 'PUT', `/api/tasks/${done.id}/status`, { status: 'completed' });

    expect(await titles(sara, 'status=completed')).toEqual(['Done late']);
    expect(await titles(sara, 'category=errands')).toEqual(['Buy milk']);
    expect(await titles(sara, 'priority=high')).toEqual(['Buy milk']);
    expect(await titles(sara, 'search=MILK')).toEqual(['Buy milk', 'Fix tap']);
    expect(await titles(sara, 'search=%25')).toEqual(['100% juice_box']);
    expect(await titles(sara, 'search=_')).toEqual(['100% juice_box']);
    expect(await titles(sara, 'due=overdue')).toEqual(['Old chore']);
    // 21:30 UTC on the 10th is the 11th in Riyadh.
    expect(await titles(sara, 'due=today&timeZone=Asia/Riyadh')).toEqual(['Buy milk']);
    expect(await titles(sara, 'due=tomorrow&timeZone=Asia/Riyadh')).toEqual([
      'Fix tap',
      'Late night',
    ]);
    expect(await titles(sara, 'due=today')).toEqual(['Buy milk', 'Late night']);
    expect((await call(sara, 'GET', '/api/tasks?timeZone=Mars/Base')).statusCode).toBe(400);

    const summary = (await call(sara, 'GET', '/api/tasks/summary?timeZone=Asia/Riyadh')).json();
    expect(summary).toEqual({
      total: 6,
      pending: 5,
      inProgress: 0,
      completed: 1,
      dueToday: 1,
      overdue: 1,
      completionRate: 17,
    });
  });

  it('pages newest first with a cursor', async () => {
    for (let i = 0; i < 5; i++) await create(sara, { title: `T${i}` });
    const first = (await call(sara, 'GET', '/api/tasks?limit=2')).json();
    expect(first.tasks.map((t: { title: string }) => t.title)).toEqual(['T4', 'T3']);
    const second = (
      await call(sara, 'GET', `/api/tasks?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.tasks.map((t: { title: string }) => t.title)).toEqual(['T2', 'T1']);
    const third = (
      await call(sara, 'GET', `/api/tasks?limit=2&cursor=${second.nextCursor}`)
    ).json();
    expect(third.tasks.map((t: { title: string }) => t.title)).toEqual(['T0']);
    expect(third.nextCursor).toBeNull();
    expect((await call(sara, 'GET', '/api/tasks?limit=201')).statusCode).toBe(400);
  });

  it('sets completed_at on completion and clears it on any other status', async () => {
    const task = await create(sara, { title: 'Laundry' });
    const done = (
      await call(sara, 'PUT', `/api/tasks/${task.id}/status`, { status: 'completed' })
    ).json();
    expect(done.task).toMatchObject({
      status: 'completed',
      completedAt: '2026-05-10T09:00:00.000Z',
    });
    expect(done.nextOccurrence).toBeNull();
    const reopened = (
      await call(sara, 'PUT', `/api/tasks/${task.id}/status`, { status: 'in_progress' })
    ).json();
    expect(reopened.task).toMatchObject({ status: 'in_progress', completedAt: null });
    const bad = await call(sara, 'PUT', `/api/tasks/${task.id}/status`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
  });

  it('completing a recurring task creates the next occurrence once, with the due date advanced', async () => {
    const task = await create(sara, {
      title: 'Pay rent',
      isRecurring: true,
      recurrencePattern: { type: 'monthly' },
      dueDate: '2026-05-31T07:00:00Z',
      tags: ['bills'],
    });
    expect(task.recurrencePattern).toEqual({ type: 'monthly' });
    const first = (
      await call(sara, 'PUT', `/api/tasks/${task.id}/status`, { status: 'completed' })
    ).json();
    expect(first.nextOccurrence).toMatchObject({
      title: 'Pay rent',
      status: 'pending',
      dueDate: '2026-06-30T07:00:00.000Z',
      isRecurring: true,
      recurrencePattern: { type: 'monthly' },
      repeatFromCompletion: false,
      tags: ['bills'],
    });
    // Completing it again does not make another.
    const again = (
      await call(sara, 'PUT', `/api/tasks/${task.id}/status`, { status: 'completed' })
    ).json();
    expect(again.nextOccurrence).toBeNull();
    // The series comes back to the 31st after June.
    const second = (
      await call(sara, 'PUT', `/api/tasks/${first.nextOccurrence.id}/status`, {
        status: 'completed',
      })
    ).json();
    expect(second.nextOccurrence.dueDate).toBe('2026-07-31T07:00:00.000Z');
    expect(await titles(sara, 'status=pending')).toEqual(['Pay rent']);

    const weekly = await create(sara, { title: 'Bins', isRecurring: true });
    expect(weekly.recurrencePattern).toEqual({ type: 'weekly' });
    const next = (
      await call(sara, 'PUT', `/api/tasks/${weekly.id}/status`, { status: 'completed' })
    ).json();
    expect(next.nextOccurrence.dueDate).toBe('2026-05-17T09:00:00.000Z');
  });

  it('a recurring task completed late comes back after today on its schedule, in the family time zone', async () => {
    // Weekly, due Wednesday 2020-01-01 at 09:00 Riyadh time; completed Sunday 2026-05-10.
    const late = await create(sara, {
      title: 'Water plants',
      isRecurring: true,
      recurrencePattern: { type: 'weekly' },
      dueDate: '2020-01-01T06:00:00Z',
    });
    const next = (
      await call(sara, 'PUT', `/api/tasks/${late.id}/status`, { status: 'completed' })
    ).json();
    expect(next.nextOccurrence.dueDate).toBe('2026-05-13T06:00:00.000Z');
    expect(new Date(next.nextOccurrence.dueDate as string).getUTCDay()).toBe(3);
    expect((await call(sara, 'GET', '/api/tasks?due=overdue')).json().tasks).toEqual([]);

    // 23:30 Riyadh time on 2026-05-10 is 20:30 UTC: a daily task due at 22:00 Riyadh time today
    // is today's; with the family's zone set the next is tomorrow's, not today's again.
    expect(
      (await call(sara, 'PUT', '/api/family/settings/timezone', { value: 'Asia/Riyadh' }))
        .statusCode,
    ).toBe(200);
    env.clock.now = new Date('2026-05-10T20:30:00Z');
    const daily = await create(sara, {
      title: 'Lock the door',
      isRecurring: true,
      recurrencePattern: { type: 'daily' },
      dueDate: '2026-05-01T19:00:00Z',
    });
    const tomorrow = (
      await call(sara, 'PUT', `/api/tasks/${daily.id}/status`, { status: 'completed' })
    ).json();
    expect(tomorrow.nextOccurrence.dueDate).toBe('2026-05-11T19:00:00.000Z');
  });

  it('repeats from the completion date when the task says so, and keeps the choice', async () => {
    const task = await create(sara, {
      title: 'Change filter',
      isRecurring: true,
      recurrencePattern: { type: 'monthly' },
      repeatFromCompletion: true,
      dueDate: '2026-03-02T06:00:00Z',
    });
    expect(task.repeatFromCompletion).toBe(true);
    const next = (
      await call(sara, 'PUT', `/api/tasks/${task.id}/status`, { status: 'completed' })
    ).json();
    // Completed 2026-05-10: one month after that day, at the due time of day.
    expect(next.nextOccurrence).toMatchObject({
      dueDate: '2026-06-10T06:00:00.000Z',
      repeatFromCompletion: true,
    });
    // The choice has no meaning without recurrence: turning recurrence off clears it.
    const off = (
      await call(sara, 'PATCH', `/api/tasks/${next.nextOccurrence.id}`, { isRecurring: false })
    ).json().task;
    expect(off).toMatchObject({ isRecurring: false, repeatFromCompletion: false });
    // Not recurring: asking for it stores false.
    const plain = await create(sara, { title: 'Once', repeatFromCompletion: true });
    expect(plain.repeatFromCompletion).toBe(false);
  });

  it('an edit needs only a title: a blank location clears it (spec core section 5)', async () => {
    const task = await create(sara, { title: 'Buy bread', location: 'Bakery' });
    const edited = await call(sara, 'PATCH', `/api/tasks/${task.id}`, {
      title: 'Buy bread and milk',
      location: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().task).toMatchObject({ title: 'Buy bread and milk', location: null });
  });

  it("makes a task from a vehicle reminder, linked both ways; never from another family's", async () => {
    const car = (
      await call(sara, 'POST', '/api/vehicles', { name: 'Camry', mileage: 48_500 })
    ).json().vehicle as { id: string };
    const reminder = (
      await call(sara, 'POST', `/api/vehicles/${car.id}/reminders`, {
        title: 'تغيير الزيت',
        serviceType: 'oil_change',
        intervalMonths: 6,
      })
    ).json().reminder as { id: string };
    const task = await create(sara, {
      title: 'Camry: تغيير الزيت',
      location: 'Camry',
      dueDate: '2026-05-20T06:00:00Z',
      sourceType: 'vehicle_reminder',
      sourceId: reminder.id,
    });
    expect(task).toMatchObject({ sourceType: 'vehicle_reminder', sourceId: reminder.id });
    const links = await call(sara, 'GET', '/api/tasks/links?sourceType=vehicle_reminder');
    expect(links.statusCode, links.body).toBe(200);
    expect(links.json().links).toEqual([
      {
        sourceId: reminder.id,
        taskId: task.id,
        title: 'Camry: تغيير الزيت',
        status: 'pending',
        dueDate: '2026-05-20T06:00:00.000Z',
      },
    ]);
    expect((await call(sara, 'GET', '/api/tasks/links?sourceType=document')).json().links).toEqual(
      [],
    );
    // Only both or neither, and only a known kind.
    const half = await call(sara, 'POST', '/api/tasks', {
      title: 'x',
      location: 'y',
      sourceType: 'document',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.message).toContain('needs both its kind and its id');
    expect((await call(sara, 'GET', '/api/tasks/links?sourceType=bogus')).statusCode).toBe(400);
    // A source that is not the family's is not found, and nothing is written.
    const omarTask = await call(omar, 'POST', '/api/tasks', {
      title: 'Mine',
      location: 'x',
      sourceType: 'vehicle_reminder',
      sourceId: reminder.id,
    });
    expect(omarTask.statusCode).toBe(404);
    expect((await call(omar, 'GET', '/api/tasks')).json().tasks).toEqual([]);
    expect(
      (await call(omar, 'GET', '/api/tasks/links?sourceType=vehicle_reminder')).json().links,
    ).toEqual([]);
    // The source cannot be changed by an edit.
    const edit = await call(sara, 'PATCH', `/api/tasks/${task.id}`, { sourceId: 'other' });
    expect(edit.statusCode).toBe(400);
  });

  it('edits and deletes a task', async () => {
    const task = await create(sara, { title: 'Wash car', description: 'soap' });
    const edited = await call(sara, 'PATCH', `/api/tasks/${task.id}`, {
      title: 'Wash both cars',
      description: '',
      priority: 'low',
      category: 'chores',
      dueDate: '2026-05-12',
      isRecurring: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().task).toMatchObject({
      title: 'Wash both cars',
      description: null,
      priority: 'low',
      category: 'chores',
      dueDate: '2026-05-12T00:00:00.000Z',
      recurrencePattern: { type: 'weekly' },
    });
    const off = (await call(sara, 'PATCH', `/api/tasks/${task.id}`, { isRecurring: false })).json();
    expect(off.task.recurrencePattern).toBeNull();
    expect(
      (await call(sara, 'PATCH', `/api/tasks/${task.id}`, { title: '' })).json().error.message,
    ).toBe('Task title is required');
    expect((await call(sara, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(200);
    expect((await call(sara, 'GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await call(sara, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it("a second family can neither read nor change the first family's tasks", async () => {
    const task = await env.ctx.newTask(saraAccount, { title: 'Secret' });
    expect((await call(omar, 'GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await call(omar, 'GET', '/api/tasks')).json().tasks).toEqual([]);
    expect((await call(omar, 'GET', '/api/tasks/summary')).json().total).toBe(0);
    expect((await call(omar, 'PATCH', `/api/tasks/${task.id}`, { title: 'Mine' })).statusCode).toBe(
      404,
    );
    expect(
      (await call(omar, 'PUT', `/api/tasks/${task.id}/status`, { status: 'completed' })).statusCode,
    ).toBe(404);
    expect((await call(omar, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(404);
    const still = (await call(sara, 'GET', `/api/tasks/${task.id}`)).json().task;
    expect(still).toMatchObject({ title: 'Secret', status: 'pending' });
  });

  it('reports completion over time, by member and by category', async () => {
    const member = (await call(sara, 'POST', '/api/family/members', { name: 'Lina' })).json()
      .member;
    const a = await create(sara, { title: 'A', category: 'chores', assigneeMemberId: member.id });
    await create(sara, { title: 'B', category: 'chores' });
    await create(sara, { title: 'C', category: 'errands', assigneeMemberId: member.id });
    await call(sara, 'PUT', `/api/tasks/${a.id}/status`, { status: 'completed' });
    const analytics = (
      await call(sara, 'GET', '/api/tasks/analytics?days=7&timeZone=Asia/Riyadh')
    ).json();
    expect(analytics.completedByDay).toHaveLength(7);
    expect(analytics.completedByDay.at(-1)).toEqual({
      date: '2026-05-10',
      completed: 1,
      created: 3,
    });
    expect(analytics.byMember).toEqual([
      { assigneeMemberId: member.id, assigneeName: 'Lina', total: 2, completed: 1 },
      { assigneeMemberId: null, assigneeName: null, total: 1, completed: 0 },
    ]);
    expect(analytics.byCategory).toEqual([
      { category: 'chores', total: 2, completed: 1 },
      { category: 'errands', total: 1, completed: 0 },
    ]);
    expect((await call(omar, 'GET', '/api/tasks/analytics')).json().byCategory).toEqual([]);
  });
});
