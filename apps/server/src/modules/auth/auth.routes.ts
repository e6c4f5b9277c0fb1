import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmEmailInputSchema,
  PasswordResetInputSchema,
  PasswordResetRequestInputSchema,
  SignInInputSchema,
  SignInResultSchema,
  SignUpInputSchema,
  SignUpResultSchema,
  TwoFactorSignInInputSchema,
  SignInMethodsSchema,
  LinkedMethodsSchema,
  SsoStartInputSchema,
  SsoStartSchema,
} from '@usra/domain/auth/auth-schema';
import { commonErrors, ErrorResponseSchema, OkSchema } from '../../platform/http-schemas.js';
import { requestContext } from '../../platform/request-context.js';
import type { AuthService } from './auth.service.js';
import type { SignInService } from './sign-in.service.js';
import type { EmailConfirmations } from './email-confirmation.js';
import { SSO_INVITATION_COOKIE, type SingleSignOn } from './single-sign-on.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import { sessionOf } from '../../platform/session-guard.js';
import { CLIENT_KEY_COOKIE, type BrowserKey, type BrowserKeys } from './browser-key.js';
import {
  GetSessionAnswerSchema,
  PostPasswordResetRequest202AnswerSchema,
  SessionResponseSchema,
} from '@usra/domain/auth/auth-answers';

/** The browser's sign-up key; a newly issued one goes out in its cookie. */
async function browserKeyOf(
  keys: BrowserKeys,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<BrowserKey> {
  const found = await keys.resolve(request.cookies[CLIENT_KEY_COOKIE], request.ip);
  if (found.key !== null && found.issued !== null) {
    void reply.setCookie(CLIENT_KEY_COOKIE, found.issued, keys.cookieOptions);
  }
  return found;
}

function passCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
}

export interface AuthRouteServices {
  sessions: AuthService;
  signIn: SignInService;
  browserKeys: BrowserKeys;
  confirmations: EmailConfirmations;
  /** SMTP_URL is set: a reset link can be e-mailed. */
  mailConfigured: boolean;
  sso: SingleSignOn;
}

