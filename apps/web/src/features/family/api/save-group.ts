import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateGroupInput,
  FamilyGroup,
  UpdateGroupInput,
} from '@usra/domain/family/group-schema';
import { api } from '@/lib/api-client';
import { getGroupsQueryOptions } from './get-groups';

export type SaveGroupArgs =
  { id: null; input: CreateGroupInput } | { id: string; input: UpdateGroupInput };

/** Creates a group (id null) or edits one. */
export async function saveGroup({ id, input }: SaveGroupArgs): Promise<FamilyGroup> {
  const data =
    id === null
      ? await api.post<{ group: FamilyGroup }>('/api/family/groups', input)
      : await api.patch<{ group: FamilyGroup }>(
          `/api/family/groups/${encodeURIComponent(id)}`,
          input,
        );
  return data.group;
}

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getGroupsQueryOptions().queryKey }),
  });
}
