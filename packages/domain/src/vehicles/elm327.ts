/**
 * ELM327-compatible OBD-II adapters: the constants a client needs to talk to one (the init
 * sequence, the BLE GATT services), and parsers for the adapter's text answers. The parsers
 * never throw: every answer becomes a value with its unit or a typed error.
 *
 * An answer is what the adapter printed after a command up to its `>` prompt: lines ended by
 * CR (and LF with ATL1), optionally the echoed command (ATE1), "SEARCHING..." while it finds the
 * protocol, CAN headers (ATH1) and spaces (ATS1) or not, one line per ECU that answered, and for
 * long CAN answers (ISO-TP) a byte-count line such as "00A" followed by "0:", "1:" … lines.
 *
 * Here: the init sequence and the BLE layouts; the PIDs in `elm327-pids.ts`; an answer's lines
 * and frames in `elm327-framing.ts`; the parsers in `elm327-answers.ts`. This file exports them
 * all (`@usra/domain/vehicles/elm327`).
 */

/** Sent once after connecting: reset, echo off, line feeds off, spaces off, headers off, auto protocol. */
export const ELM327_INIT_COMMANDS = ['ATZ', 'ATE0', 'ATL0', 'ATS0', 'ATH0', 'ATSP0'] as const;

/** The adapter prints this when it is ready for the next command. */
export const ELM327_PROMPT = '>';

/** A command as written to the adapter (ended by a carriage return). */
export function elm327Command(command: string): string {
  return `${command}\r`;
}

/** True once the adapter's answer is complete (its prompt arrived). */
export function isAnswerComplete(buffer: string): boolean {
  return buffer.includes(ELM327_PROMPT);
}

/** The 128-bit form of a 16-bit Bluetooth SIG UUID, as Web Bluetooth wants it. */
export function bluetoothUuid(short: string): string {
  return `0000${short.toLowerCase()}-0000-1000-8000-00805f9b34fb`;
}

export interface Elm327BleProfile {
  service: string;
  /** The characteristic the adapter answers on (notifications). */
  notify: string;
  /** The characteristic commands are written to. */
  write: string;
}

/** The GATT layouts of common ELM327-compatible BLE adapters, tried in this order. */
export const ELM327_BLE_PROFILES: readonly Elm327BleProfile[] = [
  { service: bluetoothUuid('FFE0'), notify: bluetoothUuid('FFE1'), write: bluetoothUuid('FFE1') },
  { service: bluetoothUuid('FFF0'), notify: bluetoothUuid('FFF1'), write: bluetoothUuid('FFF2') },
  { service: bluetoothUuid('18F0'), notify: bluetoothUuid('2AF0'), write: bluetoothUuid('2AF1') },
];

/** For `navigator.bluetooth.requestDevice({ optionalServices })`. */
export const ELM327_BLE_SERVICES: readonly string[] = ELM327_BLE_PROFILES.map((p) => p.service);

export * from './elm327-pids.js';
export { elm327Errors, type Elm327Error, type Elm327Failure } from './elm327-framing.js';
export * from './elm327-answers.js';
