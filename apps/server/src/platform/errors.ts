import { NotFoundError } from './storage/contract.js';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isValidationMessageKey, validationMessages } from '@usra/domain/common/messages';
import { SESSION_COOKIE } from './auth.js';

export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'BAD_REQUEST'
  | 'INVALID_JSON'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAUTHENTICATED'
  | 'SESSION_EXPIRED'
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  | 'CROSS_SITE_REQUEST'
  | 'NOT_FOUND'
  | 'EMAIL_TAKEN'
  | 'REGISTRATION_CLOSED'
  | 'INVALID_TOKEN'
  | 'RATE_LIMITED'
  | 'CONFLICT'
  | 'PROVIDER_UNAVAILABLE'
  | 'LAST_ADMIN'
  | 'WRONG_PASSWORD'
  | 'INVALID_TWO_FACTOR_CODE'
  | 'TWO_FACTOR_EXPIRED'
  | 'INVALID_IMPORT'
  | 'FAMILY_NOT_EMPTY'
  | 'OWNER_MUST_CHOOSE'
  | 'NOT_FAMILY_OWNER'
  | 'MEMBER_NOT_ELIGIBLE'
  | 'METHOD_NOT_ALLOWED'
  | 'DUPLICATE_VIN'
  | 'VIN_NOT_DECODED'
  | 'ODOMETER_BACKWARDS'
  | 'DEVICE_WITHOUT_VEHICLE'
  | 'ALERT_NOT_ACKNOWLEDGED'
  | 'NOT_SCHEDULED'
  | 'NO_EMAIL_ADDRESS'
  | 'MAIL_NOT_CONFIGURED'
  | 'EMAIL_NOT_CONFIRMED'
  | 'SELF_REMOVAL'
  | 'READ_ONLY_TOKEN'
  | 'SESSION_REQUIRED'
  | 'TOO_MANY_APP_PASSWORDS'
  | 'PASSWORD_SIGN_IN_DISABLED'
  | 'TOO_MANY_SUBSCRIPTIONS'
  | 'IMPORT_TOO_LARGE'
  | 'NOT_A_CALENDAR'
  | 'INTERNAL';

export const errorMessages = {
  UNAUTHENTICATED: 'Authentication error. Please try signing in again.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  INVALID_CREDENTIALS: 'Invalid email or password',
  EMAIL_TAKEN: 'That email is already registered. Try signing in instead.',
  REGISTRATION_CLOSED: 'Sign-up is by invitation only on this server.',
  INVALID_TOKEN: 'This link is invalid or has expired.',
  SIGNIN_RATE_LIMITED: 'Too many login attempts. Please try again later.',
  SIGNUP_RATE_LIMITED: 'Too many signup attempts. Please try again later.',
  RESET_RATE_LIMITED: 'Too many password reset attempts. Please try again later.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL: 'Something went wrong. Please try again.',
  INVALID_TWO_FACTOR_CODE: 'Invalid code',
  TWO_FACTOR_EXPIRED: 'The sign-in step has expired. Please sign in again.',
  NOT_FOUND: 'Not found',
  CROSS_SITE_REQUEST: 'Cross-site requests are not allowed.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as JSON.',
  URI_TOO_LONG: 'The address is too long.',
  METHOD_NOT_ALLOWED: 'This action is not available at this address.',
  BAD_REQUEST_UNREADABLE: 'The request could not be read.',
  NOT_SCHEDULED: 'Only scheduled maintenance can be completed.',
  INVALID_APP_PASSWORD: 'This app password is not valid (wrong, or revoked).',
  APP_PASSWORD_RATE_LIMITED: 'Too many wrong app passwords. Please try again later.',
  READ_ONLY_TOKEN: 'This app password is read-only: it cannot change anything.',
  SESSION_REQUIRED: 'Sign in to the app to manage app passwords; an app password cannot.',
  TOO_MANY_APP_PASSWORDS: 'You have the most app passwords allowed. Revoke one first.',
  SSO_NOT_CONFIGURED: 'Single sign-on is not set up on this server.',
  SSO_UNAVAILABLE: 'The sign-in provider could not be reached. Please try again later.',
  PASSWORD_SIGN_IN_DISABLED: 'On this server you sign in with single sign-on only.',
  TOO_MANY_SUBSCRIPTIONS: 'The family follows the most calendars allowed (20). Remove one first.',
  IMPORT_TOO_LARGE: 'The file is too large to import (at most 1 MB).',
  NOT_A_CALENDAR: 'This file is not an iCalendar (.ics) file.',
} as const;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface FieldProblem {
  path: string;
  /** A key of validationMessages when the rule is one of the spec's, else the zod issue code. */
  key: string;
  message: string;
  params?: Record<string, unknown>;
}

