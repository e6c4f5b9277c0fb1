import { z } from 'zod';
import { EmailSchema } from '../auth/email.js';

/** The landing page's early-access form: the same e-mail rule as sign-up. */
export const EarlyAccessInputSchema = z.strictObject({
  email: EmailSchema,
  /** The visitor's language, so that a later announcement can be written in it. */
  language: z.enum(['ar', 'en']).optional(),
});
export type EarlyAccessInput = z.input<typeof EarlyAccessInputSchema>;

export const EarlyAccessSignupSchema = z.object({
  id: z.string(),
  email: z.string(),
  language: z.string().nullable(),
  createdAt: z.string(),
});
export type EarlyAccessSignup = z.infer<typeof EarlyAccessSignupSchema>;
