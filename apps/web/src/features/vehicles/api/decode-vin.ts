import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

import {
  PostVehiclesVinDecodeAnswerSchema as DecodeAnswerSchema,
  VinDecodingSchema as DecodedVinSchema,
  type VinDecoding as DecodedVin,
} from '@usra/domain/vehicles/vehicles-answers';

export { DecodedVinSchema, type DecodedVin };

export async function decodeVin(vin: string): Promise<DecodedVin> {
  return (await api.post('/api/vehicles/vin-decode', { vin }, DecodeAnswerSchema)).decoded;
}

/** Changes nothing on the server, so nothing is refetched. */
export function useDecodeVin() {
  return useMutation({ mutationFn: decodeVin });
}
