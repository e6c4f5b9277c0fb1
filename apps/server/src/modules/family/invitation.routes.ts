import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateInvitationInputSchema } from '@usra/domain/family/invitation-schema';
import {
  commonErrors,
  ErrorResponseSchema,
  IdParamsSchema,
  OkSchema,
} from '../../platform/http-schemas.js';
import { sessionOf } from '../../platform/session-guard.js';
import type { InvitationService } from './invitation.service.js';
import {
  GetFamilyInvitationsAnswerSchema,
  GetInvitationsByTokenAnswerSchema,
  PostFamilyInvitationsAnswerSchema,
  PostInvitationsByTokenAcceptAnswerSchema,
} from '@usra/domain/family/invitation-answers';

const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
const notFound = { 404: ErrorResponseSchema };

export const invitationRoutes = (service: InvitationService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['invitations'];

    app.get(
      '/family/invitations',
      {
        onRequest: app.requireSession,
        schema: {
          tags,
          summary:
            "The family's pending and declined invitations, newest first; mailConfigured: the server can e-mail (Resend)",
          response: {
            200: GetFamilyInvitationsAnswerSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => {
        const { user } = sessionOf(request);
        return {
          invitations: await service.listPending(user),
          mailConfigured: service.mailConfigured,
        };
      },
    );

    app.post(
      '/family/invitations',
      {
        onRequest: app.requireSession,
        schema: {
          tags,
          summary:
            "Invite someone: a link /invite/<token> valid for 7 days. With an address and SMTP it is e-mailed in `language` (else the inviter's: the usra_lang cookie, Arabic by default); `emailed` says whether the mail server took it",
          body: CreateInvitationInputSchema,
          response: {
            201: PostFamilyInvitationsAnswerSchema,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const { user } = sessionOf(request);
        const language = request.cookies.usra_lang === 'en' ? 'en' : 'ar';
        return reply.status(201).send(await service.create(user, request.body, language));
      },
    );

    app.delete(
      '/family/invitations/:id',
      {
        onRequest: app.requireSession,
        schema: {
          tags,
          summary: 'Revoke a pending invitation',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => {
        await service.revoke(sessionOf(request).user, request.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/family/invitations/:id/resend',
      {
        onRequest: app.requireSession,
        schema: {
          tags,
          summary: 'E-mail the link of a pending invitation again (needs an address and SMTP)',
          params: IdParamsSchema,
          body: z.strictObject({}).nullish(),
          response: {
            200: PostFamilyInvitationsAnswerSchema,
            ...notFound,
            409: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => service.resend(sessionOf(request).user, request.params.id),
    );

    app.post(
      '/invitations/:token/decline',
      {
        schema: {
          tags,
          summary:
            'Decline an invitation (anyone with the link): the inviter sees it declined, and it no longer joins; rate-limited',
          params: TokenParamsSchema,
          body: z.strictObject({}).nullish(),
          response: { 200: OkSchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => {
        await service.decline(request.params.token, request.ip);
        return { ok: true as const };
      },
    );

    app.get(
      '/invitations/:token',
      {
        schema: {
          tags,
          summary: 'What an invitation link offers (pending and unexpired only); rate-limited',
          params: TokenParamsSchema,
          response: {
            200: GetInvitationsByTokenAnswerSchema,
            ...notFound,
            ...commonErrors,
          },
        },
      },
      async (request) => ({
        invitation: await service.preview(request.params.token, request.ip),
      }),
    );

    app.post(
      '/invitations/:token/accept',
      {
        onRequest: app.requireSession,
        schema: {
          tags,
          summary: "Join the invitation's family (single use); moves the signed-in user there",
          params: TokenParamsSchema,
          body: z.strictObject({}).nullish(),
          response: {
            200: PostInvitationsByTokenAcceptAnswerSchema,
            ...notFound,
            ...commonErrors,
          },
        },
      },
      async (request) => {
        const { user } = sessionOf(request);
        return service.accept(request.params.token, user, request.ip);
      },
    );
  };
