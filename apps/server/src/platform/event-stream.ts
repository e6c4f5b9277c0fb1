import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Session } from '@usra/domain/auth/auth-schema';
import { sessionOf } from '../modules/auth/session-guard.js';
import type { ChangeEvent, EventBus } from './events.js';
import { commonErrors } from './http-schemas.js';

/** Spec core section 9: realtime heartbeat 25 s. Proxies close streams that stay silent. */
export const HEARTBEAT_MS = 25_000;
/** The EventSource waits this long before reconnecting after a dropped stream. */
export const RETRY_MS = 2_000;

export interface EventStreamOptions {
  bus: EventBus;
  /**
   * Checks on every heartbeat that the session still holds: a signed-out or expired session,
   * or a user who moved to another family, ends the stream (the client reconnects afresh).
   */
  recheckSession: (request: FastifyRequest) => Promise<Session | null>;
  heartbeatMs?: number;
}

function frame(event: ChangeEvent): string {
  const body: { topic: string; data?: Record<string, unknown> } = { topic: event.topic };
  if (event.data) body.data = event.data;
  return `data: ${JSON.stringify(body)}\n\n`;
}

/**
 * GET /api/events: one Server-Sent Events stream per signed-in tab, carrying its family's
 * change events (and the events addressed to this user alone).
 */
export const eventStreamRoutes = (options: EventStreamOptions): FastifyPluginAsyncZod =>
  async function routes(app: FastifyInstance) {
    const open = new Set<() => void>();
    // Open streams would keep the server from closing; end them first.
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });

    app.get(
      '/events',
      {
        preHandler: app.requireSession,
        schema: {
          tags: ['live updates'],
          summary: "Server-Sent Events: the family's change events ({ topic, data? })",
          response: { ...commonErrors },
        },
      },
      (request, reply) => {
        const { user } = sessionOf(request);
        const raw = reply.raw;
        reply.hijack();
        const headers: Record<string, string | string[]> = {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // nginx and similar proxies buffer responses unless told not to.
          'x-accel-buffering': 'no',
        };
        const cookies = reply.getHeader('set-cookie');
        if (cookies) headers['set-cookie'] = cookies as string | string[];
        raw.writeHead(200, headers);
        raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);

        const unsubscribe = options.bus.subscribe(user.familyId, (event) => {
          if (event.familyId !== user.familyId) return;
          if (event.userId && event.userId !== user.id) return;
          raw.write(frame(event));
        });
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(end);
          raw.end();
        };
        const heartbeat = setInterval(() => {
          options
            .recheckSession(request)
            .then((session) => {
              if (!session || session.user.familyId !== user.familyId) end();
              else if (!ended) raw.write(': heartbeat\n\n');
            })
            .catch(() => end());
        }, options.heartbeatMs ?? HEARTBEAT_MS);
        open.add(end);
        request.raw.on('close', end);
        raw.on('error', end);
      },
    );
  };
