import { APIError } from 'better-auth/api';
import {
  TOTP_CODE_PATTERN,
  type PasswordResetInput,
  type SignInInput,
  type SignUpInput,
  type Session,
  type SessionUser,
} from '@usra/domain/auth/auth-schema';
import type { Config } from '../../config.js';
import { toIso } from '../../db/dialect.js';
import type { AuditLog, SecurityEventType } from '../../platform/audit.js';
import { SESSION_UPDATE_AGE_SECONDS, TWO_FACTOR_COOKIE, type Auth } from '../../platform/auth.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import {
  addressBucket,
  rateLimitedError,
  type RateDecision,
  type RateLimiter,
} from '../../platform/rate-limit.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { AuthRepository } from './auth.repository.js';
import type { BrowserKey } from './browser-key.js';
import type { TotpReplayGuard } from './totp-replay.js';
import { readSessionCookie, readSignedCookie } from './session-cookie.js';
import { signUpError } from './sign-up-error.js';

export interface AuthResult {
  session: Session;
  /** Set-Cookie headers from better-auth, passed on to the client. */
  cookies: string[];
}

/** The password was right, but the account asks for a code: no session exists yet. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  /** better-auth's signed challenge cookie (and the session cookie it expired). */
  cookies: string[];
}

type Clock = () => Date;

export function familyNameFor(fullName: string): string {
  return /\p{Script=Arabic}/u.test(fullName) ? `عائلة ${fullName}` : `${fullName}'s family`;
}

function challengeExpired(): AppError {
  return new AppError(401, 'TWO_FACTOR_EXPIRED', errorMessages.TWO_FACTOR_EXPIRED);
}

/** A wrong password or code, with the attempts left before the block (decision 002). */
function wrongAttempt(code: 'INVALID_CREDENTIALS' | 'INVALID_TWO_FACTOR_CODE', remaining: number) {
  return new AppError(401, code, `${errorMessages[code]} (${remaining} attempts remaining)`, {
    attemptsRemaining: remaining,
  });
}

