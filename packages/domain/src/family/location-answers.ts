// What the location routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { FamilyMemberSchema } from './member-schema.js';

export const PutFamilyLocationAnswerSchema = z.object({ member: FamilyMemberSchema });
