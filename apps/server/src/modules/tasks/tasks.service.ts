import type { LiveTopic } from '@usra/domain/common/live-topics';
import { dayRange, isTimeZone, localDate } from '@usra/domain/common/dates';
import type {
  TaskAnalytics,
  TaskLinks,
  TaskListFilters,
  TaskSummary,
} from '@usra/domain/tasks/task-query';
import { applyStatus, completionRate, dueFilterRange } from '@usra/domain/tasks/task-rules';
import type {
  CreateTaskData,
  Task,
  TaskSourceType,
  TaskStatus,
  UpdateTaskData,
} from '@usra/domain/tasks/task-schema';
import { toIsoOrNull } from '../../db/dialect.js';
import { normalizeRecurrence } from '@usra/domain/tasks/task-schema';
import type { AuditLog } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import type { ChangeEvent, EventBus } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import { toTask, type TaskWrite } from './task-row.js';
import { anchorDay, nextOccurrence } from './task-recurrence.js';
import type { TaskStatsRepository } from './task-stats.repository.js';
import type { TaskQuery, TasksRepository } from './tasks.repository.js';
import type { Actor } from '../../platform/session-guard.js';

/** Live-update topic: the web client's task queries start with it. */
export const TASKS_TOPIC: LiveTopic = 'tasks';

const PAGE_HEAD = Buffer.from('{"tasks":');

const taskNotFound = () => new AppError(404, 'NOT_FOUND', 'Task not found');

/**
 * What tasks read of the family (the family module's read model): an assignee's current name,
 * and the family's settings (the time zone that decides which day "today" is).
 */
export interface TaskFamily {
  member(familyId: string, memberId: string): Promise<{ id: string; name: string } | null>;
  settings(familyId: string): Promise<Record<string, unknown>>;
}

