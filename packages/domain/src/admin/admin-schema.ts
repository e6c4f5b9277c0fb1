import { z } from 'zod';
import { RoleSchema } from '../auth/auth-schema.js';

/** Open: anyone may sign up. Invite-only: sign-up needs a pending, unexpired invitation. */
export const RegistrationModeSchema = z.enum(['open', 'invite_only']);
export type RegistrationMode = z.infer<typeof RegistrationModeSchema>;

/** The platform_settings key the registration mode is stored under. */
export const REGISTRATION_MODE_SETTING = 'registration_mode';

export const AdminSettingsSchema = z.object({ registrationMode: RegistrationModeSchema });
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

export const UpdateAdminSettingsInputSchema = z.strictObject({
  registrationMode: RegistrationModeSchema,
});
export type UpdateAdminSettingsInput = z.input<typeof UpdateAdminSettingsInputSchema>;

/** What the portal reports about itself (spec: portal access and refresh are logged). */
export const AdminVisitInputSchema = z.strictObject({
  action: z.enum(['portal_access', 'refresh']),
});
export type AdminVisitInput = z.input<typeof AdminVisitInputSchema>;

export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalFamilies: z.number().int(),
  activeUsers24h: z.number().int(),
  activeUsers7d: z.number().int(),
  newUsers24h: z.number().int(),
  newUsers7d: z.number().int(),
  totalTasks: z.number().int(),
  totalAssets: z.number().int(),
  totalVehicles: z.number().int(),
  generatedAt: z.string(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: RoleSchema,
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/**
 * What deleting a user from the admin portal does to their family (decision 004): kept (they
 * do not own it), handed to its longest-standing other account, or deleted with its data when
 * no other account is in it.
 */
export const AdminRemovalInfoSchema = z.object({
  familyName: z.string(),
  family: z.enum(['kept', 'handed_over', 'deleted']),
  /** The account that becomes the owner (handed_over). */
  heirName: z.string().nullable(),
});
export type AdminRemovalInfo = z.infer<typeof AdminRemovalInfoSchema>;

export const ActivityEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  activityType: z.string(),
  activityData: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityDaySchema = z.object({
  /** yyyy-mm-dd (UTC). */
  date: z.string(),
  signIns: z.number().int(),
  actions: z.number().int(),
});
export type ActivityDay = z.infer<typeof ActivityDaySchema>;

export const AdminActivitySchema = z.object({
  entries: z.array(ActivityEntrySchema),
  days: z.array(ActivityDaySchema),
});
export type AdminActivity = z.infer<typeof AdminActivitySchema>;

export const HealthCheckSchema = z.object({
  id: z.string(),
  status: z.enum(['ok', 'error', 'not_configured']),
  detail: z.string().optional(),
});
export type HealthCheck = z.infer<typeof HealthCheckSchema>;

export const ADMIN_ACTIVITY_LIMIT = 50;
export const ADMIN_RECENT_USERS = 5;
export const ADMIN_ACTIVITY_DAYS = 14;

/** The last `days` UTC dates ending with `now`'s, oldest first, each with its counts. */
export function activityByDay(
  rows: { activityType: string; createdAt: string }[],
  now: Date,
  days: number = ADMIN_ACTIVITY_DAYS,
): ActivityDay[] {
  const series: ActivityDay[] = [];
  const index = new Map<string, ActivityDay>();
  for (let i = days - 1; i >= 0; i -= 1) {
    const date = new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10);
    const day = { date, signIns: 0, actions: 0 };
    series.push(day);
    index.set(date, day);
  }
  for (const row of rows) {
    const day = index.get(row.createdAt.slice(0, 10));
    if (!day) continue;
    if (row.activityType === 'sign_in' || row.activityType === 'sign_up') day.signIns += 1;
    else day.actions += 1;
  }
  return series;
}
