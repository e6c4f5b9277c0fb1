/** Names a new family and its first member get (sign-up, and re-homing when an owner leaves). */

/** "عائلة سارة" for an Arabic name, "Sara's family" otherwise. */
export function familyNameFor(fullName: string): string {
  return /\p{Script=Arabic}/u.test(fullName) ? `عائلة ${fullName}` : `${fullName}'s family`;
}

/** The family role of the account that creates the family (spec section 6: roles are labels). */
export const CREATOR_MEMBER_ROLE = 'admin';

/** The creator's member name: the account's name, else the e-mail's local part. */
export function creatorMemberName(fullName: string, email: string): string {
  return fullName.trim() || email.split('@')[0] || email;
}
