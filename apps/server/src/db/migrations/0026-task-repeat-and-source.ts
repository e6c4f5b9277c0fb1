import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';
import { jsonObjectSql, type JsonField } from '../sql-json.js';

/**
 * Issue 27: a recurring task may repeat from its completion date, and a task may be made from a
 * document's expiry, a vehicle reminder or alert, or a house-maintenance item (its source, shown
 * both ways). Both are fields of the task's JSON, so the `tasks_row_json` triggers of 0013 are
 * replaced with ones building the object with the new fields, and every stored copy is rewritten
 * (decision 006). The field list is frozen here as released.
 */
const TASK_JSON_FIELDS_0026: readonly JsonField[] = [
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
  { key: 'repeatFromCompletion', column: 'repeat_from_completion', kind: 'boolean' },
  { key: 'estimatedDuration', column: 'estimated_duration', kind: 'integer' },
  { key: 'tags', column: 'tags', kind: 'json' },
  { key: 'latitude', column: 'latitude', kind: 'coordinate' },
  { key: 'longitude', column: 'longitude', kind: 'coordinate' },
  { key: 'sourceType', column: 'source_type', kind: 'text' },
  { key: 'sourceId', column: 'source_id', kind: 'text' },
  { key: 'createdAt', column: 'created_at', kind: 'timestamp' },
  { key: 'updatedAt', column: 'updated_at', kind: 'timestamp' },
];

export function taskRepeatAndSource(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tasks')
        .addColumn('repeat_from_completion', t.boolean, (c) =>
          c.notNull().defaultTo(engine === 'postgres' ? sql`false` : 0),
        )
        .execute();
      await db.schema.alterTable('tasks').addColumn('source_type', 'text').execute();
      await db.schema.alterTable('tasks').addColumn('source_id', 'text').execute();
      await db.schema
        .createIndex('tasks_source_idx')
        .on('tasks')
        .columns(['family_id', 'source_type', 'source_id'])
        .execute();

      if (engine === 'postgres') {
        await sql
          .raw(
            `create or replace function tasks_row_json() returns trigger language plpgsql as $$ begin new.row_json := ${jsonObjectSql('postgres', TASK_JSON_FIELDS_0026, 'new')}; return new; end $$`,
          )
          .execute(db);
        await sql.raw(`update tasks set row_json = null`).execute(db);
        return;
      }
      const object = jsonObjectSql('sqlite', TASK_JSON_FIELDS_0026);
      const columns = [...new Set(TASK_JSON_FIELDS_0026.map((f) => f.column))];
      await sql.raw(`drop trigger tasks_row_json_insert`).execute(db);
      await sql.raw(`drop trigger tasks_row_json_update`).execute(db);
      await sql.raw(`update tasks set row_json = ${object}`).execute(db);
      const write = `begin update tasks set row_json = ${object} where rowid = new.rowid; end`;
      await sql
        .raw(`create trigger tasks_row_json_insert after insert on tasks ${write}`)
        .execute(db);
      await sql
        .raw(
          `create trigger tasks_row_json_update after update of ${columns.join(', ')} on tasks ${write}`,
        )
        .execute(db);
    },
  };
}
