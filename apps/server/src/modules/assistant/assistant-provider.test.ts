import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

/** A stand-in for an OpenAI-compatible server: records requests, answers what the test says. */
interface Fake {
  url: string;
  requests: { path: string; headers: IncomingMessage['headers']; body: Buffer }[];
  answer: (path: string, body: Buffer) => { status: number; json: unknown } | 'hang';
  server: Server;
}

async function fakeServer(): Promise<Fake> {
  const fake: Fake = {
    url: '',
    requests: [],
    answer: () => ({ status: 500, json: {} }),
    server: createServer(),
  };
  fake.server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      fake.requests.push({ path: req.url ?? '', headers: req.headers, body });
      const out = fake.answer(req.url ?? '', body);
      if (out === 'hang') return; // never answers: the caller's timeout must end it
      res.writeHead(out.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.json));
    });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
  return fake;
}

const toolCall = (name: string, args: unknown) => ({
  status: 200,
  json: {
    choices: [
      {
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify(args) } },
          ],
        },
      },
    ],
  },
});

// The provider is an outside service: SQLite is enough to show the wiring.
describe('assistant with an OpenAI-compatible provider and transcription', () => {
  let fake: Fake;
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;

  beforeEach(async () => {
    fake = await fakeServer();
    env = createTestEnv('sqlite', {
      ASSISTANT_API_URL: fake.url,
      ASSISTANT_API_KEY: 'sk-test',
      ASSISTANT_MODEL: 'family-model',
      ASSISTANT_TIMEOUT_MS: '300',
      TRANSCRIBE_API_URL: fake.url,
      TRANSCRIBE_API_KEY: 'tr-test',
    });
    env.clock.now = new Date('2026-05-12T05:00:00Z');
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
  });
  afterEach(async () => {
    await env.cleanup();
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const send = async (content: string) => {
    const response = await callAs(sut.app, sara, 'POST', '/api/assistant/messages', {
      content,
      language: 'en',
      timeZone: 'Asia/Riyadh',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { response: string; actions: { kind: string; id: string }[] };
  };

  it('acts on the tool call through the same task service, with the family members as context', async () => {
    const member = (
      await callAs(sut.app, sara, 'POST', '/api/family/members', { name: 'Omar' })
    ).json().member as { id: string };
    fake.answer = () =>
      toolCall('create_task', {
        title: 'Buy milk',
        assignee: 'omar',
        date: '2026-05-13',
        priority: 'high',
      });
    const reply = await send('could you get Omar to pick up milk tomorrow');
    expect(reply.actions).toEqual([expect.objectContaining({ kind: 'task_created' })]);
    expect(reply.response).toContain("I've completed 1 action for you.");
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    const body = JSON.parse(request.body.toString()) as {
      model: string;
      tools: unknown[];
      messages: { content: string }[];
    };
    expect(body.model).toBe('family-model');
    expect(body.tools.length).toBe(7);
    expect(body.messages[0]!.content).toContain('Omar');
    const { tasks } = (await callAs(sut.app, sara, 'GET', '/api/tasks')).json() as {
      tasks: Record<string, unknown>[];
    };
    expect(tasks[0]).toMatchObject({
      title: 'Buy milk',
      priority: 'high',
      assigneeMemberId: member.id,
    });
  });

  it('a tool call naming a task the family does not have finds nothing', async () => {
    fake.answer = () => toolCall('complete_task', { task: 'Walk the dog' });
    const reply = await send('I walked the dog');
    expect(reply.response).toBe("I couldn't find an open task called “Walk the dog”.");
    expect(reply.actions).toEqual([]);
  });

  it('falls back to the offline engine when the provider fails or times out', async () => {
    fake.answer = () => ({ status: 500, json: { error: 'down' } });
    expect((await send('add a task to call the plumber')).actions).toHaveLength(1);
    fake.answer = () => 'hang';
    const started = Date.now();
    const reply = await send("what's due today?");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(reply.response).toBe('Nothing is due today.');
  });

  it('proxies a recording to /audio/transcriptions as multipart and answers the text', async () => {
    expect((await callAs(sut.app, sara, 'GET', '/api/assistant/capabilities')).json()).toEqual({
      transcription: true,
      provider: true,
    });
    fake.answer = () => ({ status: 200, json: { text: ' ذكرني أشتري حليب بكرة ' } });
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/assistant/transcribe?language=ar',
      headers: { cookie: sara.header(), 'content-type': 'audio/webm' },
      payload: Buffer.from('OggS-fake-opus-bytes'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ text: 'ذكرني أشتري حليب بكرة' });
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.headers.authorization).toBe('Bearer tr-test');
    expect(String(request.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const text = request.body.toString();
    expect(text).toContain('filename="recording.webm"');
    expect(text).toContain('OggS-fake-opus-bytes');
    expect(text).toContain('whisper-1');
    fake.answer = () => ({ status: 502, json: {} });
    const failed = await sut.app.inject({
      method: 'POST',
      url: '/api/assistant/transcribe',
      headers: { cookie: sara.header(), 'content-type': 'audio/wav' },
      payload: Buffer.from('RIFF'),
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ error: { message: 'Failed to process speech' } });
  });

  it('rate-limits transcriptions', async () => {
    fake.answer = () => ({ status: 200, json: { text: 'hi' } });
    const post = () =>
      sut.app.inject({
        method: 'POST',
        url: '/api/assistant/transcribe',
        headers: { cookie: sara.header(), 'content-type': 'audio/webm' },
        payload: Buffer.from('x'),
      });
    for (let i = 0; i < 20; i++) expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(429);
  });
});

/**
 * The trust rules hold on the provider's path too (issue 28): its tool calls name rows by words,
 * and those words go through the same resolver, confirmation and undo as the offline grammar.
 */
describe.each(engines)('the provider path keeps the trust rules, on %s', (engine) => {
  let fake: Fake;
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  type Choice = { kind: string; label: string; pendingId: string; option: string };
  type Reply = {
    conversationId: string;
    response: string;
    actions: { kind: string; id: string }[];
    choices: Choice[];
    undo: { id: string } | null;
  };

  beforeEach(async () => {
    fake = await fakeServer();
    env = createTestEnv(engine, {
      ASSISTANT_API_URL: fake.url,
      ASSISTANT_API_KEY: 'sk-test',
      ASSISTANT_MODEL: 'family-model',
      ASSISTANT_TIMEOUT_MS: '2000',
    });
    env.clock.now = new Date('2026-11-14T06:00:00Z');
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
    omar = (await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' })).jar;
  });
  afterEach(async () => {
    await env.cleanup();
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const send = async (jar: CookieJar, content: string) => {
    const response = await callAs(sut.app, jar, 'POST', '/api/assistant/messages', {
      content,
      language: 'en',
      timeZone: 'Asia/Riyadh',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Reply;
  };
  const post = async (jar: CookieJar, url: string, body: Record<string, unknown>) => {
    const response = await callAs(sut.app, jar, 'POST', url, {
      language: 'en',
      timeZone: 'Asia/Riyadh',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Reply;
  };
  const addTask = async (jar: CookieJar, title: string) =>
    (await callAs(sut.app, jar, 'POST', '/api/tasks', { title, location: 'Home' })).json().task as {
      id: string;
    };
  const tasks = async (jar: CookieJar) =>
    (
      (await callAs(sut.app, jar, 'GET', '/api/tasks')).json() as {
        tasks: { id: string; status: string }[];
      }
    ).tasks;

  it('not found, which one, confirm on a loose match, undo, and no other family', async () => {
    const car = await addTask(sara, 'Renew the car registration');
    fake.answer = () => toolCall('complete_task', { task: "Renew Nora's passport" });
    const missing = await send(sara, "mark 'Renew Nora's passport' as done");
    expect(missing.actions).toEqual([]);
    expect(missing.response).toContain(
      "I couldn't find an open task called “Renew Nora's passport”.",
    );
    expect((await tasks(sara)).find((t) => t.id === car.id)).toMatchObject({ status: 'pending' });

    const water = await addTask(sara, 'Pay the water bill');
    await addTask(sara, 'Pay the electricity bill');
    fake.answer = () => toolCall('complete_task', { task: 'pay the bill' });
    const which = await send(sara, 'I paid the bill');
    expect(which.actions).toEqual([]);
    expect(
      which.choices
        .filter((c) => c.kind === 'pick')
        .map((c) => c.label)
        .sort(),
    ).toEqual(['Pay the electricity bill', 'Pay the water bill']);
    const pick = which.choices.find((c) => c.label === 'Pay the water bill')!;
    const picked = await post(sara, '/api/assistant/choose', {
      conversationId: which.conversationId,
      pendingId: pick.pendingId,
      option: pick.option,
    });
    expect(picked.actions).toEqual([
      expect.objectContaining({ kind: 'task_completed', id: water.id }),
    ]);
    // The provider was not asked again: the chip acted on the held row.
    expect(fake.requests.length).toBe(2);

    const plumber = await addTask(sara, 'Call the plumber');
    fake.answer = () => toolCall('complete_task', { task: 'plumber' });
    const loose = await send(sara, 'the plumber is sorted');
    expect(loose.response).toBe('Complete “Call the plumber”?');
    expect((await tasks(sara)).find((t) => t.id === plumber.id)).toMatchObject({
      status: 'pending',
    });
    const confirmed = await post(sara, '/api/assistant/choose', {
      conversationId: loose.conversationId,
      pendingId: loose.choices[0]!.pendingId,
      option: 'confirm',
    });
    expect((await tasks(sara)).find((t) => t.id === plumber.id)).toMatchObject({
      status: 'completed',
    });
    await post(sara, '/api/assistant/undo', {
      conversationId: confirmed.conversationId,
      undoId: confirmed.undo!.id,
    });
    expect((await tasks(sara)).find((t) => t.id === plumber.id)).toMatchObject({
      status: 'pending',
    });

    // Omar's provider names Sara's task: his family does not have it.
    fake.answer = () => toolCall('complete_task', { task: 'Call the plumber' });
    const foreign = await send(omar, 'call the plumber is done');
    expect(foreign.actions).toEqual([]);
    expect(foreign.choices).toEqual([]);
    expect((await tasks(sara)).find((t) => t.id === plumber.id)).toMatchObject({
      status: 'pending',
    });
  });
});
