import { foldSearchText } from '../documents/search-text.js';
import {
  byKey,
  cleanTitle,
  eventTypeOf,
  namesChore,
  namesEvent,
  roleOf,
  splitLocation,
  startsWithPastVerb,
  titleCoverage,
  wordKey,
} from './grammar-words.js';
import {
  LIST_SLOTS,
  listAlternatives,
  regexFor,
  templates,
  type ListSlot,
  type TemplateGuard,
} from './grammar-templates.js';
import {
  leadingFillers,
  priorityWords,
  roleWords,
  trailingFillers,
  typoFixes,
  type IntentName,
} from './intents-data.js';
import { foldWithMap, parseWhen, type WhenOptions } from './when.js';
import { resolve } from './resolve.js';
import {
  doneStatement,
  isPlaceholder,
  memberNamed,
  outOfScope,
  reassignStatement,
  takeMember,
  takeTimeRange,
  vehicleIn,
} from './refine.js';

/**
 * The assistant's offline language engine (issue 16, decision 013): hassil-style sentence
 * templates (`intents-data.ts`) matched on folded words after the date and time expressions
 * (`parseWhen`) and priority words are cut out. List slots are filled from what the caller
 * passes (the family's members, task titles, event titles); wildcards become titles and names;
 * task and event wildcards are then matched loosely against the stored titles.
 */

export type { IntentName } from './intents-data.js';
export { eventTypeOf, findByTitle, splitLocation } from './grammar-words.js';
export { resolve, type Resolution } from './resolve.js';

import type { Named } from './grammar-words.js';

export type { Named } from './grammar-words.js';

export interface GrammarContext {
  /** YYYY-MM-DD in the sender's time zone. */
  today: string;
  members: Named[];
  tasks: Named[];
  events: Named[];
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
}

/** Resolves the phrase among the rows and fills the understanding's slots and target. */
export function resolveTarget(
  u: Understanding,
  phrase: string,
  rows: TargetRow[],
  missingKind: 'task' | 'event',
  minPhrase?: number,
): void {
  const r = resolve(phrase, rows, minPhrase);
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

// ---------------------------------------------------------------------------------------------
// Text preparation

const wordRe = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

/** Fixes common typos and splits Arabic clitics in front of date words ("لبكرة" → "ل بكرة"). */
export function prepare(text: string): string {
  return text
    .replace(wordRe, (w) => typoFixes[w.toLowerCase()] ?? w)
    .replace(/(?<![\p{L}])(?:ل|ب)(?=(?:بكر|باكر|باجر|يوم|بعد\s|عقب\s)[\p{L}]*)/gu, '$& ')
    .replace(
      /(?<![\p{L}])لل(?=(?:خميس|جمع|سبت|احد|أحد|اثنين|إثنين|ثلاثا|اربعا|أربعا|ساع|اسبوع|أسبوع|شهر))/gu,
      'ل ال',
    )
    .replace(/(?<![\p{L}])هال(?=(?:اسبوع|أسبوع|شهر|يوم))/gu, 'هذا ال')
    .replace(/(?<![\p{L}])tmrw(?![\p{L}])/giu, 'tomorrow');
}

export { wordKey } from './grammar-words.js';

interface Token {
  start: number;
  end: number;
  key: string;
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(wordRe)) {
    const key = wordKey(m[0]);
    if (key) out.push({ start: m.index, end: m.index + m[0].length, key });
  }
  return out;
}

const PREP_BEFORE_WHEN =
  /(?:^|\s)(?:on|at|by|for|until|till|to|from|before|في|يوم|الساعه|الساعة|ل|على|قبل|لين|حتى|من|بتاريخ|تاريخ)\s*[,،]?\s*$/iu;
const AM_HINT = /am|a\.m|morning|صباح|الصبح|فجر|(?<![\p{L}])ص(?![\p{L}])/u;
const PM_HINT = /pm|p\.m|evening|afternoon|night|مساء|العصر|المغرب|العشاء|الليل|ظهر|م(?![\p{L}])/u;

const PRIORITY_RES = priorityWords.map(
  ([words, level]) =>
    [new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, 'giu'), level] as const,
);

export interface Cut {
  rest: string;
  date: string | null;
  time: string | null;
  range: { from: string; to: string } | null;
  rangeKind: 'week' | 'month' | null;
  priority: 'high' | 'low' | null;
}

