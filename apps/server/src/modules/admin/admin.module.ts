import type { AppModule, Platform } from '../../platform/module.js';
import type { AccountModule } from '../account/account.module.js';
import type { AuthModule } from '../auth/auth.module.js';
import type { AdminReads } from './admin-ports.js';
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

export interface AdminModule extends AppModule {
  /** The registration mode, which sign-up reads (auth's `SignUpPorts`). */
  registration: { inviteOnly(): Promise<boolean> };
}

/** The admin portal: statistics, users and roles, registration mode, the platform's health. */
export function adminModule(
  platform: Platform,
  deps: {
    auth: Pick<AuthModule, 'resetLinks'> & { adminAccounts: AdminReads['accounts'] };
    account: Pick<AccountModule, 'removal'>;
    families: AdminReads['families'];
  },
): AdminModule {
  const { db, storage, mailer, geocoder, audit, clock } = platform;
  const health = new PlatformHealth()
    .register('database', databaseProbe(db))
    .register('file_storage', storageProbe(storage))
    .register('email', mailProbe(mailer))
    .register('geocoding', geocodingProbe(geocoder));
  const repo = new AdminRepository(db);
  const reads: AdminReads = {
    accounts: deps.auth.adminAccounts,
    families: deps.families,
    activity: {
      recent: (limit) => audit.recentActivity(limit),
      typesSince: (since) => audit.activityTypesSince(since),
      usersSince: (since) => audit.activeUsersSince(since),
    },
  };
  const service = new AdminService(repo, reads, audit, health, deps.auth.resetLinks, clock);
  return {
    name: 'admin',
    prefix: '/api',
    routes: adminRoutes(service, deps.account.removal),
    registration: { inviteOnly: async () => (await repo.registrationMode()) === 'invite_only' },
  };
}
