import type { AppModule, Platform } from '../../platform/module.js';
import type { AuthModule } from '../auth/auth.module.js';
import type { RemovalAccounts, RemovalFamilies, RemovalPreferences } from './account-ports.js';
import { AccountRepository } from './account.repository.js';
import { accountRoutes } from './account.routes.js';
import { AccountService } from './account.service.js';

export type { RemovalAccounts, RemovalFamilies, RemovalPreferences } from './account-ports.js';

/** Deleting one's account, with the family kept, handed on or deleted. */
export interface AccountModule extends AppModule {
  /** Deleting a user from the admin portal (decision 004's effects). */
  removal: Pick<AccountService, 'removalInfo' | 'removeByAdmin'>;
}

/**
 * `deps`: the owners of the tables a deletion reads and changes, each through its own
 * repository (auth's `accountRemoval`, family's `accounts`, settings' `preferences`).
 */
export function accountModule(
  platform: Platform,
  deps: {
    auth: Pick<AuthModule, 'auth' | 'passwordReentry'>;
    accounts: RemovalAccounts;
    families: RemovalFamilies;
    preferences: RemovalPreferences;
  },
): AccountModule {
  const { db, audit, storage, log, clock } = platform;
  const repo = new AccountRepository(
    db,
    { accounts: deps.accounts, families: deps.families, preferences: deps.preferences },
    audit,
  );
  const service = new AccountService(
    repo,
    deps.auth.auth,
    deps.auth.passwordReentry,
    audit,
    storage,
    log,
    clock,
  );
  return { name: 'account', prefix: '/api', routes: accountRoutes(service), removal: service };
}
