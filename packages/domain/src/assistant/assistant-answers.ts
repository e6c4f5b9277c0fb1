// What the assistant routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';

export const GetAssistantConversationsLatest204AnswerSchema = z.null();
export const GetAssistantCapabilitiesAnswerSchema = z.object({
  transcription: z.boolean(),
  provider: z.boolean(),
});
export const PostAssistantTranscribeAnswerSchema = z.object({ text: z.string() });
