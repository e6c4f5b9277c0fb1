import {
  cleanTitle,
  eventTypeOf,
  namesEvent,
  splitLocation,
  pastAfterSubject,
  startsWithPastVerb,
} from './grammar-words.js';
import { resolve, sameThing } from './resolve.js';
import { CALENDAR_SAID, kindOfTitle, TASK_SAID } from './kind.js';
import { imperativeSlots, needsObject, oneArabicVerb } from './grammar-todo.js';
import {
  arabicPerfect,
  isPlaceholder,
  memberNamed,
  reassignStatement,
  takeMember,
  vehicleIn,
} from './refine.js';
import {
  asTargets,
  type GrammarContext,
  resolveTarget,
  type Slots,
  type Understanding,
} from './grammar-types.js';
import { cut, prepare, type Cut } from './grammar-cut.js';
import { DOER_AFTER, doneStatement, doneThing, REACHED_AR } from './done-statement.js';
import { QUESTION } from './grammar-guards.js';
import { EVENT_VERB_EDGE, eventStatement } from './grammar-event-statement.js';
import { eventSaid } from './grammar-event-said.js';
import { doneByMember, pointedTask } from './grammar-reference.js';
import { doneLoosely, doneNear } from './done-near.js';

/**
 * Sentences the templates read as something else or not at all (issue 28): hand-overs and
 * completions said as facts, "add X" with a day, events said as facts; and the titles of new
 * tasks and events refined (members, vehicles, the words "calendar" and «مهمة»).
 */

/** A priority word opening the sentence and set off from the rest ("urgent - …", «مستعجل: …»). */
const PRIORITY_LEAD =
  /^\s*(?:very\s+)?(?:urgent|important|asap|high priority|low priority|high prio|low prio|not urgent|مستعجل|مستعجله|مستعجلة|عاجل|عاجله|ضروري|ضرورية|ضروريه|مهم|مهمه)(?:\s+(?:جدا|جداً|جدًا))?\s*[-–—:،,!]/iu;

/** «خلي <name> <present-tense verb> …»: a name, not a word with the article, then a verb. */
const LET_STRANGER = /^(?:خلي|خلّي|خل)\s+(?!ال)([\p{L}]{3,})\s+((?:ي|ت)[\p{L}]{2,}(?:\s.*)?)$/u;

const FOR_TWO =
  /\s+for\s+([\p{L}]+)\s+(?:and|&)\s+([\p{L}]+)\s*$|\s+(?:ل|لـ)\s*([\p{L}]{2,})\s+و\s*([\p{L}]{2,})\s*$/u;
const TWO_GOING =
  /^([\p{L}]+)\s+(?:and|&)\s+([\p{L}]+)\s+(?:(?:are|will be|'re)\s+(?:going|off|heading|invited)\s+to|(?:have|have got|'ve got|got|are having)\s+(?:a|an|the|their)?)\s*(.+)$|^([\p{L}]+)\s+و\s*([\p{L}]+)\s+(?:رايحين|بيروحوا|حيروحوا|معزومين|عندهم|عندهن|عندهما|عنهم)\s+(?:على\s+|ل|لل)?(.+)$/iu;
const ON_NOT =
  /^(.+?)\s+(?:على|عند|ل)\s*([\p{L}]{2,})\s+(?:مو|مش|مب|بدل|بدال|وليس|مهو|مهي)\s+([\p{L}]{2,})$/u;
const ADD_LEAD =
  /^\s*(?:(?:please|can you|could you|can u|pls|ممكن|لو سمحت)\s+)?(?:add|put in|pencil in|book in|pop in|put|note down|write down|jot down|أضف|اضف|ضيف|ضيفي|تضيف|تضيفي|حط|حطي|تحط|تحطي|سجل|سجّل|سجلي|تسجل)(?:\s*:)?\s+/iu;
const PUT_CHORE =
  /^\s*(?:(?:please|pls|can you|could you|can u)\s+)?put\s+(?!(?:it|this|that)\s+(?:in|on)\b)\S.*\s(?:out|away|back|up|down|outside|together|to\s+bed|in\s+the\s+(?:wash|oven|fridge|freezer|dishwasher|washing\s+machine|dryer|car|garage))\s*[.!]?\s*$/iu;
const LIST_WORDS =
  /(?:^|\s)(?:to|on|onto)\s+(?:the|my|our)\s+(?:list|to-?do list|tasks)(?=\s|$|[,.])/giu;

const PERFECT_AUX = /^(?:(?:has|have|had)\s+)?(?:already|just|finally)?\s*(?=\p{L})/iu;

