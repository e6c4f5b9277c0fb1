import type { Session } from '@usra/domain/auth/auth-schema';
import { AppError, errorMessages } from '../../platform/errors.js';
import type { AuthRepository } from './auth.repository.js';

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

/** The answer to a successful sign-up or sign-in: the session and better-auth's cookies. */
export class AuthResults {
  constructor(
    private readonly repo: AuthRepository,
    private readonly sessionTtlSeconds: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async of(userId: string, headers: Headers): Promise<AuthResult> {
    const user = await this.repo.findSessionUser(userId);
    if (!user) throw new AppError(500, 'INTERNAL', errorMessages.INTERNAL);
    const expiresAt = new Date(
      this.clock().getTime() + this.sessionTtlSeconds * 1000,
    ).toISOString();
    return { session: { user, expiresAt }, cookies: headers.getSetCookie() };
  }
}
