import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { pingDatabase, type Engine } from '../db/dialect.js';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({ engine: z.enum(['sqlite', 'postgres']), status: z.enum(['ok', 'error']) }),
  uptimeSeconds: z.number(),
});

export const healthRoutes = <T>(db: Kysely<T>, engine: Engine): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get(
      '/health',
      {
        schema: {
          tags: ['platform'],
          summary: 'Liveness and database check',
          response: { 200: HealthSchema, 503: HealthSchema },
        },
      },
      async (_request, reply) => {
        let database: 'ok' | 'error' = 'ok';
        try {
          await pingDatabase(db);
        } catch {
          database = 'error';
        }
        const status = database === 'ok' ? 'ok' : 'error';
        return reply.status(status === 'ok' ? 200 : 503).send({
          status,
          database: { engine, status: database },
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
  };
