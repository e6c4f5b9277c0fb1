import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  INVITATION_TTL_MS,
  isInvitationUsable,
  joiningMemberName,
  type CreateInvitationInputSchema,
  type Invitation,
  type InvitationLanguage,
  type InvitationPreview,
} from '@usra/domain/family/invitation-schema';
import type { RateRule } from '../../config.js';
import type { AuditLog } from '../../platform/audit.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mailer.js';
import { addressBucket, type RateLimiter } from '../../platform/rate-limit.js';
import type { Actor } from '../../platform/session-guard.js';
import type { InvitationRepository, InvitationRow } from './invitation.repository.js';

/** 192 random bits, URL-safe (at least 128 asked for). */
export function newInvitationToken(): string {
  return randomBytes(24).toString('base64url');
}

export const INVALID_INVITATION =
  'This invitation link is invalid, expired, or has already been used.';

const invalid = () => new AppError(404, 'NOT_FOUND', INVALID_INVITATION);

export type MailLanguage = InvitationLanguage;

/** The invitation e-mail, in the inviter's language. */
export function invitationMail(
  familyName: string,
  link: string,
  language: MailLanguage,
): { subject: string; text: string } {
  if (language === 'ar') {
    return {
      subject: `انضم إلى ${familyName} على أسرة`,
      text: `تمت دعوتك للانضمام إلى ${familyName} على أسرة.\n\nافتح هذا الرابط خلال ٧ أيام للانضمام:\n${link}\n`,
    };
  }
  return {
    subject: `Join ${familyName} on Usra`,
    text: `You have been invited to join ${familyName} on Usra.\n\nOpen this link within 7 days to join:\n${link}\n`,
  };
}

export interface JoiningUser {
  id: string;
  familyId: string;
  email: string;
  fullName: string | null;
}

function publicView(row: InvitationRow): Invitation {
  const { familyId: _familyId, ...invitation } = row;
  return invitation;
}

