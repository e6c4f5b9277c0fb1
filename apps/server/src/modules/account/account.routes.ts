import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeleteAccountInputSchema } from '@usra/domain/account/account-deletion-schema';
import { SESSION_COOKIE } from '../../platform/auth.js';
import { commonErrors, ErrorResponseSchema, OkSchema } from '../../platform/http-schemas.js';
import { requestContext } from '../../platform/request-context.js';
import { sessionOf } from '../../platform/session-guard.js';
import type { AccountService } from './account.service.js';
import { GetAccountDeletionAnswerSchema } from '@usra/domain/account/account-answers';

/** Settings → Data: deleting one's own account. */
export const accountRoutes = (service: AccountService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.addHook('onRequest', app.requireSession);
    const tags = ['account'];

    app.get(
      '/account/deletion',
      {
        schema: {
          tags,
          summary: 'What deleting the account involves: family ownership, hand-over candidates',
          response: { 200: GetAccountDeletionAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({ deletion: await service.deletionInfo(sessionOf(request).user) }),
    );

    app.post(
      '/account/delete',
      {
        schema: {
          tags,
          summary:
            'Deletes the account after the password is entered again; the owner deletes or hands over the family',
          body: DeleteAccountInputSchema,
          response: {
            200: OkSchema,
            404: ErrorResponseSchema,
            409: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        await service.deleteAccount(sessionOf(request).user, request.body, requestContext(request));
        // The sessions are gone with the account; the browser forgets its cookie too.
        for (const name of [SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`]) {
          void reply.clearCookie(name, { path: '/' });
        }
        return { ok: true as const };
      },
    );
  };
