import type { AdminUser } from '@usra/domain/admin/admin-schema';
import type { Role } from '@usra/domain/auth/auth-schema';
import type { ActivityEntry } from '../../platform/audit.js';

/**
 * What the admin portal reads of other areas (the consumer owns the port, as
 * `assistant-ports.ts`): the accounts and their roles (auth's `adminAccounts`), the number of
 * families (family's `totals`) and the activity log (the platform's `AuditLog`). These reads
 * span every family by design.
 */
export interface AdminReads {
  accounts: {
    /** Accounts made at or after `since`, or all of them. */
    count(since?: Date): Promise<number>;
    /** The accounts that signed in at or after `since` (user ids). */
    signedInSince(since: Date): Promise<string[]>;
    /** Every account with its role, newest first. */
    list(): Promise<AdminUser[]>;
    exists(userId: string): Promise<boolean>;
    /**
     * Promote replaces every role with admin; demote removes admin and leaves user. A demotion
     * that would leave no admin is refused inside the same transaction.
     */
    setRole(userId: string, role: Role, now: Date): Promise<'ok' | 'last_admin'>;
    /** The e-mail address and name of these accounts, in one query (the activity list). */
    names(
      userIds: readonly string[],
    ): Promise<Map<string, { email: string; fullName: string | null }>>;
  };
  families: { count(): Promise<number> };
  activity: {
    /** The latest entries, newest first. */
    recent(limit: number): Promise<ActivityEntry[]>;
    /** The type and time of every entry at or after `since` (the chart by day). */
    typesSince(since: Date): Promise<{ activityType: string; createdAt: string }[]>;
    /** The users with an entry at or after `since`. */
    usersSince(since: Date): Promise<string[]>;
  };
}
