import type { GrammarContext, Understanding } from '@usra/domain/assistant/grammar';
import { VOICE_DEFAULT_START, VOICE_EVENT_MINUTES } from '@usra/domain/assistant/assistant-schema';
import { CreateEventInputSchema, type CalendarEvent } from '@usra/domain/calendar/event-schema';
import { addDays, localDate } from '@usra/domain/common/dates';
import { CreateTaskInputSchema, type Task } from '@usra/domain/tasks/task-schema';
import type { AssistantPorts } from './assistant-ports.js';
import { replies, say } from './assistant-text.js';
import { link } from './assistant-links.js';
import { hhmm, instant, when } from './engine-format.js';
import type { Done } from './engine-types.js';
import type { Turn } from './engine-types.js';

/** The engine's creations and moves, through the ports, each with what undoes it. */

export async function createTask(
  ports: AssistantPorts,
  u: Understanding,
  turn: Turn,
  context: GrammarContext,
): Promise<Done> {
  const lang = turn.language;
  const { actor } = turn;
  const s = u.slots;
  if (u.duplicate) {
    const open = await ports.tasks.get(actor, u.duplicate.id);
    return {
      text: say(replies.taskAlreadyListed, lang, {
        title: open.title,
        assignee: open.assigneeName
          ? say(replies.assigneePart, lang, { name: open.assigneeName })
          : '',
        due: open.dueDate ? say(replies.duePart, lang, { when: when(turn, open.dueDate) }) : '',
      }),
      kind: 'task',
    };
  }
  const due =
    s.date || s.time
      ? instant(
          turn,
          s.date ?? dayOfTime(turn, context.today, s.time),
          s.time ?? VOICE_DEFAULT_START,
        )
      : null;
  const input = CreateTaskInputSchema.parse({
    title: s.title,
    location: s.location ?? say(replies.home, lang),
    priority: s.priority ?? 'medium',
    dueDate: due,
    assigneeMemberId: s.assigneeId ?? null,
    ...(s.vehicleId ? { sourceType: 'vehicle', sourceId: s.vehicleId } : {}),
  });
  const task = await ports.tasks.create(actor, input);
  const text = say(replies.taskCreated, lang, {
    title: task.title,
    assignee: task.assigneeName ? say(replies.assigneePart, lang, { name: task.assigneeName }) : '',
    due: due ? say(replies.duePart, lang, { when: when(turn, due) }) : '',
  });
  return {
    text,
    kind: 'task',
    action: link('task_created', task.id, task.title, '/app/tasks?task='),
    inverse: [{ op: 'deleteTask' as const, id: task.id }],
  };
}

export async function createEvent(
  ports: AssistantPorts,
  u: Understanding,
  turn: Turn,
): Promise<Done> {
  const lang = turn.language;
  const { actor } = turn;
  const s = u.slots;
  const start = instant(turn, s.date!, s.time ?? VOICE_DEFAULT_START);
  let end = new Date(Date.parse(start) + VOICE_EVENT_MINUTES * 60_000).toISOString();
  if (s.endTime) {
    // "from 8 to 12 at night" ends the next day.
    const sameDay = instant(turn, s.date!, s.endTime);
    end = sameDay > start ? sameDay : instant(turn, addDays(s.date!, 1), s.endTime);
  }
  const input = CreateEventInputSchema.parse({
    title: s.title,
    startTime: start,
    endTime: end,
    location: s.location ?? null,
    eventType: s.eventType ?? 'family',
    ...(s.attendees?.length ? { attendees: s.attendees } : {}),
  });
  const event = await ports.calendar.create(actor, input);
  const text = say(replies.eventCreated, lang, {
    title: event.title,
    when: when(turn, event.startTime),
    place: event.location ? say(replies.placePart, lang, { place: event.location }) : '',
  });
  return {
    text,
    kind: 'event',
    action: link('event_created', event.id, event.title, '/app/calendar?event='),
    inverse: [{ op: 'deleteEvent' as const, id: event.id }],
  };
}

/** Moves an event, or a task's due date, keeping what the sentence did not change. */
/**
 * The day of a time said without one ("remind me at 7am to …"): today, or tomorrow once that
 * time has passed today.
 */
function dayOfTime(turn: Turn, today: string, time: string | undefined): string {
  if (!time) return today;
  return Date.parse(instant(turn, today, time)) <= turn.now.getTime() ? addDays(today, 1) : today;
}

/**
 * The time a move sets: a bare hour («قدّم … للساعة ٦ ونص», "make it 6:30", «خلوه يوم ٣٠
 * الساعة ٩», with a day or without) is in the row's own half of the day (morning stays
 * morning), the nearer of the two.
 */
export function ownHalf(
  s: { time?: string; timeBare?: boolean; date?: string; shift?: number },
  was: string | null,
): string {
  const time = s.time!;
  if (!s.timeBare || s.shift || !was) return time;
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const h = Number(time.slice(0, 2));
  const other = `${String((h + 12) % 24).padStart(2, '0')}${time.slice(2)}`;
  const gap = (t: string) => {
    const d = Math.abs(minutes(t) - minutes(was));
    return Math.min(d, 1440 - d);
  };
  // (Never a small hour of the night: "make it 4" is 4 pm, whatever the row's hour was.)
  const awake = (h + 12) % 24 >= 6;
  return awake && gap(other) < gap(time) ? other : time;
}

