import type { AuthRepository } from './auth.repository.js';
import type { SignUpPorts } from './auth-ports.js';

/**
 * Registration mode (admin settings): open, or invite-only, where a sign-up needs a pending,
 * unexpired invitation token. The first account of a fresh install is always allowed.
 */
export class Registration {
  constructor(
    private readonly ports: SignUpPorts,
    private readonly repo: Pick<AuthRepository, 'anyAccount'>,
  ) {}

  async allowed(invitationToken: string | undefined, now: Date): Promise<boolean> {
    if (!(await this.ports.inviteOnly())) return true;
    if (!(await this.repo.anyAccount())) return true;
    if (!invitationToken) return false;
    return this.ports.invitationPending(invitationToken, now);
  }
}
