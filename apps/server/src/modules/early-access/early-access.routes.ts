import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EarlyAccessInputSchema } from '@usra/domain/early-access/early-access-schema';
import { commonErrors, ErrorResponseSchema, OkSchema } from '../../platform/http-schemas.js';
import { sessionOf } from '../../platform/session-guard.js';
import type { EarlyAccessService } from './early-access.service.js';
import { GetAdminEarlyAccessAnswerSchema } from '@usra/domain/early-access/early-access-answers';

export const earlyAccessRoutes = (service: EarlyAccessService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.post(
      '/early-access',
      {
        schema: {
          tags: ['early-access'],
          summary: 'Join the early-access list (a listed address answers the same)',
          body: EarlyAccessInputSchema,
          response: { 201: OkSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        // The schema has trimmed and lower-cased the address.
        const { email, language } = request.body;
        await service.join(email, language ?? null, request.ip);
        return reply.status(201).send({ ok: true });
      },
    );

    app.get(
      '/admin/early-access',
      {
        onRequest: app.requireSession,
        schema: {
          tags: ['admin'],
          summary: 'The early-access list, newest first (administrators only)',
          response: {
            200: GetAdminEarlyAccessAnswerSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => service.list(sessionOf(request).user),
    );

    app.delete(
      '/admin/early-access/:entryId',
      {
        onRequest: app.requireSession,
        schema: {
          tags: ['admin'],
          summary: 'Remove an address from the early-access list (administrators only)',
          params: z.object({ entryId: z.string().min(1).max(100) }),
          response: { 200: OkSchema, 404: ErrorResponseSchema, ...commonErrors },
        },
      },
      async (request) => {
        await service.remove(sessionOf(request).user, request.params.entryId);
        return { ok: true as const };
      },
    );
  };
