import { z } from 'zod';
import { ExistingPasswordSchema } from '../auth/password.js';

/** The age from which a family member counts as an adult (may take a family over). */
export const ADULT_AGE_YEARS = 18;

/**
 * What happens to the family when its account is deleted. A member who does not own the
 * family sends 'none'; the owner chooses to delete the whole family or to hand it to another
 * adult member who has an account.
 */
export const familyActions = ['none', 'delete_family', 'transfer'] as const;
export type FamilyAction = (typeof familyActions)[number];

export const DeleteAccountInputSchema = z.discriminatedUnion('familyAction', [
  z.strictObject({ password: ExistingPasswordSchema, familyAction: z.literal('none') }),
  z.strictObject({ password: ExistingPasswordSchema, familyAction: z.literal('delete_family') }),
  z.strictObject({
    password: ExistingPasswordSchema,
    familyAction: z.literal('transfer'),
    newOwnerMemberId: z.string().min(1).max(100),
  }),
]);
export type DeleteAccountInput = z.input<typeof DeleteAccountInputSchema>;

export const OwnerCandidateSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});
export type OwnerCandidate = z.infer<typeof OwnerCandidateSchema>;

/** What the deletion dialog needs to know before asking. */
export const AccountDeletionInfoSchema = z.object({
  /** The signed-in user owns their family and must choose what happens to it. */
  isOwner: z.boolean(),
  /** Adult members with an account who can take the family over. */
  candidates: z.array(OwnerCandidateSchema),
  /** Other accounts in the family (they keep their accounts if the family is deleted). */
  otherAccounts: z.number().int(),
  /** The only administrator of an installation that has other users: deletion is refused. */
  lastAdmin: z.boolean(),
});
export type AccountDeletionInfo = z.infer<typeof AccountDeletionInfoSchema>;

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC). */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * An adult member: not a child by role, and not under 18 by birth date when one is known
 * (family roles are labels, spec core section 6; 'child' is the one that rules out adulthood).
 */
export function isAdultMember(
  member: { role: string; birthDate: string | null },
  now: Date,
): boolean {
  if (member.role === 'child') return false;
  if (member.birthDate && ageOn(member.birthDate, now) < ADULT_AGE_YEARS) return false;
  return true;
}
