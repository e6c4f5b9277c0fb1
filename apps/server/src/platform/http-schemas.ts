import { z } from 'zod';

export const ErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

/** The error answers every route may give, for the OpenAPI document. */
export const commonErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  413: ErrorResponseSchema,
  429: ErrorResponseSchema,
  500: ErrorResponseSchema,
} as const;

export const OkSchema = z.object({ ok: z.literal(true) });
