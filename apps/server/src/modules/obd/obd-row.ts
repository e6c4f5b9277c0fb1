import type { Selectable } from 'kysely';
import {
  LOW_VOLTAGE_ENGINE_OFF,
  lowVoltageTexts,
  type LowVoltage,
} from '@usra/domain/vehicles/battery';
import { lookupDtc } from '@usra/domain/vehicles/dtc';
import type { HealthAlert, ObdDevice, ObdReading } from '@usra/domain/vehicles/obd-schema';
import { toIso, toIsoOrNull } from '../../db/dialect.js';
import type {
  ObdDevicesTable,
  ObdReadingsTable,
  VehicleHealthAlertsTable,
} from '../../db/schema.js';

export type DeviceRow = Selectable<ObdDevicesTable>;
export type ReadingRow = Selectable<ObdReadingsTable>;
export type AlertRow = Selectable<VehicleHealthAlertsTable>;

export function toDevice(row: DeviceRow): ObdDevice {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    deviceName: row.device_name,
    deviceId: row.device_id,
    bluetoothAddress: row.bluetooth_address,
    connectionType: row.connection_type,
    protocolType: row.protocol_type as ObdDevice['protocolType'],
    status: row.status,
    isPaired: Boolean(row.is_paired),
    isConnected: Boolean(row.is_connected),
    pairingDate: toIsoOrNull(row.pairing_date),
    lastConnection: toIsoOrNull(row.last_connection),
    firmwareVersion: row.firmware_version,
    batteryLevel: row.battery_level,
    signalStrength: row.signal_strength,
    deviceSettings: settingsOf(row.device_settings),
    isDemo: Boolean(row.is_demo),
    hasToken: row.token_hash !== null,
    lastReadingAt: toIsoOrNull(row.last_reading_at),
    createdAt: toIso(row.created_at),
  };
}

function settingsOf(value: string | null): ObdDevice['deviceSettings'] {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const out: NonNullable<ObdDevice['deviceSettings']> = {};
    for (const [key, v] of Object.entries(parsed)) {
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[key] = v;
    }
    return out;
  } catch {
    return null;
  }
}

const num = (value: number | null) =>
  value === null ? null : Math.round(Number(value) * 100) / 100;

function codes(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export function toReading(row: ReadingRow): ObdReading {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    deviceId: row.device_id,
    timestamp: toIso(row.reading_timestamp),
    engineRpm: num(row.engine_rpm),
    vehicleSpeed: num(row.vehicle_speed),
    engineTemperature: num(row.engine_temperature),
    engineLoad: num(row.engine_load),
    fuelLevel: num(row.fuel_level),
    distanceSinceClear: num(row.distance_since_clear),
    batteryVoltage: num(row.battery_voltage),
    diagnosticCodes: codes(row.diagnostic_codes),
  };
}

/** What a low-voltage alert measured (stored as JSON beside it). */
export function lowVoltageOf(details: string | null): LowVoltage {
  try {
    const parsed = JSON.parse(details ?? '{}') as Partial<LowVoltage>;
    return {
      voltage: Number(parsed.voltage ?? 0),
      engineRunning: Boolean(parsed.engineRunning),
      threshold: Number(parsed.threshold ?? LOW_VOLTAGE_ENGINE_OFF),
    };
  } catch {
    return { voltage: 0, engineRunning: false, threshold: LOW_VOLTAGE_ENGINE_OFF };
  }
}

/** An alert with its texts from the trouble-code table or the voltage rule (both languages). */
export function toAlert(row: AlertRow): HealthAlert {
  const state = {
    isAcknowledged: Boolean(row.is_acknowledged),
    acknowledgedAt: toIsoOrNull(row.acknowledged_at),
    isResolved: Boolean(row.is_resolved),
    resolvedAt: toIsoOrNull(row.resolved_at),
    createdAt: toIso(row.created_at),
  };
  if (row.alert_type === 'low_voltage') {
    return {
      id: row.id,
      vehicleId: row.vehicle_id,
      type: 'low_voltage',
      diagnosticCode: null,
      severity: row.severity,
      ...lowVoltageTexts(lowVoltageOf(row.details)),
      estimatedCostUsd: null,
      ...state,
    };
  }
  const info = row.diagnostic_code ? lookupDtc(row.diagnostic_code) : null;
  const code = row.diagnostic_code ?? '';
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    type: 'dtc',
    diagnosticCode: row.diagnostic_code,
    severity: row.severity,
    title: {
      en: `${code}: ${info?.description.en ?? 'Trouble code'}`,
      ar: `${code}: ${info?.description.ar ?? 'رمز عطل'}`,
    },
    description: info?.description ?? { en: 'Unknown trouble code', ar: 'رمز عطل غير معروف' },
    recommendedAction: info?.action ?? {
      en: 'Have the code read by a workshop.',
      ar: 'اطلب من ورشة قراءة الرمز.',
    },
    estimatedCostUsd: info?.estimatedCostUsd ?? null,
    isAcknowledged: Boolean(row.is_acknowledged),
    acknowledgedAt: toIsoOrNull(row.acknowledged_at),
    isResolved: Boolean(row.is_resolved),
    resolvedAt: toIsoOrNull(row.resolved_at),
    createdAt: toIso(row.created_at),
  };
}
