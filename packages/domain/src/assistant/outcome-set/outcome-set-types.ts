/**
 * Types of the outcome-checked held-out set for Usra's assistant (`outcome-set-dev.ts`,
 * `outcome-set-test.ts`, world in `outcome-world.ts`).
 *
 * The set measures OUTCOMES in the family's data, not the wording of replies. Each case is run
 * against a fresh copy of the world; afterwards the data must show exactly the change in
 * `expect`, and NOTHING else may have changed (no other task, event, member, vehicle, document or
 * maintenance item created, edited, completed, moved or reassigned).
 *
 * How a checker compares values
 * - Titles, names and mentions are compared case-insensitively and Arabic-normalised:
 *   trim, collapse white space, strip surrounding quotes and end punctuation (. , ! ? ، ؟ : - ),
 *   remove Arabic diacritics (tashkeel) and tatweel, أ/إ/آ/ٱ → ا, ى → ي, ة → ه, and Arabic-Indic
 *   digits (٠-٩, ۰-۹) → ASCII digits; a leading English article (a, an, the) is ignored.
 * - `title` (creations) is what a careful person would store: the user's own words for the
 *   thing, without command words ("remind me to", «ضيف مهمة»), date/time words, assignee words,
 *   priority words, or «لـ/for <member>» phrases; otherwise as the user wrote it (a verb form
 *   such as «أشتري هدية» stays a verb form; «لخالتي منيرة», "for the cat", "for the Camry" stay,
 *   because they do not name a member). An event's place said with "at / in / @ <place>" or
 *   «في <place>» is its location (spec core 5, voice event parsing; decision 013's held-out
 *   set), so it leaves the title: "lunch at grandma's" is the title "lunch" at "grandma's".
 * - `task`, `event`, `assignee`, `vehicle`, `attendees` and `candidates` are STORED names from
 *   `outcome-world.ts`, even when the user paraphrased, misspelt or wrote them in the other
 *   script (the user writes «فيصل», the stored member is "Faisal").
 * - `date` is YYYY-MM-DD and `time`/`endTime` HH:MM (24-hour), resolved from the world's `today`
 *   as the header of `outcome-world.ts` explains.
 * - A field left out of an expectation is not checked (the command did not give it). For
 *   `move`, a time left out means the stored time must not change.
 * - `ask`: nothing changes and the reply is a question back. `which`: the command fits several
 *   stored items; the reply should name every one of `candidates`. `notFound`: the command names
 *   something the world does not have (a task, event or member); the reply says so.
 *   `missingSlot`: a needed part (what, when, who) is missing; the reply asks for it.
 * - `refuse`: out of scope (money transfers, flights, weather, jokes, ...); nothing changes and
 *   the reply says the assistant cannot do that.
 * - `answer`: a question; nothing changes; the reply names every stored item in `mentions`
 *   (a member may also be named by the `alias` the world gives) and none in `not`.
 */

export type Lang = 'ar' | 'en';

export type Expect =
  | {
      kind: 'createTask';
      title: string;
      assignee?: string;
      date?: string;
      time?: string;
      priority?: 'low' | 'medium' | 'high';
      vehicle?: string;
    }
  | {
      kind: 'createEvent';
      title: string;
      date?: string;
      time?: string;
      endTime?: string;
      /** The place said with "at / in / @ …" or «في …» (spec core 5); it is not in the title. */
      location?: string;
      attendees?: string[];
    }
  /** stored task title that ends completed */
  | { kind: 'complete'; task: string }
  /** stored item, its new date/time */
  | { kind: 'move'; task?: string; event?: string; date: string; time?: string }
  /** stored task → stored member */
  | { kind: 'reassign'; task: string; assignee: string }
  | { kind: 'addMember'; name: string; role?: string }
  /** nothing changes; asks back */
  | { kind: 'ask'; reason: 'which' | 'notFound' | 'missingSlot'; candidates?: string[] }
  /** out of scope: nothing changes, says it can't */
  | { kind: 'refuse' }
  /** a question: nothing changes; the reply names these stored items and not those */
  | { kind: 'answer'; mentions: string[]; not?: string[] };

export interface OutcomeCase {
  text: string;
  language: Lang;
  expect: Expect;
  note?: string;
}

/* ---------- the world the cases refer to (outcome-world.ts) ---------- */

export type MemberRole = 'admin' | 'parent' | 'child' | 'guardian' | 'other';

export interface WorldMember {
  /** Stored name (one script). */
  name: string;
  role: MemberRole;
  /** The same name as the family writes it in the other script; a reply may use either. */
  alias: string;
  /** Who this is, for the reader of the set. */
  about: string;
}

export interface WorldTask {
  title: string;
  /** Stored member name; absent = unassigned. */
  assignee?: string;
  /** YYYY-MM-DD */
  dueDate?: string;
  /** HH:MM */
  dueTime?: string;
  priority: 'low' | 'medium' | 'high';
  status: 'pending';
  recurrence?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** Stored vehicle name the task is about. */
  vehicle?: string;
}

export interface WorldEvent {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  start: string;
  /** HH:MM */
  end: string;
  /** Stored member names. */
  attendees: string[];
}

export interface WorldVehicle {
  name: string;
  make: string;
  model: string;
  year: number;
  licensePlate: string;
}

export interface WorldDocument {
  title: string;
  documentType: 'insurance' | 'registration' | 'warranty' | 'other';
  /** YYYY-MM-DD */
  expiryDate: string;
}

export interface WorldMaintenanceItem {
  title: string;
  category:
    | 'general'
    | 'hvac'
    | 'plumbing'
    | 'electrical'
    | 'appliances'
    | 'exterior'
    | 'safety'
    | 'landscaping';
  /** YYYY-MM-DD */
  nextMaintenanceDate: string;
}

export interface OutcomeWorld {
  familyName: string;
  /** YYYY-MM-DD, in `timeZone`. */
  today: string;
  timeZone: string;
  members: WorldMember[];
  tasks: WorldTask[];
  events: WorldEvent[];
  vehicles: WorldVehicle[];
  documents: WorldDocument[];
  maintenance: WorldMaintenanceItem[];
}
