import { sql, type Kysely } from 'kysely';
import type { TaskCategory, TaskSourceType } from '@usra/domain/tasks/task-schema';
import type { Engine } from '../../db/dialect.js';
import { writeInOneTrip, type ActivityEntry } from '../../db/one-trip.js';
import { limitParam, prepare } from '../../db/prepared.js';
import {
  engineOf,
  jsonPageQuery,
  jsonPageRow,
  type JsonPage,
  type JsonPageRow,
} from '../../db/sql-json.js';
import type { Database, TasksTable } from '../../db/schema.js';
import type { VersionedPages } from '../../db/versioned-pages.js';
import { taskJsonFields, toColumns, type TaskRow, type TaskWrite } from './task-row.js';

export interface TaskQuery {
  status?: TasksTable['status'] | undefined;
  category?: TaskCategory | undefined;
  priority?: TasksTable['priority'] | undefined;
  /** A member id or "unassigned". */
  assignee?: string | undefined;
  dueFrom?: string | undefined;
  dueBefore?: string | undefined;
  notCompleted?: boolean | undefined;
  search?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** LIKE with the user's text taken literally. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list's filters bound as parameters, in the order of `listJson`'s markers. */
const listParams = [
  'status',
  'category',
  'priority',
  'assignee',
  'dueFrom',
  'dueBefore',
  'cursor',
] as const satisfies (keyof TaskQuery)[];

/** The task's stored JSON (decision 006), not in `TasksTable`: `selectAll` leaves it out of the types. */
const ROW_JSON = sql<string>`row_json`.as('row_json');

/** What a write sends with it in its one statement on PostgreSQL (`db/one-trip.ts`). */
export interface WriteEffects {
  activity?: ActivityEntry | undefined;
}

export class TasksRepository {
  readonly engine: Engine;
  private readonly pages = new Map<
    string,
    (...params: string[]) => Promise<(JsonPageRow & { version?: string | null })[]>
  >();
  private readonly versionOf;

  /**
   * `kept`: pages answered again while the family's tasks have not changed (PostgreSQL,
   * migration 0039); each answer then costs one read of the family's version instead of the page.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kept?: VersionedPages,
  ) {
    this.engine = engineOf(db);
    this.versionOf = prepare(
      db,
      (familyId: string) =>
        db
          .selectFrom('task_list_versions')
          .select(sql<string | null>`sum(changes)::text`.as('version'))
          .where('family_id', '=', familyId),
      1,
    );
  }

  /** Newest first (ids are time-ordered), every filter applied in the database. */
  /** `pattern` is the LIKE pattern of `q.search` (or a marker standing for it). */
  private filtered(familyId: string, q: TaskQuery, pattern: string | null) {
    let query = this.db.selectFrom('tasks').selectAll().where('family_id', '=', familyId);
    if (q.status) query = query.where('status', '=', q.status);
    if (q.category) query = query.where('category', '=', q.category);
    if (q.priority) query = query.where('priority', '=', q.priority);
    if (q.assignee === 'unassigned') query = query.where('assignee_member_id', 'is', null);
    else if (q.assignee) query = query.where('assignee_member_id', '=', q.assignee);
    if (q.dueFrom) query = query.where('due_date', '>=', q.dueFrom);
    if (q.dueBefore) query = query.where('due_date', '<', q.dueBefore);
    if (q.notCompleted) query = query.where('status', '!=', 'completed');
    if (pattern !== null) {
      query = query.where(({ or }) =>
        or([
          sql<boolean>`lower(${sql.ref('title')}) like ${pattern} escape '\\'`,
          sql<boolean>`lower(coalesce(${sql.ref('description')}, '')) like ${pattern} escape '\\'`,
        ]),
      );
    }
    if (q.cursor) query = query.where('id', '<', q.cursor);
    return query.orderBy('id', 'desc').limit(q.limit);
  }

