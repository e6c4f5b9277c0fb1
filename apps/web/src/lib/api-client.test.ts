import { TaskPageSchema } from '@usra/domain/tasks/task-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onTextCleaned } from './api-client';

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('tells the listener which fields the server cleaned of markup, only on success', async () => {
    const heard: string[][] = [];
    onTextCleaned((fields) => heard.push(fields));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{}', {
            status: 201,
            headers: { 'usra-text-cleaned': 'title,description' },
          }),
      ),
    );
    await api.post('/api/tasks', { title: '<b>x</b>' });
    answer({ ok: true });
    await api.post('/api/tasks', { title: 'x' });
    expect(heard).toEqual([['title', 'description']]);
    onTextCleaned(null);
  });

  it('returns an answer that matches its schema', async () => {
    answer({ tasks: [], nextCursor: 'c2' });
    await expect(api.get('/api/tasks?limit=50', TaskPageSchema)).resolves.toEqual({
      tasks: [],
      nextCursor: 'c2',
    });
  });

  it('turns an answer of another shape into an INVALID_RESPONSE error naming the field', async () => {
    answer({ tasks: [{ id: 7 }], nextCursor: null });
    const failure = await api.get('/api/tasks?limit=50', TaskPageSchema).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect((failure as ApiError).message).toMatch(
      /^Unexpected answer to GET \/api\/tasks: tasks\.0\.id: /,
    );
  });

  it('rejects an empty answer where a body is relied on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 200 })),
    );
    await expect(api.get('/api/tasks', TaskPageSchema)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('keeps the error answer of a failed call', async () => {
    answer({ error: { code: 'NOT_FOUND', message: 'Task not found' } }, 404);
    await expect(api.get('/api/tasks/x', TaskPageSchema)).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Task not found',
    });
  });
});
