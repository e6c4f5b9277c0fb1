import { doneSaid } from './grammar-later.js';
import { cut, prepare, type GrammarContext, type TargetRow, asTargets } from './grammar.js';
import { resolve, type Resolution } from './resolve.js';
import { membersIn, outOfScope, vehicleIn } from './refine.js';
import type { Named } from './grammar-words.js';
import { addDays } from '../common/dates.js';
import { dayPart, type DayPart, listKind, type ListKind, UNDATED } from './questions-lists.js';
import { baseForms, notDoneYet } from './questions-not-yet.js';
import { afterHour, checked } from './questions-checks.js';
import {
  ALL_CARS,
  NOT_FOUND,
  sameVehicle,
  VEHICLE_TASKS,
  vehiclesIn,
} from './questions-vehicles.js';
import { QUESTION, WHEN, withoutMembers, YES_NO } from './questions-words.js';
import { listQuestion } from './questions-listed.js';
import {
  AND_WHO,
  askedPlainly,
  dayOrDay,
  firstOrLast,
  takenTo,
  withWhom,
} from './questions-asked.js';

/**
 * Questions the templates do not cover (issue 28): what is on a day (tasks and events), who
 * does a task, when something is, what a member has to do, and the house maintenance coming up.
 * The stored row a question names is found by the same resolver as the commands.
 */
export type FreeQuestion =
  | {
      kind: 'day';
      date: string;
      tasks: boolean;
      events: boolean;
      to?: string;
      part?: DayPart;
      /** "what's happening at 5pm tomorrow?": only what is on at that clock time (HH:MM). */
      at?: string;
      /** "anything this evening after 7?": only what starts at or after it (HH:MM). */
      after?: string;
      /** "the earliest thing tomorrow": only the first (or last) of them. */
      order?: 'first' | 'last';
      /** «عندنا شي مع عمي سعد …؟»: only the rows these words name. */
      about?: string;
    }
  | { kind: 'who'; target: Resolution<TargetRow>; phrase: string }
  | { kind: 'when'; target: Resolution<TargetRow>; phrase: string }
  | {
      kind: 'member';
      member: Named;
      date: string | null;
      /** The last day asked about ("this week"), and whether only events were asked for. */
      to?: string;
      eventsOnly?: boolean;
      /** "tomorrow morning": only what is in that part of the day. */
      part?: DayPart;
      /** "does Faisal have anything with no deadline?": only their tasks with no due day. */
      undated?: boolean;
    }
  /** "when's the next appointment?", «وش أقرب موعد؟»: the first event to come (of a kind). */
  | { kind: 'next'; phrase: string }
  | { kind: 'maintenance'; days: number; from?: string }
  /** "what needs doing on the Camry?", «وش باقي على الباترول؟»: a vehicle's open tasks. */
  | { kind: 'vehicle'; vehicle: Named; also?: Named[]; to?: string }
  /** "which tasks aren't assigned to anyone?": the open tasks nobody has. */
  | { kind: 'unassigned' }
  /** "what's urgent?", «وش المهام المستعجلة؟»: the open tasks of a priority. */
  | { kind: 'priority'; priority: 'low' | 'medium' | 'high'; date?: string; member?: Named }
  /** «وش الوثائق اللي بتخلص السنة الجاية؟»: the documents expiring over the days said. */
  | { kind: 'documents'; range?: { from: string; to: string }; about?: RegExp }
  | ListKind;

const NOT_YET_SAID = /(?<![\p{L}])(?:لسه|لسا|لسة|لسى|للحين|لحد الحين|still|yet)(?![\p{L}])/iu;
const WHO =
  /^(?:who|who's|whos|who is|who will|who'll|(?:is|does|will) (?:anyone|anybody|someone|somebody)|(?:(?:على|عند|مع|حق|ل|لـ)\s*)?(?:مين|منو)|من اللي|مين اللي|(?:هل\s+)?(?:في|فيه)\s+(?:أحد|احد|حد|حدا)(?:\s+(?:رح|راح|بي|بت|ح))?|هل\s+(?:أحد|احد|حد|حدا))(?![\p{L}])/iu;
