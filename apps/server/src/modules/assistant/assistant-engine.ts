import type { AssistantAction, AssistantChoice } from '@usra/domain/assistant/assistant-schema';
import {
  understand,
  type GrammarContext,
  type TargetRow,
  type Understanding,
} from '@usra/domain/assistant/grammar';
import { VOICE_DEFAULT_START, VOICE_EVENT_MINUTES } from '@usra/domain/assistant/assistant-schema';
import { freeQuestion, type FreeQuestion } from '@usra/domain/assistant/questions';
import { CreateEventInputSchema } from '@usra/domain/calendar/event-schema';
import { addDays, localDate, zonedTime } from '@usra/domain/common/dates';
import { CreateMemberInputSchema } from '@usra/domain/family/member-schema';
import { CreateTaskInputSchema } from '@usra/domain/tasks/task-schema';
import type { Actor } from '../../platform/session-guard.js';
import type { AssistantPorts } from './assistant-ports.js';
import { replies, say, suggestions, type Language, actionsDoneText } from './assistant-text.js';

export interface Turn {
  actor: Actor;
  language: Language;
  timeZone: string;
  now: Date;
}

/** One step that reverses part of what a reply did, through the same services (Undo). */
export type InverseStep =
  | { op: 'deleteTask'; id: string }
  | { op: 'reopenTask'; id: string; status: 'pending' | 'in_progress'; nextId: string | null }
  | {
      op: 'updateTask';
      id: string;
      input: { assigneeMemberId?: string | null; dueDate?: string | null };
    }
  | { op: 'deleteEvent'; id: string }
  | { op: 'updateEvent'; id: string; input: { startTime: string; endTime: string } }
  | { op: 'removeMember'; id: string };

/** A question back that waits for a chip: the understanding (row ids resolved) and its chips. */
export interface Question {
  understanding: Understanding;
  choices: Omit<AssistantChoice, 'pendingId'>[];
}

export interface EngineAnswer {
  response: string;
  actions: AssistantAction[];
  suggestions: string[];
  intent: string | null;
  /** What reverses this answer's actions, in the order to apply them. */
  inverse: InverseStep[];
  /** A question back (confirm, which one, did you mean), held until a chip answers it. */
  question: Question | null;
}

/** Intents that change a stored row: a loose match is confirmed first. */
const CHANGES = new Set(['completeTask', 'reassignTask', 'moveEvent']);

interface Done {
  text: string;
  kind: string;
  action?: AssistantAction;
  inverse?: InverseStep[];
  question?: Question;
}

const LIST_LIMIT = 10;

/** Understands a sentence (or takes a provider's tool calls) and acts through the ports. */
export class AssistantEngine {
  constructor(private readonly ports: AssistantPorts) {}

  /** The family's members, open tasks and nearby events: the lists a sentence is matched to. */
  async context(turn: Turn): Promise<GrammarContext> {
    const { actor, now, timeZone } = turn;
    const [members, tasks, events, prayerTimes, vehicles] = await Promise.all([
      this.ports.family.listMembers(actor),
      this.ports.taskReads.open(actor.familyId, 300),
      this.ports.calendarReads.list(
        actor.familyId,
        new Date(now.getTime() - 30 * 86_400_000).toISOString(),
        new Date(now.getTime() + 366 * 86_400_000).toISOString(),
        300,
      ),
      this.ports.prayerTimes.of(actor.id, timeZone),
      this.ports.vehicles.list(actor.familyId),
    ]);
    return {
      today: localDate(now, timeZone),
      members: members.map((m) => ({ id: m.id, name: m.name })),
      tasks: tasks.map((t) => ({ id: t.id, name: t.title })),
      events: events.map((e) => ({ id: e.id, name: e.title })),
      vehicles,
      // Prayer words (بعد العصر) are times only for people who turned them on (decision 013).
      ...(prayerTimes ? { prayerTimes } : {}),
    };
  }

