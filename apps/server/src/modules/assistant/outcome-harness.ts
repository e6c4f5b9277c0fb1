import type { OutcomeCase } from '@usra/domain/assistant/outcome-set/outcome-set-types';
import { outcomeWorld } from '@usra/domain/assistant/outcome-set/outcome-world';
import { zonedTime } from '@usra/domain/common/dates';
import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import type { FamilyMember } from '@usra/domain/family/member-schema';
import type { MaintenanceSchedule } from '@usra/domain/house-maintenance/maintenance-schema';
import type { Task } from '@usra/domain/tasks/task-schema';
import type { Actor } from '../../platform/session-guard.js';
import { AssistantEngine, type EngineAnswer, type Turn } from './assistant-engine.js';
import type { AssistantPorts } from './assistant-ports.js';

/**
 * The outcome harness (issue 28): each case of the outcome-checked set
 * (`@usra/domain/assistant/outcome-set`) runs through the offline engine against a fresh
 * in-memory copy of the set's world, and the DATA afterwards is compared with the case's
 * expectation (the header of `outcome-set-types.ts`), never the wording of the reply alone.
 *
 * - right: the data shows exactly the expected change (or none, for ask / refuse / answer, with
 *   the reply saying so). When the engine asks to confirm a loose match of the expected change,
 *   the harness taps Confirm (what the person would do) and counts the case right when the data
 *   is then right; `confirmed` counts those.
 * - wrong action: something changed that should not have (a change when none was expected, a
 *   different row, or a different kind of change). A refusal or question instead of an
 *   expected change is a miss, not a wrong action.
 * - latency: the engine's own time per command (understanding, resolving, acting on the
 *   in-memory ports), the offline path.
 */

const TZ = outcomeWorld.timeZone;
/** 09:00 in Riyadh on the world's today. */
export const OUTCOME_NOW = new Date(`${outcomeWorld.today}T06:00:00Z`);

interface MemTask {
  id: string;
  title: string;
  assigneeMemberId: string | null;
  dueDate: string | null;
  priority: 'low' | 'medium' | 'high';
  status: 'pending' | 'in_progress' | 'completed';
  vehicle: string | null;
}
interface MemEvent {
  id: string;
  title: string;
  startTime: string;
  endTime: string;
  location: string | null;
  attendees: string[];
}
interface MemMember {
  id: string;
  name: string;
  role: string;
}
interface MemWorld {
  tasks: MemTask[];
  events: MemEvent[];
  members: MemMember[];
}

const instant = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return zonedTime(TZ, y, m, d, h, min).toISOString();
};
const local = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
};

function freshWorld(): MemWorld {
  const members = outcomeWorld.members.map((m, i) => ({ id: `m${i}`, name: m.name, role: m.role }));
  const memberId = (name?: string) => members.find((m) => m.name === name)?.id ?? null;
  return {
    members,
    tasks: outcomeWorld.tasks.map((t, i) => ({
      id: `t${i}`,
      title: t.title,
      assigneeMemberId: memberId(t.assignee),
      dueDate: t.dueDate ? instant(t.dueDate, t.dueTime ?? '09:00') : null,
      priority: t.priority,
      status: 'pending',
      vehicle: t.vehicle ?? null,
    })),
    events: outcomeWorld.events.map((e, i) => ({
      id: `e${i}`,
      title: e.title,
      startTime: instant(e.date, e.start),
      endTime: instant(e.date, e.end),
      location: null,
      attendees: e.attendees,
    })),
  };
}

const notFound = () => Object.assign(new Error('Not found'), { status: 404 });

