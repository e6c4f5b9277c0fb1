import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssistantReplySchema,
  ChooseInputSchema,
  ConversationSchema,
  UndoInputSchema,
  ParsedVoiceSchema,
  ParseVoiceInputSchema,
  SendMessageInputSchema,
} from '@usra/domain/assistant/assistant-schema';
import {
  commonErrors,
  ErrorResponseSchema,
  IdParamsSchema,
  notFoundErrors,
} from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { AssistantService } from './assistant.service.js';
import { AUDIO_TYPES } from './transcriber.js';
import {
  GetAssistantCapabilitiesAnswerSchema,
  GetAssistantConversationsLatest204AnswerSchema,
  PostAssistantTranscribeAnswerSchema,
} from '@usra/domain/assistant/assistant-answers';

/** 30 s of 16 kHz mono WAV is about 1 MB; webm/opus far less. */
export const AUDIO_LIMIT_BYTES = 2 * 1024 * 1024;

/** Decision 013's API: the assistant panel, its history, voice parsing and transcription. */
export const assistantRoutes = (service: AssistantService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['assistant'];
    app.addHook('onRequest', app.requireSession);
    // A recording is sent as it is (this plugin's scope only).
    app.addContentTypeParser(
      AUDIO_TYPES,
      { parseAs: 'buffer', bodyLimit: AUDIO_LIMIT_BYTES },
      (_r, body, done) => done(null, body),
    );

    app.post(
      '/assistant/messages',
      {
        schema: {
          tags,
          summary:
            'Send a message; the assistant acts and answers (the conversation id comes back)',
          body: SendMessageInputSchema,
          response: { 200: AssistantReplySchema, ...notFoundErrors },
        },
      },
      async (request) => service.send(actorOf(request), request.body),
    );

    app.post(
      '/assistant/choose',
      {
        schema: {
          tags,
          summary: 'Answer a question back with one of its chips (confirm, cancel, or a candidate)',
          body: ChooseInputSchema,
          response: { 200: AssistantReplySchema, ...notFoundErrors },
        },
      },
      async (request) => service.choose(actorOf(request), request.body),
    );

    app.post(
      '/assistant/undo',
      {
        schema: {
          tags,
          summary: 'Undo everything a reply did (within ten minutes, once)',
          body: UndoInputSchema,
          response: { 200: AssistantReplySchema, ...notFoundErrors },
        },
      },
      async (request) => service.undo(actorOf(request), request.body),
    );

    app.get(
      '/assistant/conversations/latest',
      {
        schema: {
          tags,
          summary: "The person's latest conversation, or 204 when there is none",
          response: {
            200: ConversationSchema,
            204: GetAssistantConversationsLatest204AnswerSchema,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const conversation = await service.latest(actorOf(request));
        return conversation ?? reply.code(204).send(null);
      },
    );

    app.get(
      '/assistant/conversations/:id',
      {
        schema: {
          tags,
          summary: 'One of the person’s own conversations',
          params: IdParamsSchema,
          response: { 200: ConversationSchema, ...notFoundErrors },
        },
      },
      async (request) => service.conversation(actorOf(request), request.params.id),
    );

    app.post(
      '/assistant/parse-voice',
      {
        schema: {
          tags,
          summary: 'A transcript fills a task or event form (ai-parse-voice)',
          body: ParseVoiceInputSchema,
          response: { 200: ParsedVoiceSchema, ...commonErrors },
        },
      },
      async (request) => service.parseVoice(actorOf(request), request.body),
    );

    app.get(
      '/assistant/capabilities',
      {
        schema: {
          tags,
          summary: 'Whether server transcription and an AI provider are configured',
          response: {
            200: GetAssistantCapabilitiesAnswerSchema,
            ...commonErrors,
          },
        },
      },
      async () => service.capabilities(),
    );

    app.post(
      '/assistant/transcribe',
      {
        schema: {
          tags,
          summary: 'Speech to text through TRANSCRIBE_API_URL (audio/webm or audio/wav body)',
          querystring: z.strictObject({ language: z.enum(['ar', 'en']).optional() }),
          response: {
            200: PostAssistantTranscribeAnswerSchema,
            503: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => {
        const body = request.body;
        const audio = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        return service.transcribe(
          actorOf(request),
          audio,
          String(request.headers['content-type'] ?? ''),
          request.query.language,
        );
      },
    );
  };
