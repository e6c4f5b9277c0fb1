import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '@usra/domain/auth/auth-schema';
import { requestContext, type RequestContext } from './request-context.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 unless signed in, and sets request.session. */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    session: Session | null;
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

/** Every family-scoped route takes the family id from here, never from the request. */
export function registerSessionGuard(app: FastifyInstance, sessions: SessionSource): void {
  app.decorateRequest('session', null);
  app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const { session, cookies } = await sessions.currentSession(requestContext(request), {
      required: true,
    });
    request.session = session;
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
  });
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
