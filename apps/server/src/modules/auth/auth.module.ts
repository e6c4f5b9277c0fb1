import { createAuth, usesSecureCookies, type Auth } from '../../platform/auth.js';
import type { AppModule, Platform } from '../../platform/module.js';
import { AccountRemovalRepository } from './account-removal.repository.js';
import { AccountSettingsRepository } from './account-settings.repository.js';
import { AdminAccountsRepository } from './admin-accounts.repository.js';
import { AuthResults } from './auth-result.js';
import { AuthRepository } from './auth.repository.js';
import type { AccountFamilies, SignUpPorts } from './auth-ports.js';
import { Registration } from './registration.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { BrowserKeys } from './browser-key.js';
import { EmailConfirmations } from './email-confirmation.js';
import { EmailConfirmationRepository } from './email-confirmation.repository.js';
import { MembershipsRepository } from './memberships.repository.js';
import { PasswordReentry } from './password-reentry.js';
import { ResetLinks } from './reset-links.js';
import { SignInService } from './sign-in.service.js';
import { SingleSignOn } from './single-sign-on.js';
import { TotpReplayGuard } from './totp-replay.js';

export type { PasswordReentry } from './password-reentry.js';
export type { AccountFamilies, SignUpPorts } from './auth-ports.js';
export type { AccountRemovalRepository } from './account-removal.repository.js';
export type { TotpReplayGuard } from './totp-replay.js';
export type { ResetLinks, ResetLinkMaker } from './reset-links.js';
export type { AccountSettingsRepository } from './account-settings.repository.js';
export type { AdminAccountsRepository } from './admin-accounts.repository.js';
export type { MembershipsRepository } from './memberships.repository.js';

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
  /** Whose accounts are in which family (push subscriptions), a person's home (errands). */
  accounts: AccountReads;
  /** Which family an account is in, moved when it accepts an invitation (family's invitations). */
  memberships: MembershipsRepository;
  /** Every account and its role, for the admin portal (promote, demote, the user list). */
  adminAccounts: AdminAccountsRepository;
  /** The profile, live sessions and two-factor state, read and changed by the settings screens. */
  accountSettings: AccountSettingsRepository;
  /** The accounts' rows that deleting an account reads and deletes (the account module's). */
  accountRemoval: AccountRemovalRepository;
}

/** What other areas read of the accounts (the profiles table is this module's). */
export interface AccountReads {
  /** The family's accounts (user ids). */
  ofFamily(familyId: string): Promise<string[]>;
  /** The families of these accounts, each once. */
  familiesOf(userIds: readonly string[]): Promise<string[]>;
  /** The person's home address, or null ("Plan my errands" starts there). */
  home: AuthRepository['home'];
}

/** What the accounts read and change of other areas (ports in `auth-ports.ts`). */
export interface AuthDeps {
  /** The registration mode and the invitations sign-up reads (admin's and family's). */
  signUp: SignUpPorts;
  /** The family's name in the session lookup and the family founded at sign-up (family's). */
  families: AccountFamilies;
}

/** Accounts: sign-up, sign-in with two-factor, sessions, password reset. */
export function authModule(platform: Platform, deps: AuthDeps): AuthModule {
  const { db, engine, config, mailer, log, audit, limiter, clock, sessionCache } = platform;
  const auth = createAuth(config, db, engine, mailer, log, {
    onPasswordReset: (userId) =>
      audit.security(null, userId, 'password_changed', { method: 'reset_link' }),
  });
  const repo = new AuthRepository(db, deps.families);
  const totpReplay = new TotpReplayGuard(auth, repo);
  const results = new AuthResults(repo, config.sessionTtlSeconds, clock);
  const confirmations = new EmailConfirmations(
    config.requireEmailVerification && mailer.configured,
    new EmailConfirmationRepository(db),
    deps.signUp,
    repo,
    mailer,
    config.baseUrl,
    audit,
    limiter,
    config.rateLimits.passwordReset,
    log,
    clock,
  );
  const registration = new Registration(deps.signUp, repo);
  const sessions = new AuthService(
    auth,
    repo,
    registration,
    limiter,
    audit,
    config,
    results,
    confirmations,
    clock,
    sessionCache,
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
      sso: new SingleSignOn(auth, repo, registration, audit, config, clock),
    }),
    sessions,
    auth,
    passwordReentry: new PasswordReentry(limiter, config.rateLimits.signIn, audit, clock),
    totpReplay,
    resetLinks: new ResetLinks(auth, config.baseUrl, audit, clock),
    accounts: accountReads(repo),
    accountSettings: new AccountSettingsRepository(db),
    adminAccounts: new AdminAccountsRepository(db),
    memberships: new MembershipsRepository(db),
    accountRemoval: new AccountRemovalRepository(db),
  };
}

function accountReads(repo: AuthRepository): AccountReads {
  return {
    ofFamily: (familyId) => repo.familyAccounts(familyId),
    familiesOf: (userIds) => repo.familiesOf(userIds),
    home: (familyId, userId) => repo.home(familyId, userId),
  };
}
