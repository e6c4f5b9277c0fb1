import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, errorMessages } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Bodies other than JSON, route by route (`METHOD url` as registered). A form on another site can
 * send text/plain, urlencoded or multipart without asking first, so only these routes take them:
 * - the data import takes the export ZIP as it is (family-data.routes.ts);
 * - /auth takes the sign-in form's POST made before the page has hydrated (web-app.ts).
 */
const DAV_BODIES = ['application/xml', 'text/xml'];

const NON_JSON_BODIES: Readonly<Record<string, readonly string[]>> = {
  'POST /api/data/import': ['application/zip', 'application/octet-stream'],
  'POST /api/documents': ['multipart/form-data'],
  'POST /auth': ['application/x-www-form-urlencoded'],
  // CalDAV (decision 021): signed in with HTTP Basic, never a cookie, so no other site can act.
  'PROPFIND /dav': DAV_BODIES,
  'PROPFIND /dav/*': DAV_BODIES,
  'PROPFIND /.well-known/caldav': DAV_BODIES,
  'REPORT /dav': DAV_BODIES,
  'REPORT /dav/*': DAV_BODIES,
  'PROPPATCH /dav/*': DAV_BODIES,
  'MKCALENDAR /dav/*': DAV_BODIES,
  'MKCOL /dav/*': DAV_BODIES,
  'PUT /dav/*': ['text/calendar'],
  'POST /api/assistant/transcribe': [
    'audio/webm',
    'audio/ogg',
    'audio/wav',
    'audio/x-wav',
    'audio/wave',
    'audio/mpeg',
    'audio/mp4',
  ],
};

function crossSite(): AppError {
  return new AppError(403, 'CROSS_SITE_REQUEST', errorMessages.CROSS_SITE_REQUEST);
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (!!length && length !== '0');
}

function mediaType(request: FastifyRequest): string {
  return ((request.headers['content-type'] ?? '').split(';')[0] ?? '').trim().toLowerCase();
}

/** The host the browser addressed: X-Forwarded-Host only from a trusted proxy (TRUST_PROXY). */
function checkOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  // `null` comes from sandboxed frames, data: pages and some redirects: never our own pages.
  if (origin === 'null') throw crossSite();
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw crossSite();
  }
  if (originHost !== request.host) throw crossSite();
}

function checkBodyType(request: FastifyRequest): void {
  if (!hasBody(request)) return;
  const type = mediaType(request);
  if (type === 'application/json') return;
  const allowed = NON_JSON_BODIES[`${request.method} ${request.routeOptions.url ?? ''}`];
  if (allowed?.includes(type)) return;
  throw new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    allowed ? `Send the request body as ${allowed[0]}.` : errorMessages.UNSUPPORTED_MEDIA_TYPE,
  );
}

/**
 * Cookie sessions need a guard against requests forged by other sites. Browsers send
 * Sec-Fetch-Site and Origin; a state-changing request from another origin is refused, and a body
 * must be JSON (which another site cannot send without the browser asking this server first).
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw crossSite();
    checkOrigin(request);
    checkBodyType(request);
  });
}