/** The ports over an in-memory world: what the services would do, without a database. */
function memoryPorts(world: MemWorld): AssistantPorts {
  let ids = 0;
  const asTask = (t: MemTask): Task =>
    ({
      ...t,
      assigneeName: world.members.find((m) => m.id === t.assigneeMemberId)?.name ?? null,
    }) as unknown as Task;
  const asEvent = (e: MemEvent): CalendarEvent => e as unknown as CalendarEvent;
  const task = (id: string) => {
    const t = world.tasks.find((x) => x.id === id);
    if (!t) throw notFound();
    return t;
  };
  const event = (id: string) => {
    const e = world.events.find((x) => x.id === id);
    if (!e) throw notFound();
    return e;
  };
  return {
    tasks: {
      get: async (_a, id) => asTask(task(id)),
      create: async (_a, input) => {
        const t: MemTask = {
          id: `new-t${++ids}`,
          title: input.title,
          assigneeMemberId: input.assigneeMemberId ?? null,
          dueDate: input.dueDate ?? null,
          priority: input.priority,
          status: 'pending',
          vehicle:
            input.sourceType === 'vehicle'
              ? (outcomeWorld.vehicles[Number(input.sourceId?.slice(1))]?.name ?? null)
              : null,
        };
        world.tasks.push(t);
        return asTask(t);
      },
      update: async (_a, id, input) => {
        const t = task(id);
        if (input.assigneeMemberId !== undefined) t.assigneeMemberId = input.assigneeMemberId;
        if (input.dueDate !== undefined) t.dueDate = input.dueDate;
        if (input.title !== undefined) t.title = input.title;
        return asTask(t);
      },
      setStatus: async (_a, id, status) => {
        const t = task(id);
        t.status = status as MemTask['status'];
        return { task: asTask(t), nextOccurrence: null };
      },
      delete: async (_a, id) => {
        task(id);
        world.tasks = world.tasks.filter((t) => t.id !== id);
      },
    },
    taskReads: {
      dueBetween: async (_f, from, to) =>
        world.tasks.filter((t) => t.dueDate && t.dueDate >= from && t.dueDate < to).map(asTask),
      overdue: async (_f, now) =>
        world.tasks
          .filter((t) => t.status !== 'completed' && t.dueDate && t.dueDate < now)
          .map(asTask),
      open: async () => world.tasks.filter((t) => t.status !== 'completed').map(asTask),
    },
    calendar: {
      get: async (_a, id) => asEvent(event(id)),
      create: async (_a, input) => {
        const e: MemEvent = {
          id: `new-e${++ids}`,
          title: input.title,
          startTime: input.startTime,
          endTime: input.endTime,
          location: input.location ?? null,
          attendees: input.attendees,
        };
        world.events.push(e);
        return asEvent(e);
      },
      update: async (_a, id, input) => {
        const e = event(id);
        if (input.startTime) e.startTime = input.startTime;
        if (input.endTime) e.endTime = input.endTime;
        return asEvent(e);
      },
      delete: async (_a, id) => {
        event(id);
        world.events = world.events.filter((e) => e.id !== id);
      },
    },
    calendarReads: {
      list: async (_f, from, to) =>
        world.events.filter((e) => e.startTime < to && e.endTime > from).map(asEvent),
    },
    family: {
      listMembers: async () =>
        world.members.map(
          (m) => ({ ...m, lastLocation: null, lastSeen: null }) as unknown as FamilyMember,
        ),
      addMember: async (_a, input) => {
        const m = { id: `new-m${++ids}`, name: input.name, role: input.role ?? 'other' };
        world.members.push(m);
        return { ...m, lastLocation: null, lastSeen: null } as unknown as FamilyMember;
      },
      removeMember: async (_a, id) => {
        world.members = world.members.filter((m) => m.id !== id);
      },
    },
    vehicles: {
      list: async () => outcomeWorld.vehicles.map((v, i) => ({ id: `v${i}`, name: v.name })),
      reminders: async () => [],
    },
    maintenance: {
      due: async (_f, today) =>
        outcomeWorld.maintenance.map(
          (m, i) =>
            ({
              id: `s${i}`,
              itemId: `i${i}`,
              itemName: m.title,
              scheduledDate: m.nextMaintenanceDate,
              overdue: m.nextMaintenanceDate < today,
            }) as unknown as MaintenanceSchedule,
        ),
    },
    documents: {
      expiring: async (_f, from, to) =>
        outcomeWorld.documents
          .filter((d) => d.expiryDate >= from && d.expiryDate <= to)
          .sort((a, b) => a.expiryDate.localeCompare(b.expiryDate))
          .map((d, i) => ({ id: `d${i}`, title: d.title, expiryDate: d.expiryDate })),
    },
    prayerTimes: { of: async () => null },
  };
}

