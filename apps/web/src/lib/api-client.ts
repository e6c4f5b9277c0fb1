import type { z } from 'zod';

/** The error body every API answer uses: `{ error: { code, message, details? } }`. */
export interface ApiErrorBody {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.details = body.details ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorBody(value: unknown): value is { error: ApiErrorBody } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ApiErrorBody).code === 'string' &&
    typeof (error as ApiErrorBody).message === 'string'
  );
}

/**
 * An answer that does not have the shape a screen relies on is an error with its own code, at the
 * call, instead of an `undefined` found later somewhere in a component.
 */
function checked<T>(
  status: number,
  method: string,
  url: string,
  data: unknown,
  schema: z.ZodType<T>,
): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
  throw new ApiError(status, {
    code: 'INVALID_RESPONSE',
    message: `Unexpected answer to ${method} ${url.split('?')[0]}: ${problems}`,
  });
}

/**
 * Spec core section 5: text whose markup the server removed is saved "with the message 'contains
 * potentially unsafe content that has been removed'". The server names those fields in a header;
 * the app shell listens (one listener) and shows the message.
 */
let textCleanedListener: ((fields: string[]) => void) | null = null;

export function onTextCleaned(listener: ((fields: string[]) => void) | null): void {
  textCleanedListener = listener;
}

async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  schema?: z.ZodType<T>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }

  return readAnswer(
    {
      status: response.status,
      statusText: response.statusText,
      text: await response.text(),
      header: (name) => response.headers.get(name),
    },
    method,
    url,
    schema,
  );
}

/** What came back, whoever carried it (fetch here, XMLHttpRequest for an upload's progress). */
export interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
  header: (name: string) => string | null;
}

/** The error of an unreachable server, the same for every request. */
export function networkError(): ApiError {
  return new ApiError(0, { code: 'NETWORK_ERROR', message: 'Could not reach the server.' });
}

/**
 * Reads an answer the one way: the text-cleaned header on success, the `{ error }` body (or the
 * status) on failure, the schema's check on the data. `lib/upload.ts` reads its answers here too.
 */
export function readAnswer<T>(
  answer: RawAnswer,
  method: string,
  url: string,
  schema?: z.ZodType<T>,
): T {
  let data: unknown = undefined;
  if (answer.text) {
    try {
      data = JSON.parse(answer.text);
    } catch {
      data = undefined;
    }
  }
  const ok = answer.status >= 200 && answer.status < 300;

  const cleaned = ok ? answer.header('usra-text-cleaned') : null;
  if (cleaned) textCleanedListener?.(cleaned.split(',').filter(Boolean));

  if (!ok) {
    if (isErrorBody(data)) throw new ApiError(answer.status, data.error);
    throw new ApiError(answer.status, {
      code: 'UNKNOWN',
      message: answer.statusText || `Request failed with status ${answer.status}`,
    });
  }
  return schema ? checked(answer.status, method, url, data, schema) : (data as T);
}

/**
 * Calls to the API. With a schema (the domain's zod schema of the answer) the answer is checked
 * and typed by it; without one the caller names the type it trusts. The client itself imports zod
 * as a type only, so the public pages' plain calls do not load it.
 */
export const api = {
  get: <T>(url: string, schema?: z.ZodType<T>) => request<T>('GET', url, undefined, schema),
  post: <T>(url: string, body?: unknown, schema?: z.ZodType<T>) =>
    request<T>('POST', url, body ?? {}, schema),
  put: <T>(url: string, body: unknown, schema?: z.ZodType<T>) =>
    request<T>('PUT', url, body, schema),
  patch: <T>(url: string, body: unknown, schema?: z.ZodType<T>) =>
    request<T>('PATCH', url, body, schema),
  delete: <T>(url: string, schema?: z.ZodType<T>) => request<T>('DELETE', url, undefined, schema),
};
