import { z } from 'zod';
import { limits } from '../common/limits.js';
import { OptionalEmailSchema } from './fields.js';
import { optionalSanitized } from '../common/text-fields.js';
import { MemberRoleSchema } from './member-schema.js';

/** An invitation link stays valid this long: 7 days, the product's rule. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

export const InvitationStatusSchema = z.enum(['pending', 'accepted', 'revoked', 'declined']);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

export const InvitationLanguageSchema = z.enum(['ar', 'en']);
export type InvitationLanguage = z.infer<typeof InvitationLanguageSchema>;

export const CreateInvitationInputSchema = z.strictObject({
  role: MemberRoleSchema.default('member'),
  invitedName: optionalSanitized(limits.nameMax),
  invitedEmail: OptionalEmailSchema,
  /** The language of the e-mail to the invitee; by default the inviter's. */
  language: InvitationLanguageSchema.optional(),
});
export type CreateInvitationInput = z.input<typeof CreateInvitationInputSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  token: z.string(),
  status: InvitationStatusSchema,
  role: MemberRoleSchema,
  invitedName: z.string().nullable(),
  invitedEmail: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** The e-mail's language (null: no e-mail address). */
  language: InvitationLanguageSchema.nullable(),
  /** When the link was last e-mailed; null: never (no address, or no SMTP). */
  emailedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** What /invite/<token> shows before joining: no ids, only what the invitee needs. */
export const InvitationPreviewSchema = z.object({
  familyName: z.string(),
  role: MemberRoleSchema,
  invitedName: z.string().nullable(),
  invitedEmail: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/**
 * The new member's name (spec core section 7): the invited name, else the account's full name,
 * else the part of the e-mail before the @ sign, else 'New Member'.
 */
export function joiningMemberName(input: {
  invitedName: string | null | undefined;
  fullName: string | null | undefined;
  email: string | null | undefined;
}): string {
  const candidates = [input.invitedName, input.fullName, input.email?.split('@')[0]];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return 'New Member';
}

/** Only pending, unexpired invitations load (spec core section 4). */
export function isInvitationUsable(
  invitation: { status: InvitationStatus; expiresAt: string },
  now: Date,
): boolean {
  return invitation.status === 'pending' && Date.parse(invitation.expiresAt) > now.getTime();
}
