import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { commonErrors, ErrorResponseSchema } from '../../platform/http-schemas.js';
import { sessionOf } from '../../platform/session-guard.js';
import type { SettingsAccounts } from './settings-ports.js';
import { GetProfileAnswerSchema } from '@usra/domain/settings/profile-answers';

export const profileRoutes = (accounts: Pick<SettingsAccounts, 'profile'>): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get(
      '/profile',
      {
        onRequest: app.requireSession,
        schema: {
          tags: ['settings'],
          summary: "The signed-in user's profile",
          response: {
            200: GetProfileAnswerSchema,
            404: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => {
        const { user } = sessionOf(request);
        const profile = await accounts.profile(user.familyId, user.id);
        if (!profile) throw new AppError(404, 'NOT_FOUND', 'Profile not found');
        return { profile };
      },
    );
  };
