import type { GrammarContext, Understanding } from '@usra/domain/assistant/grammar';
import type { FreeQuestion } from '@usra/domain/assistant/questions';
import { addDays, localDate } from '@usra/domain/common/dates';
import { asTargets, resolve } from '@usra/domain/assistant/grammar';
import { scoreRows } from '@usra/domain/assistant/resolve';
import { membersIn, vehicleIn } from '@usra/domain/assistant/refine';
import type { AssistantPorts } from './assistant-ports.js';
import { replies, say } from './assistant-text.js';
import { areaAnswer } from './area-questions.js';
import { day, instant, list, taskLine, when } from './engine-format.js';
import type { Turn } from './engine-types.js';
import { afterClock, atClock, atPart, listKindAnswer } from './engine-lists.js';
import { documentExpiry, EXPIRY_ASKED, maintenanceDay, oneAssignee } from './engine-lookups.js';

/** The engine's answers to questions (what is due, who, when, where): nothing changes. */

const LIST_LIMIT = 10;

/** The ids of the rows a question's words name («مع عمي سعد»: the visit), by the resolver. */
function namedBy(
  words: string,
  rows: { id: string; title: string }[],
  context: GrammarContext,
): Set<string> {
  const scored = scoreRows(
    words,
    rows.map((r) => ({ id: r.id, name: r.title })),
    context.members,
  );
  return new Set(scored.filter((x) => x.identified && x.phrase >= 0.5).map((x) => x.row.id));
}

const LEVEL = {
  high: replies.priorityHigh,
  medium: replies.priorityMedium,
  low: replies.priorityLow,
} as const;

