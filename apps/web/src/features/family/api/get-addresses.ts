import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberAddress } from '@usra/domain/family/address-schema';
import { api } from '@/lib/api-client';

export async function getAddresses(memberId: string): Promise<MemberAddress[]> {
  return (
    await api.get<{ addresses: MemberAddress[] }>(
      `/api/family/members/${encodeURIComponent(memberId)}/addresses`,
    )
  ).addresses;
}

/** Starts with the live-update topic, so another tab's change refetches it. */
export function getAddressesQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: ['member-addresses', memberId],
    queryFn: () => getAddresses(memberId),
  });
}

export function useAddresses(memberId: string) {
  return useQuery(getAddressesQueryOptions(memberId));
}
