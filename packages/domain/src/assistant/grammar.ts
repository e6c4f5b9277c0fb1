import { foldSearchText, searchWords } from '../documents/search-text.js';
import {
  eventTypeWords,
  intentNames,
  intentTemplates,
  priorityWords,
  roleWords,
  stopWords,
  typoFixes,
  wordStems,
  type IntentName,
} from './intents-data.js';
import { foldWithMap, parseWhen, type WhenOptions } from './when.js';

/**
 * The assistant's offline language engine (issue 16, decision 013): hassil-style sentence
 * templates (`intents-data.ts`) matched on folded words after the date and time expressions
 * (`parseWhen`) and priority words are cut out. List slots are filled from what the caller
 * passes (the family's members, task titles, event titles); wildcards become titles and names;
 * task and event wildcards are then matched loosely against the stored titles.
 */

export type { IntentName } from './intents-data.js';

export interface Named {
  id: string;
  name: string;
}

export interface GrammarContext {
  /** YYYY-MM-DD in the sender's time zone. */
  today: string;
  members: Named[];
  tasks: Named[];
  events: Named[];
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
}

/** A slot the intent needs and the sentence did not give (the engine asks back). */
export type MissingSlot = 'title' | 'date' | 'task' | 'event' | 'assignee' | 'name' | 'when';

export interface Understanding {
  intent: IntentName | 'unknown';
  slots: Slots;
  missing: MissingSlot | null;
  /** A task/event/member the sentence named but the family does not have. */
  notFound: 'task' | 'event' | 'member' | null;
}

// ---------------------------------------------------------------------------------------------
// Text preparation

const wordRe = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Fixes common typos and splits Arabic clitics in front of date words ("لبكرة" → "ل بكرة"). */
export function prepare(text: string): string {
  return text
    .replace(wordRe, (w) => typoFixes[w.toLowerCase()] ?? w)
    .replace(/(?<![\p{L}])(?:ل|ب)(?=(?:بكر|باكر|يوم)[\p{L}]*)/gu, '$& ')
    .replace(
      /(?<![\p{L}])لل(?=(?:خميس|جمع|سبت|احد|أحد|اثنين|إثنين|ثلاثا|اربعا|أربعا|ساع|اسبوع|أسبوع|شهر))/gu,
      'ل ال',
    )
    .replace(/(?<![\p{L}])هال(?=(?:اسبوع|أسبوع|شهر|يوم))/gu, 'هذا ال')
    .replace(/(?<![\p{L}])tmrw(?![\p{L}])/giu, 'tomorrow');
}