/** Answers the questions of `freeQuestion`: nothing changes. */
export async function freeAnswer(
  ports: AssistantPorts,
  q: FreeQuestion,
  turn: Turn,
  context: GrammarContext,
): Promise<string> {
  const lang = turn.language;
  const familyId = turn.actor.familyId;
  const dayName = (date: string) =>
    date === context.today ? say(replies.today, lang) : day(turn, date);
  switch (q.kind) {
    case 'day': {
      const from = instant(turn, q.date, '00:00');
      const to = instant(turn, addDays(q.to ?? q.date, 1), '00:00');
      const tasks = q.tasks
        ? (await ports.taskReads.dueBetween(familyId, from, to, 50)).filter(
            (t) =>
              t.status !== 'completed' &&
              atPart(turn, t.dueDate, q.part) &&
              atClock(turn, t.dueDate, q.at) &&
              afterClock(turn, t.dueDate, q.after),
          )
        : [];
      const events = (q.events ? await ports.calendarReads.list(familyId, from, to, 50) : [])
        .filter((e) => atPart(turn, e.startTime, q.part))
        .filter((e) => afterClock(turn, e.startTime, q.after))
        .filter((e) => atClock(turn, e.startTime, q.at, e.endTime))
        .sort((a, b) => a.startTime.localeCompare(b.startTime));
      // «… مع عمي سعد»: only the rows the words name; "the earliest thing": only the first.
      const named = q.about ? namedBy(q.about, [...events, ...tasks], context) : null;
      const rows = [
        ...events.map((e) => ({
          id: e.id,
          at: e.startTime,
          line: `${e.title} — ${when(turn, e.startTime)}`,
        })),
        ...tasks.map((t) => ({ id: t.id, at: t.dueDate ?? '', line: taskLine(turn, t) })),
      ].filter((r) => !named || named.has(r.id));
      const byTime = [...rows].sort((a, b) => a.at.localeCompare(b.at));
      const lines = (q.order ? [q.order === 'first' ? byTime[0] : byTime.at(-1)] : rows)
        .filter((r) => r !== undefined)
        .map((r) => r.line);
      if (q.to) {
        const span = { from: dayName(q.date), to: day(turn, q.to) };
        if (!lines.length) return say(replies.nothingInDays, lang, span);
        return `${say(replies.daysPlan, lang, { ...span, count: lines.length })}\n${list(lines.slice(0, 3 * LIST_LIMIT))}`;
      }
      if (!lines.length) return say(replies.nothingOnDay, lang, { day: dayName(q.date) });
      return `${say(replies.dayPlan, lang, { day: dayName(q.date), count: lines.length })}\n${list(lines.slice(0, 2 * LIST_LIMIT))}`;
    }
    case 'who':
    case 'when': {
      const r = q.target;
      // "is the Camry insurance expiring soon?": a document, before a task of the same words.
      const expiring = q.kind === 'when' && EXPIRY_ASKED.test(q.phrase);
      const document = expiring ? await documentExpiry(ports, q.phrase, turn, context) : null;
      if (document) return document;
      if (r.kind === 'notFound') {
        // "when does Grace's iqama run out?": a document's expiry, found by the same resolver.
        const expiry =
          q.kind === 'when'
            ? ((await documentExpiry(ports, q.phrase, turn, context)) ??
              (await maintenanceDay(ports, q.phrase, turn, context)))
            : null;
        return expiry ?? say(replies.notFoundNamed.event, lang, { phrase: q.phrase });
      }
      if (r.kind === 'which') {
        // "who's doing the drop-offs?" when both are Anwar's: the one person, not a which.
        const one = q.kind === 'who' ? await oneAssignee(ports, r.rows, turn) : null;
        if (one) return say(replies.whoDoes, lang, { ...one, when: '' });
        return say(replies.whichOf, lang, { names: r.rows.map((x) => `«${x.name}»`).join('، ') });
      }
      const row = r.row;
      if (row.type === 'task') {
        const task = await ports.tasks.get(turn.actor, row.id);
        const due = task.dueDate
          ? say(replies.duePart, lang, { when: when(turn, task.dueDate) })
          : '';
        if (q.kind === 'when') {
          return task.dueDate
            ? say(replies.whenIs, lang, {
                title: task.title,
                when: when(turn, task.dueDate),
              })
            : say(replies.whenNoDate, lang, { title: task.title });
        }
        return task.assigneeName
          ? say(replies.whoDoes, lang, { name: task.assigneeName, title: task.title, when: due })
          : say(replies.whoNobody, lang, { title: task.title });
      }
      const event = await ports.calendar.get(turn.actor, row.id);
      if (q.kind === 'when') {
        return say(replies.whenIs, lang, {
          title: event.title,
          when: when(turn, event.startTime),
        });
      }
      const names = (event as { attendees?: string[] }).attendees ?? [];
      return say(replies.whoEvent, lang, {
        title: event.title,
        when: say(replies.duePart, lang, { when: when(turn, event.startTime) }),
        names: names.length ? names.join('، ') : '—',
      });
    }
    case 'member': {
      let tasks = q.eventsOnly
        ? []
        : (await ports.taskReads.open(familyId, 300)).filter(
            (t) => t.assigneeMemberId === q.member.id && (!q.undated || !t.dueDate),
          );
      const first = q.date;
      const last = q.to ?? q.date;
      if (first && last) {
        tasks = tasks.filter((t) => {
          const due = t.dueDate ? localDate(new Date(t.dueDate), turn.timeZone) : null;
          return due !== null && due >= first && due <= last && atPart(turn, t.dueDate, q.part);
        });
      }
      // On a day (or days), their events too: those they attend, or whose title names them;
      // "what appointments has Huda got?": those of the month to come.
      const from = first ?? context.today;
      const until = q.undated ? null : (last ?? (q.eventsOnly ? addDays(context.today, 30) : null));
      const events = until
        ? (
            await ports.calendarReads.list(
              familyId,
              instant(turn, from, '00:00'),
              instant(turn, addDays(until, 1), '00:00'),
              50,
            )
          ).filter(
            (e) =>
              atPart(turn, e.startTime, q.part) &&
              (e.attendees.includes(q.member.name) ||
                membersIn(e.title, context.members).some((m) => m.id === q.member.id)),
          )
        : [];
      const lines = [
        ...events.map((e) => `${e.title} — ${when(turn, e.startTime)}`),
        ...tasks.map((t) =>
          [t.title, t.dueDate ? when(turn, t.dueDate) : null].filter(Boolean).join(' — '),
        ),
      ];
      if (!lines.length) return say(replies.memberNothing, lang, { name: q.member.name });
      return `${say(replies.memberTasks, lang, { name: q.member.name, count: lines.length })}\n${list(
        lines.slice(0, LIST_LIMIT),
      )}`;
    }
    case 'next': {
      const events = (
        await ports.calendarReads.list(
          familyId,
          turn.now.toISOString(),
          instant(turn, addDays(context.today, 366), '00:00'),
          300,
        )
      ).sort((a, b) => a.startTime.localeCompare(b.startTime));
      // Of the kind asked ("the next appointment"): the rows the resolver finds for it.
      const r = resolve(q.phrase, asTargets(context.events, 'event'), undefined, context.members);
      const fits = r.kind === 'which' ? r.rows : r.kind === 'notFound' ? [] : [r.row];
      const ids = new Set(fits.map((x) => x.id));
      const next = events.find((e) => ids.has(e.id)) ?? (fits.length ? undefined : events[0]);
      if (!next) return say(replies.nothingOnDay, lang, { day: dayName(context.today) });
      return say(replies.whenIs, lang, { title: next.title, when: when(turn, next.startTime) });
    }
    case 'vehicle':
    case 'unassigned':
    case 'priority': {
      const open = await ports.taskReads.open(familyId, 300);
      const vehicles = context.vehicles ?? [];
      const cars = q.kind === 'vehicle' ? [q.vehicle, ...(q.also ?? [])] : [];
      const tasks = open.filter((t) =>
        q.kind === 'vehicle'
          ? cars.some((v) => v.id === vehicleIn(t.title, vehicles)?.id) &&
            (!q.to || (!!t.dueDate && localDate(new Date(t.dueDate), turn.timeZone) <= q.to))
          : q.kind === 'unassigned'
            ? !t.assigneeMemberId && !t.assigneeName
            : t.priority === q.priority &&
              (!q.member || t.assigneeMemberId === q.member.id) &&
              (!q.date ||
                (!!t.dueDate && localDate(new Date(t.dueDate), turn.timeZone) === q.date)),
      );
      const lines = tasks.slice(0, 2 * LIST_LIMIT).map((t) => taskLine(turn, t));
      if (q.kind === 'vehicle') {
        const name = cars.map((v) => v.name).join(lang === 'ar' ? ' و' : ' & ');
        return tasks.length
          ? `${say(replies.memberTasks, lang, { name, count: tasks.length })}\n${list(lines)}`
          : say(replies.memberNothing, lang, { name });
      }
      if (q.kind === 'unassigned')
        return tasks.length
          ? `${say(replies.unassigned, lang, { count: tasks.length })}\n${list(lines)}`
          : say(replies.noUnassigned, lang);
      const level = say(LEVEL[q.priority], lang);
      return tasks.length
        ? `${say(replies.priorityTasks, lang, { level, count: tasks.length })}\n${list(lines)}`
        : say(replies.noPriorityTasks, lang, { level: level.toLowerCase() });
    }
    case 'documents':
      return areaAnswer(
        ports,
        'documentsExpiring',
        lang,
        familyId,
        context,
        { day: (date) => day(turn, date), when: (at) => when(turn, at) },
        q.range,
        q.about,
      );
    case 'undated':
    case 'daily':
    case 'weekly':
    case 'children':
    case 'vehicleDocuments':
      return listKindAnswer(ports, q, turn, context);
    case 'maintenance': {
      const last = addDays(context.today, q.days - 1);
      const due = (await ports.maintenance.due(familyId, context.today, 50)).filter(
        (m) => m.scheduledDate <= last && (!q.from || m.scheduledDate >= q.from),
      );
      if (!due.length) return say(replies.maintenanceNone, lang);
      return `${say(replies.maintenanceSoon, lang, { count: due.length })}\n${list(
        due.slice(0, LIST_LIMIT).map((m) => `${m.itemName} — ${day(turn, m.scheduledDate)}`),
      )}`;
    }
  }
}

