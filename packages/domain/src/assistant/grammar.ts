import { wordKey } from './grammar-words.js';
import {
  LIST_SLOTS,
  listAlternatives,
  type ListSlot,
  regexFor,
  templates,
} from './grammar-templates.js';
import { leadingFillers, roleWords, trailingFillers } from './intents-data.js';
import { memberNamed, outOfScope, takeTimeRange } from './refine.js';
import {
  doneFirst,
  someoneElse,
  canBeMoved,
  notSomeoneElse,
  otherVehicle,
  topicFirst,
  whoseCharge,
} from './grammar-reread.js';
import type { GrammarContext, Understanding } from './grammar-types.js';
import { cut, prepare, type Token, tokenize } from './grammar-cut.js';
import { memberAliases } from './grammar-aliases.js';
import { type Candidate, fill, nameWords } from './grammar-fill.js';
import { guardHolds } from './grammar-guards.js';
import { parseWhen } from './when.js';
import { refineTitles, statementOf } from './grammar-statements.js';
import { handOver } from './grammar-handover.js';
import { oneClauseChange, titleOfClauses } from './grammar-clauses.js';
import { arabicDoneOrder } from './done-statement.js';
import { changedFact } from './grammar-changed.js';
import { anotherOne, sameDoerMove } from './grammar-another.js';
import { doneLoosely, doneNear } from './done-near.js';
import { doerReading, noteForMember } from './grammar-doer.js';
import { memberSaidFirst } from './grammar-member.js';
import { doneOtherwise } from './done-said.js';
import { asTargets } from './grammar-types.js';
import { namedByRole } from './grammar-roles.js';
import {
  doneSomewhere,
  movedBySomeone,
  oneOnTheDay,
  ownDoneByMember,
  taskParts,
} from './grammar-later.js';
import { laterReading, namesNothing, onlyTheKind, saidPlainly } from './grammar-readings.js';
import {
  ASKS,
  asks,
  FROM_NOW_ON,
  INTERJECTION,
  NOTE_THAT,
  POLITE_LEAD,
  SAME_TIME,
} from './grammar-lead-words.js';

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

export type { Named } from './grammar-words.js';
export type { Cut } from './grammar-cut.js';
export { cut, prepare } from './grammar-cut.js';
export { wordKey } from './grammar-words.js';
export type {
  GrammarContext,
  MissingSlot,
  Slots,
  Target,
  TargetRow,
  Understanding,
} from './grammar-types.js';
export { asTargets, resolveTarget } from './grammar-types.js';

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