const CALENDAR_WORD =
  /(?:^|\s)(?:(?:to|in|on|into)\s+(?:the|my|our)\s+(?:family\s+|shared\s+)?calendar|(?:في|ب|على)?\s*(?:ال)?(?:رزنامه|رزنامة|تقويم|كالندر))(?=\s|$|[:,،])/giu;

const TASK_WORD = /(?:^|\s)(?:مهمه|مهمة|task)(?:\s|$|[:،,])/iu;
const RELATIVE = /^(?:هو|هي)?\s*اللي\s/u;

/**
 * Statements the templates read as something else or not at all: «خلي أحمد هو اللي يوصل
 * الأولاد» reassigns the pick-up; "the bins are out" completes "Put the bins out". Only a
 * stored task the resolver finds (exact, loose → confirmed, or which → asked) is taken.
 */
export function statementOf(
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
    resolveTarget(out, reassign.phrase, tasks, 'task', 1, context.members);
    if (out.target?.match !== 'notFound' || relative) return out;
  }
  if (u.intent !== 'unknown') return null;
  // «كنس المجلس على ريم مو غريس»: the open task is now the first member's, not the second's.
  const onNot = ON_NOT.exec(withoutWhen.rest.trim());
  const onMember = onNot ? memberNamed(onNot[2]!, context.members) : undefined;
  if (onNot && onMember && memberNamed(onNot[3]!, context.members)) {
    const out: Understanding = {
      intent: 'reassignTask',
      slots: { assignee: onMember.name, assigneeId: onMember.id },
      missing: null,
      notFound: null,
    };
    resolveTarget(out, onNot[1]!, tasks, 'task', undefined, context.members);
    if (out.target?.match !== 'notFound') {
      if (out.target?.match === 'exact') out.target.match = 'loose';
      return out;
    }
  }
  // "urgent - get the car seat fixed tomorrow", «مستعجل: تصليح المكيف»: a task led by its priority;
  // «بطارية جديدة لليارس يوم الأحد، ضروري»: a thing with its day and priority is one too.
  const prioritised = PRIORITY_LEAD.test(text) || Boolean(withoutWhen.date);
  if (withoutWhen.priority && prioritised && !QUESTION.test(text)) {
    const title = cleanTitle(withoutWhen.rest);
    // («حجز موعد تطعيم»: booking one is a to-do, though it names an appointment.)
    const kind = title ? kindOfTitle(title) : null;
    if (title && !isPlaceholder(title) && (kind === 'task' || !namesEvent(title, 'anywhere'))) {
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
    resolveTarget(probe, stranger[2]!, tasks, 'task', undefined, context.members);
    if (probe.target && probe.target.match !== 'notFound') {
      return { intent: 'reassignTask', slots: {}, missing: null, notFound: 'member' };
    }
  }
  // "add oil change for the Camry next Friday": a task, when a day or a vehicle says so; "add
  // football training on Saturday at 5pm", "put the open day on the family calendar": an event.
  // "put the bins out tonight", "put the toys away": "put" with its particle is the chore
  // itself, not "add"; the calendar or a list said makes it "add" again.
  if (PUT_CHORE.test(withoutWhen.rest) && !CALENDAR_SAID.test(text) && !TASK_SAID.test(text)) {
    const chore = imperativeTask(withoutWhen, text, context);
    if (chore) return chore;
  }
  if (ADD_LEAD.test(withoutWhen.rest) && !QUESTION.test(text)) {
    const said = withoutWhen.rest.replace(ADD_LEAD, '');
    const title = cleanTitle(said.replace(LIST_WORDS, ' ').replace(CALENDAR_WORD, ' '));
    const vehicle = title && context.vehicles ? vehicleIn(title, context.vehicles) : undefined;
    if (title && (withoutWhen.date || vehicle)) {
      // The kind is in the thing's own words, not in whom it is for («لزياد مباراة …»).
      const bare = takeMember(title, context.members).title || title;
      const kind = addedKind(said, bare, Boolean(vehicle), Boolean(withoutWhen.time));
      if (kind === 'event' && withoutWhen.date) {
        const split = splitLocation(title);
        const eventTitle = split.title.replace(/^(?:a|an|the)\s+/i, '');
        const slots: Slots = {
          title: eventTitle,
          date: withoutWhen.date,
          eventType: eventTypeOf(eventTitle),
        };
        if (withoutWhen.time) slots.time = withoutWhen.time;
        if (split.location) slots.location = split.location;
        return refineTitles(
          { intent: 'createEvent', slots, missing: null, notFound: null },
          context,
        );
      }
      const slots: Slots = { title };
      if (withoutWhen.date) slots.date = withoutWhen.date;
      if (withoutWhen.time) slots.time = withoutWhen.time;
      if (withoutWhen.priority) slots.priority = withoutWhen.priority;
      const u: Understanding = { intent: 'createTask', slots, missing: null, notFound: null };
      if (kind === null) u.kindUnsure = true;
      return refineTitles(u, context);
    }
  }
  // "we have a school play next Tuesday at 11am", "Huda's book club is on the 25th": an event.
  // "Ziad and Tala have a school trip on the 3rd": the two members' event (`refineTitles`).
  const two = TWO_GOING.exec(withoutWhen.rest.trim());
  const both =
    two && [two[1] ?? two[4], two[2] ?? two[5]].every((n) => memberNamed(n!, context.members));
  if (
    both &&
    withoutWhen.date &&
    !QUESTION.test(text) &&
    namesEvent(two[3] ?? two[6]!, 'anywhere')
  ) {
    const slots: Slots = { title: withoutWhen.rest.trim(), date: withoutWhen.date };
    if (withoutWhen.time) slots.time = withoutWhen.time;
    const u = refineTitles(
      { intent: 'createEvent', slots, missing: null, notFound: null },
      context,
    );
    if (u.slots.title) u.slots.eventType = eventTypeOf(u.slots.title);
    return u;
  }
  if (withoutWhen.date && !QUESTION.test(text)) {
    const said = eventStatement(withoutWhen.rest, Boolean(withoutWhen.time));
    if (said && kindOfTitle(said, Boolean(withoutWhen.time)) !== 'task') {
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
  // A fact about the future is not a completion ("… today" may be one).
  if ((withoutWhen.date ?? '') > context.today || withoutWhen.time)
    return imperativeTask(withoutWhen, text, context);
  // "the kids are home from school, Anwar got them": who did it, said after what was done.
  const after = DOER_AFTER.exec(withoutWhen.rest.trim());
  // (Done by someone not of the family: nothing near is taken for it.)
  const doneByOther = after !== null && !memberNamed(after[2]!, context.members);
  if (after && !doneByOther) withoutWhen.rest = `${after[1]!} done`;
  // "Ziad tidied the playroom": who did it is not what was done («اتفق مع»: «كلم»).
  const doer = /^(\S+)\s+(.+)$/u.exec(withoutWhen.rest.trim().replace(REACHED_AR, 'كلم '));
  const doerName = doer?.[1]!.replace(/['’]s$/iu, '') ?? '';
  const byMember = doer !== null && memberNamed(doerName, context.members) !== undefined;
  // "Reem has already fed the cat": the perfect's helper and "already" say no more than done.
  const afterDoer = doer ? doer[2]!.replace(PERFECT_AUX, '') : '';
  // "Ziad is at practice", "Reem is still at school": where a member is, nothing done.
  if (byMember && /^(?:is|are)\s+(?:still\s+)?(?:at|in)\s/iu.test(afterDoer)) return null;
  const perfect = byMember && (pastAfterSubject(afterDoer) || arabicPerfect(doer[2]!));
  const did = perfect ? afterDoer : withoutWhen.rest;
  const done = doneStatement(did, perfect ? () => true : startsWithPastVerb, perfect);
  if (done) {
    // Every word the person said must be in the task's title; else it is not found (and said).
    const out: Understanding = { intent: 'completeTask', slots: {}, missing: null, notFound: null };
    resolveTarget(out, done, tasks, 'task', 1, context.members);
    // "got the bread", «الدوا جبته», "the Patrol had its oil changed": the thing alone finds
    // it (confirmed first, as a loose match).
    const thing = out.target?.match === 'notFound' ? doneThing(done) : null;
    if (thing) {
      const again: Understanding = {
        intent: 'completeTask',
        slots: {},
        missing: null,
        notFound: null,
      };
      resolveTarget(again, thing, tasks, 'task', 1, context.members);
      if (again.target && again.target.match !== 'notFound') {
        if (again.target.match === 'exact') again.target.match = 'loose';
        return again;
      }
    }
    // Not found and nothing near: it was not about a task ("I called grandma").
    if (out.target?.match === 'notFound' && !out.target.candidates.length) return null;
    const near =
      out.target?.match === 'notFound' && !doneByOther
        ? doneNear(done, tasks, context.members, context.vehicles)
        : null;
    if (near) return doneLoosely(near, done);
    return out;
  }
  return imperativeTask(withoutWhen, text, context);
}

/**
 * What "add X" / «ضيف X» with a day adds: the sentence's own word for it ("task", "calendar")
 * first, then a vehicle (a task), then the title's head (`kindOfTitle`); null when nothing tells.
 */
function addedKind(
  said: string,
  title: string,
  vehicle: boolean,
  timed: boolean,
): 'task' | 'event' | null {
  const task = TASK_SAID.test(said) || LIST_WORDS.test(said);
  LIST_WORDS.lastIndex = 0;
  const calendar = CALENDAR_SAID.test(said);
  if (task !== calendar) return task ? 'task' : 'event';
  if (vehicle) return 'task';
  return kindOfTitle(title, timed);
}

/** A to-do said as its imperative (`imperativeSlots`), its titles refined as any task's. */
function imperativeTask(withoutWhen: Cut, text: string, context: GrammarContext) {
  const slots = imperativeSlots(withoutWhen, text, context);
  if (!slots) return null;
  return refineTitles({ intent: 'createTask', slots, missing: null, notFound: null }, context);
}

export function refineTitles(u: Understanding, context: GrammarContext): Understanding {
  if (u.intent !== 'createTask' && u.intent !== 'createEvent') return u;
  const s = u.slots;
  eventSaid(u, context);
  // "Tala has a party on Saturday", «تالا عندها حفلة»: whose event it is, its attendee.
  if (u.intent === 'createEvent' && s.assignee && !s.attendees) s.attendees = [s.assignee];
  if (u.intent === 'createEvent') {
    delete s.assigneeId;
    delete s.assignee;
  }
  if (s.title) s.title = cleanTitle(s.title.replace(CALENDAR_WORD, ' ')) || s.title;
  // "the graduation is on Monday …", «رايحين عرس …»: the verb of the fact is not the occasion.
  if (u.intent === 'createEvent' && s.title) {
    s.title = cleanTitle(s.title.replace(EVENT_VERB_EDGE, '')) || s.title;
  }
  // «سجل عند أنور مهمة …»: a task, whatever the time words made of it.
  if (u.intent === 'createEvent' && s.title && TASK_WORD.test(s.title)) {
    u.intent = 'createTask';
    delete s.eventType;
    if (u.missing === 'date') u.missing = null;
  }
  // "Faisal and Ziad are going to the Hilal match": the two going are its attendees.
  const going = u.intent === 'createEvent' && s.title ? TWO_GOING.exec(s.title) : null;
  const goers = going
    ? [going[1] ?? going[4], going[2] ?? going[5]].map((n) => memberNamed(n!, context.members))
    : [];
  if (going && goers.every(Boolean)) {
    s.attendees = goers.map((m) => m!.name);
    s.title = cleanTitle((going[3] ?? going[6])!.replace(/^(?:the|a|an)\s+/iu, '')) || s.title;
  }
  // "Quran class for Ziad and Tala", «درس القرآن لزياد وتالا»: an event for two members.
  const pair = u.intent === 'createEvent' && s.title ? FOR_TWO.exec(s.title) : null;
  const two = pair
    ? [pair[1] ?? pair[3], pair[2] ?? pair[4]].map((n) => memberNamed(n!, context.members))
    : [];
  if (pair && two.every(Boolean)) {
    s.attendees = two.map((m) => m!.name);
    s.title = cleanTitle(s.title!.slice(0, pair.index)) || s.title;
  } else if (s.title) {
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
  const noun =
    u.intent === 'createTask' && s.title && s.assigneeId ? oneArabicVerb(s.title) : undefined;
  if (noun) s.title = noun;
  if (
    !s.title ||
    isPlaceholder(s.title) ||
    (u.intent === 'createTask' && (needsObject(s.title) || noun === null))
  ) {
    delete s.title;
    u.missing = 'title';
  }
  // «على زياد سقي النخل», "Ziad needs to water the palms" when «سقي النخل» is open: the open
  // task for someone, never a second copy of it. Asked first (a loose match), as a hand-over.
  if (u.intent === 'createTask' && s.title && s.assigneeId && !u.target) {
    // "Reem has fed the cat": a member and a past verb say it done, not whose it is.
    const done = doneByMember(s.title, context);
    if (done) return done;
    const found = resolve(s.title, asTargets(context.tasks, 'task'));
    if (found.kind === 'exact' || (found.kind === 'loose' && sameThing(s.title, found.row))) {
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
    // «خلي ريم تسوي المكالمة», "the Camry thing": an open task pointed at, never a new one.
    const pointed = pointedTask(u, context);
    if (pointed) return pointed;
  }
  // "we need to feed the cat" when "Feed the cat" is open: already on the list, never a copy.
  if (u.intent === 'createTask' && s.title && !s.assigneeId) {
    const found = resolve(s.title, asTargets(context.tasks, 'task'));
    if (found.kind === 'exact' || (found.kind === 'loose' && sameThing(s.title, found.row))) {
      u.duplicate = found.row;
    }
  }
  if (u.intent === 'createTask' && s.title && context.vehicles?.length) {
    const vehicle = vehicleIn(s.title, context.vehicles);
    if (vehicle) Object.assign(s, { vehicle: vehicle.name, vehicleId: vehicle.id });
  }
  return u;
}
