// What the profile routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { ProfileSchema } from './settings-schema.js';

export const GetProfileAnswerSchema = z.object({ profile: ProfileSchema });
