import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAddressesQueryOptions } from './get-addresses';

export async function deleteAddress({ id }: { memberId: string; id: string }): Promise<void> {
  await api.delete(`/api/family/addresses/${encodeURIComponent(id)}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_data, { memberId }) =>
      queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions(memberId).queryKey }),
  });
}