const EVENTS_ONLY =
  /(?<![\p{L}])(?:events?|appointments?|appts?|calendar|diary|(?:ال)?(?:تقويم|رزنامه|رزنامة|كالندر)|(?:ال)?(?:مواعيد|موعد|ميعاد|مواعيد|فعاليات|مناسبات|احداث|أحداث))(?![\p{L}])/iu;
const DAY_WORDS =
  /(?<![\p{L}])(?:what's on|whats on|what is on|what do (?:i|we) have|what (?:have|'ve) (?:i|we) got|what've (?:i|we) got|what's there|anything on|anything planned|وش في|ايش في|إيش في|ايش فيه|إيش فيه|شو فيه|ايه في|إيه في|what(?:['’]s|s|\s+is|\s+are)\s+(?:happening|happenin|planned)|any events|وش عندي|وش عندنا|ايش عندي|ايش عندنا|إيش عندي|إيش عندنا|شو عندي|شو عندنا|شو في|وش فيه|ايه عندنا|إيه عندنا|عندي ايش|عندنا ايش|شو عنا|وش عنا|ايش عنا|إيش عنا|ايه عنا|إيه عنا|عنا ايش|عنا شو|شو في عنا|ايه اللي عندنا|إيه اللي عندنا|شو عندكم|what's left|whats left|what is left|how many (?:tasks|things|jobs|appointments|events)|(?:وش|ايش|إيش|شو) (?:ال)?برنامج|(?:قديش|اديش|أديش) (?:في |فيه |عنا |عندنا )?(?:مهمه|مهمة|مهام|موعد|مواعيد|شي|اشيا|أشيا)|فيه حاجه|فيه حاجة|في حاجه|في حاجة|كم (?:مهمه|مهمة|مهام|موعد|مواعيد|شي|شغله|شغلة|شغلات|اشياء|أشياء|حاجه|حاجة)|(?:وش|ايش|إيش|شو) (?:باقي|الباقي|ظل|بقي|ضايل)|what's still (?:open|left|pending)|what's coming up|whats coming up|(?:looking|look|looks) like|what is coming up|what's the schedule|whats the schedule|what's our schedule|what's my schedule|what does (?:the|our|my) (?:day|schedule|week)|وش الجدول|ايش الجدول|شو الجدول|وش جدولنا|ايش جدولنا|what's going on|what is going on|whats going on|what's the plan|what is the plan|whats the plan|what are we doing|anything happening|(?:do|did|will) (?:i|we|you) have anything|have (?:i|we) got anything|(?:is|are) there anything|anything (?:today|tomorrow|tonight|this|next|on|planned|going on)|anything\s+with|في شي|فيه شي|في شي|في اشي|عندنا شي|عندي شي|عنا شي|عندنا حاجه|عندنا حاجة|شنو (?:في|فيه|عندنا|عندي|عنا)|فيه عندنا|في عندنا|(?:ايه|إيه|وش|ايش|إيش|شو|what)(?:\s+(?:اللي|الي|is|['’]s))?\s+(?:لسه|لسا|لسة|للحين|still)\s+(?:ما|مش|مو|مب|not))(?![\p{L}])/iu;
const MEMBER_TASKS =
  /(?<![\p{L}])(?:calendar|diary|schedule|(?:ال)?(?:تقويم|رزنامه|رزنامة|جدول)|المطلوب من|مطلوب من|have to do|has to do|got on|doing|busy with|up to|got to do|need to do|needs to do|لازم تسوي|وش تسوي|ايش تسوي|شو بتعمل|شو عندها|شو عنده|on (?:his|her|their) list|list|tasks?|to do|jobs?|chores?|stuff|things|day|week|zweek|zmonth|rundown|run-down|المهام|مهام|مهامه|مهامها|شغلات|شغلاته|شغلاتها|اشغال|أشغال|مشاوير|على|ورا|وراه|وراها|عنده|عندها|لازم يسوي|لازم تسوي)(?![\p{L}])/iu;
const MAINTENANCE =
  /(?<![\p{L}])(?:maintenance|servicing|صيانه|صيانة|الصيانه|الصيانة|الصيانات|صيانات)(?![\p{L}])/iu;
