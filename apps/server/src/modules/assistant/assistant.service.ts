import {
  ChatMessageSchema,
  type AssistantReply,
  type ChatMessage,
  type Conversation,
  type ParsedVoice,
  type SendMessageInputSchema,
  type ParseVoiceInputSchema,
} from '@usra/domain/assistant/assistant-schema';
import { parseVoice } from '@usra/domain/assistant/voice';
import { localDate } from '@usra/domain/common/dates';
import type { z } from 'zod';
import type { RateRule } from '../../config.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Actor } from '../../platform/session-guard.js';
import type { AssistantEngine, EngineAnswer, Turn } from './assistant-engine.js';
import { askProvider, type ProviderConfig } from './assistant-provider.js';
import type { AssistantRepository } from './assistant.repository.js';
import { transcribe, type TranscriberConfig } from './transcriber.js';

/** Messages of a conversation sent back (the panel shows the recent ones). */
export const HISTORY_LIMIT = 100;

export interface AssistantLimits {
  messages: RateRule;
  transcriptions: RateRule;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'Conversation not found');

export class AssistantService {
  constructor(
    private readonly repo: AssistantRepository,
    private readonly engine: AssistantEngine,
    private readonly limiter: RateLimiter,
    private readonly limits: AssistantLimits,
    private readonly options: {
      provider: ProviderConfig | null;
      transcriber: TranscriberConfig | null;
    },
    private readonly clock: () => Date = () => new Date(),
  ) {}

  capabilities() {
    return {
      transcription: this.options.transcriber !== null,
      provider: this.options.provider !== null,
    };
  }

  private async limit(key: string, rule: RateRule) {
    const decision = await this.limiter.consume(key, rule, this.clock().getTime());
    if (!decision.allowed) {
      throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
  }

  async send(
    actor: Actor,
    input: z.output<typeof SendMessageInputSchema>,
  ): Promise<AssistantReply> {
    await this.limit(`assistant-message:${actor.id}`, this.limits.messages);
    const now = this.clock();
    let conversationId = input.conversationId ?? null;
    if (conversationId) {
      if (!(await this.repo.ownConversation(actor.familyId, actor.id, conversationId)))
        throw notFound();
    } else {
      conversationId = newId();
      await this.repo.createConversation(actor.familyId, actor.id, conversationId, now);
    }
    const turn: Turn = { actor, language: input.language, timeZone: input.timeZone, now };
    const answer = await this.think(input.content, turn);
    const user: ChatMessage = {
      id: newId(),
      role: 'user',
      content: input.content,
      messageType: input.messageType,
      createdAt: now.toISOString(),
      metadata: { actions: [], suggestions: [], intent: answer.intent },
    };
    const reply: ChatMessage = {
      id: newId(),
      role: 'assistant',
      content: answer.response,
      messageType: 'text',
      // A millisecond later, so the reply always sorts after the question.
      createdAt: new Date(now.getTime() + 1).toISOString(),
      metadata: { actions: answer.actions, suggestions: answer.suggestions, intent: null },
    };
    await this.repo.append(conversationId, [user, reply], now);
    return {
      conversationId,
      message: ChatMessageSchema.parse(reply),
      response: answer.response,
      actions: answer.actions,
      suggestions: answer.suggestions,
    };
  }

  /** The provider when configured (and answering in time), else the offline engine. */
  private async think(content: string, turn: Turn): Promise<EngineAnswer> {
    const provider = this.options.provider;
    if (provider) {
      const context = await this.engine.context(turn);
      const asked = await askProvider(provider, content, context, turn.language);
      if (asked) {
        if (asked.understandings.length)
          return this.engine.act(asked.understandings, turn, context);
        if (asked.content) {
          const offline = await this.engine.answer(content, turn);
          return { ...offline, response: asked.content, actions: [], intent: null };
        }
      }
    }
    return this.engine.answer(content, turn);
  }

  async latest(actor: Actor): Promise<Conversation | null> {
    const id = await this.repo.latestConversation(actor.familyId, actor.id);
    return id ? { id, messages: await this.repo.messages(id, HISTORY_LIMIT) } : null;
  }

  async conversation(actor: Actor, id: string): Promise<Conversation> {
    if (!(await this.repo.ownConversation(actor.familyId, actor.id, id))) throw notFound();
    return { id, messages: await this.repo.messages(id, HISTORY_LIMIT) };
  }

  async parseVoice(
    actor: Actor,
    input: z.output<typeof ParseVoiceInputSchema>,
  ): Promise<ParsedVoice> {
    await this.limit(`assistant-message:${actor.id}`, this.limits.messages);
    const turn: Turn = { actor, language: 'en', timeZone: input.timeZone, now: this.clock() };
    const context = await this.engine.context(turn);
    return parseVoice(input.text, input.formType, {
      today: localDate(turn.now, input.timeZone),
      members: context.members,
      ...(context.prayerTimes ? { prayerTimes: context.prayerTimes } : {}),
    });
  }

  async transcribe(
    actor: Actor,
    audio: Buffer,
    contentType: string,
    language: 'ar' | 'en' | undefined,
  ): Promise<{ text: string }> {
    const config = this.options.transcriber;
    if (!config) {
      throw new AppError(
        503,
        'PROVIDER_UNAVAILABLE',
        'Speech-to-text is not set up on this server (TRANSCRIBE_API_URL). Type your message instead.',
      );
    }
    await this.limit(`assistant-transcribe:${actor.id}`, this.limits.transcriptions);
    if (audio.length === 0)
      throw new AppError(400, 'BAD_REQUEST', 'No speech detected. Please try again.');
    try {
      const text = await transcribe(config, audio, contentType, language);
      if (!text) throw new AppError(422, 'BAD_REQUEST', 'No speech detected. Please try again.');
      return { text };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(503, 'PROVIDER_UNAVAILABLE', 'Failed to process speech');
    }
  }
}