export class TasksService {
  constructor(
    private readonly repo: TasksRepository,
    private readonly stats: TaskStatsRepository,
    private readonly family: TaskFamily,
    private readonly events: EventBus,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private changes(actor: Actor, data: Record<string, unknown>): ChangeEvent[] {
    return [
      { topic: TASKS_TOPIC, familyId: actor.familyId, data },
      // The dashboard shows both tasks and events from one query of its own.
      { topic: 'dashboard', familyId: actor.familyId },
    ];
  }

  private async changed(actor: Actor, data: Record<string, unknown>) {
    await this.events.publishAll(this.changes(actor, data));
  }

  /** PostgreSQL: hot writes are one statement with their activity entry and NOTIFYs (issue 30). */
  private get oneTrip(): boolean {
    return this.repo.engine === 'postgres';
  }

  private activity(actor: Actor, type: string, taskId: string, now: Date) {
    return {
      id: newId(),
      userId: actor.id,
      type,
      data: JSON.stringify({ taskId }),
      createdAt: now.toISOString(),
    };
  }

  private query(filters: TaskListFilters): TaskQuery {
    const now = this.clock();
    const range = filters.due ? dueFilterRange(filters.due, now, filters.timeZone) : {};
    return {
      status: filters.status,
      category: filters.category,
      priority: filters.priority,
      assignee: filters.assignee,
      dueFrom: range.start?.toISOString(),
      dueBefore: range.end?.toISOString(),
      notCompleted: filters.due === 'overdue',
      search: filters.search,
      cursor: filters.cursor,
      limit: filters.limit,
    };
  }

  /**
   * The page as the JSON text of a TaskPage, serialized by the database (decision 005): byte
   * for byte what `toTask` and TaskPageSchema's serializer give for the same rows.
   */
  async list(actor: Actor, filters: TaskListFilters): Promise<Buffer | string> {
    const page = await this.repo.listJson(actor.familyId, this.query(filters));
    const cursor = page.count === filters.limit ? page.last : null;
    const tail = `,"nextCursor":${JSON.stringify(cursor)}}`;
    return typeof page.json === 'string'
      ? `{"tasks":${page.json}${tail}`
      : Buffer.concat([PAGE_HEAD, page.json, Buffer.from(tail)]);
  }

  async get(actor: Actor, id: string): Promise<Task> {
    const row = await this.repo.find(actor.familyId, id);
    if (!row) throw taskNotFound();
    return toTask(row);
  }

  async summary(actor: Actor, timeZone: string): Promise<TaskSummary> {
    const now = this.clock();
    const today = dayRange(now, timeZone);
    const counts = await this.stats.summary(
      actor.familyId,
      now.toISOString(),
      today.start.toISOString(),
      today.end.toISOString(),
    );
    return { ...counts, completionRate: completionRate(counts.completed, counts.total) };
  }

  /** The member's current name is the assignee name; a foreign member id is not found. */
  private async assignee(
    actor: Actor,
    memberId: string | null | undefined,
    name: string | null | undefined,
  ): Promise<{ assigneeMemberId: string | null; assigneeName: string | null } | undefined> {
    if (memberId) {
      const member = await this.family.member(actor.familyId, memberId);
      if (!member) throw new AppError(404, 'NOT_FOUND', 'Family member not found');
      return { assigneeMemberId: member.id, assigneeName: member.name };
    }
    if (memberId === null || name !== undefined) {
      return { assigneeMemberId: null, assigneeName: name ?? null };
    }
    return undefined;
  }

  async create(actor: Actor, input: CreateTaskData): Promise<Task> {
    const created = await this.createAnswer(actor, input);
    // row_json is toTask's JSON byte for byte (tasks-row-json.test.ts).
    return typeof created === 'string' ? (JSON.parse(created) as Task) : created;
  }

  /**
   * Creates a task; on PostgreSQL in one statement (the row, its activity entry, its NOTIFYs)
   * answering the task's JSON text as the database wrote it, on SQLite the Task.
   */
  async createAnswer(actor: Actor, input: CreateTaskData): Promise<Task | string> {
    const now = this.clock();
    const id = newId();
    const assignee = await this.assignee(actor, input.assigneeMemberId, input.assigneeName);
    if (input.sourceType && input.sourceId) {
      const found = await this.repo.sourceExists(actor.familyId, input.sourceType, input.sourceId);
      if (!found) throw new AppError(404, 'NOT_FOUND', 'The task source was not found');
    }
    const write: TaskWrite = {
      title: input.title,
      description: input.description,
      location: input.location,
      priority: input.priority,
      category: input.category,
      dueDate: input.dueDate,
      assigneeMemberId: assignee?.assigneeMemberId ?? null,
      assigneeName: assignee?.assigneeName ?? null,
      isRecurring: input.isRecurring,
      recurrenceType: input.recurrencePattern?.type ?? null,
      recurrenceAnchorDay: input.isRecurring ? anchorDay(input.dueDate) : null,
      repeatFromCompletion: input.repeatFromCompletion,
      estimatedDuration: input.estimatedDuration,
      tags: input.tags,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
    };
    if (this.oneTrip) {
      const json = await this.repo.insertInOneTrip(actor.familyId, id, write, actor.id, now, {
        activity: this.activity(actor, 'task_created', id, now),
      });
      await this.events.publishAll(this.changes(actor, { id, action: 'created' }));
      return json;
    }
    const row = await this.repo.insert(actor.familyId, id, write, actor.id, now);
    await this.audit.activity(actor.id, 'task_created', { taskId: id }, now);
    await this.changed(actor, { id, action: 'created' });
    return toTask(row);
  }

  async update(actor: Actor, id: string, input: UpdateTaskData): Promise<Task> {
    const current = await this.repo.find(actor.familyId, id);
    if (!current) throw taskNotFound();
    const now = this.clock();
    const assignee = await this.assignee(actor, input.assigneeMemberId, input.assigneeName);
    const write: Partial<TaskWrite> = {
      title: input.title,
      description: input.description,
      location: input.location,
      priority: input.priority,
      category: input.category,
      dueDate: input.dueDate,
      estimatedDuration: input.estimatedDuration,
      tags: input.tags,
      latitude: input.latitude,
      longitude: input.longitude,
      ...assignee,
    };
    // A new location text without a new place: the old coordinates would point elsewhere.
    if (
      input.location !== undefined &&
      input.location !== current.location &&
      input.latitude === undefined
    ) {
      write.latitude = null;
      write.longitude = null;
    }
    if (input.isRecurring !== undefined || input.recurrencePattern !== undefined) {
      const isRecurring = input.isRecurring ?? Boolean(current.is_recurring);
      const pattern = normalizeRecurrence(
        isRecurring,
        input.recurrencePattern ??
          (current.recurrence_type ? { type: current.recurrence_type } : null),
      );
      write.isRecurring = isRecurring;
      write.recurrenceType = pattern?.type ?? null;
      if (!isRecurring) write.repeatFromCompletion = false;
    }
    if (input.repeatFromCompletion !== undefined) {
      write.repeatFromCompletion =
        input.repeatFromCompletion && (write.isRecurring ?? Boolean(current.is_recurring));
    }
    if (write.dueDate !== undefined || write.isRecurring !== undefined) {
      const due = write.dueDate !== undefined ? write.dueDate : toTask(current).dueDate;
      write.recurrenceAnchorDay =
        (write.isRecurring ?? Boolean(current.is_recurring)) ? anchorDay(due) : null;
    }
    const row = await this.repo.update(actor.familyId, id, write, now);
    if (!row) throw taskNotFound(); // deleted meanwhile
    await this.changed(actor, { id, action: 'updated' });
    return toTask(row);
  }

  /**
   * Completing a recurring task creates its next occurrence (a product decision: the spec's flag
   * had no effect): the first on its schedule after today in the family's time zone, or one
   * period after today when it repeats from the completion date (issue 27).
   */
  async setStatus(
    actor: Actor,
    id: string,
    status: TaskStatus,
  ): Promise<{ task: Task; nextOccurrence: Task | null }> {
    const answer = await this.setStatusAnswer(actor, id, status);
    if (typeof answer !== 'string') return answer;
    return JSON.parse(answer) as { task: Task; nextOccurrence: null };
  }

  /**
   * `setStatus`; on PostgreSQL, unless it completes a recurring task (which makes the next
   * occurrence), one statement answering the reply's JSON text as the database wrote it.
   */
  async setStatusAnswer(
    actor: Actor,
    id: string,
    status: TaskStatus,
  ): Promise<{ task: Task; nextOccurrence: Task | null } | string> {
    if (this.oneTrip) {
      const now = this.clock();
      const json = await this.repo.setStatusInOneTrip(
        actor.familyId,
        id,
        status,
        applyStatus(status, now).completedAt,
        now,
        {
          activity:
            status === 'completed' ? this.activity(actor, 'task_completed', id, now) : undefined,
        },
      );
      if (json !== undefined) {
        await this.events.publishAll(this.changes(actor, { id, action: 'status', status }));
        return `{"task":${json},"nextOccurrence":null}`;
      }
      // No such task (404 below), or a recurring one being completed: the path that makes its
      // next occurrence.
    }
    const current = await this.repo.find(actor.familyId, id);
    if (!current) throw taskNotFound();
    const now = this.clock();
    const { completedAt } = applyStatus(status, now);
    const next =
      status === 'completed' && current.status !== 'completed' && current.is_recurring
        ? nextOccurrence(current, now, await this.timeZoneOf(actor))
        : undefined;
    const nextId = next ? newId() : null;
    const written = await this.repo.setStatus(
      actor.familyId,
      id,
      status,
      completedAt,
      now,
      next && nextId ? { id: nextId, write: next, createdBy: actor.id } : undefined,
    );
    if (status === 'completed') {
      await this.audit.activity(actor.id, 'task_completed', { taskId: id }, now);
    }
    if (!written.task) throw taskNotFound(); // deleted meanwhile
    await this.changed(actor, { id, action: 'status', status });
    return {
      task: toTask(written.task),
      nextOccurrence: written.next ? toTask(written.next) : null,
    };
  }

  /** The family's time zone (first-run set-up), else UTC: which day "today" is. */
  private async timeZoneOf(actor: Actor): Promise<string> {
    const zone = (await this.family.settings(actor.familyId)).timezone;
    return typeof zone === 'string' && isTimeZone(zone) ? zone : 'UTC';
  }

  /** The tasks made from one kind of source, for that source's screen. */
  async links(actor: Actor, sourceType: TaskSourceType): Promise<TaskLinks> {
    const rows = await this.repo.linksOf(actor.familyId, sourceType);
    return {
      links: rows.map((r) => ({
        sourceId: r.source_id ?? '',
        taskId: r.id,
        title: r.title,
        status: r.status,
        dueDate: toIsoOrNull(r.due_date),
      })),
    };
  }

  async delete(actor: Actor, id: string): Promise<void> {
    const deleted = await this.repo.delete(actor.familyId, id);
    if (!deleted) throw taskNotFound();
    await this.changed(actor, { id, action: 'deleted' });
  }

  /** Completion over time (per local day), by member and by category. */
  async analytics(actor: Actor, timeZone: string, days: number): Promise<TaskAnalytics> {
    const now = this.clock();
    const first = dayRange(now, timeZone, -(days - 1)).start;
    const [completed, created, byMember, byCategory] = await Promise.all([
      this.stats.completedSince(actor.familyId, first.toISOString()),
      this.stats.createdSince(actor.familyId, first.toISOString()),
      this.stats.countByMember(actor.familyId),
      this.stats.countByCategory(actor.familyId),
    ]);
    const buckets = new Map<string, { completed: number; created: number }>();
    for (let i = days - 1; i >= 0; i--) {
      buckets.set(localDate(dayRange(now, timeZone, -i).start, timeZone), {
        completed: 0,
        created: 0,
      });
    }
    for (const at of completed) {
      const bucket = buckets.get(localDate(new Date(at), timeZone));
      if (bucket) bucket.completed++;
    }
    for (const at of created) {
      const bucket = buckets.get(localDate(new Date(at), timeZone));
      if (bucket) bucket.created++;
    }
    return {
      completedByDay: [...buckets].map(([date, counts]) => ({ date, ...counts })),
      byMember: byMember.sort((a, b) => b.total - a.total),
      byCategory: byCategory.sort((a, b) => b.total - a.total),
    };
  }
}
