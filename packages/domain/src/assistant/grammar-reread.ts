import { handOver } from './grammar-handover.js';
import {
  asTargets,
  type GrammarContext,
  resolveTarget,
  type Understanding,
} from './grammar-types.js';
import { memberNamed, membersIn, vehicleIn } from './refine.js';
import { roleOf, wordKey } from './grammar-words.js';
import type { Cut } from './grammar-cut.js';

/**
 * Sentences read again (issue 28): a request said after what it is about, a person added by
 * "him" / "her", and understandings that must not act as read: a row about another car, a new
 * task or event that sets one member against another or says whose charge it is (hand-overs).
 */

/**
 * "dinner with the Harbis on the 1st, add it pls", "power cut tomorrow - pop it in the
 * calendar", "call the bank, remind me on the 16th", «… ، حطه بالتقويم»: the request said after
 * what it is about is the same request said first.
 */
const REQUEST_AFTER =
  /\s*[,،\-–—]\s*(?:(?:and|so|can you|could you|pls|please|u)\s+)*(?:(?<calendar>(?:add|put|pop|stick|throw|save|mark|note|write)\s+(?:it|that|this)\s+(?:down\s+)?(?:in|on|to|into)\s+(?:the|my|our)\s+(?:calendar|diary|schedule))|(?<remind>remind\s+(?:me|us)(?:\s+(?:of|about)\s+(?:it|that|this))?)|(?<add>(?:add|save|note)(?:\s+(?:it|that|this)|(?!\s+(?:him|her|them|me|us)(?![\p{L}])))(?:\s+down)?)|(?<arCalendar>(?:ضيفه|ضيفيه|حطه|حطيه|سجله|سجليه|اضفه|أضفه)\s+(?:في\s+|ب|ف)(?:ال)?(?:تقويم|كالندر|جدول))|(?<arRemind>(?:ذكرني|ذكريني|فكرني)(?:\s+(?:فيه|به|فيها|بها))?))(?![\p{L}])(?<after>[^,،]*?)\s*(?:pls|please|thanks|thx|لو سمحت)?\s*[.!]*$/iu;

