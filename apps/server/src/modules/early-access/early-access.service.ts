import type { EarlyAccessSignup } from '@usra/domain/early-access/early-access-schema';
import type { SessionUser } from '@usra/domain/auth/auth-schema';
import type { RateRule } from '../../config.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import { addressBucket, type RateLimiter } from '../../platform/rate-limit.js';
import type { AuditLog } from '../../platform/audit.js';
import type { EarlyAccessRepository } from './early-access.repository.js';

/** The admin list shows this many addresses, newest first. */
export const EARLY_ACCESS_LIST_LIMIT = 1000;

export class EarlyAccessService {
  constructor(
    private readonly repo: EarlyAccessRepository,
    private readonly limiter: RateLimiter,
    private readonly perAddress: RateRule,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Puts an address (already trimmed and lower-cased by the schema) on the list. A second
   * submission of the same address changes nothing and answers the same, so the form does not
   * reveal who is already listed.
   */
  async join(email: string, language: string | null, clientIp: string): Promise<void> {
    const now = this.clock();
    const decision = await this.limiter.consume(
      `early-access-ip:${addressBucket(clientIp)}`,
      this.perAddress,
      now.getTime(),
    );
    if (!decision.allowed) {
      throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    await this.repo.add(email, language, now);
  }

  /** An administrator removes an address from the list (audited with the address). */
  async remove(user: SessionUser, id: string): Promise<void> {
    if (user.role !== 'admin') {
      throw new AppError(403, 'FORBIDDEN', 'Administrator access is required.');
    }
    const email = await this.repo.remove(id);
    if (email === null) throw new AppError(404, 'NOT_FOUND', 'Early-access entry not found');
    await this.audit.activity(
      user.id,
      'admin_delete_early_access',
      { entryId: id, email },
      this.clock(),
    );
  }

  async list(user: SessionUser): Promise<{ total: number; signups: EarlyAccessSignup[] }> {
    if (user.role !== 'admin') {
      throw new AppError(403, 'FORBIDDEN', 'Only administrators can see the early-access list.');
    }
    const [total, signups] = await Promise.all([
      this.repo.count(),
      this.repo.list(EARLY_ACCESS_LIST_LIMIT),
    ]);
    return { total, signups };
  }
}
