import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@usra/domain/settings/settings-schema';
import { getSessionQueryOptions } from '@/lib/session';
import { api } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

export function updateProfile(input: UpdateProfileInput) {
  return api.put<{ profile: Profile; geocoded: boolean }>('/api/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      // The shell and the dashboard greet by the session's name.
      await queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
    },
  });
}
