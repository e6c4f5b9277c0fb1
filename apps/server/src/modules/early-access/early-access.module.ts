import type { AppModule, Platform } from '../../platform/module.js';
import { EarlyAccessRepository } from './early-access.repository.js';
import { earlyAccessRoutes } from './early-access.routes.js';
import { EarlyAccessService } from './early-access.service.js';

/** The landing page's early-access list, read in the admin portal. */
export function earlyAccessModule(platform: Platform): AppModule {
  const { db, limiter, config, audit, clock } = platform;
  const service = new EarlyAccessService(
    new EarlyAccessRepository(db),
    limiter,
    config.rateLimits.earlyAccessPerAddress,
    audit,
    clock,
  );
  return { name: 'early-access', prefix: '/api', routes: earlyAccessRoutes(service) };
}
