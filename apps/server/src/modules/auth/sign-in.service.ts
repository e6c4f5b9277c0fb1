import { APIError } from 'better-auth/api';
import { TOTP_CODE_PATTERN, type SignInInput } from '@usra/domain/auth/auth-schema';
import type { Config } from '../../config.js';
import type { AuditLog } from '../../platform/audit.js';
import { TWO_FACTOR_COOKIE, type Auth } from '../../platform/auth.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import { addressBucket, rateLimitedError, type RateLimiter } from '../../platform/rate-limit.js';
import type { RequestContext } from '../../platform/request-context.js';
import { readSignedCookie } from '../../platform/session-cookie.js';
import type { AuthResult, AuthResults, TwoFactorChallenge } from './auth-result.js';
import type { AuthRepository } from './auth.repository.js';
import type { EmailConfirmations } from './email-confirmation.js';
import type { TotpReplayGuard } from './totp-replay.js';

function challengeExpired(): AppError {
  return new AppError(401, 'TWO_FACTOR_EXPIRED', errorMessages.TWO_FACTOR_EXPIRED);
}

/** A wrong password or code, with the attempts left before the block (decision 002). */
function wrongAttempt(code: 'INVALID_CREDENTIALS' | 'INVALID_TWO_FACTOR_CODE', remaining: number) {
  return new AppError(401, code, `${errorMessages[code]} (${remaining} attempts remaining)`, {
    attemptsRemaining: remaining,
  });
}

/** Sign-in with e-mail and password, then, for accounts with two-factor, the code step. */
export class SignInService {
  constructor(
    private readonly auth: Auth,
    private readonly repo: AuthRepository,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditLog,
    private readonly rateLimits: Pick<Config['rateLimits'], 'signIn' | 'signInPerAddress'>,
    private readonly authSecret: string,
    private readonly totpReplay: TotpReplayGuard,
    private readonly results: AuthResults,
    private readonly confirmations: Pick<EmailConfirmations, 'checkSignIn'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async signIn(input: SignInInput, ctx: RequestContext): Promise<AuthResult | TwoFactorChallenge> {
    const now = this.clock();
    const email = input.email;
    const knownUserId = await this.repo.findUserIdByEmail(email);
    const limits = this.rateLimits;
    const perAddress = await this.limiter.consume(
      `signin-ip:${addressBucket(ctx.ip)}`,
      limits.signInPerAddress,
      now.getTime(),
    );
    const perAccount = perAddress.allowed
      ? await this.limiter.consume(`signin:${email}`, limits.signIn, now.getTime())
      : perAddress;
    if (!perAccount.allowed) {
      await this.audit.security(
        ctx,
        knownUserId,
        'rate_limit_exceeded',
        {
          action: 'login',
          email,
          reason: perAddress.allowed ? 'account' : 'address',
        },
        now,
      );
      throw rateLimitedError(errorMessages.SIGNIN_RATE_LIMITED, perAccount);
    }
    await this.audit.security(ctx, knownUserId, 'login', { email }, now);

    let signedIn: { headers: Headers; userId: string };
    try {
      const { headers, response } = await this.auth.api.signInEmail({
        body: { email, password: input.password },
        headers: ctx.headers,
        returnHeaders: true,
      });
      // The right password, but an address still to confirm: no session, a clear answer.
      await this.confirmations.checkSignIn('user' in response ? response.user.id : knownUserId!);
      if ('twoFactorRedirect' in response) {
        // better-auth's two-factor hook already deleted the session it made: only the
        // challenge cookie exists until the code step succeeds.
        await this.limiter.reset(`signin:${email}`);
        await this.audit.security(ctx, knownUserId, 'two_factor_required', { email }, now);
        return { twoFactorRequired: true, cookies: headers.getSetCookie() };
      }
      signedIn = { headers, userId: response.user.id };
    } catch (error) {
      if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
        await this.audit.security(
          ctx,
          knownUserId,
          'failed_login',
          { email, reason: 'invalid_credentials' },
          now,
        );
        throw wrongAttempt('INVALID_CREDENTIALS', perAccount.remaining);
      }
      throw error;
    }
    await this.limiter.reset(`signin:${email}`);
    await this.audit.security(ctx, signedIn.userId, 'successful_auth', { method: 'password' }, now);
    await this.audit.activity(signedIn.userId, 'sign_in', {}, now);
    await this.repo.recordSignIn(signedIn.userId, now);
    return this.results.of(signedIn.userId, signedIn.headers);
  }

  /**
   * The code step: a 6-digit code from the authenticator app or one backup code. Wrong codes
   * count against the account like wrong passwords (5 per 15 minutes, then blocked); a code
   * from the app is accepted once.
   */
  async verifySignInCode(code: string, ctx: RequestContext): Promise<AuthResult> {
    const now = this.clock();
    const challenge = readSignedCookie(ctx.cookie, TWO_FACTOR_COOKIE, this.authSecret);
    const userId =
      challenge.kind === 'token'
        ? await this.repo.findTwoFactorChallengeUser(challenge.token, now)
        : null;
    if (!userId) throw challengeExpired();

    const decision = await this.limiter.consume(
      `signin-2fa:${userId}`,
      this.rateLimits.signIn,
      now.getTime(),
    );
    if (!decision.allowed) {
      await this.audit.security(ctx, userId, 'rate_limit_exceeded', { action: 'two_factor' }, now);
      throw rateLimitedError(errorMessages.SIGNIN_RATE_LIMITED, decision);
    }
    const method = TOTP_CODE_PATTERN.test(code) ? 'totp' : 'backup_code';
    const invalid = async () => {
      await this.audit.security(
        ctx,
        userId,
        'failed_login',
        { reason: 'invalid_two_factor_code', method },
        now,
      );
      return wrongAttempt('INVALID_TWO_FACTOR_CODE', decision.remaining);
    };
    if (method === 'totp' && !(await this.totpReplay.claim(userId, code))) throw await invalid();
    const headers = await this.passCodeStep(code, method, ctx, invalid);

    await this.limiter.reset(`signin-2fa:${userId}`);
    if (method === 'backup_code') {
      const { backupCodes } = await this.auth.api.viewBackupCodes({ body: { userId } });
      await this.audit.security(
        ctx,
        userId,
        'backup_code_used',
        { remaining: backupCodes.length },
        now,
      );
    }
    await this.audit.security(
      ctx,
      userId,
      'successful_auth',
      {
        method: method === 'totp' ? 'two_factor' : 'backup_code',
      },
      now,
    );
    await this.audit.activity(userId, 'sign_in', {}, now);
    await this.repo.recordSignIn(userId, now);
    return this.results.of(userId, headers);
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
}
