import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AppPasswordListSchema,
  CreateAppPasswordInputSchema,
  CreatedAppPasswordSchema,
} from '@usra/domain/settings/app-password-schema';
import { AppError, errorMessages } from '../../platform/errors.js';
import { commonErrors, IdParamsSchema, OkSchema, rowErrors } from '../../platform/http-schemas.js';
import { requestContext } from '../../platform/request-context.js';
import { actorOf } from '../../platform/session-guard.js';
import type { AppPasswordsService } from './app-passwords.service.js';

/** Only a signed-in person manages app passwords: a leaked token cannot mint or hide others. */
function signedInPerson(request: FastifyRequest): string {
  if (request.appPassword) {
    throw new AppError(403, 'SESSION_REQUIRED', errorMessages.SESSION_REQUIRED);
  }
  return actorOf(request).id;
}

/** Settings → Security → App passwords, and the same for scripts (with a session cookie). */
export const appPasswordsRoutes = (service: AppPasswordsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.addHook('onRequest', app.requireSession);
    const tags = ['app-passwords'];

    app.get(
      '/account/app-passwords',
      {
        schema: {
          tags,
          summary:
            "The signed-in person's app passwords (name, scope, created, last used); never a token",
          response: { 200: AppPasswordListSchema, ...commonErrors },
        },
      },
      async (request) => ({ appPasswords: await service.list(signedInPerson(request)) }),
    );

    app.post(
      '/account/app-passwords',
      {
        schema: {
          tags,
          summary:
            'Create an app password for `Authorization: Bearer <token>` on /api. scope read: GET only (a write answers 403 READ_ONLY_TOKEN); read-write: what the person may do. The token is in this answer only.',
          body: CreateAppPasswordInputSchema,
          response: { 201: CreatedAppPasswordSchema, ...rowErrors },
        },
      },
      async (request, reply) => {
        const created = await service.create(
          signedInPerson(request),
          request.body,
          requestContext(request),
        );
        return reply.status(201).send(created);
      },
    );

    app.delete(
      '/account/app-passwords/:id',
      {
        schema: {
          tags,
          summary: 'Revoke an app password: it stops working at once, on every server instance',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...rowErrors },
        },
      },
      async (request) => {
        await service.revoke(signedInPerson(request), request.params.id, requestContext(request));
        return { ok: true as const };
      },
    );
  };
