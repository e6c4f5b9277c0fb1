// What the address routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { GeocodeResultSchema, MemberAddressSchema } from './address-schema.js';

export const GetFamilyMembersByIdAddressesAnswerSchema = z.object({
  addresses: z.array(MemberAddressSchema),
});
export const PostFamilyMembersByIdAddressesAnswerSchema = z.object({
  address: MemberAddressSchema,
});
export const GetGeocodeAnswerSchema = z.object({ result: GeocodeResultSchema.nullable() });
