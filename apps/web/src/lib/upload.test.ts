import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { upload } from './upload';

afterEach(() => vi.unstubAllGlobals());

function answer(body: string, status: number) {
  const fetchMock = vi.fn(
    async (_input: string, _init?: RequestInit) => new Response(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('upload client', () => {
  it('sends the file as the body with its type and checks the answer', async () => {
    const fetchMock = answer(JSON.stringify({ text: 'hello' }), 200);
    const file = new Blob(['x'], { type: 'audio/webm' });
    await expect(
      upload('/api/x', {
        body: file,
        contentType: 'audio/webm',
        schema: z.object({ text: z.string() }),
      }),
    ).resolves.toEqual({ text: 'hello' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'audio/webm' });
  });

  it("reads a failure's error body as the JSON client does", async () => {
    answer(JSON.stringify({ error: { code: 'FILE_TOO_LARGE', message: 'Too large' } }), 413);
    const failure = await upload('/api/x', { body: new Blob(['x']) }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', message: 'Too large' });
  });

  it("names a proxy's page UNKNOWN and an answer of another shape INVALID_RESPONSE", async () => {
    answer('<html>Bad gateway</html>', 502);
    await expect(upload('/api/x', { body: new Blob(['x']) })).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
    });
    answer(JSON.stringify({ nope: true }), 200);
    await expect(
      upload('/api/x', { body: new Blob(['x']), schema: z.object({ text: z.string() }) }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('says NETWORK_ERROR when the server cannot be reached, and AbortError when stopped', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(upload('/api/x', { body: new Blob(['x']) })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      upload('/api/x', { body: new Blob(['x']), signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports progress through XMLHttpRequest, and stops it on abort', async () => {
    const sent: FakeXhr[] = [];
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      withCredentials = false;
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      getResponseHeader() {
        return null;
      }
      abort() {
        this.onabort?.();
      }
      send() {
        sent.push(this);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const done = upload('/api/x', {
      body: new FormData(),
      schema: z.object({ id: z.string() }),
      onProgress: (percent) => seen.push(percent),
    });
    const first = sent[0]!;
    first.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent);
    first.status = 201;
    first.responseText = JSON.stringify({ id: 'd1' });
    first.onload?.();
    await expect(done).resolves.toEqual({ id: 'd1' });
    expect(seen).toEqual([25]);

    const controller = new AbortController();
    const stopped = upload('/api/x', {
      body: new FormData(),
      onProgress: () => {},
      signal: controller.signal,
    });
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
  });
});
