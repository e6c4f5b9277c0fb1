import { createAuth, usesSecureCookies, type Auth } from '../../platform/auth.js';
import type { AppModule, Platform } from '../../platform/module.js';
import { AuthResults } from './auth-result.js';
import { AuthRepository } from './auth.repository.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { BrowserKeys } from './browser-key.js';
import { EmailConfirmations } from './email-confirmation.js';
import { EmailConfirmationRepository } from './email-confirmation.repository.js';
import { PasswordReentry } from './password-reentry.js';
import { ResetLinks } from './reset-links.js';
import { SignInService } from './sign-in.service.js';
import { SingleSignOn } from './single-sign-on.js';
import { TotpReplayGuard } from './totp-replay.js';

export type { PasswordReentry } from './password-reentry.js';
export type { TotpReplayGuard } from './totp-replay.js';
export type { ResetLinks, ResetLinkMaker } from './reset-links.js';

export interface AuthModule extends AppModule {
  /** The signed-in user of a request: the session guard and the live stream read it. */
  sessions: AuthService;
  /** better-auth, for the areas that change a password or two-factor (settings, account). */
  auth: Auth;
  /** Password re-entry before a sensitive change, limited like sign-in. */
  passwordReentry: PasswordReentry;
  /** An authenticator code is accepted once. */
  totpReplay: TotpReplayGuard;
  /** Reset links made by hand (admin portal, command line) when no e-mail can carry them. */
  resetLinks: ResetLinks;
}

/** Accounts: sign-up, sign-in with two-factor, sessions, password reset. */
export function authModule(platform: Platform): AuthModule {
  const { db, engine, config, mailer, log, audit, limiter, clock } = platform;
  const auth = createAuth(config, db, engine, mailer, log, {
    onPasswordReset: (userId) =>
      audit.security(null, userId, 'password_changed', { method: 'reset_link' }),
  });
  const repo = new AuthRepository(db);
  const totpReplay = new TotpReplayGuard(auth, repo);
  const results = new AuthResults(repo, config.sessionTtlSeconds, clock);
  const confirmations = new EmailConfirmations(
    config.requireEmailVerification && mailer.configured,
    new EmailConfirmationRepository(db),
    repo,
    mailer,
    config.baseUrl,
    audit,
    limiter,
    config.rateLimits.passwordReset,
    log,
    clock,
  );
  const sessions = new AuthService(
    auth,
    repo,
    limiter,
    audit,
    config,
    results,
    confirmations,
    clock,
  );
  const signIn = new SignInService(
    auth,
    repo,
    limiter,
    audit,
    config.rateLimits,
    config.authSecret,
    totpReplay,
    results,
    confirmations,
    clock,
  );
  const browserKeys = new BrowserKeys(
    limiter,
    config.rateLimits.browserKeysPerAddress,
    config.authSecret,
    usesSecureCookies(config.baseUrl),
    clock,
  );
  return {
    name: 'auth',
    prefix: '/api/auth',
    routes: authRoutes({
      sessions,
      signIn,
      browserKeys,
      confirmations,
      mailConfigured: mailer.configured,
      sso: new SingleSignOn(auth, repo, audit, config, clock),
    }),
    sessions,
    auth,
    passwordReentry: new PasswordReentry(limiter, config.rateLimits.signIn, audit, clock),
    totpReplay,
    resetLinks: new ResetLinks(auth, config.baseUrl, audit, clock),
  };
}
