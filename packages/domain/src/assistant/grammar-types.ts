import type { Named } from './grammar-words.js';
import type { IntentName } from './intents-data.js';
import type { WhenOptions } from './when.js';
import { resolve } from './resolve.js';

/**
 * What the assistant's grammar understands of a sentence (issue 16, decision 013): the slots,
 * the missing slot it asks back for, and the stored row a command names (issue 28).
 */

export interface GrammarContext {
  /** YYYY-MM-DD in the sender's time zone. */
  today: string;
  /** `role`: the stored role (parent, child, other …), which "dad" or "the driver" names. */
  members: (Named & { role?: string })[];
  /** `assigneeId`: whose open task it is (who does the driving, the cleaning …). */
  tasks: (Named & { assigneeId?: string | null })[];
  /** `attendees`: stored names; whose appointment a stored event is. */
  /** `date`: the local day it starts on (which of two the day said names). */
  events: (Named & { attendees?: readonly string[]; date?: string })[];
  /** The family's vehicles: a task naming one is linked to it. */
  vehicles?: Named[];
  prayerTimes?: WhenOptions['prayerTimes'];
}

export interface Slots {
  title?: string;
  /** The member the task is for: name as stored, and id. */
  assignee?: string;
  assigneeId?: string;
  /** The stored task or event the command refers to. */
  task?: string;
  taskId?: string;
  event?: string;
  eventId?: string;
  member?: string;
  memberId?: string;
  date?: string;
  time?: string;
  range?: { from: string; to: string };
  priority?: 'high' | 'low';
  location?: string;
  eventType?: 'work' | 'school' | 'personal' | 'family';
  name?: string;
  role?: string;
  /** Events: the members it is for (stored names). */
  attendees?: string[];
  /** Events: the end time (HH:MM) of a range ("from 4 to 5pm"). */
  endTime?: string;
  /** Moves: days to shift the row by, relative to its own day ('by a day' → 1, earlier → -1). */
  shift?: number;
  /** Moves: minutes to shift the row's time by ("an hour later" → 60, «قدمه نص ساعة» → -30). */
  shiftMinutes?: number;
  /**
   * The hour was said without am/pm or a part of the day ("at 6:30", «الساعة ٦ ونص»): a move
   * of the time alone keeps the row's own half of the day.
   */
  timeBare?: boolean;
  /** Tasks: the vehicle the title names ("oil change for the Camry"). */
  vehicle?: string;
  vehicleId?: string;
}

/** A slot the intent needs and the sentence did not give (the engine asks back). */
export type MissingSlot = 'title' | 'date' | 'task' | 'event' | 'assignee' | 'name' | 'when';

/** A stored row a command may name, with what it is. */
export interface TargetRow extends Named {
  type: 'task' | 'event';
}

/**
 * How the stored row a command names was found (the resolver, issue 28): `exact` and `loose`
 * fill `taskId`/`eventId` (a loose match is confirmed before anything changes); `which` lists the
 * plausible rows to ask about; `notFound` the closest names to offer.
 */
export interface Target {
  match: 'exact' | 'loose' | 'which' | 'notFound';
  /** What the sentence called it. */
  phrase: string;
  candidates: TargetRow[];
}

export interface Understanding {
  intent: IntentName | 'unknown';
  slots: Slots;
  missing: MissingSlot | null;
  /** A task/event/member the sentence named but the family does not have. */
  notFound: 'task' | 'event' | 'member' | null;
  target?: Target;
  /**
   * A creation whose kind nothing in the sentence settles (neither a verb of doing nor an
   * occasion, no "task" or "calendar"): asked "a task or an event?", never guessed.
   */
  kindUnsure?: boolean;
  /** A new task that is already an open one, word for word ("we need to feed the cat"). */
  duplicate?: TargetRow;
  /** "another", "too", «ثاني», «كمان»: a second one said, never a stored one moved. */
  another?: boolean;
  /** "add …", «ضيف …»: a new row asked for in so many words. */
  addSaid?: boolean;
}

/** Resolves the phrase among the rows and fills the understanding's slots and target. */
export function resolveTarget(
  u: Understanding,
  phrase: string,
  rows: TargetRow[],
  missingKind: 'task' | 'event',
  minPhrase?: number,
  members: readonly Named[] = [],
): void {
  const r = resolve(phrase, rows, minPhrase, members);
  switch (r.kind) {
    case 'exact':
    case 'loose': {
      u.target = { match: r.kind, phrase, candidates: [r.row] };
      if (r.row.type === 'task') Object.assign(u.slots, { task: r.row.name, taskId: r.row.id });
      else Object.assign(u.slots, { event: r.row.name, eventId: r.row.id });
      return;
    }
    case 'which':
      u.target = { match: 'which', phrase, candidates: r.rows };
      return;
    case 'notFound':
      u.target = { match: 'notFound', phrase, candidates: r.closest };
      u.notFound = missingKind;
  }
}

export const asTargets = (rows: Named[], type: TargetRow['type']): TargetRow[] =>
  rows.map((r) => ({ id: r.id, name: r.name, type }));
