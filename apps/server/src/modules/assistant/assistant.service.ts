import {
  ChatMessageSchema,
  PENDING_MINUTES,
  UNDO_MINUTES,
  type AssistantChoice,
  type AssistantUndo,
  type ChooseInputSchema,
  type UndoInputSchema,
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
import type { Understanding } from '@usra/domain/assistant/grammar';
import type { AuditLog } from '../../platform/audit.js';
import type { AssistantEngine, EngineAnswer, InverseStep, Turn } from './assistant-engine.js';
import { replies, say } from './assistant-text.js';
import { askProvider, type ProviderConfig } from './assistant-provider.js';
import { asKind, isKindOption } from './kind-question.js';
import { asTwin, isTwinOption } from './twin-question.js';
import type { AssistantRepository } from './assistant.repository.js';
import { transcribe, type TranscriberConfig } from './transcriber.js';

/** Messages of a conversation sent back (the panel shows the recent ones). */
export const HISTORY_LIMIT = 100;

export interface AssistantLimits {
  messages: RateRule;
  transcriptions: RateRule;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'Conversation not found');
const questionNotFound = () => new AppError(404, 'NOT_FOUND', 'That question was not found');
const undoNotFound = () => new AppError(404, 'NOT_FOUND', 'Nothing to undo was found');

/** What a held question keeps: the understanding (rows resolved) and the chips offered. */
interface PendingPayload {
  understanding: Understanding;
  choices: Omit<AssistantChoice, 'pendingId'>[];
}

const quiet = (response: string): EngineAnswer => ({
  response,
  actions: [],
  suggestions: [],
  intent: null,
  inverse: [],
  question: null,
});

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
    private readonly audit: Pick<AuditLog, 'activity'> | null = null,
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
    return this.record(turn, conversationId, input.content, input.messageType, answer);
  }

  /**
   * Keeps the exchange: the question back (its chips carry the held id), the undo of what was
   * done (ten minutes), and both messages.
   */
  private async record(
    turn: Turn,
    conversationId: string,
    content: string,
    messageType: ChatMessage['messageType'],
    answer: EngineAnswer,
  ): Promise<AssistantReply> {
    const { actor, now } = turn;
    const held = { familyId: actor.familyId, userId: actor.id, conversationId, now };
    let choices: AssistantChoice[] = [];
    if (answer.question) {
      const pendingId = newId();
      const payload: PendingPayload = answer.question;
      await this.repo.hold('assistant_pending', {
        ...held,
        id: pendingId,
        payload,
        expiresAt: new Date(now.getTime() + PENDING_MINUTES * 60_000),
      });
      choices = answer.question.choices.map((c) => ({ ...c, pendingId }));
    }
    let undo: AssistantUndo | null = null;
    if (answer.inverse.length) {
      const expiresAt = new Date(now.getTime() + UNDO_MINUTES * 60_000);
      undo = { id: newId(), expiresAt: expiresAt.toISOString() };
      await this.repo.hold('assistant_undo', {
        ...held,
        id: undo.id,
        payload: answer.inverse,
        expiresAt,
      });
    }
    const user: ChatMessage = {
      id: newId(),
      role: 'user',
      content,
      messageType,
      createdAt: now.toISOString(),
      metadata: { actions: [], suggestions: [], intent: answer.intent, choices: [], undo: null },
    };
    const reply: ChatMessage = {
      id: newId(),
      role: 'assistant',
      content: answer.response,
      messageType: 'text',
      // A millisecond later, so the reply always sorts after the question.
      createdAt: new Date(now.getTime() + 1).toISOString(),
      metadata: {
        actions: answer.actions,
        suggestions: answer.suggestions,
        intent: null,
        choices,
        undo,
      },
    };
    await this.repo.append(conversationId, [user, reply], now);
    return {
      conversationId,
      message: ChatMessageSchema.parse(reply),
      response: answer.response,
      actions: answer.actions,
      suggestions: answer.suggestions,
      choices,
      undo,
    };
  }

  /**
   * A chip: Confirm acts on the understanding held with its resolved row, a picked candidate on
   * that row (one of those offered), Cancel on nothing. Never a new reading of the text.
   */
  async choose(actor: Actor, input: z.output<typeof ChooseInputSchema>): Promise<AssistantReply> {
    await this.limit(`assistant-message:${actor.id}`, this.limits.messages);
    const now = this.clock();
    if (!(await this.repo.ownConversation(actor.familyId, actor.id, input.conversationId)))
      throw notFound();
    const turn: Turn = { actor, language: input.language, timeZone: input.timeZone, now };
    const taken = await this.repo.take(
      'assistant_pending',
      actor.familyId,
      actor.id,
      input.conversationId,
      input.pendingId,
      now,
    );
    if (taken.status === 'missing') throw questionNotFound();
    const lang = turn.language;
    if (taken.status !== 'ok') {
      return this.record(
        turn,
        input.conversationId,
        input.option,
        'text',
        quiet(say(replies.expired, lang)),
      );
    }
    const held = taken.payload as PendingPayload;
    const choice = held.choices.find((c) => c.option === input.option);
    if (!choice) throw new AppError(400, 'BAD_REQUEST', 'That choice was not offered');
    let answer: EngineAnswer;
    if (choice.kind === 'cancel') answer = quiet(say(replies.cancelled, lang));
    else {
      const u = choice.kind === 'confirm' ? held.understanding : picked(held.understanding, choice);
      try {
        const context = await this.engine.context(turn);
        answer = await this.engine.act([u], turn, context, true);
      } catch (error) {
        // The row went away (or left the family) since the question: nothing changed.
        if (!(error instanceof AppError) || error.status !== 404) throw error;
        answer = quiet(say(replies.notFound.task, lang));
      }
    }
    return this.record(turn, input.conversationId, choice.label, 'text', answer);
  }

  /** Undo: the inverse steps held with a reply, applied once, within ten minutes, audited. */
  async undo(actor: Actor, input: z.output<typeof UndoInputSchema>): Promise<AssistantReply> {
    await this.limit(`assistant-message:${actor.id}`, this.limits.messages);
    const now = this.clock();
    if (!(await this.repo.ownConversation(actor.familyId, actor.id, input.conversationId)))
      throw notFound();
    const turn: Turn = { actor, language: input.language, timeZone: input.timeZone, now };
    const label = say({ ar: 'تراجع', en: 'Undo' }, turn.language);
    const taken = await this.repo.take(
      'assistant_undo',
      actor.familyId,
      actor.id,
      input.conversationId,
      input.undoId,
      now,
    );
    if (taken.status === 'missing') throw undoNotFound();
    if (taken.status !== 'ok') {
      return this.record(
        turn,
        input.conversationId,
        label,
        'text',
        quiet(say(replies.undoGone, turn.language)),
      );
    }
    const steps = taken.payload as InverseStep[];
    const all = await this.engine.undo(steps, turn);
    await this.audit?.activity(
      actor.id,
      'assistant_undo',
      {
        undoId: input.undoId,
        steps: steps.map((s) => `${s.op}:${'id' in s ? s.id : s.input.title}`),
        complete: all,
      },
      now,
    );
    const text = say(all ? replies.undone : replies.undoFailed, turn.language);
    return this.record(turn, input.conversationId, label, 'text', quiet(text));
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
          // The provider only talked: nothing is done (the offline reading is not acted on).
          return { ...quiet(asked.content), suggestions: this.engine.defaultSuggestions(turn) };
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

/** The understanding with the row the person picked (one of the candidates offered). */
function picked(u: Understanding, choice: Omit<AssistantChoice, 'pendingId'>): Understanding {
  if (isKindOption(choice.option)) return asKind(u, choice.option);
  if (isTwinOption(choice.option)) {
    const answer = asTwin(u, choice.option);
    if (!answer) throw new AppError(400, 'BAD_REQUEST', 'That choice was not offered');
    return answer;
  }
  const [type, ...rest] = choice.option.split(':');
  const id = rest.join(':');
  const row = u.target?.candidates.find((c) => c.type === type && c.id === id);
  if (!row) throw new AppError(400, 'BAD_REQUEST', 'That choice was not offered');
  const slots = { ...u.slots };
  delete slots.taskId;
  delete slots.task;
  delete slots.eventId;
  delete slots.event;
  if (row.type === 'task') Object.assign(slots, { task: row.name, taskId: row.id });
  else Object.assign(slots, { event: row.name, eventId: row.id });
  return {
    ...u,
    slots,
    notFound: null,
    target: { match: 'exact', phrase: u.target!.phrase, candidates: [row] },
  };
}
