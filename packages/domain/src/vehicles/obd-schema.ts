import { z } from 'zod';
import type { ValidationMessageKey } from '../common/messages.js';
import { hasDisallowedCharacters } from '../common/text.js';
import { instantSchema, optionalSanitized, requiredSanitized } from '../common/text-fields.js';
import { DTC_PATTERN, normalizeDtc } from './dtc.js';

/**
 * OBD-II adapters and their readings (spec home-vehicles-documents sections 3, 4, 7 and 9;
 * decision: real pairing with Web Bluetooth where the browser has it, otherwise a device token
 * for pushing readings, and a clearly labelled demo device).
 */

/** Spec section 9. */
export const obdProtocols = [
  'ISO 9141-2',
  'ISO 14230-4 (KWP2000)',
  'ISO 15765-4 (CAN)',
  'SAE J1850 PWM',
  'SAE J1850 VPW',
  'SAE J1939 (CAN)',
] as const;
export const ObdProtocolSchema = z.enum(obdProtocols, { error: () => 'obd.protocolInvalid' });

export const connectionTypes = ['bluetooth', 'wifi', 'usb'] as const;
export const ConnectionTypeSchema = z.enum(connectionTypes, {
  error: () => 'obd.connectionTypeInvalid',
});

/** Spec section 4: disconnected (default), paired, connected, error. */
export const obdStatuses = ['disconnected', 'paired', 'connected', 'error'] as const;
export type ObdStatus = (typeof obdStatuses)[number];

export const OBD_READINGS_LIMIT = 100;
/** Readings one ingestion request may carry (an adapter buffers while offline). */
export const INGEST_BATCH_MAX = 100;
export const DIAGNOSTIC_CODES_MAX = 50;

const deviceFields = {
  deviceName: requiredSanitized(100, 'obd.deviceNameRequired', 'obd.deviceNameTooLong'),
  deviceId: requiredSanitized(100, 'obd.deviceIdRequired', 'obd.deviceIdTooLong'),
  vehicleId: z
    .string({ error: () => 'text.notText' })
    .max(100, { error: () => 'text.tooLong' })
    .nullish()
    .transform((v) => v || null),
  connectionType: ConnectionTypeSchema,
  /** Optional: the adapter detects it (ATSP0). */
  protocolType: ObdProtocolSchema.nullish().transform((v) => v ?? null),
  bluetoothAddress: optionalSanitized(64),
  firmwareVersion: optionalSanitized(64),
};

/** Add OBD Device: name and id required (spec section 5); bluetooth unless told otherwise. */
export const CreateObdDeviceInputSchema = z.strictObject({
  ...deviceFields,
  connectionType: ConnectionTypeSchema.default('bluetooth'),
  /** The demo device: its readings are simulated and every screen says so. */
  demo: z.boolean({ error: () => 'text.notText' }).default(false),
});
export type CreateObdDeviceInput = z.input<typeof CreateObdDeviceInputSchema>;
export type CreateObdDeviceData = z.output<typeof CreateObdDeviceInputSchema>;

export const UpdateObdDeviceInputSchema = z.strictObject(deviceFields).partial();
export type UpdateObdDeviceInput = z.input<typeof UpdateObdDeviceInputSchema>;
export type UpdateObdDeviceData = z.output<typeof UpdateObdDeviceInputSchema>;

