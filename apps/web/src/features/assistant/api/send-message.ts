import {
  AssistantReplySchema,
  type AssistantReply,
  type SendMessageInput,
} from '@usra/domain/assistant/assistant-schema';
import { api } from '@/lib/api-client';

/** POST /api/assistant/messages: the assistant acts and answers. */
export function sendMessage(input: SendMessageInput): Promise<AssistantReply> {
  return api.post('/api/assistant/messages', input, AssistantReplySchema);
}
