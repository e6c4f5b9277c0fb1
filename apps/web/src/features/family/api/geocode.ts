import { useMutation } from '@tanstack/react-query';
import type { GeocodeResult } from '@usra/domain/family/address-schema';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** Coordinates of an address, or null when the geocoder finds nothing. */
export async function geocode(address: string): Promise<GeocodeResult | null> {
  const query = new URLSearchParams({ address, language: currentLanguage() });
  return (await api.get<{ result: GeocodeResult | null }>(`/api/geocode?${query.toString()}`))
    .result;
}

export function useGeocode() {
  return useMutation({ mutationFn: geocode });
}
