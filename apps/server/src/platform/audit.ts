import type { Kysely } from 'kysely';
import type { SecurityEventView } from '@usra/domain/settings/settings-schema';
import { fromJson, toIso, toJson } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import type { EventBus } from './events.js';
import { newId } from './ids.js';
import type { RequestContext } from './request-context.js';

export type SecurityEventType =
  | 'signup'
  | 'login'
  | 'successful_auth'
  | 'failed_login'
  | 'rate_limit_exceeded'
  | 'suspicious_activity'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset_link_created'
  | 'email_verified'
  | 'profile_updated'
  | 'sessions_revoked'
  | 'logout'
  | 'account_deleted'
  | 'family_ownership_received'
  | 'two_factor_required'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'backup_code_used'
  | 'backup_codes_regenerated'
  | 'app_password_created'
  | 'app_password_revoked'
  | 'app_password_failed';

/** Where a security event came from; null for events without a request (a reset link, a transfer). */
export type AuditSource = Pick<RequestContext, 'ip' | 'userAgent'> | null;

/**
 * Writes the two logs of spec core section 3, security_audit_log and user_activity_log, and
 * reads a person's security events back (the security page).
 */
export class AuditLog {
  /**
   * With `events`, every security row about a user is announced to the user's family (the
   * security page's list updates live); a failed announcement never fails the audited action.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly events?: EventBus,
  ) {}

  private async announce(userId: string): Promise<void> {
    const row = await this.db
      .selectFrom('profiles')
      .select('family_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (row?.family_id && this.events) {
      await this.events.publish({ topic: 'security-log', familyId: row.family_id, userId });
    }
  }

  /** One row of security_audit_log: who (if known), what, from where, and the details. */
  async security(
    source: AuditSource,
    userId: string | null,
    type: SecurityEventType,
    details: Record<string, unknown> = {},
    now: Date = new Date(),
  ): Promise<void> {
    await this.securityWithin(this.db, source, userId, type, details, now);
    if (userId && this.events) await this.announce(userId).catch(() => undefined);
  }

  /**
   * One row of security_audit_log written in the caller's transaction, so that it stands or
   * falls with the change it records (account deletion); nothing is announced.
   */
  async securityWithin(
    tx: Kysely<Database>,
    source: AuditSource,
    userId: string | null,
    type: SecurityEventType,
    details: Record<string, unknown>,
    now: Date,
  ): Promise<void> {
    await tx
      .insertInto('security_audit_log')
      .values({
        id: newId(),
        user_id: userId,
        event_type: type,
        details: toJson(details),
        ip_address: source?.ip ?? null,
        user_agent: source?.userAgent ?? null,
        created_at: now.toISOString(),
      })
      .execute();
  }

  /** Deletes the person's rows of both logs, in the caller's transaction (account deletion). */
  async forget(tx: Kysely<Database>, userId: string): Promise<void> {
    await tx.deleteFrom('user_activity_log').where('user_id', '=', userId).execute();
    await tx.deleteFrom('security_audit_log').where('user_id', '=', userId).execute();
  }

  async activity(
    userId: string,
    activityType: string,
    data: Record<string, unknown> = {},
    now: Date = new Date(),
  ): Promise<void> {
    await this.db
      .insertInto('user_activity_log')
      .values({
        id: newId(),
        user_id: userId,
        activity_type: activityType,
        activity_data: toJson(data),
        created_at: now.toISOString(),
      })
      .execute();
  }

  /** The person's latest security events, newest first (the security page). */
  async securityLog(userId: string, limit: number): Promise<SecurityEventView[]> {
    const rows = await this.db
      .selectFrom('security_audit_log')
      .select(['id', 'event_type', 'details', 'ip_address', 'user_agent', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      eventType: r.event_type,
      details: fromJson(r.details),
      ipAddress: r.ip_address,
      userAgent: r.user_agent,
      createdAt: toIso(r.created_at),
    }));
  }

  /** The latest activity entries of every user, newest first (the admin portal). */
  async recentActivity(limit: number): Promise<ActivityEntry[]> {
    const rows = await this.db
      .selectFrom('user_activity_log')
      .select(['id', 'user_id', 'activity_type', 'activity_data', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      activityType: row.activity_type,
      activityData: fromJson(row.activity_data),
      createdAt: toIso(row.created_at),
    }));
  }

  /** The type and time of every activity entry at or after `since` (the admin portal's chart). */
  async activityTypesSince(since: Date): Promise<{ activityType: string; createdAt: string }[]> {
    const rows = await this.db
      .selectFrom('user_activity_log')
      .select(['activity_type', 'created_at'])
      .where('created_at', '>=', since.toISOString())
      .execute();
    return rows.map((r) => ({ activityType: r.activity_type, createdAt: toIso(r.created_at) }));
  }

  /** The users with an activity entry at or after `since` (the admin portal's active users). */
  async activeUsersSince(since: Date): Promise<string[]> {
    const rows = await this.db
      .selectFrom('user_activity_log')
      .select('user_id')
      .distinct()
      .where('created_at', '>=', since.toISOString())
      .execute();
    return rows.map((row) => row.user_id);
  }
}

/** One row of user_activity_log as read back. */
export interface ActivityEntry {
  id: string;
  userId: string;
  activityType: string;
  activityData: Record<string, unknown>;
  createdAt: string;
}
