import type { Session } from '@usra/domain/auth/auth-schema';
import { api } from '@/lib/api-client';

/**
 * Whether the visitor is signed in. A plain request, not the app's query cache: the public pages
 * do not load TanStack Query.
 */
export async function hasSession(): Promise<boolean> {
  try {
    const data = await api.get<{ session: Session | null }>('/api/auth/session');
    return data.session !== null;
  } catch {
    return false;
  }
}
