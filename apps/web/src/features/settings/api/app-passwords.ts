import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AppPasswordListSchema,
  CreatedAppPasswordSchema,
  type AppPassword,
  type CreateAppPasswordInput,
  type CreatedAppPassword,
} from '@usra/domain/settings/app-password-schema';
import { api } from '@/lib/api-client';

export async function getAppPasswords(): Promise<AppPassword[]> {
  return (await api.get('/api/account/app-passwords', AppPasswordListSchema)).appPasswords;
}

// Starts with 'security-log': creating or revoking one (in another tab too) is a security row.
export function getAppPasswordsQueryOptions() {
  return queryOptions({ queryKey: ['security-log', 'app-passwords'], queryFn: getAppPasswords });
}

export function useAppPasswords() {
  return useQuery(getAppPasswordsQueryOptions());
}

/** The answer holds the token: the only time it is ever shown. */
export async function createAppPassword(
  input: CreateAppPasswordInput,
): Promise<CreatedAppPassword> {
  return api.post('/api/account/app-passwords', input, CreatedAppPasswordSchema);
}

export async function revokeAppPassword(id: string): Promise<void> {
  await api.delete<{ ok: true }>(`/api/account/app-passwords/${encodeURIComponent(id)}`);
}

function useChangeThenRefetch<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAppPasswordsQueryOptions().queryKey }),
  });
}

export function useCreateAppPassword() {
  return useChangeThenRefetch(createAppPassword);
}

export function useRevokeAppPassword() {
  return useChangeThenRefetch(revokeAppPassword);
}
