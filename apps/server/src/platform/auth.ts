import { betterAuth } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Engine } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { newId } from './ids.js';
import type { Mailer } from './mailer.js';

/** The header through which we hand better-auth the client address Fastify resolved. */
export const CLIENT_IP_HEADER = 'x-usra-client-ip';
export const SESSION_COOKIE = 'usra.session_token';
/** better-auth's two-factor challenge cookie: set after the password, before the code. */
export const TWO_FACTOR_COOKIE = 'usra.two_factor';
/** A session's expiry slides forward at most once a day. */
export const SESSION_UPDATE_AGE_SECONDS = 86_400;
/** After the password, the code step must follow within 10 minutes. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 600;
/** better-auth's identifier of a reset token; stored hashed (SHA-256), never as sent. */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';
/** A reset link works once, for 60 minutes. */
export const RESET_TOKEN_SECONDS = 3600;

/** better-auth's id of the single sign-on provider: its callback is /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = 'oidc';

/**
 * Single sign-on (OIDC_*): better-auth's generic OAuth plugin with discovery from the issuer,
 * the authorization code flow with PKCE, `state` and `nonce` checked, and the ID token verified
 * against the issuer's keys.
 */
function singleSignOn(config: Config) {
  const oidc = config.oidc;
  if (!oidc) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: oidc.providerName,
          discoveryUrl: `${oidc.issuerUrl}/.well-known/openid-configuration`,
          clientId: oidc.clientId,
          ...(oidc.clientSecret ? { clientSecret: oidc.clientSecret } : {}),
          scopes: oidc.scopes,
          pkce: true,
          requireIdTokenVerification: true,
          disableSignUp: !oidc.allowSignUp,
        },
      ],
    }),
  ];
}

/** Cookies carry Secure when the app is served over https (better-auth's own rule, made explicit). */
export function usesSecureCookies(baseUrl: string): boolean {
  return baseUrl.startsWith('https://');
}

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' };

export interface AuthHooks {
  onPasswordReset(userId: string): Promise<void>;
}

export function createAuth(
  config: Config,
  db: Kysely<Database>,
  engine: Engine,
  mailer: Mailer,
  log: FastifyBaseLogger,
  hooks: AuthHooks,
) {
  return betterAuth({
    appName: 'Usra',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db: db as never, type: engine },
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === 'silent',
      log: (level, message, ...args) => log[level]({ args }, `better-auth: ${message}`),
    },
    // Our routes enforce the spec's limits in the database; better-auth's own limiter is per process.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.baseUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        try {
          await mailer.send({
            to: user.email,
            subject: 'Reset your Usra password / إعادة تعيين كلمة المرور',
            text: `Open this link to choose a new password (valid for 1 hour):\n${link}\n\nافتح هذا الرابط لاختيار كلمة مرور جديدة (صالح لمدة ساعة):\n${link}`,
          });
        } catch (error) {
          // The answer stays the same for every address; the operator sees why nothing arrived.
          log.error({ err: error }, 'could not send a password-reset e-mail');
        }
      },
      onPasswordReset: async ({ user }) => hooks.onPasswordReset(user.id),
    },
    session: {
      modelName: 'sessions',
      fields: {
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
        token: 'token',
        ...timestamps,
      },
      expiresIn: config.sessionTtlSeconds,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', ...timestamps },
    },
    plugins: [
      // Authenticator-app sign-in (TOTP, 10 backup codes stored encrypted). Only our routes in
      // modules/auth call it: better-auth's HTTP handler is not mounted.
      twoFactor({
        issuer: 'Usra',
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
      ...singleSignOn(config),
    ],
    account: {
      modelName: 'accounts',
      // An SSO sign-in joins the password account of the same e-mail only when the provider
      // says `email_verified: true` (better-auth's rule); the local flag is not asked for, as
      // most password accounts never confirmed their address.
      accountLinking: { enabled: true, requireLocalEmailVerified: false },
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', ...timestamps },
      // A reset token in the database is a hash: a copy of the table resets nobody's password.
      storeIdentifier: { default: 'plain', overrides: { [RESET_IDENTIFIER_PREFIX]: 'hashed' } },
    },
    advanced: {
      cookiePrefix: 'usra',
      useSecureCookies: usesSecureCookies(config.baseUrl),
      database: { generateId: () => newId() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
