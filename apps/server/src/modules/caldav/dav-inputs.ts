import {
  CreateEventInputSchema,
  UpdateEventInputSchema,
  type CreateEventData,
  type UpdateEventData,
} from '@usra/domain/calendar/event-schema';
import {
  CreateTaskInputSchema,
  UpdateTaskInputSchema,
  type CreateTaskData,
  type Task,
  type UpdateTaskData,
} from '@usra/domain/tasks/task-schema';
import { zodIssuesError } from '../../platform/errors.js';
import type { DavActor } from './dav-types.js';
import type { EventObject, TodoObject } from './dav-ical.js';

/**
 * A client's event or task as the screens' inputs, checked by the same domain schemas the
 * routes use (400 with the field's message when one fails): nothing is written before.
 */

export function validEventCreate(parsed: EventObject): CreateEventData {
  const result = CreateEventInputSchema.safeParse({
    title: parsed.title,
    description: parsed.description,
    location: parsed.location,
    startTime: parsed.startTime,
    endTime: parsed.endTime,
    ...(parsed.eventType ? { eventType: parsed.eventType } : {}),
  });
  if (!result.success) throw zodIssuesError(result.error.issues);
  return result.data;
}

export function validEventUpdate(parsed: EventObject): UpdateEventData {
  const result = UpdateEventInputSchema.safeParse({
    title: parsed.title,
    description: parsed.description,
    location: parsed.location,
    startTime: parsed.startTime,
    endTime: parsed.endTime,
    ...(parsed.eventType ? { eventType: parsed.eventType } : {}),
  });
  if (!result.success) throw zodIssuesError(result.error.issues);
  return result.data;
}

export function validTaskCreate(actor: DavActor, parsed: TodoObject): CreateTaskData {
  const result = CreateTaskInputSchema.safeParse({
    title: parsed.title,
    description: parsed.description,
    // The app asks where a task is done; a phone's reminder rarely says: home, as the assistant.
    location: parsed.location ?? (actor.language === 'ar' ? 'البيت' : 'Home'),
    dueDate: parsed.dueDate,
    ...(parsed.priority ? { priority: parsed.priority } : {}),
    ...(parsed.category ? { category: parsed.category } : {}),
    isRecurring: parsed.recurrence !== null,
    recurrencePattern: parsed.recurrence ? { type: parsed.recurrence } : null,
  });
  if (!result.success) throw zodIssuesError(result.error.issues);
  return result.data;
}

export function validTaskUpdate(parsed: TodoObject, current: Task): UpdateTaskData {
  const result = UpdateTaskInputSchema.safeParse({
    title: parsed.title,
    description: parsed.description,
    location: parsed.location,
    dueDate: parsed.dueDate,
    ...(parsed.priority ? { priority: parsed.priority } : {}),
    ...(parsed.category ? { category: parsed.category } : {}),
    isRecurring: parsed.recurrence !== null,
    recurrencePattern: parsed.recurrence ? { type: parsed.recurrence } : null,
    // A completed occurrence is written without its rule; it stays part of its series.
    ...(parsed.recurrence === null && parsed.status === 'completed' && current.isRecurring
      ? { isRecurring: true, recurrencePattern: current.recurrencePattern }
      : {}),
  });
  if (!result.success) throw zodIssuesError(result.error.issues);
  return result.data;
}
