import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../dialect.js';

/**
 * Each task keeps its JSON (the object the list shows, `toTask`'s keys and values) in
 * `tasks.row_json`, written by triggers whoever writes the row: the API, an import, a foreign
 * key's ON DELETE SET NULL. A page of the list then only joins stored texts instead of
 * building 200 objects per request (decision 006). SQLite: triggers after insert and after an
 * update of a column the object is made of. PostgreSQL: a trigger before insert or update
 * that sets the column. The object's SQL is frozen here as it was released; the test
 * `tasks-row-json.test.ts` fails when `taskJsonFields` or its SQL builder change without a
 * new migration replacing these triggers.
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

const pgText = (column: string) => `coalesce(to_json(new."${column}")::text, 'null')`;
const pgInstant = (column: string) =>
  `coalesce('"' || to_char(new."${column}" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;
const pgCoordinate = (column: string) =>
  `coalesce(rtrim(rtrim(round(new."${column}"::numeric, 6)::text, '0'), '.'), 'null')`;

export const TASK_JSON_OBJECT_PG_0013 = `'{' || ${[
  `'"id":' || ${pgText('id')}`,
  `',"title":' || ${pgText('title')}`,
  `',"description":' || ${pgText('description')}`,
  `',"location":' || ${pgText('location')}`,
  `',"priority":' || ${pgText('priority')}`,
  `',"category":' || ${pgText('category')}`,
  `',"dueDate":' || ${pgInstant('due_date')}`,
  `',"assigneeMemberId":' || ${pgText('assignee_member_id')}`,
  `',"assigneeName":' || ${pgText('assignee_name')}`,
  `',"status":' || ${pgText('status')}`,
  `',"completedAt":' || ${pgInstant('completed_at')}`,
  `',"isRecurring":' || case when new."is_recurring" then 'true' else 'false' end`,
  `',"recurrencePattern":' || case when new."recurrence_type" <> '' then '{"type":' || to_json(new."recurrence_type")::text || '}' else 'null' end`,
  `',"estimatedDuration":' || coalesce(new."estimated_duration"::text, 'null')`,
  `',"tags":' || new."tags"`,
  `',"latitude":' || ${pgCoordinate('latitude')}`,
  `',"longitude":' || ${pgCoordinate('longitude')}`,
  `',"createdAt":' || ${pgInstant('created_at')}`,
  `',"updatedAt":' || ${pgInstant('updated_at')}`,
].join(' || ')} || '}'`;

export function tasksRowJson(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql.raw(`alter table tasks add column row_json text`).execute(db);
        await sql
          .raw(
            `create function tasks_row_json() returns trigger language plpgsql as $$ begin new.row_json := ${TASK_JSON_OBJECT_PG_0013}; return new; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger tasks_row_json before insert or update on tasks for each row execute function tasks_row_json()`,
          )
          .execute(db);
        // The trigger writes the column of every existing row.
        await sql.raw(`update tasks set row_json = null`).execute(db);
        return;
      }
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
