import type { AliasedExpression, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What sign-up reads of other areas (the consumer owns the port, as `assistant-ports.ts`): the
 * registration mode the administrators set (the admin module's `platform_settings`) and the
 * family invitations (the family module's). `app.ts` passes functions that read late, since
 * this module is built before those.
 */
export interface SignUpPorts {
  /** Whether sign-up needs an invitation (the admin portal's registration mode). */
  inviteOnly(): Promise<boolean>;
  /** A pending, unexpired invitation has this token. */
  invitationPending(token: string, now: Date): Promise<boolean>;
  /** A pending, unexpired invitation with this token was e-mailed to `email`. */
  invitationEmailedTo(token: string, email: string, now: Date): Promise<boolean>;
}

/**
 * What the accounts need of the families (the family module's tables; the family module's
 * `accounts` implements it). `app.ts` passes functions that read late, since this module is
 * built before the family module.
 */
export interface AccountFamilies {
  /**
   * The family's name as a column of a query on `profiles` (null without a family): the session
   * lookup of every request stays one prepared statement.
   */
  familyName(familyId: 'profiles.family_id'): AliasedExpression<string | null, 'family_name'>;
  /**
   * A new family owned by the account, the account its first member, in the caller's
   * transaction (sign-up: family, profile, member and role in one); answers its id.
   */
  createWithOwner(
    tx: Transaction<Database>,
    founder: { userId: string; email: string; fullName: string; familyName: string },
    now: Date,
  ): Promise<string>;
}
