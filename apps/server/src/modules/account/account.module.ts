import type { AppModule, Platform } from '../../platform/module.js';
import { familyTables } from '../../db/family-tables.js';
import type { AuthModule } from '../auth/auth.module.js';
import { AccountRepository } from './account.repository.js';
import { accountRoutes } from './account.routes.js';
import { AccountService } from './account.service.js';

/** Deleting one's account, with the family kept, handed on or deleted. */
export interface AccountModule extends AppModule {
  /** Deleting a user from the admin portal (decision 004's effects). */
  removal: Pick<AccountService, 'removalInfo' | 'removeByAdmin'>;
}

export function accountModule(
  platform: Platform,
  deps: { auth: Pick<AuthModule, 'auth' | 'passwordReentry'> },
): AccountModule {
  const { db, audit, storage, log, clock } = platform;
  const service = new AccountService(
    new AccountRepository(db, familyTables),
    deps.auth.auth,
    deps.auth.passwordReentry,
    audit,
    storage,
    log,
    clock,
  );
  return { name: 'account', prefix: '/api', routes: accountRoutes(service), removal: service };
}
