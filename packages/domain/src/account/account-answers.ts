// What the account routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { AccountDeletionInfoSchema } from './account-deletion-schema.js';

export const GetAccountDeletionAnswerSchema = z.object({ deletion: AccountDeletionInfoSchema });
