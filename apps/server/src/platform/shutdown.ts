import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance is serving or draining (decision 015). SIGTERM drains it: `/api/health`
 * answers 503 `draining` so that a proxy sends new requests elsewhere, live-update streams are
 * told to reconnect (to another instance) and ended, the job worker stops claiming, and answers
 * carry `Connection: close` so that a proxy's kept-alive connections to it go away.
 */
export class Lifecycle {
  #draining = false;
  readonly #listeners = new Set<() => void>();

  get draining(): boolean {
    return this.#draining;
  }

  /** Calls `listener` once when draining begins (at once if it has); returns the remover. */
  onDrain(listener: () => void): () => void {
    if (this.#draining) {
      listener();
      return () => undefined;
    }
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Begins draining; later calls change nothing. */
  drain(): void {
    if (this.#draining) return;
    this.#draining = true;
    for (const listener of [...this.#listeners]) listener();
    this.#listeners.clear();
  }
}

/**
 * While draining, every answer closes its connection, those of requests that began before too:
 * a proxy's kept-alive connections to this instance end one by one as it uses them, and its
 * next requests go over new connections, which are refused once the instance stops listening
 * (a refused connection is retried elsewhere, POST included). Idle connections are not cut at
 * once: the proxy may be writing a request on one at that moment, and a POST lost that way is
 * not retried. `app.close()` closes those still idle after the grace.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
}

export interface ShutdownOptions {
  /** Keep serving (health says draining) this long first, so a proxy's health check notices. */
  graceMs: number;
  /** From the signal on: after this long the caller stops waiting (in-flight work is cut). */
  timeoutMs: number;
}

export type ShutdownOutcome = 'closed' | 'timed out';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drains and closes the app: draining at once, the grace period while still serving, then
 * `app.close()` (stops accepting connections, answers 503 to requests that arrive on open ones,
 * waits for in-flight requests and the running jobs, closes the database). 'timed out' when it
 * has not finished within `timeoutMs` of the call; the caller exits either way.
 */
export async function shutdownGracefully(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  { graceMs, timeoutMs }: ShutdownOptions,
): Promise<ShutdownOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  const close = (async (): Promise<ShutdownOutcome> => {
    lifecycle.drain();
    if (graceMs > 0) await sleep(Math.min(graceMs, timeoutMs));
    await app.close();
    return 'closed';
  })();
  try {
    return await Promise.race([close, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
