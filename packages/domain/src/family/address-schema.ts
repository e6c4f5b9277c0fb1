import { z } from 'zod';
import { optionalSanitized } from '../common/text-fields.js';

export const addressTypes = ['home', 'work', 'school', 'gym', 'custom'] as const;
export type AddressType = (typeof addressTypes)[number];

/** Spec core section 3: an unknown address type is treated as custom. */
export function normalizeAddressType(value: string | null | undefined): AddressType {
  return addressTypes.includes(value as AddressType) ? (value as AddressType) : 'custom';
}

export const ADDRESS_MAX = 500;

export const AddressTextSchema = z
  .string({ error: () => 'address.required' })
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'address.required' });
    else if (value.length > ADDRESS_MAX)
      ctx.addIssue({ code: 'custom', message: 'address.tooLong' });
  });

const latitude = z
  .number({ error: () => 'coordinates.invalid' })
  .min(-90, { message: 'coordinates.invalid' })
  .max(90, { message: 'coordinates.invalid' });
const longitude = z
  .number({ error: () => 'coordinates.invalid' })
  .min(-180, { message: 'coordinates.invalid' })
  .max(180, { message: 'coordinates.invalid' });

/**
 * How exact a saved position is: found at street level, only the city (every address of the
 * city then shares one point), or placed by hand on the map. Null: not known (saved before it
 * was kept, or typed in as numbers).
 */
export const placePrecisions = ['street', 'city', 'manual'] as const;
export type PlacePrecision = (typeof placePrecisions)[number];
/** A stored precision, or null when it is not one the app knows. */
export function toPlacePrecision(value: string | null | undefined): PlacePrecision | null {
  return placePrecisions.includes(value as PlacePrecision) ? (value as PlacePrecision) : null;
}
export const PlacePrecisionSchema = z.enum(placePrecisions, {
  error: () => 'coordinates.invalid',
});

const addressFields = {
  address: AddressTextSchema,
  addressType: z.string().max(20).transform(normalizeAddressType),
  label: optionalSanitized(100),
  latitude: latitude.nullable(),
  longitude: longitude.nullable(),
  precision: PlacePrecisionSchema.nullable(),
};

/** Spec core section 5: address required ('Please enter an address!'); type defaults to home. */
export const CreateAddressInputSchema = z
  .strictObject({
    ...addressFields,
    addressType: addressFields.addressType.default('home'),
    latitude: latitude.nullish().transform((v) => v ?? null),
    longitude: longitude.nullish().transform((v) => v ?? null),
    precision: PlacePrecisionSchema.nullish().transform((v) => v ?? null),
  })
  .refine((a) => (a.latitude === null) === (a.longitude === null), {
    message: 'coordinates.invalid',
    path: ['latitude'],
  })
  .refine((a) => a.precision === null || a.latitude !== null, {
    message: 'coordinates.invalid',
    path: ['precision'],
  });
export type CreateAddressInput = z.input<typeof CreateAddressInputSchema>;

export const UpdateAddressInputSchema = z
  .strictObject(addressFields)
  .partial()
  .refine((a) => (a.latitude === undefined) === (a.longitude === undefined), {
    message: 'coordinates.invalid',
    path: ['latitude'],
  })
  .refine(
    (a) =>
      a.precision === undefined ||
      a.precision === null ||
      (a.latitude !== undefined && a.latitude !== null),
    { message: 'coordinates.invalid', path: ['precision'] },
  );
export type UpdateAddressInput = z.input<typeof UpdateAddressInputSchema>;

export const MemberAddressSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  address: z.string(),
  addressType: z.enum(addressTypes),
  label: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  precision: z.enum(placePrecisions).nullable(),
  createdAt: z.string(),
});
export type MemberAddress = z.infer<typeof MemberAddressSchema>;

/**
 * How exact a found position is: a street address (or a named place on a street), or only the
 * city (the offline gazetteer, or a geocoder that matched no more than the city): every address in
 * one city then has the same point, and a route between them says nothing.
 */
export const geocodePrecisions = ['street', 'city'] as const;
export type GeocodePrecision = (typeof geocodePrecisions)[number];

export const GeocodeResultSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  formattedAddress: z.string(),
  precision: z.enum(geocodePrecisions).default('city'),
});
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;
