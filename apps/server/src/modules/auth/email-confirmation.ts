import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RateRule } from '../../config.js';
import type { AuditLog } from '../../platform/audit.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import { rateLimitedError, type RateLimiter } from '../../platform/rate-limit.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { AuthRepository } from './auth.repository.js';
import type { EmailConfirmationRepository } from './email-confirmation.repository.js';
import type { SignUpPorts } from './auth-ports.js';

/** A confirmation link works for 24 hours, once. */
export const CONFIRMATION_TTL_MS = 24 * 3600_000;

export const EMAIL_NOT_CONFIRMED =
  'Confirm your e-mail address first: open the link in the e-mail we sent you, or ask for a new one.';

type Language = 'ar' | 'en';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The language of a request's pages (the usra_lang cookie), Arabic by default. */
export function languageOfCookie(cookie: string | null): Language {
  return /(?:^|;\s*)usra_lang=en(?:;|$)/.test(cookie ?? '') ? 'en' : 'ar';
}

export function confirmationMail(link: string, language: Language) {
  if (language === 'en') {
    return {
      subject: 'Confirm your e-mail for Usra',
      text: `Welcome to Usra. Open this link within 24 hours to confirm your e-mail address, then sign in:\n${link}\n\nIf you did not sign up, ignore this message.\n`,
    };
  }
  return {
    subject: 'أكّد بريدك الإلكتروني في أسرة',
    text: `مرحبًا بك في أسرة. افتح هذا الرابط خلال ٢٤ ساعة لتأكيد بريدك الإلكتروني، ثم سجّل الدخول:\n${link}\n\nإن لم تسجّل، فتجاهل هذه الرسالة.\n`,
  };
}

/**
 * E-mail confirmation at sign-up (REQUIRE_EMAIL_VERIFICATION=true with SMTP_URL): the new
 * account gets a one-use link (kept as a SHA-256 hash, 24 hours) and cannot sign in before
 * using it. Accounts made while it was not required are never asked.
 */
export class EmailConfirmations {
  constructor(
    readonly required: boolean,
    private readonly repo: EmailConfirmationRepository,
    private readonly invitations: Pick<SignUpPorts, 'invitationEmailedTo'>,
    private readonly users: Pick<AuthRepository, 'findUserIdByEmail'>,
    private readonly mailer: Mailer,
    private readonly baseUrl: string,
    private readonly audit: AuditLog,
    private readonly limiter: RateLimiter,
    private readonly rule: RateRule,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * After a sign-up: true when the account must confirm first (its session is ended). An
   * invitation e-mailed to the same address proves it already.
   */
  async afterSignUp(
    user: { id: string; email: string },
    ctx: RequestContext,
    invitationToken: string | undefined,
  ): Promise<boolean> {
    if (!this.required) return false;
    const now = this.clock();
    if (
      invitationToken &&
      (await this.invitations.invitationEmailedTo(invitationToken, user.email, now))
    ) {
      await this.repo.markVerified(user.id, now);
      return false;
    }
    await this.repo.deleteSessions(user.id);
    // The account waits even if the mail server refused: "Send the link again" tries once more.
    await this.send(user, languageOfCookie(ctx.cookie));
    return true;
  }

  private async send(user: { id: string; email: string }, language: Language): Promise<void> {
    const now = this.clock();
    const token = randomBytes(24).toString('base64url');
    await this.repo.start(
      user.id,
      hashOf(token),
      new Date(now.getTime() + CONFIRMATION_TTL_MS),
      now,
    );
    const link = `${this.baseUrl.replace(/\/$/, '')}/auth/confirm-email?token=${token}`;
    try {
      await this.mailer.send({ to: user.email, ...confirmationMail(link, language) });
    } catch (error) {
      // The same answer for every address; the operator sees why nothing arrived.
      this.log.error({ err: error }, 'could not send a confirmation e-mail');
    }
  }

  /** Sign-in with the right password, before confirming: refused, the session ended. */
  async checkSignIn(userId: string): Promise<void> {
    if (!this.required || !(await this.repo.isPending(userId))) return;
    await this.repo.deleteSessions(userId);
    throw new AppError(403, 'EMAIL_NOT_CONFIRMED', EMAIL_NOT_CONFIRMED);
  }

  async confirm(token: string, ctx: RequestContext): Promise<void> {
    const now = this.clock();
    const userId = await this.repo.confirm(hashOf(token), now);
    if (!userId) throw new AppError(400, 'INVALID_TOKEN', errorMessages.INVALID_TOKEN);
    await this.audit.security(ctx, userId, 'email_verified', {}, now);
  }

  /** "Send the link again": the same answer whatever the address; limited per address. */
  async resend(email: string, ctx: RequestContext): Promise<void> {
    const now = this.clock();
    const decision = await this.limiter.consume(`confirm:${email}`, this.rule, now.getTime());
    if (!decision.allowed) throw rateLimitedError(errorMessages.RATE_LIMITED, decision);
    if (!this.required) return;
    const userId = await this.users.findUserIdByEmail(email);
    if (!userId || !(await this.repo.isPending(userId))) return;
    await this.send({ id: userId, email }, languageOfCookie(ctx.cookie));
  }
}
