import type { GrammarContext } from '@usra/domain/assistant/grammar';
import type { DayPart, ListKind } from '@usra/domain/assistant/questions-lists';
import { inPart } from '@usra/domain/assistant/questions-lists';
import { vehicleIn } from '@usra/domain/assistant/refine';
import { addDays, localParts } from '@usra/domain/common/dates';
import type { AssistantPorts } from './assistant-ports.js';
import { replies, say } from './assistant-text.js';
import { day, list, taskLine } from './engine-format.js';
import type { Turn } from './engine-types.js';

/**
 * Answers to the lists of `questions-lists.ts` (issue 28, batch 7): the open tasks with no due
 * day or done every day, the children, the cars' documents; and the part of a day asked about.
 * Nothing changes.
 */

/** Whether an instant is in the part of the day asked about (in the family's time zone). */
export function atPart(turn: Turn, at: string | null | undefined, part?: DayPart): boolean {
  if (!part) return true;
  if (!at) return false;
  const { hour } = localParts(new Date(at), turn.timeZone);
  return inPart(`${String(hour).padStart(2, '0')}:00`, part);
}

/** Whether a row starts at or after the clock time asked about ("after 7"). */
export function afterClock(turn: Turn, at: string | null | undefined, after?: string): boolean {
  if (!after) return true;
  if (!at) return false;
  const { hour, minute } = localParts(new Date(at), turn.timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` >= after;
}

/**
 * Whether a row is on at the clock time asked about ("at 5pm"): it starts then, or (an event)
 * has started and not yet ended.
 */
export function atClock(
  turn: Turn,
  start: string | null | undefined,
  clock?: string,
  end?: string | null,
): boolean {
  if (!clock) return true;
  if (!start) return false;
  const hhmm = (at: string) => {
    const { hour, minute } = localParts(new Date(at), turn.timeZone);
    return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  };
  const from = hhmm(start);
  return from === clock || (end ? from < clock && clock < hhmm(end) : false);
}

export async function listKindAnswer(
  ports: AssistantPorts,
  q: ListKind,
  turn: Turn,
  context: GrammarContext,
): Promise<string> {
  const lang = turn.language;
  const familyId = turn.actor.familyId;
  switch (q.kind) {
    case 'undated':
    case 'daily':
    case 'weekly': {
      const open = await ports.taskReads.open(familyId, 300);
      const tasks = open.filter((t) =>
        q.kind === 'undated' ? !t.dueDate : t.recurrencePattern?.type === q.kind,
      );
      const lines = tasks.slice(0, 20).map((t) => taskLine(turn, t));
      const [head, none] =
        q.kind === 'undated'
          ? [replies.undated, replies.noUndated]
          : q.kind === 'daily'
            ? [replies.daily, replies.noDaily]
            : [replies.weekly, replies.noWeekly];
      return tasks.length
        ? `${say(head, lang, { count: tasks.length })}\n${list(lines)}`
        : say(none, lang);
    }
    case 'children': {
      const kids = (await ports.family.listMembers(turn.actor)).filter((m) => m.role === 'child');
      return kids.length
        ? `${say(replies.children, lang, { count: kids.length })}\n${list(kids.map((m) => m.name))}`
        : say(replies.noChildren, lang);
    }
    case 'vehicleDocuments': {
      const vehicles = context.vehicles ?? [];
      const docs = (
        await ports.documents.expiring(
          familyId,
          addDays(context.today, -366),
          addDays(context.today, 3660),
          300,
        )
      ).filter((d) => vehicleIn(d.title, vehicles));
      return docs.length
        ? `${say(replies.vehicleDocuments, lang, { count: docs.length })}\n${list(
            docs.map((d) => `${d.title} — ${day(turn, d.expiryDate)}`),
          )}`
        : say(replies.noVehicleDocuments, lang);
    }
  }
}