/** The folded form a template word and a sentence word are compared in. */
export function wordKey(word: string): string {
  return searchWords(word.replace(/['’]/g, '')).join('');
}

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
  /(?:^|\s)(?:on|at|by|for|until|till|to|from|before|في|يوم|الساعه|الساعة|ل|على|قبل|لين|حتى)\s*[,،]?\s*$/iu;
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
  return { rest, date: when.date, time, range: when.range, rangeKind, priority };
}

function rangeKindOf(range: { from: string; to: string }): 'week' | 'month' {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  return days <= 7 ? 'week' : 'month';
}

// ---------------------------------------------------------------------------------------------
// Templates → regular expressions over "key key key " strings

type ListSlot = 'assignee' | 'member' | 'role';
const LIST_SLOTS = new Set<string>(['assignee', 'member', 'role']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles one template; list slots become `(?<slot>…)` filled from `lists` at match time. */
function compileTemplate(template: string): string {
  let i = 0;
  const parseSeq = (stops: string): string => {
    let out = '';
    while (i < template.length && !stops.includes(template[i]!)) {
      const ch = template[i]!;
      if (ch === ' ' || ch === ',' || ch === ':' || ch === '،') {
        i++;
      } else if (ch === '(' || ch === '[') {
        i++;
        const alts = [parseSeq(ch === '(' ? '|)' : '|]')];
        while (template[i] === '|') {
          i++;
          alts.push(parseSeq(ch === '(' ? '|)' : '|]'));
        }
        i++; // the closing bracket
        out += `(?:${alts.join('|')})${ch === '[' ? '?' : ''}`;
      } else if (ch === '{') {
        const close = template.indexOf('}', i);
        const [name, kind] = template.slice(i + 1, close).split(':') as [string, string?];
        i = close + 1;
        if (kind === '*') out += `(?<${name}>(?:\\S+ )+?)`;
        else if (LIST_SLOTS.has(name)) out += `(?:ل|ب|ك)?(?<${name}>@${name}@) `;
        else throw new Error(`unknown slot ${name}`);
      } else if (ch === '<') {
        const close = template.indexOf('>', i);
        out += `z${template.slice(i + 1, close)} `;
        i = close + 1;
      } else {
        let word = '';
        while (i < template.length && !' ()[]|{}<>,:،'.includes(template[i]!))
          word += template[i++];
        const keys = word.split(/\s+/).map(wordKey).filter(Boolean);
        out += keys.map((k) => `${escape(k)} `).join('');
      }
    }
    return out;
  };
  return parseSeq('');
}

let compiled:
  { source: string; intent: IntentName; language: 'ar' | 'en'; order: number }[] | null = null;

function templates() {
  if (!compiled) {
    compiled = [];
    let order = 0;
    for (const language of ['en', 'ar'] as const) {
      for (const intent of intentNames) {
        for (const t of intentTemplates[language][intent]) {
          compiled.push({ source: compileTemplate(t), intent, language, order: order++ });
        }
      }
    }
  }
  return compiled;
}

function listAlternatives(values: string[]): string {
  const keys = [...new Set(values.map((v) => v.split(/\s+/).map(wordKey).join(' ')))]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return keys.length ? keys.map(escape).join('|') : '(?!)';
}

// ---------------------------------------------------------------------------------------------
// Matching

/** Compiled expressions for the last few lists (a family's lists change rarely). */
const regexCache = new Map<string, Map<string, RegExp>>();

function regexFor(source: string, lists: Record<ListSlot, string>): RegExp {
  const listKey = `${lists.assignee}\u0000${lists.role}`;
  let cache = regexCache.get(listKey);
  if (!cache) {
    if (regexCache.size >= 20) regexCache.delete(regexCache.keys().next().value!);
    cache = new Map();
    regexCache.set(listKey, cache);
  }
  let re = cache.get(source);
  if (!re) {
    const filled = source.replace(/@(\w+)@/g, (_, name: ListSlot) => lists[name]);
    re = new RegExp(`^${filled}$`, 'du');
    cache.set(source, re);
  }
  return re;
}

interface Candidate {
  intent: IntentName;
  order: number;
  groups: Record<string, { text: string; key: string }>;
  literal: number;
  language: 'ar' | 'en';
}

function isArabic(text: string): boolean {
  const arabic = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic >= latin;
}

function matchAll(rest: string, lists: Record<ListSlot, string>): Candidate[] {
  const tokens = tokenize(rest);
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
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Slots

const TRIM_EDGES = /^[\s,.:;،؛!?؟"'«»()\-–—]+|[\s,.:;،؛!?؟"'«»()\-–—]+$/gu;
const TRAILING_FILLER =
  /(?:\s+|^)(?:due|by|on|at|for|to|please|it|its|it's|then|and|و|يوم|الساعه|الساعة|في|ل|على|لو سمحت|please)$/iu;
const LEADING_FILLER = /^(?:to|that|the task of|task|:|ان|أن|إن|ب|اني|إني|إنه|انه)\s+/iu;

function cleanTitle(text: string): string {
  let out = text.replace(TRIM_EDGES, '');
  for (let k = 0; k < 3; k++) {
    out = out.replace(TRAILING_FILLER, '').replace(LEADING_FILLER, '').replace(TRIM_EDGES, '');
  }
  return out.replace(/\s{2,}/g, ' ');
}

const stem = (key: string): string => {
  const mapped = wordStems[key];
  if (mapped) return mapped;
  if (/^[a-z]+$/.test(key) && key.length > 4) {
    return key.replace(/(?:ing|ed|es|s)$/, '');
  }
  return key;
};

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function wordsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const sa = stem(a);
  const sb = stem(b);
  if (sa === sb) return true;
  const short = sa.length <= sb.length ? sa : sb;
  const long = short === sa ? sb : sa;
  if (short.length >= 4 && long.startsWith(short)) return true;
  return short.length >= 5 && editDistanceAtMostOne(sa, sb);
}

const contentWords = (text: string) =>
  text
    .split(/\s+/)
    .map(wordKey)
    .flatMap((k) => k.split(' '))
    .filter((k) => k && !stopWords.has(k));

/** The stored row whose title shares the most words with the phrase (typos and stems allowed). */
export function findByTitle(phrase: string, rows: Named[]): Named | null {
  const words = contentWords(phrase);
  if (!words.length) return null;
  let best: { row: Named; hits: number; ratio: number } | null = null;
  for (const row of rows) {
    const title = contentWords(row.name);
    if (!title.length) continue;
    const hits = words.filter((w) => title.some((t) => wordsMatch(w, t))).length;
    if (!hits) continue;
    const ratio = title.filter((t) => words.some((w) => wordsMatch(w, t))).length / title.length;
    if (!best || hits > best.hits || (hits === best.hits && ratio > best.ratio)) {
      best = { row, hits, ratio };
    }
  }
  return best?.row ?? null;
}

function byKey(rows: Named[], key: string): Named | undefined {
  return rows.find((r) => r.name.split(/\s+/).map(wordKey).join(' ') === key);
}

function roleOf(key: string): string | undefined {
  for (const [words, role] of roleWords) {
    if (
      words
        .split('|')
        .map((w) => w.split(/\s+/).map(wordKey).join(' '))
        .includes(key)
    ) {
      return role;
    }
  }
  return undefined;
}

/** The spec's type words (core section 5): work, school, personal, otherwise family. */
export function eventTypeOf(text: string): 'work' | 'school' | 'personal' | 'family' {
  const words = searchWords(text).map((w) => w.replace(/['’]s$/, ''));
  for (const [type, list] of eventTypeWords) {
    const keys = list.map(wordKey);
    if (
      words.some((w) =>
        keys.some((k) => w === k || w === `${k}s` || (/[\u0600-\u06FF]/.test(k) && w.includes(k))),
      )
    ) {
      return type;
    }
  }
  return 'family';
}

const CALENDAR_WORDS = /^(?:the\s+|my\s+|our\s+)?calendar$|^(?:ال)?تقويم$/iu;

/** "dinner at grandma's house" → title "dinner", location "grandma's house" (spec core 5). */
export function splitLocation(text: string): { title: string; location: string | null } {
  const labelled = /(?:^|\s)(?:location|place|المكان|الموقع)\s*:\s*(.+)$/iu.exec(text);
  if (labelled) {
    return { title: cleanTitle(text.slice(0, labelled.index)), location: cleanTitle(labelled[1]!) };
  }
  const re = /(?:\s+(?:at|in)\s+|\s*@\s*|\s+في\s+)/giu;
  let last: RegExpExecArray | null = null;
  for (const m of text.matchAll(re)) {
    const after = cleanTitle(text.slice(m.index + m[0].length));
    if (after && !CALENDAR_WORDS.test(after) && m.index > 0) last = m as RegExpExecArray;
  }
  if (!last) return { title: cleanTitle(text), location: null };
  return {
    title: cleanTitle(text.slice(0, last.index)),
    location: cleanTitle(text.slice(last.index + last[0].length)),
  };
}

function fill(c: Candidate, cutText: Cut, context: GrammarContext): Understanding {
  const slots: Slots = {};
  const g = c.groups;
  if (cutText.date) slots.date = cutText.date;
  if (cutText.time) slots.time = cutText.time;
  if (cutText.range) slots.range = cutText.range;
  if (cutText.priority) slots.priority = cutText.priority;
  let missing: MissingSlot | null = null;
  let notFound: Understanding['notFound'] = null;
  for (const name of ['assignee', 'member'] as const) {
    const group = g[name];
    if (!group) continue;
    const member = byKey(context.members, group.key);
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
      break;
    }
    case 'completeTask':
    case 'reassignTask': {
      const found = g.task ? findByTitle(g.task.text, context.tasks) : null;
      if (found) {
        slots.task = found.name;
        slots.taskId = found.id;
      } else if (g.task) notFound = 'task';
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
      const found = g.event ? findByTitle(g.event.text, context.events) : null;
      if (found) {
        slots.event = found.name;
        slots.eventId = found.id;
      } else if (g.event) notFound = 'event';
      else missing = 'event';
      if (!slots.date && !slots.time) missing ??= 'when';
      break;
    }
    case 'addMember': {
      let name = cleanTitle(g.name?.text ?? '');
      // "my husband Khalid", "ولدي فيصل": the role word belongs to the role, not the name.
      const words = name.split(/\s+/);
      const lead = words[0]?.toLowerCase() === 'my' || words[0]?.toLowerCase() === 'our' ? 1 : 0;
      const role = words.length > lead + 1 ? roleOf(wordKey(words[lead]!)) : undefined;
      if (role) {
        name = words.slice(lead + 1).join(' ');
        slots.role ??= role;
      }
      if (name) slots.name = name;
      else missing = 'name';
      break;
    }
    case 'whereIs':
      if (g.member && !slots.member) notFound = 'member';
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
  return { intent: c.intent, slots, missing, notFound };
}

/** How well a candidate fits: literal words first, then a stored row found, then order. */
function rank(c: Candidate, u: Understanding, arabic: boolean): number {
  let score = c.literal * 10;
  if (u.notFound) score -= 25;
  if (u.missing) score -= 5;
  if ((c.language === 'ar') === arabic) score += 1;
  return score;
}

/** Understands one sentence: its intent and slots, relative to the family's lists. */
export function understand(text: string, context: GrammarContext): Understanding {
  const prepared = prepare(text);
  const cutText = cut(prepared, context);
  const lists: Record<ListSlot, string> = {
    assignee: listAlternatives(context.members.map((m) => m.name)),
    member: listAlternatives(context.members.map((m) => m.name)),
    role: listAlternatives(roleWords.flatMap(([w]) => w.split('|'))),
  };
  const arabic = isArabic(text);
  let best: { u: Understanding; score: number; order: number } | null = null;
  for (const c of matchAll(cutText.rest, lists)) {
    // A name is a few words; a longer "name" means the sentence was something else.
    if (c.intent === 'addMember' && (c.groups.name?.text.split(/\s+/).length ?? 0) > 3) continue;
    const u = fill(c, cutText, context);
    const score = rank(c, u, arabic);
    if (!best || score > best.score || (score === best.score && c.order < best.order)) {
      best = { u, score, order: c.order };
    }
  }
  return best?.u ?? { intent: 'unknown', slots: {}, missing: null, notFound: null };
}
