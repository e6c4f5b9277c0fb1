import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '@usra/domain/auth/auth-schema';
import { AppError, errorMessages } from './errors.js';
import { requestContext, type RequestContext } from './request-context.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** An `onRequest` hook (before the body is read or validated): 401 unless signed in; sets request.session. */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    session: Session | null;
    /** Set when the request signed in with an app password (`Authorization: Bearer`). */
    appPassword: { id: string; scope: 'read' | 'read-write' } | null;
  }
}

/** Who acts: always the session's user and family, never ids taken from the request. */
export interface Actor {
  id: string;
  familyId: string;
}

/** What the guard needs from the auth module: the signed-in user of a request. */
export interface SessionSource {
  currentSession(
    ctx: RequestContext,
    options: { required: boolean },
  ): Promise<{ session: Session | null; cookies: string[] }>;
}

/** What the guard needs from the app-passwords module: the person behind a bearer token. */
export interface BearerSource {
  authenticate(
    token: string,
    ctx: RequestContext,
  ): Promise<{ session: Session; appPasswordId: string; scope: 'read' | 'read-write' }>;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The app password of `Authorization: Bearer usra_pat_…`, or null. Other Authorization headers
 * (a reverse proxy's Basic sign-in, another app's bearer) are left alone: the cookie decides.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer +(usra_pat_\S*)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Every family-scoped route takes the family id from here, never from the request. A request
 * with `Authorization: Bearer` is an app password's (scripts, companions): it carries no
 * cookie and cannot be forged by another site; a read-only one may only read.
 */
export function registerSessionGuard(
  app: FastifyInstance,
  sessions: SessionSource,
  bearer: BearerSource,
): void {
  app.decorateRequest('session', null);
  app.decorateRequest('appPassword', null);
  app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (token !== null) {
      const grant = await bearer.authenticate(token, requestContext(request));
      if (grant.scope === 'read' && !READ_METHODS.has(request.method)) {
        throw new AppError(403, 'READ_ONLY_TOKEN', errorMessages.READ_ONLY_TOKEN);
      }
      request.session = grant.session;
      request.appPassword = { id: grant.appPasswordId, scope: grant.scope };
      return;
    }
    const { session, cookies } = await sessions.currentSession(requestContext(request), {
      required: true,
    });
    request.session = session;
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
  });
}

/**
 * The session a request still has, cookie or app password, or null (a live stream re-checks it
 * at each heartbeat: a sign-out or a revoked token ends the stream).
 */
export function sessionRecheck(sessions: SessionSource, bearer: BearerSource) {
  return async (request: FastifyRequest): Promise<Session | null> => {
    const token = bearerToken(request);
    try {
      if (token === null) {
        return (await sessions.currentSession(requestContext(request), { required: false }))
          .session;
      }
      return (await bearer.authenticate(token, requestContext(request))).session;
    } catch (error) {
      if (token === null) throw error;
      return null;
    }
  };
}

export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('requireSession must run before this handler');
  return request.session;
}

/** The acting user and family of a request that passed `requireSession`. */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = sessionOf(request);
  return { id: user.id, familyId: user.familyId };
}
