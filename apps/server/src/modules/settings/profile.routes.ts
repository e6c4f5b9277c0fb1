import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileSchema } from '@usra/domain/settings/settings-schema';
import { AppError } from '../../platform/errors.js';
import { commonErrors, ErrorResponseSchema } from '../../platform/http-schemas.js';
import { sessionOf } from '../../platform/session-guard.js';
import type { ProfileRepository } from './profile.repository.js';

export const profileRoutes = (profiles: ProfileRepository): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get(
      '/profile',
      {
        preHandler: app.requireSession,
        schema: {
          tags: ['settings'],
          summary: "The signed-in user's profile",
          response: {
            200: z.object({ profile: ProfileSchema }),
            404: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => {
        const { user } = sessionOf(request);
        const profile = await profiles.find(user.familyId, user.id);
        if (!profile) throw new AppError(404, 'NOT_FOUND', 'Profile not found');
        return { profile };
      },
    );
  };
