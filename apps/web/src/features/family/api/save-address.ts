import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateAddressInput,
  MemberAddress,
  UpdateAddressInput,
} from '@usra/domain/family/address-schema';
import { api } from '@/lib/api-client';
import { getAddressesQueryOptions } from './get-addresses';

export type SaveAddressArgs =
  | { memberId: string; id: null; input: CreateAddressInput }
  | { memberId: string; id: string; input: UpdateAddressInput };

/** Adds an address (id null) or edits one. */
export async function saveAddress({
  memberId,
  id,
  input,
}: SaveAddressArgs): Promise<MemberAddress> {
  const data =
    id === null
      ? await api.post<{ address: MemberAddress }>(
          `/api/family/members/${encodeURIComponent(memberId)}/addresses`,
          input,
        )
      : await api.patch<{ address: MemberAddress }>(
          `/api/family/addresses/${encodeURIComponent(id)}`,
          input,
        );
  return data.address;
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (_address, { memberId }) =>
      queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions(memberId).queryKey }),
  });
}
