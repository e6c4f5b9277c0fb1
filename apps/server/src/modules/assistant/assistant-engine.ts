import type { AssistantAction } from '@usra/domain/assistant/assistant-schema';
import {
  understand,
  type GrammarContext,
  type Understanding,
} from '@usra/domain/assistant/grammar';
import { freeQuestion } from '@usra/domain/assistant/questions';
import { memberNamed } from '@usra/domain/assistant/refine';
import { localDate } from '@usra/domain/common/dates';
import { CreateMemberInputSchema } from '@usra/domain/family/member-schema';
import type { AssistantPorts } from './assistant-ports.js';
import { replies, say, suggestions, actionsDoneText } from './assistant-text.js';
import { link } from './assistant-links.js';
import { freeAnswer, listAnswer } from './engine-answers.js';
import { createEvent, createTask, deleteItem, moveEvent } from './engine-changes.js';
import { askFirst, undoSteps } from './engine-trust.js';
import type { Done, EngineAnswer, InverseStep, Question, Turn } from './engine-types.js';

/**
 * The assistant engine (issues 16, 28): understands a sentence with the offline grammar (or
 * takes a provider's tool calls), applies the trust rules (`engine-trust.ts`), answers questions
 * (`engine-answers.ts`) and acts through the ports (`engine-changes.ts`), each act with its undo.
 */

export type { Done, EngineAnswer, InverseStep, Question, Turn } from './engine-types.js';

const CHANGES = new Set(['completeTask', 'reassignTask', 'moveEvent']);
/** A question word opening the sentence ("when's …", «متى …»). */
const WH_FIRST =
  /^\s*(?:(?:ok|okay|so|and|um+)\s*,?\s+)*(?:when|when's|whens|who|who's|whos|whose|what|what's|whats|which|where|how many|how much|متى|امتى|إمتى|مين|منو|وش|ايش|إيش|شو|شنو|كم|وين|فين)(?![\p{L}])/iu;

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
      members: members.map((m) => ({ id: m.id, name: m.name, role: m.role })),
      tasks: tasks.map((t) => ({ id: t.id, name: t.title, assigneeId: t.assigneeMemberId })),
      events: events.map((e) => ({
        id: e.id,
        name: e.title,
        attendees: e.attendees,
        date: localDate(new Date(e.startTime), timeZone),
      })),
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
    const area = { maintenanceOverdue: 'maintenance', documentsExpiring: 'documents' } as Record<
      string,
      string
    >;
    // "when's Tala's party and who's taking her": a question, though its words name a row
    // loosely as a change would; asked first, the change is never guessed from it.
    const guessed = CHANGES.has(u.intent) && u.target?.match !== 'exact' && WH_FIRST.test(text);
    const asked =
      guessed || ['unknown', 'tasksToday', 'tasksWeek', ...Object.keys(area)].includes(u.intent)
        ? freeQuestion(text, context)
        : null;
    // "what maintenance is due tomorrow?": the days said, not what is overdue.
    const free = area[u.intent] && asked?.kind !== area[u.intent] ? null : asked;
    if (free) {
      return {
        response: await freeAnswer(this.ports, free, turn, context),
        actions: [],
        suggestions: (suggestions.question ?? suggestions.default!).map((s) => s[turn.language]),
        intent: `question:${free.kind}`,
        inverse: [],
        question: null,
      };
    }
    return this.act([u], turn, context);
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
    let [question, kind]: [Question | null, string] = [null, 'default'];
    for (const u of all) {
      const asked: Done | null = await askFirst(this.ports, u, turn, context, confirmed);
      if (asked && question) continue; // One question at a time: what needs one waits, undone.
      const done = asked ?? (await this.one(u, turn, context));
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

  /** Reverses what a reply did, step by step through the same services; false if a step failed. */
  async undo(steps: InverseStep[], turn: Turn): Promise<boolean> {
    return undoSteps(this.ports, steps, turn);
  }

  private async one(u: Understanding, turn: Turn, context: GrammarContext): Promise<Done> {
    const lang = turn.language;
    const { actor } = turn;
    const s = u.slots;
    if (u.notFound) return { text: say(replies.notFound[u.notFound], lang), kind: 'default' };
    if (u.missing) return { text: say(replies.missing[u.missing], lang), kind: 'default' };
    switch (u.intent) {
      case 'createTask':
        return createTask(this.ports, u, turn, context);
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
        return createEvent(this.ports, u, turn);
      case 'moveEvent':
        return moveEvent(this.ports, u, turn);
      case 'deleteItem':
        return deleteItem(this.ports, u, turn);
      case 'addMember': {
        // "add my son Ziad" with a Ziad in the family already: said, never a second Ziad.
        const same = memberNamed(s.name ?? '', context.members);
        if (same)
          return { text: say(replies.memberAlready, lang, { name: same.name }), kind: 'default' };
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
        return { text: await listAnswer(this.ports, u, turn, context), kind: 'question' };
    }
  }
}
