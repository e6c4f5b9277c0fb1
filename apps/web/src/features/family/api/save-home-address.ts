import { api } from '@/lib/api-client';

/** The profile's home address; the server geocodes it and says whether that worked. */
export async function saveHomeAddress(
  fullName: string | null,
  homeAddress: string,
): Promise<{ geocoded: boolean }> {
  const data = await api.put<{ geocoded: boolean }>('/api/profile', { fullName, homeAddress });
  return { geocoded: data.geocoded };
}