  defaultSuggestions(turn: Turn): string[] {
    return suggestions.default!.map((s) => s[turn.language]);
  }

  async answer(text: string, turn: Turn): Promise<EngineAnswer> {
    const context = await this.context(turn);
    const u = understand(text, context);
    const free = ['unknown', 'tasksToday'].includes(u.intent) ? freeQuestion(text, context) : null;
    if (free) {
      return {
        response: await this.freeAnswer(free, turn, context),
        actions: [],
        suggestions: (suggestions.question ?? suggestions.default!).map((s) => s[turn.language]),
        intent: `question:${free.kind}`,
        inverse: [],
        question: null,
      };
    }
    return this.act([u], turn, context);
  }

  /** Answers the questions of `freeQuestion`: nothing changes. */
  private async freeAnswer(q: FreeQuestion, turn: Turn, context: GrammarContext): Promise<string> {
    const lang = turn.language;
    const familyId = turn.actor.familyId;
    const list = (items: string[]) => items.map((i) => `• ${i}`).join('\n');
    const taskLine = (t: { title: string; assigneeName: string | null; dueDate: string | null }) =>
      [t.title, t.assigneeName, t.dueDate ? this.when(turn, t.dueDate) : null]
        .filter(Boolean)
        .join(' — ');
    const dayName = (date: string) =>
      date === context.today ? say(replies.today, lang) : this.day(turn, date);
    switch (q.kind) {
      case 'day': {
        const from = this.instant(turn, q.date, '00:00');
        const to = this.instant(turn, addDays(q.date, 1), '00:00');
        const tasks = q.tasks
          ? (await this.ports.taskReads.dueBetween(familyId, from, to, 50)).filter(
              (t) => t.status !== 'completed',
            )
          : [];
        const events = (await this.ports.calendarReads.list(familyId, from, to, 50)).sort((a, b) =>
          a.startTime.localeCompare(b.startTime),
        );
        const lines = [
          ...events.map((e) => `${e.title} — ${this.when(turn, e.startTime)}`),
          ...tasks.map(taskLine),
        ];
        if (!lines.length) return say(replies.nothingOnDay, lang, { day: dayName(q.date) });
        return `${say(replies.dayPlan, lang, { day: dayName(q.date), count: this.count(turn, lines.length) })}\n${list(lines.slice(0, 2 * LIST_LIMIT))}`;
      }
      case 'who':
      case 'when': {
        const r = q.target;
        if (r.kind === 'notFound') {
          return say(replies.notFoundNamed.event, lang, { phrase: q.phrase });
        }
        if (r.kind === 'which') {
          return say(replies.whichOf, lang, { names: r.rows.map((x) => `«${x.name}»`).join('، ') });
        }
        const row = r.row;
        if (row.type === 'task') {
          const task = await this.ports.tasks.get(turn.actor, row.id);
          const due = task.dueDate
            ? say(replies.duePart, lang, { when: this.when(turn, task.dueDate) })
            : '';
          if (q.kind === 'when') {
            return task.dueDate
              ? say(replies.whenIs, lang, {
                  title: task.title,
                  when: this.when(turn, task.dueDate),
                })
              : say(replies.whenNoDate, lang, { title: task.title });
          }
          return task.assigneeName
            ? say(replies.whoDoes, lang, { name: task.assigneeName, title: task.title, when: due })
            : say(replies.whoNobody, lang, { title: task.title });
        }
        const event = await this.ports.calendar.get(turn.actor, row.id);
        if (q.kind === 'when') {
          return say(replies.whenIs, lang, {
            title: event.title,
            when: this.when(turn, event.startTime),
          });
        }
        const names = (event as { attendees?: string[] }).attendees ?? [];
        return say(replies.whoEvent, lang, {
          title: event.title,
          when: say(replies.duePart, lang, { when: this.when(turn, event.startTime) }),
          names: names.length ? names.join('، ') : '—',
        });
      }
      case 'member': {
        let tasks = (await this.ports.taskReads.open(familyId, 300)).filter(
          (t) => t.assigneeMemberId === q.member.id,
        );
        if (q.date) {
          const date = q.date;
          tasks = tasks.filter(
            (t) => t.dueDate && localDate(new Date(t.dueDate), turn.timeZone) === date,
          );
        }
        if (!tasks.length) return say(replies.memberNothing, lang, { name: q.member.name });
        return `${say(replies.memberTasks, lang, { name: q.member.name, count: this.count(turn, tasks.length) })}\n${list(
          tasks
            .slice(0, LIST_LIMIT)
            .map((t) =>
              [t.title, t.dueDate ? this.when(turn, t.dueDate) : null].filter(Boolean).join(' — '),
            ),
        )}`;
      }
      case 'maintenance': {
        const last = addDays(context.today, q.days - 1);
        const due = (await this.ports.maintenance.due(familyId, context.today, 50)).filter(
          (m) => m.scheduledDate <= last,
        );
        if (!due.length) return say(replies.maintenanceNone, lang);
        return `${say(replies.maintenanceSoon, lang, { count: this.count(turn, due.length) })}\n${list(
          due.slice(0, LIST_LIMIT).map((m) => `${m.itemName} — ${this.day(turn, m.scheduledDate)}`),
        )}`;
      }
    }
  }

