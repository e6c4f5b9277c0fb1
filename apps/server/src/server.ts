import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { shutdownGracefully } from './platform/shutdown.js';

// Each page of the task list leaves a 100 KB buffer outside the JavaScript heap. V8 counts such
// memory towards its next full collection but not towards the allocation rate it sizes the heap
// by, and fell into a full collection every ~100 ms once the heap had been through a busy
// spell: p99 at 500 requests/s went from ~7 to ~30 ms. A fixed growth factor of 2 (the heap may
// double its live size before the next full collection) keeps them seconds apart (decision 006).
setFlagsFromString('--heap-growing-percent=100');

const config = loadConfig();
const { app, db, lifecycle } = await buildApp({ config });

let closing = false;
/**
 * SIGTERM (decision 015): drain (health 503 `draining`, live streams told to reconnect, the job
 * worker stops claiming), keep serving for SHUTDOWN_GRACE_MS, then stop accepting and wait for
 * in-flight requests and jobs; exit 0 once closed, 1 when SHUTDOWN_TIMEOUT_MS ran out first.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const { graceMs, timeoutMs } = config.shutdown;
  app.log.info({ signal, graceMs, timeoutMs }, 'shutting down: draining');
  try {
    const outcome = await shutdownGracefully(app, lifecycle, { graceMs, timeoutMs });
    if (outcome === 'timed out') {
      app.log.error(`shutdown took longer than ${timeoutMs} ms; exiting`);
      process.exit(1);
    }
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
const LISTEN_BACKLOG = 4096;
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Connections waiting to be accepted. Node's 511 overflowed when every family's live stream
// connected at once (a restart, or `npm run load` starting 480 families): the kernel then drops
// the connection attempt and the browser tries again after 1, 3, 7 s. The kernel caps it at
// net.core.somaxconn (4096 on current kernels).
await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
app.log.info(`Usra is serving on ${config.baseUrl} (${db.engine}, data in ${config.dataDir})`);
