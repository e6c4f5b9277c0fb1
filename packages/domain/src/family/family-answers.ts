// What the family routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { FamilySchema } from './family-schema.js';
import { FamilyMemberSchema } from './member-schema.js';
import { FamilyGroupSchema } from './group-schema.js';
import { FamilySettingsSchema, SettingValueSchema } from './settings-schema.js';

export const GetFamilyAnswerSchema = z.object({ family: FamilySchema });
export const GetFamilyMembersAnswerSchema = z.object({ members: z.array(FamilyMemberSchema) });
export const PostFamilyMembersAnswerSchema = z.object({ member: FamilyMemberSchema });
export const GetFamilyGroupsAnswerSchema = z.object({ groups: z.array(FamilyGroupSchema) });
export const PostFamilyGroupsAnswerSchema = z.object({ group: FamilyGroupSchema });
export const GetFamilySettingsAnswerSchema = z.object({ settings: FamilySettingsSchema });
export const PutFamilySettingsByKeyAnswerSchema = z.object({
  key: z.string(),
  value: SettingValueSchema,
});
