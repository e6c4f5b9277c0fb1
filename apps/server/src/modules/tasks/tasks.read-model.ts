import type { Kysely } from 'kysely';
import type { Task } from '@usra/domain/tasks/task-schema';
import { limitParam, prepare } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import { NearbyRepository, type NearbyToday } from './nearby.repository.js';
import { toTask } from './task-row.js';
import { TaskStatsRepository } from './task-stats.repository.js';

export type TaskCounts = Awaited<ReturnType<TaskStatsRepository['summary']>>;

/** What other modules may read about tasks; the tasks module hands it out through deps. */
export interface TaskReads {
  /** The Tasks screen's counters: totals by status, due in [todayStart, todayEnd), overdue. */
  summary(familyId: string, now: string, todayStart: string, todayEnd: string): Promise<TaskCounts>;
  /** Due in [from, to), by due time. */
  dueBetween(familyId: string, from: string, to: string, limit: number): Promise<Task[]>;
  /** Not completed and due before `now`, oldest first. */
  overdue(familyId: string, now: string, limit: number): Promise<Task[]>;
  /** Tasks with a due date, latest first (for the calendar feed). */
  dated(familyId: string, limit: number): Promise<Task[]>;
  /** Tasks not completed, newest first (the assistant finds the one a sentence names). */
  open(familyId: string, limit: number): Promise<Task[]>;
  /** Every task, oldest first (a CalDAV client's task list holds them all). */
  all(familyId: string, limit: number): Promise<Task[]>;
  /** "You're near …" told within the reader's day (instants) about tasks still open, newest first. */
  nearbyToday(familyId: string, from: string, to: string, limit: number): Promise<NearbyToday[]>;
}

export class KyselyTaskReads implements TaskReads {
  private readonly stats: TaskStatsRepository;
  private readonly nearby: NearbyRepository;

  // The dashboard's reads (every dashboard request, issue 30): compiled once (db/prepared.ts).
  // The limit is bound as a parameter like the others (SQLite and PostgreSQL take '10').
  private readonly dueBetweenRows;
  private readonly overdueRows;

  constructor(private readonly db: Kysely<Database>) {
    this.stats = new TaskStatsRepository(db);
    this.nearby = new NearbyRepository(db);
    this.dueBetweenRows = prepare(
      db,
      (familyId: string, from: string, to: string, limit: string) =>
        db
          .selectFrom('tasks')
          .selectAll()
          .where('family_id', '=', familyId)
          .where('due_date', '>=', from)
          .where('due_date', '<', to)
          .orderBy('due_date', 'asc')
          .limit(limitParam(limit)),
      4,
    );
    this.overdueRows = prepare(
      db,
      (familyId: string, now: string, limit: string) =>
        db
          .selectFrom('tasks')
          .selectAll()
          .where('family_id', '=', familyId)
          .where('status', '!=', 'completed')
          .where('due_date', '<', now)
          .orderBy('due_date', 'asc')
          .limit(limitParam(limit)),
      3,
    );
  }

  nearbyToday(familyId: string, from: string, to: string, limit: number): Promise<NearbyToday[]> {
    return this.nearby.today(familyId, from, to, limit);
  }

  summary(familyId: string, now: string, todayStart: string, todayEnd: string) {
    return this.stats.summary(familyId, now, todayStart, todayEnd);
  }

  async dueBetween(familyId: string, from: string, to: string, limit: number): Promise<Task[]> {
    const rows = await this.dueBetweenRows(familyId, from, to, String(limit));
    return rows.map(toTask);
  }

  async overdue(familyId: string, now: string, limit: number): Promise<Task[]> {
    const rows = await this.overdueRows(familyId, now, String(limit));
    return rows.map(toTask);
  }

  async open(familyId: string, limit: number): Promise<Task[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('status', '!=', 'completed')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toTask);
  }

  async all(familyId: string, limit: number): Promise<Task[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .selectAll()
      .where('family_id', '=', familyId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
    return rows.map(toTask);
  }

  async dated(familyId: string, limit: number): Promise<Task[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('due_date', 'is not', null)
      .orderBy('due_date', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toTask);
  }
}
