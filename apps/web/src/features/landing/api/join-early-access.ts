import type { EarlyAccessInput } from '@usra/domain/early-access/early-access-schema';
import { api } from '@/lib/api-client';

/** POST /api/early-access: the same answer whether or not the address was already listed. */
export function joinEarlyAccess(input: EarlyAccessInput): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/early-access', input);
}
