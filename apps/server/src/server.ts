import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

// Each page of the task list leaves a 100 KB buffer outside the JavaScript heap. V8 counts such
// memory towards its next full collection but not towards the allocation rate it sizes the heap
// by, and fell into a full collection every ~100 ms once the heap had been through a busy
// spell: p99 at 500 requests/s went from ~7 to ~30 ms. A fixed growth factor of 2 (the heap may
// double its live size before the next full collection) keeps them seconds apart (decision 006).
setFlagsFromString('--heap-growing-percent=100');

const config = loadConfig();
const { app, db } = await buildApp({ config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close(); // stops accepting, waits for in-flight requests, then closes the database
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Usra is serving on ${config.baseUrl} (${db.engine}, data in ${config.dataDir})`);
