import { z } from 'zod';
import { limits } from '../common/limits.js';
import { OptionalDateSchema, OptionalEmailSchema, OptionalPhoneSchema } from './fields.js';
import { optionalSanitized, requiredSanitized } from '../common/text-fields.js';

/** Spec core section 3 (parent/child/guardian/other) and the wider set named in copy. */
export const memberRoles = [
  'parent',
  'child',
  'guardian',
  'spouse',
  'sibling',
  'admin',
  'member',
  'other',
] as const;
export const MemberRoleSchema = z.enum(memberRoles);
export type MemberRole = z.infer<typeof MemberRoleSchema>;

export const memberStatuses = ['active', 'idle', 'offline'] as const;
export const MemberStatusSchema = z.enum(memberStatuses);
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

export const MemberNameSchema = requiredSanitized(
  limits.nameMax,
  'memberName.required',
  'memberName.tooLong',
);

const memberFields = {
  name: MemberNameSchema,
  email: OptionalEmailSchema,
  phone: OptionalPhoneSchema,
  role: MemberRoleSchema,
  status: MemberStatusSchema,
  birthDate: OptionalDateSchema,
  schoolWork: optionalSanitized(200),
  emergencyContactName: optionalSanitized(limits.nameMax),
};

/** Add-member dialog (spec core section 5): name required, role other and status active by default. */
export const CreateMemberInputSchema = z.strictObject({
  ...memberFields,
  role: MemberRoleSchema.default('other'),
  status: MemberStatusSchema.default('active'),
});
export type CreateMemberInput = z.input<typeof CreateMemberInputSchema>;

/** Edit: any subset of the same fields. */
export const UpdateMemberInputSchema = z.strictObject(memberFields).partial();
export type UpdateMemberInput = z.input<typeof UpdateMemberInputSchema>;

export const FamilyMemberSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: MemberRoleSchema,
  status: MemberStatusSchema,
  birthDate: z.string().nullable(),
  schoolWork: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  lastLocation: z.string().nullable(),
  lastLatitude: z.number().nullable(),
  lastLongitude: z.number().nullable(),
  lastSeen: z.string().nullable(),
  createdAt: z.string(),
});
export type FamilyMember = z.infer<typeof FamilyMemberSchema>;

/** The article «ال» (with a vowelled or long alef) at the start of an Arabic word. */
const ARABIC_ARTICLE = /^[اأإآ]ل(?=[\u0621-\u064a]{2})/;
const ARABIC_LETTER = /[\u0600-\u06ff]/;

/**
 * Avatar initials: the first letters of the first two words of the name. In Arabic the article
 * «ال» is not the name's letter (نورة العتيبي → «ن ع», not «نا»), and «عبد» with the name after it
 * is one name (عبد الله الأحمد → «ع أ»; عبدالله → «ع»). Arabic initials are kept apart (a zero-width
 * non-joiner), so that they do not join into a word.
 */
export function memberInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const names: string[] = [];
  for (let i = 0; i < words.length && names.length < 2; i += 1) {
    const word = words[i]!;
    names.push(word);
    if (word === 'عبد' && i + 1 < words.length) i += 1;
  }
  const letters = names.map((word) =>
    [...word.replace(ARABIC_ARTICLE, '')][0]!.toLocaleUpperCase(),
  );
  return letters.join(letters.some((letter) => ARABIC_LETTER.test(letter)) ? '\u200c' : '');
}
