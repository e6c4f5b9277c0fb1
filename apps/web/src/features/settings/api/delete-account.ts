import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AccountDeletionInfo,
  DeleteAccountInput,
} from '@usra/domain/account/account-deletion-schema';
import { api } from '@/lib/api-client';
import { expectSessionEnd } from '@/lib/query-client';

export async function getAccountDeletion(): Promise<AccountDeletionInfo> {
  return (await api.get<{ deletion: AccountDeletionInfo }>('/api/account/deletion')).deletion;
}

// Starts with 'family': a member joining or leaving changes who can take the family over.
export function getAccountDeletionQueryOptions() {
  return queryOptions({ queryKey: ['family', 'account-deletion'], queryFn: getAccountDeletion });
}

export function useAccountDeletion(enabled: boolean) {
  return useQuery({ ...getAccountDeletionQueryOptions(), enabled });
}

/** From the request on, a call that finds no session is expected; undone if deletion fails. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  expectSessionEnd(true);
  try {
    await api.post<{ ok: true }>('/api/account/delete', input);
  } catch (error) {
    expectSessionEnd(false);
    throw error;
  }
}

/** The caller signs the browser out (clears the cache, then `expectSessionEnd(false)`). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
