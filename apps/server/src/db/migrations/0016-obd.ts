import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * OBD-II adapters, their readings and the health alerts their trouble codes raise (issue 13).
 * Readings are metric as OBD-II reports them: km/h, °C, %, km. A device's ingestion token is
 * kept as its SHA-256 only.
 */
export function obd(engine: Engine): Migration {
  const t = columnTypes(engine);
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('obd_devices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('vehicle_id', 'text', (c) => c.references('vehicles.id').onDelete('set null'))
        .addColumn('device_name', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('bluetooth_address', 'text')
        .addColumn('connection_type', 'text', (c) => c.notNull().defaultTo('bluetooth'))
        .addColumn('protocol_type', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('disconnected')
            .check(sql`status in ('disconnected', 'paired', 'connected', 'error')`),
        )
        .addColumn('is_paired', t.boolean, (c) => c.notNull().defaultTo(false))
        .addColumn('is_connected', t.boolean, (c) => c.notNull().defaultTo(false))
        .addColumn('pairing_date', t.timestamp)
        .addColumn('last_connection', t.timestamp)
        .addColumn('firmware_version', 'text')
        .addColumn('is_demo', t.boolean, (c) => c.notNull().defaultTo(false))
        .addColumn('token_hash', 'text', (c) => c.unique())
        .addColumn('last_reading_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('obd_devices_family_idx')
        .on('obd_devices')
        .columns(['family_id', 'id'])
        .execute();

      await db.schema
        .createTable('obd_readings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('vehicle_id', 'text', (c) =>
          c.notNull().references('vehicles.id').onDelete('cascade'),
        )
        .addColumn('device_id', 'text', (c) => c.references('obd_devices.id').onDelete('set null'))
        .addColumn('reading_timestamp', t.timestamp, (c) => c.notNull())
        .addColumn('engine_rpm', t.real)
        .addColumn('vehicle_speed', t.real)
        .addColumn('engine_temperature', t.real)
        .addColumn('engine_load', t.real)
        .addColumn('fuel_level', t.real)
        .addColumn('distance_since_clear', t.real)
        .addColumn('diagnostic_codes', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .createIndex('obd_readings_vehicle_time_idx')
        .on('obd_readings')
        .columns(['family_id', 'vehicle_id', 'reading_timestamp'])
        .execute();

      await db.schema
        .createTable('vehicle_health_alerts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('vehicle_id', 'text', (c) =>
          c.notNull().references('vehicles.id').onDelete('cascade'),
        )
        .addColumn('diagnostic_code', 'text')
        .addColumn('severity', 'text', (c) =>
          c.notNull().check(sql`severity in ('critical', 'warning', 'info')`),
        )
        .addColumn('is_acknowledged', t.boolean, (c) => c.notNull().defaultTo(false))
        .addColumn('acknowledged_at', t.timestamp)
        .addColumn('is_resolved', t.boolean, (c) => c.notNull().defaultTo(false))
        .addColumn('resolved_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('vehicle_health_alerts_vehicle_idx')
        .on('vehicle_health_alerts')
        .columns(['family_id', 'vehicle_id', 'is_resolved'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('vehicle_health_alerts').execute();
      await db.schema.dropTable('obd_readings').execute();
      await db.schema.dropTable('obd_devices').execute();
    },
  };
}
