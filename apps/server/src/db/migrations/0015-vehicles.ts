import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * Vehicles with their fuel and service logs and reminders (issue 13). Distances in km, volumes in litres,
 * dates as YYYY-MM-DD text. A VIN is unique within a family: two families on one server may
 * hold the same car (one sold it to the other).
 */
export function vehicles(engine: Engine): Migration {
  const t = columnTypes(engine);
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vehicles')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('make', 'text')
        .addColumn('model', 'text')
        .addColumn('year', 'integer')
        .addColumn('mileage', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`mileage >= 0`),
        )
        .addColumn('fuel_level', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(100)
            .check(sql`fuel_level between 0 and 100`),
        )
        .addColumn('vin', 'text')
        .addColumn('license_plate', 'text')
        .addColumn('last_service_date', 'text')
        .addColumn('next_service_mileage', 'integer')
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('vehicles_family_vin_unique', ['family_id', 'vin'])
        .execute();
      await db.schema
        .createIndex('vehicles_family_id_idx')
        .on('vehicles')
        .columns(['family_id', 'id'])
        .execute();

      await db.schema
        .createTable('vehicle_fuel_logs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('vehicle_id', 'text', (c) =>
          c.notNull().references('vehicles.id').onDelete('cascade'),
        )
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('odometer', 'integer', (c) => c.notNull().check(sql`odometer >= 0`))
        .addColumn('volume', t.real, (c) => c.notNull().check(sql`volume > 0`))
        .addColumn('cost', t.real)
        .addColumn('full_tank', t.boolean, (c) => c.notNull().defaultTo(true))
        .addColumn('station', 'text')
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('vehicle_fuel_logs_vehicle_idx')
        .on('vehicle_fuel_logs')
        .columns(['family_id', 'vehicle_id', 'date'])
        .execute();

      await db.schema
        .createTable('vehicle_service_logs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('vehicle_id', 'text', (c) =>
          c.notNull().references('vehicles.id').onDelete('cascade'),
        )
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('odometer', 'integer', (c) => c.notNull().check(sql`odometer >= 0`))
        .addColumn('service_type', 'text', (c) => c.notNull())
        .addColumn('cost', t.real)
        .addColumn('notes', 'text')
        .addColumn('performed_by', 'text')
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('vehicle_service_logs_vehicle_idx')
        .on('vehicle_service_logs')
        .columns(['family_id', 'vehicle_id', 'date'])
        .execute();

      await db.schema
        .createTable('vehicle_reminders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('vehicle_id', 'text', (c) =>
          c.notNull().references('vehicles.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('service_type', 'text')
        .addColumn('interval_km', 'integer')
        .addColumn('interval_months', 'integer')
        .addColumn('due_date', 'text')
        .addColumn('due_odometer', 'integer')
        .addColumn('notes', 'text')
        .addColumn('last_done_date', 'text')
        .addColumn('last_done_odometer', 'integer')
        // Where an interval never done starts: the day it was made, the mileage then.
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('start_odometer', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('vehicle_reminders_vehicle_idx')
        .on('vehicle_reminders')
        .columns(['family_id', 'vehicle_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('vehicle_reminders').execute();
      await db.schema.dropTable('vehicle_service_logs').execute();
      await db.schema.dropTable('vehicle_fuel_logs').execute();
      await db.schema.dropTable('vehicles').execute();
    },
  };
}
