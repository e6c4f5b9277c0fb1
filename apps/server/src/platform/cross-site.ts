import type { FastifyInstance } from 'fastify';
import { AppError, errorMessages } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions need a guard against requests forged by other sites. Browsers send
 * Sec-Fetch-Site and Origin; a state-changing request from another origin is refused.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site')
      throw new AppError(403, 'CROSS_SITE_REQUEST', errorMessages.CROSS_SITE_REQUEST);
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError(403, 'CROSS_SITE_REQUEST', errorMessages.CROSS_SITE_REQUEST);
      }
      const host = request.headers['x-forwarded-host'] ?? request.headers.host;
      if (host && originHost !== host)
        throw new AppError(403, 'CROSS_SITE_REQUEST', errorMessages.CROSS_SITE_REQUEST);
    }
  });
}
