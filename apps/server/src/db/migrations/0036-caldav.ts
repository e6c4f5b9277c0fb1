import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * Issue 31, CalDAV (decision 021). `dav_resources` keeps the name (href) and UID a CalDAV
 * client gave an event or a task, so both stay what the client wrote; rows the app made have
 * none and are served as `<id>.ics`. `dav_sync_states` keeps, per sync token, what a collection
 * held (name → ETag) when the token was handed out: the next sync-collection (RFC 6578) compares
 * it with now and reports changed resources and, as 404, deleted ones, whichever side made them.
 */
export function caldav(engine: Engine): Migration {
  const t = columnTypes(engine);
  const sqlCollection = sql`collection in ('calendar', 'tasks')`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dav_resources')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('collection', 'text', (c) => c.notNull().check(sqlCollection))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('uid', 'text', (c) => c.notNull())
        // Null while the PUT that reserved the name is creating its row.
        .addColumn('item_id', 'text')
        .addColumn('all_day', t.boolean, (c) =>
          c.notNull().defaultTo(engine === 'postgres' ? false : 0),
        )
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('dav_resources_name_key', ['family_id', 'collection', 'name'])
        .addUniqueConstraint('dav_resources_uid_key', ['family_id', 'collection', 'uid'])
        .execute();
      await db.schema
        .createIndex('dav_resources_item_idx')
        .on('dav_resources')
        .columns(['family_id', 'collection', 'item_id'])
        .execute();
      await db.schema
        .createTable('dav_sync_states')
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('collection', 'text', (c) => c.notNull().check(sqlCollection))
        .addColumn('token', 'text', (c) => c.notNull())
        /** JSON object: resource name → ETag. */
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('dav_sync_states_pkey', ['family_id', 'collection', 'token'])
        .execute();
    },
  };
}
