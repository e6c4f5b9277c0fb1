import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/** Family members, groups, settings, member addresses and invitations (issue 4). */
export function family(engine: Engine): Migration {
  const t = columnTypes(engine);
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('family_members')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        // The member's own account, when they have one (set on joining by invitation).
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('other'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('offline'))
        .addColumn('birth_date', 'text')
        .addColumn('school_work', 'text')
        .addColumn('emergency_contact_name', 'text')
        .addColumn('avatar_url', 'text')
        .addColumn('last_location', 'text')
        .addColumn('last_latitude', t.real)
        .addColumn('last_longitude', t.real)
        .addColumn('last_seen', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('family_members_family_idx')
        .on('family_members')
        .columns(['family_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('family_members_user_idx')
        .on('family_members')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('family_groups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('color', 'text', (c) => c.notNull().defaultTo('#3B82F6'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('family_groups_family_idx')
        .on('family_groups')
        .columns(['family_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('family_settings')
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('setting_key', 'text', (c) => c.notNull())
        // JSON text: a string, number, boolean or null.
        .addColumn('setting_value', 'text', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('family_settings_pk', ['family_id', 'setting_key'])
        .execute();

      await db.schema
        .createTable('family_member_addresses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('family_member_id', 'text', (c) =>
          c.notNull().references('family_members.id').onDelete('cascade'),
        )
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('address_type', 'text', (c) => c.notNull().defaultTo('home'))
        .addColumn('label', 'text')
        .addColumn('latitude', t.real)
        .addColumn('longitude', t.real)
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('family_member_addresses_member_idx')
        .on('family_member_addresses')
        .columns(['family_member_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('family_invitations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('invitation_token', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'accepted', 'revoked')`),
        )
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('invited_email', 'text')
        .addColumn('invited_name', 'text')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('family_invitations_family_idx')
        .on('family_invitations')
        .columns(['family_id', 'status'])
        .execute();
    },
  };
}