  async list(familyId: string, q: TaskQuery): Promise<TaskRow[]> {
    const search = q.search?.trim();
    return this.filtered(familyId, q, search ? likePattern(search) : null).execute();
  }

  /**
   * The same rows as `list`, serialized by the database to the JSON of `toTask` (decision
   * 006; the stored values are in canonical form since migration 0011). The SQL of each
   * combination of filters is built and compiled once.
   */
  async listJson(familyId: string, q: TaskQuery): Promise<JsonPage> {
    const search = q.search?.trim();
    const params: string[] = [familyId];
    let shape = '';
    for (const key of listParams) {
      const value = q[key];
      if (!value || (key === 'assignee' && value === 'unassigned')) continue;
      params.push(value);
      shape += `${key},`;
    }
    if (search) params.push(likePattern(search));
    // The limit is bound as a parameter like the others (SQLite and PostgreSQL take '50').
    params.push(String(q.limit));
    shape += `${q.assignee === 'unassigned' ? 'unassigned,' : ''}${q.notCompleted ? 'open,' : ''}${search ? 'search' : ''}`;
    // Pages read again and again are kept: not a search, nor a range of due dates (those
    // follow the clock).
    const key =
      this.kept && !search && !q.dueFrom && !q.dueBefore
        ? `${shape}\u0000${params.join('\u0000')}`
        : undefined;
    if (key) {
      const kept = this.kept!.peek(key);
      if (kept && String((await this.versionOf(familyId))[0]?.version) === kept.version) {
        this.kept!.touch(key);
        return kept.page;
      }
    }
    let run = this.pages.get(shape);
    if (!run) {
      run = prepare(
        this.db,
        (...markers: string[]) => {
          let i = 1;
          const m: TaskQuery = { limit: 0, notCompleted: q.notCompleted };
          for (const key of listParams) {
            if (key === 'assignee' && q.assignee === 'unassigned') m.assignee = 'unassigned';
            else if (q[key]) m[key] = markers[i++] as never;
          }
          const pattern = search ? markers[i++]! : null;
          m.limit = limitParam(markers[i]!);
          const page = jsonPageQuery(
            this.db,
            this.engine,
            this.filtered(markers[0]!, m, pattern),
            taskJsonFields,
            'id',
            'row_json',
          );
          // The version in the page's own statement: both read in one snapshot.
          return this.kept
            ? page.select(
                sql<
                  string | null
                >`(select sum(changes)::text from task_list_versions where family_id = ${markers[0]!})`.as(
                  'version',
                ),
              )
            : page;
        },
        params.length,
        // The page's text as bytes, sent as they are (PostgreSQL: issue 18, db/pg-bytes.ts).
        { bytes: ['json'] },
      );
      this.pages.set(shape, run);
    }
    const row = (await run(...params))[0]!;
    const page = jsonPageRow(row);
    if (key && row.version != null) this.kept!.keep(key, String(row.version), page);
    return page;
  }

