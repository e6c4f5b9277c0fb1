import { z } from 'zod';
import { isTimeZone } from '../common/dates.js';
import { requiredSanitized } from '../common/text-fields.js';

/**
 * The family assistant's messages and answers (spec core: the AI chat message entity, ai-agent,
 * ai-parse-voice; issue 16). A conversation belongs to one user; the server returns its id.
 */

export const MESSAGE_MAX = 2000;
/** Voice recording limits: 30 s in the family flow, 10 s when editing an event (mono 16 kHz). */
export const VOICE_LIMIT_SECONDS = { family: 30, event: 10 } as const;
export const VOICE_SAMPLE_RATE = 16_000;
/** Voice-made events last an hour; a date without a time starts at 09:00. */
export const VOICE_EVENT_MINUTES = 60;
export const VOICE_DEFAULT_START = '09:00';

export const messageTypes = ['text', 'voice'] as const;

/** An IANA time zone, as the other modules take it. */
const TimeZoneField = z
  .string()
  .max(64)
  .refine(isTimeZone, { message: 'timeZone.invalid' })
  .default('UTC');

/** What the assistant did, with a link to see it. */
export const AssistantActionSchema = z.object({
  kind: z.enum([
    'task_created',
    'task_completed',
    'task_reassigned',
    'event_created',
    'event_moved',
    'task_moved',
    'task_deleted',
    'event_deleted',
    'member_added',
  ]),
  /** The id of the row it made or changed. */
  id: z.string(),
  /** Its title or name, as stored. */
  label: z.string(),
  /** The screen that shows it, e.g. /app/tasks?task=… */
  link: z.string(),
});
export type AssistantAction = z.infer<typeof AssistantActionSchema>;

/** How long a question back (confirm, which one) waits for its answer, and Undo stays offered. */
export const PENDING_MINUTES = 10;
export const UNDO_MINUTES = 10;

/**
 * A chip under a reply (issue 28): Confirm / Cancel for a loose match, one per candidate for
 * "which one?" and "did you mean?". Choosing sends `pendingId` and `option` back; the server
 * acts on the row it resolved (the option names it), never on a new reading of the text.
 */
export const AssistantChoiceSchema = z.object({
  kind: z.enum(['confirm', 'cancel', 'pick']),
  label: z.string(),
  pendingId: z.string(),
  /** 'confirm', 'cancel', or the picked row as `task:<id>` / `event:<id>`. */
  option: z.string(),
});
export type AssistantChoice = z.infer<typeof AssistantChoiceSchema>;

/** Undo of everything a reply did, offered until `expiresAt`. */
export const AssistantUndoSchema = z.object({ id: z.string(), expiresAt: z.string() });
export type AssistantUndo = z.infer<typeof AssistantUndoSchema>;

export const SendMessageInputSchema = z.strictObject({
  conversationId: z.string().nullish(),
  content: requiredSanitized(MESSAGE_MAX, 'assistant.messageRequired', 'assistant.messageTooLong', {
    lines: 'multi',
  }),
  messageType: z.enum(messageTypes).default('text'),
  /** The sender's time zone, for "today" and "tomorrow" (as the other modules take it). */
  timeZone: TimeZoneField,
  /** The language to answer in. */
  language: z.enum(['ar', 'en']).default('ar'),
});
export type SendMessageInput = z.input<typeof SendMessageInputSchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  messageType: z.enum(messageTypes),
  createdAt: z.string(),
  metadata: z.object({
    actions: z.array(AssistantActionSchema),
    suggestions: z.array(z.string()),
    /** The intent the engine recognised (for the user's messages), or null. */
    intent: z.string().nullable(),
    choices: z.array(AssistantChoiceSchema).default([]),
    undo: AssistantUndoSchema.nullable().default(null),
  }),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The answer to a message (spec: response, actions, suggestions, conversationId). */
export const AssistantReplySchema = z.object({
  conversationId: z.string(),
  message: ChatMessageSchema,
  response: z.string(),
  actions: z.array(AssistantActionSchema),
  suggestions: z.array(z.string()),
  choices: z.array(AssistantChoiceSchema),
  undo: AssistantUndoSchema.nullable(),
});
export type AssistantReply = z.infer<typeof AssistantReplySchema>;

/** The answer to a chip: the pending question and the option chosen. */
export const ChooseInputSchema = z.strictObject({
  conversationId: z.string().min(1).max(100),
  pendingId: z.string().min(1).max(100),
  option: z.string().min(1).max(120),
  timeZone: TimeZoneField,
  language: z.enum(['ar', 'en']).default('ar'),
});
export type ChooseInput = z.input<typeof ChooseInputSchema>;

/** Undo what a reply did (within `UNDO_MINUTES`). */
export const UndoInputSchema = z.strictObject({
  conversationId: z.string().min(1).max(100),
  undoId: z.string().min(1).max(100),
  timeZone: TimeZoneField,
  language: z.enum(['ar', 'en']).default('ar'),
});
export type UndoInput = z.input<typeof UndoInputSchema>;

export const ConversationSchema = z.object({
  id: z.string(),
  messages: z.array(ChatMessageSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** ai-parse-voice: a transcript fills a task or an event form. */
export const ParseVoiceInputSchema = z.strictObject({
  text: requiredSanitized(MESSAGE_MAX, 'assistant.messageRequired', 'assistant.messageTooLong', {
    lines: 'multi',
  }),
  formType: z.enum(['task', 'event', 'generic']),
  timeZone: TimeZoneField,
});
export type ParseVoiceInput = z.input<typeof ParseVoiceInputSchema>;

export const ParsedVoiceSchema = z.object({
  success: z.boolean(),
  parsedData: z.object({
    title: z.string(),
    description: z.string().nullable(),
    /** YYYY-MM-DD */
    date: z.string().nullable(),
    /** HH:MM */
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    location: z.string().nullable(),
    /** Events: work, school, personal or family (spec core section 5). */
    eventType: z.enum(['work', 'school', 'personal', 'family']).nullable(),
    /** Tasks: the member the transcript names, if any. */
    assigneeMemberId: z.string().nullable(),
    priority: z.enum(['low', 'medium', 'high']).nullable(),
  }),
});
export type ParsedVoice = z.infer<typeof ParsedVoiceSchema>;
