import type { GrammarContext } from '@usra/domain/assistant/grammar';
import { addDays } from '@usra/domain/common/dates';
import { resolve } from '@usra/domain/assistant/grammar';
import type { AssistantPorts } from './assistant-ports.js';
import { replies, say } from './assistant-text.js';
import { day } from './engine-format.js';
import type { Turn } from './engine-types.js';

/**
 * What the engine's answers look up by the words of a question (`engine-answers.ts`): a
 * document's expiry, a house maintenance item's day, the one member a set of tasks is on.
 */

export const EXPIRY_ASKED =
  /(?<![\p{L}])(?:expire|expires|expiring|expiry|run out|runs out|تنتهي|ينتهي|انتهاء)(?![\p{L}])/iu;

const EXPIRY_WORDS =
  /(?<![\p{L}])(?:soon|run|runs|running|out|expire|expires|expiring|expiry|due|end|ends|تنتهي|ينتهي|تخلص|يخلص|صلاحية|صلاحيه|موعد|تاريخ|انتهاء)(?![\p{L}])/giu;

/** When a document the question names expires, or null when no one document fits. */
export async function documentExpiry(
  ports: AssistantPorts,
  phrase: string,
  turn: Turn,
  context: GrammarContext,
): Promise<string | null> {
  const words = phrase.replace(EXPIRY_WORDS, ' ').replace(/\s+/g, ' ').trim();
  if (!words) return null;
  const from = addDays(context.today, -366);
  const to = addDays(context.today, 3660);
  const docs = await ports.documents.expiring(turn.actor.familyId, from, to, 300);
  const rows = docs.map((d) => ({ id: d.id, name: d.title }));
  const r = resolve(words, rows, 0.5, context.members);
  if (r.kind !== 'exact' && r.kind !== 'loose') return null;
  const doc = docs.find((d) => d.id === r.row.id)!;
  return say(replies.documentExpires, turn.language, {
    title: doc.title,
    when: day(turn, doc.expiryDate),
  });
}

const SERVICE_WORDS =
  /(?<![\p{L}])(?:getting|get|being|be|serviced|service|servicing|maintained|maintenance|done|check|checked|checkup|inspection|inspected|cleaned|due|next|صيانه|صيانة|الصيانه|الصيانة|موعد|يتصين|تتصين)(?![\p{L}])/giu;

/** "when's the pool getting serviced?": the house maintenance item the question names, its day. */
export async function maintenanceDay(
  ports: AssistantPorts,
  phrase: string,
  turn: Turn,
  context: GrammarContext,
): Promise<string | null> {
  const words = phrase.replace(SERVICE_WORDS, ' ').replace(/\s+/g, ' ').trim();
  if (!words) return null;
  const due = await ports.maintenance.due(turn.actor.familyId, context.today, 200);
  const rows = due.map((m) => ({ id: m.id, name: m.itemName }));
  const r = resolve(words, rows, 0.5, context.members);
  if (r.kind !== 'exact' && r.kind !== 'loose') return null;
  const item = due.find((m) => m.id === r.row.id)!;
  return say(replies.maintenanceOn, turn.language, {
    title: item.itemName,
    when: day(turn, item.scheduledDate),
  });
}

/** The one member every task of a "which" is on ("the drop-offs" both Anwar's), or null. */
export async function oneAssignee(
  ports: AssistantPorts,
  rows: { id: string; type: string }[],
  turn: Turn,
): Promise<{ name: string; title: string } | null> {
  if (!rows.every((r) => r.type === 'task')) return null;
  const tasks = await Promise.all(rows.map((r) => ports.tasks.get(turn.actor, r.id)));
  const name = tasks[0]?.assigneeName;
  if (!name || !tasks.every((t) => t.assigneeName === name)) return null;
  // The titles inside the reply's own quotation marks: “a”, “b” / «أ»، «ب».
  const between = turn.language === 'ar' ? '»، «' : '”, “';
  return { name, title: tasks.map((t) => t.title).join(between) };
}