/** How well a candidate fits: literal words first, then a stored row found, then order. */
function rank(c: Candidate, u: Understanding, arabic: boolean): number {
  let score = c.literal * 10;
  if (u.notFound) score -= 25;
  if (u.missing) score -= 5;
  if ((c.language === 'ar') === arabic) score += 1;
  return score;
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
/** "…, Reem's busy", «… لأن ريم مشغولة»: why, said after; it changes nothing of what. */
const REASON_AFTER =
  /\s*(?:[,،.;-]\s*|\s(?=since|because|as|cause|coz|cuz|لأن|لان|عشان|علشان))(?:(?:since|because|as|cause|coz|cuz|لأن|لان|عشان|علشان)\s+)?([\p{L}]+?)(?:['’]s|\s+is|\s+are|\s+isn['’]t|\s+can['’]t|\s+won['’]t)?\s+(?:busy|sick|ill|away|travelling|traveling|out of town|not (?:home|here|around|free|well)|at work|tired|مشغول|مشغوله|مشغولة|مريض|مريضه|مريضة|تعبان|تعبانه|تعبانة|مسافر|مسافره|مسافرة|مو فاضي|مو فاضيه|مش فاضي|مش فاضيه|مب فاضي|مب فاضيه)\s*[.!]?\s*$/iu;

/**
 * "add a reminder... no, an event: …", «ذكرني … لا، قصدي …»: what is said after the correction
 * is what is meant (with the command said first, when the correction says only what).
 */
const FIX_WORDS =
  '(?:no|nope|sorry|actually|i mean|wait|لا|لأ|قصدي|اقصد|أقصد|عفوا|عفواً|آسف|اسف|لحظه|لحظة)';
const CORRECTION = new RegExp(
  `(?:(?:\\.{2,}|…|\\s[-–—])\\s*${FIX_WORDS}(?:\\s*[,،:]\\s*|\\s+)|[,،;]\\s*${FIX_WORDS}\\s*[,،:]\\s*)(?:(?:i mean|قصدي|اقصد|أقصد|make it|خليه|خليها)\\s+)?`,
  'iu',
);
/** What only says when after a correction ("… no, just this Wednesday at 5pm"). */
const ONLY = /^(?:just|only|بس|فقط|خلاص)\s+/iu;
/** A word left dangling before the correction ("… every... no, …", «كل... لا، …»). */
const DANGLING = /\s+(?:every|each|on|at|in|for|كل|يوم|في|على)\s*$/iu;
const LEAD_COMMAND =
  /^\s*(?:(?:please|can you|could you|ممكن|لو سمحت)\s+)?(add|put|schedule|create|remind me to|ضيف|ضيفي|أضف|اضف|سجل|سجلي|حط|حطي|ذكرني)(?=\s)/iu;

function corrected(text: string, context: GrammarContext): Understanding | null {
  const m = CORRECTION.exec(text);
  if (!m || m.index === 0) return null;
  const after = text.slice(m.index + m[0].length).trim();
  // A correction that cannot be read is not acted on as if it were not one.
  const unread: Understanding = { intent: 'unknown', slots: {}, missing: null, notFound: null };
  if (!after || /(?<![\p{L}])(?:it|that|ضيفه|ضيفها|حطه|حطها)(?![\p{L}])/iu.test(after))
    return unread;
  // "… every... no, just this Wednesday at 5pm": only the when is corrected.
  if (ONLY.test(after)) {
    const before = text.slice(0, m.index).replace(DANGLING, '');
    const again = understand(`${before} ${after.replace(ONLY, '')}`, context);
    return again.intent === 'unknown' ? unread : again;
  }
  const alone = understand(after, context);
  if (alone.intent !== 'unknown') return alone;
  const lead = LEAD_COMMAND.exec(text);
  if (!lead) return unread;
  const again = understand(`${lead[1]} ${after}`, context);
  return again.intent === 'unknown' ? unread : again;
}

export function understand(spoken: string, context: GrammarContext): Understanding {
  // "the driver", «بابا»: the member the family's data says it is, by name.
  // («أمي نوال …، سجليها بالعائلة»: a new member, said before any role is read as a member.)
  const said = namedByRole(memberSaidFirst(spoken), context);
  const u = sameDoerMove(anotherOne(understandSaid(said, context), said), context);
  return oneOnTheDay(ownDoneByMember(u, said, context), said, context);
}

function understandSaid(spoken: string, context: GrammarContext): Understanding {
  const said = saidPlainly(spoken);
  const plain = doneOtherwise(noteForMember(said, context), context);
  const u = understandOnce(taskParts(plain, context), context);
  const created = u.intent === 'createTask' || u.intent === 'createEvent';
  if (namesNothing(u, context)) return UNKNOWN();
  const kindOnly = onlyTheKind(u);
  if (kindOnly) return asks(said) ? UNKNOWN() : kindOnly;
  // (A stored row named by words across two clauses about people was not named at all.)
  const spans =
    (created && titleOfClauses(u.slots.title ?? '', context)) ||
    (u.target !== undefined && titleOfClauses(u.target.phrase, context));
  const lost = u.intent === 'unknown' || u.notFound !== null || u.target?.match === 'notFound';
  if (!spans && !lost) return u;
  // "Huda's doing the bins tonight, Ziad has homework": the clause that changes a stored row.
  const change = oneClauseChange(said, context, understand);
  if (change) return change;
  // «الكامري انغسلت عند المغسلة»: the place it was done at, said last, left out.
  const there = lost ? doneSomewhere(said, context, understand) : null;
  if (there) return there;
  // A new row named by two clauses about people is no one's words: asked, never added.
  return spans ? UNKNOWN() : u;
}

function understandOnce(said: string, context: GrammarContext): Understanding {
  const fixed = corrected(said, context);
  if (fixed) return fixed;
  // (Said of a member of the family: «خلاص الزبالة برا» is the bins, out.)
  const reason = REASON_AFTER.exec(said);
  const why = reason && reason.index > 0 && memberNamed(reason[1]!, context.members);
  const meant = why ? said.slice(0, reason.index) : said;
  const text = meant.replace(FROM_NOW_ON, '').replace(SAME_TIME, ' ').trim() || said;
  if (outOfScope(text)) return UNKNOWN();
  const polite = POLITE_LEAD.exec(text);
  const wrapped = NOTE_THAT.exec(text) ?? INTERJECTION.exec(text) ?? polite;
  if (wrapped) {
    // "can you add … ?": the question mark of a polite request asks nothing.
    const rest = text.slice(wrapped[0].length);
    const asked = wrapped === polite && !ASKS.test(rest) ? rest.replace(/\s*[?؟]+\s*$/u, '') : rest;
    const inner = understand(asked, context);
    if (inner.intent !== 'unknown') return inner;
  }
  const nobody = someoneElse(text, context);
  if (nobody) return nobody;
  // "… so can anwar get ziad from practice today": the request after the reason, and others.
  const later = laterReading(text, context, understand);
  if (later) return later;
  const first = doerReading(text, context, understand);
  if (first) return first;
  // "…, so you can mark that one off", «… فشيلها من القايمة»: the statement before, as done.
  const done = doneFirst(text);
  const doneBefore = done ? understand(done, context) : null;
  if (doneBefore?.intent === 'completeTask') return doneBefore;
  // «لقيت هدية لتالا واشتريتها», «الباترول غيّر له أنور الزيت»: read in the usual order.
  const ordered = arabicDoneOrder(text, (w) => memberNamed(w, context.members) !== undefined);
  if (ordered !== text) {
    const inner = understand(ordered, context);
    if (inner.intent === 'completeTask' && !inner.notFound) return inner;
  }
  // "the trip bag, can we do that tuesday instead": taken only when it finds the row.
  const topic = topicFirst(text);
  const onTopic = topic ? understand(topic, context) : null;
  if (onTopic?.target && onTopic.target.match !== 'notFound' && !onTopic.notFound) return onTopic;
  const range = takeTimeRange(text);
  const u = understandTemplates(range.text, context);
  // (A new row whose title ends in "can be" / "could be" is that said of a stored one.)
  const modal = /\s(?:can|could|should)(?:\s+be)?$/iu.test(u.slots.title ?? '');
  // A stored row's new day said as a fact ("X is thursday now", «X صار الخميس»): moved, not added.
  if (u.intent === 'unknown' || modal || u.intent === 'createTask' || u.intent === 'createEvent') {
    const whenCut = cut(prepare(range.text), context);
    const moved =
      (u.intent === 'unknown' || modal
        ? canBeMoved(whenCut.rest.replace(/\s+/g, ' '), whenCut, context)
        : null) ?? changedFact(whenCut, text, context, u.intent === 'unknown');
    if (moved) return moved;
  }
  // Whose turn or charge a task is («دور زياد …», "the bins are on Ziad"): a hand-over, asked.
  const lost =
    u.intent === 'unknown' ||
    u.notFound !== null ||
    u.target?.match === 'notFound' ||
    (u.intent === 'moveEvent' && u.missing === 'when');
  // ("Grace will get the bread": the general verb said is no part of which task.)
  const unsure = u.intent === 'reassignTask' && u.target?.match === 'which';
  // ("the pharmacy trip is Ziad's now": whose it is, said as a fact, never that it is done.)
  const whose = /\s(?:is|are)\s+[\p{L}]+['’]s(?:\s+now)?\s*[.!]?\s*$/iu.test(range.text);
  const handed = lost || unsure || whose ? handOver(range.text, context) : null;
  if (handed && (!unsure || handed.target?.match !== 'which')) return handed;
  const statement = statementOf(u, range.text, context);
  const out = otherVehicle(statement ?? refineTitles(u, context), range.text, context);
  // «خلّصنا الخزان، صار نظيف»: a completion whose words name no title, said of one task.
  const near =
    out.intent === 'completeTask' && out.target?.match === 'notFound'
      ? doneNear(
          out.target.phrase,
          asTargets(context.tasks, 'task'),
          context.members,
          context.vehicles,
          range.text,
        )
      : undefined;
  if (near && out.target) return doneLoosely(near, out.target.phrase);
  const instead = ['createTask', 'createEvent'].includes(out.intent)
    ? (notSomeoneElse(out, range.text, context) ?? whoseCharge(out, range.text, context))
    : null;
  if (instead) return instead;
  // «أبو خالد أجّل العزيمة …»: a row moved by someone, never a new one titled so.
  const moved = movedBySomeone(range.text, out, context, understand);
  if (moved) return moved;
  // «على مين غسيل الكامري؟», "who's doing the dishes?": a question never adds anything.
  if (['createTask', 'createEvent'].includes(out.intent) && asks(text)) return UNKNOWN();
  if (range.end && out.intent === 'createEvent' && out.slots.time) out.slots.endTime = range.end;
  // "open house at the neighbours' on the 28th 4-7pm": a thing said from one hour to another
  // is an event on the calendar, whatever its name.
  if (out.intent === 'unknown' && range.end && !asks(text) && !/^add\s/iu.test(text)) {
    const event = understand(`add ${text} to the calendar`, context);
    if (event.intent === 'createEvent') return event;
  }
  return roughDay(out, range.text, context);
}

/**
 * "push the dentist to next week", "we have a barbecue this weekend": a day only roughly named
 * is not a day to put an event on or move something to; which day is asked (a task keeps it as
 * its due day: "by next week").
 */
function roughDay(u: Understanding, text: string, context: GrammarContext): Understanding {
  if (!u.slots.date || u.slots.shift || !['createEvent', 'moveEvent'].includes(u.intent)) return u;
  if (!parseWhen(prepare(text), context.today).vague) return u;
  delete u.slots.date;
  u.missing ??= 'date';
  return u;
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
      // A member joins the family on no particular day: a sentence with one is about something else.
      if (c.intent === 'addMember' && (cutText.date || cutText.time)) continue;
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