export class InvitationService {
  constructor(
    private readonly repo: InvitationRepository,
    private readonly events: EventBus,
    private readonly audit: AuditLog,
    private readonly limiter: RateLimiter,
    private readonly lookupRule: RateRule,
    private readonly mailer: Mailer,
    private readonly baseUrl: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Creates the link; with an address and SMTP, e-mails it in the language chosen for the
   * invitee (else the inviter's). `emailed` is true only when the mail server took the message.
   */
  async create(
    actor: Actor & { familyName: string },
    input: z.output<typeof CreateInvitationInputSchema>,
    inviterLanguage: MailLanguage = 'ar',
  ): Promise<{ invitation: Invitation; emailed: boolean }> {
    const now = this.clock();
    const id = newId();
    const token = newInvitationToken();
    await this.repo.insert(
      {
        id,
        familyId: actor.familyId,
        token,
        role: input.role,
        invitedName: input.invitedName,
        invitedEmail: input.invitedEmail,
        language: input.invitedEmail ? (input.language ?? inviterLanguage) : null,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
        createdBy: actor.id,
      },
      now,
    );
    await this.audit.activity(actor.id, 'invitation_created', { invitationId: id }, now);
    const emailed = await this.send(actor.familyId, actor.familyName, id);
    await this.events.publish({
      topic: 'family-invitations',
      familyId: actor.familyId,
      data: { id, action: 'created' },
    });
    const row = await this.repo.find(actor.familyId, id);
    return { invitation: publicView(row!), emailed };
  }

  /** E-mails the link of an invitation that has an address; false when nothing was sent. */
  private async send(familyId: string, familyName: string, id: string): Promise<boolean> {
    const row = await this.repo.find(familyId, id);
    if (!row?.invitedEmail || !this.mailer.configured) return false;
    const link = `${this.baseUrl.replace(/\/$/, '')}/invite/${row.token}`;
    try {
      await this.mailer.send({
        to: row.invitedEmail,
        ...invitationMail(familyName, link, row.language ?? 'ar'),
      });
    } catch {
      // The invitation stands: the inviter still has the link to copy or share.
      return false;
    }
    await this.repo.markEmailed(familyId, id, this.clock());
    return true;
  }

  /** "Resend" from the pending list: the same link, e-mailed again. */
  async resend(
    actor: Actor & { familyName: string },
    id: string,
  ): Promise<{ invitation: Invitation; emailed: boolean }> {
    const found = await this.repo.find(actor.familyId, id);
    if (!found || !isInvitationUsable(found, this.clock())) {
      throw new AppError(404, 'NOT_FOUND', 'Invitation not found');
    }
    if (!found.invitedEmail) {
      throw new AppError(409, 'NO_EMAIL_ADDRESS', 'This invitation has no e-mail address.');
    }
    if (!this.mailer.configured) {
      throw new AppError(
        409,
        'MAIL_NOT_CONFIGURED',
        'This server cannot send e-mail (SMTP_URL is not set). Share the link instead.',
      );
    }
    const emailed = await this.send(actor.familyId, actor.familyName, id);
    if (emailed) {
      await this.audit.activity(actor.id, 'invitation_resent', { invitationId: id }, this.clock());
      await this.events.publish({
        topic: 'family-invitations',
        familyId: actor.familyId,
        data: { id, action: 'resent' },
      });
    }
    const row = await this.repo.find(actor.familyId, id);
    return { invitation: publicView(row!), emailed };
  }

  /** The invitee declines from /invite/<token>: the link no longer joins. */
  async decline(token: string, ip: string): Promise<void> {
    await this.countLookup(ip);
    const found = await this.repo.findUsable(token, this.clock());
    if (!found || !(await this.repo.decline(found.id, this.clock()))) throw invalid();
    await this.events.publish({
      topic: 'family-invitations',
      familyId: found.familyId,
      data: { id: found.id, action: 'declined' },
    });
  }

  get mailConfigured(): boolean {
    return this.mailer.configured;
  }

  async listPending(actor: Actor): Promise<Invitation[]> {
    return (await this.repo.listPending(actor.familyId, this.clock())).map(publicView);
  }

  async revoke(actor: Actor, id: string): Promise<void> {
    if (!(await this.repo.revoke(actor.familyId, id))) {
      throw new AppError(404, 'NOT_FOUND', 'Invitation not found');
    }
    await this.events.publish({
      topic: 'family-invitations',
      familyId: actor.familyId,
      data: { id, action: 'revoked' },
    });
  }

  /** Lookups by token are counted per client address, so tokens cannot be guessed by volume. */
  private async countLookup(ip: string): Promise<void> {
    const decision = await this.limiter.consume(
      `invitation-lookup:${addressBucket(ip)}`,
      this.lookupRule,
      this.clock().getTime(),
    );
    if (!decision.allowed) {
      throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
  }

  async preview(token: string, ip: string): Promise<InvitationPreview> {
    await this.countLookup(ip);
    const found = await this.repo.findUsable(token, this.clock());
    if (!found) throw invalid();
    return {
      familyName: found.familyName,
      role: found.role,
      invitedName: found.invitedName,
      invitedEmail: found.invitedEmail,
      expiresAt: found.expiresAt,
    };
  }

  async accept(
    token: string,
    user: JoiningUser,
    ip: string,
  ): Promise<{ familyId: string; familyName: string; memberId: string }> {
    await this.countLookup(ip);
    const now = this.clock();
    const found = await this.repo.findUsable(token, now);
    if (!found) throw invalid();
    const outcome = await this.repo.accept(
      {
        invitationId: found.id,
        familyId: found.familyId,
        userId: user.id,
        memberName: joiningMemberName({
          invitedName: found.invitedName,
          fullName: user.fullName,
          email: user.email,
        }),
        email: user.email,
        role: found.role,
      },
      now,
    );
    if (!outcome) throw invalid();
    const { memberId } = outcome;
    await this.audit.activity(
      user.id,
      'invitation_accepted',
      {
        invitationId: found.id,
        familyId: found.familyId,
        previousFamilyId: outcome.previousFamilyId,
        previousFamily: outcome.previousFamily,
      },
      now,
    );
    if (outcome.previousFamily === 'kept') {
      await this.events.publish({
        topic: 'family-members',
        familyId: outcome.previousFamilyId,
        data: { id: user.id, action: 'left' },
      });
    }
    await this.events.publish({
      topic: 'family-members',
      familyId: found.familyId,
      data: { id: memberId, action: 'joined' },
    });
    await this.events.publish({
      topic: 'family-invitations',
      familyId: found.familyId,
      data: { id: found.id, action: 'accepted' },
    });
    return { familyId: found.familyId, familyName: found.familyName, memberId };
  }
}
