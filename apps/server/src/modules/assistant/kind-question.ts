import type { AssistantChoice } from '@usra/domain/assistant/assistant-schema';
import { eventTypeOf, type Understanding } from '@usra/domain/assistant/grammar';
import { replies, say, type Language } from './assistant-text.js';

/**
 * A creation whose kind the sentence does not settle ("add the car thing on Friday"): the
 * assistant asks "a task or an event?" with a chip for each, never guesses (issue 28). The chip
 * answers with `kind:task` or `kind:event`; the held understanding is then created as that kind.
 */
export function kindQuestion(
  u: Understanding,
  lang: Language,
): { text: string; choices: Omit<AssistantChoice, 'pendingId'>[] } | null {
  const creating = u.intent === 'createTask' || u.intent === 'createEvent';
  if (!creating || !u.kindUnsure || u.missing || u.notFound || !u.slots.title) return null;
  return {
    text: say(replies.taskOrEvent, lang, { title: u.slots.title }),
    choices: [
      { kind: 'pick', label: say(replies.asTaskLabel, lang), option: 'kind:task' },
      { kind: 'pick', label: say(replies.asEventLabel, lang), option: 'kind:event' },
      { kind: 'cancel', label: say(replies.cancelLabel, lang), option: 'cancel' },
    ],
  };
}

/** Whether a chip's option is the answer to `kindQuestion`. */
export const isKindOption = (option: string) => option === 'kind:task' || option === 'kind:event';

/** The creation asked about, as the kind the person chose. */
export function asKind(u: Understanding, option: string): Understanding {
  const kind = option === 'kind:task' ? 'task' : 'event';
  const slots = { ...u.slots };
  if (kind === 'task') delete slots.eventType;
  else slots.eventType = eventTypeOf(slots.title ?? '');
  return {
    ...u,
    intent: kind === 'task' ? 'createTask' : 'createEvent',
    slots,
    kindUnsure: false,
    missing: kind === 'event' && !slots.date ? 'date' : u.missing,
  };
}
