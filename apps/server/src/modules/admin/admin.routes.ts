import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminActivitySchema,
  AdminVisitInputSchema,
  UpdateAdminSettingsInputSchema,
} from '@usra/domain/admin/admin-schema';
import { AppError } from '../../platform/errors.js';
import { commonErrors, ErrorResponseSchema, OkSchema } from '../../platform/http-schemas.js';
import { sessionOf } from '../../platform/session-guard.js';
import type { AccountModule } from '../account/account.module.js';
import type { AdminService } from './admin.service.js';
import { requestContext } from '../../platform/request-context.js';
import {
  GetAdminHealthAnswerSchema,
  GetAdminSettingsAnswerSchema,
  GetAdminStatsAnswerSchema,
  GetAdminUsersAnswerSchema,
  GetAdminUsersByUserIdRemovalAnswerSchema,
  PostAdminUsersByUserIdResetLinkAnswerSchema,
} from '@usra/domain/admin/admin-answers';

const UserParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** Platform administration (spec core: Admin portal). Every route needs role admin. */
export const adminRoutes = (
  service: AdminService,
  removal: AccountModule['removal'],
): FastifyPluginAsyncZod =>
  async function routes(app) {
    // Both guards run for every route of this plugin, so no admin route can forget them.
    app.addHook('onRequest', app.requireSession);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (sessionOf(request).user.role !== 'admin') {
        throw new AppError(403, 'FORBIDDEN', 'Administrator access is required.');
      }
    });
    const tags = ['admin'];

    app.get(
      '/admin/stats',
      {
        schema: {
          tags,
          summary: 'Platform statistics (get_admin_dashboard_stats)',
          response: { 200: GetAdminStatsAnswerSchema, ...commonErrors },
        },
      },
      async () => ({ stats: await service.stats() }),
    );

    app.get(
      '/admin/users',
      {
        schema: {
          tags,
          summary: 'Every user with role, newest first',
          response: { 200: GetAdminUsersAnswerSchema, ...commonErrors },
        },
      },
      async () => ({ users: await service.users() }),
    );

    for (const [action, role] of [
      ['promote', 'admin'],
      ['demote', 'user'],
    ] as const) {
      app.post(
        `/admin/users/:userId/${action}`,
        {
          schema: {
            tags,
            summary: action === 'promote' ? 'Make a user an admin' : 'Make an admin a user',
            params: UserParamsSchema,
            response: {
              200: OkSchema,
              404: ErrorResponseSchema,
              409: ErrorResponseSchema,
              ...commonErrors,
            },
          },
        },
        async (request) => {
          await service.setRole(sessionOf(request).user, request.params.userId, role);
          return { ok: true as const };
        },
      );
    }

    app.post(
      '/admin/users/:userId/reset-link',
      {
        schema: {
          tags,
          summary:
            'A password-reset link for the user (one use, 60 minutes), for the admin to pass on',
          params: UserParamsSchema,
          body: z.strictObject({}).nullish(),
          response: {
            200: PostAdminUsersByUserIdResetLinkAnswerSchema,
            404: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => service.resetLink(sessionOf(request).user, request.params.userId),
    );

    app.get(
      '/admin/users/:userId/removal',
      {
        schema: {
          tags,
          summary: "What deleting the user's account would do to their family",
          params: UserParamsSchema,
          response: {
            200: GetAdminUsersByUserIdRemovalAnswerSchema,
            404: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => ({ removal: await removal.removalInfo(request.params.userId) }),
    );

    app.post(
      '/admin/users/:userId/delete',
      {
        schema: {
          tags,
          summary:
            "Delete a user's account (decision 004's effects); never one's own, never the last admin",
          params: UserParamsSchema,
          body: z.strictObject({}).nullish(),
          response: {
            200: OkSchema,
            404: ErrorResponseSchema,
            409: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => {
        await removal.removeByAdmin(
          sessionOf(request).user,
          request.params.userId,
          requestContext(request),
        );
        return { ok: true as const };
      },
    );

    app.get(
      '/admin/activity',
      {
        schema: {
          tags,
          summary: 'The 50 newest activity entries and sign-ins and actions per day',
          response: { 200: AdminActivitySchema, ...commonErrors },
        },
      },
      async () => service.activity(),
    );

    app.get(
      '/admin/health',
      {
        schema: {
          tags,
          summary: 'Platform health from real checks',
          response: { 200: GetAdminHealthAnswerSchema, ...commonErrors },
        },
      },
      async () => ({ checks: await service.platformHealth() }),
    );

    app.post(
      '/admin/visits',
      {
        schema: {
          tags,
          summary: 'Logs a portal visit or refresh as activity',
          body: AdminVisitInputSchema,
          response: { 200: OkSchema, ...commonErrors },
        },
      },
      async (request) => {
        await service.recordVisit(sessionOf(request).user, request.body);
        return { ok: true as const };
      },
    );

    app.get(
      '/admin/settings',
      {
        schema: {
          tags,
          summary: 'Platform settings',
          response: { 200: GetAdminSettingsAnswerSchema, ...commonErrors },
        },
      },
      async () => ({ settings: await service.settings() }),
    );

    app.put(
      '/admin/settings',
      {
        schema: {
          tags,
          summary: 'Changes platform settings (registration mode)',
          body: UpdateAdminSettingsInputSchema,
          response: { 200: GetAdminSettingsAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({
        settings: await service.updateSettings(
          sessionOf(request).user,
          request.body.registrationMode,
        ),
      }),
    );
  };
