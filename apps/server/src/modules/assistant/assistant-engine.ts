import type { AssistantAction } from '@usra/domain/assistant/assistant-schema';
import {
  understand,
  type GrammarContext,
  type Understanding,
} from '@usra/domain/assistant/grammar';
import { VOICE_DEFAULT_START, VOICE_EVENT_MINUTES } from '@usra/domain/assistant/assistant-schema';
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

export interface EngineAnswer {
  response: string;
  actions: AssistantAction[];
  suggestions: string[];
  intent: string | null;
}

const LIST_LIMIT = 10;

/** Understands a sentence (or takes a provider's tool calls) and acts through the ports. */
export class AssistantEngine {
  constructor(private readonly ports: AssistantPorts) {}

  /** The family's members, open tasks and nearby events: the lists a sentence is matched to. */
  async context(turn: Turn): Promise<GrammarContext> {
    const { actor, now, timeZone } = turn;
    const [members, tasks, events, prayerTimes] = await Promise.all([
      this.ports.family.listMembers(actor),
      this.ports.taskReads.open(actor.familyId, 300),
      this.ports.calendarReads.list(
        actor.familyId,
        new Date(now.getTime() - 30 * 86_400_000).toISOString(),
        new Date(now.getTime() + 366 * 86_400_000).toISOString(),
        300,
      ),
      this.ports.prayerTimes.of(actor.id, timeZone),
    ]);
    return {
      today: localDate(now, timeZone),
      members: members.map((m) => ({ id: m.id, name: m.name })),
      tasks: tasks.map((t) => ({ id: t.id, name: t.title })),
      events: events.map((e) => ({ id: e.id, name: e.title })),
      // Prayer words (بعد العصر) are times only for people who turned them on (decision 013).
      ...(prayerTimes ? { prayerTimes } : {}),
    };
  }

  async answer(text: string, turn: Turn): Promise<EngineAnswer> {
    const context = await this.context(turn);
    return this.act([understand(text, context)], turn, context);
  }

  /** Carries out one or more understandings (a provider may call several tools). */
  async act(all: Understanding[], turn: Turn, context: GrammarContext): Promise<EngineAnswer> {
    const parts: string[] = [];
    const actions: AssistantAction[] = [];
    let kind = 'default';
    for (const u of all) {
      const done = await this.one(u, turn, context);
      parts.push(done.text);
      if (done.action) actions.push(done.action);
      kind = done.kind;
    }
    if (actions.length) parts.push(actionsDoneText(actions.length, turn.language));
    return {
      response: parts.join('\n'),
      actions,
      suggestions: (suggestions[kind] ?? suggestions.default!).map((s) => s[turn.language]),
      intent: all.map((u) => u.intent).join(',') || null,
    };
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
      hour12: true,
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

  private async one(
    u: Understanding,
    turn: Turn,
    context: GrammarContext,
  ): Promise<{ text: string; action?: AssistantAction; kind: string }> {
    const lang = turn.language;
    const { actor } = turn;
    const s = u.slots;
    if (u.notFound) return { text: say(replies.notFound[u.notFound], lang), kind: 'default' };
    if (u.missing) return { text: say(replies.missing[u.missing], lang), kind: 'default' };
    switch (u.intent) {
      case 'createTask':
        return this.createTask(u, turn, context);
      case 'completeTask': {
        const { task } = await this.ports.tasks.setStatus(actor, s.taskId!, 'completed');
        return {
          text: say(replies.taskCompleted, lang, { title: task.title }),
          kind: 'task',
          action: link('task_completed', task.id, task.title, '/app/tasks?task='),
        };
      }
      case 'reassignTask': {
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
    };
  }

  private async createEvent(u: Understanding, turn: Turn) {
    const lang = turn.language;
    const { actor } = turn;
    const s = u.slots;
    const start = this.instant(turn, s.date!, s.time ?? VOICE_DEFAULT_START);
    const end = new Date(Date.parse(start) + VOICE_EVENT_MINUTES * 60_000).toISOString();
    const input = CreateEventInputSchema.parse({
      title: s.title,
      startTime: start,
      endTime: end,
      location: s.location ?? null,
      eventType: s.eventType ?? 'family',
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
    };
  }

  private async moveEvent(u: Understanding, turn: Turn) {
    const s = u.slots;
    const events = await this.ports.calendarReads.list(
      turn.actor.familyId,
      new Date(turn.now.getTime() - 30 * 86_400_000).toISOString(),
      new Date(turn.now.getTime() + 366 * 86_400_000).toISOString(),
      300,
    );
    const event = events.find((e) => e.id === s.eventId);
    if (!event) return { text: say(replies.notFound.event, turn.language), kind: 'default' };
    const length = Date.parse(event.endTime) - Date.parse(event.startTime);
    const oldDate = localDate(new Date(event.startTime), turn.timeZone);
    const oldTime = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: turn.timeZone,
    }).format(new Date(event.startTime));
    const start = this.instant(turn, s.date ?? oldDate, s.time ?? oldTime);
    const moved = await this.ports.calendar.update(turn.actor, event.id, {
      startTime: start,
      endTime: new Date(Date.parse(start) + length).toISOString(),
    });
    return {
      text: say(replies.eventMoved, turn.language, {
        title: moved.title,
        when: this.when(turn, moved.startTime),
      }),
      kind: 'event',
      action: link('event_moved', moved.id, moved.title, '/app/calendar?event='),
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
