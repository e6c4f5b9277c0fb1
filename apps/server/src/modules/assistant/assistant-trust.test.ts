import { describe, beforeEach, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import {
  callAs,
  CookieJar,
  engines,
  type TestEnv,
  uniqueEmail,
  sharedTestApp,
} from '../../test/test-app.js';

type Row = { id: string } & Record<string, unknown>;
interface Choice {
  kind: 'confirm' | 'cancel' | 'pick';
  label: string;
  pendingId: string;
  option: string;
}
interface Reply {
  conversationId: string;
  response: string;
  actions: { kind: string; id: string; label: string; link: string }[];
  choices: Choice[];
  undo: { id: string; expiresAt: string } | null;
  message: { metadata: { choices: Choice[]; undo: unknown } };
}

// Saturday 14 November 2026, 09:00 in Riyadh.
const NOW = new Date('2026-11-14T06:00:00Z');
const TZ = 'Asia/Riyadh';

/**
 * The trust rules of issue 28, on both engines: a row not found is said so (never another row),
 * several plausible rows are asked about, a loose match is confirmed before it changes, every
 * reply that acted can be undone for ten minutes, and another family's titles never match.
 */
describe.each(engines)('the assistant a family can trust, on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const language = (text: string) => (/[\u0600-\u06FF]/.test(text) ? 'ar' : 'en');
  const say = async (jar: CookieJar, content: string, conversationId?: string) => {
    const response = await call(jar, 'POST', '/api/assistant/messages', {
      content,
      timeZone: TZ,
      language: language(content),
      ...(conversationId ? { conversationId } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Reply;
  };
  const choose = async (jar: CookieJar, reply: Reply, choice: Choice, lang = 'en') =>
    call(jar, 'POST', '/api/assistant/choose', {
      conversationId: reply.conversationId,
      pendingId: choice.pendingId,
      option: choice.option,
      timeZone: TZ,
      language: lang,
    });
  const undo = async (jar: CookieJar, reply: Reply, lang = 'en') =>
    call(jar, 'POST', '/api/assistant/undo', {
      conversationId: reply.conversationId,
      undoId: reply.undo!.id,
      timeZone: TZ,
      language: lang,
    });
  const tasks = async (jar: CookieJar) =>
    ((await call(jar, 'GET', '/api/tasks?limit=100')).json() as { tasks: Row[] }).tasks;
  const events = async (jar: CookieJar) =>
    (
      await call(
        jar,
        'GET',
        `/api/calendar/events?from=${encodeURIComponent('2026-11-01T00:00:00Z')}&to=${encodeURIComponent('2026-12-31T00:00:00Z')}`,
      )
    ).json().events as Row[];
  const addTask = async (jar: CookieJar, title: string, body: Record<string, unknown> = {}) => {
    const response = await call(jar, 'POST', '/api/tasks', { title, location: 'Home', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().task as Row;
  };
  const addEvent = async (jar: CookieJar, title: string, startTime: string, endTime: string) => {
    const response = await call(jar, 'POST', '/api/calendar/events', {
      title,
      startTime,
      endTime,
      eventType: 'family',
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { event: Row }).event;
  };
  const addMember = async (jar: CookieJar, name: string) => {
    const response = await call(jar, 'POST', '/api/family/members', { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().member as Row;
  };

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = NOW;
    sara = (await env.ctx.newFamily({ email: uniqueEmail('sara') })).jar;
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
  });

  it('not found: says so with the closest names as chips, and never touches another row', async () => {
    const car = await addTask(sara, 'Renew the car registration');
    const reply = await say(sara, "mark 'Renew Nora's passport' as done");
    expect(reply.response).toBe(
      "I couldn't find an open task called “Renew Nora's passport”. Did you mean one of these?",
    );
    expect(reply.actions).toEqual([]);
    expect(reply.undo).toBeNull();
    expect(reply.choices.map((c) => [c.kind, c.label])).toEqual([
      ['pick', 'Renew the car registration'],
      ['cancel', 'Cancel'],
    ]);
    expect((await tasks(sara)).find((t) => t.id === car.id)).toMatchObject({ status: 'pending' });
    // The chips are kept with the message (the history shows them).
    expect(reply.message.metadata.choices).toEqual(reply.choices);
    // In Arabic too.
    const ar = await say(sara, 'خلصت تجديد جواز نورة');
    expect(ar.actions).toEqual([]);
    expect((await tasks(sara)).find((t) => t.id === car.id)).toMatchObject({ status: 'pending' });
  });

  it('two candidates: asks which, one chip each, and moves only the one picked', async () => {
    const dentist = await addEvent(
      sara,
      'Dentist appointment',
      '2026-11-16T13:00:00.000Z',
      '2026-11-16T13:45:00.000Z',
    );
    const eye = await addEvent(
      sara,
      'Eye doctor appointment',
      '2026-11-18T07:30:00.000Z',
      '2026-11-18T08:15:00.000Z',
    );
    const reply = await say(sara, 'move the appointment to Sunday');
    expect(reply.response).toBe('Which one do you mean by “appointment”?');
    expect(reply.actions).toEqual([]);
    const picks = reply.choices.filter((c) => c.kind === 'pick');
    expect(picks.map((c) => c.label).sort()).toEqual([
      'Dentist appointment',
      'Eye doctor appointment',
    ]);
    const unchanged = await events(sara);
    expect(unchanged.find((e) => e.id === dentist.id)).toMatchObject({
      startTime: '2026-11-16T13:00:00.000Z',
    });
    const picked = await choose(
      sara,
      reply,
      picks.find((c) => c.label === 'Dentist appointment')!,
    );
    expect(picked.statusCode, picked.body).toBe(200);
    const done = picked.json() as Reply;
    expect(done.actions).toEqual([
      expect.objectContaining({ kind: 'event_moved', id: dentist.id }),
    ]);
    const after = await events(sara);
    // Sunday 15 November at the same time (16:00 in Riyadh), the same length.
    expect(after.find((e) => e.id === dentist.id)).toMatchObject({
      startTime: '2026-11-15T13:00:00.000Z',
      endTime: '2026-11-15T13:45:00.000Z',
    });
    expect(after.find((e) => e.id === eye.id)).toMatchObject({
      startTime: '2026-11-18T07:30:00.000Z',
    });
    // An Arabic "which one" for two bills.
    await addTask(sara, 'دفع فاتورة الماء');
    await addTask(sara, 'دفع فاتورة الكهرباء');
    const bills = await say(sara, 'خلصت دفع الفاتورة');
    expect(bills.actions).toEqual([]);
    expect(bills.choices.filter((c) => c.kind === 'pick')).toHaveLength(2);
    expect((await tasks(sara)).every((t) => t.status === 'pending')).toBe(true);
  });

  it('a loose match asks before changing; Confirm acts on the row it resolved, once', async () => {
    const plumber = await addTask(sara, 'Call the plumber');
    const reply = await say(sara, 'mark the plumber as done');
    expect(reply.response).toBe('Complete “Call the plumber”?');
    expect(reply.actions).toEqual([]);
    expect(reply.choices.map((c) => [c.kind, c.label])).toEqual([
      ['confirm', 'Confirm'],
      ['cancel', 'Cancel'],
    ]);
    expect((await tasks(sara))[0]).toMatchObject({ status: 'pending' });
    // Cancel changes nothing.
    const again = await say(sara, 'mark the plumber as done', reply.conversationId);
    const cancelled = await choose(
      sara,
      again,
      again.choices.find((c) => c.kind === 'cancel')!,
    );
    expect((cancelled.json() as Reply).response).toBe('Okay, I left everything as it was.');
    expect((await tasks(sara))[0]).toMatchObject({ status: 'pending' });
    // Confirm: the task is renamed meanwhile, and the confirmation still acts on its id.
    await call(sara, 'PATCH', `/api/tasks/${plumber.id}`, { title: 'Call the plumber (kitchen)' });
    const confirmed = await choose(sara, reply, reply.choices[0]!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const done = confirmed.json() as Reply;
    expect(done.actions).toEqual([
      expect.objectContaining({ kind: 'task_completed', id: plumber.id }),
    ]);
    expect(done.undo).not.toBeNull();
    expect((await tasks(sara))[0]).toMatchObject({ id: plumber.id, status: 'completed' });
    // A chip answers once; a second tap (or after ten minutes) changes nothing.
    const twice = await choose(sara, reply, reply.choices[0]!);
    expect((twice.json() as Reply).response).toBe(
      'That question has expired or was already answered, and nothing changed. Please send your request again.',
    );
    // An option that was not offered is refused.
    await addTask(sara, 'Call the AC technician');
    const loose = await say(sara, 'mark the technician as done');
    const bad = await choose(sara, loose, { ...loose.choices[0]!, option: `task:${plumber.id}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    // Creating never asks.
    const created = await say(sara, 'remind me to call the plumber again tomorrow');
    expect(created.choices).toEqual([]);
    expect(created.actions).toEqual([expect.objectContaining({ kind: 'task_created' })]);
  });

  it('an exact title acts at once; a question expires after ten minutes', async () => {
    const plumber = await addTask(sara, 'Call the plumber');
    const exact = await say(sara, 'mark call the plumber as done');
    expect(exact.actions).toEqual([
      expect.objectContaining({ kind: 'task_completed', id: plumber.id }),
    ]);
    const tech = await addTask(sara, 'Call the AC technician');
    const asked = await say(sara, 'mark the technician as done');
    env.clock.now = new Date(NOW.getTime() + 11 * 60_000);
    const late = await choose(sara, asked, asked.choices[0]!);
    expect((late.json() as Reply).actions).toEqual([]);
    expect((await tasks(sara)).find((t) => t.id === tech.id)).toMatchObject({ status: 'pending' });
  });

  it('undo reverses exactly what a reply did, through the same services, once, for ten minutes', async () => {
    const ziad = await addMember(sara, 'Ziad');
    const faisal = await addMember(sara, 'Faisal');
    // A created task is deleted.
    const created = await say(sara, 'remind me to buy charcoal tomorrow');
    expect(created.undo).toMatchObject({ expiresAt: '2026-11-14T06:10:00.000Z' });
    const undone = await undo(sara, created);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((undone.json() as Reply).response).toBe('Undone: everything is back as it was.');
    expect(await tasks(sara)).toEqual([]);
    // Undo works once.
    const twice = await undo(sara, created);
    expect((twice.json() as Reply).response).toContain("can't be undone any more");
    // A completed recurring task is open again, and the next occurrence it made is gone.
    const bins = await addTask(sara, 'Put the bins out', {
      dueDate: '2026-11-14T18:00:00.000Z',
      isRecurring: true,
      recurrencePattern: { type: 'weekly' },
      assigneeMemberId: ziad.id,
    });
    const done = await say(sara, 'mark put the bins out as done');
    expect((await tasks(sara)).length).toBe(2);
    await undo(sara, done);
    expect(await tasks(sara)).toEqual([
      expect.objectContaining({ id: bins.id, status: 'pending', completedAt: null }),
    ]);
    // A reassignment goes back to the member before.
    const given = await say(sara, 'give put the bins out to Faisal');
    expect((await tasks(sara))[0]).toMatchObject({ assigneeMemberId: faisal.id });
    await undo(sara, given);
    expect((await tasks(sara))[0]).toMatchObject({ assigneeMemberId: ziad.id });
    // A move goes back to the time before; an event made is deleted.
    const dinner = await addEvent(
      sara,
      "Dinner at Abu Khalid's",
      '2026-11-14T17:00:00.000Z',
      '2026-11-14T19:30:00.000Z',
    );
    const moved = await say(sara, "move dinner at abu khalid's to tomorrow");
    expect(moved.actions).toEqual([expect.objectContaining({ kind: 'event_moved' })]);
    await undo(sara, moved);
    expect((await events(sara)).find((e) => e.id === dinner.id)).toMatchObject({
      startTime: '2026-11-14T17:00:00.000Z',
      endTime: '2026-11-14T19:30:00.000Z',
    });
    // A task's due date moves too, and back.
    const taskMoved = await say(sara, 'move put the bins out to Monday');
    expect(taskMoved.actions).toEqual([expect.objectContaining({ kind: 'task_moved' })]);
    expect((await tasks(sara))[0]).toMatchObject({ dueDate: '2026-11-16T18:00:00.000Z' });
    await undo(sara, taskMoved);
    expect((await tasks(sara))[0]).toMatchObject({ dueDate: '2026-11-14T18:00:00.000Z' });
    // After ten minutes Undo is no longer offered.
    const party = await say(sara, 'schedule a school play next Tuesday at 11am');
    expect(party.actions).toEqual([expect.objectContaining({ kind: 'event_created' })]);
    env.clock.now = new Date(NOW.getTime() + 10 * 60_000 + 1);
    const late = await undo(sara, party);
    expect((late.json() as Reply).response).toContain("can't be undone any more");
    expect((await events(sara)).some((e) => e.id === party.actions[0]!.id)).toBe(true);
    // The undo is in the person's activity log.
    const activity = await sut.db.db
      .selectFrom('user_activity_log')
      .select('activity_type')
      .where('activity_type', '=', 'assistant_undo')
      .execute();
    expect(activity.length).toBe(5);
  });

  it("another family's title never matches, and their questions and undos are not reachable", async () => {
    const trash = await addTask(sara, 'Take out the trash');
    const asked = await say(sara, 'mark the trash as done');
    expect(asked.choices[0]).toMatchObject({ kind: 'confirm' });
    const created = await say(sara, 'remind me to buy milk tomorrow');
    // Omar's family has no such task: not found, and Sara's title is not even offered.
    const reply = await say(omar, 'mark take out the trash as done');
    expect(reply.actions).toEqual([]);
    expect(reply.choices).toEqual([]);
    expect(JSON.stringify(reply)).not.toContain('Take out the trash');
    await addTask(omar, 'Take out the recycling');
    const own = await say(omar, 'mark the trash as done');
    expect(JSON.stringify(own)).not.toContain(trash.id);
    // Sara's question and undo, from Omar's conversation or with Sara's conversation id: 404.
    const forOmar = await say(omar, 'hello');
    for (const conversationId of [forOmar.conversationId, asked.conversationId]) {
      const choose404 = await call(omar, 'POST', '/api/assistant/choose', {
        conversationId,
        pendingId: asked.choices[0]!.pendingId,
        option: 'confirm',
        timeZone: TZ,
        language: 'en',
      });
      expect(choose404.statusCode).toBe(404);
      expect(choose404.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      const undo404 = await call(omar, 'POST', '/api/assistant/undo', {
        conversationId,
        undoId: created.undo!.id,
        timeZone: TZ,
        language: 'en',
      });
      expect(undo404.statusCode).toBe(404);
    }
    expect((await tasks(sara)).find((t) => t.id === trash.id)).toMatchObject({ status: 'pending' });
    expect((await tasks(sara)).some((t) => t.id === created.actions[0]!.id)).toBe(true);
    // Bad input is a 400 with the JSON error shape, never a 500.
    const bad = await call(sara, 'POST', '/api/assistant/choose', { conversationId: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers over tasks and events, with 12-hour times and the reader’s digits', async () => {
    const anwar = await addMember(sara, 'أنور');
    await call(sara, 'POST', '/api/tasks', {
      title: 'Pick up the kids from school',
      location: 'Home',
      dueDate: '2026-11-15T10:30:00.000Z',
      assigneeMemberId: anwar.id,
    });
    await addEvent(
      sara,
      'Lunch with grandma',
      '2026-11-14T09:00:00.000Z',
      '2026-11-14T10:00:00.000Z',
    );
    await call(sara, 'POST', '/api/tasks', {
      title: 'شراء الخبز',
      location: 'البيت',
      dueDate: '2026-11-14T15:00:00.000Z',
    });
    const who = await say(sara, "who's picking up the kids tomorrow?");
    expect(who.response).toContain('أنور');
    expect(who.actions).toEqual([]);
    // Noon is "12:00 pm", never "0:00 pm".
    const today = await say(sara, "what's on today?");
    expect(today.response).toContain('Lunch with grandma — Saturday 14 November at 12:00 pm');
    expect(today.response).not.toContain('0:00 pm');
    const ar = await say(sara, 'وش عندي اليوم؟');
    expect(ar.response).toContain('اليوم (٢):');
    expect(ar.response).toContain('Lunch with grandma');
    expect(ar.response).toContain('شراء الخبز');
    const tasksAfter = await tasks(sara);
    expect(tasksAfter.every((t) => t.status === 'pending')).toBe(true);
  });

  it('links a task that names a vehicle to it; another family’s vehicle is never linked', async () => {
    const camry = (await call(sara, 'POST', '/api/vehicles', { name: 'Camry' })).json()
      .vehicle as Row;
    const reply = await say(sara, 'add oil change for the Camry next Friday');
    expect(reply.actions).toEqual([expect.objectContaining({ kind: 'task_created' })]);
    expect((await tasks(sara))[0]).toMatchObject({
      title: 'oil change for the Camry',
      sourceType: 'vehicle',
      sourceId: camry.id,
      dueDate: '2026-11-20T06:00:00.000Z',
    });
    const ar = await say(sara, 'أضف مهمة غسيل الكامري بكرة');
    expect((await tasks(sara)).find((t) => t.id === ar.actions[0]!.id)).toMatchObject({
      sourceType: 'vehicle',
      sourceId: camry.id,
    });
    const foreign = await say(omar, 'add a task to wash the Camry tomorrow');
    expect((await tasks(omar))[0]).toMatchObject({
      id: foreign.actions[0]!.id,
      sourceType: null,
      sourceId: null,
    });
  });

  it('a creation it cannot tell is a task or an event is asked, and made as the kind chosen', async () => {
    const reply = await say(sara, "add Grace's day off on Friday");
    expect(reply.response).toBe(
      "Should I add “Grace's day off” as a task or as an event on the calendar?",
    );
    expect(reply.actions).toEqual([]);
    expect(reply.choices.map((c) => c.option)).toEqual(['kind:task', 'kind:event', 'cancel']);
    expect(await tasks(sara)).toEqual([]);
    expect(await events(sara)).toEqual([]);
    const picked = await choose(
      sara,
      reply,
      reply.choices.find((c) => c.option === 'kind:event')!,
    );
    expect(picked.statusCode, picked.body).toBe(200);
    expect((picked.json() as Reply).actions).toEqual([
      expect.objectContaining({ kind: 'event_created' }),
    ]);
    expect(await events(sara)).toEqual([expect.objectContaining({ title: "Grace's day off" })]);
    expect(await tasks(sara)).toEqual([]);
    // A verb of doing is a task, an occasion an event, without asking.
    const ar = await say(sara, 'ضيف اشتري خبز بكرة');
    expect(ar.actions).toEqual([expect.objectContaining({ kind: 'task_created' })]);
    const party = await say(sara, 'add football training on Saturday at 5pm');
    expect(party.actions).toEqual([expect.objectContaining({ kind: 'event_created' })]);
  });

  it('a task already open is not added twice, in both languages; «أجل الموعد» asks which', async () => {
    const cat = await addTask(sara, 'Feed the cat');
    const reply = await say(sara, 'we need to feed the cat');
    expect(reply.response).toBe('“Feed the cat” is already on the list, so I didn’t add it again.');
    expect(reply.actions).toEqual([]);
    expect(reply.undo).toBeNull();
    const ar = await say(sara, 'لازم نطعم القطة');
    expect(ar.response).toBe('«Feed the cat» موجودة في القائمة من قبل، فلم أضفها مرة ثانية.');
    expect((await tasks(sara)).map((t) => t.id)).toEqual([cat.id]);
    // A bare verb is asked about, never stored as the title.
    await addMember(sara, 'هدى');
    const call = await say(sara, 'خلي هدى تتصل');
    expect(call.response).toBe('ما المهمة التي أضيفها؟');
    expect((await tasks(sara)).map((t) => t.id)).toEqual([cat.id]);
    // «الموعد» alone with two appointments: which one, never "not found".
    await addEvent(
      sara,
      'Dentist appointment',
      '2026-11-16T13:00:00.000Z',
      '2026-11-16T13:45:00.000Z',
    );
    await addEvent(
      sara,
      'موعد طبيب العيون',
      '2026-11-18T07:30:00.000Z',
      '2026-11-18T08:15:00.000Z',
    );
    const which = await say(sara, 'أجل الموعد لبكرة');
    expect(which.actions).toEqual([]);
    expect(
      which.choices
        .filter((c) => c.kind === 'pick')
        .map((c) => c.label)
        .sort(),
    ).toEqual(['Dentist appointment', 'موعد طبيب العيون']);
  });

  it('a new event named as one on the calendar is asked about: move it, or add another', async () => {
    const dentist = await addEvent(
      sara,
      'Dentist appointment',
      '2026-11-16T13:00:00.000Z',
      '2026-11-16T13:45:00.000Z',
    );
    const reply = await say(sara, 'dentist appointment on Thursday at 4pm');
    expect(reply.response).toBe(
      '“Dentist appointment” is already on the calendar (Monday 16 November at 4:00 pm). Move it to the new time, or add another?',
    );
    expect(reply.actions).toEqual([]);
    expect(reply.choices.map((c) => [c.kind, c.label, c.option])).toEqual([
      ['pick', 'Move it', `twin-move:${dentist.id}`],
      ['pick', 'Add another', 'twin-add'],
      ['cancel', 'Cancel', 'cancel'],
    ]);
    expect((await events(sara)).map((e) => e.id)).toEqual([dentist.id]);
    // Move it: the stored one goes to Thursday at 4 pm, and nothing is added.
    const moved = await choose(sara, reply, reply.choices[0]!);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await events(sara)).toEqual([
      expect.objectContaining({ id: dentist.id, startTime: '2026-11-19T13:00:00.000Z' }),
    ]);
    // Add another: a second one, asked again first, then added as said.
    const again = await say(sara, 'موعد طبيب الأسنان يوم الأحد الساعة ٥ العصر');
    expect(again.response).toBe(
      '«Dentist appointment» موجود في التقويم من قبل (الخميس، ١٩ نوفمبر في ٤:٠٠ م). أنقله إلى الموعد الجديد أم أضيف موعدًا آخر؟',
    );
    const added = await choose(
      sara,
      again,
      again.choices.find((c) => c.option === 'twin-add')!,
      'ar',
    );
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as Reply).actions).toEqual([
      expect.objectContaining({ kind: 'event_created' }),
    ]);
    expect((await events(sara)).length).toBe(2);
    // Two of that title: which one would move is unsaid, so only adding is offered.
    await addEvent(
      sara,
      'Dentist appointment',
      '2026-11-24T06:00:00.000Z',
      '2026-11-24T06:30:00.000Z',
    );
    const twice = await say(sara, 'dentist appointment on Friday at 9am');
    expect(twice.choices.map((c) => c.option)).toEqual(['twin-add', 'cancel']);
    // A move this question did not offer is refused.
    const forged = await choose(sara, twice, {
      ...twice.choices[0]!,
      option: `twin-move:${dentist.id}`,
    });
    expect(forged.statusCode).toBe(400);
    expect((await events(sara)).length).toBe(3);
  });

  it('an open task said again with a new time is asked about too, and "Move it" moves the task', async () => {
    await addMember(sara, 'Tala');
    const pickup = await addTask(sara, 'Pick up Tala from swimming', {
      dueDate: '2026-11-14T15:00:00.000Z',
    });
    const reply = await say(sara, 'swimming pick up at 7 tonight');
    expect(reply.response).toContain('“Pick up Tala from swimming” is already on the list');
    expect(reply.actions).toEqual([]);
    expect((await events(sara)).length).toBe(0);
    const moved = await choose(
      sara,
      reply,
      reply.choices.find((c) => c.label === 'Move it')!,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await tasks(sara)).find((t) => t.id === pickup.id)).toEqual(
      expect.objectContaining({ dueDate: '2026-11-14T16:00:00.000Z' }),
    );
  });
});
