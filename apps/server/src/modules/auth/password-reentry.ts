import type { RateRule } from '../../config.js';
import type { AuditLog } from '../../platform/audit.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import { rateLimitedError, type RateLimiter } from '../../platform/rate-limit.js';
import type { RequestContext } from '../../platform/request-context.js';

/**
 * The password entered again in a signed-in session (changing it, setting two-factor sign-in up
 * or turning it off, new backup codes, deleting the account). All of these count against one
 * limit per account with the sign-in numbers, so a stolen session cannot guess the password;
 * the right password starts the count again (decision 002).
 */
export class PasswordReentry {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly rule: RateRule,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Runs `attempt`, which throws WRONG_PASSWORD for a wrong password, under the limit. */
  async check<T>(
    userId: string,
    action: string,
    ctx: RequestContext,
    attempt: () => Promise<T>,
  ): Promise<T> {
    const now = this.clock();
    const key = `password-reentry:${userId}`;
    const event = (eventType: 'rate_limit_exceeded' | 'failed_login', details: object) =>
      this.audit.security(ctx, userId, eventType, { action, ...details }, now);
    const decision = await this.limiter.consume(key, this.rule, now.getTime());
    if (!decision.allowed) {
      await event('rate_limit_exceeded', {});
      throw rateLimitedError(errorMessages.SIGNIN_RATE_LIMITED, decision);
    }
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'WRONG_PASSWORD') throw error;
      await event('failed_login', { reason: 'wrong_password' });
      throw new AppError(error.status, error.code, error.message, {
        attemptsRemaining: decision.remaining,
      });
    }
    await this.limiter.reset(key);
    return result;
  }
}
