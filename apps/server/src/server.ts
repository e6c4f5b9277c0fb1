import { buildApp } from './app.js';
import { loadConfig } from './config.js';

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
