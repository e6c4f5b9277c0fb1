import type { Selectable } from 'kysely';
import type { RecurrenceType, Task, TaskSourceType } from '@usra/domain/tasks/task-schema';
import { objectFromRow, roundCoordinate, type JsonField } from '../../db/sql-json.js';
import type { TasksTable } from '../../db/schema.js';

export type TaskRow = Selectable<TasksTable>;

/**
 * A Task's fields, in TaskSchema's order, and the column each is read from: `toTask` and the
 * stored JSON (`row_json`, written by the triggers of migration 0013) are both built from this
 * list. A field added to TaskSchema must be added here (a test compares the keys with the
 * schema's) and needs a migration that re-creates the triggers.
 */
export const taskJsonFields = [
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
] as const satisfies readonly (JsonField & { key: keyof Task; column: keyof TasksTable })[];

/** A row as the API's Task: the fields above, read in JavaScript. */
export function toTask(row: TaskRow): Task {
  return objectFromRow(row, taskJsonFields) as Task;
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
  repeatFromCompletion: boolean;
  estimatedDuration: number | null;
  tags: string[];
  latitude?: number | null;
  longitude?: number | null;
  sourceType?: TaskSourceType | null;
  sourceId?: string | null;
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
  repeatFromCompletion: 'repeat_from_completion',
  estimatedDuration: 'estimated_duration',
  tags: 'tags',
  latitude: 'latitude',
  longitude: 'longitude',
  sourceType: 'source_type',
  sourceId: 'source_id',
} as const satisfies Record<keyof TaskWrite, keyof TasksTable>;

export function toColumns(write: Partial<TaskWrite>): Partial<Record<keyof TasksTable, unknown>> {
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
        : key === 'isRecurring' || key === 'repeatFromCompletion'
          ? Number(write[key])
          : (key === 'latitude' || key === 'longitude') && typeof write[key] === 'number'
            ? roundCoordinate(write[key])
            : write[key];
  }
  return out;
}
