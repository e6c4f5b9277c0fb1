// What the early-access routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { EarlyAccessSignupSchema } from './early-access-schema.js';

export const GetAdminEarlyAccessAnswerSchema = z.object({
  total: z.number(),
  signups: z.array(EarlyAccessSignupSchema),
});
