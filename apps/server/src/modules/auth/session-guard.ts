import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '@usra/domain/auth/auth-schema';
import { requestContext } from '../../platform/request-context.js';
import type { AuthService } from './auth.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 unless signed in, and sets request.session. */
    requireSession: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/** Every family-scoped route takes the family id from here, never from the request. */
export function registerSessionGuard(app: FastifyInstance, service: AuthService): void {
  app.decorateRequest('session', null);
  app.decorate('requireSession', async (request: FastifyRequest) => {
    request.session = await service.currentSession(requestContext(request), { required: true });
  });
}

export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('requireSession must run before this handler');
  return request.session;
}
