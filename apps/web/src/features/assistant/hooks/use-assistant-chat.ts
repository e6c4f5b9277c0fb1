import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AssistantAction,
  AssistantChoice,
  AssistantReply,
  AssistantUndo,
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
import { chooseOption, undoReply } from '../api/choose';
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
      case 'task_moved':
        work.push(own(queryClient, topicKeys.tasks, action.id, 'updated'));
        break;
      case 'task_deleted':
        work.push(own(queryClient, topicKeys.tasks, action.id, 'deleted'));
        break;
      case 'event_deleted':
        work.push(own(queryClient, topicKeys.calendar, action.id, 'deleted'));
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
  metadata: { actions: [], suggestions: [], intent: null, choices: [], undo: null },
  local,
});

/** What the person sends: a message, a chip's answer, or Undo. */
type Outgoing =
  | { kind: 'message'; content: string; messageType: ChatMessage['messageType'] }
  | { kind: 'choice'; choice: AssistantChoice }
  | { kind: 'undo'; undo: AssistantUndo; label: string };

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
    mutationFn: async (outgoing: Outgoing) => {
      const content =
        outgoing.kind === 'message'
          ? outgoing.content
          : outgoing.kind === 'choice'
            ? outgoing.choice.label
            : outgoing.label;
      const messageType = outgoing.kind === 'message' ? outgoing.messageType : 'text';
      const pending = localMessage('user', content, messageType, 'pending');
      update((current) => ({
        id: current?.id ?? '',
        messages: [...(current?.messages ?? []), pending],
      }));
      try {
        const conversationId = queryClient.getQueryData<Cached>(key)?.id || null;
        const common = {
          language: currentLanguage(i18n.resolvedLanguage),
          timeZone: browserTimeZone(),
        };
        let reply: AssistantReply;
        if (outgoing.kind === 'choice') {
          reply = await chooseOption({
            ...common,
            conversationId: conversationId ?? '',
            pendingId: outgoing.choice.pendingId,
            option: outgoing.choice.option,
          });
        } else if (outgoing.kind === 'undo') {
          reply = await undoReply({
            ...common,
            conversationId: conversationId ?? '',
            undoId: outgoing.undo.id,
          });
        } else {
          reply = await sendMessage({ ...common, conversationId, content, messageType });
        }
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
    onSuccess: (reply, outgoing) => {
      void refreshAfterActions(queryClient, reply.actions);
      // An undo changed the rows the undone reply had changed: those screens refetch.
      if (outgoing.kind === 'undo') {
        for (const queryKey of [
          topicKeys.tasks,
          topicKeys.calendar,
          topicKeys.familyMembers,
          topicKeys.dashboard,
        ])
          void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: () => {
      toast.error(t('errors.sendFailed'));
    },
  });

  return {
    conversation,
    messages: (conversation.data?.messages ?? []) as LocalMessage[],
    send: (content: string, messageType: ChatMessage['messageType'] = 'text') =>
      send.mutateAsync({ kind: 'message', content, messageType }),
    choose: (choice: AssistantChoice) => send.mutateAsync({ kind: 'choice', choice }),
    undo: (undo: AssistantUndo, label: string) => send.mutateAsync({ kind: 'undo', undo, label }),
    sending: send.isPending,
  };
}
