import type { GrammarContext, TargetRow, Understanding } from '@usra/domain/assistant/grammar';
import type { AssistantPorts } from './assistant-ports.js';
import { replies, say } from './assistant-text.js';
import { kindQuestion } from './kind-question.js';
import { twinQuestion } from './twin-question.js';
import { day, when } from './engine-format.js';
import { planMove } from './engine-changes.js';
import type { Done, InverseStep, Turn } from './engine-types.js';

/** Intents that change a stored row: a loose match is confirmed first. */
const CHANGES = new Set(['completeTask', 'reassignTask', 'moveEvent', 'deleteItem']);

/**
 * The trust rules (issue 28) before anything changes: a row not found is said so with the
 * closest names as chips (never another row); several plausible rows are asked about, one chip
 * each; a loose match of a change is confirmed. Null when the understanding may be acted on.
 */
export async function askFirst(
  ports: AssistantPorts,
  u: Understanding,
  turn: Turn,
  context: GrammarContext,
  confirmed: boolean,
): Promise<Done | null> {
  const lang = turn.language;
  const target = u.target;
  // "add X on Friday" where nothing says whether X is a chore or an occasion: asked.
  const kindAsked = confirmed ? null : kindQuestion(u, lang);
  if (kindAsked) {
    const { text, choices } = kindAsked;
    return { text, kind: 'default', question: { understanding: u, choices } };
  }
  // "the dentist is Thursday at 4" with "Dentist" on the calendar: move it, or add another?
  const twin = confirmed
    ? null
    : await twinQuestion(u, context, lang, async (row) => {
        if (row.type === 'event')
          return when(turn, (await ports.calendar.get(turn.actor, row.id)).startTime);
        const due = (await ports.tasks.get(turn.actor, row.id)).dueDate;
        return due ? when(turn, due) : '—';
      });
  if (twin) {
    const { text, understanding, choices } = twin;
    return { text, kind: 'default', question: { understanding, choices } };
  }
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
    const kind = u.intent === 'moveEvent' || u.intent === 'deleteItem' ? 'event' : 'task';
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
  // "Ziad's gonna do the bins after his shower" with the bins his already: said, nothing changes.
  const theirs = context.tasks.find((t) => t.id === u.slots.taskId);
  if (
    u.intent === 'reassignTask' &&
    theirs?.assigneeId &&
    theirs.assigneeId === u.slots.assigneeId &&
    !u.slots.date &&
    !u.slots.time
  ) {
    const task = await ports.tasks.get(turn.actor, theirs.id);
    const due = task.dueDate ? say(replies.duePart, lang, { when: when(turn, task.dueDate) }) : '';
    return {
      text: say(replies.alreadyTheirs, lang, {
        title: task.title,
        name: u.slots.assignee ?? '',
        when: due,
      }),
      kind: 'task',
    };
  }
  // A deletion is confirmed even when the row is named exactly: nothing else is as hard to see.
  if (confirmed || u.missing || (target.match === 'exact' && u.intent !== 'deleteItem'))
    return null;
  const row = target.candidates[0]!;
  let text: string;
  if (u.intent === 'deleteItem') text = say(replies.confirm.deleteItem, lang, { title: row.name });
  else if (u.intent === 'completeTask')
    text = say(replies.confirm.completeTask, lang, { title: row.name });
  else if (u.intent === 'reassignTask')
    text = say(replies.confirm.reassignTask, lang, {
      title: row.name,
      name: u.slots.assignee ?? '',
    });
  else if (u.slots.shiftMinutes && !u.slots.date) {
    text = say(replies.confirm.shiftTime(u.slots.shiftMinutes), lang, { title: row.name });
  } else if (u.slots.shift && !u.slots.date) {
    text = say(replies.confirm.shift(u.slots.shift), lang, { title: row.name });
  } else {
    // Said as it will be written (a bare hour in the row's own half of the day, the row's own
    // time kept when only a day is said), in the reader's language and digits.
    const plan = await planMove(ports, u, turn);
    const at = plan ? when(turn, plan.at) : u.slots.date ? day(turn, u.slots.date) : '';
    text = say(replies.confirm.moveEvent, lang, { title: row.name, when: at });
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
export async function undoSteps(
  ports: AssistantPorts,
  steps: InverseStep[],
  turn: Turn,
): Promise<boolean> {
  const { actor } = turn;
  let all = true;
  for (const step of steps) {
    try {
      switch (step.op) {
        case 'deleteTask':
          await ports.tasks.delete(actor, step.id);
          break;
        case 'reopenTask':
          if (step.nextId) await ports.tasks.delete(actor, step.nextId).catch(() => undefined);
          await ports.tasks.setStatus(actor, step.id, step.status);
          break;
        case 'updateTask':
          await ports.tasks.update(actor, step.id, step.input);
          break;
        case 'deleteEvent':
          await ports.calendar.delete(actor, step.id);
          break;
        case 'updateEvent':
          await ports.calendar.update(actor, step.id, step.input);
          break;
        case 'removeMember':
          await ports.family.removeMember(actor, step.id);
          break;
        case 'restoreTask': {
          const task = await ports.tasks.create(actor, step.input);
          if (step.status === 'in_progress')
            await ports.tasks.setStatus(actor, task.id, 'in_progress');
          break;
        }
        case 'restoreEvent':
          await ports.calendar.create(actor, step.input);
          break;
      }
    } catch {
      all = false;
    }
  }
  return all;
}
