import { lowestLowVoltage } from '@usra/domain/vehicles/battery';
import { createHash, randomBytes } from 'node:crypto';
import type { LiveTopic } from '@usra/domain/common/live-topics';
import { lookupDtc } from '@usra/domain/vehicles/dtc';
import { healthScore, type HealthScore } from '@usra/domain/vehicles/health';
import {
  applyObdAction,
  OBD_READINGS_LIMIT,
  readingTimeProblem,
  type CreateObdDeviceData,
  type HealthAlert,
  type ObdAction,
  type ObdDevice,
  type ObdReading,
  type ObdReadingData,
  type DeviceStatusInput,
  type UpdateObdDeviceData,
} from '@usra/domain/vehicles/obd-schema';
import {
  defaultServiceIntervals,
  predictMaintenance,
  type MaintenancePrediction,
} from '@usra/domain/vehicles/prediction';
import type { RateRule } from '../../config.js';
import { AppError, errorMessages, fieldsError } from '../../platform/errors.js';
import type { ChangeEvent, EventBus } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Actor } from '../../platform/session-guard.js';
import type { VehicleReads } from '../vehicles/vehicles.module.js';
import { toAlert, toDevice, toReading, type DeviceRow } from './obd-row.js';
import type { DeviceChange, ObdRepository } from './obd.repository.js';

/** Adapters, readings and alerts change the vehicles' health screens. */
export const OBD_TOPIC: LiveTopic = 'vehicles';
const TOKEN_PREFIX = 'usra_obd_';
/** Readings keep full resolution this long, then one a minute (decision 007). */
export const FULL_RESOLUTION_DAYS = 7;
/** A vehicle's old readings are downsampled at most this often (per server process). */
const DOWNSAMPLE_EVERY_MS = 3600_000;
const DAY_MS = 86_400_000;

const deviceNotFound = () => new AppError(404, 'NOT_FOUND', 'OBD device not found');
const vehicleNotFound = () => new AppError(404, 'NOT_FOUND', 'Vehicle not found');
const alertNotFound = () => new AppError(404, 'NOT_FOUND', 'Alert not found');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface VehicleHealth {
  score: HealthScore;
  latest: ObdReading | null;
}

/** OBD-II adapters of the family's vehicles, the readings they send and what they mean. */
export class ObdService {
  private readonly downsampledAt = new Map<string, number>();

  constructor(
    private readonly repo: ObdRepository,
    private readonly vehicles: VehicleReads,
    private readonly events: EventBus,
    private readonly limiter: RateLimiter,
    private readonly ingestRule: RateRule,
    private readonly clock: () => Date = () => new Date(),
    /** Per-family ceilings (FAMILY_MAX_OBD_DEVICES, OBD_READINGS_PER_VEHICLE_PER_DAY). */
    private readonly limits = {
      devices: Number.POSITIVE_INFINITY,
      readingsPerVehiclePerDay: Number.POSITIVE_INFINITY,
    },
  ) {}

  private readingsEvent(familyId: string, vehicleId: string): ChangeEvent {
    return { topic: OBD_TOPIC, familyId, data: { id: vehicleId, action: 'readings' } };
  }

  private async announce(familyId: string, vehicleId: string | null, action: string) {
    await this.events.publish({
      topic: OBD_TOPIC,
      familyId,
      data: { id: vehicleId, action },
    });
  }

  private async deviceRow(actor: Actor, id: string): Promise<DeviceRow> {
    const row = await this.repo.device(actor.familyId, id);
    if (!row) throw deviceNotFound();
    return row;
  }

  private async assertVehicle(actor: Actor, vehicleId: string | null | undefined) {
    if (vehicleId && !(await this.vehicles.vehicle(actor.familyId, vehicleId))) {
      // A foreign or missing vehicle id in a body reads as a field problem, like any bad value.
      throw new AppError(404, 'NOT_FOUND', 'Vehicle not found', { field: 'vehicleId' });
    }
  }

  async devices(actor: Actor): Promise<ObdDevice[]> {
    return (await this.repo.devices(actor.familyId)).map(toDevice);
  }

