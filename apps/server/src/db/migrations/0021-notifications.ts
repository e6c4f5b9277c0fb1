import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * The notification centre (issue 17, decision 010). Items are computed from the other areas'
 * data; what is stored is per person: read state and whether a push went out (by the item's
 * stable key), Web Push subscriptions, and the daily digest's claim (one row per person per day,
 * so several instances send it once). Accepted invitations gain who and when, for the notice
 * to the inviter.
 */
export function notifications(engine: Engine): Migration {
  const t = columnTypes(engine);
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const user = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('users.id').onDelete('cascade');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notification_state')
        .addColumn('user_id', 'text', user)
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('read_at', t.timestamp)
        .addColumn('pushed_at', t.timestamp)
        .addPrimaryKeyConstraint('notification_state_pk', ['user_id', 'key'])
        .execute();
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', user)
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('push_subscriptions_user')
        .on('push_subscriptions')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('notification_digests')
        .addColumn('user_id', 'text', user)
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('sent_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('notification_digests_pk', ['user_id', 'day'])
        .execute();
      await db.schema
        .alterTable('family_invitations')
        .addColumn('accepted_at', t.timestamp)
        .execute();
      await db.schema
        .alterTable('family_invitations')
        .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .execute();
    },
  };
}
