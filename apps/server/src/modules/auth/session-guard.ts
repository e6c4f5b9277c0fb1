import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '@usra/domain/auth/auth-schema';
import { requestContext } from '../../platform/request-context.js';
import type { AuthService } from './auth.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 unless signed in, and sets request.session. */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/** Every family-scoped route takes the family id from here, never from the request. */
export function registerSessionGuard(app: FastifyInstance, service: AuthService): void {
  app.decorateRequest('session', null);
  app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const { session, cookies } = await service.currentSession(requestContext(request), {
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