export const ObdDeviceSchema = z.object({
  id: z.string(),
  vehicleId: z.string().nullable(),
  deviceName: z.string(),
  deviceId: z.string(),
  bluetoothAddress: z.string().nullable(),
  connectionType: ConnectionTypeSchema,
  protocolType: ObdProtocolSchema.nullable(),
  status: z.enum(obdStatuses),
  isPaired: z.boolean(),
  isConnected: z.boolean(),
  pairingDate: z.string().nullable(),
  lastConnection: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
  /** Reported by the adapter (%); null when it never has. */
  batteryLevel: z.number().nullable(),
  /** Reported by the adapter (%); null when it never has. */
  signalStrength: z.number().nullable(),
  /** Reported by the adapter; null when it never has. */
  deviceSettings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  /** The demo device streams a simulated drive; the screens label it so. */
  isDemo: z.boolean(),
  /** Whether a token for the ingestion API exists (the token itself is shown once). */
  hasToken: z.boolean(),
  lastReadingAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ObdDevice = z.infer<typeof ObdDeviceSchema>;

export const obdActions = ['pair', 'connect', 'disconnect', 'reset'] as const;
export type ObdAction = (typeof obdActions)[number];

/** Spec section 4's transitions: pair → paired, connect → connected, disconnect/reset → disconnected. */
export function applyObdAction(
  device: Pick<ObdDevice, 'status' | 'isPaired' | 'isConnected' | 'pairingDate' | 'lastConnection'>,
  action: ObdAction,
  now: Date,
): Pick<ObdDevice, 'status' | 'isPaired' | 'isConnected' | 'pairingDate' | 'lastConnection'> {
  const at = now.toISOString();
  switch (action) {
    case 'pair':
      return { ...device, status: 'paired', isPaired: true, pairingDate: at };
    case 'connect':
      return { ...device, status: 'connected', isConnected: true, lastConnection: at };
    case 'disconnect':
    case 'reset':
      return { ...device, status: 'disconnected', isConnected: false };
  }
}

const measure = (min: number, max: number, message: ValidationMessageKey) =>
  z
    .number({ error: () => message })
    .min(min, { error: () => message })
    .max(max, { error: () => message })
    .nullish()
    .transform((v) => v ?? null);

/** A reading may be stamped at most this far ahead of the server's clock (clocks drift). */
export const READING_MAX_AHEAD_MS = 5 * 60_000;
/** Readings older than this are refused: a car's log is kept for a year (decision 017). */
export const READING_MAX_AGE_MS = 365 * 86_400_000;

/**
 * A reading's time against the server's clock: not more than 5 minutes ahead (a far-future one
 * would stay the "latest" for ever), not older than a year.
 */
export function readingTimeProblem(
  timestamp: string,
  now: Date,
): 'obd.timestampInFuture' | 'obd.timestampTooOld' | null {
  const at = Date.parse(timestamp);
  if (at > now.getTime() + READING_MAX_AHEAD_MS) return 'obd.timestampInFuture';
  if (at < now.getTime() - READING_MAX_AGE_MS) return 'obd.timestampTooOld';
  return null;
}

/** One reading as the adapter gives it (metric, as OBD-II reports): validated, never trusted. */
export const ObdReadingInputSchema = z.strictObject({
  timestamp: instantSchema('obd.timestampInvalid', 'obd.timestampInvalid'),
  engineRpm: measure(0, 16_383.75, 'obd.valueOutOfRange'),
  /** km/h (PID 0D: 0–255). */
  vehicleSpeed: measure(0, 255, 'obd.valueOutOfRange'),
  /** °C (PID 05: −40–215). */
  engineTemperature: measure(-40, 215, 'obd.valueOutOfRange'),
  /** % (PID 04). */
  engineLoad: measure(0, 100, 'obd.valueOutOfRange'),
  /** % (PID 2F). */
  fuelLevel: measure(0, 100, 'obd.valueOutOfRange'),
  /** km since the codes were cleared (PID 31). */
  distanceSinceClear: measure(0, 65_535, 'obd.valueOutOfRange'),
  /** Control-module (battery) voltage in volts (PID 0142: 0–65.535). */
  batteryVoltage: measure(0, 65.535, 'obd.valueOutOfRange'),
  diagnosticCodes: z
    .array(z.string({ error: () => 'obd.codeInvalid' }).max(8), { error: () => 'obd.codeInvalid' })
    .max(DIAGNOSTIC_CODES_MAX, { error: () => 'obd.codeInvalid' })
    .default([])
    .transform((codes, ctx) => {
      const normal = [...new Set(codes.map(normalizeDtc))];
      if (normal.some((c) => !DTC_PATTERN.test(c))) {
        ctx.addIssue({ code: 'custom', message: 'obd.codeInvalid' });
        return z.NEVER;
      }
      return normal;
    }),
});
export type ObdReadingInput = z.input<typeof ObdReadingInputSchema>;
export type ObdReadingData = z.output<typeof ObdReadingInputSchema>;

/** Names and values of an adapter's own settings (spec section 3, device_settings). */
export const DEVICE_SETTINGS_MAX = 20;
export const DeviceSettingsSchema = z
  .record(
    z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, { message: 'obd.settingsInvalid' }),
    z.union([z.string().max(100), z.number(), z.boolean()], {
      error: () => 'obd.settingsInvalid',
    }),
    { error: () => 'obd.settingsInvalid' },
  )
  .refine((value) => Object.keys(value).length <= DEVICE_SETTINGS_MAX, {
    message: 'obd.settingsInvalid',
  })
  .refine(
    (value) =>
      Object.values(value).every((v) => typeof v !== 'string' || !hasDisallowedCharacters(v)),
    { message: 'obd.settingsInvalid' },
  );
export type DeviceSettings = z.infer<typeof DeviceSettingsSchema>;

/**
 * What an adapter reports of itself with its readings (spec section 3): battery level (%),
 * signal strength (%), its settings. Absent fields keep what was reported before.
 */
export const DeviceStatusInputSchema = z.strictObject({
  batteryLevel: z
    .number({ error: () => 'obd.valueOutOfRange' })
    .int({ error: () => 'obd.valueOutOfRange' })
    .min(0, { error: () => 'obd.valueOutOfRange' })
    .max(100, { error: () => 'obd.valueOutOfRange' })
    .optional(),
  signalStrength: z
    .number({ error: () => 'obd.valueOutOfRange' })
    .int({ error: () => 'obd.valueOutOfRange' })
    .min(0, { error: () => 'obd.valueOutOfRange' })
    .max(100, { error: () => 'obd.valueOutOfRange' })
    .optional(),
  settings: DeviceSettingsSchema.optional(),
});
export type DeviceStatusInput = z.infer<typeof DeviceStatusInputSchema>;

export const IngestInputSchema = z.strictObject({
  readings: z
    .array(ObdReadingInputSchema, { error: () => 'obd.readingsRequired' })
    .min(1, { error: () => 'obd.readingsRequired' })
    .max(INGEST_BATCH_MAX, { error: () => 'obd.tooManyReadings' }),
  device: DeviceStatusInputSchema.optional(),
});
export type IngestInput = z.input<typeof IngestInputSchema>;

export const ObdReadingSchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  deviceId: z.string().nullable(),
  timestamp: z.string(),
  engineRpm: z.number().nullable(),
  vehicleSpeed: z.number().nullable(),
  engineTemperature: z.number().nullable(),
  engineLoad: z.number().nullable(),
  fuelLevel: z.number().nullable(),
  distanceSinceClear: z.number().nullable(),
  batteryVoltage: z.number().nullable(),
  diagnosticCodes: z.array(z.string()),
});
export type ObdReading = z.infer<typeof ObdReadingSchema>;

export const alertSeverities = ['critical', 'warning', 'info'] as const;

export const healthAlertTypes = ['dtc', 'low_voltage'] as const;

export const HealthAlertSchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  /** A trouble code, or a low battery voltage (issue 27). */
  type: z.enum(healthAlertTypes),
  diagnosticCode: z.string().nullable(),
  severity: z.enum(alertSeverities),
  /** English and Arabic, from the trouble-code table. */
  title: z.object({ en: z.string(), ar: z.string() }),
  description: z.object({ en: z.string(), ar: z.string() }),
  recommendedAction: z.object({ en: z.string(), ar: z.string() }),
  estimatedCostUsd: z.object({ min: z.number(), max: z.number() }).nullable(),
  isAcknowledged: z.boolean(),
  acknowledgedAt: z.string().nullable(),
  isResolved: z.boolean(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type HealthAlert = z.infer<typeof HealthAlertSchema>;
