import { outcomeWorld } from '@usra/domain/assistant/outcome-set/outcome-world';
import { zonedTime } from '@usra/domain/common/dates';
import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import type { FamilyMember } from '@usra/domain/family/member-schema';
import type { MaintenanceSchedule } from '@usra/domain/house-maintenance/maintenance-schema';
import type { Task } from '@usra/domain/tasks/task-schema';
import type { AssistantPorts } from './assistant-ports.js';

/**
 * The outcome set's world in memory (`outcome-harness.ts`): a fresh copy of its family per case
 * and the assistant's ports over it, doing what the services would do, without a database.
 */

export const TZ = outcomeWorld.timeZone;
/** 09:00 in Riyadh on the world's today. */
export const OUTCOME_NOW = new Date(`${outcomeWorld.today}T06:00:00Z`);

export interface MemTask {
  id: string;
  title: string;
  assigneeMemberId: string | null;
  dueDate: string | null;
  priority: 'low' | 'medium' | 'high';
  status: 'pending' | 'in_progress' | 'completed';
  vehicle: string | null;
  /** The world's recurrence ("daily", "weekly"), as the task service stores it. */
  recurrencePattern?: { type: string } | null;
}
export interface MemEvent {
  id: string;
  title: string;
  startTime: string;
  endTime: string;
  location: string | null;
  attendees: string[];
}
export interface MemMember {
  id: string;
  name: string;
  role: string;
}
export interface MemWorld {
  tasks: MemTask[];
  events: MemEvent[];
  members: MemMember[];
}

const instant = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return zonedTime(TZ, y, m, d, h, min).toISOString();
};
export const local = (iso: string) => {
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

export function freshWorld(): MemWorld {
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
      recurrencePattern: t.recurrence ? { type: t.recurrence } : null,
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
export function memoryPorts(world: MemWorld): AssistantPorts {
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
