import type { z } from 'zod';
import { networkError, readAnswer, type RawAnswer } from './api-client';

export interface UploadOptions<T> {
  /** A multipart form, or the file itself as the body (then `contentType` names its type). */
  body: FormData | Blob;
  /** The body's type when it is a file; a FormData sets its own boundary. */
  contentType?: string;
  /** The domain's schema of the answer (checked as `api.get` checks). */
  schema?: z.ZodType<T>;
  /** Called with 0–100 as the body goes out (XMLHttpRequest: fetch does not report it). */
  onProgress?: (percent: number) => void;
  /** Stops the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

function aborted(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/** XMLHttpRequest, the one way a browser reports an upload's progress. */
function sendWithProgress(
  url: string,
  { body, contentType, onProgress, signal }: UploadOptions<unknown>,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (contentType && !(body instanceof FormData))
      request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    request.onerror = () => {
      done();
      reject(networkError());
    };
    request.onabort = () => {
      done();
      reject(aborted());
    };
    request.onload = () => {
      done();
      resolve({
        status: request.status,
        statusText: request.statusText,
        text: request.responseText,
        header: (name) => request.getResponseHeader(name),
      });
    };
    request.send(body);
  });
}

async function send(
  url: string,
  { body, contentType, signal }: UploadOptions<unknown>,
): Promise<RawAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(contentType && !(body instanceof FormData) ? { 'Content-Type': contentType } : {}),
      },
      body,
      signal,
    });
  } catch {
    throw signal?.aborted ? aborted() : networkError();
  }
  return {
    status: response.status,
    statusText: response.statusText,
    text: await response.text(),
    header: (name) => response.headers.get(name),
  };
}

/**
 * POSTs a file (or a multipart form) and reads the answer as the JSON client does
 * (`readAnswer` in `api-client.ts`): the same `ApiError`s, the same schema check. With
 * `onProgress` it goes through XMLHttpRequest, otherwise through fetch.
 */
export async function upload<T>(url: string, options: UploadOptions<T>): Promise<T> {
  const answer = options.onProgress
    ? await sendWithProgress(url, options as UploadOptions<unknown>)
    : await send(url, options as UploadOptions<unknown>);
  return readAnswer(answer, 'POST', url, options.schema);
}
