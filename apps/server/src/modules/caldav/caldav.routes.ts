import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { requestContext, type RequestContext } from '../../platform/request-context.js';
import type { CaldavService, DavActor } from './caldav.service.js';
import { ICalendarError } from './dav-ical.js';
import { get, propfind, proppatch, put, remove, report, sendError } from './dav-handlers.js';
import { DAV_BODY_LIMIT, paths, resolve, type Target } from './dav-props.js';
import { isSubscription, type SubscriptionCollection } from './dav-subscriptions.js';
import { cal, dav, XmlError } from './dav-xml.js';

const METHODS = [
  'OPTIONS',
  'PROPFIND',
  'PROPPATCH',
  'REPORT',
  'GET',
  'HEAD',
  'PUT',
  'DELETE',
  'MKCALENDAR',
  'MKCOL',
];
const ALLOW = METHODS.join(', ');
const WRITES = new Set(['PUT', 'DELETE', 'PROPPATCH', 'MKCALENDAR', 'MKCOL']);

/** Signs a request in: the e-mail and app password of HTTP Basic, as the account's actor. */
export type DavAuthenticate = (
  email: string,
  password: string,
  ctx: RequestContext,
) => Promise<DavActor>;

declare module 'fastify' {
  interface FastifyRequest {
    davActor: DavActor | null;
  }
}

function basicCredentials(request: FastifyRequest): { email: string; password: string } | null {
  const match = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function actorOf(request: FastifyRequest): DavActor {
  if (!request.davActor) throw new Error('the CalDAV sign-in must run first');
  return request.davActor;
}

/** Errors as CalDAV clients read them: a status, a plain message or a precondition's XML. */
function davError(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ICalendarError) {
    const status = error.condition === 'supported-calendar-component' ? 403 : 400;
    return sendError(reply, status, error.message, cal(error.condition));
  }
  if (error instanceof XmlError) return sendError(reply, 400, error.message);
  if (error instanceof AppError) {
    if (error.status === 401) {
      void reply.header('www-authenticate', 'Basic realm="Usra", charset="UTF-8"');
    }
    const retry = error.details?.retryAfterSeconds;
    if (error.status === 429 && typeof retry === 'number') {
      void reply.header('retry-after', String(retry));
    }
    if (error.details?.condition === 'no-uid-conflict') {
      return sendError(reply, error.status, error.message, cal('no-uid-conflict'));
    }
    return sendError(reply, error.status, error.message);
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return sendError(reply, status, error.message);
  }
  request.log.error(error);
  return sendError(reply, 500, 'Something went wrong on the server.');
}

const readOnly = (target: Target) =>
  (target.kind === 'collection' || target.kind === 'object') && isSubscription(target.collection);

/** A subscription's target when the subscription is the actor's family's; null when it is not. */
async function subscriptionTarget(
  service: CaldavService,
  actor: DavActor,
  target: Target | null,
): Promise<Target | null> {
  if (!target || !readOnly(target)) return target;
  const collection = (target as { collection: SubscriptionCollection }).collection;
  const calendar = await service.subscription(actor, collection);
  if (!calendar) return null;
  return target.kind === 'collection' ? { kind: 'collection', collection, calendar } : target;
}

/**
 * CalDAV (RFC 4791) with WebDAV sync (RFC 6578) under /dav, signed in with HTTP Basic: the
 * account's e-mail and an app password. `/.well-known/caldav` points clients at it (RFC 6764).
 */
export function caldavRoutes(service: CaldavService, authenticate: DavAuthenticate) {
  return async function routes(app: FastifyInstance): Promise<void> {
    for (const method of ['PROPFIND', 'PROPPATCH', 'REPORT', 'MKCALENDAR', 'MKCOL']) {
      if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
    }
    app.decorateRequest('davActor', null);
    // Bodies are text: XML for PROPFIND and REPORT, iCalendar for PUT; nothing else is read.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: DAV_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    app.setErrorHandler(davError);

    const wellKnown = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(301).header('location', paths.root).send();
    app.route({
      method: ['GET', 'HEAD', 'PROPFIND', 'OPTIONS'],
      url: '/.well-known/caldav',
      schema: { hide: true },
      handler: wellKnown,
    });

    app.addHook('preHandler', async (request) => {
      if (request.method === 'OPTIONS' || request.url.startsWith('/.well-known/')) return;
      const credentials = basicCredentials(request);
      if (!credentials) {
        throw new AppError(401, 'UNAUTHENTICATED', 'Sign in with your e-mail and an app password.');
      }
      const actor = await authenticate(
        credentials.email,
        credentials.password,
        requestContext(request),
      );
      if (WRITES.has(request.method) && !actor.canWrite) {
        throw new AppError(403, 'READ_ONLY_TOKEN', 'This app password may only read.');
      }
      request.davActor = actor;
    });

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === 'OPTIONS') {
        return reply.code(200).header('dav', '1, 3, calendar-access').header('allow', ALLOW).send();
      }
      const actor = actorOf(request);
      const target = await subscriptionTarget(service, actor, resolve(request.url, actor));
      if (!target) return sendError(reply, 404, 'Not found');
      if (WRITES.has(request.method) && readOnly(target)) {
        return sendError(reply, 403, 'A subscribed calendar is read-only.', dav('need-privileges'));
      }
      switch (request.method) {
        case 'PROPFIND':
          return propfind(service, request, reply, actor, target);
        case 'REPORT':
          return report(service, request, reply, actor, target);
        case 'GET':
        case 'HEAD':
          return get(service, request, reply, actor, target);
        case 'PUT':
          return put(service, request, reply, actor, target);
        case 'DELETE':
          return remove(service, request, reply, actor, target);
        case 'PROPPATCH':
          return proppatch(service, request, reply, actor, target);
        default:
          return sendError(reply, 403, 'Usra has one calendar and one task list per family.');
      }
    };

    app.route({ method: METHODS, url: '/dav', schema: { hide: true }, handler });
    app.route({ method: METHODS, url: '/dav/*', schema: { hide: true }, handler });
  };
}
