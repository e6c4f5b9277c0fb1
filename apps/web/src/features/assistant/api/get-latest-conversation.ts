import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConversationSchema, type Conversation } from '@usra/domain/assistant/assistant-schema';
import { api } from '@/lib/api-client';
import { assistantKeys } from './query-keys';

/** GET /api/assistant/conversations/latest: the person's last conversation, null when none (204). */
export async function getLatestConversation(): Promise<Conversation | null> {
  const conversation = await api.get(
    '/api/assistant/conversations/latest',
    ConversationSchema.optional(),
  );
  return conversation ?? null;
}

export function getLatestConversationQueryOptions() {
  return queryOptions({
    queryKey: assistantKeys.latest(),
    queryFn: getLatestConversation,
    // Only this tab writes to it; the panel keeps its own copy up to date.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useLatestConversation() {
  return useQuery(getLatestConversationQueryOptions());
}
