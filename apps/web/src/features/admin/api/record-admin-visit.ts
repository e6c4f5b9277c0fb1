import { useMutation } from '@tanstack/react-query';
import type { AdminVisitInput } from '@usra/domain/admin/admin-schema';
import { api } from '@/lib/api-client';

/** Spec core section 4: each portal access and refresh is logged as activity. */
export async function recordAdminVisit(input: AdminVisitInput): Promise<void> {
  await api.post<{ ok: true }>('/api/admin/visits', input);
}

export function useRecordAdminVisit() {
  return useMutation({ mutationFn: recordAdminVisit });
}
