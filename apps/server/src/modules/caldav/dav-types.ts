import type {
  CalendarEvent,
  CreateEventData,
  UpdateEventData,
} from '@usra/domain/calendar/event-schema';
import type {
  CreateTaskData,
  Task,
  TaskStatus,
  UpdateTaskData,
} from '@usra/domain/tasks/task-schema';
import type { Actor } from '../../platform/session-guard.js';
import type { CalendarReads } from '../calendar/calendar.module.js';
import type { TaskReads } from '../tasks/tasks.module.js';

/** The CalDAV module's own types: who acts, what it uses of other modules, what it serves. */

/** Who a CalDAV request acts as: the app password's owner, in their language and zone. */
export interface DavActor extends Actor {
  email: string;
  language: 'ar' | 'en';
  timeZone: string;
  /** False for a read-only app password. */
  canWrite: boolean;
}

/** What CalDAV uses of the calendar and tasks modules: their services and read models. */
export interface DavPorts {
  calendar: {
    actions: {
      get(actor: Actor, id: string): Promise<CalendarEvent>;
      create(actor: Actor, input: CreateEventData): Promise<CalendarEvent>;
      update(actor: Actor, id: string, input: UpdateEventData): Promise<CalendarEvent>;
      delete(actor: Actor, id: string): Promise<void>;
    };
    reads: Pick<CalendarReads, 'list'>;
  };
  tasks: {
    actions: {
      get(actor: Actor, id: string): Promise<Task>;
      create(actor: Actor, input: CreateTaskData): Promise<Task>;
      update(actor: Actor, id: string, input: UpdateTaskData): Promise<Task>;
      setStatus(actor: Actor, id: string, status: TaskStatus): Promise<unknown>;
      delete(actor: Actor, id: string): Promise<void>;
    };
    reads: Pick<TaskReads, 'all'>;
  };
  /** The calendar subscriptions, served read-only. */
  subscriptions: DavSubscriptionReads;
}

/** One calendar object resource as served. */
export interface DavObject {
  name: string;
  uid: string;
  itemId: string;
  etag: string;
  ics: string;
  /** For calendar-query's time ranges: [start, end] of an event, the due time of a task. */
  start: string | null;
  end: string | null;
}

export interface Preconditions {
  ifMatch?: string;
  ifNoneMatch?: string;
}

/** A subscribed calendar as the calendar-subscriptions module describes it. */
export interface DavSubscription {
  id: string;
  name: string;
  colour: string;
}

/** One stored occurrence of a subscribed calendar's event. */
export interface DavOccurrence {
  uid: string;
  title: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  location: string | null;
}

/** What CalDAV reads of the calendar subscriptions (app.ts gives the module's reads). */
export interface DavSubscriptionReads {
  calendars(familyId: string): Promise<DavSubscription[]>;
  occurrencesOf(familyId: string, subscriptionId: string): Promise<DavOccurrence[]>;
}
