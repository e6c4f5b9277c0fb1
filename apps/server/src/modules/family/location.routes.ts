import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShareLocationInputSchema } from '@usra/domain/family/location-schema';
import { commonErrors, OkSchema } from '../../platform/http-schemas.js';
import { sessionOf } from '../../platform/session-guard.js';
import type { LocationService } from './location.service.js';
import { PutFamilyLocationAnswerSchema } from '@usra/domain/family/location-answers';

export const locationRoutes = (service: LocationService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['locations'];
    app.addHook('onRequest', app.requireSession);

    app.put(
      '/family/location',
      {
        schema: {
          tags,
          summary:
            "Share the signed-in member's position: last location (place name), last seen, status active",
          querystring: z.object({ language: z.enum(['ar', 'en']).default('en') }),
          body: ShareLocationInputSchema,
          response: { 200: PutFamilyLocationAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({
        member: await service.share(sessionOf(request).user, request.body, request.query.language),
      }),
    );

    app.delete(
      '/family/location',
      {
        schema: {
          tags,
          summary: 'Stop sharing: the member shows offline',
          response: { 200: OkSchema, ...commonErrors },
        },
      },
      async (request) => {
        await service.stop(sessionOf(request).user);
        return { ok: true as const };
      },
    );
  };
