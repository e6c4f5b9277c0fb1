import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BackupCodes,
  TwoFactorPasswordInput,
  TwoFactorSetup,
  TwoFactorStatus,
  TwoFactorVerifyInput,
} from '@usra/domain/settings/settings-schema';
import { api } from '@/lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return api.get<TwoFactorStatus>('/api/account/two-factor');
}

export function getTwoFactorStatusQueryOptions() {
  return queryOptions({ queryKey: ['two-factor'], queryFn: getTwoFactorStatus });
}

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorStatusQueryOptions());
}

/** Step 1: the password again; answers the secret, its otpauth URI and the backup codes. */
export async function startTwoFactorSetup(input: TwoFactorPasswordInput): Promise<TwoFactorSetup> {
  return api.post<TwoFactorSetup>('/api/account/two-factor/setup', input);
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}

/** Step 2: a code from the app turns it on (the session cookie is renewed). */
export async function enableTwoFactor(input: TwoFactorVerifyInput): Promise<void> {
  await api.post<{ ok: true }>('/api/account/two-factor/enable', input);
}

function useRefreshAfter<TInput>(mutationFn: (input: TInput) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey });
    },
  });
}

export function useEnableTwoFactor() {
  return useRefreshAfter(enableTwoFactor);
}

export async function disableTwoFactor(input: TwoFactorPasswordInput): Promise<void> {
  await api.post<{ ok: true }>('/api/account/two-factor/disable', input);
}

export function useDisableTwoFactor() {
  return useRefreshAfter(disableTwoFactor);
}

/** New backup codes (the password again); the previous ones stop working. */
export async function regenerateBackupCodes(input: TwoFactorPasswordInput): Promise<BackupCodes> {
  return api.post<BackupCodes>('/api/account/two-factor/backup-codes', input);
}

export function useRegenerateBackupCodes() {
  return useMutation({ mutationFn: regenerateBackupCodes });
}
