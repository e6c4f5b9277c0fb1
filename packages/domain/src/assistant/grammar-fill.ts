import {
  byKey,
  cleanTitle,
  eventTypeOf,
  type Named,
  roleOf,
  splitLocation,
} from './grammar-words.js';
import type { TemplateGuard } from './grammar-templates.js';
import type { IntentName } from './intents-data.js';
import { memberNamed } from './refine.js';
import {
  asTargets,
  type GrammarContext,
  type MissingSlot,
  resolveTarget,
  type Slots,
  type Understanding,
} from './grammar-types.js';
import type { Cut } from './grammar-cut.js';
import { memberSlots } from './grammar-member.js';

/**
 * A matched template's slots filled from the family's lists: members, roles, titles, the stored
 * task or event a command names (found by the resolver), and hand-overs said as new tasks.
 */

export { nameWords } from './grammar-member.js';

export interface Candidate {
  intent: IntentName;
  order: number;
  groups: Record<string, { text: string; key: string }>;
  literal: number;
  language: 'ar' | 'en';
  guard: TemplateGuard | null;
}

/** "Let <member> …": «خلي/خل/خلّي» at the start of the command. */
const LET_MEMBER = /^(?:\S+\s+)?(?:خلي|خلّي|خل|خلو|خلوا)\s/u;

/** "instead of Grace", «بدال غريس»: who had the task before. */
const INSTEAD_OF = /(?:^|\s)(?:بدال|بدل|عوض|instead of)\s+(\S+)\s*$/iu;

/** «… بدالي», "… instead of me": the one speaking had it. */
const INSTEAD_OF_ME =
  /(?:^|\s)(?:بدالي|بدلي|عني|بدلا مني|بدلاً مني|عوضا عني|instead|instead of me|not me)\s*$/iu;

const EARLIER =
  /(?<![\p{L}])(?:bring|brought|earlier|sooner|forward|قدم|قدمي|اقدم|أقدم|نقدم|قدّم|تقدم|تقدمت|اتقدم|اتقدمت|تقدّم)(?![\p{L}])/iu;

/** The day, time and shift a sentence gives, as a move's (or any command's) slots. */
export function whenSlots(cutText: Cut): Slots {
  const slots: Slots = {};
  if (cutText.date) slots.date = cutText.date;
  if (cutText.time) slots.time = cutText.time;
  if (cutText.time && cutText.timeBare) slots.timeBare = true;
  // "bring it forward by a day", «قدمه بيوم»: earlier; otherwise a shift is later.
  // (A shift said "earlier" comes signed already.)
  const signed = (n: number) => (n > 0 && EARLIER.test(cutText.rest) ? -n : n);
  if (cutText.shift) slots.shift = signed(cutText.shift);
  if (cutText.shiftMinutes) slots.shiftMinutes = signed(cutText.shiftMinutes);
  return slots;
}

export function fill(
  c: Candidate,
  cutText: Cut,
  context: GrammarContext,
  aliases: ReadonlyMap<string, Named> = new Map(),
): Understanding {
  const slots: Slots = whenSlots(cutText);
  const g = c.groups;
  if (cutText.range) slots.range = cutText.range;
  // "renew the licence by the end of the month": a to-do over days is due on the last of them.
  if (c.intent === 'createTask' && !slots.date && cutText.range) slots.date = cutText.range.to;
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
      // «ذكّر زياد بكرة», "remind Reem tomorrow": a member's name alone says who, not what.
      const who = title && !/\s/.test(title) ? memberNamed(title, context.members) : undefined;
      if (who && !slots.assigneeId)
        Object.assign(slots, { assignee: who.name, assigneeId: who.id });
      if (title && !who) slots.title = title;
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
        resolveTarget(
          probe,
          phrase || title,
          asTargets(context.tasks, 'task'),
          'task',
          undefined,
          context.members,
        );
        // Words shared with an open task, though not enough to find it: asked, never a new task.
        const close = probe.target?.match === 'notFound' && probe.target.candidates.length > 0;
        if (probe.target && (probe.target.match !== 'notFound' || insteadOf || close)) {
          u.intent = 'reassignTask';
          delete slots.title;
          Object.assign(slots, probe.slots);
          u.target = { ...probe.target, match: probe.target.match === 'which' ? 'which' : 'loose' };
          u.notFound = probe.notFound;
          // Near names only: the one near row is confirmed, several are asked about; never a
          // confirmation that offers a row and then says none was found.
          const near = probe.target.match === 'notFound' ? probe.target.candidates : [];
          if (near.length) u.notFound = null;
          if (near.length > 1) u.target.match = 'which';
          else if (near.length === 1)
            Object.assign(slots, { task: near[0]!.name, taskId: near[0]!.id });
          else if (probe.target.match === 'notFound') u.target.match = 'notFound';
        }
      }
      break;
    }
    case 'completeTask':
    case 'reassignTask': {
      if (g.task)
        resolveTarget(
          u,
          g.task.text,
          asTargets(context.tasks, 'task'),
          'task',
          undefined,
          context.members,
        );
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
    case 'moveEvent':
    case 'deleteItem': {
      // Moves (and deletions) apply to tasks as well as to events.
      if (g.event) {
        resolveTarget(
          u,
          g.event.text,
          [...asTargets(context.events, 'event'), ...asTargets(context.tasks, 'task')],
          'event',
          undefined,
          context.members,
        );
      } else missing = 'event';
      if (
        c.intent === 'moveEvent' &&
        !slots.date &&
        !slots.time &&
        !slots.shift &&
        !slots.shiftMinutes
      )
        missing ??= 'when';
      break;
    }
    case 'addMember':
      missing = memberSlots(g.name?.text ?? '', slots);
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
