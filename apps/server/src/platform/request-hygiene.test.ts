import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { UsraApp } from '../app.js';
import { createTestEnv, engines, strongPassword, type TestEnv } from '../test/test-app.js';

const NOT_ALLOWED = 'Text contains characters that are not allowed.';

/** A character no field may hold, as JSON carries it and as a URL encodes it. */
interface Bad {
  name: string;
  text: string;
  encoded: string;
}
const bads: Bad[] = [
  { name: 'NUL', text: '\u0000', encoded: '%00' },
  { name: 'an escape (C0 control)', text: '\u001b', encoded: '%1B' },
  { name: 'a C1 control', text: '\u009b', encoded: '%C2%9B' },
  // JSON.parse turns "\ud800" into a lone surrogate; a URL carries it as CESU-8 bytes.
  { name: 'a lone surrogate', text: '\ud800', encoded: '%ED%A0%80' },
];

type Probe = [place: string, (bad: Bad, cookie: string) => InjectOptions];
const json = (method: 'POST' | 'PATCH', url: string, payload: object, cookie = '') => ({
  method,
  url,
  payload,
  headers: { cookie },
});
const taskId = '01900000-0000-7000-8000-000000000000';

/** The 14 places of the outside test (issue 11): bodies, queries and path parameters. */
const probes: Probe[] = [
  [
    'sign-in e-mail',
    (b) =>
      json('POST', '/api/auth/sign-in', {
        email: `sara${b.text}@example.com`,
        password: strongPassword,
      }),
  ],
  [
    'sign-up name',
    (b) =>
      json('POST', '/api/auth/sign-up', {
        email: 'new@example.com',
        password: strongPassword,
        fullName: `Mona${b.text}`,
      }),
  ],
  [
    'password-reset e-mail',
    (b) => json('POST', '/api/auth/password-reset/request', { email: `sara${b.text}@example.com` }),
  ],
  [
    'password-reset token',
    (b) =>
      json('POST', '/api/auth/password-reset', { token: `abc${b.text}`, password: strongPassword }),
  ],
  ['invitation token', (b) => ({ method: 'GET', url: `/api/invitations/${b.encoded}abc` })],
  [
    'invitation accept',
    (b, cookie) => json('POST', `/api/invitations/${b.encoded}abc/accept`, {}, cookie),
  ],
  [
    'task id',
    (b, cookie) => ({ method: 'GET', url: `/api/tasks/${b.encoded}abc`, headers: { cookie } }),
  ],
  [
    'task id of an edit',
    (b, cookie) => json('PATCH', `/api/tasks/${taskId}${b.encoded}`, { title: 'x' }, cookie),
  ],
  [
    'assignee',
    (b, cookie) => ({
      method: 'GET',
      url: `/api/tasks?assignee=${b.encoded}`,
      headers: { cookie },
    }),
  ],
  [
    'cursor',
    (b, cookie) => ({ method: 'GET', url: `/api/tasks?cursor=${b.encoded}`, headers: { cookie } }),
  ],
  [
    'search',
    (b, cookie) => ({
      method: 'GET',
      url: `/api/tasks?search=milk${b.encoded}`,
      headers: { cookie },
    }),
  ],
  [
    'task title',
    (b, cookie) =>
      json('POST', '/api/tasks', { title: `Buy${b.text}milk`, location: 'Shop' }, cookie),
  ],
  [
    'member name',
    (b, cookie) => json('POST', '/api/family/members', { name: `Omar${b.text}` }, cookie),
  ],
  [
    'event title',
    (b, cookie) =>
      json(
        'POST',
        '/api/calendar/events',
        {
          title: `Dinner${b.text}`,
          startTime: '2026-05-10T18:00:00Z',
          endTime: '2026-05-10T19:00:00Z',
        },
        cookie,
      ),
  ],
];

describe.each(engines)('refusing control characters and ill-formed text on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let cookie: string;
  let logged: MockInstance;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    const { jar } = await env.ctx.newFamily();
    cookie = jar.header();
    // With logging off every request logger is this one object.
    logged = vi.spyOn(sut.app.log, 'error');
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const expectRefused = async (options: InjectOptions, place: string) => {
    const response = await sut.app.inject(options);
    expect(response.statusCode, `${place}: ${response.body}`).toBe(400);
    expect(response.json().error, place).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: NOT_ALLOWED,
    });
    return response;
  };

  it.each(bads)('refuses $name in the 14 probed places, logging nothing', async (bad) => {
    for (const [place, request] of probes) await expectRefused(request(bad, cookie), place);
    expect(logged).not.toHaveBeenCalled();
  });

  it('names the field, in object keys and nested lists too', async () => {
    const title = await expectRefused(
      json('POST', '/api/tasks', { title: 'a\u0000', location: 'b' }, cookie),
      'title',
    );
    expect(title.json().error.details.fields).toEqual([
      { path: 'title', key: 'text.invalidCharacters', message: NOT_ALLOWED },
    ]);
    const tag = await expectRefused(
      json('POST', '/api/tasks', { title: 'a', location: 'b', tags: ['ok', 'x\u0007'] }, cookie),
      'tag',
    );
    expect(tag.json().error.details.fields[0].path).toBe('tags.1');
    const key = await expectRefused(
      json('POST', '/api/tasks', { title: 'a', location: 'b', ['ti\u0000tle']: 'x' }, cookie),
      'key',
    );
    expect(key.json().error.details.fields[0].path).toBe('ti\u0000tle');
    await expectRefused(
      { method: 'GET', url: '/api/tasks?se%00arch=x', headers: { cookie } },
      'query key',
    );
  });

  it('refuses a description with DEL, but keeps its tabs and line breaks', async () => {
    const task = { title: 'Fix the tap', location: 'Kitchen' };
    await expectRefused(
      json('POST', '/api/tasks', { ...task, description: 'a\u007fb' }, cookie),
      'DEL',
    );
    const created = await sut.app.inject(
      json('POST', '/api/tasks', { ...task, description: 'One\r\n\tTwo\nThree' }, cookie),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().task.description).toBe('One\r\n\tTwo\nThree');
  });

  it('refuses a URL whose percent-encoding is not UTF-8, in the path and in the query', async () => {
    for (const url of [
      '/api/tasks?search=%E0',
      '/api/tasks?search=%C0%80',
      '/api/tasks?search=100%',
      '/api/tasks/%E0',
      '/api/tasks/%',
      '/api/invitations/%ED%B0%80',
    ]) {
      await expectRefused({ method: 'GET', url, headers: { cookie } }, url);
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it('still finds Arabic text, emoji and an encoded percent sign', async () => {
    const title = 'اشترِ الحليب 🥛 100%';
    const created = await sut.app.inject(
      json('POST', '/api/tasks', { title, location: 'Shop' }, cookie),
    );
    expect(created.statusCode, created.body).toBe(201);
    const found = await sut.app.inject({
      method: 'GET',
      url: `/api/tasks?search=${encodeURIComponent('🥛 100%')}`,
      headers: { cookie },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().tasks.map((t: { title: string }) => t.title)).toEqual([title]);
  });
});
