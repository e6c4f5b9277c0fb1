import { APIError } from 'better-auth/api';
import type {
  PasswordResetInput,
  SignUpInput,
  Session,
  SessionUser,
} from '@usra/domain/auth/auth-schema';
import { familyNameFor } from '@usra/domain/family/family-naming';
import type { Config } from '../../config.js';
import { toIso } from '../../db/dialect.js';
import type { AuditLog } from '../../platform/audit.js';
import { SESSION_UPDATE_AGE_SECONDS, type Auth } from '../../platform/auth.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import {
  addressBucket,
  rateLimitedError,
  type RateDecision,
  type RateLimiter,
} from '../../platform/rate-limit.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { AuthResult, AuthResults } from './auth-result.js';
import type { AuthRepository } from './auth.repository.js';
import type { Registration } from './registration.js';
import type { BrowserKey } from './browser-key.js';
import type { EmailConfirmations } from './email-confirmation.js';
import { readSessionCookie } from '../../platform/session-cookie.js';
import type { SessionCache } from '../../platform/session-cache.js';
import { signUpError } from './sign-up-error.js';

type Clock = () => Date;
type SessionRow = NonNullable<Awaited<ReturnType<AuthRepository['findSessionByToken']>>>;

/** Sessions, sign-up, sign-out and password reset (sign-in is in sign-in.service.ts). */
export class AuthService {
  constructor(
    private readonly auth: Auth,
    private readonly repo: AuthRepository,
    private readonly registration: Registration,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditLog,
    private readonly config: Config,
    private readonly results: AuthResults,
    private readonly confirmations: EmailConfirmations,
    private readonly clock: Clock = () => new Date(),
    private readonly cache: SessionCache | null = null,
  ) {}

  /**
   * The session row of a token: from this instance's cache on PostgreSQL (decision 023), else
   * one query. Only a row with a profile is kept; the checks below run on every request.
   */
  private async sessionRow(token: string): Promise<SessionRow | null> {
    const cache = this.cache;
    if (!cache?.enabled) return this.repo.findSessionByToken(token);
    const cached = cache.get<SessionRow>(token);
    if (cached) return cached;
    const generation = cache.begin();
    const found = await this.repo.findSessionByToken(token);
    if (found?.user) {
      cache.set(token, { userId: found.userId, familyId: found.user.familyId }, found, generation);
    }
    return found;
  }

  /**
   * The signed-in user of a request, or null; throws SESSION_EXPIRED for a dead session cookie.
   * The common case is one query; better-auth handles the rest (sliding refresh, first use).
   */
  async currentSession(
    ctx: RequestContext,
    { required }: { required: boolean },
  ): Promise<{ session: Session | null; cookies: string[] }> {
    const cookie = readSessionCookie(ctx.cookie, this.config.authSecret);
    if (cookie.kind === 'none') {
      if (required) throw new AppError(401, 'UNAUTHENTICATED', errorMessages.UNAUTHENTICATED);
      return { session: null, cookies: [] };
    }
    const expired = () => new AppError(401, 'SESSION_EXPIRED', errorMessages.SESSION_EXPIRED);
    if (cookie.kind === 'invalid') throw expired();
    const found = await this.sessionRow(cookie.token);
    const now = this.clock().getTime();
    if (!found || found.expiresAtMs <= now) throw expired();
    // Absolute lifetime: sliding renewals never keep a session past SESSION_MAX_AGE_DAYS.
    if (found.createdAtMs + this.config.sessionMaxAgeSeconds * 1000 <= now) {
      await this.repo.deleteSessionByToken(cookie.token);
      throw expired();
    }
    const refreshDue =
      found.expiresAtMs -
        this.config.sessionTtlSeconds * 1000 +
        SESSION_UPDATE_AGE_SECONDS * 1000 <=
      now;
    if (found.user && !refreshDue)
      return { session: { user: found.user, expiresAt: found.expiresAt }, cookies: [] };

    const { headers, response } = await this.auth.api.getSession({
      headers: ctx.headers,
      returnHeaders: true,
    });
    if (!response) throw expired();
    const user = await this.sessionUser(response.user.id, response.user.email, response.user.name);
    return {
      session: { user, expiresAt: toIso(response.session.expiresAt) },
      cookies: headers.getSetCookie(),
    };
  }

  /** Sign-ups count per client address and per browser; a browser refused a key is refused. */
  private async signUpAllowance(
    email: string,
    ctx: RequestContext,
    browser: BrowserKey,
    now: Date,
  ): Promise<RateDecision> {
    const limits = this.config.rateLimits;
    const perAddress = await this.limiter.consume(
      `signup-ip:${addressBucket(ctx.ip)}`,
      limits.signUpPerAddress,
      now.getTime(),
    );
    const perBrowser = !perAddress.allowed
      ? perAddress
      : browser.key === null
        ? browser.refused
        : await this.limiter.consume(`signup:${browser.key}`, limits.signUp, now.getTime());
    if (!perBrowser.allowed) {
      await this.audit.security(ctx, null, 'rate_limit_exceeded', { action: 'signup', email }, now);
      throw rateLimitedError(errorMessages.SIGNUP_RATE_LIMITED, perBrowser);
    }
    return perBrowser;
  }

