import type { Kysely, Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * Issue 31, calendar subscriptions (decision 022): outside calendars a family follows by URL,
 * fetched by the server on a schedule, and their occurrences, replaced as a whole after each
 * good fetch. `next_fetch_at` is the schedule: an instance claims a due row by moving it
 * forward (compare-and-set), so one fetch runs per due subscription across instances.
 * `calendar_event_imports` remembers which UID of an imported .ics file made which family event,
 * so importing the same file again adds nothing.
 */
export function calendarSubscriptions(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('calendar_subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('colour', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('next_fetch_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_attempt_at', t.timestamp)
        .addColumn('last_success_at', t.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('etag', 'text')
        .addColumn('last_modified', 'text')
        .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('calendar_subscriptions_family_idx')
        .on('calendar_subscriptions')
        .column('family_id')
        .execute();
      await db.schema
        .createIndex('calendar_subscriptions_due_idx')
        .on('calendar_subscriptions')
        .column('next_fetch_at')
        .execute();

      await db.schema
        .createTable('calendar_subscription_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('subscription_id', 'text', (c) =>
          c.notNull().references('calendar_subscriptions.id').onDelete('cascade'),
        )
        .addColumn('uid', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('starts_at', t.timestamp, (c) => c.notNull())
        .addColumn('ends_at', t.timestamp, (c) => c.notNull())
        .addColumn('all_day', t.boolean, (c) => c.notNull())
        .addColumn('location', 'text')
        .execute();
      await db.schema
        .createIndex('calendar_subscription_events_range_idx')
        .on('calendar_subscription_events')
        .columns(['family_id', 'starts_at'])
        .execute();
      await db.schema
        .createIndex('calendar_subscription_events_subscription_idx')
        .on('calendar_subscription_events')
        .column('subscription_id')
        .execute();

      await db.schema
        .createTable('calendar_event_imports')
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('import_key', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) =>
          c.notNull().references('calendar_events.id').onDelete('cascade'),
        )
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('calendar_event_imports_pk', ['family_id', 'import_key'])
        .execute();
      await db.schema
        .createIndex('calendar_event_imports_event_idx')
        .on('calendar_event_imports')
        .column('event_id')
        .execute();
    },
  };
}