/** The set's comparison of names and titles (header of `outcome-set-types.ts`). */
export function sameText(a: string, b: string): boolean {
  return norm(a) === norm(b);
}
function norm(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .trim()
    .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, '')
    .replace(/[.,!?،؟:\-]+$/u, '')
    .replace(/\s+/g, ' ')
    .replace(/^(?:a|an|the)\s+/, '')
    .trim();
}
const mentions = (reply: string, name: string) => {
  const alias = outcomeWorld.members.find((m) => m.name === name)?.alias;
  return [name, alias].some((n) => n && norm(reply).includes(norm(n)));
};

interface Diff {
  created: MemTask[];
  createdEvents: MemEvent[];
  createdMembers: MemMember[];
  changedTasks: { before: MemTask; after: MemTask }[];
  changedEvents: { before: MemEvent; after: MemEvent }[];
  removed: number;
}

function diff(before: MemWorld, after: MemWorld): Diff {
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const bt = byId(before.tasks);
  const be = byId(before.events);
  const bm = byId(before.members);
  const at = byId(after.tasks);
  const ae = byId(after.events);
  const am = byId(after.members);
  return {
    created: after.tasks.filter((t) => !bt.has(t.id)),
    createdEvents: after.events.filter((e) => !be.has(e.id)),
    createdMembers: after.members.filter((m) => !bm.has(m.id)),
    changedTasks: before.tasks
      .filter((t) => at.has(t.id) && JSON.stringify(at.get(t.id)) !== JSON.stringify(t))
      .map((t) => ({ before: t, after: at.get(t.id)! })),
    changedEvents: before.events
      .filter((e) => ae.has(e.id) && JSON.stringify(ae.get(e.id)) !== JSON.stringify(e))
      .map((e) => ({ before: e, after: ae.get(e.id)! })),
    removed:
      before.tasks.filter((t) => !at.has(t.id)).length +
      before.events.filter((e) => !ae.has(e.id)).length +
      before.members.filter((m) => !am.has(m.id)).length,
  };
}

const changes = (d: Diff) =>
  d.created.length +
  d.createdEvents.length +
  d.createdMembers.length +
  d.changedTasks.length +
  d.changedEvents.length +
  d.removed;

export interface CaseResult {
  text: string;
  language: 'ar' | 'en';
  expect: string;
  right: boolean;
  wrongAction: boolean;
  /** What changed, without any names or titles (the test half may show this, never its text). */
  changedShape: string;
  confirmed: boolean;
  why: string;
  reply: string;
  /** Wall time, and the process's CPU time (what a busy shared machine distorts least). */
  ms: number;
  cpuMs: number;
}

