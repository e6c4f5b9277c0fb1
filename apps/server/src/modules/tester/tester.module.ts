import type { AppModule, Platform } from '../../platform/module.js';
import { TesterRepository } from './tester.repository.js';
import { testerRoutes } from './tester.routes.js';
import { TesterService } from './tester.service.js';

/** The self-test page's server check (/app/tester): the database, read-only, for the family. */
export function testerModule(platform: Platform): AppModule {
  const service = new TesterService(new TesterRepository(platform.db), platform.engine);
  return { name: 'tester', prefix: '/api', routes: testerRoutes(service) };
}
