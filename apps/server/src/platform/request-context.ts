import type { FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './auth.js';

export interface RequestContext {
  ip: string;
  userAgent: string | null;
  cookie: string | null;
  /** The request's headers as a fetch Headers object, for better-auth. */
  headers: Headers;
}

function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  // Fastify resolved the address (honouring TRUST_PROXY); a client-sent header cannot spoof it.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export function requestContext(request: FastifyRequest): RequestContext {
  let headers: Headers | undefined;
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    cookie: request.headers.cookie ?? null,
    // Built only when better-auth needs it: most requests only read the cookie.
    get headers() {
      headers ??= toFetchHeaders(request);
      return headers;
    },
  };
}
