import type {
  CalendarEvent,
  CreateEventData,
  UpdateEventData,
} from '@usra/domain/calendar/event-schema';
import type { FamilyMember } from '@usra/domain/family/member-schema';
import type { CreateMemberInputSchema } from '@usra/domain/family/member-schema';
import type { MaintenanceSchedule } from '@usra/domain/house-maintenance/maintenance-schema';
import type {
  CreateTaskData,
  Task,
  TaskStatus,
  UpdateTaskData,
} from '@usra/domain/tasks/task-schema';
import type { PrayerTimesOfDay } from '@usra/domain/assistant/when';
import type { z } from 'zod';
import type { Actor } from '../../platform/session-guard.js';

/**
 * What the assistant may do and read, handed over by app.ts: the same services the screens use
 * (validation, audit, live events, family scoping) and the other areas' read models.
 */
export interface AssistantPorts {
  tasks: {
    get(actor: Actor, id: string): Promise<Task>;
    create(actor: Actor, input: CreateTaskData): Promise<Task>;
    update(actor: Actor, id: string, input: UpdateTaskData): Promise<Task>;
    setStatus(
      actor: Actor,
      id: string,
      status: TaskStatus,
    ): Promise<{ task: Task; nextOccurrence: Task | null }>;
    delete(actor: Actor, id: string): Promise<void>;
  };
  taskReads: {
    dueBetween(familyId: string, from: string, to: string, limit: number): Promise<Task[]>;
    overdue(familyId: string, now: string, limit: number): Promise<Task[]>;
    /** Tasks not completed, newest first (to find the one a sentence names). */
    open(familyId: string, limit: number): Promise<Task[]>;
  };
  calendar: {
    get(actor: Actor, id: string): Promise<CalendarEvent>;
    create(actor: Actor, input: CreateEventData): Promise<CalendarEvent>;
    update(actor: Actor, id: string, input: UpdateEventData): Promise<CalendarEvent>;
    delete(actor: Actor, id: string): Promise<void>;
  };
  calendarReads: {
    list(familyId: string, from: string, to: string, limit: number): Promise<CalendarEvent[]>;
  };
  family: {
    listMembers(actor: Actor): Promise<FamilyMember[]>;
    addMember(actor: Actor, input: z.output<typeof CreateMemberInputSchema>): Promise<FamilyMember>;
    removeMember(actor: Actor, id: string): Promise<void>;
  };
  vehicles: {
    list(familyId: string): Promise<{ id: string; name: string }[]>;
    reminders(
      familyId: string,
      today: string,
    ): Promise<
      {
        title: string;
        vehicleName: string;
        status: { urgency: string; nextDueDate: string | null; nextDueOdometer: number | null };
      }[]
    >;
  };
  maintenance: {
    due(familyId: string, today: string, limit: number): Promise<MaintenanceSchedule[]>;
  };
  /** The documents area's expiring documents. */
  documents: DocumentExpiryReads;
  /** The person's prayer times when they turned prayer-relative times on (settings), else null. */
  prayerTimes: {
    of(userId: string, timeZone: string): Promise<PrayerTimesOfDay | null>;
  };
}

export interface DocumentExpiryReads {
  /** Documents expiring in [from, to] (YYYY-MM-DD), soonest first. */
  expiring(
    familyId: string,
    from: string,
    to: string,
    limit: number,
  ): Promise<{ id: string; title: string; expiryDate: string }[]>;
}
