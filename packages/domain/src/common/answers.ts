import { z } from 'zod';

/** Every refusal: `{ error: { code, message, details? } }` (codes in the server's `platform/errors.ts`). */
export const ErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

/** A change that has nothing to say beyond having happened. */
export const OkSchema = z.object({ ok: z.literal(true) });
