import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Family } from '@usra/domain/family/family-schema';
import { api } from '@/lib/api-client';
import { topicKeys } from '@/lib/query-keys';

export async function renameFamily(name: string): Promise<Family> {
  return (await api.patch<{ family: Family }>('/api/family', { name })).family;
}

export function useRenameFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameFamily,
    // The session carries the family's name.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.auth }),
  });
}