export function requestFirst(text: string): string | null {
  const m = REQUEST_AFTER.exec(text);
  if (!m?.groups || m.index === 0) return null;
  // "I need to call the bank, remind me": the note to self is the to-do.
  const what = text
    .slice(0, m.index)
    .trim()
    .replace(/^(?:i|we)\s+(?:need|have|got|must|gotta)\s+(?:to\s+)?/iu, '')
    // "we've got a school concert …, add it": what they have is what is added.
    .replace(
      /^(?:(?:i|we)(?:['’]ve|\s+have)?\s+got|(?:i|we)\s+have|there['’]?s|there\s+is|(?:we['’]re|we\s+are|i['’]m|i\s+am)\s+having)\s+(?:a|an|the)?\s*/iu,
      '',
    );
  const after = m.groups.after!.trim();
  const g = m.groups;
  if (g.calendar) return `add ${what} ${after} to the calendar`;
  if (g.remind) return `remind me to ${what} ${after}`;
  if (g.add) return `add ${what} ${after}`;
  if (g.arCalendar) return `ضيف في التقويم ${what} ${after}`;
  return `ذكرني ${what} ${after}`;
}

/**
 * "Reem picked up the present, so you can mark that one off", «أخذت خبز فشيلها من القايمة»: the
 * request to mark it done said after what was done is that statement (which is then found).
 */
const DONE_AFTER =
  /\s*(?:[,،.]\s*|\s+)(?:(?:and|so|then)\s+)?(?:(?:you|u)\s+can\s+|please\s+|pls\s+|can\s+you\s+)?(?:mark|tick|cross|check)\s+(?:that|it|this|them)(?:\s+one)?\s+(?:off|done|as\s+done|complete|completed)(?:\s+(?:the|my|our)\s+list)?\s*[.!]*$|\s*(?:[,،]\s*)?(?:(?<=\s)ف|(?<=\s)و)?(?:شيلها|شيله|شيلهم|امسحها|امسحه|علمها|علمه|سكرها|سكره)(?:\s+من\s+(?:ال)?(?:قايمه|قايمة|قائمه|قائمة|ليست|لسته|مهام))?\s*[.!]*$/iu;
/** "okay so I just wanted to say …": what follows is what was said. */
const JUST_SAYING =
  /^\s*(?:(?:ok|okay|so|um+|uh+|well|hey)\s*,?\s+)*(?:i\s+)?(?:just\s+)?(?:wanted|want|wanna)\s+to\s+(?:say|tell\s+you|let\s+you\s+know)\s+(?:that\s+)?/iu;

export function doneFirst(text: string): string | null {
  const m = DONE_AFTER.exec(text);
  if (!m || m.index === 0) return null;
  return text.slice(0, m.index).replace(JUST_SAYING, '').trim() || null;
}

/**
 * "Ziad forgot the bins, can someone else do them tonight?", «أحد ثاني يقدر يطلع الزبالة؟»: a
 * hand-over to no one said: who is asked (the task, when one is named, found as usual).
 */
const SOMEONE_ELSE =
  /(?<![\p{L}])(?:(?:can|could|will|would|let|have|get)\s+(?:someone|somebody|anyone|anybody)(?:\s+else)?|(?:someone|somebody|anyone|anybody)\s+else\s+(?:can|could|will|to))\s+(?:do|take|handle|cover|get|sort|pick|put|take\s+over)(?![\p{L}])(?<rest>.*)$|(?<![\p{L}])(?:(?:في|فيه)\s+)?(?:أحد|احد|حد|حدا)\s+(?:ثاني|تاني|غيره|غيرها|غير\s+\S+)\s+(?:يقدر|يمديه|بيقدر|يصير)\s+(?<restAr>.*)$/iu;

export function someoneElse(text: string, context: GrammarContext): Understanding | null {
  const m = SOMEONE_ELSE.exec(text);
  if (!m?.groups) return null;
  const out: Understanding = {
    intent: 'reassignTask',
    slots: {},
    missing: 'assignee',
    notFound: null,
  };
  const before = text.slice(0, m.index).replace(/[\s,،.;-]+$/u, '');
  const said = (m.groups.restAr ?? `${before} ${m.groups.rest ?? ''}`).replace(/[?؟!.]+/gu, ' ');
  const tasks = asTargets(context.tasks, 'task');
  const u: Understanding = { ...out, slots: {} };
  resolveTarget(u, said.trim(), tasks, 'task', undefined, context.members);
  return u.target && u.target.match !== 'notFound' ? { ...u, notFound: null } : out;
}

/**
 * "the trip bag, can we do that tuesday instead", «شنطة الرحلة، خلوها يوم الثلاثاء»: the row
 * named first, then the request with "that" / "it" for it, is the request said of the row.
 */
const TOPIC_FIRST =
  /^\s*(?:(?:u+m+|uh+|er+m*|so|ok|okay|well|right|and)\s*[,.]?\s+)*(?<topic>[^,،]+?)\s*[,،]\s*(?<ask>(?:(?:(?:can|could|shall)\s+(?:we|you|u)|let['’]?s|lets|please|pls)\s+)?(?:do|move|push|put|have|make|shift|reschedule|postpone|mark|tick|cross)\s+)(?:that|it|this|them)(?![\p{L}])(?<rest>.*)$/iu;

export function topicFirst(text: string): string | null {
  const m = TOPIC_FIRST.exec(text);
  if (!m?.groups) return null;
  return `${m.groups.ask!}${m.groups.topic!.trim()}${m.groups.rest!}`;
}

/**
 * "my nephew Yousef lives with us now, can you add him as a child", "we have a new housekeeper
 * called Maria, please add her", «خالتي منيرة صارت عايشة معنا، ضيفها»: the person named before,
 * added by "him" / "her" after (their relation and name, as "add my nephew Yousef as a child").
 */
const ADD_THEM =
  /[,،.]\s*(?:(?:so|and|can you|could you|would you|please|pls|و|ممكن|لو سمحت)\s+)*(?:add\s+(?:him|her|them)|(?:ضيفه|ضيفها|ضيفيه|ضيفيها|اضفه|اضفها|أضفه|أضفها|سجله|سجلها|سجليه|سجليها|حطه|حطها))(?<tail>\s+\S.*)?$/iu;
const RELATION_NAME = /(?:^|\s)(?:my|our)\s+(?<rel>\p{Ll}+)\s+(?<name>\p{Lu}[\p{L}'’-]+)/u;
const NAMED_NAME = /(?:^|\s)(?:called|named|اسمه|اسمها|إسمه|إسمها|اسمو)\s+(?<name>[\p{L}'’-]+)/iu;

const SUBJECT_NAME =
  /^\s*(?<name>\p{Lu}[\p{L}'’-]+)\s+(?:(?:has\s+)?(?:started|joined|begun|began|come|came)\s+(?:(?:working|work|today|this week|recently)\s+)*as|is|['’]s)\s+(?:our|my|the|a|an)\s+(?:new\s+)?(?<rel>\p{Ll}+)(?:\s+\S+)*?\s*$/u;

export function addedPerson(text: string): string | null {
  const m = ADD_THEM.exec(text);
  if (!m) return null;
  const said = text.slice(0, m.index);
  const arabic = /[\u0600-\u06FF]/u.test(m[0]);
  const tail = m.groups?.tail?.replace(/[?!.؟\s]+$/u, '').trim() ?? '';
  const named = NAMED_NAME.exec(said);
  const rel = RELATION_NAME.exec(said);
  if (arabic) {
    // «خالتي منيرة …», «ولد اسمه فهد»: a relation word and the name after it.
    const words = said.split(/\s+/u).filter(Boolean);
    const at = words.findIndex((w, k) => k + 1 < words.length && roleOf(wordKey(w)) !== undefined);
    const name = named?.groups?.name ?? (at >= 0 ? words[at + 1] : undefined);
    if (!name || roleOf(wordKey(name))) return null;
    const relation = at >= 0 && !named ? `${words[at]} ` : '';
    return `ضيف ${relation}${name} ${tail || 'للعائلة'}`;
  }
  // "Ramesh started as our gardener, add him …": the name opening the sentence, then who.
  const subject = rel || named ? null : SUBJECT_NAME.exec(said);
  if (subject?.groups && roleOf(wordKey(subject.groups.rel!)))
    return `add my ${subject.groups.rel} ${subject.groups.name} ${tail || 'to the family'}`;
  const name = rel?.groups?.name ?? named?.groups?.name;
  if (!name) return null;
  const relation = rel?.groups ? `my ${rel.groups.rel} ` : named ? 'a new member called ' : '';
  return `add ${relation}${name} ${tail || 'to the family'}`;
}

/** "…, not Huda", "… instead of Huda", «… مو هدى», «… بدال هدى»: another member had it. */
const NOT_MEMBER =
  /(?:^|[\s,،])(?:not|instead\s+of|rather\s+than|مو|مب|مش|موب|بدال|بدل|عوض|وليس|مهو|مهي)\s+([\p{L}'’]{2,})/giu;

/**
 * "Ziad's got football pickup on Thursday, not Huda": a sentence that sets one member against
 * another speaks of something one of them had, so it is a hand-over (asked), never a new task or
 * event. Null when no member is set against.
 */
export function notSomeoneElse(
  u: Understanding,
  text: string,
  context: GrammarContext,
): Understanding | null {
  const against = [...text.matchAll(NOT_MEMBER)].filter((m) => memberNamed(m[1]!, context.members));
  if (!against.length) return null;
  const said = against.reduce((t, m) => t.replace(m[0], ' '), text).trim();
  const handed = handOver(said, context);
  if (handed) return handed;
  const others = new Set(against.map((m) => memberNamed(m[1]!, context.members)!.id));
  const to = membersIn(said, context.members).find((m) => !others.has(m.id));
  const out: Understanding = { intent: 'reassignTask', slots: {}, missing: null, notFound: null };
  if (to) Object.assign(out.slots, { assignee: to.name, assigneeId: to.id });
  else out.missing = 'assignee';
  const phrase = against
    .reduce((t, m) => t.replace(m[0], ' '), u.slots.title ?? '')
    .replace(/[\s,،.!-]+$/u, '')
    .trim();
  if (!phrase) return { ...out, missing: 'task' };
  resolveTarget(out, phrase, asTargets(context.tasks, 'task'), 'task', undefined, context.members);
  if (out.target?.match === 'exact') out.target.match = 'loose';
  return out;
}

/** «… على هدى», "… is on Huda": whose charge a thing is, not who goes to an occasion. */
const ON_MEMBER = /(?:^|\s)(?:على|ع|(?:is|are|['’]s)\s+on)\s+([\p{L}'’]{2,})\s*[.!]?\s*$/iu;

/**
 * «موعد الصيدلية بكرة على هدى», "the dentist on Monday is on Huda": said of an occasion, whose
 * charge it is hands something over (asked); it never makes a new event.
 */
export function whoseCharge(
  u: Understanding,
  text: string,
  context: GrammarContext,
): Understanding | null {
  if (u.intent !== 'createEvent') return null;
  const m = ON_MEMBER.exec(text.trim());
  const member = m ? memberNamed(m[1]!, context.members) : undefined;
  if (!m || !member) return null;
  const handed = handOver(text, context);
  if (handed) return handed;
  const out: Understanding = {
    intent: 'reassignTask',
    slots: { assignee: member.name, assigneeId: member.id },
    missing: null,
    notFound: null,
  };
  const phrase = (u.slots.title ?? '').replace(ON_MEMBER, '').trim();
  if (!phrase) return { ...out, missing: 'task' };
  resolveTarget(out, phrase, asTargets(context.tasks, 'task'), 'task', undefined, context.members);
  if (out.target?.match === 'exact') out.target.match = 'loose';
  return out;
}

/**
 * «غيرت زيت اليارس» with only the Patrol's oil change open: a row about another of the family's
 * cars is not the one meant, however close its other words (never another row; it is not found).
 */
export function otherVehicle(
  u: Understanding,
  text: string,
  context: GrammarContext,
): Understanding {
  const row = u.target?.candidates.length === 1 ? u.target.candidates[0] : undefined;
  if (!row || !context.vehicles?.length || !['exact', 'loose'].includes(u.target!.match)) return u;
  const said = vehicleIn(text, context.vehicles);
  const stored = vehicleIn(row.name, context.vehicles);
  if (!said || !stored || said.id === stored.id) return u;
  u.target = { ...u.target!, match: 'notFound' };
  for (const k of ['task', 'taskId', 'event', 'eventId'] as const) delete u.slots[k];
  u.notFound = row.type === 'event' ? 'event' : 'task';
  return u;
}

/**
 * "the plumber can be called on Wednesday instead", "the library books can go back on
 * Thursday": an open row said with "can / could / should" and a new day is moved there (a loose
 * match, confirmed first). The row is found by its words with the verb, else by its own.
 */
const CAN_BE =
  /^\s*(?<thing>(?:the|our|my)\s+.+?)\s+(?:can|could|should|will|'ll)\s+(?:(?:now|just|also)\s+)?(?:be(?:\s+|$))?(?<verb>\p{L}+(?:\s+(?:back|out|off|up|over|in))?)?(?:\s+(?:instead|then|now|after all|rather))*\s*[.!]?\s*$/iu;

export function canBeMoved(
  rest: string,
  cutText: Cut,
  context: GrammarContext,
): Understanding | null {
  if (!cutText.date || cutText.shift) return null;
  const m = CAN_BE.exec(rest);
  if (!m?.groups) return null;
  const rows = [...asTargets(context.tasks, 'task'), ...asTargets(context.events, 'event')];
  const thing = m.groups.thing!;
  for (const phrase of m.groups.verb ? [`${thing} ${m.groups.verb}`, thing] : [thing]) {
    const u: Understanding = {
      intent: 'moveEvent',
      slots: { date: cutText.date, ...(cutText.time ? { time: cutText.time } : {}) },
      missing: null,
      notFound: null,
    };
    resolveTarget(u, phrase, rows, 'event', undefined, context.members);
    if (u.target?.match === 'notFound') continue;
    if (u.target?.match === 'exact') u.target.match = 'loose';
    return u;
  }
  return null;
}