export class AuthService {
  constructor(
    private readonly auth: Auth,
    private readonly repo: AuthRepository,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditLog,
    private readonly config: Config,
    private readonly totpReplay: TotpReplayGuard,
    private readonly clock: Clock = () => new Date(),
  ) {}

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
    const found = await this.repo.findSessionByToken(cookie.token);
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
    const audit = this.auditFor(ctx, now);
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
      await audit(null, 'rate_limit_exceeded', { action: 'signup', email });
      throw rateLimitedError(errorMessages.SIGNUP_RATE_LIMITED, perBrowser);
    }
    return perBrowser;
  }

  async signUp(input: SignUpInput, ctx: RequestContext, browser: BrowserKey): Promise<AuthResult> {
    const now = this.clock();
    const audit = this.auditFor(ctx, now);
    const email = input.email;
    const allowance = await this.signUpAllowance(email, ctx, browser, now);
    const emailTaken = () =>
      new AppError(409, 'EMAIL_TAKEN', errorMessages.EMAIL_TAKEN, {
        attemptsRemaining: allowance.remaining,
      });
    if (!(await this.repo.isRegistrationAllowed(input.invitationToken, now))) {
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
    await audit(result.userId, 'signup', { email });
    await audit(result.userId, 'successful_auth', { method: 'signup' });
    await this.audit.activity(result.userId, 'sign_up', {}, now);
    await this.repo.recordSignIn(result.userId, now);
    return this.authResult(result.userId, result.headers);
  }

  async signIn(input: SignInInput, ctx: RequestContext): Promise<AuthResult | TwoFactorChallenge> {
    const now = this.clock();
    const audit = this.auditFor(ctx, now);
    const email = input.email;
    const knownUserId = await this.repo.findUserIdByEmail(email);
    const limits = this.config.rateLimits;
    const perAddress = await this.limiter.consume(
      `signin-ip:${addressBucket(ctx.ip)}`,
      limits.signInPerAddress,
      now.getTime(),
    );
    const perAccount = perAddress.allowed
      ? await this.limiter.consume(`signin:${email}`, limits.signIn, now.getTime())
      : perAddress;
    if (!perAccount.allowed) {
      await audit(knownUserId, 'rate_limit_exceeded', {
        action: 'login',
        email,
        reason: perAddress.allowed ? 'account' : 'address',
      });
      throw rateLimitedError(errorMessages.SIGNIN_RATE_LIMITED, perAccount);
    }
    await audit(knownUserId, 'login', { email });

    let signedIn: { headers: Headers; userId: string };
    try {
      const { headers, response } = await this.auth.api.signInEmail({
        body: { email, password: input.password },
        headers: ctx.headers,
        returnHeaders: true,
      });
      if ('twoFactorRedirect' in response) {
        // better-auth's two-factor hook already deleted the session it made: only the
        // challenge cookie exists until the code step succeeds.
        await this.limiter.reset(`signin:${email}`);
        await audit(knownUserId, 'two_factor_required', { email });
        return { twoFactorRequired: true, cookies: headers.getSetCookie() };
      }
      signedIn = { headers, userId: response.user.id };
    } catch (error) {
      if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
        await audit(knownUserId, 'failed_login', { email, reason: 'invalid_credentials' });
        throw wrongAttempt('INVALID_CREDENTIALS', perAccount.remaining);
      }
      throw error;
    }
    await this.limiter.reset(`signin:${email}`);
    await audit(signedIn.userId, 'successful_auth', { method: 'password' });
    await this.audit.activity(signedIn.userId, 'sign_in', {}, now);
    await this.repo.recordSignIn(signedIn.userId, now);
    return this.authResult(signedIn.userId, signedIn.headers);
  }

  /**
   * The code step: a 6-digit code from the authenticator app or one backup code. Wrong codes
   * count against the account like wrong passwords (5 per 15 minutes, then blocked); a code
   * from the app is accepted once.
   */
  async verifySignInCode(code: string, ctx: RequestContext): Promise<AuthResult> {
    const now = this.clock();
    const audit = this.auditFor(ctx, now);
    const challenge = readSignedCookie(ctx.cookie, TWO_FACTOR_COOKIE, this.config.authSecret);
    const userId =
      challenge.kind === 'token'
        ? await this.repo.findTwoFactorChallengeUser(challenge.token, now)
        : null;
    if (!userId) throw challengeExpired();

    const decision = await this.limiter.consume(
      `signin-2fa:${userId}`,
      this.config.rateLimits.signIn,
      now.getTime(),
    );
    if (!decision.allowed) {
      await audit(userId, 'rate_limit_exceeded', { action: 'two_factor' });
      throw rateLimitedError(errorMessages.SIGNIN_RATE_LIMITED, decision);
    }
    const method = TOTP_CODE_PATTERN.test(code) ? 'totp' : 'backup_code';
    const invalid = async () => {
      await audit(userId, 'failed_login', { reason: 'invalid_two_factor_code', method });
      return wrongAttempt('INVALID_TWO_FACTOR_CODE', decision.remaining);
    };
    if (method === 'totp' && !(await this.totpReplay.claim(userId, code))) throw await invalid();
    const headers = await this.passCodeStep(code, method, ctx, invalid);

    await this.limiter.reset(`signin-2fa:${userId}`);
    if (method === 'backup_code') {
      const { backupCodes } = await this.auth.api.viewBackupCodes({ body: { userId } });
      await audit(userId, 'backup_code_used', { remaining: backupCodes.length });
    }
    await audit(userId, 'successful_auth', {
      method: method === 'totp' ? 'two_factor' : 'backup_code',
    });
    await this.audit.activity(userId, 'sign_in', {}, now);
    await this.repo.recordSignIn(userId, now);
    return this.authResult(userId, headers);
  }

  /** better-auth checks the code and turns the challenge into a session (its cookies). */
  private async passCodeStep(
    code: string,
    method: 'totp' | 'backup_code',
    ctx: RequestContext,
    invalid: () => Promise<AppError>,
  ): Promise<Headers> {
    const request = { body: { code }, headers: ctx.headers, returnHeaders: true as const };
    try {
      const result =
        method === 'totp'
          ? await this.auth.api.verifyTOTP(request)
          : await this.auth.api.verifyBackupCode(request);
      return result.headers;
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const errorCode = (error.body as { code?: string } | undefined)?.code;
      if (errorCode === 'INVALID_CODE' || errorCode === 'INVALID_BACKUP_CODE')
        throw await invalid();
      if (error.statusCode === 429) {
        throw new AppError(429, 'RATE_LIMITED', errorMessages.SIGNIN_RATE_LIMITED, {
          attemptsRemaining: 0,
        });
      }
      // An unknown, used or exhausted challenge: start again from the password.
      throw challengeExpired();
    }
  }

  /** Writes security_audit_log rows about this request. */
  private auditFor(ctx: RequestContext, now: Date) {
    return (
      userId: string | null,
      eventType: SecurityEventType,
      details: Record<string, unknown>,
    ) =>
      this.audit.security(
        { userId, eventType, details, ip: ctx.ip, userAgent: ctx.userAgent },
        now,
      );
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
    const audit = this.auditFor(ctx, now);
    const decision = await this.limiter.consume(
      `reset:${email}`,
      this.config.rateLimits.passwordReset,
      now.getTime(),
    );
    const userId = await this.repo.findUserIdByEmail(email);
    if (!decision.allowed) {
      await audit(userId, 'rate_limit_exceeded', { action: 'password_reset', email });
      throw rateLimitedError(errorMessages.RESET_RATE_LIMITED, decision);
    }
    if (userId) {
      await audit(userId, 'password_reset_requested', { email });
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

  private async authResult(userId: string, headers: Headers): Promise<AuthResult> {
    const user = await this.repo.findSessionUser(userId);
    if (!user) throw new AppError(500, 'INTERNAL', errorMessages.INTERNAL);
    const expiresAt = new Date(
      this.clock().getTime() + this.config.sessionTtlSeconds * 1000,
    ).toISOString();
    return { session: { user, expiresAt }, cookies: headers.getSetCookie() };
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