  async addDevice(actor: Actor, input: CreateObdDeviceData): Promise<ObdDevice> {
    if ((await this.repo.devices(actor.familyId)).length >= this.limits.devices) {
      throw fieldsError([{ path: 'deviceName', key: 'obd.deviceLimit' }], 409, 'CONFLICT');
    }
    await this.assertVehicle(actor, input.vehicleId);
    const row = await this.repo.addDevice(actor.familyId, newId(), input, input.demo, this.clock());
    await this.announce(actor.familyId, input.vehicleId, 'device');
    return toDevice(row);
  }

  async updateDevice(actor: Actor, id: string, input: UpdateObdDeviceData): Promise<ObdDevice> {
    await this.deviceRow(actor, id);
    await this.assertVehicle(actor, input.vehicleId);
    const change: DeviceChange = {};
    if (input.deviceName !== undefined) change.device_name = input.deviceName;
    if (input.deviceId !== undefined) change.device_id = input.deviceId;
    if (input.vehicleId !== undefined) change.vehicle_id = input.vehicleId;
    if (input.connectionType !== undefined) change.connection_type = input.connectionType;
    if (input.protocolType !== undefined) change.protocol_type = input.protocolType;
    if (input.bluetoothAddress !== undefined) change.bluetooth_address = input.bluetoothAddress;
    if (input.firmwareVersion !== undefined) change.firmware_version = input.firmwareVersion;
    const row = await this.repo.updateDevice(actor.familyId, id, change);
    if (!row) throw deviceNotFound();
    await this.announce(actor.familyId, row.vehicle_id, 'device');
    return toDevice(row);
  }

  /** Pair, connect, disconnect or reset (spec section 4). */
  async act(actor: Actor, id: string, action: ObdAction): Promise<ObdDevice> {
    const current = toDevice(await this.deviceRow(actor, id));
    const next = applyObdAction(current, action, this.clock());
    const row = await this.repo.updateDevice(actor.familyId, id, {
      status: next.status,
      is_paired: Number(next.isPaired),
      is_connected: Number(next.isConnected),
      pairing_date: next.pairingDate,
      last_connection: next.lastConnection,
    });
    if (!row) throw deviceNotFound();
    await this.announce(actor.familyId, row.vehicle_id, 'device');
    return toDevice(row);
  }

  async deleteDevice(actor: Actor, id: string): Promise<void> {
    const row = await this.deviceRow(actor, id);
    await this.repo.deleteDevice(actor.familyId, id);
    await this.announce(actor.familyId, row.vehicle_id, 'device');
  }

  /** A new ingestion token: shown this once; the old one stops working. */
  async issueToken(actor: Actor, id: string): Promise<{ token: string; device: ObdDevice }> {
    await this.deviceRow(actor, id);
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await this.repo.updateDevice(actor.familyId, id, { token_hash: hashToken(token) });
    if (!row) throw deviceNotFound();
    await this.announce(actor.familyId, row.vehicle_id, 'device');
    return { token, device: toDevice(row) };
  }

  async revokeToken(actor: Actor, id: string): Promise<ObdDevice> {
    await this.deviceRow(actor, id);
    const row = await this.repo.updateDevice(actor.familyId, id, { token_hash: null });
    if (!row) throw deviceNotFound();
    await this.announce(actor.familyId, row.vehicle_id, 'device');
    return toDevice(row);
  }

