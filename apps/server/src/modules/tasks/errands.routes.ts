import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrandPlanSchema,
  ErrandsQuerySchema,
  PlaceLookupQuerySchema,
  PlaceLookupResultSchema,
} from '@usra/domain/tasks/errand-plan';
import { commonErrors, ErrorResponseSchema } from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { ErrandsService } from './errands.service.js';

/** "Plan my errands" and the task form's place look-up. */
export const errandsRoutes = (service: ErrandsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['tasks'];
    app.addHook('onRequest', app.requireSession);

    app.get(
      '/tasks/errands',
      {
        schema: {
          tags,
          summary: "A day's errands in the order of the shortest round trip from home",
          querystring: ErrandsQuerySchema,
          response: { 200: ErrandPlanSchema, ...commonErrors },
        },
      },
      async (request) => service.plan(actorOf(request), request.query.date, request.query.timeZone),
    );

    app.get(
      '/tasks/place',
      {
        schema: {
          tags,
          summary: "A task location's coordinates: the family's saved addresses, then the geocoder",
          querystring: PlaceLookupQuerySchema,
          response: { 200: PlaceLookupResultSchema, 503: ErrorResponseSchema, ...commonErrors },
        },
      },
      async (request) => ({
        place: await service.lookup(actorOf(request), request.query.q, request.query.language),
      }),
    );
  };
