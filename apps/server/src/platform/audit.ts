import type { Kysely } from 'kysely';
import { toJson } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { newId } from './ids.js';

export type SecurityEventType =
  | 'signup'
  | 'login'
  | 'successful_auth'
  | 'failed_login'
  | 'rate_limit_exceeded'
  | 'suspicious_activity'
  | 'password_changed'
  | 'password_reset_requested'
  | 'profile_updated'
  | 'sessions_revoked'
  | 'logout'
  | 'account_deleted'
  | 'family_ownership_received'
  | 'two_factor_required'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'backup_code_used'
  | 'backup_codes_regenerated';

export interface SecurityEvent {
  userId: string | null;
  eventType: SecurityEventType;
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}

/** Writes the two logs of spec core section 3: security_audit_log and user_activity_log. */
export class AuditLog {
  /**
   * `onSecurityEvent` runs after a security row about a user is written (the security page's
   * list updates live from it); its failure never fails the audited action.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly onSecurityEvent?: (userId: string) => Promise<void>,
  ) {}

  async security(event: SecurityEvent, now: Date = new Date()): Promise<void> {
    await this.db
      .insertInto('security_audit_log')
      .values({
        id: newId(),
        user_id: event.userId,
        event_type: event.eventType,
        details: toJson(event.details),
        ip_address: event.ip,
        user_agent: event.userAgent,
        created_at: now.toISOString(),
      })
      .execute();
    if (event.userId && this.onSecurityEvent) {
      await this.onSecurityEvent(event.userId).catch(() => undefined);
    }
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
}