function fieldProblems(error: FastifyError): FieldProblem[] {
  return (error.validation ?? []).map((v) => {
    // fastify-type-provider-zod puts the zod issue's code in `keyword` and its extras in `params`.
    const extras = (v.params ?? {}) as { keys?: string[]; params?: Record<string, unknown> };
    const message = v.message ?? 'Invalid value';
    const basePath = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const path =
      v.keyword === 'unrecognized_keys' && extras.keys
        ? [basePath, extras.keys.join(',')].filter(Boolean).join('.')
        : basePath;
    if (isValidationMessageKey(message)) {
      return { path, key: message, message: validationMessages[message], params: extras.params };
    }
    return { path, key: v.keyword, message };
  });
}

/** The code of a framework error (a plugin's, Fastify's own) by its status. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Text no field may hold (request-hygiene.ts), or a URL whose percent-encoding is not UTF-8. */
export function invalidCharactersError(path: string): AppError {
  const message = validationMessages['text.invalidCharacters'];
  return new AppError(400, 'VALIDATION_FAILED', message, {
    fields: [{ path, key: 'text.invalidCharacters', message }],
  });
}

/**
 * Errors Fastify answers before a request reaches a route (Fastify's `frameworkErrors`): a
 * path that does not decode, or a path parameter longer than the router's limit.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    const { status, code, message, details } = invalidCharactersError('');
    void reply.status(status).send({ error: { code, message, details } });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .status(414)
      .send({ error: { code: 'BAD_REQUEST', message: errorMessages.URI_TOO_LONG } });
  } else {
    reply.log.error({ err: error }, 'router error');
    void reply.status(500).send({ error: { code: 'INTERNAL', message: errorMessages.INTERNAL } });
  }
}

const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * An address with no route for the method: 405 with Allow when it takes other methods, else 404.
 * The web app's not-found handler answers with this whatever it does not answer with a page.
 */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  const allowed = ROUTE_METHODS.filter((method) => request.server.findRoute({ method, url: path }));
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({ error: { code: 'METHOD_NOT_ALLOWED', message: errorMessages.METHOD_NOT_ALLOWED } });
  }
  return reply
    .status(404)
    .send({ error: { code: 'NOT_FOUND', message: `${request.method} ${path} not found` } });
}

const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * A request Node's HTTP parser refuses (malformed, headers too large, too slow) gets the JSON
 * shape too; the socket is then closed, as Node's default handler does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const body = JSON.stringify({
    error: { code: 'BAD_REQUEST', message: errorMessages.BAD_REQUEST_UNREADABLE },
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One error handler: stable codes, the right status, no stack on 5xx, nothing partial written. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A dead session cookie is dropped, so the browser stops sending it.
      if (error.code === 'SESSION_EXPIRED') void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message, details: error.details } });
    }
    // Any other route reading a stored file that has gone missing: 404, never 500.
    if (error instanceof NotFoundError) {
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: 'The stored file is missing' } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldProblems(error);
      const first = fields[0];
      const where = error.validationContext ?? 'body';
      const message = first
        ? isValidationMessageKey(first.key)
          ? first.message
          : `${first.path || where}: ${first.message}`
        : 'Invalid request';
      return reply
        .status(400)
        .send({ error: { code: 'VALIDATION_FAILED', message, details: { fields } } });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MB.' },
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: errorMessages.UNSUPPORTED_MEDIA_TYPE },
      });
    }
    if (
      error.statusCode === 400 &&
      (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP'))
    ) {
      return reply.status(400).send({
        error: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
      });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'RATE_LIMITED', message: errorMessages.RATE_LIMITED } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        error: { code: CODE_BY_STATUS[error.statusCode] ?? 'BAD_REQUEST', message: error.message },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: errorMessages.INTERNAL } });
  });
}

/**
 * A refusal in the same shape as a schema's (`details.fields`), for checks made outside a
 * route's schema: a multipart upload's metadata, a file's content. `key` is a validation
 * message key; the answer carries its English text.
 */
export function fieldsError(
  problems: readonly { path: string; key: string }[],
  status = 400,
  code: ErrorCode = 'VALIDATION_FAILED',
): AppError {
  const fields = problems.map(({ path, key }) => ({
    path,
    key,
    message: isValidationMessageKey(key) ? validationMessages[key] : key,
  }));
  return new AppError(status, code, fields[0]?.message ?? 'Invalid value', { fields });
}

/** A zod schema's issues as `fieldsError` problems. */
export function zodIssuesError(
  issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[],
  prefix = '',
): AppError {
  return fieldsError(
    issues.map((issue) => ({
      path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
      key: isValidationMessageKey(issue.message) ? issue.message : issue.code,
    })),
  );
}