  /** Readings pushed with a device token: the token alone names the family and vehicle. */
  async ingestWithToken(
    authorization: string | undefined,
    readings: readonly ObdReadingData[],
    status?: DeviceStatusInput,
  ): Promise<{ accepted: number }> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const device =
      token && token.startsWith(TOKEN_PREFIX)
        ? await this.repo.deviceByTokenHash(hashToken(token))
        : undefined;
    if (!device) {
      throw new AppError(401, 'UNAUTHENTICATED', 'A valid device token is required.');
    }
    return this.ingest(device, readings, status);
  }

  /** Readings the browser read from a paired adapter (Web Bluetooth), with the session. */
  async ingestFromBrowser(
    actor: Actor,
    deviceId: string,
    readings: readonly ObdReadingData[],
    status?: DeviceStatusInput,
  ): Promise<{ accepted: number }> {
    return this.ingest(await this.deviceRow(actor, deviceId), readings, status);
  }

  private async ingest(
    device: DeviceRow,
    readings: readonly ObdReadingData[],
    status?: DeviceStatusInput,
  ): Promise<{ accepted: number }> {
    const now = this.clock();
    const decision = await this.limiter.consume(
      `obd-ingest:${device.id}`,
      this.ingestRule,
      now.getTime(),
    );
    if (!decision.allowed) {
      throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    // Dated by the device's clock: far ahead or long ago is a wrong clock or a forgery.
    const problems = readings.flatMap((reading, i) => {
      const key = readingTimeProblem(reading.timestamp, now);
      return key ? [{ path: `readings.${i}.timestamp`, key }] : [];
    });
    if (problems.length > 0) throw fieldsError(problems);
    if (!device.vehicle_id) {
      throw new AppError(
        409,
        'DEVICE_WITHOUT_VEHICLE',
        'Choose the vehicle this OBD device is plugged into first.',
      );
    }
    // A day's readings per vehicle, counted like a rate limit (across instances); a vehicle
    // past it takes nothing more for a day.
    const daily = await this.limiter.consume(
      `obd-daily:${device.vehicle_id}`,
      { max: this.limits.readingsPerVehiclePerDay, windowMs: DAY_MS, blockMs: DAY_MS },
      now.getTime(),
      readings.length,
    );
    if (!daily.allowed) {
      throw fieldsError([{ path: 'readings', key: 'obd.dailyReadingLimit' }], 429, 'RATE_LIMITED');
    }
    const plain =
      !status &&
      readings.every((r) => r.diagnosticCodes.length === 0) &&
      !lowestLowVoltage(readings);
    if (plain && this.repo.engine === 'postgres') {
      // The common reading (no trouble code, no low battery, no device status): its rows and
      // the device's last reading time are one statement (issue 30); its notice follows.
      await this.repo.addReadingsInOneTrip(
        device.family_id,
        device.vehicle_id,
        device.id,
        readings,
        now,
      );
      await this.events.publishAll([this.readingsEvent(device.family_id, device.vehicle_id)]);
    } else {
      await this.repo.addReadings(device.family_id, device.vehicle_id, device.id, readings, now);
      if (status) await this.repo.setDeviceStatus(device.family_id, device.id, status);
      await this.raiseAlerts(device.family_id, device.vehicle_id, readings, now);
      await this.raiseLowVoltage(device.family_id, device.vehicle_id, readings, now);
      await this.announce(device.family_id, device.vehicle_id, 'readings');
    }
    await this.downsampleIfDue(device.family_id, device.vehicle_id, now);
    return { accepted: readings.length };
  }

  /** Keeps a year of one car small: full resolution for a week, then one reading a minute. */
  async downsampleIfDue(familyId: string, vehicleId: string, now: Date): Promise<number> {
    const last = this.downsampledAt.get(vehicleId) ?? 0;
    if (now.getTime() - last < DOWNSAMPLE_EVERY_MS) return 0;
    this.downsampledAt.set(vehicleId, now.getTime());
    const before = new Date(now.getTime() - FULL_RESOLUTION_DAYS * 86_400_000);
    return this.repo.downsample(familyId, vehicleId, before);
  }

  /** A trouble code without an open alert raises one, with its severity from the code table. */
  private async raiseAlerts(
    familyId: string,
    vehicleId: string,
    readings: readonly ObdReadingData[],
    now: Date,
  ) {
    const seen = new Set(readings.flatMap((r) => r.diagnosticCodes));
    if (seen.size === 0) return;
    const open = await this.repo.openAlertCodes(familyId, vehicleId);
    const fresh = [...seen].filter((code) => !open.has(code));
    await this.repo.addAlerts(
      familyId,
      vehicleId,
      fresh.map((code) => ({ code, severity: lookupDtc(code)?.severity ?? 'warning' })),
      now,
    );
  }

  /** A low battery voltage (issue 27) raises one alert until it is resolved. */
  private async raiseLowVoltage(
    familyId: string,
    vehicleId: string,
    readings: readonly ObdReadingData[],
    now: Date,
  ) {
    const low = lowestLowVoltage(readings);
    if (!low || (await this.repo.hasOpenLowVoltage(familyId, vehicleId))) return;
    await this.repo.addLowVoltageAlert(familyId, vehicleId, low, now);
  }

  private async vehicleOf(actor: Actor, vehicleId: string) {
    const vehicle = await this.vehicles.vehicle(actor.familyId, vehicleId);
    if (!vehicle) throw vehicleNotFound();
    return vehicle;
  }

  /** The latest readings, newest first (spec: limit 100). */
  async readings(actor: Actor, vehicleId: string): Promise<ObdReading[]> {
    await this.vehicleOf(actor, vehicleId);
    return (await this.repo.readings(actor.familyId, vehicleId, OBD_READINGS_LIMIT)).map(toReading);
  }

  /** Spec section 9's score from the latest reading (0 without one). */
  async health(actor: Actor, vehicleId: string): Promise<VehicleHealth> {
    await this.vehicleOf(actor, vehicleId);
    const [row] = await this.repo.readings(actor.familyId, vehicleId, 1);
    const latest = row ? toReading(row) : null;
    return {
      latest,
      score: healthScore(
        latest && {
          engineTemperature: latest.engineTemperature,
          temperatureScale: 'celsius',
          engineLoad: latest.engineLoad,
          fuelLevel: latest.fuelLevel,
          diagnosticCodes: latest.diagnosticCodes,
        },
      ),
    };
  }

  async alerts(actor: Actor, vehicleId: string): Promise<HealthAlert[]> {
    await this.vehicleOf(actor, vehicleId);
    return (await this.repo.alerts(actor.familyId, vehicleId)).map(toAlert);
  }

  /** Acknowledge; resolve only once acknowledged (spec section 4). */
  async alertStep(
    actor: Actor,
    vehicleId: string,
    alertId: string,
    step: 'acknowledge' | 'resolve',
  ): Promise<HealthAlert> {
    await this.vehicleOf(actor, vehicleId);
    const current = await this.repo.alert(actor.familyId, vehicleId, alertId);
    if (!current) throw alertNotFound();
    const row = await this.repo.setAlert(actor.familyId, vehicleId, alertId, step, this.clock());
    if (!row) {
      throw new AppError(
        409,
        'ALERT_NOT_ACKNOWLEDGED',
        'Acknowledge the alert before resolving it.',
      );
    }
    await this.announce(actor.familyId, vehicleId, 'alert');
    return toAlert(row);
  }

  /** Predicted maintenance from the service log, the distance driven and the latest reading. */
  async predictions(actor: Actor, vehicleId: string): Promise<MaintenancePrediction[]> {
    const vehicle = await this.vehicleOf(actor, vehicleId);
    const now = this.clock();
    const [services, odometer, own, health] = await Promise.all([
      this.vehicles.services(actor.familyId, vehicleId),
      this.vehicles.odometer(actor.familyId, vehicleId),
      this.vehicles.intervals(actor.familyId, vehicleId),
      this.health(actor, vehicleId),
    ]);
    // The family's own reminders replace the default interval of their service type.
    const intervals = [
      ...own,
      ...defaultServiceIntervals.filter((d) => !own.some((o) => o.type === d.type)),
    ];
    const today = now.toISOString().slice(0, 10);
    return predictMaintenance({
      services,
      odometer: [...odometer, { date: today, odometerKm: vehicle.mileage }],
      intervals,
      readings: {
        odometerKm: vehicle.mileage,
        diagnosticCodes: health.latest?.diagnosticCodes ?? [],
        engineTemperatureC: health.latest?.engineTemperature ?? null,
      },
      now,
    });
  }
}
