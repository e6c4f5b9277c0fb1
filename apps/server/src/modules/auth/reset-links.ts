import { randomBytes } from 'node:crypto';
import type { AuditLog } from '../../platform/audit.js';
import { RESET_IDENTIFIER_PREFIX, RESET_TOKEN_SECONDS, type Auth } from '../../platform/auth.js';

/** Who made a reset link by hand: an administrator in the portal, or the command line. */
export type ResetLinkMaker = { via: 'admin_portal'; adminUserId: string } | { via: 'cli' };

/**
 * A password-reset link made for a user without e-mail (admin portal → user → "Reset link", or
 * `npm run admin -- reset-link <email>`). The same token better-auth e-mails: stored hashed, one
 * use, 60 minutes; using it ends every session of the account.
 */
export class ResetLinks {
  constructor(
    private readonly auth: Auth,
    private readonly baseUrl: string,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async create(
    userId: string,
    maker: ResetLinkMaker,
  ): Promise<{ link: string; expiresAt: string }> {
    const now = this.clock();
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000);
    const context = await this.auth.$context;
    await context.internalAdapter.createVerificationValue({
      identifier: `${RESET_IDENTIFIER_PREFIX}${token}`,
      value: userId,
      expiresAt,
    });
    await this.audit.security(null, userId, 'password_reset_link_created', { ...maker }, now);
    return {
      link: `${this.baseUrl.replace(/\/$/, '')}/auth/reset-password?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }
}
