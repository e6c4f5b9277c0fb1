import { uploadBody } from '../../test/multipart.js';
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
interface Reply {
  conversationId: string;
  response: string;
  actions: { kind: string; id: string; label: string; link: string }[];
  suggestions: string[];
  message: { role: string; content: string };
  choices: { kind: string; label: string; pendingId: string; option: string }[];
  undo: { id: string; expiresAt: string } | null;
}

// Tuesday 12 May 2026, 08:00 in Riyadh.
const NOW = new Date('2026-05-12T05:00:00Z');
const TZ = 'Asia/Riyadh';

describe.each(engines)('assistant API on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const say = async (jar: CookieJar, content: string, extra: Record<string, unknown> = {}) => {
    const response = await call(jar, 'POST', '/api/assistant/messages', {
      content,
      timeZone: TZ,
      language: /[\u0600-\u06FF]/.test(content) ? 'ar' : 'en',
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Reply;
  };
  const tasks = async (jar: CookieJar) =>
    ((await call(jar, 'GET', '/api/tasks?limit=100')).json() as { tasks: Row[] }).tasks;
  const events = async (jar: CookieJar) =>
    (
      await call(
        jar,
        'GET',
        `/api/calendar/events?from=${encodeURIComponent('2026-05-01T00:00:00Z')}&to=${encodeURIComponent('2026-07-01T00:00:00Z')}`,
      )
    ).json().events as Row[];
  const members = async (jar: CookieJar) =>
    (await call(jar, 'GET', '/api/family/members')).json().members as Row[];
  const addMember = async (jar: CookieJar, name: string) => {
    const response = await call(jar, 'POST', '/api/family/members', { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().member as Row;
  };
  const addTask = async (jar: CookieJar, title: string, body: Record<string, unknown> = {}) => {
    const response = await call(jar, 'POST', '/api/tasks', { title, location: 'Home', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().task as Row;
  };

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = NOW;
    sara = (await env.ctx.newFamily({ email: uniqueEmail('sara') })).jar;
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
  });

  it('creates a task from English, really, with the spec’s action count and a link', async () => {
    const member = await addMember(sara, 'Omar');
    const reply = await say(
      sara,
      'Add an urgent task for Omar to fix the bike tomorrow at 5:30 pm',
    );
    expect(reply.actions).toEqual([
      expect.objectContaining({ kind: 'task_created', label: 'fix the bike' }),
    ]);
    expect(reply.actions[0]!.link).toBe(`/app/tasks?task=${reply.actions[0]!.id}`);
    expect(reply.response).toContain("I've completed 1 action for you.");
    expect(reply.suggestions.length).toBeGreaterThan(0);
    const [task] = await tasks(sara);
    expect(task).toMatchObject({
      id: reply.actions[0]!.id,
      title: 'fix the bike',
      priority: 'high',
      assigneeMemberId: member.id,
      assigneeName: 'Omar',
      dueDate: '2026-05-13T14:30:00.000Z',
      status: 'pending',
    });
  });

  it('creates, completes and reassigns tasks from Gulf Arabic', async () => {
    const noura = await addMember(sara, 'نورة');
    const created = await say(sara, 'ذكرني أشتري خبز بكرة الساعة ٥ العصر');
    expect(created.response).toContain('أنجزت لك إجراءً واحدًا.');
    const kitchen = await addTask(sara, 'تنظيف المطبخ');
    const done = await say(sara, 'خلصت تنظيف المطبخ');
    expect(done.actions).toEqual([
      expect.objectContaining({ kind: 'task_completed', id: kitchen.id }),
    ]);
    // «شراء الخبز» is not the stored «أشتري خبز»: a loose match is confirmed first.
    const asked = await say(sara, 'حول مهمة شراء الخبز لنورة');
    expect(asked.actions).toEqual([]);
    expect(asked.response).toBe('أسند «أشتري خبز» إلى نورة؟');
    const confirm = asked.choices.find((c) => c.kind === 'confirm')!;
    const movedResponse = await call(sara, 'POST', '/api/assistant/choose', {
      conversationId: asked.conversationId,
      pendingId: confirm.pendingId,
      option: confirm.option,
      timeZone: TZ,
      language: 'ar',
    });
    expect(movedResponse.statusCode, movedResponse.body).toBe(200);
    const moved = movedResponse.json() as Reply;
    expect(moved.actions).toEqual([expect.objectContaining({ kind: 'task_reassigned' })]);
    const all = await tasks(sara);
    expect(all.find((t) => t.id === kitchen.id)).toMatchObject({ status: 'completed' });
    expect(all.find((t) => t.id === created.actions[0]!.id)).toMatchObject({
      title: 'أشتري خبز',
      dueDate: '2026-05-13T14:00:00.000Z',
      assigneeMemberId: noura.id,
    });
  });

  it('creates and moves events in both languages, read back through the calendar', async () => {
    const added = await say(
      sara,
      'Schedule a dentist appointment on Friday at 4 pm at Smile Clinic',
    );
    expect(added.actions[0]).toMatchObject({ kind: 'event_created', label: 'dentist appointment' });
    expect(added.actions[0]!.link).toBe(`/app/calendar?event=${added.actions[0]!.id}`);
    const ar = await say(sara, 'سجل اجتماع الفريق بكرة الساعة ١٠ الصبح في المكتب');
    expect(ar.actions[0]).toMatchObject({ kind: 'event_created', label: 'اجتماع الفريق' });
    const moved = await say(sara, 'move the dentist appointment to Thursday at 10 am');
    expect(moved.actions[0]).toMatchObject({ kind: 'event_moved', id: added.actions[0]!.id });
    const list = await events(sara);
    expect(list.find((e) => e.id === added.actions[0]!.id)).toMatchObject({
      location: 'Smile Clinic',
      eventType: 'personal',
      startTime: '2026-05-14T07:00:00.000Z',
      endTime: '2026-05-14T08:00:00.000Z',
    });
    expect(list.find((e) => e.id === ar.actions[0]!.id)).toMatchObject({
      location: 'المكتب',
      eventType: 'work',
      startTime: '2026-05-13T07:00:00.000Z',
    });
  });

  it('adds a family member with the role', async () => {
    const reply = await say(sara, 'add my son Faisal to the family');
    expect(reply.actions[0]).toMatchObject({ kind: 'member_added', label: 'Faisal' });
    expect((await members(sara)).find((m) => m.name === 'Faisal')).toMatchObject({ role: 'child' });
  });

  it('asks back for a missing day, and says what it cannot do, acting on nothing', async () => {
    expect((await say(sara, 'schedule a meeting with the architect')).response).toBe(
      'For which day?',
    );
    expect((await say(sara, 'سجل موعد مع المهندس')).response).toBe('لأي يوم؟');
    const unknown = await say(sara, 'tell me a joke');
    expect(unknown.response).toMatch(/^I can't do that yet\./);
    expect(unknown.actions).toEqual([]);
    expect(await events(sara)).toEqual([]);
  });

  it('answers what is due today, overdue, this week, who is where, and the other areas', async () => {
    await addTask(sara, 'Pay the electricity bill', { dueDate: '2026-05-12T15:00:00Z' });
    await addTask(sara, 'Return the books', { dueDate: '2026-05-10T09:00:00Z' });
    await addTask(sara, 'Clean the garage', { dueDate: '2026-05-15T09:00:00Z' });
    await addMember(sara, 'Lina');
    expect((await say(sara, "what's due today?")).response).toContain('Pay the electricity bill');
    const overdue = await say(sara, 'ايش المتأخر؟');
    expect(overdue.response).toContain('Return the books');
    expect(overdue.response).not.toContain('Clean the garage');
    const week = await say(sara, 'مهام هالأسبوع');
    expect(week.response).toContain('Clean the garage');
    expect((await say(sara, 'where is Lina?')).response).toBe('• Lina: no known location.');
    expect((await say(sara, 'which documents expire this month?')).response).toBe(
      'No documents expire this month.',
    );
    const upload = async (jar: CookieJar, title: string, expiryDate: string) => {
      const { payload, headers } = uploadBody(
        { dialog: 'quick', title, documentType: 'insurance', expiryDate },
        { fileName: 'policy.txt', data: Buffer.from('Policy', 'utf8') },
      );
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...headers, cookie: jar.header() },
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await upload(sara, 'Car insurance', '2026-05-28');
    await upload(sara, 'Passport', '2026-09-01');
    await upload(omar, "Omar's licence", '2026-05-20');
    const expiring = await say(sara, 'which documents expire this month?');
    expect(expiring.response).toContain('Car insurance');
    expect(expiring.response).not.toContain('Passport');
    expect(expiring.response).not.toContain('Omar');
    expect((await say(sara, 'وش المستندات اللي تنتهي هالشهر؟')).response).toContain(
      'Car insurance',
    );
    expect((await say(sara, 'is the car due for service?')).response).toBe(
      'Nothing is due for the vehicles right now.',
    );
    expect((await say(sara, 'what maintenance is overdue?')).response).toBe(
      'No house maintenance is overdue.',
    );
  });

  it('never reaches another family: their task and member are not found, nothing changes', async () => {
    const trash = await addTask(sara, 'Take out the trash');
    await addMember(sara, 'Yousef');
    const reply = await say(omar, 'mark take out the trash as done');
    expect(reply.response).toBe("I couldn't find an open task called “take out the trash”.");
    expect(reply.choices).toEqual([]);
    expect(reply.actions).toEqual([]);
    await addTask(omar, 'Wash the car');
    const give = await say(omar, 'give wash the car to Yousef');
    expect(give.actions).toEqual([]);
    expect((await say(omar, 'where is Yousef?')).response).not.toContain('Yousef:');
    expect((await tasks(sara)).find((t) => t.id === trash.id)).toMatchObject({ status: 'pending' });
    expect((await tasks(omar))[0]).toMatchObject({ assigneeMemberId: null });
  });

  it('keeps conversations per person: history survives, another person gets 404', async () => {
    expect((await call(sara, 'GET', '/api/assistant/conversations/latest')).statusCode).toBe(204);
    const first = await say(sara, 'hello');
    const second = await say(sara, 'what can you do?', { conversationId: first.conversationId });
    expect(second.conversationId).toBe(first.conversationId);
    const latest = await call(sara, 'GET', '/api/assistant/conversations/latest');
    expect(latest.statusCode).toBe(200);
    const conversation = latest.json() as {
      id: string;
      messages: { role: string; content: string }[];
    };
    expect(conversation.id).toBe(first.conversationId);
    expect(conversation.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'hello'],
      ['assistant', first.response],
      ['user', 'what can you do?'],
      ['assistant', second.response],
    ]);
    const byId = await call(sara, 'GET', `/api/assistant/conversations/${first.conversationId}`);
    expect(byId.json()).toEqual(conversation);
    // Omar, signed in elsewhere, cannot read or continue Sara's conversation.
    expect(
      (await call(omar, 'GET', `/api/assistant/conversations/${first.conversationId}`)).statusCode,
    ).toBe(404);
    const hijack = await call(omar, 'POST', '/api/assistant/messages', {
      content: 'hello',
      conversationId: first.conversationId,
    });
    expect(hijack.statusCode).toBe(404);
    expect((await call(omar, 'GET', '/api/assistant/conversations/latest')).statusCode).toBe(204);
    expect((await call(null, 'GET', '/api/assistant/conversations/latest')).statusCode).toBe(401);
  });

  it('refuses an empty or too long message with the messages, and rate-limits messages', async () => {
    const empty = await call(sara, 'POST', '/api/assistant/messages', { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Type a message first');
    const long = await call(sara, 'POST', '/api/assistant/messages', { content: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('The message is too long (maximum 2000 characters)');
    for (let i = 0; i < 30; i++) await say(sara, 'hi');
    const limited = await call(sara, 'POST', '/api/assistant/messages', { content: 'hi' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('parse-voice fills the event and task forms', async () => {
    const member = await addMember(sara, 'Omar');
    const event = await call(sara, 'POST', '/api/assistant/parse-voice', {
      text: 'Dentist appointment tomorrow at 5:30 pm at Smile Clinic. Bring the card.',
      formType: 'event',
      timeZone: TZ,
    });
    expect(event.statusCode, event.body).toBe(200);
    expect(event.json()).toEqual({
      success: true,
      parsedData: {
        title: 'Dentist appointment',
        description: 'Bring the card.',
        date: '2026-05-13',
        startTime: '17:30',
        endTime: '18:30',
        location: 'Smile Clinic',
        eventType: 'personal',
        assigneeMemberId: null,
        priority: null,
      },
    });
    const task = await call(sara, 'POST', '/api/assistant/parse-voice', {
      text: 'ذكر Omar يشتري حليب بكرة ضروري',
      formType: 'task',
      timeZone: TZ,
    });
    expect(task.json()).toMatchObject({
      success: true,
      parsedData: { date: '2026-05-13', assigneeMemberId: member.id, priority: 'high' },
    });
  });

  it('says transcription is not configured (503) and reports the capabilities', async () => {
    expect((await call(sara, 'GET', '/api/assistant/capabilities')).json()).toEqual({
      transcription: false,
      provider: false,
    });
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/assistant/transcribe',
      headers: { cookie: sara.header(), 'content-type': 'audio/webm' },
      payload: Buffer.from('not really audio'),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: {
        code: 'PROVIDER_UNAVAILABLE',
        message:
          'Speech-to-text is not set up on this server (TRANSCRIBE_API_URL). Type your message instead.',
      },
    });
  });
});
