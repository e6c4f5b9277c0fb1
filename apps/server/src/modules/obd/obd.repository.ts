import type { Kysely, Updateable } from 'kysely';
import type { CreateObdDeviceData, ObdReadingData } from '@usra/domain/vehicles/obd-schema';
import { writeInOneTrip } from '../../db/one-trip.js';
import type { Database, ObdDevicesTable } from '../../db/schema.js';
import { engineOf } from '../../db/sql-json.js';
import { newId } from '../../platform/ids.js';
import type { AlertRow, DeviceRow, ReadingRow } from './obd-row.js';
import { mergedReading, readingsByMinute } from './reading-downsample.js';

/** Columns a device change writes (booleans as 1/0: SQLite binds no booleans). */
export type DeviceChange = Omit<Updateable<ObdDevicesTable>, 'id' | 'family_id' | 'created_at'>;

/** Adapters, readings and alerts; every query filtered by the family. */
export class ObdRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first (spec section 7). */
  devices(familyId: string): Promise<DeviceRow[]> {
    return this.db
      .selectFrom('obd_devices')
      .selectAll()
      .where('family_id', '=', familyId)
      .orderBy('id', 'desc')
      .execute();
  }

  device(familyId: string, id: string): Promise<DeviceRow | undefined> {
    return this.db
      .selectFrom('obd_devices')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The device a token belongs to: the token is the only key (no family is known yet). */
  deviceByTokenHash(tokenHash: string): Promise<DeviceRow | undefined> {
    return this.db
      .selectFrom('obd_devices')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  addDevice(
    familyId: string,
    id: string,
    data: CreateObdDeviceData,
    isDemo: boolean,
    now: Date,
  ): Promise<DeviceRow> {
    return this.db
      .insertInto('obd_devices')
      .values({
        id,
        family_id: familyId,
        vehicle_id: data.vehicleId,
        device_name: data.deviceName,
        device_id: data.deviceId,
        bluetooth_address: data.bluetoothAddress,
        connection_type: data.connectionType,
        protocol_type: data.protocolType,
        firmware_version: data.firmwareVersion,
        status: 'disconnected',
        is_paired: 0,
        is_connected: 0,
        is_demo: Number(isDemo),
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  updateDevice(familyId: string, id: string, change: DeviceChange): Promise<DeviceRow | undefined> {
    if (Object.keys(change).length === 0) return this.device(familyId, id);
    return this.db
      .updateTable('obd_devices')
      .set(change)
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteDevice(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('obd_devices')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Stores a batch of readings of one vehicle and notes when its device last sent. */
  async addReadings(
    familyId: string,
    vehicleId: string,
    deviceId: string,
    readings: readonly ObdReadingData[],
    now: Date,
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await this.readingsInsert(tx, familyId, vehicleId, deviceId, readings).execute();
      await this.lastReadingUpdate(tx, familyId, deviceId, now).execute();
    });
  }

  /** The engine: PostgreSQL writes readings and their NOTIFY in one statement (issue 30). */
  get engine() {
    return engineOf(this.db);
  }

  /**
   * PostgreSQL (issue 30): the readings and the device's last reading time in one statement
   * (one round trip, one transaction) instead of begin, two writes and commit.
   */
  async addReadingsInOneTrip(
    familyId: string,
    vehicleId: string,
    deviceId: string,
    readings: readonly ObdReadingData[],
    now: Date,
  ): Promise<void> {
    await writeInOneTrip(
      this.db,
      this.readingsInsert(this.db, familyId, vehicleId, deviceId, readings).returning('id'),
      { also: [this.lastReadingUpdate(this.db, familyId, deviceId, now)] },
    );
  }

  private lastReadingUpdate(db: Kysely<Database>, familyId: string, deviceId: string, now: Date) {
    return db
      .updateTable('obd_devices')
      .set({ last_reading_at: now.toISOString() })
      .where('family_id', '=', familyId)
      .where('id', '=', deviceId);
  }

  private readingsInsert(
    db: Kysely<Database>,
    familyId: string,
    vehicleId: string,
    deviceId: string,
    readings: readonly ObdReadingData[],
  ) {
    return db.insertInto('obd_readings').values(
      readings.map((r) => ({
        id: newId(),
        family_id: familyId,
        vehicle_id: vehicleId,
        device_id: deviceId,
        reading_timestamp: new Date(r.timestamp).toISOString(),
        engine_rpm: r.engineRpm,
        vehicle_speed: r.vehicleSpeed,
        engine_temperature: r.engineTemperature,
        engine_load: r.engineLoad,
        fuel_level: r.fuelLevel,
        distance_since_clear: r.distanceSinceClear,
        battery_voltage: r.batteryVoltage,
        diagnostic_codes: JSON.stringify(r.diagnosticCodes),
      })),
    );
  }

  /** Newest first. */
  readings(familyId: string, vehicleId: string, limit: number): Promise<ReadingRow[]> {
    return this.db
      .selectFrom('obd_readings')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .orderBy('reading_timestamp', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Newest first. */
  alerts(familyId: string, vehicleId: string): Promise<AlertRow[]> {
    return this.db
      .selectFrom('vehicle_health_alerts')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .orderBy('id', 'desc')
      .execute();
  }

  alert(familyId: string, vehicleId: string, id: string): Promise<AlertRow | undefined> {
    return this.db
      .selectFrom('vehicle_health_alerts')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The family's unresolved alerts, newest first (their vehicles' names are the vehicles'). */
  openAlerts(familyId: string, limit: number) {
    return this.db
      .selectFrom('vehicle_health_alerts')
      .select([
        'id',
        'vehicle_id',
        'diagnostic_code',
        'alert_type',
        'details',
        'severity',
        'created_at',
      ])
      .where('family_id', '=', familyId)
      .where('is_resolved', '=', 0 as never)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Whether the vehicle has a low-voltage alert not yet resolved. */
  async hasOpenLowVoltage(familyId: string, vehicleId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('vehicle_health_alerts')
      .select('id')
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .where('alert_type', '=', 'low_voltage')
      .where('is_resolved', '=', 0 as never)
      .executeTakeFirst();
    return row !== undefined;
  }

  async addLowVoltageAlert(
    familyId: string,
    vehicleId: string,
    details: { voltage: number; engineRunning: boolean; threshold: number },
    now: Date,
  ): Promise<void> {
    await this.db
      .insertInto('vehicle_health_alerts')
      .values({
        id: newId(),
        family_id: familyId,
        vehicle_id: vehicleId,
        diagnostic_code: null,
        severity: 'warning',
        alert_type: 'low_voltage',
        details: JSON.stringify(details),
        is_acknowledged: 0,
        is_resolved: 0,
        created_at: now.toISOString(),
      })
      .execute();
  }

  /** What an adapter reported of itself; absent fields keep their value. */
  async setDeviceStatus(
    familyId: string,
    deviceId: string,
    status: { batteryLevel?: number; signalStrength?: number; settings?: Record<string, unknown> },
  ): Promise<void> {
    const change: { battery_level?: number; signal_strength?: number; device_settings?: string } =
      {};
    if (status.batteryLevel !== undefined) change.battery_level = status.batteryLevel;
    if (status.signalStrength !== undefined) change.signal_strength = status.signalStrength;
    if (status.settings !== undefined) change.device_settings = JSON.stringify(status.settings);
    if (Object.keys(change).length === 0) return;
    await this.db
      .updateTable('obd_devices')
      .set(change)
      .where('family_id', '=', familyId)
      .where('id', '=', deviceId)
      .execute();
  }

  /** The codes that already have an alert not yet resolved. */
  async openAlertCodes(familyId: string, vehicleId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('vehicle_health_alerts')
      .select('diagnostic_code')
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .where('is_resolved', '=', 0 as never)
      .execute();
    return new Set(rows.map((r) => r.diagnostic_code).filter((c): c is string => c !== null));
  }

  async addAlerts(
    familyId: string,
    vehicleId: string,
    alerts: { code: string; severity: AlertRow['severity'] }[],
    now: Date,
  ): Promise<void> {
    if (alerts.length === 0) return;
    await this.db
      .insertInto('vehicle_health_alerts')
      .values(
        alerts.map((a) => ({
          id: newId(),
          family_id: familyId,
          vehicle_id: vehicleId,
          diagnostic_code: a.code,
          severity: a.severity,
          alert_type: 'dtc' as const,
          is_acknowledged: 0,
          is_resolved: 0,
          created_at: now.toISOString(),
        })),
      )
      .execute();
  }

  /** Acknowledge, or resolve (only once acknowledged); undefined when nothing changed. */
  setAlert(
    familyId: string,
    vehicleId: string,
    id: string,
    step: 'acknowledge' | 'resolve',
    now: Date,
  ): Promise<AlertRow | undefined> {
    const at = now.toISOString();
    let query = this.db
      .updateTable('vehicle_health_alerts')
      .set(
        step === 'acknowledge'
          ? { is_acknowledged: 1, acknowledged_at: at }
          : { is_resolved: 1, resolved_at: at },
      )
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .where('id', '=', id);
    if (step === 'resolve') query = query.where('is_acknowledged', '=', 1 as never);
    return query.returningAll().executeTakeFirst();
  }

  /**
   * Downsamples a vehicle's readings older than `before` to one a minute: each minute's
   * readings become one with their averages and every code any of them had. At most `limit`
   * old readings a call, so one call stays short; minutes already down to one reading are left.
   * Answers how many readings were removed.
   */
  async downsample(
    familyId: string,
    vehicleId: string,
    before: Date,
    limit = 20_000,
  ): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const rows = await tx
        .selectFrom('obd_readings')
        .selectAll()
        .where('family_id', '=', familyId)
        .where('vehicle_id', '=', vehicleId)
        .where('reading_timestamp', '<', before.toISOString())
        .orderBy('reading_timestamp')
        .limit(limit)
        .execute();
      let removed = 0;
      for (const [minute, list] of readingsByMinute(rows)) {
        if (list.length < 2) continue;
        await tx
          .deleteFrom('obd_readings')
          .where('family_id', '=', familyId)
          .where(
            'id',
            'in',
            list.map((r) => r.id),
          )
          .execute();
        await tx
          .insertInto('obd_readings')
          .values({
            id: newId(),
            family_id: familyId,
            vehicle_id: vehicleId,
            ...mergedReading(minute, list),
          })
          .execute();
        removed += list.length - 1;
      }
      return removed;
    });
  }
}
