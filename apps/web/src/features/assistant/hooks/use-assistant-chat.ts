import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AssistantAction,
  ChatMessage,
  Conversation,
} from '@usra/domain/assistant/assistant-schema';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { currentLanguage } from '@/lib/i18n';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { topicKeys } from '@/lib/query-keys';
import { browserTimeZone } from '@/lib/voice/parse-voice';
import {
  getLatestConversationQueryOptions,
  useLatestConversation,
} from '../api/get-latest-conversation';
import { assistantKeys } from '../api/query-keys';
import { sendMessage } from '../api/send-message';

/** A message only this screen knows (the one being sent, or the error reply). */
export type LocalMessage = ChatMessage & { local?: 'pending' | 'error' };

/**
 * After the assistant acted: the screens it changed refetch (tasks, calendar, family and the
 * dashboard's counters). The live event of the same change is then skipped in this tab.
 */
export async function refreshAfterActions(
  queryClient: QueryClient,
  actions: AssistantAction[],
): Promise<void> {
  if (actions.length === 0) return;
  const work: Promise<void>[] = [];
  for (const action of actions) {
    switch (action.kind) {
      case 'task_created':
        work.push(own(queryClient, topicKeys.tasks, action.id, 'created'));
        break;
      case 'task_completed':
        work.push(own(queryClient, topicKeys.tasks, action.id, 'status'));
        break;
      case 'task_reassigned':
        work.push(own(queryClient, topicKeys.tasks, action.id, 'updated'));
        break;
      case 'event_created':
        work.push(own(queryClient, topicKeys.calendar, action.id, 'created'));
        break;
      case 'event_moved':
        work.push(own(queryClient, topicKeys.calendar, action.id, 'updated'));
        break;
      case 'member_added':
        work.push(queryClient.invalidateQueries({ queryKey: topicKeys.familyMembers }));
        break;
    }
  }
  work.push(queryClient.invalidateQueries({ queryKey: topicKeys.dashboard }));
  await Promise.allSettled(work);
}

const own = (queryClient: QueryClient, queryKey: readonly string[], id: string, action: string) =>
  refetchAfterOwnChange(queryClient, { queryKey, id, action });

let localIds = 0;
const localMessage = (
  role: ChatMessage['role'],
  content: string,
  messageType: ChatMessage['messageType'],
  local: LocalMessage['local'],
): LocalMessage => ({
  id: `local-${++localIds}`,
  role,
  content,
  messageType,
  createdAt: new Date().toISOString(),
  metadata: { actions: [], suggestions: [], intent: null },
  local,
});

type Cached = (Conversation & { messages: LocalMessage[] }) | null;

/**
 * The panel's conversation: the latest one from the server (kept across reloads), the message
 * being sent shown at once, and on failure the spec's toast plus an error reply.
 */
export function useAssistantChat() {
  const { t, i18n } = useTranslation('assistant');
  const queryClient = useQueryClient();
  const conversation = useLatestConversation();
  const key = getLatestConversationQueryOptions().queryKey;

  const update = (change: (current: Cached) => Cached) =>
    queryClient.setQueryData<Cached>(key, (current) => change(current ?? null));

  const send = useMutation({
    mutationKey: [...assistantKeys.all, 'send'],
    mutationFn: async ({
      content,
      messageType,
    }: {
      content: string;
      messageType: ChatMessage['messageType'];
    }) => {
      const pending = localMessage('user', content, messageType, 'pending');
      update((current) => ({
        id: current?.id ?? '',
        messages: [...(current?.messages ?? []), pending],
      }));
      try {
        const reply = await sendMessage({
          conversationId: queryClient.getQueryData<Cached>(key)?.id || null,
          content,
          messageType,
          language: currentLanguage(i18n.resolvedLanguage),
          timeZone: browserTimeZone(),
        });
        update((current) => ({
          id: reply.conversationId,
          messages: [
            ...(current?.messages ?? []).map((m) =>
              m.id === pending.id ? { ...m, local: undefined } : m,
            ),
            reply.message,
          ],
        }));
        return reply;
      } catch (error) {
        update((current) => ({
          id: current?.id ?? '',
          messages: [
            ...(current?.messages ?? []).map((m) =>
              m.id === pending.id ? { ...m, local: undefined } : m,
            ),
            localMessage('assistant', t('errors.reply'), 'text', 'error'),
          ],
        }));
        throw error;
      }
    },
    onSuccess: (reply) => {
      void refreshAfterActions(queryClient, reply.actions);
    },
    onError: () => {
      toast.error(t('errors.sendFailed'));
    },
  });

  return {
    conversation,
    messages: (conversation.data?.messages ?? []) as LocalMessage[],
    send: (content: string, messageType: ChatMessage['messageType'] = 'text') =>
      send.mutateAsync({ content, messageType }),
    sending: send.isPending,
  };
}
