import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/** Tasks, calendar events and the family's calendar feed token (issue 5). */
export function tasksCalendar(engine: Engine): Migration {
  const t = columnTypes(engine);
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tasks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('location', 'text')
        .addColumn('priority', 'text', (c) =>
          c
            .notNull()
            .defaultTo('medium')
            .check(sql`priority in ('low', 'medium', 'high')`),
        )
        .addColumn('category', 'text', (c) =>
          c
            .notNull()
            .defaultTo('other')
            .check(sql`category in ('chores', 'errands', 'maintenance', 'other')`),
        )
        .addColumn('due_date', t.timestamp)
        // The member's name is kept too, so a task keeps its assignee after the member goes.
        .addColumn('assignee_member_id', 'text', (c) =>
          c.references('family_members.id').onDelete('set null'),
        )
        .addColumn('assignee_name', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'in_progress', 'completed')`),
        )
        .addColumn('completed_at', t.timestamp)
        .addColumn('is_recurring', t.boolean, (c) => c.notNull().defaultTo(false))
        .addColumn('recurrence_type', 'text')
        // The series' day of the month, so monthly tasks on the 31st come back after February.
        .addColumn('recurrence_anchor_day', 'integer')
        .addColumn('estimated_duration', 'integer')
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      // Ids are UUIDv7 (time-ordered): (family_id, id) serves "newest first" with a keyset cursor.
      await db.schema
        .createIndex('tasks_family_id_idx')
        .on('tasks')
        .columns(['family_id', 'id'])
        .execute();
      await db.schema
        .createIndex('tasks_family_status_due_idx')
        .on('tasks')
        .columns(['family_id', 'status', 'due_date'])
        .execute();
      await db.schema
        .createIndex('tasks_family_due_idx')
        .on('tasks')
        .columns(['family_id', 'due_date'])
        .execute();
      await db.schema
        .createIndex('tasks_family_category_idx')
        .on('tasks')
        .columns(['family_id', 'category', 'id'])
        .execute();
      await db.schema
        .createIndex('tasks_family_priority_idx')
        .on('tasks')
        .columns(['family_id', 'priority', 'id'])
        .execute();
      await db.schema
        .createIndex('tasks_family_assignee_idx')
        .on('tasks')
        .columns(['family_id', 'assignee_member_id', 'id'])
        .execute();
      await db.schema
        .createIndex('tasks_family_completed_idx')
        .on('tasks')
        .columns(['family_id', 'completed_at'])
        .execute();

      await db.schema
        .createTable('calendar_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('start_time', t.timestamp, (c) => c.notNull())
        .addColumn('end_time', t.timestamp, (c) => c.notNull())
        .addColumn('location', 'text')
        .addColumn('event_type', 'text', (c) =>
          c
            .notNull()
            .defaultTo('family')
            .check(sql`event_type in ('family', 'personal', 'work', 'school')`),
        )
        .addColumn('attendees', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('calendar_events_family_start_idx')
        .on('calendar_events')
        .columns(['family_id', 'start_time'])
        .execute();

      await db.schema
        .createTable('calendar_feeds')
        .addColumn('family_id', 'text', (c) =>
          c.primaryKey().references('families.id').onDelete('cascade'),
        )
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
    },
  };
}
