import { request as httpRequest } from 'node:http';
import { strongPassword } from '../test/factories.js';
import { multipart } from '../test/multipart.js';
import { SseReader } from '../test/sse-reader.js';

export interface SessionUser {
  id: string;
  role: 'admin' | 'user';
  familyId: string;
}

/**
 * A browser for the ops tests: real HTTP to an instance or the proxy (any base URL), keeping the
 * cookies it is given, as the web app's fetch calls would.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async send(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: this.cookieHeader(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
    this.keep(response);
    return response;
  }

  async json<T>(base: string, method: string, path: string, body?: unknown) {
    const response = await this.send(base, method, path, body);
    return { status: response.status, body: (await response.json()) as T, response };
  }

  async signUp(base: string, email: string, fullName = 'Sara Ali') {
    return this.json<{ session?: { user: SessionUser } }>(base, 'POST', '/api/auth/sign-up', {
      email,
      password: strongPassword,
      fullName,
    });
  }

  async session(base: string) {
    return this.json<{ session: { user: SessionUser } | null }>(base, 'GET', '/api/auth/session');
  }

  async createTask(base: string, title: string) {
    return this.json<{ task: { id: string; title: string } }>(base, 'POST', '/api/tasks', {
      title,
      location: 'Home',
    });
  }

  async upload(base: string, title: string, fileName: string, data: Buffer) {
    const { payload, headers } = multipart([
      {
        name: 'metadata',
        value: JSON.stringify({ dialog: 'smart', title, documentType: 'other' }),
      },
      { name: 'file', fileName, data, contentType: 'text/plain' },
    ]);
    const response = await fetch(`${base}/api/documents`, {
      method: 'POST',
      headers: { ...headers, cookie: this.cookieHeader() },
      body: payload,
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: (await response.json()) as { id: string } };
  }

  /** Opens the live-updates stream; `reader` is null when it was refused. */
  async openStream(base: string) {
    const abort = new AbortController();
    const response = await fetch(`${base}/api/events`, {
      headers: { cookie: this.cookieHeader(), accept: 'text/event-stream' },
      signal: abort.signal,
    });
    return {
      response,
      abort,
      upstream: response.headers.get('x-usra-upstream'),
      reader: response.ok ? new SseReader(response) : null,
    };
  }
}

/**
 * A POST whose body arrives slowly: `write` sends the next part, `finish` the last one and
 * resolves with the answer. Keeps a request in flight for as long as the test wants.
 */
export function slowUpload(url: string, cookie: string, fileName: string, data: Buffer) {
  const { payload, headers } = multipart([
    {
      name: 'metadata',
      value: JSON.stringify({ dialog: 'smart', title: fileName, documentType: 'other' }),
    },
    { name: 'file', fileName, data, contentType: 'text/plain' },
  ]);
  const half = Math.floor(payload.length / 2);
  const request = httpRequest(url, {
    method: 'POST',
    headers: { ...headers, cookie, 'content-length': String(payload.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  const halfSent = new Promise<void>((resolve, reject) =>
    request.write(payload.subarray(0, half), (error) => (error ? reject(error) : resolve())),
  );
  return {
    /** Resolves when the first half has been handed to the connection. */
    halfSent,
    finish: () => {
      request.end(payload.subarray(half));
      return answer;
    },
  };
}
