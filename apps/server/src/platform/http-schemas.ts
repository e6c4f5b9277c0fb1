import { TimeZoneSchema } from '@usra/domain/tasks/task-query';
import { z } from 'zod';
import { ErrorResponseSchema, OkSchema } from '@usra/domain/common/answers';

/** The answers every area shares live in the domain, beside the others; re-exported for routes. */
export { ErrorResponseSchema, OkSchema };

/** The error answers every route may give, for the OpenAPI document. */
export const commonErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  413: ErrorResponseSchema,
  429: ErrorResponseSchema,
  500: ErrorResponseSchema,
} as const;

/** `:id` in a path: one row's id; one that is not the family's is answered 404, never 403. */
export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** `?timeZone=`: the reader's IANA time zone, for days computed on the server (UTC if absent). */
export const TimeZoneQuerySchema = z.strictObject({ timeZone: TimeZoneSchema.default('UTC') });

/** The errors of a route that acts on one row: not found, a conflict, and every route's own. */
export const rowErrors = {
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  ...commonErrors,
} as const;

/** The errors of a route that reads or acts on one row but cannot conflict. */
export const notFoundErrors = { 404: ErrorResponseSchema, ...commonErrors } as const;
