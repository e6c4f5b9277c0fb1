import type { OutcomeCase } from '@usra/domain/assistant/outcome-set/outcome-set-types';
import { outcomeWorld } from '@usra/domain/assistant/outcome-set/outcome-world';
import {
  local,
  type MemEvent,
  type MemMember,
  type MemTask,
  type MemWorld,
} from './outcome-memory.js';

/**
 * How the outcome harness judges a case (`outcome-harness.ts`): what changed in the world, and
 * whether that (and for questions the reply) is what the case expects.
 */

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

export interface Diff {
  created: MemTask[];
  createdEvents: MemEvent[];
  createdMembers: MemMember[];
  changedTasks: { before: MemTask; after: MemTask }[];
  changedEvents: { before: MemEvent; after: MemEvent }[];
  removed: number;
}

export function diff(before: MemWorld, after: MemWorld): Diff {
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

/** Whether the data (and for questions the reply) is what the case expects. */
export function judge(
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
      if (e.location && !sameText(ev.location ?? '', e.location))
        problems.push(`location «${ev.location}» ≠ «${e.location}»`);
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

export function describe(d: Diff): string {
  return [
    ...d.created.map((t) => `created task «${t.title}»`),
    ...d.createdEvents.map((e) => `created event «${e.title}»`),
    ...d.createdMembers.map((m) => `added member ${m.name}`),
    ...d.changedTasks.map((x) => `changed task «${x.before.title}»`),
    ...d.changedEvents.map((x) => `changed event «${x.before.title}»`),
    ...(d.removed ? [`removed ${d.removed}`] : []),
  ].join(', ');
}
