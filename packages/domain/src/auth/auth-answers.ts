// What the auth routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { SessionSchema } from './auth-schema.js';

export const SessionResponseSchema = z.object({ session: SessionSchema });
export const GetSessionAnswerSchema = z.object({ session: SessionSchema.nullable() });
export const PostPasswordResetRequest202AnswerSchema = z.object({
  ok: z.literal(true),
  mailConfigured: z.boolean(),
});
