import { sql, type Kysely, type Selectable } from 'kysely';
import type { RecurrenceType, Task, TaskCategory } from '@usra/domain/tasks/task-schema';
import { toIso, toIsoOrNull, toNumber, type Engine } from '../../db/dialect.js';
import { prepare } from '../../db/prepared.js';
import {
  engineOf,
  jsonPageQuery,
  jsonPageRow,
  roundCoordinate,
  type JsonField,
  type JsonPage,
  type JsonPageRow,
} from '../../db/sql-json.js';
import type { Database, TasksTable } from '../../db/schema.js';

export type TaskRow = Selectable<TasksTable>;

/**
 * `toTask` as SQL: the same keys in the same order (TaskSchema's), the same values. A field
 * added to TaskSchema must be added here too (the list test compares both byte for byte).
 */
export const taskJsonFields: readonly JsonField[] = [
  { key: 'id', column: 'id', kind: 'text' },
  { key: 'title', column: 'title', kind: 'text' },
  { key: 'description', column: 'description', kind: 'text' },
  { key: 'location', column: 'location', kind: 'text' },
  { key: 'priority', column: 'priority', kind: 'text' },
  { key: 'category', column: 'category', kind: 'text' },
  { key: 'dueDate', column: 'due_date', kind: 'timestamp' },
  { key: 'assigneeMemberId', column: 'assignee_member_id', kind: 'text' },
  { key: 'assigneeName', column: 'assignee_name', kind: 'text' },
  { key: 'status', column: 'status', kind: 'text' },
  { key: 'completedAt', column: 'completed_at', kind: 'timestamp' },
  { key: 'isRecurring', column: 'is_recurring', kind: 'boolean' },
  { key: 'recurrencePattern', column: 'recurrence_type', kind: 'tagged', inner: 'type' },
  { key: 'estimatedDuration', column: 'estimated_duration', kind: 'integer' },
  { key: 'tags', column: 'tags', kind: 'json' },
  { key: 'latitude', column: 'latitude', kind: 'coordinate' },
  { key: 'longitude', column: 'longitude', kind: 'coordinate' },
  { key: 'createdAt', column: 'created_at', kind: 'timestamp' },
  { key: 'updatedAt', column: 'updated_at', kind: 'timestamp' },
];

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    priority: row.priority,
    category: row.category,
    dueDate: toIsoOrNull(row.due_date),
    assigneeMemberId: row.assignee_member_id,
    assigneeName: row.assignee_name,
    status: row.status,
    completedAt: toIsoOrNull(row.completed_at),
    isRecurring: Boolean(row.is_recurring),
    recurrencePattern: row.recurrence_type ? { type: row.recurrence_type } : null,
    estimatedDuration: row.estimated_duration,
    tags: parseTags(row.tags),
    latitude: row.latitude == null ? null : roundCoordinate(row.latitude),
    longitude: row.longitude == null ? null : roundCoordinate(row.longitude),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function parseTags(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** The columns a create or an edit writes (family, id and timestamps come from the service). */
export interface TaskWrite {
  title: string;
  description: string | null;
  location: string | null;
  priority: TasksTable['priority'];
  category: TasksTable['category'];
  dueDate: string | null;
  assigneeMemberId: string | null;
  assigneeName: string | null;
  isRecurring: boolean;
  recurrenceType: RecurrenceType | null;
  recurrenceAnchorDay: number | null;
  estimatedDuration: number | null;
  tags: string[];
  latitude?: number | null;
  longitude?: number | null;
}

const writeColumns = {
  title: 'title',
  description: 'description',
  location: 'location',
  priority: 'priority',
  category: 'category',
  dueDate: 'due_date',
  assigneeMemberId: 'assignee_member_id',
  assigneeName: 'assignee_name',
  isRecurring: 'is_recurring',
  recurrenceType: 'recurrence_type',
  recurrenceAnchorDay: 'recurrence_anchor_day',
  estimatedDuration: 'estimated_duration',
  tags: 'tags',
  latitude: 'latitude',
  longitude: 'longitude',
} as const satisfies Record<keyof TaskWrite, keyof TasksTable>;

function toColumns(write: Partial<TaskWrite>): Partial<Record<keyof TasksTable, unknown>> {
  const out: Partial<Record<keyof TasksTable, unknown>> = {};
  for (const [key, column] of Object.entries(writeColumns) as [
    keyof TaskWrite,
    keyof TasksTable,
  ][]) {
    if (write[key] === undefined) continue;
    // better-sqlite3 binds no booleans; PostgreSQL reads 1/0 into a boolean column.
    out[column] =
      key === 'tags'
        ? JSON.stringify(write.tags)
        : key === 'isRecurring'
          ? Number(write.isRecurring)
          : (key === 'latitude' || key === 'longitude') && typeof write[key] === 'number'
            ? roundCoordinate(write[key])
            : write[key];
  }
  return out;
}

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

export class TasksRepository {
  private readonly engine: Engine;
  private readonly pages = new Map<string, (...params: string[]) => Promise<JsonPageRow[]>>();

  constructor(private readonly db: Kysely<Database>) {
    this.engine = engineOf(db);
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
          m.limit = markers[i] as unknown as number;
          return jsonPageQuery(
            this.db,
            this.engine,
            this.filtered(markers[0]!, m, pattern),
            taskJsonFields,
            'id',
            'row_json',
          );
        },
        params.length,
      );
      this.pages.set(shape, run);
    }
    return jsonPageRow((await run(...params))[0]!);
  }

  async find(familyId: string, id: string): Promise<TaskRow | undefined> {
    return this.db
      .selectFrom('tasks')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insert(
    familyId: string,
    id: string,
    write: TaskWrite,
    createdBy: string | null,
    now: Date,
  ): Promise<void> {
    await this.db
      .insertInto('tasks')
      .values({
        id,
        family_id: familyId,
        ...(toColumns(write) as TaskWrite & Record<string, never>),
        status: 'pending',
        completed_at: null,
        created_by: createdBy,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      } as never)
      .execute();
  }

  async update(
    familyId: string,
    id: string,
    write: Partial<TaskWrite>,
    now: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('tasks')
      .set({ ...toColumns(write), updated_at: now.toISOString() } as never)
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Sets the status; when `next` is given (a recurring task being completed) the next occurrence
   * is inserted in the same transaction, and only if this call is the one that completed it.
   */
  async setStatus(
    familyId: string,
    id: string,
    status: TasksTable['status'],
    completedAt: string | null,
    now: Date,
    next?: { id: string; write: TaskWrite; createdBy: string | null },
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('tasks')
        .set({ status, completed_at: completedAt, updated_at: now.toISOString() })
        .where('family_id', '=', familyId)
        .where('id', '=', id);
      if (next) update = update.where('status', '!=', 'completed');
      const result = await update.executeTakeFirst();
      const changed = Number(result.numUpdatedRows) > 0;
      if (changed && next) {
        await new TasksRepository(trx).insert(familyId, next.id, next.write, next.createdBy, now);
      }
      return changed;
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

  /** The counters of the Tasks screen, one aggregate query. */
  async summary(familyId: string, now: string, todayStart: string, todayEnd: string) {
    const row = await this.db
      .selectFrom('tasks')
      .where('family_id', '=', familyId)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        sql<number | string>`sum(case when status = 'pending' then 1 else 0 end)`.as('pending'),
        sql<number | string>`sum(case when status = 'in_progress' then 1 else 0 end)`.as(
          'in_progress',
        ),
        sql<number | string>`sum(case when status = 'completed' then 1 else 0 end)`.as('completed'),
        sql<
          number | string
        >`sum(case when due_date >= ${todayStart} and due_date < ${todayEnd} then 1 else 0 end)`.as(
          'due_today',
        ),
        sql<
          number | string
        >`sum(case when status != 'completed' and due_date < ${now} then 1 else 0 end)`.as(
          'overdue',
        ),
      ])
      .executeTakeFirstOrThrow();
    const n = (v: number | string | null) => (v == null ? 0 : toNumber(v));
    return {
      total: n(row.total),
      pending: n(row.pending),
      inProgress: n(row.in_progress),
      completed: n(row.completed),
      dueToday: n(row.due_today),
      overdue: n(row.overdue),
    };
  }

  async completedSince(familyId: string, since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .select('completed_at')
      .where('family_id', '=', familyId)
      .where('completed_at', '>=', since)
      .execute();
    return rows.map((r) => toIso(r.completed_at!));
  }

  async createdSince(familyId: string, since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .select('created_at')
      .where('family_id', '=', familyId)
      .where('created_at', '>=', since)
      .execute();
    return rows.map((r) => toIso(r.created_at));
  }

  async countByMember(familyId: string) {
    const rows = await this.db
      .selectFrom('tasks')
      .where('family_id', '=', familyId)
      .select((eb) => [
        'assignee_member_id',
        eb.fn.max('assignee_name').as('assignee_name'),
        eb.fn.countAll<number | string>().as('total'),
        sql<number | string>`sum(case when status = 'completed' then 1 else 0 end)`.as('completed'),
      ])
      .groupBy('assignee_member_id')
      .execute();
    return rows.map((r) => ({
      assigneeMemberId: r.assignee_member_id,
      assigneeName: r.assignee_member_id ? r.assignee_name : null,
      total: toNumber(r.total),
      completed: toNumber(r.completed ?? 0),
    }));
  }

  async countByCategory(familyId: string) {
    const rows = await this.db
      .selectFrom('tasks')
      .where('family_id', '=', familyId)
      .select((eb) => [
        'category',
        eb.fn.countAll<number | string>().as('total'),
        sql<number | string>`sum(case when status = 'completed' then 1 else 0 end)`.as('completed'),
      ])
      .groupBy('category')
      .execute();
    return rows.map((r) => ({
      category: r.category,
      total: toNumber(r.total),
      completed: toNumber(r.completed ?? 0),
    }));
  }

  async findMember(familyId: string, memberId: string) {
    return this.db
      .selectFrom('family_members')
      .select(['id', 'name'])
      .where('family_id', '=', familyId)
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  /** Tasks with a due date in [from, to), and recurring ones not completed (for the feed). */
  async datedForFeed(familyId: string, limit: number): Promise<TaskRow[]> {
    return this.db
      .selectFrom('tasks')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('due_date', 'is not', null)
      .orderBy('due_date', 'desc')
      .limit(limit)
      .execute();
  }
}

/** Due in [from, to), not completed first by due time; for the dashboard. */
export async function dueBetween(
  db: Kysely<Database>,
  familyId: string,
  from: string,
  to: string,
  limit: number,
): Promise<TaskRow[]> {
  return db
    .selectFrom('tasks')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('due_date', '>=', from)
    .where('due_date', '<', to)
    .orderBy('due_date', 'asc')
    .limit(limit)
    .execute();
}

/** Not completed and due before `now`, oldest first. */
export async function overdue(
  db: Kysely<Database>,
  familyId: string,
  now: string,
  limit: number,
): Promise<TaskRow[]> {
  return db
    .selectFrom('tasks')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('status', '!=', 'completed')
    .where('due_date', '<', now)
    .orderBy('due_date', 'asc')
    .limit(limit)
    .execute();
}