  /** A count in the reader's digits. */
  private count(turn: Turn, n: number): string {
    return new Intl.NumberFormat(turn.language === 'ar' ? 'ar-SA-u-nu-arab' : 'en').format(n);
  }

  /**
   * Carries out one or more understandings (a provider may call several tools). A change to a
   * row matched loosely, an ambiguous or unknown row, waits for a chip instead (`confirmed`:
   * the person has just confirmed this very understanding).
   */
  async act(
    all: Understanding[],
    turn: Turn,
    context: GrammarContext,
    confirmed = false,
  ): Promise<EngineAnswer> {
    const parts: string[] = [];
    const actions: AssistantAction[] = [];
    const inverse: InverseStep[] = [];
    let question: Question | null = null;
    let kind = 'default';
    for (const u of all) {
      const asked: Done | null = question ? null : this.askFirst(u, turn, context, confirmed);
      const done: Done = asked ?? (await this.one(u, turn, context));
      parts.push(done.text);
      if (done.action) actions.push(done.action);
      if (done.inverse) inverse.unshift(...done.inverse);
      question ??= done.question ?? null;
      kind = done.kind;
    }
    if (actions.length) parts.push(actionsDoneText(actions.length, turn.language));
    return {
      response: parts.join('\n'),
      actions,
      suggestions: question
        ? []
        : (suggestions[kind] ?? suggestions.default!).map((s) => s[turn.language]),
      intent: all.map((u) => u.intent).join(',') || null,
      inverse,
      question,
    };
  }

