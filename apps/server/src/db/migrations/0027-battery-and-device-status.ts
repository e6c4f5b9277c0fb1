import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * Issue 27: the control-module (battery) voltage of each OBD reading (PID 0142, volts); a health
 * alert that is not a trouble code (a low voltage, with what was measured); and what an adapter
 * reports of itself (spec section 3: battery level, signal strength, device settings).
 */
export function batteryAndDeviceStatus(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('obd_readings').addColumn('battery_voltage', t.real).execute();
      await db.schema
        .alterTable('vehicle_health_alerts')
        .addColumn('alert_type', 'text', (c) => c.notNull().defaultTo(sql`'dtc'`))
        .execute();
      await db.schema.alterTable('vehicle_health_alerts').addColumn('details', 'text').execute();
      await db.schema.alterTable('obd_devices').addColumn('battery_level', 'integer').execute();
      await db.schema.alterTable('obd_devices').addColumn('signal_strength', 'integer').execute();
      await db.schema.alterTable('obd_devices').addColumn('device_settings', 'text').execute();
    },
  };
}