const AFTER_DAY =
  /(?<![\p{L}])(?:due\s+)?(?:after|past|from after|بعد)\s+(?:the\s+|يوم\s+)?(?=[\p{N}]|(?:mon|tues|wednes|thurs|fri|satur|sun)day)/iu;
const TASKS_DUE =
  /(?<![\p{L}])(?:tasks?|due|to-?dos?|jobs?|(?:ال)?(?:مهام|مهمات|مستحق|مستحقه|مستحقة))(?![\p{L}])/iu;
const COMING_UP =
  /(?<![\p{L}])(?:coming up|upcoming|ahead|(?:ال)?(?:جاي|الجاي|الجايه|الجاية|القادم|القادمه|القادمة)|قدام)(?![\p{L}])/iu;
const COMING =
  /(?<![\p{L}])(?:next|coming|upcoming|due|soon|(?:ال)?(?:جاية|جايه|جاي|ياية|يايه|قادمة|قادمه|قادم)|خلال|قريب|قريبا|قريباً)(?![\p{L}])/iu;

const FILLER =
  /(?<![\p{L}])(?:who's|whos|who|is|are|will|be|anyone|anybody|someone|somebody|need to|needs to|have to|has to|should|must|supposed to|لازم|مفروض|المفروض|المسؤول عن|المسؤوله عن|مسؤول عن|مسؤوله عن|in charge of|responsible for|going to|gonna|when|when's|what time|what day|what date|the|going|coming|attending|goes|رايح|رايحه|رايحين|بيروح|بتروح|يروح|تروح|راح|بيحضر|بتحضر|يحضر|تحضر|حاضر|رح|ايش وقت|وش وقت|شو وقت|كم الساعه|الساعه كم|ايش موعد|وش موعد|شو موعد|مين|منو|اللي|متى|امتى|إمتى|ايمتى|إيمتى|بيـ|هو|هي|حق|doing|do|does|else|see)(?![\p{L}])/giu;

/** "can you tell me when …", «ممكن تقولي متى …»: the question is what follows. */
const ASKED_AROUND =
  /^(?:(?:please|pls|can you|could you|would you|ممكن|لو سمحت|بليز)\s+)?(?:(?:give me|i need|need|i want|want) (?:a|the) (?:quick\s+|full\s+|short\s+)?(?:rundown|run-down|overview|summary|list) of|give me|gimme|run me through|walk me through|take me through|عطيني|اعطيني|أعطيني|اعطني|أعطني|tell me|let me know|remind me|do you know|i want to know|i wanna know|any idea|تقولي|قولي|قلي|تقلي|قل لي|خبرني|تخبرني|تعرف|بتعرف|عارف|ابي اعرف|أبي أعرف|ابغى اعرف|بدي اعرف|عايز اعرف)(?:\s+(?=\S)|\s*$)/iu;

