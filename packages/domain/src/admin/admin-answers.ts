// What the admin routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import {
  AdminRemovalInfoSchema,
  AdminSettingsSchema,
  AdminStatsSchema,
  AdminUserSchema,
  HealthCheckSchema,
} from './admin-schema.js';

export const GetAdminStatsAnswerSchema = z.object({ stats: AdminStatsSchema });
export const GetAdminUsersAnswerSchema = z.object({ users: z.array(AdminUserSchema) });
export const PostAdminUsersByUserIdResetLinkAnswerSchema = z.object({
  link: z.string(),
  expiresAt: z.string(),
});
export const GetAdminUsersByUserIdRemovalAnswerSchema = z.object({
  removal: AdminRemovalInfoSchema,
});
export const GetAdminHealthAnswerSchema = z.object({ checks: z.array(HealthCheckSchema) });
export const GetAdminSettingsAnswerSchema = z.object({ settings: AdminSettingsSchema });
