import { z } from 'zod';
import { optionalSanitized, requiredSanitized } from '../common/text-fields.js';

/** Spec core section 9: default group colour. */
export const DEFAULT_GROUP_COLOR = '#3B82F6';

export const GroupColorSchema = z
  .string({ error: () => 'color.invalid' })
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'color.invalid' })
  .transform((value) => value.toUpperCase());

const groupFields = {
  name: requiredSanitized(100, 'groupName.required', 'groupName.tooLong'),
  description: optionalSanitized(500, { lines: 'multi' }),
  color: GroupColorSchema,
};

export const CreateGroupInputSchema = z.strictObject({
  ...groupFields,
  color: GroupColorSchema.default(DEFAULT_GROUP_COLOR),
});
export type CreateGroupInput = z.input<typeof CreateGroupInputSchema>;

export const UpdateGroupInputSchema = z.strictObject(groupFields).partial();
export type UpdateGroupInput = z.input<typeof UpdateGroupInputSchema>;

export const FamilyGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  createdAt: z.string(),
});
export type FamilyGroup = z.infer<typeof FamilyGroupSchema>;
