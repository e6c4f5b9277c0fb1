import { createHash, randomBytes } from 'node:crypto';
import {
  APP_PASSWORD_PREFIX,
  APP_PASSWORDS_MAX,
  type AppPassword,
  type AppPasswordScope,
  type CreateAppPasswordInput,
  type CreatedAppPassword,
} from '@usra/domain/settings/app-password-schema';
import type { Session, SessionUser } from '@usra/domain/auth/auth-schema';
import type { RateRule } from '../../config.js';
import type { AuditLog } from '../../platform/audit.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { addressBucket, type RateLimiter } from '../../platform/rate-limit.js';
import type { RequestContext } from '../../platform/request-context.js';
import { toAppPassword, type AppPasswordsRepository } from './app-passwords.repository.js';

type Clock = () => Date;

/** The stored form of a token: its SHA-256 (a copy of the table lets no one in). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** `usra_pat_` and 32 random bytes in base64url (43 characters). */
export function newToken(): string {
  return `${APP_PASSWORD_PREFIX}${randomBytes(32).toString('base64url')}`;
}

const TOKEN_PATTERN = new RegExp(`^${APP_PASSWORD_PREFIX}[A-Za-z0-9_-]{43}$`);

/** What a bearer token stands for: the person's session, limited to the token's scope. */
export interface BearerGrant {
  session: Session;
  appPasswordId: string;
  scope: AppPasswordScope;
}

export class AppPasswordsService {
  constructor(
    private readonly repo: AppPasswordsRepository,
    private readonly users: { sessionUser(userId: string): Promise<SessionUser | null> },
    private readonly limiter: RateLimiter,
    private readonly failures: RateRule,
    private readonly audit: AuditLog,
    private readonly clock: Clock = () => new Date(),
  ) {}

  async list(userId: string): Promise<AppPassword[]> {
    return (await this.repo.list(userId)).map(toAppPassword);
  }

  async create(
    userId: string,
    input: { name: string; scope: CreateAppPasswordInput['scope'] },
    ctx: RequestContext,
  ): Promise<CreatedAppPassword> {
    const now = this.clock();
    if ((await this.repo.count(userId)) >= APP_PASSWORDS_MAX) {
      throw new AppError(409, 'TOO_MANY_APP_PASSWORDS', errorMessages.TOO_MANY_APP_PASSWORDS, {
        max: APP_PASSWORDS_MAX,
      });
    }
    const token = newToken();
    const row = await this.repo.insert({
      id: newId(),
      userId,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(token),
      now,
    });
    await this.audit.security(
      ctx,
      userId,
      'app_password_created',
      { id: row.id, name: row.name, scope: row.scope },
      now,
    );
    return { appPassword: toAppPassword(row), token };
  }

  async revoke(userId: string, id: string, ctx: RequestContext): Promise<void> {
    const now = this.clock();
    const row = await this.repo.delete(userId, id);
    if (!row) throw new AppError(404, 'NOT_FOUND', errorMessages.NOT_FOUND);
    await this.audit.security(
      ctx,
      userId,
      'app_password_revoked',
      { id: row.id, name: row.name },
      now,
    );
  }

  /**
   * The person behind a bearer token, read from the database on every request (a revoked
   * token fails at once on every instance). Failures count per client address like sign-in's;
   * once blocked, even a right token waits for the block to end.
   */
  async authenticate(token: string, ctx: RequestContext): Promise<BearerGrant> {
    return this.verify(token, null, ctx);
  }

  /**
   * CalDAV's HTTP Basic sign-in: the account's e-mail as the user name and one of its app
   * passwords as the password. A token of another account counts as a failure like a wrong one.
   */
  async authenticateAs(email: string, token: string, ctx: RequestContext): Promise<BearerGrant> {
    return this.verify(token, email.trim().toLowerCase(), ctx);
  }

  private async verify(
    token: string,
    email: string | null,
    ctx: RequestContext,
  ): Promise<BearerGrant> {
    const now = this.clock();
    const key = `app-password-ip:${addressBucket(ctx.ip)}`;
    const blocked = await this.limiter.blockedFor(key, now.getTime());
    if (blocked > 0) throw this.rateLimited(blocked);
    const row = TOKEN_PATTERN.test(token)
      ? await this.repo.findByHash(hashToken(token))
      : undefined;
    const found = row ? await this.users.sessionUser(row.user_id) : null;
    const user = found && (email === null || found.email.toLowerCase() === email) ? found : null;
    if (!row || !user) {
      const decision = await this.limiter.consume(key, this.failures, now.getTime());
      await this.audit.security(
        ctx,
        null,
        decision.allowed ? 'app_password_failed' : 'rate_limit_exceeded',
        { action: 'app_password' },
        now,
      );
      if (!decision.allowed) throw this.rateLimited(decision.retryAfterSeconds);
      throw new AppError(401, 'UNAUTHENTICATED', errorMessages.INVALID_APP_PASSWORD, {
        attemptsRemaining: decision.remaining,
      });
    }
    await this.repo.touch(row.id, now);
    // An app password does not expire: the "session" it stands for lasts this one request.
    return {
      session: { user, expiresAt: now.toISOString() },
      appPasswordId: row.id,
      scope: row.scope,
    };
  }

  private rateLimited(retryAfterSeconds: number): AppError {
    return new AppError(429, 'RATE_LIMITED', errorMessages.APP_PASSWORD_RATE_LIMITED, {
      attemptsRemaining: 0,
      retryAfterSeconds,
    });
  }
}
