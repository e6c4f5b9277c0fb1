import { z } from 'zod';
import { EmailSchema } from './email.js';
import { FullNameSchema } from './full-name.js';
import { ExistingPasswordSchema, NewPasswordSchema } from './password.js';

export const SignUpInputSchema = z.strictObject({
  email: EmailSchema,
  password: NewPasswordSchema,
  fullName: FullNameSchema,
  /** An invitation link's token: needed to sign up while registration is invite-only. */
  invitationToken: z.string().min(1).max(200).optional(),
});
export type SignUpInput = z.input<typeof SignUpInputSchema>;

export const SignInInputSchema = z.strictObject({
  email: EmailSchema,
  password: ExistingPasswordSchema,
});
export type SignInInput = z.input<typeof SignInInputSchema>;

/** A 6-digit authenticator code, or one of the backup codes (`abcde-12345`). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

export const TwoFactorCodeSchema = z
  .string('twoFactorCode.required')
  .trim()
  .min(1, 'twoFactorCode.required')
  .max(32, 'twoFactorCode.invalidFormat')
  .refine(
    (code) => TOTP_CODE_PATTERN.test(code) || BACKUP_CODE_PATTERN.test(code),
    'twoFactorCode.invalidFormat',
  );

/** The code step of a sign-in for an account with two-factor sign-in on. */
export const TwoFactorSignInInputSchema = z.strictObject({ code: TwoFactorCodeSchema });
export type TwoFactorSignInInput = z.input<typeof TwoFactorSignInInputSchema>;

export const PasswordResetRequestInputSchema = z.strictObject({ email: EmailSchema });
export type PasswordResetRequestInput = z.input<typeof PasswordResetRequestInputSchema>;

export const PasswordResetInputSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: NewPasswordSchema,
});
export type PasswordResetInput = z.input<typeof PasswordResetInputSchema>;

export const RoleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof RoleSchema>;

export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  familyId: z.string(),
  familyName: z.string(),
  role: RoleSchema,
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionSchema = z.object({
  user: SessionUserSchema,
  expiresAt: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

/** A sign-in answers with a session, or asks for the second factor (no session exists yet). */
export const SignInResultSchema = z.union([
  z.object({ session: SessionSchema }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);
export type SignInResult = z.infer<typeof SignInResultSchema>;

export const ConfirmEmailInputSchema = z.strictObject({ token: z.string().min(1).max(200) });
export type ConfirmEmailInput = z.input<typeof ConfirmEmailInputSchema>;

/** A sign-up signs in, or (e-mail confirmation required) waits for the link. */
export const SignUpResultSchema = z.union([
  z.object({ session: SessionSchema }),
  z.object({ confirmationRequired: z.literal(true), email: z.string() }),
]);
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

/** How one signs in on this server: the single sign-on provider (OIDC_*), and passwords. */
export const SignInMethodsSchema = z.object({
  sso: z.object({ name: z.string() }).nullable(),
  passwordSignIn: z.boolean(),
});
export type SignInMethods = z.infer<typeof SignInMethodsSchema>;

/** A sign-in method linked to an account (Settings → Security). */
export const LinkedMethodSchema = z.object({
  kind: z.enum(['password', 'sso']),
  /** The provider's name for single sign-on. */
  name: z.string().nullable(),
  linkedAt: z.string(),
});
export type LinkedMethod = z.infer<typeof LinkedMethodSchema>;
export const LinkedMethodsSchema = z.object({ methods: z.array(LinkedMethodSchema) });

/** Starts single sign-on; from an invitation link it comes back to it. */
export const SsoStartInputSchema = z.strictObject({
  invitationToken: z.string().min(1).max(200).optional(),
});
export const SsoStartSchema = z.object({ url: z.string() });
