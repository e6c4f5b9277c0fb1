import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * House maintenance and household assets (issue 14, decision 008): maintenance items with their
 * schedules and history, and the family's assets with their schedules, expenses and smart
 * reminders. Dates are YYYY-MM-DD text in the family's time zone; money is a real with at most
 * two decimals (as the vehicles' costs). Every row names its family; a child row goes with its
 * parent (ON DELETE CASCADE).
 */
export function houseMaintenance(engine: Engine): Migration {
  const t = columnTypes(engine);
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

  /** id, family_id … created_by, created_at (and updated_at) of every table. */
  type Builder = CreateTableBuilder<string, string>;
  const owned = (table: Builder, build: (b: Builder) => Builder, updated = true) => {
    let b = build(
      table
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        ),
    )
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now));
    if (updated) b = b.addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now));
    return b;
  };
  const scheduleStatuses = ['scheduled', 'in_progress', 'completed', 'cancelled'];

  return {
    async up(db: Kysely<unknown>) {
      await owned(db.schema.createTable('house_maintenance_items'), (b) =>
        b
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('category', 'text', (c) =>
            c
              .notNull()
              .defaultTo('general')
              .check(
                sql`category in (${inList(['general', 'hvac', 'plumbing', 'electrical', 'appliances', 'exterior', 'safety', 'landscaping'])})`,
              ),
          )
          .addColumn('location', 'text', (c) => c.notNull())
          .addColumn('priority', 'text', (c) =>
            c
              .notNull()
              .defaultTo('medium')
              .check(sql`priority in (${inList(['low', 'medium', 'high', 'critical'])})`),
          )
          .addColumn('estimated_cost', t.real, (c) => c.check(sql`estimated_cost >= 0`))
          .addColumn('estimated_duration', 'integer', (c) => c.check(sql`estimated_duration >= 1`))
          .addColumn('installation_date', 'text')
          .addColumn('maintenance_frequency_months', 'integer', (c) =>
            c
              .notNull()
              .defaultTo(12)
              .check(sql`maintenance_frequency_months between 1 and 120`),
          )
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('good')
              .check(sql`status in (${inList(['excellent', 'good', 'fair', 'poor', 'critical'])})`),
          )
          .addColumn('notes', 'text')
          .addColumn('last_maintenance_date', 'text')
          .addColumn('next_maintenance_date', 'text'),
      ).execute();
      await db.schema
        .createIndex('house_maintenance_items_family_idx')
        .on('house_maintenance_items')
        .columns(['family_id', 'id'])
        .execute();

      await owned(db.schema.createTable('house_maintenance_schedules'), (b) =>
        b
          .addColumn('item_id', 'text', (c) =>
            c.notNull().references('house_maintenance_items.id').onDelete('cascade'),
          )
          .addColumn('scheduled_date', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('scheduled')
              .check(sql`status in (${inList(scheduleStatuses)})`),
          )
          .addColumn('completion_date', 'text')
          .addColumn('performed_by', 'text')
          .addColumn('cost', t.real, (c) => c.check(sql`cost >= 0`))
          .addColumn('notes', 'text'),
      ).execute();
      // The overview and the dashboard: a family's open entries by date.
      await db.schema
        .createIndex('house_maintenance_schedules_open_idx')
        .on('house_maintenance_schedules')
        .columns(['family_id', 'status', 'scheduled_date'])
        .execute();
      await db.schema
        .createIndex('house_maintenance_schedules_item_idx')
        .on('house_maintenance_schedules')
        .columns(['item_id'])
        .execute();
      // An item has at most one open entry (scheduled or in progress).
      await sql`create unique index house_maintenance_schedules_one_open
        on house_maintenance_schedules (item_id)
        where status in ('scheduled', 'in_progress')`.execute(db);

      await owned(
        db.schema.createTable('house_maintenance_history'),
        (b) =>
          b
            .addColumn('item_id', 'text', (c) =>
              c.notNull().references('house_maintenance_items.id').onDelete('cascade'),
            )
            .addColumn('schedule_id', 'text', (c) =>
              c.references('house_maintenance_schedules.id').onDelete('set null'),
            )
            .addColumn('action_type', 'text', (c) =>
              c
                .notNull()
                .check(
                  sql`action_type in (${inList(['maintenance_completed', 'repair', 'inspection', 'replacement'])})`,
                ),
            )
            .addColumn('action_date', 'text', (c) => c.notNull())
            .addColumn('description', 'text')
            .addColumn('performed_by', 'text')
            .addColumn('cost', t.real, (c) => c.check(sql`cost >= 0`))
            .addColumn('notes', 'text'),
        false,
      ).execute();
      // History pages: newest first within the family.
      await db.schema
        .createIndex('house_maintenance_history_page_idx')
        .on('house_maintenance_history')
        .columns(['family_id', 'action_date', 'id'])
        .execute();
      await db.schema
        .createIndex('house_maintenance_history_item_idx')
        .on('house_maintenance_history')
        .columns(['item_id', 'action_date'])
        .execute();

      await owned(db.schema.createTable('family_assets'), (b) =>
        b
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('category', 'text', (c) =>
            c
              .notNull()
              .defaultTo('other')
              .check(
                sql`category in (${inList(['appliance', 'hvac', 'electronics', 'furniture', 'kitchen', 'safety', 'outdoor', 'tools', 'baby', 'other'])})`,
              ),
          )
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('active')
              .check(
                sql`status in (${inList(['active', 'needs_repair', 'in_storage', 'retired'])})`,
              ),
          )
          .addColumn('location', 'text')
          .addColumn('brand', 'text')
          .addColumn('model', 'text')
          .addColumn('serial_number', 'text')
          .addColumn('purchase_date', 'text')
          .addColumn('purchase_price', t.real, (c) => c.check(sql`purchase_price >= 0`))
          .addColumn('warranty_expiry', 'text')
          .addColumn('notes', 'text'),
      ).execute();
      await db.schema
        .createIndex('family_assets_family_idx')
        .on('family_assets')
        .columns(['family_id', 'id'])
        .execute();

      await owned(db.schema.createTable('asset_maintenance_schedules'), (b) =>
        b
          .addColumn('asset_id', 'text', (c) =>
            c.notNull().references('family_assets.id').onDelete('cascade'),
          )
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('scheduled_date', 'text', (c) => c.notNull())
          .addColumn('frequency_months', 'integer', (c) =>
            c.check(sql`frequency_months between 1 and 120`),
          )
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('scheduled')
              .check(sql`status in (${inList(scheduleStatuses)})`),
          )
          .addColumn('completion_date', 'text')
          .addColumn('notes', 'text'),
      ).execute();
      await db.schema
        .createIndex('asset_maintenance_schedules_open_idx')
        .on('asset_maintenance_schedules')
        .columns(['family_id', 'status', 'scheduled_date'])
        .execute();
      await db.schema
        .createIndex('asset_maintenance_schedules_asset_idx')
        .on('asset_maintenance_schedules')
        .columns(['asset_id'])
        .execute();

      await owned(
        db.schema.createTable('asset_expenses'),
        (b) =>
          b
            .addColumn('asset_id', 'text', (c) =>
              c.notNull().references('family_assets.id').onDelete('cascade'),
            )
            .addColumn('schedule_id', 'text', (c) =>
              c.references('asset_maintenance_schedules.id').onDelete('set null'),
            )
            .addColumn('expense_date', 'text', (c) => c.notNull())
            .addColumn('amount', t.real, (c) => c.notNull().check(sql`amount >= 0`))
            .addColumn('kind', 'text', (c) =>
              c
                .notNull()
                .defaultTo('other')
                .check(
                  sql`kind in (${inList(['purchase', 'repair', 'maintenance', 'part', 'other'])})`,
                ),
            )
            .addColumn('description', 'text'),
        false,
      ).execute();
      await db.schema
        .createIndex('asset_expenses_family_idx')
        .on('asset_expenses')
        .columns(['family_id', 'expense_date', 'id'])
        .execute();
      await db.schema
        .createIndex('asset_expenses_asset_idx')
        .on('asset_expenses')
        .columns(['asset_id', 'expense_date'])
        .execute();

      await owned(db.schema.createTable('smart_reminders'), (b) =>
        b
          .addColumn('asset_id', 'text', (c) =>
            c.notNull().references('family_assets.id').onDelete('cascade'),
          )
          .addColumn('kind', 'text', (c) =>
            c
              .notNull()
              .defaultTo('custom')
              .check(sql`kind in ('custom', 'warranty')`),
          )
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('trigger_date', 'text', (c) => c.notNull())
          .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(true))
          .addColumn('is_sent', t.boolean, (c) => c.notNull().defaultTo(false))
          .addColumn('notes', 'text'),
      ).execute();
      await db.schema
        .createIndex('smart_reminders_family_idx')
        .on('smart_reminders')
        .columns(['family_id', 'trigger_date'])
        .execute();
      // The server keeps one warranty reminder per asset.
      await sql`create unique index smart_reminders_one_warranty
        on smart_reminders (asset_id) where kind = 'warranty'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'smart_reminders',
        'asset_expenses',
        'asset_maintenance_schedules',
        'family_assets',
        'house_maintenance_history',
        'house_maintenance_schedules',
        'house_maintenance_items',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