/** Cuts dates, times, ranges and priority words out of the text (ranges leave a marker word). */
export function cut(text: string, context: Pick<GrammarContext, 'today' | 'prayerTimes'>): Cut {
  const when = parseWhen(text, context.today, { prayerTimes: context.prayerTimes });
  const spans: { start: number; end: number; kind: 'when' | 'week' | 'month' | 'priority' }[] = [];
  let rangeKind: Cut['rangeKind'] = null;
  for (const [start, end] of when.spans) {
    const alone = parseWhen(text.slice(start, end), context.today);
    const kind = alone.range && !alone.date && !alone.time ? rangeKindOf(alone.range) : 'when';
    if (kind !== 'when') rangeKind = kind;
    spans.push({ start, end, kind });
  }
  let priority: Cut['priority'] = null;
  const { folded, map } = foldWithMap(text);
  for (const [re, level] of PRIORITY_RES) {
    for (const m of folded.matchAll(re)) {
      const start = map[m.index]!;
      const end = map[m.index + m[0].length]!;
      if (spans.some((s) => start < s.end && end > s.start)) continue;
      priority ??= level;
      spans.push({ start, end, kind: 'priority' });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  let rest = '';
  let at = 0;
  for (const span of spans) {
    let before = text.slice(at, span.start);
    if (span.kind !== 'priority') before = before.replace(PREP_BEFORE_WHEN, ' ');
    rest += before;
    rest += span.kind === 'week' ? ' zweek ' : span.kind === 'month' ? ' zmonth ' : ' ';
    at = span.end;
  }
  rest += text.slice(at);
  // What a span leaves behind: "today's" → "'s", "at 5 o'clock" → "o'clock".
  rest = rest
    .replace(/(^|\s)['’]s(?![\p{L}])/gu, '$1')
    .replace(/(?<![\p{L}])o['’]?clock(?![\p{L}])/giu, '');
  let time = when.time;
  // "at 5", "الساعة ٥": a bare hour from 1 to 6 is in the afternoon for family plans.
  if (time && /^0[1-6]:/.test(time)) {
    const spanText = spans
      .filter((s) => s.kind === 'when')
      .map((s) => foldSearchText(text.slice(s.start, s.end)))
      .join(' ');
    if (!AM_HINT.test(spanText) && !PM_HINT.test(spanText)) {
      time = `${String(Number(time.slice(0, 2)) + 12).padStart(2, '0')}${time.slice(2)}`;
    }
  }
  // «الساعة ١٢ بالليل», "12 at night": midnight, not noon.
  if (time && /^12:/.test(time)) {
    const spanText = spans
      .filter((s) => s.kind === 'when')
      .map((s) => foldSearchText(text.slice(s.start, s.end)))
      .join(' ');
    if (NIGHT_HINT.test(spanText)) time = `00${time.slice(2)}`;
  }
  return { rest, date: when.date, time, range: when.range, rangeKind, priority };
}

const NIGHT_HINT = /night|midnight|ليل/u;

function rangeKindOf(range: { from: string; to: string }): 'week' | 'month' {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  return days <= 7 ? 'week' : 'month';
}

interface Candidate {
  intent: IntentName;
  order: number;
  groups: Record<string, { text: string; key: string }>;
  literal: number;
  language: 'ar' | 'en';
  guard: TemplateGuard | null;
}

function isArabic(text: string): boolean {
  const arabic = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic >= latin;
}

const fillerKeys = (words: string[]) => words.map((w) => w.split(/\s+/).map(wordKey).join(' '));
const LEADING_FILLERS = fillerKeys(leadingFillers);
const TRAILING_FILLERS = fillerKeys(trailingFillers);

/** How many tokens from `at` (forwards or backwards) are filler words ("hey", "um so", "pls"). */
function fillerRun(tokens: Token[], fillers: string[], backwards: boolean): number {
  let n = 0;
  for (;;) {
    const hit = fillers.find((f) => {
      const words = f.split(' ');
      const from = backwards ? tokens.length - n - words.length : n;
      if (from < 0 || from + words.length > tokens.length) return false;
      return words.every((w, k) => tokens[from + k]!.key === w);
    });
    if (!hit) return n;
    n += hit.split(' ').length;
  }
}

function matchTokens(rest: string, tokens: Token[], lists: Record<ListSlot, string>): Candidate[] {
  const line = tokens.map((t) => `${t.key} `).join('');
  const tokenAt = (offset: number) => line.slice(0, offset).split(' ').length - 1;
  const out: Candidate[] = [];
  for (const t of templates()) {
    const m = regexFor(t.source, lists).exec(line);
    if (!m) continue;
    const groups: Candidate['groups'] = {};
    let wild = 0;
    for (const [name, value] of Object.entries(m.groups ?? {})) {
      if (value === undefined) continue;
      const [s, e] = m.indices!.groups![name]!;
      const first = tokenAt(s);
      const last = line.slice(0, e).replace(/ $/, '').split(' ').length - 1;
      const text = rest.slice(tokens[first]!.start, tokens[last]!.end);
      groups[name] = { text, key: value.trim() };
      if (!LIST_SLOTS.has(name)) wild += last - first + 1;
    }
    out.push({
      intent: t.intent,
      order: t.order,
      groups,
      literal: tokens.length - wild,
      language: t.language,
      guard: t.guard,
    });
  }
  return out;
}

/**
 * The sentence's tokens without the filler words around it ("hey, can u …", "… pls"), or null
 * when there are none (or nothing else).
 */
function withoutFillers(tokens: Token[]): Token[] | null {
  const lead = fillerRun(tokens, LEADING_FILLERS, false);
  const trail = fillerRun(tokens.slice(lead), TRAILING_FILLERS, true);
  if (!(lead || trail) || lead + trail >= tokens.length) return null;
  return tokens.slice(lead, tokens.length - trail);
}

/** "my husband Khalid", "ولدي فيصل": the role word belongs to the role, not the name. */
/** "Mariam, she's our new nanny": the name is what comes before the comma. */
const nameBeforeComma = (text: string) => text.split(/\s*[,،]\s*/u)[0] ?? '';
const nameWords = (text: string) => nameBeforeComma(text).split(/\s+/).filter(Boolean).length;

function memberSlots(g: Candidate['groups'], slots: Slots): MissingSlot | null {
  let name = cleanTitle(nameBeforeComma(g.name?.text ?? ''));
  const words = name.split(/\s+/);
  const lead = words[0]?.toLowerCase() === 'my' || words[0]?.toLowerCase() === 'our' ? 1 : 0;
  const role = words.length > lead + 1 ? roleOf(wordKey(words[lead]!)) : undefined;
  if (role) {
    name = words.slice(lead + 1).join(' ');
    slots.role ??= role;
  }
  if (!name) return 'name';
  // "add my son", "add someone", «ضيف عضو جديد»: a relation or a word for anyone is not a name;
  // ask for the name rather than add a member called "my son".
  const named = name
    .split(/\s+/)
    .filter((w) => !NOT_A_NAME.has(wordKey(w)) && !NOT_A_NAME.has(w.toLowerCase()));
  if (named.length === 0 || (named.length === 1 && roleOf(wordKey(named[0]!)))) {
    const only = named[0] ? roleOf(wordKey(named[0])) : undefined;
    if (only) slots.role ??= only;
    return 'name';
  }
  slots.name = name;
  return null;
}

/** A priority word opening the sentence and set off from the rest ("urgent - …", «مستعجل: …»). */
const PRIORITY_LEAD =
  /^\s*(?:urgent|important|asap|high priority|low priority|not urgent|مستعجل|مستعجله|مستعجلة|عاجل|ضروري)\s*[-–—:،,!]/iu;

/** «خلي <name> <present-tense verb> …»: a name, not a word with the article, then a verb. */
const LET_STRANGER = /^(?:خلي|خلّي|خل)\s+(?!ال)([\p{L}]{3,})\s+((?:ي|ت)[\p{L}]{2,}(?:\s.*)?)$/u;

/** "Let <member> …": «خلي/خل/خلّي» at the start of the command. */
const LET_MEMBER = /^(?:\S+\s+)?(?:خلي|خلّي|خل|خلو|خلوا)\s/u;

/** "instead of Grace", «بدال غريس»: who had the task before. */
const INSTEAD_OF = /(?:^|\s)(?:بدال|بدل|عوض|instead of)\s+(\S+)\s*$/iu;

/** «… بدالي», "… instead of me": the one speaking had it. */
const INSTEAD_OF_ME =
  /(?:^|\s)(?:بدالي|بدلي|عني|بدلا مني|بدلاً مني|عوضا عني|instead|instead of me|not me)\s*$/iu;

/** Words that can stand where a new member's name goes without being one. */
const NOT_A_NAME = new Set(
  [
    'my',
    'our',
    'a',
    'an',
    'the',
    'new',
    'another',
    'one',
    'someone',
    'somebody',
    'person',
    'member',
    'members',
    'family',
    'relative',
    'people',
    'guy',
    'lady',
    'him',
    'her',
    'them',
    'عضو',
    'عضوه',
    'جديد',
    'جديده',
    'شخص',
    'احد',
    'أحد',
    'واحد',
    'واحده',
    'فرد',
    'حد',
    'قريب',
    'قريبه',
    'للعائله',
    'العائله',
    'عائله',
    'الاسره',
    'اسره',
  ].map((w) => wordKey(w)),
);

function fill(
  c: Candidate,
  cutText: Cut,
  context: GrammarContext,
  aliases: ReadonlyMap<string, Named> = new Map(),
): Understanding {
  const slots: Slots = {};
  const g = c.groups;
  if (cutText.date) slots.date = cutText.date;
  if (cutText.time) slots.time = cutText.time;
  if (cutText.range) slots.range = cutText.range;
  if (cutText.priority) slots.priority = cutText.priority;
  const u: Understanding = { intent: c.intent, slots, missing: null, notFound: null };
  let missing: MissingSlot | null = null;
  for (const name of ['assignee', 'member'] as const) {
    const group = g[name];
    if (!group) continue;
    const member = byKey(context.members, group.key) ?? aliases.get(group.key);
    if (member) {
      slots[name] = member.name;
      slots[name === 'assignee' ? 'assigneeId' : 'memberId'] = member.id;
    }
  }
  if (g.role) {
    const role = roleOf(g.role.key);
    if (role) slots.role = role;
  }
  switch (c.intent) {
    case 'createTask': {
      const title = cleanTitle(g.title?.text ?? '');
      if (title) slots.title = title;
      else missing = 'title';
      // «خلي أحمد يوصل الأولاد» is a new task for أحمد, or the open pick-up task handed to him.
      // When an open task fits the words, it is the hand-over, and it is asked, never assumed.
      // «… بدال غريس», "… instead of Grace": someone else had it, so it is a hand-over, never new.
      const said = title ? INSTEAD_OF.exec(title) : null;
      const insteadOf =
        (said && memberNamed(said[1]!, context.members) ? said : null) ??
        (title ? INSTEAD_OF_ME.exec(title) : null);
      if (title && slots.assigneeId && (LET_MEMBER.test(cutText.rest) || insteadOf)) {
        const probe: Understanding = {
          intent: 'reassignTask',
          slots: {},
          missing: null,
          notFound: null,
        };
        const phrase = insteadOf ? cleanTitle(title.slice(0, insteadOf.index)) : title;
        resolveTarget(probe, phrase || title, asTargets(context.tasks, 'task'), 'task');
        // Words shared with an open task, though not enough to find it: asked, never a new task.
        const near = probe.target?.match === 'notFound' && probe.target.candidates.length > 0;
        if (probe.target && (probe.target.match !== 'notFound' || insteadOf || near)) {
          u.notFound = probe.notFound;
          u.intent = 'reassignTask';
          delete slots.title;
          Object.assign(slots, probe.slots);
          u.target = { ...probe.target, match: probe.target.match === 'which' ? 'which' : 'loose' };
        }
      }
      break;
    }
    case 'completeTask':
    case 'reassignTask': {
      if (g.task) resolveTarget(u, g.task.text, asTargets(context.tasks, 'task'), 'task');
      else missing = 'task';
      if (c.intent === 'reassignTask' && !slots.assignee) missing ??= 'assignee';
      break;
    }
    case 'createEvent': {
      const split = splitLocation(g.title?.text ?? '');
      const title = split.title.replace(/^(?:a|an|the)\s+/i, '');
      const location = split.location;
      if (title) slots.title = title;
      if (location) slots.location = location;
      slots.eventType = eventTypeOf(title);
      if (!title) missing = 'title';
      else if (!slots.date) missing = 'date';
      break;
    }
    case 'moveEvent': {
      // Moves apply to tasks' due dates as well as to events.
      if (g.event) {
        resolveTarget(
          u,
          g.event.text,
          [...asTargets(context.events, 'event'), ...asTargets(context.tasks, 'task')],
          'event',
        );
      } else missing = 'event';
      if (!slots.date && !slots.time) missing ??= 'when';
      break;
    }
    case 'addMember':
      missing = memberSlots(g, slots);
      break;
    case 'whereIs':
      if (g.member && !slots.member) u.notFound = 'member';
      break;
    case 'tasksToday':
    case 'tasksOverdue':
    case 'tasksWeek':
    case 'documentsExpiring':
    case 'vehicleService':
    case 'maintenanceOverdue':
    case 'greeting':
    case 'help':
      break;
  }
  u.missing = missing;
  return u;
}

/** How well a candidate fits: literal words first, then a stored row found, then order. */
function rank(c: Candidate, u: Understanding, arabic: boolean): number {
  let score = c.literal * 10;
  if (u.notFound) score -= 25;
  if (u.missing) score -= 5;
  if ((c.language === 'ar') === arabic) score += 1;
  return score;
}

const QUOTED = /["“”«»]|(?:^|\s)['‘’][^'‘’]+['‘’](?=[\s,.!?]|$)/u;

/** A question, not a statement: "is there a game tonight?", "موعد صلاة الجمعة متى". */
const QUESTION =
  /[?؟]|(?<![\p{L}])(?:متى|وش|ايش|إيش|شو|كم|هل|وين|ليش|كيف|when|what|whats|where|how|why|which|who|is there|are there)(?![\p{L}])/iu;
/** Words that make a sentence about an event a move, not a new event ("… is now on Friday"). */
const MOVE_HINT =
  /(?<![\p{L}])(?:moved?|now|postponed?|rescheduled?|instead|pushed|delayed|changed|صار|صارت|تأجل|تاجل|تأجلت|تاجلت|انتقل|انتقلت|بدل|بدال|خلها|خليها|خله|خليه)(?![\p{L}])/iu;

const MOVE_VERB =
  /^(?:move|reschedule|postpone|push back|bring forward|delay|shift|اجل|أجل|أؤجل|اأجل|انقل|أنقل|اغير موعد|أغير موعد|اقدم موعد|أقدم موعد)(?![\p{L}])/iu;

/** Guards of templates with no command verb: they never take a question. */
const STATEMENT_GUARDS = new Set<TemplateGuard | null>(['statement', 'lead', 'found', 'past']);

/** Whether a looser template's condition holds (see `TemplateGuard`). */
function guardHolds(
  c: Candidate,
  u: Understanding,
  text: string,
  context: GrammarContext,
): boolean {
  const title = u.slots.title ?? '';
  const dated = Boolean(u.slots.date);
  if (STATEMENT_GUARDS.has(c.guard) && QUESTION.test(text)) return false;
  // "I have to move my meeting to Monday" asks for a move, never for a task called "move …".
  if (c.intent === 'createTask' && MOVE_VERB.test(title)) return false;
  switch (c.guard) {
    case null:
      return true;
    case 'statement':
      return (
        namesEvent(title, 'anywhere') && (dated || Boolean(u.slots.time)) && !MOVE_HINT.test(text)
      );
    case 'lead':
      return namesEvent(title, 'first') && dated && !MOVE_HINT.test(text);
    case 'noun':
      return namesEvent(title, 'anywhere');
    case 'plain':
      return !namesEvent(title, 'anywhere') && (QUOTED.test(text) || Boolean(u.slots.priority));
    case 'chore':
      // «أبي تنظيف الخزان على غريس» speaks of the open task it names: never a second one.
      return (
        namesChore(title) && resolve(title, asTargets(context.tasks, 'task')).kind === 'notFound'
      );
    case 'notChore':
      return !namesChore(title);
    case 'found': {
      // Found, or several found and asked which ("the visit got moved" with two visits).
      const found = Boolean(u.slots.taskId ?? u.slots.eventId) || u.target?.match === 'which';
      if (c.intent === 'moveEvent') return found && Boolean(dated || u.slots.time);
      return found;
    }
    case 'past': {
      const phrase = c.groups.task?.text ?? '';
      const row = context.tasks.find((t) => t.id === u.slots.taskId);
      // The words after the verb name the task too: "I called the doctor" is not "Call the plumber".
      const object = phrase.replace(/^\s*\S+\s*/u, '');
      return Boolean(
        row &&
        startsWithPastVerb(phrase) &&
        titleCoverage(phrase, row) >= 0.5 &&
        titleCoverage(object, row) > 0,
      );
    }
  }
}

const UNKNOWN = (): Understanding => ({
  intent: 'unknown',
  slots: {},
  missing: null,
  notFound: null,
});

/**
 * Understands one sentence: its intent and slots, relative to the family's lists. Out-of-scope
 * requests are unknown (the reply says what it can do); members named in a new title become its
 * assignee or attendees; a title that names nothing is asked for.
 */
export function understand(text: string, context: GrammarContext): Understanding {
  if (outOfScope(text)) return UNKNOWN();
  const range = takeTimeRange(text);
  const u = understandTemplates(range.text, context);
  const statement = statementOf(u, range.text, context);
  const out = statement ?? refineTitles(u, context);
  if (range.end && out.intent === 'createEvent' && out.slots.time) out.slots.endTime = range.end;
  return out;
}

const ADD_LEAD = /^\s*(?:please\s+)?(?:add|put|أضف|اضف|ضيف|ضيفي|حط|حطي)\s+/iu;
const LIST_WORDS =
  /(?:^|\s)(?:to|on|onto)\s+(?:the|my|our)\s+(?:list|to-?do list|tasks)(?=\s|$|[,.])/giu;

const EVENT_LEAD =
  /^\s*(?:(?:and|so|oh|btw)\s+)?(?:we have|we've got|we got|i have|i've got|there's|there is|there will be|there'll be|عندنا|عندي|فيه|في عندنا|بيكون في|رح يكون في)\s+/iu;
const EVENT_COPULA = /\s+(?:is|are|will be|'s)\s*(?:on|at|this|next)?\s*[,.]?\s*$/iu;

/** The title of an event said as a fact, or null when the sentence is not one. */
function eventStatement(rest: string, timed: boolean): string | null {
  const trimmed = rest.replace(/[,.،!]+\s*$/u, '').trim();
  if (EVENT_LEAD.test(trimmed)) {
    // "I have a headache today" is no event: a kind of event, or a clock time, makes it one.
    const title = cleanTitle(trimmed.replace(EVENT_LEAD, ''));
    const ours = /^\s*(?:(?:and|so|oh|btw)\s+)?(?:we|i|عندنا|عندي)/iu.test(trimmed);
    return title && ((timed && ours) || namesEvent(title, 'anywhere')) ? title : null;
  }
  if (EVENT_COPULA.test(trimmed)) return cleanTitle(trimmed.replace(EVENT_COPULA, '')) || null;
  return null;
}

const CALENDAR_WORD =
  /(?:^|\s)(?:(?:to|in|on|into)\s+(?:the|my|our)\s+calendar|(?:في|ب|على)?\s*(?:ال)?(?:رزنامه|رزنامة|تقويم|كالندر))(?=\s|$|[:,،])/giu;

const TASK_WORD = /(?:^|\s)(?:مهمه|مهمة|task)(?:\s|$|[:،,])/iu;
const RELATIVE = /^(?:هو|هي)?\s*اللي\s/u;

/**
 * Statements the templates read as something else or not at all: «خلي أحمد هو اللي يوصل
 * الأولاد» reassigns the pick-up; "the bins are out" completes "Put the bins out". Only a
 * stored task the resolver finds (exact, loose → confirmed, or which → asked) is taken.
 */
function statementOf(
  u: Understanding,
  text: string,
  context: GrammarContext,
): Understanding | null {
  const relative = u.intent === 'createTask' && RELATIVE.test(u.slots.title ?? '');
  if (u.intent !== 'unknown' && !relative) return null;
  const withoutWhen = cut(prepare(text), context);
  const tasks = asTargets(context.tasks, 'task');
  const reassign = reassignStatement(withoutWhen.rest, context.members);
  if (reassign) {
    const out: Understanding = {
      intent: 'reassignTask',
      slots: { assignee: reassign.member.name, assigneeId: reassign.member.id },
      missing: null,
      notFound: null,
    };
    resolveTarget(out, reassign.phrase, tasks, 'task', 1);
    if (out.target?.match !== 'notFound' || relative) return out;
  }
  if (u.intent !== 'unknown') return null;
  // "urgent - get the car seat fixed tomorrow", «مستعجل: تصليح المكيف»: a task led by its priority.
  if (withoutWhen.priority && PRIORITY_LEAD.test(text) && !QUESTION.test(text)) {
    const title = cleanTitle(withoutWhen.rest);
    if (title && !isPlaceholder(title) && !namesEvent(title, 'anywhere')) {
      const slots: Slots = { title, priority: withoutWhen.priority };
      if (withoutWhen.date) slots.date = withoutWhen.date;
      if (withoutWhen.time) slots.time = withoutWhen.time;
      return refineTitles({ intent: 'createTask', slots, missing: null, notFound: null }, context);
    }
  }
  // «خلي سلمان يطلع الزبالة» with no سلمان in the family: the member is not found, and said so.
  const stranger = LET_STRANGER.exec(withoutWhen.rest.trim());
  if (stranger && !memberNamed(stranger[1]!, context.members)) {
    const probe: Understanding = {
      intent: 'reassignTask',
      slots: {},
      missing: null,
      notFound: null,
    };
    resolveTarget(probe, stranger[2]!, tasks, 'task');
    if (probe.target && probe.target.match !== 'notFound') {
      return { intent: 'reassignTask', slots: {}, missing: null, notFound: 'member' };
    }
  }
  // "add oil change for the Camry next Friday": a task, when a day or a vehicle says so.
  if (ADD_LEAD.test(withoutWhen.rest) && !QUESTION.test(text)) {
    const title = cleanTitle(withoutWhen.rest.replace(ADD_LEAD, '').replace(LIST_WORDS, ' '));
    const vehicle = title && context.vehicles ? vehicleIn(title, context.vehicles) : undefined;
    if (title && (withoutWhen.date || vehicle)) {
      const slots: Slots = { title };
      if (withoutWhen.date) slots.date = withoutWhen.date;
      if (withoutWhen.time) slots.time = withoutWhen.time;
      if (withoutWhen.priority) slots.priority = withoutWhen.priority;
      return refineTitles({ intent: 'createTask', slots, missing: null, notFound: null }, context);
    }
  }
  // "we have a school play next Tuesday at 11am", "Huda's book club is on the 25th": an event.
  if (withoutWhen.date && !QUESTION.test(text)) {
    const said = eventStatement(withoutWhen.rest, Boolean(withoutWhen.time));
    if (said) {
      const split = splitLocation(said);
      const title = split.title.replace(/^(?:a|an|the)\s+/i, '');
      if (title && !isPlaceholder(title)) {
        const slots: Slots = { title, date: withoutWhen.date, eventType: eventTypeOf(title) };
        if (withoutWhen.time) slots.time = withoutWhen.time;
        if (split.location) slots.location = split.location;
        return { intent: 'createEvent', slots, missing: null, notFound: null };
      }
    }
  }
  // A fact about the future is not a completion.
  if (withoutWhen.date || withoutWhen.time) return null;
  const done = doneStatement(withoutWhen.rest, startsWithPastVerb);
  if (done) {
    // Every word the person said must be in the task's title; else it is not found (and said).
    const out: Understanding = { intent: 'completeTask', slots: {}, missing: null, notFound: null };
    resolveTarget(out, done, tasks, 'task', 1);
    // Not found and nothing near: it was not about a task ("I called grandma").
    if (out.target?.match === 'notFound' && !out.target.candidates.length) return null;
    return out;
  }
  return null;
}

function refineTitles(u: Understanding, context: GrammarContext): Understanding {
  if (u.intent !== 'createTask' && u.intent !== 'createEvent') return u;
  const s = u.slots;
  if (s.title) s.title = cleanTitle(s.title.replace(CALENDAR_WORD, ' ')) || s.title;
  // «سجل عند أنور مهمة …»: a task, whatever the time words made of it.
  if (u.intent === 'createEvent' && s.title && TASK_WORD.test(s.title)) {
    u.intent = 'createTask';
    delete s.eventType;
    if (u.missing === 'date') u.missing = null;
  }
  if (s.title) {
    const taken = takeMember(s.title, context.members);
    if (taken.member) {
      if (u.intent === 'createTask') {
        if (!s.assigneeId) {
          s.assignee = taken.member.name;
          s.assigneeId = taken.member.id;
        }
      } else s.attendees = [taken.member.name];
      if (taken.title) s.title = taken.title;
      else delete s.title;
    }
  }
  if (!s.title || isPlaceholder(s.title)) {
    delete s.title;
    u.missing = 'title';
  }
  // «على زياد سقي النخل», "Ziad needs to water the palms" when «سقي النخل» is open: the open
  // task for someone, never a second copy of it. Asked first (a loose match), as a hand-over.
  if (u.intent === 'createTask' && s.title && s.assigneeId && !u.target) {
    const found = resolve(s.title, asTargets(context.tasks, 'task'));
    if (found.kind === 'exact') {
      return {
        intent: 'reassignTask',
        slots: {
          assignee: s.assignee,
          assigneeId: s.assigneeId,
          task: found.row.name,
          taskId: found.row.id,
        },
        missing: null,
        notFound: null,
        target: { match: 'loose', phrase: s.title, candidates: [found.row] },
      };
    }
  }
  if (u.intent === 'createTask' && s.title && context.vehicles?.length) {
    const vehicle = vehicleIn(s.title, context.vehicles);
    if (vehicle) Object.assign(s, { vehicle: vehicle.name, vehicleId: vehicle.id });
  }
  return u;
}

/**
 * Members named in the other script ("Reem" for a member stored as «ريم», «زياد» for "Ziad"):
 * the sentence's word → the member, so the templates' member slots take it. A Latin word counts
 * only capitalised, as names are written ("clean the room" never names «ريم»).
 */
function memberAliases(text: string, members: readonly Named[]): Map<string, Named> {
  const out = new Map<string, Named>();
  for (const m of text.matchAll(wordRe)) {
    const said = m[0].replace(/['’]s$/i, '');
    if (/^[A-Za-z]/.test(said) && !/^[A-Z]/.test(said)) continue;
    // «لفيصل»: the templates take the clitic «ل» / «ب» / «ك» before a name themselves.
    for (const word of [said, said.replace(/^(?:ل|ب|ك)(?=[\u0600-\u06FF]{3,})/u, '')]) {
      const key = wordKey(word);
      if (!key || out.has(key) || byKey(members as Named[], key)) continue;
      const member = memberNamed(word, members);
      if (member) out.set(key, member);
    }
  }
  return out;
}

function understandTemplates(text: string, context: GrammarContext): Understanding {
  const prepared = prepare(text);
  const cutText = cut(prepared, context);
  const aliases = memberAliases(cutText.rest, context.members);
  const names = [...context.members.map((m) => m.name), ...aliases.keys()];
  const lists: Record<ListSlot, string> = {
    assignee: listAlternatives(names),
    member: listAlternatives(names),
    role: listAlternatives(roleWords.flatMap(([w]) => w.split('|'))),
  };
  const arabic = isArabic(text);
  const pick = (candidates: Candidate[]) => {
    let best: { u: Understanding; score: number; order: number } | null = null;
    for (const c of candidates) {
      // A name is a few words; a longer "name" means the sentence was something else.
      if (c.intent === 'addMember' && nameWords(c.groups.name?.text ?? '') > 3) continue;
      const u = fill(c, cutText, context, aliases);
      if (!guardHolds(c, u, text, context)) continue;
      const score = rank(c, u, arabic);
      if (!best || score > best.score || (score === best.score && c.order < best.order)) {
        best = { u, score, order: c.order };
      }
    }
    return best;
  };
  // First without the filler words around the command, then (when nothing fits so) the whole
  // sentence: "hey, can u add …" is a task, "hi there" a greeting.
  const tokens = tokenize(cutText.rest);
  const trimmed = withoutFillers(tokens);
  const best =
    (trimmed && pick(matchTokens(cutText.rest, trimmed, lists))) ??
    pick(matchTokens(cutText.rest, tokens, lists));
  return best?.u ?? { intent: 'unknown', slots: {}, missing: null, notFound: null };
}