/** Whether the data (and for questions the reply) is what the case expects. */
function judge(
  c: OutcomeCase,
  d: Diff,
  world: MemWorld,
  reply: string,
): { right: boolean; wrong: boolean; why: string } {
  const e = c.expect;
  const n = changes(d);
  const memberName = (id: string | null) => world.members.find((m) => m.id === id)?.name;
  const taskByTitle = (title: string) => d.changedTasks.find((x) => x.before.title === title);
  const none = (ok: boolean, why: string) =>
    n === 0
      ? { right: ok, wrong: false, why: ok ? '' : why }
      : { right: false, wrong: true, why: `changed data: ${describe(d)}` };
  switch (e.kind) {
    case 'createTask': {
      const t = d.created[0];
      if (n === 0) return { right: false, wrong: false, why: 'nothing created' };
      if (!t || n !== 1)
        return { right: false, wrong: true, why: `expected a task, got ${describe(d)}` };
      const problems: string[] = [];
      if (!sameText(t.title, e.title)) problems.push(`title «${t.title}» ≠ «${e.title}»`);
      if (e.assignee && memberName(t.assigneeMemberId) !== e.assignee)
        problems.push(`assignee ${memberName(t.assigneeMemberId)} ≠ ${e.assignee}`);
      if (!e.assignee && t.assigneeMemberId)
        problems.push(`assignee ${memberName(t.assigneeMemberId)} not asked`);
      const due = t.dueDate ? local(t.dueDate) : null;
      if (e.date && due?.date !== e.date) problems.push(`date ${due?.date} ≠ ${e.date}`);
      if (e.time && due?.time !== e.time) problems.push(`time ${due?.time} ≠ ${e.time}`);
      if (e.priority && t.priority !== e.priority)
        problems.push(`priority ${t.priority} ≠ ${e.priority}`);
      if (e.vehicle && t.vehicle !== e.vehicle)
        problems.push(`vehicle ${t.vehicle} ≠ ${e.vehicle}`);
      return { right: problems.length === 0, wrong: false, why: problems.join('; ') };
    }
    case 'createEvent': {
      const ev = d.createdEvents[0];
      if (n === 0) return { right: false, wrong: false, why: 'nothing created' };
      if (!ev || n !== 1)
        return { right: false, wrong: true, why: `expected an event, got ${describe(d)}` };
      const problems: string[] = [];
      if (!sameText(ev.title, e.title)) problems.push(`title «${ev.title}» ≠ «${e.title}»`);
      const start = local(ev.startTime);
      if (e.date && start.date !== e.date) problems.push(`date ${start.date} ≠ ${e.date}`);
      if (e.time && start.time !== e.time) problems.push(`time ${start.time} ≠ ${e.time}`);
      if (e.endTime && local(ev.endTime).time !== e.endTime)
        problems.push(`end ${local(ev.endTime).time} ≠ ${e.endTime}`);
      if (e.attendees && [...ev.attendees].sort().join() !== [...e.attendees].sort().join())
        problems.push(`attendees ${ev.attendees.join(', ')} ≠ ${e.attendees.join(', ')}`);
      return { right: problems.length === 0, wrong: false, why: problems.join('; ') };
    }
    case 'complete': {
      if (n === 0) return { right: false, wrong: false, why: 'nothing completed' };
      const hit = taskByTitle(e.task);
      const right = n === 1 && hit?.after.status === 'completed';
      return {
        right,
        wrong: !right,
        why: right ? '' : `expected ${e.task} completed, got ${describe(d)}`,
      };
    }
    case 'reassign': {
      if (n === 0) return { right: false, wrong: false, why: 'nothing reassigned' };
      const hit = taskByTitle(e.task);
      const right =
        n === 1 &&
        memberName(hit?.after.assigneeMemberId ?? null) === e.assignee &&
        hit?.after.status === hit?.before.status;
      return {
        right,
        wrong: !right,
        why: right ? '' : `expected ${e.task} → ${e.assignee}, got ${describe(d)}`,
      };
    }
    case 'move': {
      if (n === 0) return { right: false, wrong: false, why: 'nothing moved' };
      if (n !== 1) return { right: false, wrong: true, why: describe(d) };
      if (e.task) {
        const hit = taskByTitle(e.task);
        if (!hit || !hit.after.dueDate) return { right: false, wrong: true, why: describe(d) };
        const now = local(hit.after.dueDate);
        const was = hit.before.dueDate ? local(hit.before.dueDate) : null;
        const right = now.date === e.date && now.time === (e.time ?? was?.time ?? now.time);
        return { right, wrong: false, why: right ? '' : `moved to ${now.date} ${now.time}` };
      }
      const hit = d.changedEvents.find((x) => x.before.title === e.event);
      if (!hit) return { right: false, wrong: true, why: describe(d) };
      const now = local(hit.after.startTime);
      const was = local(hit.before.startTime);
      const right = now.date === e.date && now.time === (e.time ?? was.time);
      return { right, wrong: false, why: right ? '' : `moved to ${now.date} ${now.time}` };
    }
    case 'addMember': {
      const m = d.createdMembers[0];
      if (n === 0) return { right: false, wrong: false, why: 'nobody added' };
      if (!m || n !== 1) return { right: false, wrong: true, why: describe(d) };
      const right = sameText(m.name, e.name) && (!e.role || m.role === e.role);
      return { right, wrong: false, why: right ? '' : `added ${m.name} (${m.role})` };
    }
    case 'ask': {
      const asked = /[?؟]/.test(reply) || /couldn't find|لم أجد/.test(reply);
      if (e.reason === 'which') {
        const all = (e.candidates ?? []).every((name) => mentions(reply, name));
        return none(asked && all, 'did not ask which, naming every candidate');
      }
      if (e.reason === 'notFound')
        return none(
          /couldn't find|لم أجد|can't|لا أستطيع/.test(reply),
          'did not say it was not found',
        );
      return none(asked, 'did not ask back');
    }
    case 'refuse':
      return none(/can't|لا أستطيع/.test(reply), 'did not say it cannot');
    case 'answer': {
      const missing = e.mentions.filter((name) => !mentions(reply, name));
      const extra = (e.not ?? []).filter((name) => mentions(reply, name));
      return none(
        !missing.length && !extra.length,
        `${missing.length ? `missing ${missing.join(', ')}` : ''}${extra.length ? ` named ${extra.join(', ')}` : ''}`,
      );
    }
  }
}

function describe(d: Diff): string {
  return [
    ...d.created.map((t) => `created task «${t.title}»`),
    ...d.createdEvents.map((e) => `created event «${e.title}»`),
    ...d.createdMembers.map((m) => `added member ${m.name}`),
    ...d.changedTasks.map((x) => `changed task «${x.before.title}»`),
    ...d.changedEvents.map((x) => `changed event «${x.before.title}»`),
    ...(d.removed ? [`removed ${d.removed}`] : []),
  ].join(', ');
}

const clone = (w: MemWorld): MemWorld => JSON.parse(JSON.stringify(w)) as MemWorld;
const actor = { id: 'u1', familyId: 'f1' } as Actor;

/** Runs one case against a fresh world. */
export async function runCase(c: OutcomeCase): Promise<CaseResult> {
  const world = freshWorld();
  const before = clone(world);
  const engine = new AssistantEngine(memoryPorts(world));
  const turn: Turn = { actor, language: c.language, timeZone: TZ, now: OUTCOME_NOW };
  const started = performance.now();
  const cpu = process.cpuUsage();
  let answer: EngineAnswer = await engine.answer(c.text, turn);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  // The chips are part of the reply the person sees.
  const chips = (a: EngineAnswer) => (a.question ? a.question.choices.map((x) => x.label) : []);
  let reply = [answer.response, ...chips(answer)].join('\n');
  let confirmed = false;
  const changeExpected = !['ask', 'refuse', 'answer'].includes(c.expect.kind);
  // The person reads "Complete 'X'?" and taps Confirm when X is what they meant (else Cancel,
  // and nothing changes); a "which one" is not picked for them.
  const meant =
    'task' in c.expect ? c.expect.task : 'event' in c.expect ? c.expect.event : undefined;
  const asked = answer.question?.understanding.target?.candidates[0]?.name;
  const intentOf = {
    complete: 'completeTask',
    reassign: 'reassignTask',
    move: 'moveEvent',
  } as Record<string, string>;
  if (
    changeExpected &&
    answer.question?.understanding.intent === intentOf[c.expect.kind] &&
    answer.question?.choices.some((x) => x.kind === 'confirm') &&
    asked !== undefined &&
    asked === meant
  ) {
    const context = await engine.context(turn);
    answer = await engine.act([answer.question.understanding], turn, context, true);
    reply = `${reply}\n${answer.response}`;
    confirmed = true;
  }
  const changed = diff(before, world);
  const verdict = judge(c, changed, world, reply);
  return {
    text: c.text,
    language: c.language,
    expect: c.expect.kind,
    right: verdict.right,
    wrongAction: verdict.wrong,
    changedShape: describe(changed)
      .replace(/«[^»]*»/g, '«…»')
      .replace(/added member [^,]*/g, 'added member …'),
    confirmed,
    why: verdict.why,
    reply,
    ms,
    cpuMs,
  };
}

export interface OutcomeMeasure {
  count: number;
  right: number;
  /** Right without a confirmation tap. */
  rightAtOnce: number;
  wrongActions: number;
  p99Ms: number;
  p99CpuMs: number;
  results: CaseResult[];
}

export async function measureOutcomes(cases: OutcomeCase[]): Promise<OutcomeMeasure> {
  // An untimed pass first: a running server has its templates compiled and its code warm.
  for (const c of cases) await runCase(c);
  const results: CaseResult[] = [];
  for (const c of cases) results.push(await runCase(c));
  const p99 = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
  };
  return {
    count: results.length,
    right: results.filter((r) => r.right).length,
    rightAtOnce: results.filter((r) => r.right && !r.confirmed).length,
    wrongActions: results.filter((r) => r.wrongAction).length,
    p99Ms: p99(results.map((r) => r.ms)),
    p99CpuMs: p99(results.map((r) => r.cpuMs)),
    results,
  };
}
