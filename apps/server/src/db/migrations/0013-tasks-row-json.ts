import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../dialect.js';

/**
 * SQLite keeps each task's JSON (the object the list shows, `toTask`'s keys and values) in
 * `tasks.row_json`, written by triggers on every insert and on every update of a column the
 * object is made of, whoever writes: the API, an import, a foreign key's ON DELETE SET NULL.
 * A page of the list then only joins stored texts instead of building 200 objects per
 * request (decision 007). The object's SQL is frozen here as it was released; the test
 * `tasks-row-json.test.ts` fails when `taskJsonFields` or its SQL builder change without a
 * new migration replacing these triggers. PostgreSQL builds the objects per page as before.
 */
export const TASK_JSON_COLUMNS_0013 = [
  'id',
  'title',
  'description',
  'location',
  'priority',
  'category',
  'due_date',
  'assignee_member_id',
  'assignee_name',
  'status',
  'completed_at',
  'is_recurring',
  'recurrence_type',
  'estimated_duration',
  'tags',
  'latitude',
  'longitude',
  'created_at',
  'updated_at',
];

const coordinate = (column: string) =>
  `case when "${column}" is not null then json(rtrim(rtrim(printf('%.6f', round("${column}", 6) + 0.0), '0'), '.')) end`;

export const TASK_JSON_OBJECT_0013 = `json_object(${[
  `'id', "id"`,
  `'title', "title"`,
  `'description', "description"`,
  `'location', "location"`,
  `'priority', "priority"`,
  `'category', "category"`,
  `'dueDate', "due_date"`,
  `'assigneeMemberId', "assignee_member_id"`,
  `'assigneeName', "assignee_name"`,
  `'status', "status"`,
  `'completedAt', "completed_at"`,
  `'isRecurring', json(case when "is_recurring" then 'true' else 'false' end)`,
  `'recurrencePattern', case when "recurrence_type" <> '' then json_object('type', "recurrence_type") end`,
  `'estimatedDuration', "estimated_duration"`,
  `'tags', json("tags")`,
  `'latitude', ${coordinate('latitude')}`,
  `'longitude', ${coordinate('longitude')}`,
  `'createdAt', "created_at"`,
  `'updatedAt', "updated_at"`,
].join(', ')})`;

export function tasksRowJson(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') return;
      await sql.raw(`alter table tasks add column row_json text`).execute(db);
      await sql.raw(`update tasks set row_json = ${TASK_JSON_OBJECT_0013}`).execute(db);
      const write = `begin update tasks set row_json = ${TASK_JSON_OBJECT_0013} where rowid = new.rowid; end`;
      await sql
        .raw(`create trigger tasks_row_json_insert after insert on tasks ${write}`)
        .execute(db);
      await sql
        .raw(
          `create trigger tasks_row_json_update after update of ${TASK_JSON_COLUMNS_0013.join(', ')} on tasks ${write}`,
        )
        .execute(db);
    },
  };
}