export const authRoutes = ({
  sessions: service,
  signIn,
  browserKeys,
  confirmations,
  mailConfigured,
  sso,
}: AuthRouteServices): FastifyPluginAsyncZod =>
  async function routes(app) {
    // OIDC_ONLY: the password routes refuse, whatever a client sends.
    const passwordsOnly = async () => {
      if (!sso.methods.passwordSignIn) {
        throw new AppError(
          403,
          'PASSWORD_SIGN_IN_DISABLED',
          errorMessages.PASSWORD_SIGN_IN_DISABLED,
        );
      }
    };

    app.get(
      '/methods',
      {
        schema: {
          tags: ['auth'],
          summary:
            'How one signs in here: the single sign-on provider (OIDC_*) if any, and whether passwords are allowed (not with OIDC_ONLY)',
          response: { 200: SignInMethodsSchema },
        },
      },
      async () => sso.methods,
    );

    app.post(
      '/sso',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Start single sign-on: answers the provider URL to open (authorization code with PKCE; the provider returns to /api/auth/callback/oidc)',
          body: SsoStartInputSchema.nullish(),
          response: {
            200: SsoStartSchema,
            404: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const token = request.body?.invitationToken;
        const { url, cookies } = await sso.start(
          requestContext(request),
          token ? { kind: 'invitation', token } : { kind: 'app' },
        );
        passCookies(reply, cookies);
        return { url };
      },
    );

    // The provider sends the browser here (better-auth's own callback route, by its rules).
    app.get('/callback/oidc', { schema: { hide: true } }, async (request, reply) => {
      const { location, cookies } = await sso.callback(
        request.url,
        requestContext(request),
        request.cookies[SSO_INVITATION_COOKIE] || undefined,
      );
      passCookies(reply, cookies);
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    });

    app.get(
      '/sign-in-methods',
      {
        onRequest: app.requireSession,
        schema: {
          tags: ['auth'],
          summary: "The signed-in person's sign-in methods: password, single sign-on",
          response: { 200: LinkedMethodsSchema, ...commonErrors },
        },
      },
      async (request) => ({ methods: await sso.linkedMethods(sessionOf(request).user.id) }),
    );
    app.get(
      '/session',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user, or null',
          response: {
            200: GetSessionAnswerSchema,
            401: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { session, cookies } = await service.currentSession(requestContext(request), {
          required: false,
        });
        passCookies(reply, cookies);
        return { session };
      },
    );

    app.post(
      '/sign-up',
      {
        preHandler: passwordsOnly,
        schema: {
          tags: ['auth'],
          summary:
            'Create an account and a family; signs the new user in, or (REQUIRE_EMAIL_VERIFICATION with SMTP) e-mails a confirmation link and answers confirmationRequired',
          body: SignUpInputSchema,
          response: { 201: SignUpResultSchema, 409: ErrorResponseSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const browser = await browserKeyOf(browserKeys, request, reply);
        const result = await service.signUp(request.body, requestContext(request), browser);
        if ('confirmationRequired' in result) return reply.status(201).send(result);
        passCookies(reply, result.cookies);
        return reply.status(201).send({ session: result.session });
      },
    );

    app.post(
      '/confirm-email',
      {
        schema: {
          tags: ['auth'],
          summary: 'Confirm the e-mail address with the link sent at sign-up (one use, 24 hours)',
          body: ConfirmEmailInputSchema,
          response: { 200: OkSchema, ...commonErrors },
        },
      },
      async (request) => {
        await confirmations.confirm(request.body.token, requestContext(request));
        return { ok: true as const };
      },
    );

    app.post(
      '/confirm-email/resend',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Send the confirmation link again; the same answer whether or not the account exists',
          body: PasswordResetRequestInputSchema,
          response: { 202: OkSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        await confirmations.resend(request.body.email, requestContext(request));
        return reply.status(202).send({ ok: true as const });
      },
    );

    app.post(
      '/sign-in',
      {
        preHandler: passwordsOnly,
        schema: {
          tags: ['auth'],
          summary:
            'Sign in with e-mail and password; answers twoFactorRequired when a code must follow',
          body: SignInInputSchema,
          response: { 200: SignInResultSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const result = await signIn.signIn(request.body, requestContext(request));
        passCookies(reply, result.cookies);
        if ('twoFactorRequired' in result) return { twoFactorRequired: true as const };
        return { session: result.session };
      },
    );

    app.post(
      '/sign-in/two-factor',
      {
        preHandler: passwordsOnly,
        schema: {
          tags: ['auth'],
          summary: 'The code step: an authenticator code or a backup code; creates the session',
          body: TwoFactorSignInInputSchema,
          response: { 200: SessionResponseSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const result = await signIn.verifySignInCode(request.body.code, requestContext(request));
        passCookies(reply, result.cookies);
        return { session: result.session };
      },
    );

    app.post(
      '/sign-out',
      {
        schema: {
          tags: ['auth'],
          summary: 'End the current session',
          body: z.strictObject({}).nullish(),
          response: { 200: OkSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        passCookies(reply, await service.signOut(requestContext(request)));
        return { ok: true as const };
      },
    );

    app.post(
      '/password-reset/request',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Send a password-reset link by e-mail; the same answer whether or not the account exists. mailConfigured false: nothing is e-mailed (an administrator makes reset links)',
          body: PasswordResetRequestInputSchema,
          response: {
            202: PostPasswordResetRequest202AnswerSchema,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        await service.requestPasswordReset(request.body.email, requestContext(request));
        return reply.status(202).send({ ok: true as const, mailConfigured });
      },
    );

    app.post(
      '/password-reset',
      {
        schema: {
          tags: ['auth'],
          summary: 'Choose a new password with a reset token',
          body: PasswordResetInputSchema,
          response: { 200: OkSchema, ...commonErrors },
        },
      },
      async (request) => {
        await service.resetPassword(request.body);
        return { ok: true as const };
      },
    );
  };
