import { z } from 'zod';
import { limits } from '../common/limits.js';
import { requiredSanitized } from '../common/text-fields.js';

/** Every app password starts with this, so a leaked one is recognisable (secret scanners). */
export const APP_PASSWORD_PREFIX = 'usra_pat_';
/** A person keeps at most this many app passwords. */
export const APP_PASSWORDS_MAX = 25;

/** read: GET and HEAD only; read-write: everything the person may do in the app. */
export const AppPasswordScopeSchema = z.enum(['read', 'read-write']);
export type AppPasswordScope = z.infer<typeof AppPasswordScopeSchema>;

export const CreateAppPasswordInputSchema = z.strictObject({
  name: requiredSanitized(limits.nameMax, 'appPassword.nameRequired', 'appPassword.nameTooLong'),
  scope: AppPasswordScopeSchema,
});
export type CreateAppPasswordInput = z.input<typeof CreateAppPasswordInputSchema>;

/** What the list shows: never the token, which exists only in the creation's answer. */
export const AppPasswordSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: AppPasswordScopeSchema,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AppPassword = z.infer<typeof AppPasswordSchema>;

export const CreatedAppPasswordSchema = z.object({
  appPassword: AppPasswordSchema,
  /** `usra_pat_…`: shown once, stored only as its SHA-256. */
  token: z.string(),
});
export type CreatedAppPassword = z.infer<typeof CreatedAppPasswordSchema>;

export const AppPasswordListSchema = z.object({ appPasswords: z.array(AppPasswordSchema) });
