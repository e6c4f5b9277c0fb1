import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { pingDatabase, type Engine } from '../db/dialect.js';
import type { Lifecycle } from './shutdown.js';
import type { Storage } from './storage/storage.js';

const Status = z.enum(['ok', 'error']);
const HealthSchema = z.object({
  /** `draining`: the instance is shutting down (SIGTERM) and finishing what it holds. */
  status: z.enum(['ok', 'error', 'draining']),
  database: z.object({ engine: z.enum(['sqlite', 'postgres']), status: Status }),
  storage: z.object({ driver: z.enum(['disk', 's3']), status: Status }),
  uptimeSeconds: z.number(),
});

/**
 * A storage check writes and removes a probe file (three requests on S3): a load balancer
 * asking every few seconds gets the last answer for this long.
 */
export const STORAGE_CHECK_CACHE_MS = 10_000;

async function passes(check: () => Promise<void>): Promise<'ok' | 'error'> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'error';
  }
}

export const healthRoutes = <T>(
  db: Kysely<T>,
  engine: Engine,
  storage: Storage,
  lifecycle: Lifecycle,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    let storageCheck: { at: number; result: Promise<'ok' | 'error'> } | undefined;
    const storageStatus = () => {
      const now = Date.now();
      if (!storageCheck || now - storageCheck.at > STORAGE_CHECK_CACHE_MS) {
        storageCheck = { at: now, result: passes(() => storage.check()) };
      }
      return storageCheck.result;
    };

    app.get(
      '/health',
      {
        schema: {
          tags: ['platform'],
          summary: 'Liveness, database and file storage check',
          description:
            '200 `ok` when the database and file storage answer; 503 `error` when one does not, ' +
            'and 503 `draining` once the instance is shutting down: a proxy sends new requests ' +
            'to the other instances.',
          response: { 200: HealthSchema, 503: HealthSchema },
        },
      },
      async (_request, reply) => {
        const [database, files] = await Promise.all([
          passes(() => pingDatabase(db)),
          storageStatus(),
        ]);
        const status = lifecycle.draining
          ? 'draining'
          : database === 'ok' && files === 'ok'
            ? 'ok'
            : 'error';
        return reply.status(status === 'ok' ? 200 : 503).send({
          status,
          database: { engine, status: database },
          storage: { driver: storage.driver, status: files },
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
  };
