import type { GrammarContext } from '@usra/domain/assistant/grammar';
import { vehicleIn } from '@usra/domain/assistant/refine';
import type { AssistantPorts } from './assistant-ports.js';
import { replies, say, type Language } from './assistant-text.js';
import { list } from './engine-format.js';

/** How an answer writes a day and an instant in the reader's language. */
export interface AreaFormat {
  day(date: string): string;
  when(instant: string): string;
}

const LIST_LIMIT = 10;

/**
 * Questions about the other areas of the house (issue 28): documents expiring this month, what
 * is due for the vehicles (their reminders, and the open tasks that name a family vehicle: "Oil
 * change for the Patrol", «غسيل الكامري»), and overdue house maintenance. Nothing changes.
 */
export async function areaAnswer(
  ports: AssistantPorts,
  intent: 'documentsExpiring' | 'vehicleService' | 'maintenanceOverdue',
  lang: Language,
  familyId: string,
  context: GrammarContext,
  format: AreaFormat,
  /** The days asked about ("before the end of the year", "next month"); else this month. */
  range?: { from: string; to: string },
  /** "whose passport …": only the documents whose titles say so. */
  about?: RegExp,
): Promise<string> {
  const until = range?.to;
  switch (intent) {
    case 'documentsExpiring': {
      const [y, m] = context.today.split('-').map(Number) as [number, number];
      const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
      // "in the next 10 days", "this year": the days said (else the rest of this month).
      const last = until ?? monthEnd;
      const first = range && range.from > context.today ? range.from : context.today;
      const docs = (await ports.documents.expiring(familyId, first, last, 50)).filter(
        (d) => !about || about.test(d.title),
      );
      const upTo = last === monthEnd ? null : { until: format.day(last) };
      if (!docs.length)
        return upTo
          ? say(replies.noDocumentsUntil, lang, upTo)
          : say(replies.noDocumentsExpiring, lang);
      const head = upTo
        ? say(replies.documentsUntil, lang, { ...upTo, count: docs.length })
        : say(replies.documents, lang, { count: docs.length });
      return `${head}\n${list(docs.map((d) => `${d.title} — ${format.day(d.expiryDate)}`))}`;
    }
    case 'vehicleService': {
      const due = (await ports.vehicles.reminders(familyId, context.today)).filter(
        (r) => r.status.urgency !== 'upcoming',
      );
      const vehicles = context.vehicles ?? [];
      const tasks = vehicles.length
        ? (await ports.taskReads.open(familyId, 300)).filter((t) => vehicleIn(t.title, vehicles))
        : [];
      if (!due.length && !tasks.length) return say(replies.noVehicleDue, lang);
      const parts: string[] = [];
      if (due.length) {
        parts.push(
          `${say(replies.vehicles, lang, { count: due.length })}\n${list(
            due
              .slice(0, LIST_LIMIT)
              .map((r) =>
                [
                  `${r.vehicleName}: ${r.title}`,
                  say(r.status.urgency === 'overdue' ? replies.overdueWord : replies.dueWord, lang),
                  r.status.nextDueDate ? format.day(r.status.nextDueDate) : null,
                ]
                  .filter(Boolean)
                  .join(' — '),
              ),
          )}`,
        );
      }
      if (tasks.length) {
        parts.push(
          `${say(replies.vehicleTasks, lang, { count: tasks.length })}\n${list(
            tasks
              .slice(0, LIST_LIMIT)
              .map((t) =>
                [t.title, t.dueDate ? format.when(t.dueDate) : null].filter(Boolean).join(' — '),
              ),
          )}`,
        );
      }
      return parts.join('\n');
    }
    case 'maintenanceOverdue': {
      const overdue = (await ports.maintenance.due(familyId, context.today, 50)).filter(
        (m) => m.overdue,
      );
      if (!overdue.length) return say(replies.noMaintenance, lang);
      return `${say(replies.maintenance, lang, { count: overdue.length })}\n${list(
        overdue.slice(0, LIST_LIMIT).map((m) => `${m.itemName} — ${format.day(m.scheduledDate)}`),
      )}`;
    }
  }
}
