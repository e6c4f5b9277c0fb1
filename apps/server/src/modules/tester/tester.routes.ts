import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DatabaseCheckSchema } from '@usra/domain/tester/tester-schema';
import { commonErrors } from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { TesterService } from './tester.service.js';

export const testerRoutes = (service: TesterService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['tester'];
    app.addHook('onRequest', app.requireSession);

    app.get(
      '/tester/database',
      {
        schema: {
          tags,
          summary: "Self-test: reads the family's members, tasks, events and vehicles (read-only)",
          response: { 200: DatabaseCheckSchema, ...commonErrors },
        },
      },
      async (request) => service.database(actorOf(request)),
    );
  };