  async signUp(
    input: SignUpInput,
    ctx: RequestContext,
    browser: BrowserKey,
  ): Promise<AuthResult | { confirmationRequired: true; email: string }> {
    const now = this.clock();
    const email = input.email;
    const allowance = await this.signUpAllowance(email, ctx, browser, now);
    const emailTaken = () =>
      new AppError(409, 'EMAIL_TAKEN', errorMessages.EMAIL_TAKEN, {
        attemptsRemaining: allowance.remaining,
      });
    if (!(await this.registration.allowed(input.invitationToken, now))) {
      throw new AppError(403, 'REGISTRATION_CLOSED', errorMessages.REGISTRATION_CLOSED);
    }
    if (await this.repo.findUserIdByEmail(email)) throw emailTaken();

    let result: { headers: Headers; userId: string };
    try {
      const { headers, response } = await this.auth.api.signUpEmail({
        body: { email, password: input.password, name: input.fullName },
        headers: ctx.headers,
        returnHeaders: true,
      });
      result = { headers, userId: response.user.id };
    } catch (error) {
      // A concurrent sign-up with the same e-mail won: the unique index refused this one.
      if (await this.repo.findUserIdByEmail(email)) throw emailTaken();
      throw signUpError(error);
    }
    try {
      await this.repo.createAccount(
        {
          userId: result.userId,
          email,
          fullName: input.fullName,
          familyName: familyNameFor(input.fullName),
        },
        now,
      );
    } catch (error) {
      // No half-made account: without its family the user could never use the app.
      await this.repo.deleteUser(result.userId);
      throw error;
    }
    await this.audit.security(ctx, result.userId, 'signup', { email }, now);
    await this.audit.security(ctx, result.userId, 'successful_auth', { method: 'signup' }, now);
    await this.audit.activity(result.userId, 'sign_up', {}, now);
    if (
      await this.confirmations.afterSignUp({ id: result.userId, email }, ctx, input.invitationToken)
    ) {
      return { confirmationRequired: true, email };
    }
    await this.repo.recordSignIn(result.userId, now);
    return this.results.of(result.userId, result.headers);
  }

  async signOut(ctx: RequestContext): Promise<string[]> {
    const found = await this.auth.api.getSession({ headers: ctx.headers });
    const { headers } = await this.auth.api.signOut({ headers: ctx.headers, returnHeaders: true });
    if (found) {
      await this.audit.activity(found.user.id, 'sign_out', {}, this.clock());
    }
    return headers.getSetCookie();
  }

  async requestPasswordReset(email: string, ctx: RequestContext): Promise<void> {
    const now = this.clock();
    const decision = await this.limiter.consume(
      `reset:${email}`,
      this.config.rateLimits.passwordReset,
      now.getTime(),
    );
    const userId = await this.repo.findUserIdByEmail(email);
    if (!decision.allowed) {
      await this.audit.security(
        ctx,
        userId,
        'rate_limit_exceeded',
        { action: 'password_reset', email },
        now,
      );
      throw rateLimitedError(errorMessages.RESET_RATE_LIMITED, decision);
    }
    if (userId) {
      await this.audit.security(ctx, userId, 'password_reset_requested', { email }, now);
    }
    await this.auth.api.requestPasswordReset({ body: { email }, headers: ctx.headers });
  }

  async resetPassword(input: PasswordResetInput): Promise<void> {
    try {
      await this.auth.api.resetPassword({
        body: { token: input.token, newPassword: input.password },
      });
    } catch (error) {
      if (error instanceof APIError && error.statusCode === 400) {
        throw new AppError(400, 'INVALID_TOKEN', errorMessages.INVALID_TOKEN);
      }
      throw error;
    }
  }
  /** The user of an app password: the account as a session shows it, or null if gone. */
  async sessionUserOf(userId: string): Promise<SessionUser | null> {
    return this.repo.findSessionUser(userId);
  }

  /** A profile (with its family) is created on first use if missing. */
  private async sessionUser(userId: string, email: string, name: string): Promise<SessionUser> {
    const found = await this.repo.findSessionUser(userId);
    if (found) return found;
    await this.repo.createAccount(
      { userId, email, fullName: name, familyName: familyNameFor(name || email) },
      this.clock(),
    );
    const created = await this.repo.findSessionUser(userId);
    if (!created) throw new AppError(500, 'INTERNAL', errorMessages.INTERNAL);
    return created;
  }
}
