import { z } from 'zod';
import { requiredSanitized } from '../common/text-fields.js';

export const FamilySchema = z.object({ id: z.string(), name: z.string() });
export type Family = z.infer<typeof FamilySchema>;

export const FamilyNameInputSchema = z.strictObject({
  name: requiredSanitized(100, 'familyName.required', 'familyName.tooLong'),
});
export type FamilyNameInput = z.input<typeof FamilyNameInputSchema>;
