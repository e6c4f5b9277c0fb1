/** The mode 01 PIDs read from an ELM327 adapter (SAE J1979) and how each is decoded. */

export type PidUnit = 'rpm' | 'km/h' | '°C' | '%' | 'km' | 'V';

export interface PidDefinition {
  /** The OBD-II request: mode 01 and the PID, in hex. */
  command: string;
  pid: number;
  /** Data bytes of the answer (A, B). */
  bytes: number;
  unit: PidUnit;
  decode: (data: readonly number[]) => number;
}

const byte = (data: readonly number[], i: number) => data[i] ?? 0;

/** The mode 01 PIDs we read (SAE J1979), named as the reading's fields. */
export const OBD_PIDS = {
  engineRpm: {
    command: '010C',
    pid: 0x0c,
    bytes: 2,
    unit: 'rpm',
    decode: (d) => (byte(d, 0) * 256 + byte(d, 1)) / 4,
  },
  vehicleSpeed: { command: '010D', pid: 0x0d, bytes: 1, unit: 'km/h', decode: (d) => byte(d, 0) },
  engineTemperature: {
    command: '0105',
    pid: 0x05,
    bytes: 1,
    unit: '°C',
    decode: (d) => byte(d, 0) - 40,
  },
  engineLoad: {
    command: '0104',
    pid: 0x04,
    bytes: 1,
    unit: '%',
    decode: (d) => (byte(d, 0) * 100) / 255,
  },
  fuelLevel: {
    command: '012F',
    pid: 0x2f,
    bytes: 1,
    unit: '%',
    decode: (d) => (byte(d, 0) * 100) / 255,
  },
  distanceSinceCodesCleared: {
    command: '0131',
    pid: 0x31,
    bytes: 2,
    unit: 'km',
    decode: (d) => byte(d, 0) * 256 + byte(d, 1),
  },
  /** Control module voltage: the battery's, as the ECU sees it ((256A + B) / 1000 V). */
  controlModuleVoltage: {
    command: '0142',
    pid: 0x42,
    bytes: 2,
    unit: 'V',
    decode: (d) => (byte(d, 0) * 256 + byte(d, 1)) / 1000,
  },
} as const satisfies Record<string, PidDefinition>;

export type PidName = keyof typeof OBD_PIDS;
export const pidNames = Object.keys(OBD_PIDS) as PidName[];

/** Mode 03: stored diagnostic trouble codes. */
export const READ_DTCS_COMMAND = '03';
