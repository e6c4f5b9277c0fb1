import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * What the server could tell from a VIN (offline by default: check digit, manufacturer and
 * country from the WMI, model year; make and model where its tables know them). The domain has
 * no schema of this answer, so it is written here, to the contract.
 */
export const DecodedVinSchema = z.object({
  vin: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  bodyClass: z.string().nullable(),
  engine: z.string().nullable(),
  fuelType: z.string().nullable(),
  manufacturer: z.string().nullable(),
  country: z.string().nullable(),
  checkDigit: z.enum(['valid', 'invalid', 'not-applicable']),
});
export type DecodedVin = z.infer<typeof DecodedVinSchema>;

const DecodeAnswerSchema = z.object({ decoded: DecodedVinSchema });

export async function decodeVin(vin: string): Promise<DecodedVin> {
  return (await api.post('/api/vehicles/vin-decode', { vin }, DecodeAnswerSchema)).decoded;
}

/** Changes nothing on the server, so nothing is refetched. */
export function useDecodeVin() {
  return useMutation({ mutationFn: decodeVin });
}