export async function listAnswer(
  ports: AssistantPorts,
  u: Understanding,
  turn: Turn,
  context: GrammarContext,
): Promise<string> {
  const lang = turn.language;
  const familyId = turn.actor.familyId;
  switch (u.intent) {
    case 'tasksToday': {
      const date = u.slots.date ?? context.today;
      const from = instant(turn, date, '00:00');
      const to = instant(turn, addDays(date, 1), '00:00');
      const tasks = (await ports.taskReads.dueBetween(familyId, from, to, 50)).filter(
        (t) => t.status !== 'completed',
      );
      const named = date === context.today ? say(replies.today, lang) : day(turn, date);
      if (!tasks.length) return say(replies.nothingToday, lang, { day: named });
      return `${say(replies.dueOn, lang, { day: named, count: tasks.length })}\n${list(tasks.slice(0, LIST_LIMIT).map((t) => taskLine(turn, t)))}`;
    }
    case 'tasksOverdue': {
      const tasks = await ports.taskReads.overdue(familyId, turn.now.toISOString(), 50);
      if (!tasks.length) return say(replies.nothingOverdue, lang);
      return `${say(replies.overdue, lang, { count: tasks.length })}\n${list(tasks.slice(0, LIST_LIMIT).map((t) => taskLine(turn, t)))}`;
    }
    case 'tasksWeek': {
      const to = u.slots.range?.to ?? addDays(context.today, 6);
      const tasks = (
        await ports.taskReads.dueBetween(
          familyId,
          instant(turn, context.today, '00:00'),
          instant(turn, addDays(to, 1), '00:00'),
          50,
        )
      ).filter((t) => t.status !== 'completed');
      if (!tasks.length) return say(replies.nothingWeek, lang);
      return `${say(replies.week, lang, { count: tasks.length })}\n${list(tasks.slice(0, LIST_LIMIT).map((t) => taskLine(turn, t)))}`;
    }
    case 'whereIs': {
      const members = (await ports.family.listMembers(turn.actor)).filter(
        (m) => !u.slots.memberId || m.id === u.slots.memberId,
      );
      if (!members.length) return say(replies.noMembers, lang);
      return list(
        members.map((m) =>
          m.lastLocation
            ? say(replies.whereOne, lang, {
                name: m.name,
                place: m.lastLocation,
                when: m.lastSeen ? when(turn, m.lastSeen) : '—',
              })
            : say(replies.whereUnknown, lang, { name: m.name }),
        ),
      );
    }
    case 'documentsExpiring':
    case 'vehicleService':
    case 'maintenanceOverdue':
      return areaAnswer(
        ports,
        u.intent,
        turn.language,
        turn.actor.familyId,
        context,
        { day: (date) => day(turn, date), when: (instant) => when(turn, instant) },
        u.slots.range,
      );
    case 'createTask':
    case 'completeTask':
    case 'reassignTask':
    case 'createEvent':
    case 'moveEvent':
    case 'deleteItem':
    case 'addMember':
    case 'greeting':
    case 'help':
    case 'unknown':
      return say(replies.unknown, lang);
  }
}
