import {
  activityByDay,
  ADMIN_ACTIVITY_DAYS,
  ADMIN_ACTIVITY_LIMIT,
  type AdminActivity,
  type AdminSettings,
  type AdminStats,
  type AdminUser,
  type AdminVisitInput,
  type HealthCheck,
  type RegistrationMode,
} from '@usra/domain/admin/admin-schema';
import type { SessionUser } from '@usra/domain/auth/auth-schema';
import type { AuditLog } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import type { ResetLinks } from '../auth/auth.module.js';
import type { AdminReads } from './admin-ports.js';
import type { AdminRepository } from './admin.repository.js';
import type { PlatformHealth } from './platform-health.js';

const DAY_MS = 86_400_000;

/**
 * Tables counted on the stat cards. They belong to later issues; until a table exists it
 * counts 0 (AdminRepository.countRowsIfTableExists).
 */
export const STAT_TABLES = { tasks: 'tasks', assets: 'assets', vehicles: 'vehicles' } as const;

export class AdminService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly reads: AdminReads,
    private readonly audit: AuditLog,
    private readonly health: PlatformHealth,
    private readonly resetLinks: Pick<ResetLinks, 'create'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async stats(): Promise<AdminStats> {
    const now = this.clock();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    const [
      totalUsers,
      totalFamilies,
      activeUsers24h,
      activeUsers7d,
      newUsers24h,
      newUsers7d,
      totalTasks,
      totalAssets,
      totalVehicles,
    ] = await Promise.all([
      this.reads.accounts.count(),
      this.reads.families.count(),
      this.countActiveUsers(dayAgo),
      this.countActiveUsers(weekAgo),
      this.reads.accounts.count(dayAgo),
      this.reads.accounts.count(weekAgo),
      this.repo.countRowsIfTableExists(STAT_TABLES.tasks),
      this.repo.countRowsIfTableExists(STAT_TABLES.assets),
      this.repo.countRowsIfTableExists(STAT_TABLES.vehicles),
    ]);
    return {
      totalUsers,
      totalFamilies,
      activeUsers24h,
      activeUsers7d,
      newUsers24h,
      newUsers7d,
      totalTasks,
      totalAssets,
      totalVehicles,
      generatedAt: now.toISOString(),
    };
  }

  /** Unique users who signed in or did anything since `since`. */
  private async countActiveUsers(since: Date): Promise<number> {
    const [acted, signedIn] = await Promise.all([
      this.reads.activity.usersSince(since),
      this.reads.accounts.signedInSince(since),
    ]);
    return new Set([...acted, ...signedIn]).size;
  }

  users(): Promise<AdminUser[]> {
    return this.reads.accounts.list();
  }

  async setRole(actor: SessionUser, userId: string, role: 'admin' | 'user'): Promise<void> {
    if (!(await this.reads.accounts.exists(userId))) {
      throw new AppError(404, 'NOT_FOUND', 'User not found');
    }
    const now = this.clock();
    const outcome = await this.reads.accounts.setRole(userId, role, now);
    if (outcome === 'last_admin') {
      throw new AppError(409, 'LAST_ADMIN', 'The last admin cannot be demoted.');
    }
    await this.audit.activity(
      actor.id,
      role === 'admin' ? 'admin_promote_user' : 'admin_demote_user',
      { targetUserId: userId },
      now,
    );
  }

  /** A reset link for a user who cannot get one by e-mail; the admin passes it on. */
  async resetLink(
    actor: SessionUser,
    userId: string,
  ): Promise<{ link: string; expiresAt: string }> {
    if (!(await this.reads.accounts.exists(userId))) {
      throw new AppError(404, 'NOT_FOUND', 'User not found');
    }
    const made = await this.resetLinks.create(userId, {
      via: 'admin_portal',
      adminUserId: actor.id,
    });
    await this.audit.activity(actor.id, 'admin_reset_link', { targetUserId: userId }, this.clock());
    return made;
  }

  async activity(): Promise<AdminActivity> {
    const now = this.clock();
    const since = new Date(now.getTime() - (ADMIN_ACTIVITY_DAYS - 1) * DAY_MS);
    since.setUTCHours(0, 0, 0, 0);
    const [latest, recent] = await Promise.all([
      this.reads.activity.recent(ADMIN_ACTIVITY_LIMIT),
      this.reads.activity.typesSince(since),
    ]);
    const names = await this.reads.accounts.names(latest.map((entry) => entry.userId));
    const entries = latest.map((entry) => ({
      id: entry.id,
      userId: entry.userId,
      userEmail: names.get(entry.userId)?.email ?? null,
      userName: names.get(entry.userId)?.fullName ?? null,
      activityType: entry.activityType,
      activityData: entry.activityData,
      createdAt: entry.createdAt,
    }));
    return { entries, days: activityByDay(recent, now) };
  }

  platformHealth(): Promise<HealthCheck[]> {
    return this.health.run();
  }

  async recordVisit(actor: SessionUser, input: AdminVisitInput): Promise<void> {
    await this.audit.activity(
      actor.id,
      input.action === 'portal_access' ? 'admin_portal_access' : 'admin_refresh',
      {},
      this.clock(),
    );
  }

  async settings(): Promise<AdminSettings> {
    return { registrationMode: await this.repo.registrationMode() };
  }

  async updateSettings(actor: SessionUser, mode: RegistrationMode): Promise<AdminSettings> {
    const now = this.clock();
    await this.repo.setRegistrationMode(mode, actor.id, now);
    await this.audit.activity(actor.id, 'admin_registration_mode', { registrationMode: mode }, now);
    return { registrationMode: mode };
  }
}
