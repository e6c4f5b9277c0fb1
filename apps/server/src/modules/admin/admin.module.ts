import type { AppModule, Platform } from '../../platform/module.js';
import type { AccountModule } from '../account/account.module.js';
import type { AuthModule } from '../auth/auth.module.js';
import { AdminRepository } from './admin.repository.js';
import { adminRoutes } from './admin.routes.js';
import { AdminService } from './admin.service.js';
import {
  databaseProbe,
  storageProbe,
  geocodingProbe,
  mailProbe,
  PlatformHealth,
} from './platform-health.js';

/** The admin portal: statistics, users and roles, registration mode, the platform's health. */
export function adminModule(
  platform: Platform,
  deps: { auth: Pick<AuthModule, 'resetLinks'>; account: Pick<AccountModule, 'removal'> },
): AppModule {
  const { db, storage, mailer, geocoder, audit, clock } = platform;
  const health = new PlatformHealth()
    .register('database', databaseProbe(db))
    .register('file_storage', storageProbe(storage))
    .register('email', mailProbe(mailer))
    .register('geocoding', geocodingProbe(geocoder));
  const service = new AdminService(
    new AdminRepository(db),
    audit,
    health,
    deps.auth.resetLinks,
    clock,
  );
  return {
    name: 'admin',
    prefix: '/api',
    routes: adminRoutes(service, deps.account.removal),
  };
}
