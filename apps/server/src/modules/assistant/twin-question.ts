import type { AssistantChoice } from '@usra/domain/assistant/assistant-schema';
import type { GrammarContext, TargetRow, Understanding } from '@usra/domain/assistant/grammar';
import { sameThing, scoreRows, unsaidOnlyKind } from '@usra/domain/assistant/resolve';
import { memberNamed } from '@usra/domain/assistant/refine';
import { aboutOccasion } from '@usra/domain/assistant/kind';
import { replies, say, type Language } from './assistant-text.js';

const MOVE = 'twin-move:';
const ADD = 'twin-add';

/**
 * A new event whose title says a stored event's title word for word ("the dentist is Thursday
 * at 4" with "Dentist" on the calendar): the sentence may be about that one, so the assistant
 * asks — move it, or add another — and never adds or moves on a guess (issue 28). With several
 * stored events of that title only adding another is offered (which one would move is unsaid).
 * The held understanding carries the stored events, so a chip can only name one of them. The
 * question says when the stored one is (`whenOf`: its start, written for the reader), so the
 * family sees which event "Move it" would move.
 */
export async function twinQuestion(
  u: Understanding,
  context: GrammarContext,
  lang: Language,
  whenOf: (row: TargetRow) => Promise<string>,
): Promise<{
  text: string;
  understanding: Understanding;
  choices: Omit<AssistantChoice, 'pendingId'>[];
} | null> {
  const title = u.slots.title;
  if (u.intent !== 'createEvent' || u.missing || u.notFound || !title || u.another) return null;
  // Someone else's ("Grace has an eye doctor appointment …"): a new one, not the stored one.
  const theirs = (e: GrammarContext['events'][number]) =>
    !u.slots.attendees?.length ||
    !e.attendees?.length ||
    u.slots.attendees.some((a) => e.attendees!.some((b) => sameText(a, b, context)));
  const events = context.events.filter(theirs);
  const exact = events.filter((e) => sameThing(title, e));
  // "dentist on thursday at 4": a stored event named loosely (every word said is in its
  // title) is as unclear as one named word for word.
  // Not when a new one is asked for ("add …") or said with a place of its own (an occasion
  // described, «عندنا حفلة في مدرسة تالا …»).
  const loose =
    exact.length || u.addSaid || u.slots.location ? [] : looselyNamed(title, events, context);
  // "football practice pickup at 7 today": an open task's words with a new time are that task
  // said again, never an event beside it.
  // (An occasion named, «تطعيم القطوة», is no task's doing however its words are near.)
  const tasks =
    exact.length || loose.length || u.addSaid || u.slots.location || aboutOccasion(title)
      ? []
      : looselyNamed(title, context.tasks, context);
  const twins: TargetRow[] = [
    ...[...exact, ...loose].map((e) => ({ id: e.id, name: e.name, type: 'event' as const })),
    ...tasks.map((t) => ({ id: t.id, name: t.name, type: 'task' as const })),
  ];
  if (twins.length === 0) return null;
  const one = twins.length === 1 ? twins[0]! : null;
  const onList = one?.type === 'task';
  return {
    text: one
      ? say(onList ? replies.taskTwin : replies.eventTwin, lang, {
          title: one.name,
          when: await whenOf(one),
        })
      : say(replies.eventTwins, lang, { title: twins[0]!.name }),
    understanding: { ...u, target: { match: 'exact', phrase: title, candidates: twins } },
    choices: [
      ...(one
        ? [
            {
              kind: 'pick' as const,
              label: say(replies.moveTwinLabel, lang),
              option: MOVE + one.id,
            },
          ]
        : []),
      { kind: 'pick', label: say(replies.addTwinLabel, lang), option: ADD },
      { kind: 'cancel', label: say(replies.cancelLabel, lang), option: 'cancel' },
    ],
  };
}

/** Two names of one member (either script). */
function sameText(a: string, b: string, context: GrammarContext): boolean {
  if (a === b) return true;
  const m = memberNamed(a, context.members);
  return m !== undefined && m === memberNamed(b, context.members);
}

/** The stored events whose titles hold every word of the new one's (which one it says). */
function looselyNamed<T extends GrammarContext['events'][number] | GrammarContext['tasks'][number]>(
  title: string,
  events: readonly T[],
  context: GrammarContext,
): T[] {
  return scoreRows(title, events, context.members)
    .filter(
      (s) => s.phrase === 1 && s.identified && unsaidOnlyKind(title, s.row.name, context.members),
    )
    .map((s) => s.row);
}

/** Whether a chip's option answers `twinQuestion`. */
export const isTwinOption = (option: string) => option === ADD || option.startsWith(MOVE);

/**
 * The answer: the new event as said (acted on as confirmed, so not asked again), or the stored
 * one moved to the day and time the sentence gave. Null when the chip names no stored event
 * the question held.
 */
export function asTwin(u: Understanding, option: string): Understanding | null {
  if (option === ADD) return { ...u, target: undefined };
  const row = u.target?.candidates.find((c) => c.id === option.slice(MOVE.length));
  if (!row) return null;
  const { date, time } = u.slots;
  const which =
    row.type === 'task' ? { task: row.name, taskId: row.id } : { event: row.name, eventId: row.id };
  return {
    intent: 'moveEvent',
    slots: {
      ...which,
      ...(date ? { date } : {}),
      ...(time ? { time } : {}),
      ...(u.slots.timeBare ? { timeBare: true } : {}),
    },
    missing: null,
    notFound: null,
    target: { match: 'exact', phrase: u.slots.title ?? row.name, candidates: [row] },
  };
}