/**
 * Where a move puts its row, worked out from the row as stored: a task's new due instant, or an
 * event's new start and end (its length kept). The confirmation of a loose match says exactly
 * this (`engine-trust.ts`), and `moveEvent` writes it. Null: a task with no day, and none said.
 */
export async function planMove(
  ports: AssistantPorts,
  u: Understanding,
  turn: Turn,
): Promise<MovePlan | null> {
  const s = u.slots;
  if (s.taskId && !s.eventId) {
    const task = await ports.tasks.get(turn.actor, s.taskId);
    const old = task.dueDate;
    const was = old ? localDate(new Date(old), turn.timeZone) : null;
    const date = s.shift ? was && addDays(was, s.shift) : (s.date ?? was);
    if (!date) return null;
    const oldTime = old ? hhmm(turn, old) : null;
    const time = s.time ? ownHalf(s, oldTime) : (oldTime ?? VOICE_DEFAULT_START);
    const due = s.shiftMinutes
      ? new Date(Date.parse(instant(turn, date, time)) + s.shiftMinutes * 60_000).toISOString()
      : instant(turn, date, time);
    return { type: 'task', task, at: due };
  }
  const event = await ports.calendar.get(turn.actor, s.eventId!);
  const length = Date.parse(event.endTime) - Date.parse(event.startTime);
  const oldDate = localDate(new Date(event.startTime), turn.timeZone);
  const day = s.shift ? addDays(oldDate, s.shift) : (s.date ?? oldDate);
  const oldTime = hhmm(turn, event.startTime);
  const start = s.shiftMinutes
    ? new Date(Date.parse(event.startTime) + s.shiftMinutes * 60_000).toISOString()
    : instant(turn, day, s.time ? ownHalf(s, oldTime) : oldTime);
  return {
    type: 'event',
    event,
    at: start,
    end: new Date(Date.parse(start) + length).toISOString(),
  };
}

export type MovePlan =
  | { type: 'task'; task: Task; at: string }
  | { type: 'event'; event: CalendarEvent; at: string; end: string };

export async function moveEvent(
  ports: AssistantPorts,
  u: Understanding,
  turn: Turn,
): Promise<Done> {
  const lang = turn.language;
  const plan = await planMove(ports, u, turn);
  if (!plan) return { text: say(replies.missing.date, lang), kind: 'default' };
  if (plan.type === 'task') {
    const { task, at: due } = plan;
    const moved = await ports.tasks.update(turn.actor, task.id, { dueDate: due });
    return {
      text: say(replies.taskMoved, lang, { title: moved.title, when: when(turn, due) }),
      kind: 'task',
      action: link('task_moved', moved.id, moved.title, '/app/tasks?task='),
      inverse: [{ op: 'updateTask', id: task.id, input: { dueDate: task.dueDate } }],
    };
  }
  const { event } = plan;
  const moved = await ports.calendar.update(turn.actor, event.id, {
    startTime: plan.at,
    endTime: plan.end,
  });
  return {
    text: say(replies.eventMoved, lang, {
      title: moved.title,
      when: when(turn, moved.startTime),
    }),
    kind: 'event',
    action: link('event_moved', moved.id, moved.title, '/app/calendar?event='),
    inverse: [
      {
        op: 'updateEvent',
        id: event.id,
        input: { startTime: event.startTime, endTime: event.endTime },
      },
    ],
  };
}

/**
 * Deletes a task or an event (always confirmed first, `engine-trust.ts`); Undo makes it again
 * with the same fields.
 */
export async function deleteItem(
  ports: AssistantPorts,
  u: Understanding,
  turn: Turn,
): Promise<Done> {
  const s = u.slots;
  const lang = turn.language;
  if (s.taskId && !s.eventId) {
    const task = await ports.tasks.get(turn.actor, s.taskId);
    const again = CreateTaskInputSchema.safeParse({
      title: task.title,
      description: task.description,
      location: task.location,
      priority: task.priority,
      category: task.category,
      dueDate: task.dueDate,
      assigneeMemberId: task.assigneeMemberId,
      isRecurring: task.isRecurring,
      recurrencePattern: task.recurrencePattern,
      repeatFromCompletion: task.repeatFromCompletion,
      estimatedDuration: task.estimatedDuration,
      tags: task.tags,
      latitude: task.latitude,
      longitude: task.longitude,
      sourceType: task.sourceType,
      sourceId: task.sourceId,
    });
    await ports.tasks.delete(turn.actor, task.id);
    const status = task.status === 'in_progress' ? 'in_progress' : 'pending';
    return {
      text: say(replies.taskDeleted, lang, { title: task.title }),
      kind: 'task',
      // The row is gone: the link opens the list it was on, never the deleted id (Undo makes
      // it again under a new one).
      action: { kind: 'task_deleted', id: task.id, label: task.title, link: '/app/tasks' },
      inverse: again.success ? [{ op: 'restoreTask', input: again.data, status }] : [],
    };
  }
  const event = await ports.calendar.get(turn.actor, s.eventId!);
  const again = CreateEventInputSchema.safeParse({
    title: event.title,
    description: event.description,
    startTime: event.startTime,
    endTime: event.endTime,
    location: event.location,
    eventType: event.eventType,
    attendees: event.attendees,
  });
  await ports.calendar.delete(turn.actor, event.id);
  return {
    text: say(replies.eventDeleted, lang, { title: event.title }),
    kind: 'event',
    action: { kind: 'event_deleted', id: event.id, label: event.title, link: '/app/calendar' },
    inverse: again.success ? [{ op: 'restoreEvent', input: again.data }] : [],
  };
}
