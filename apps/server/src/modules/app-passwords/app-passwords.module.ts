import type { AppModule, Platform } from '../../platform/module.js';
import type { BearerSource } from '../../platform/session-guard.js';
import type { AuthModule } from '../auth/auth.module.js';
import { AppPasswordsRepository } from './app-passwords.repository.js';
import { appPasswordsRoutes } from './app-passwords.routes.js';
import { AppPasswordsService } from './app-passwords.service.js';

export interface AppPasswordsModule extends AppModule {
  /** The session guard's bearer path: the person behind `Authorization: Bearer usra_pat_…`. */
  bearer: BearerSource;
  /** CalDAV's Basic path: the account's e-mail and one of its app passwords. */
  basic: Pick<AppPasswordsService, 'authenticateAs'>;
}

/** App passwords (issue 31): a person's tokens for scripts and companions. */
export function appPasswordsModule(
  platform: Platform,
  deps: { auth: Pick<AuthModule, 'sessions'> },
): AppPasswordsModule {
  const { db, config, audit, limiter, clock } = platform;
  const service = new AppPasswordsService(
    new AppPasswordsRepository(db),
    { sessionUser: (userId) => deps.auth.sessions.sessionUserOf(userId) },
    limiter,
    config.rateLimits.signInPerAddress,
    audit,
    clock,
  );
  return {
    name: 'app-passwords',
    prefix: '/api',
    routes: appPasswordsRoutes(service),
    bearer: service,
    basic: service,
  };
}
