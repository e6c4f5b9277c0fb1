import {
  AssistantReplySchema,
  type AssistantReply,
  type ChooseInput,
  type UndoInput,
} from '@usra/domain/assistant/assistant-schema';
import { api } from '@/lib/api-client';

/** POST /api/assistant/choose: a chip answers the assistant's question (confirm, which one). */
export function chooseOption(input: ChooseInput): Promise<AssistantReply> {
  return api.post('/api/assistant/choose', input, AssistantReplySchema);
}

/** POST /api/assistant/undo: reverses what a reply did (within ten minutes). */
export function undoReply(input: UndoInput): Promise<AssistantReply> {
  return api.post('/api/assistant/undo', input, AssistantReplySchema);
}