  /**
   * The trust rules (issue 28) before anything changes: a row not found is said so with the
   * closest names as chips (never another row); several plausible rows are asked about, one chip
   * each; a loose match of a change is confirmed. Null when the understanding may be acted on.
   */
  private askFirst(
    u: Understanding,
    turn: Turn,
    context: GrammarContext,
    confirmed: boolean,
  ): Done | null {
    const lang = turn.language;
    const target = u.target;
    if (!target || !CHANGES.has(u.intent)) return null;
    const pick = (rows: TargetRow[]) =>
      rows.map((r) => ({ kind: 'pick' as const, label: r.name, option: `${r.type}:${r.id}` }));
    const cancel = {
      kind: 'cancel' as const,
      label: say(replies.cancelLabel, lang),
      option: 'cancel',
    };
    const phrase = target.phrase.trim();
    if (target.match === 'notFound') {
      const kind = u.intent === 'moveEvent' ? 'event' : 'task';
      const text = say(replies.notFoundNamed[kind], lang, { phrase });
      if (!target.candidates.length) return { text, kind: 'default' };
      return {
        text: `${text} ${say(replies.closest, lang)}`,
        kind: 'default',
        question: { understanding: u, choices: [...pick(target.candidates), cancel] },
      };
    }
    if (target.match === 'which') {
      return {
        text: say(replies.which, lang, { phrase }),
        kind: 'default',
        question: { understanding: u, choices: [...pick(target.candidates), cancel] },
      };
    }
    if (target.match === 'exact' || confirmed || u.missing) return null;
    const row = target.candidates[0]!;
    let text: string;
    if (u.intent === 'completeTask')
      text = say(replies.confirm.completeTask, lang, { title: row.name });
    else if (u.intent === 'reassignTask')
      text = say(replies.confirm.reassignTask, lang, {
        title: row.name,
        name: u.slots.assignee ?? '',
      });
    else {
      const date = u.slots.date ?? null;
      const when = date
        ? u.slots.time
          ? this.when(turn, this.instant(turn, date, u.slots.time))
          : this.day(turn, date)
        : (u.slots.time ?? '');
      text = say(replies.confirm.moveEvent, lang, { title: row.name, when });
    }
    return {
      text,
      kind: 'default',
      question: {
        understanding: u,
        choices: [
          { kind: 'confirm', label: say(replies.confirmLabel, lang), option: 'confirm' },
          cancel,
        ],
      },
    };
  }

  /** Reverses what a reply did, step by step through the same services; false if a step failed. */
  async undo(steps: InverseStep[], turn: Turn): Promise<boolean> {
    const { actor } = turn;
    let all = true;
    for (const step of steps) {
      try {
        switch (step.op) {
          case 'deleteTask':
            await this.ports.tasks.delete(actor, step.id);
            break;
          case 'reopenTask':
            if (step.nextId)
              await this.ports.tasks.delete(actor, step.nextId).catch(() => undefined);
            await this.ports.tasks.setStatus(actor, step.id, step.status);
            break;
          case 'updateTask':
            await this.ports.tasks.update(actor, step.id, step.input);
            break;
          case 'deleteEvent':
            await this.ports.calendar.delete(actor, step.id);
            break;
          case 'updateEvent':
            await this.ports.calendar.update(actor, step.id, step.input);
            break;
          case 'removeMember':
            await this.ports.family.removeMember(actor, step.id);
            break;
        }
      } catch {
        all = false;
      }
    }
    return all;
  }

  private instant(turn: Turn, date: string, time: string): string {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const [h, min] = time.split(':').map(Number) as [number, number];
    return zonedTime(turn.timeZone, y, m, d, h, min).toISOString();
  }

