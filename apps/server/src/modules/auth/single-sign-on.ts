import type { LinkedMethod, SignInMethods } from '@usra/domain/auth/auth-schema';
import { familyNameFor } from '@usra/domain/family/family-naming';
import type { Config } from '../../config.js';
import type { AuditLog } from '../../platform/audit.js';
import { OIDC_PROVIDER_ID, usesSecureCookies, type Auth } from '../../platform/auth.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { AuthRepository } from './auth.repository.js';
import type { Registration } from './registration.js';

type Clock = () => Date;

/** Holds an invitation's token from the SSO start to its callback (10 minutes, httpOnly). */
export const SSO_INVITATION_COOKIE = 'usra.sso_invitation';
const INVITATION_COOKIE_SECONDS = 600;
const CALLBACK_PATH = `/api/auth/callback/${OIDC_PROVIDER_ID}`;

/** Where an SSO sign-in may return to: the app, or the invitation it was started from. */
export type SsoReturn = { kind: 'app' } | { kind: 'invitation'; token: string };

function cookiePairs(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !/=\s*$/.test(pair))
    .join('; ');
}

/**
 * Single sign-on with the OIDC_* provider (better-auth's generic OAuth plugin does the protocol:
 * discovery, PKCE, state and nonce, ID token verification). This class starts the flow, hands
 * the callback to better-auth, and then does what a sign-up does for a new account (the family,
 * the first administrator, the invite-only rule, the audit rows).
 */
export class SingleSignOn {
  constructor(
    private readonly auth: Auth,
    private readonly repo: AuthRepository,
    private readonly registration: Registration,
    private readonly audit: AuditLog,
    private readonly config: Config,
    private readonly clock: Clock = () => new Date(),
  ) {}

  /** What the sign-in page offers: the SSO button's name, and whether passwords are allowed. */
  get methods(): SignInMethods {
    const oidc = this.config.oidc;
    return { sso: oidc ? { name: oidc.providerName } : null, passwordSignIn: !oidc?.only };
  }

  /** The provider's authorization URL, with better-auth's state cookie (and the invitation's). */
  async start(ctx: RequestContext, back: SsoReturn): Promise<{ url: string; cookies: string[] }> {
    if (!this.config.oidc) {
      throw new AppError(404, 'NOT_FOUND', errorMessages.SSO_NOT_CONFIGURED);
    }
    const returnTo =
      back.kind === 'invitation' ? `/invite/${encodeURIComponent(back.token)}` : '/app';
    const { headers, response } = await this.auth.api.signInSocial({
      body: {
        provider: OIDC_PROVIDER_ID,
        callbackURL: returnTo,
        // A new account lands on the first-run set-up, as after a sign-up.
        newUserCallbackURL: back.kind === 'invitation' ? returnTo : '/app/welcome',
        errorCallbackURL: back.kind === 'invitation' ? returnTo : '/auth',
        disableRedirect: true,
      },
      headers: ctx.headers,
      returnHeaders: true,
    });
    if (!response.url)
      throw new AppError(503, 'PROVIDER_UNAVAILABLE', errorMessages.SSO_UNAVAILABLE);
    const cookies = headers.getSetCookie();
    if (back.kind === 'invitation') cookies.push(this.invitationCookie(back.token));
    return { url: response.url, cookies };
  }

  /**
   * The provider's answer: better-auth checks it and signs the person in (or redirects with
   * `?error=`); then a new account gets its family, unless sign-up is by invitation only and no
   * invitation came with it (the account is removed again and the page says why).
   */
  async callback(url: string, ctx: RequestContext, invitationToken: string | undefined) {
    const now = this.clock();
    const request = new Request(new URL(url, this.config.baseUrl), {
      method: 'GET',
      headers: ctx.headers,
    });
    const response = await this.auth.handler(request);
    const location = response.headers.get('location') ?? '/auth?error=sso_failed';
    const cookies = response.headers.getSetCookie();
    const clearInvitation = this.invitationCookie('', 0);
    const signedIn = cookiePairs(cookies);
    const session = signedIn
      ? await this.auth.api.getSession({ headers: new Headers({ cookie: signedIn }) })
      : null;
    if (!session) {
      if (/[?&]error=/.test(location)) {
        await this.audit.security(ctx, null, 'failed_login', { method: 'oidc', location }, now);
      }
      return { location, cookies: [...cookies, clearInvitation] };
    }
    const userId = session.user.id;
    if (await this.repo.findSessionUser(userId)) {
      await this.audit.security(ctx, userId, 'successful_auth', { method: 'oidc' }, now);
      await this.repo.recordSignIn(userId, now);
      return { location, cookies: [...cookies, clearInvitation] };
    }
    if (!(await this.registration.allowed(invitationToken, now))) {
      // No account without a family: the user better-auth made goes, with its session.
      await this.repo.deleteUser(userId);
      const forgotten = cookies.map((cookie) => {
        const name = (cookie.split('=')[0] ?? '').trim();
        return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
      });
      return {
        location: '/auth?error=registration_closed',
        cookies: [...forgotten, clearInvitation],
      };
    }
    const name = session.user.name?.trim() ?? '';
    await this.repo.createAccount(
      {
        userId,
        email: session.user.email,
        fullName: name,
        familyName: familyNameFor(name || session.user.email),
      },
      now,
    );
    await this.audit.security(
      ctx,
      userId,
      'signup',
      { email: session.user.email, method: 'oidc' },
      now,
    );
    await this.audit.security(ctx, userId, 'successful_auth', { method: 'oidc' }, now);
    await this.audit.activity(userId, 'sign_up', { method: 'oidc' }, now);
    await this.repo.recordSignIn(userId, now);
    return { location, cookies: [...cookies, clearInvitation] };
  }

  private invitationCookie(token: string, maxAge = INVITATION_COOKIE_SECONDS): string {
    const secure = usesSecureCookies(this.config.baseUrl) ? '; Secure' : '';
    return `${SSO_INVITATION_COOKIE}=${encodeURIComponent(token)}; Path=${CALLBACK_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
  }

  /** The sign-in methods linked to an account: the password, the SSO provider. */
  async linkedMethods(userId: string): Promise<LinkedMethod[]> {
    const methods: LinkedMethod[] = [];
    for (const row of await this.repo.signInMethods(userId)) {
      if (row.providerId === 'credential') {
        methods.push({ kind: 'password', name: null, linkedAt: row.createdAt });
      } else if (row.providerId === OIDC_PROVIDER_ID) {
        const name = this.config.oidc?.providerName ?? null;
        methods.push({ kind: 'sso', name, linkedAt: row.createdAt });
      }
    }
    return methods;
  }
}