  async find(familyId: string, id: string): Promise<TaskRow | undefined> {
    return this.db
      .selectFrom('tasks')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Inserts a pending task and answers the row as written (RETURNING: no second read). */
  async insert(
    familyId: string,
    id: string,
    write: TaskWrite,
    createdBy: string | null,
    now: Date,
  ): Promise<TaskRow> {
    return this.insertQuery(familyId, id, write, createdBy, now)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * PostgreSQL (issue 30): inserts a pending task with its activity entry in one statement;
   * answers the task's JSON as the database wrote it (`row_json`, set
   * by the trigger of decision 006: `toTask`'s JSON byte for byte).
   */
  async insertInOneTrip(
    familyId: string,
    id: string,
    write: TaskWrite,
    createdBy: string | null,
    now: Date,
    effects: WriteEffects,
  ): Promise<string> {
    const [row] = await writeInOneTrip(
      this.db,
      this.insertQuery(familyId, id, write, createdBy, now).returning(ROW_JSON),
      effects,
    );
    return row!.row_json;
  }

  /**
   * PostgreSQL (issue 30): sets the status with its activity entry in one statement, unless
   * this would complete a recurring task that is not completed yet (that
   * makes the next occurrence: `setStatus`). Answers the task's JSON, or undefined when the
   * family has no such task or it is that recurring case.
   */
  async setStatusInOneTrip(
    familyId: string,
    id: string,
    status: TasksTable['status'],
    completedAt: string | null,
    now: Date,
    effects: WriteEffects,
  ): Promise<string | undefined> {
    let update = this.db
      .updateTable('tasks')
      .set({ status, completed_at: completedAt, updated_at: now.toISOString() })
      .where('family_id', '=', familyId)
      .where('id', '=', id);
    if (status === 'completed') {
      update = update.where(
        sql<boolean>`(not ${sql.ref('is_recurring')} or ${sql.ref('status')} = 'completed')`,
      );
    }
    const [row] = await writeInOneTrip(this.db, update.returning(ROW_JSON), effects);
    return row?.row_json;
  }

  private insertQuery(
    familyId: string,
    id: string,
    write: TaskWrite,
    createdBy: string | null,
    now: Date,
  ) {
    return this.db.insertInto('tasks').values({
      id,
      family_id: familyId,
      ...(toColumns(write) as TaskWrite & Record<string, never>),
      status: 'pending',
      completed_at: null,
      created_by: createdBy,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    } as never);
  }

  /** Changes the given fields; the row as written, or undefined when the family has no such task. */
  async update(
    familyId: string,
    id: string,
    write: Partial<TaskWrite>,
    now: Date,
  ): Promise<TaskRow | undefined> {
    return this.db
      .updateTable('tasks')
      .set({ ...toColumns(write), updated_at: now.toISOString() } as never)
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Sets the status; when `next` is given (a recurring task being completed) the next occurrence
   * is inserted in the same transaction, and only if this call is the one that completed it.
   * Answers the rows as they are after the call (`next` null when none was made).
   */
  async setStatus(
    familyId: string,
    id: string,
    status: TasksTable['status'],
    completedAt: string | null,
    now: Date,
    next?: { id: string; write: TaskWrite; createdBy: string | null },
  ): Promise<{ task: TaskRow | undefined; next: TaskRow | null }> {
    return this.db.transaction().execute(async (trx) => {
      const repo = new TasksRepository(trx);
      let update = trx
        .updateTable('tasks')
        .set({ status, completed_at: completedAt, updated_at: now.toISOString() })
        .where('family_id', '=', familyId)
        .where('id', '=', id);
      if (next) update = update.where('status', '!=', 'completed');
      const updated = await update.returningAll().executeTakeFirst();
      // Another request completed it first: it made the next occurrence.
      if (!updated) return { task: await repo.find(familyId, id), next: null };
      const inserted = next
        ? await repo.insert(familyId, next.id, next.write, next.createdBy, now)
        : null;
      return { task: updated, next: inserted };
    });
  }

  async delete(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('tasks')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The table each kind of task source lives in (issue 27). */
  private static readonly SOURCE_TABLES = {
    document: 'documents',
    vehicle_reminder: 'vehicle_reminders',
    vehicle_alert: 'vehicle_health_alerts',
    maintenance_item: 'house_maintenance_items',
    vehicle: 'vehicles',
  } as const satisfies Record<TaskSourceType, keyof Database>;

  /** Whether the family has the row a task is made from. */
  async sourceExists(familyId: string, type: TaskSourceType, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom(TasksRepository.SOURCE_TABLES[type])
      .select('id')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The family's tasks made from sources of one kind, newest first. */
  async linksOf(familyId: string, type: TaskSourceType) {
    return this.db
      .selectFrom('tasks')
      .select(['id', 'title', 'status', 'due_date', 'source_id'])
      .where('family_id', '=', familyId)
      .where('source_type', '=', type)
      .where('source_id', 'is not', null)
      .orderBy('id', 'desc')
      .limit(1000)
      .execute();
  }
}