function stripQuestion(text: string): string {
  return text
    .replace(/[?؟!.]+/gu, ' ')
    .replace(/(?<![\p{L}])(?:when|who|what|where)['’]s(?![\p{L}])/giu, ' ')
    .replace(FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Tashkeel and tatweel: «مَتَى مَوْعِدُ» asks what «متى موعد» asks. */
const HARAKAT = /[\u0610-\u061A\u064B-\u065F\u0670\u0640]/gu;

export function freeQuestion(said: string, context: GrammarContext): FreeQuestion | null {
  // («… لين الحين», «… ولا لسه؟»: not yet, and "or not yet", said as the other forms are.)
  const text = doneSaid(askedPlainly(said.replace(HARAKAT, '')));
  // "what time is it in London?": not about the family, refused rather than looked up.
  if (outOfScope(text)) return null;
  const prepared = prepare(text);
  const questioned = QUESTION.test(text) || QUESTION.test(prepared);
  // «لسه ما دفعت فاتورة الكهربا»: a thing not done yet, said without a question, is answered too.
  if (!questioned && !NOT_YET_SAID.test(text)) return null;
  const c = cut(prepared, context);
  // «كتب المكتبة مين المفروض يرجعها؟»: the thing said first, then who is asked.
  const asked = c.rest.trim().replace(ASKED_AROUND, '');
  const topic = WHO.test(asked) ? null : TOPIC_THEN_WHO.exec(asked);
  // «هو أنور هيغسل …؟» (Egyptian): «هو» opens a yes/no question as «هل» does.
  const rest = (topic ? `${topic[2]} ${topic[1]}` : asked).replace(
    /^(?:هو|هي)\s+(?=\S+\s+\S)(?=.*[?؟]\s*$)/u,
    'هل ',
  );
  const date = c.date ?? null;
  const rows = [...asTargets(context.events, 'event'), ...asTargets(context.tasks, 'task')];
  if (!questioned) return notDoneYet(rest, text, rows, context);
  const listed = listQuestion(text, rest, c, context) ?? listKind(rest);
  if (listed) return listed;
  // "which tasks are due after the 20th?": the tasks due from the next day on (two months).
  if (date && AFTER_DAY.test(text) && TASKS_DUE.test(text))
    return {
      kind: 'day',
      date: addDays(date, 1),
      to: addDays(date, 61),
      tasks: true,
      events: false,
    };
  const part = dayPart(text);
  const inPart = part ? { part } : {};
  const notYet = notDoneYet(rest, text, rows, context);
  if (notYet) return notYet;
  // "what's the earliest thing on tomorrow": of the day's rows, the first (or the last).
  const order = date ? firstOrLast(rest) : null;
  if (order) return { kind: 'day', date: date!, tasks: true, events: true, order };
  const next = NEXT_ONE.exec(rest);
  if (next) return { kind: 'next', phrase: next[1] ?? next[2] ?? next[3] ?? '' };
  if (WHO.test(rest)) {
    const phrase = baseForms(stripQuestion(rest));
    // "who has tasks tomorrow?", «مين عندهم مهام بكرة؟»: the day's tasks, with whose they are.
    // («اليوم الساعة ٦ مين عنده مشوار؟»: at that clock time.)
    const at = c.time && /\d|الساعه|الساعة/u.test(text) ? { at: c.time } : inPart;
    if (date && WHO_HAS_TASKS.test(phrase))
      return { kind: 'day', date, tasks: true, events: false, ...at };
    // "who's taking Tala to the dentist?": the event she is taken to.
    const taken = phrase ? takenTo(phrase, rows, context) : null;
    if (taken) return { kind: 'who', target: taken, phrase };
    if (phrase) return { kind: 'who', target: sameVehicle(phrase, rows, context), phrase };
  }
  // "what about the eye doctor on wednesday?", «وموعد الأسنان؟»: when it is.
  const about = WHAT_ABOUT.exec(rest);
  const aboutPhrase = about ? stripQuestion(rest.slice(about[0].length)) : '';
  if (aboutPhrase) {
    const target = sameVehicle(aboutPhrase, rows, context);
    if (target.kind !== 'notFound') return { kind: 'when', target, phrase: aboutPhrase };
  }
  if (WHEN.test(rest)) {
    // "when's Tala's party and who's taking her": its day and its people (a who says both).
    const both = AND_WHO.exec(rest);
    const phrase = stripQuestion(both ? rest.slice(0, both.index) : rest);
    const kind = both ? 'who' : 'when';
    if (phrase) return { kind, target: sameVehicle(phrase, rows, context), phrase };
  }
  // «الرش حق الحشرات اليوم ولا بكرة؟»: which day a thing is on, asked as one or the other.
  const either = dayOrDay(c);
  const eitherPhrase = either ? stripQuestion(either) : '';
  if (eitherPhrase)
    return { kind: 'when', target: sameVehicle(eitherPhrase, rows, context), phrase: eitherPhrase };
  // "is Huda's passport still valid for the trip?": the document's expiry, before any row.
  const yesNo = YES_NO.test(rest) || /[?؟]\s*$/u.test(text);
  if (yesNo && DOCUMENT_WORDS.test(rest) && VALIDITY.test(rest)) {
    const phrase = stripQuestion(rest.replace(YES_NO, '').replace(FOR_WHAT, ''))
      .replace(STILL_VALID, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (phrase) return { kind: 'when', target: NOT_FOUND, phrase };
  }
  const vehicle = vehicleIn(rest, context.vehicles ?? []);
  if (vehicle && VEHICLE_TASKS.test(rest)) {
    // "the yaris and the patrol", «الكامري واليارس»: every car named, each one's tasks.
    const also = vehiclesIn(rest, context.vehicles ?? []).filter((v) => v.id !== vehicle.id);
    return { kind: 'vehicle', vehicle, ...(also.length ? { also } : {}), ...dueBy(text, date) };
  }
  // «السيارات وش عليها مهام؟», "what do the cars need?": every car's tasks.
  const all = context.vehicles ?? [];
  if (all.length && ALL_CARS.test(rest) && VEHICLE_TASKS.test(rest))
    return {
      kind: 'vehicle',
      vehicle: all[0]!,
      ...(all.length > 1 ? { also: all.slice(1) } : {}),
      ...dueBy(text, date),
    };
  if (MAINTENANCE.test(text) && (COMING.test(text) || c.date || c.range)) {
    // ("this week" when today ends the week: the coming seven days, as for any question.)
    const until = (c.range && rangeAsked(text, c.range, context.today)?.to) ?? c.date;
    const days = until
      ? Math.round((Date.parse(until) - Date.parse(context.today)) / 86_400_000) + 1
      : 7;
    // "due in December": from its first day, not from today; "due tomorrow": that day alone
    // ("by Friday", «قبل الخميس»: up to it).
    const oneDay = c.date && !c.range && !UP_TO.test(text) && c.date > context.today;
    if (oneDay)
      return { kind: 'maintenance', days: Math.max(1, Math.min(days, 62)), from: c.date! };
    const from = c.range && c.range.from > context.today ? { from: c.range.from } : {};
    return { kind: 'maintenance', days: Math.max(1, Math.min(days, 62)), ...from };
  }
  const range = rangeAsked(text, c.range, context.today);
  const named = membersIn(rest, context.members);
  // "walk me through ziad's tuesday": a member's day, said with nothing else.
  const onlyWhose = (date || range) && /^\s*[\p{L}]+(?:['’]s)?\s*[?؟]?\s*$/u.test(rest);
  if (
    named.length === 1 &&
    (onlyWhose ||
      MEMBER_TASKS.test(rest) ||
      EVENTS_ONLY.test(rest) ||
      /(?:have|has|got|ورا|عند|على)/iu.test(rest) ||
      /(?<![\p{L}])(?:anything|something|what)(?![\p{L}]).*(?<![\p{L}])for(?![\p{L}])/iu.test(rest))
  ) {
    const eventsOnly = EVENTS_ONLY.test(rest);
    // "what does Tala have coming up?": her days ahead (a month), not only her open tasks.
    const ahead =
      !range && !date && COMING_UP.test(rest)
        ? { from: context.today, to: addDays(context.today, 30) }
        : range;
    return {
      kind: 'member',
      member: named[0]!,
      date: ahead?.from ?? date,
      ...(ahead ? { to: ahead.to } : {}),
      ...(eventsOnly ? { eventsOnly } : {}),
      ...(UNDATED.test(rest) ? { undated: true } : {}),
      ...inPart,
    };
  }
  // "show me tomorrow", «وريني بكرة»: the day asked about, said alone.
  if (date && SHOW_DAY.test(rest))
    return { kind: 'day', date, tasks: true, events: true, ...inPart };
  // "anything from the 22nd to the 26th?": the days said, with nothing else asked.
  if (range && ANYTHING.test(rest))
    return { kind: 'day', date: range.from, to: range.to, tasks: true, events: true };
  // "is Ziad's football match on Thursday?", «هل موعد الأسنان يوم الاثنين؟»: when it is.
  if (YES_NO.test(rest)) {
    // ("do we have swimming tomorrow?": whether we have it is when it is.)
    const phrase = stripQuestion(rest.replace(YES_NO, '').replace(WE_HAVE, ''));
    const target = phrase ? resolve(phrase, rows, undefined, context.members) : null;
    if (target && target.kind !== 'notFound') return { kind: 'when', target, phrase };
    // «هل ريم رايحة مع هدى لخالتي منيرة؟»: who goes with whom is not the row's name.
    const bare = withoutMembers(phrase, context).replace(
      /(?<![\p{L}])(?:مع|with|and|و)(?![\p{L}])/giu,
      ' ',
    );
    const found = bare.trim() ? resolve(bare.trim(), rows, undefined, context.members) : null;
    if (found && found.kind !== 'notFound')
      return { kind: 'when', target: found, phrase: bare.trim() };
  }
  // "is the fridge still under warranty?": a document asked about, by its own words.
  if (YES_NO.test(rest) && DOCUMENT_WORDS.test(rest)) {
    const phrase = stripQuestion(rest.replace(YES_NO, '')).replace(STILL_VALID, ' ').trim();
    if (phrase) return { kind: 'when', target: NOT_FOUND, phrase };
  }
  if (
    DAY_WORDS.test(text) ||
    (EVENTS_ONLY.test(text) && (date || range || /today|tomorrow/i.test(text)))
  ) {
    const eventsOnly = EVENTS_ONLY.test(text) && !DAY_WORDS.test(text.replace(EVENTS_ONLY, ''));
    // «عندنا شي مع عمي سعد هالأسبوع؟»: what is with them, not all there is.
    const withPhrase = withWhom(rest);
    const about = withPhrase ? { about: stripQuestion(withPhrase) } : {};
    // «… إيه اللي لسه ما خلصش؟»: what is not done yet is tasks.
    const events = !NOT_DONE.test(text);
    if (range)
      return {
        kind: 'day',
        date: range.from,
        to: range.to,
        tasks: !eventsOnly,
        events,
        ...about,
      };
    // (Only a clock time said with digits or «الساعة»: "tonight" alone is a part of the day.)
    const later = afterHour(text, part);
    const clock = later
      ? { after: later }
      : c.time && /\d|الساعه|الساعة/u.test(text)
        ? { at: c.time }
        : {};
    return {
      kind: 'day',
      date: date ?? context.today,
      tasks: !eventsOnly,
      events,
      ...about,
      // (The clock time is what is asked: «الساعة ٥ العصر» is 17:00, whatever part of the day.)
      ...('at' in clock ? {} : inPart),
      ...clock,
    };
  }
  const strip = (phrase: string) => baseForms(withoutMembers(stripQuestion(phrase), context));
  const check = checked(text, rest, rows, context, strip);
  if (check) return check;
  // "is the water heater check this month?": a yes or no of no task or event: the house's
  // maintenance or a document is looked up by its words (or not found, and said so).
  const phrase = YES_NO.test(rest) ? stripQuestion(rest.replace(YES_NO, '')) : '';
  return phrase ? { kind: 'when', target: NOT_FOUND, phrase } : null;
}

const WE_HAVE = /^\s*(?:we|i|you|they)\s+(?:have|got|need)\s+/iu;
const WHAT_ABOUT = /^\s*(?:and\s+)?(?:what|how)\s+about\s+/iu;

/** "still valid", "expire": a document's days asked about. */
const VALIDITY =
  /(?<![\p{L}])(?:valid|expire[sd]?|expiring|expiry|run out|runs out|good|ساري|ساريه|سارية|صالح|صالحه|صالحة|ينتهي|تنتهي|منتهي|منتهيه|خالص|خالصه)(?![\p{L}])/iu;
/** "… for the umrah trip": what it is wanted for is no part of which one. */
const FOR_WHAT = /\s+(?:for|ل|عشان|علشان)\s+(?:the|our|my|ال)?\s*\S.*$/iu;

const DOCUMENT_WORDS =
  /(?<![\p{L}])(?:warranty|guarantee|insurance|insured|passport|iqama|licen[cs]e|registration|(?:ال)?(?:ضمان|تأمين|تامين|جواز|اقامه|إقامة|اقامة|رخصه|رخصة|استماره|استمارة))(?![\p{L}])/iu;
const STILL_VALID =
  /(?<![\p{L}])(?:still|valid|under|covered|in|by|active|ساري|ساريه|سارية|صالح|صالحه|صالحة|لسه|لسا)(?![\p{L}])/giu;

const WHO_HAS_TASKS =
  /^(?:(?:has|have|got|عنده|عندها|عندهم|عليه|عليها|عليهم|وراه|وراها|وراهم)\s+)?(?:any(?:thing)?\s+)?(?:tasks?|things?|jobs?|chores?|errands?|to\s*dos?|(?:ال)?(?:مهام|مهمات|مهمه|مهمة|شغلات|اشغال|أشغال|مشوار|مشاوير|شي|شيء|حاجه|حاجة))?\s*(?:to do|on)?$/iu;

/** «إيه اللي لسه ما خلصش؟», "what's still not done": open tasks asked for. */
const NOT_DONE =
  /(?<![\p{L}])(?:(?:لسه|لسا|لسة|للحين)\s+(?:ما|مش|مو|مب)|still\s+not|not\s+(?:yet\s+)?done)(?![\p{L}])/iu;

/** "due before the 22nd": up to the day before it; "by friday": up to it. */
function dueBy(text: string, date: string | null): { to?: string } {
  if (!date || !UP_TO.test(text)) return {};
  return { to: /(?<![\p{L}])(?:before|قبل)(?![\p{L}])/iu.test(text) ? addDays(date, -1) : date };
}

const UP_TO =
  /(?<![\p{L}])(?:by|before|until|till|til|up to|within|قبل|لين|لحد|لغاية|حتى|خلال)(?![\p{L}])/iu;

const ANYTHING =
  /^(?:is\s+there\s+)?(?:anything|something|any\s+thing)?\s*(?:on|planned)?\s*[?؟]?$/iu;

/** "the week ahead", "the next 7 days": from today, seven days. */
const WEEK_AHEAD =
  /(?<![\p{L}])(?:(?:the\s+)?week\s+ahead|(?:the\s+)?(?:next|coming)\s+(?:7|seven)\s+days|(?:ال)?(?:اسبوع|أسبوع)\s+(?:اللي\s+)?(?:قدامنا|قدام))(?![\p{L}])/iu;

const NEXT_WEEK =
  /(?<![\p{L}])(?:next week|the coming week|(?:ال)?(?:اسبوع|أسبوع) (?:الجاي|الياي|القادم|المقبل|اللي جاي|الي جاي))(?![\p{L}])/iu;

/**
 * The days a question asks about: "this week" (the coming seven days when today ends the week),
 * "this month", "next week" (the week after this one); null for a single day.
 */
function rangeAsked(
  text: string,
  range: { from: string; to: string } | null,
  today: string,
): { from: string; to: string } | null {
  if (WEEK_AHEAD.test(text)) return { from: today, to: addDays(today, 6) };
  if (NEXT_WEEK.test(text)) {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const sunday = addDays(today, 7 - weekday);
    return { from: sunday, to: addDays(sunday, 6) };
  }
  if (!range) return null;
  if (range.to <= addDays(today, 1)) return { from: today, to: addDays(today, 6) };
  return range;
}

/** "the next appointment", «أقرب موعد», «الموعد الجاي»: the first to come, of a kind said. */
const NEXT_ONE =
  /(?<![\p{L}])(?:(?:next|upcoming|nearest|soonest|first)\s+(appointment|event|thing|visit|meeting|class|lesson)|(?:اقرب|أقرب|اول|أول)\s+(موعد|مناسبه|مناسبة|زياره|زيارة|اجتماع|حدث|شي))(?![\p{L}])|(?<![\p{L}])(?:ال)?(موعد|مناسبه|زياره|اجتماع)\s+(?:الجاي|القادم|الياي|اللي جاي)(?![\p{L}])/iu;

const SHOW_DAY =
  /^(?:(?:show|list|give|tell)\s+(?:me|us)?|وريني|ورني|اعرض|عطني|اعطني)?\s*(?:the|my|our)?\s*(?:schedule|plan|calendar|agenda|day|everything|all|it\s+all|the\s+lot|الجدول|جدول|التقويم|البرنامج|اليوم|كل\s+شي|كل\s+شيء)?\s*(?:on|for)?\s*$/iu;

const TOPIC_THEN_WHO = /^(\S.*?)\s+((?:مين|منو)\s+\S.*)$/u;