  private when(turn: Turn, instant: string): string {
    return new Intl.DateTimeFormat(turn.language === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone: turn.timeZone,
    }).format(new Date(instant));
  }

  private day(turn: Turn, date: string): string {
    return new Intl.DateTimeFormat(turn.language === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  }

  private async one(u: Understanding, turn: Turn, context: GrammarContext): Promise<Done> {
    const lang = turn.language;
    const { actor } = turn;
    const s = u.slots;
    if (u.notFound) return { text: say(replies.notFound[u.notFound], lang), kind: 'default' };
    if (u.missing) return { text: say(replies.missing[u.missing], lang), kind: 'default' };
    switch (u.intent) {
      case 'createTask':
        return this.createTask(u, turn, context);
      case 'completeTask': {
        const before = await this.ports.tasks.get(actor, s.taskId!);
        if (before.status === 'completed') {
          return {
            text: say(replies.taskAlreadyDone, lang, { title: before.title }),
            kind: 'task',
          };
        }
        const { task, nextOccurrence } = await this.ports.tasks.setStatus(
          actor,
          s.taskId!,
          'completed',
        );
        return {
          text: say(replies.taskCompleted, lang, { title: task.title }),
          kind: 'task',
          action: link('task_completed', task.id, task.title, '/app/tasks?task='),
          inverse: [
            {
              op: 'reopenTask',
              id: task.id,
              status: before.status === 'in_progress' ? 'in_progress' : 'pending',
              nextId: nextOccurrence?.id ?? null,
            },
          ],
        };
      }
      case 'reassignTask': {
        const before = await this.ports.tasks.get(actor, s.taskId!);
        const task = await this.ports.tasks.update(actor, s.taskId!, {
          assigneeMemberId: s.assigneeId!,
        });
        return {
          text: say(replies.taskReassigned, lang, {
            title: task.title,
            name: task.assigneeName ?? '',
          }),
          kind: 'task',
          action: link('task_reassigned', task.id, task.title, '/app/tasks?task='),
          inverse: [
            { op: 'updateTask', id: task.id, input: { assigneeMemberId: before.assigneeMemberId } },
          ],
        };
      }
      case 'createEvent':
        return this.createEvent(u, turn);
      case 'moveEvent':
        return this.moveEvent(u, turn);
      case 'addMember': {
        const input = CreateMemberInputSchema.parse({ name: s.name, role: s.role ?? 'other' });
        const member = await this.ports.family.addMember(actor, input);
        return {
          text: say(replies.memberAdded, lang, { name: member.name }),
          kind: 'member',
          action: link('member_added', member.id, member.name, '/app/family?member='),
          inverse: [{ op: 'removeMember', id: member.id }],
        };
      }
      case 'greeting':
        return { text: say(replies.greeting, lang), kind: 'default' };
      case 'help':
        return { text: say(replies.help, lang), kind: 'default' };
      case 'unknown':
        return { text: say(replies.unknown, lang), kind: 'default' };
      case 'tasksToday':
      case 'tasksOverdue':
      case 'tasksWeek':
      case 'whereIs':
      case 'documentsExpiring':
      case 'vehicleService':
      case 'maintenanceOverdue':
        return { text: await this.question(u, turn, context), kind: 'question' };
    }
  }

  private async createTask(u: Understanding, turn: Turn, context: GrammarContext) {
    const lang = turn.language;
    const { actor } = turn;
    const s = u.slots;
    const due =
      s.date || s.time
        ? this.instant(turn, s.date ?? context.today, s.time ?? VOICE_DEFAULT_START)
        : null;
    const input = CreateTaskInputSchema.parse({
      title: s.title,
      location: s.location ?? say(replies.home, lang),
      priority: s.priority ?? 'medium',
      dueDate: due,
      assigneeMemberId: s.assigneeId ?? null,
      ...(s.vehicleId ? { sourceType: 'vehicle', sourceId: s.vehicleId } : {}),
    });
    const task = await this.ports.tasks.create(actor, input);
    const text = say(replies.taskCreated, lang, {
      title: task.title,
      assignee: task.assigneeName
        ? say(replies.assigneePart, lang, { name: task.assigneeName })
        : '',
      due: due ? say(replies.duePart, lang, { when: this.when(turn, due) }) : '',
    });
    return {
      text,
      kind: 'task',
      action: link('task_created', task.id, task.title, '/app/tasks?task='),
      inverse: [{ op: 'deleteTask' as const, id: task.id }],
    };
  }

  private async createEvent(u: Understanding, turn: Turn) {
    const lang = turn.language;
    const { actor } = turn;
    const s = u.slots;
    const start = this.instant(turn, s.date!, s.time ?? VOICE_DEFAULT_START);
    let end = new Date(Date.parse(start) + VOICE_EVENT_MINUTES * 60_000).toISOString();
    if (s.endTime) {
      // "from 8 to 12 at night" ends the next day.
      const sameDay = this.instant(turn, s.date!, s.endTime);
      end = sameDay > start ? sameDay : this.instant(turn, addDays(s.date!, 1), s.endTime);
    }
    const input = CreateEventInputSchema.parse({
      title: s.title,
      startTime: start,
      endTime: end,
      location: s.location ?? null,
      eventType: s.eventType ?? 'family',
      ...(s.attendees?.length ? { attendees: s.attendees } : {}),
    });
    const event = await this.ports.calendar.create(actor, input);
    const text = say(replies.eventCreated, lang, {
      title: event.title,
      when: this.when(turn, event.startTime),
      place: event.location ? say(replies.placePart, lang, { place: event.location }) : '',
    });
    return {
      text,
      kind: 'event',
      action: link('event_created', event.id, event.title, '/app/calendar?event='),
      inverse: [{ op: 'deleteEvent' as const, id: event.id }],
    };
  }

  private hhmm(turn: Turn, instant: string): string {
    return new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: turn.timeZone,
    }).format(new Date(instant));
  }

  /** Moves an event, or a task's due date, keeping what the sentence did not change. */
  private async moveEvent(u: Understanding, turn: Turn): Promise<Done> {
    const s = u.slots;
    const lang = turn.language;
    if (s.taskId && !s.eventId) {
      const task = await this.ports.tasks.get(turn.actor, s.taskId);
      const old = task.dueDate;
      const date = s.date ?? (old ? localDate(new Date(old), turn.timeZone) : null);
      if (!date) return { text: say(replies.missing.date, lang), kind: 'default' };
      const time = s.time ?? (old ? this.hhmm(turn, old) : VOICE_DEFAULT_START);
      const due = this.instant(turn, date, time);
      const moved = await this.ports.tasks.update(turn.actor, task.id, { dueDate: due });
      return {
        text: say(replies.taskMoved, lang, { title: moved.title, when: this.when(turn, due) }),
        kind: 'task',
        action: link('task_moved', moved.id, moved.title, '/app/tasks?task='),
        inverse: [{ op: 'updateTask', id: task.id, input: { dueDate: old } }],
      };
    }
    const event = await this.ports.calendar.get(turn.actor, s.eventId!);
    const length = Date.parse(event.endTime) - Date.parse(event.startTime);
    const oldDate = localDate(new Date(event.startTime), turn.timeZone);
    const start = this.instant(turn, s.date ?? oldDate, s.time ?? this.hhmm(turn, event.startTime));
    const moved = await this.ports.calendar.update(turn.actor, event.id, {
      startTime: start,
      endTime: new Date(Date.parse(start) + length).toISOString(),
    });
    return {
      text: say(replies.eventMoved, lang, {
        title: moved.title,
        when: this.when(turn, moved.startTime),
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

  private async question(u: Understanding, turn: Turn, context: GrammarContext): Promise<string> {
    const lang = turn.language;
    const familyId = turn.actor.familyId;
    const list = (items: string[]) => items.map((i) => `• ${i}`).join('\n');
    const taskLine = (t: { title: string; assigneeName: string | null; dueDate: string | null }) =>
      [t.title, t.assigneeName, t.dueDate ? this.when(turn, t.dueDate) : null]
        .filter(Boolean)
        .join(' — ');
    switch (u.intent) {
      case 'tasksToday': {
        const date = u.slots.date ?? context.today;
        const from = this.instant(turn, date, '00:00');
        const to = this.instant(turn, addDays(date, 1), '00:00');
        const tasks = (await this.ports.taskReads.dueBetween(familyId, from, to, 50)).filter(
          (t) => t.status !== 'completed',
        );
        const day = date === context.today ? say(replies.today, lang) : this.day(turn, date);
        if (!tasks.length) return say(replies.nothingToday, lang, { day });
        return `${say(replies.dueOn, lang, { day, count: tasks.length })}\n${list(tasks.slice(0, LIST_LIMIT).map(taskLine))}`;
      }
      case 'tasksOverdue': {
        const tasks = await this.ports.taskReads.overdue(familyId, turn.now.toISOString(), 50);
        if (!tasks.length) return say(replies.nothingOverdue, lang);
        return `${say(replies.overdue, lang, { count: tasks.length })}\n${list(tasks.slice(0, LIST_LIMIT).map(taskLine))}`;
      }
      case 'tasksWeek': {
        const to = u.slots.range?.to ?? addDays(context.today, 6);
        const tasks = (
          await this.ports.taskReads.dueBetween(
            familyId,
            this.instant(turn, context.today, '00:00'),
            this.instant(turn, addDays(to, 1), '00:00'),
            50,
          )
        ).filter((t) => t.status !== 'completed');
        if (!tasks.length) return say(replies.nothingWeek, lang);
        return `${say(replies.week, lang, { count: tasks.length })}\n${list(tasks.slice(0, LIST_LIMIT).map(taskLine))}`;
      }
      case 'whereIs': {
        const members = (await this.ports.family.listMembers(turn.actor)).filter(
          (m) => !u.slots.memberId || m.id === u.slots.memberId,
        );
        if (!members.length) return say(replies.noMembers, lang);
        return list(
          members.map((m) =>
            m.lastLocation
              ? say(replies.whereOne, lang, {
                  name: m.name,
                  place: m.lastLocation,
                  when: m.lastSeen ? this.when(turn, m.lastSeen) : '—',
                })
              : say(replies.whereUnknown, lang, { name: m.name }),
          ),
        );
      }
      case 'documentsExpiring':
      case 'vehicleService':
      case 'maintenanceOverdue':
        return this.areaQuestion(u.intent, turn, context);
      case 'createTask':
      case 'completeTask':
      case 'reassignTask':
      case 'createEvent':
      case 'moveEvent':
      case 'addMember':
      case 'greeting':
      case 'help':
      case 'unknown':
        return say(replies.unknown, lang);
    }
  }
  /** Questions about the other areas: documents, vehicles, house maintenance. */
  private async areaQuestion(
    intent: 'documentsExpiring' | 'vehicleService' | 'maintenanceOverdue',
    turn: Turn,
    context: GrammarContext,
  ): Promise<string> {
    const lang = turn.language;
    const familyId = turn.actor.familyId;
    const list = (items: string[]) => items.map((i) => `• ${i}`).join('\n');
    switch (intent) {
      case 'documentsExpiring': {
        const [y, m] = context.today.split('-').map(Number) as [number, number];
        const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
        const docs = await this.ports.documents.expiring(familyId, context.today, last, 50);
        if (!docs.length) return say(replies.noDocumentsExpiring, lang);
        return `${say(replies.documents, lang, { count: docs.length })}\n${list(
          docs.map((d) => `${d.title} — ${this.day(turn, d.expiryDate)}`),
        )}`;
      }
      case 'vehicleService': {
        const due = (await this.ports.vehicles.reminders(familyId, context.today)).filter(
          (r) => r.status.urgency !== 'upcoming',
        );
        if (!due.length) return say(replies.noVehicleDue, lang);
        return `${say(replies.vehicles, lang, { count: due.length })}\n${list(
          due
            .slice(0, LIST_LIMIT)
            .map((r) =>
              [
                `${r.vehicleName}: ${r.title}`,
                say(r.status.urgency === 'overdue' ? replies.overdueWord : replies.dueWord, lang),
                r.status.nextDueDate ? this.day(turn, r.status.nextDueDate) : null,
              ]
                .filter(Boolean)
                .join(' — '),
            ),
        )}`;
      }
      case 'maintenanceOverdue': {
        const overdue = (await this.ports.maintenance.due(familyId, context.today, 50)).filter(
          (m) => m.overdue,
        );
        if (!overdue.length) return say(replies.noMaintenance, lang);
        return `${say(replies.maintenance, lang, { count: overdue.length })}\n${list(
          overdue
            .slice(0, LIST_LIMIT)
            .map((m) => `${m.itemName} — ${this.day(turn, m.scheduledDate)}`),
        )}`;
      }
    }
  }
}

function link(
  kind: AssistantAction['kind'],
  id: string,
  label: string,
  base: string,
): AssistantAction {
  return { kind, id, label, link: `${base}${encodeURIComponent(id)}` };
}
