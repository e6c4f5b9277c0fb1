/**
 * ELM327-compatible OBD-II adapters: the constants a client needs to talk to one (the init
 * sequence, the BLE GATT services), and parsers for the adapter's text answers. The parsers
 * never throw: every answer becomes a value with its unit or a typed error.
 *
 * An answer is what the adapter printed after a command up to its `>` prompt: lines ended by
 * CR (and LF with ATL1), optionally the echoed command (ATE1), "SEARCHING..." while it finds the
 * protocol, CAN headers (ATH1) and spaces (ATS1) or not, one line per ECU that answered, and for
 * long CAN answers (ISO-TP) a byte-count line such as "00A" followed by "0:", "1:" … lines.
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

/** What went wrong, from the adapter's own words or from the bytes. */
export const elm327Errors = [
  'empty',
  'no-data',
  'unable-to-connect',
  'unknown-command',
  'stopped',
  'can-error',
  'bus-error',
  'buffer-full',
  'data-error',
  'adapter-error',
  'negative-response',
  'wrong-mode',
  'wrong-pid',
  'too-short',
  'incomplete',
  'malformed',
  'unsupported-command',
] as const;
export type Elm327Error = (typeof elm327Errors)[number];

export interface Elm327Failure {
  ok: false;
  error: Elm327Error;
  /** The line that caused it, for logs. */
  detail?: string;
}

export interface PidAnswer {
  /** The CAN ID or header of the ECU that answered, null with headers off. */
  ecu: string | null;
  value: number;
}

export type PidResult =
  | {
      ok: true;
      pid: PidName;
      /** The engine ECU's answer (lowest CAN ID) when several answered. */
      value: number;
      unit: PidUnit;
      ecu: string | null;
      answers: PidAnswer[];
    }
  | Elm327Failure;

export type DtcResult =
  { ok: true; codes: string[]; byEcu: { ecu: string | null; codes: string[] }[] } | Elm327Failure;

export type AtResult = { ok: true; text: string } | Elm327Failure;

const STATUS_LINES: [RegExp, Elm327Error][] = [
  [/^NO DATA$/, 'no-data'],
  [/^UNABLE TO CONNECT$/, 'unable-to-connect'],
  [/^\?$/, 'unknown-command'],
  [/^STOPPED$/, 'stopped'],
  [/^CAN ERROR$/, 'can-error'],
  [/^(BUS ERROR|BUS BUSY|FB ERROR|BUS INIT:.*ERROR)$/, 'bus-error'],
  [/^BUFFER FULL$/, 'buffer-full'],
  [/^<?(DATA|RX) ERROR$|<(DATA|RX) ERROR$/, 'data-error'],
  [/^(LV RESET|ACT ALERT|ERR\d+)$/, 'adapter-error'],
];

type Line =
  | { kind: 'status'; error: Elm327Error; text: string }
  | { kind: 'count'; bytes: number }
  | { kind: 'indexed'; index: number; hex: string; text: string }
  | { kind: 'hex'; text: string }
  | { kind: 'text'; text: string };

function squash(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Splits an answer into meaningful lines: no prompt, echo, SEARCHING... or blank lines. */
function readLines(raw: string, command: string): Line[] {
  const echo = squash(command);
  const lines: Line[] = [];
  for (const piece of raw.split(/[\r\n]+/)) {
    let text = piece.replace(/>/g, '').trim().toUpperCase();
    text = text.replace(/^SEARCHING\.\.\.\s*/, '').replace(/^BUS INIT:\s*\.*\s*OK\s*/, '');
    if (text === '' || text === 'OK' || (echo !== '' && squash(text) === echo)) continue;
    const status = STATUS_LINES.find(([pattern]) => pattern.test(text));
    if (status) {
      lines.push({ kind: 'status', error: status[1], text });
      continue;
    }
    const indexed = /^([0-9A-F]):\s*([0-9A-F ]*)$/.exec(text);
    if (indexed) {
      const hex = squash(indexed[2]!);
      lines.push({ kind: 'indexed', index: parseInt(indexed[1]!, 16), hex, text });
    } else if (/^[0-9A-F]{3}$/.test(text)) {
      lines.push({ kind: 'count', bytes: parseInt(text, 16) });
    } else if (/^[0-9A-F ]+$/.test(text)) {
      lines.push({ kind: 'hex', text });
    } else {
      lines.push({ kind: 'text', text });
    }
  }
  return lines;
}

function hexBytes(hex: string): number[] | null {
  if (hex.length % 2 !== 0 || !/^[0-9A-F]*$/.test(hex)) return null;
  const out: number[] = [];
  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16));
  return out;
}

/** One ECU's complete answer, from its service byte (0x41, 0x43, 0x7F …) on. */
interface Message {
  ecu: string | null;
  payload: number[];
  /** Whether CAN framing was seen (mode 03 then carries a DTC count byte). */
  can: boolean;
}

type Framed = { ok: true; messages: Message[] } | Elm327Failure;

interface Pending {
  ecu: string | null;
  expected: number;
  data: number[];
  next: number;
}

const toHex = (bytes: readonly number[]) =>
  bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join('');

/** Splits a hex line into its header (CAN 11/29-bit or legacy) and bytes. */
function splitHeader(
  text: string,
  service: number,
): { header: string | null; kind: 'can' | 'legacy' | 'none'; bytes: number[] } | null {
  const tokens = text.split(/\s+/).filter(Boolean);
  const spaced = tokens.length > 1;
  let header: string | null = null;
  let hex = squash(text);
  if (spaced ? tokens[0]!.length === 3 : hex.length % 2 === 1) {
    header = hex.slice(0, 3);
    hex = hex.slice(3);
  }
  if (spaced && tokens.slice(header ? 1 : 0).some((token) => token.length !== 2)) return null;
  const bytes = hexBytes(hex);
  if (!bytes) return null;
  if (header) return { header, kind: 'can', bytes };
  if (bytes[0] === 0x18 && bytes[1] === 0xda && bytes[2] === 0xf1 && bytes.length > 4) {
    return { header: toHex(bytes.slice(0, 4)), kind: 'can', bytes: bytes.slice(4) };
  }
  const legacyHeader =
    bytes.length >= 5 &&
    bytes[3] === service &&
    (bytes[1] === 0x6b || (bytes[1] === 0xf1 && (bytes[0]! & 0x80) !== 0));
  if (legacyHeader) {
    // Three header bytes, then the message, then a checksum byte.
    return { header: toHex(bytes.slice(0, 3)), kind: 'legacy', bytes: bytes.slice(3, -1) };
  }
  return { header: null, kind: 'none', bytes };
}

/** Reassembles the lines into messages: single lines, ISO-TP frames with headers, "0:" lines. */
function frame(lines: Line[], service: number): Framed {
  const messages: Message[] = [];
  const pending = new Map<string, Pending>();
  let indexed: Pending | null = null;
  const finish = (key: string, p: Pending) => {
    messages.push({ ecu: p.ecu, payload: p.data.slice(0, p.expected), can: true });
    pending.delete(key);
  };
  for (const line of lines) {
    switch (line.kind) {
      case 'status':
        continue;
      case 'text':
        return { ok: false, error: 'malformed', detail: line.text };
      case 'count':
        if (indexed) return { ok: false, error: 'incomplete', detail: line.bytes.toString(16) };
        indexed = { ecu: null, expected: line.bytes, data: [], next: 0 };
        continue;
      case 'indexed': {
        const bytes = hexBytes(line.hex);
        if (!bytes) return { ok: false, error: 'malformed', detail: line.text };
        if (!indexed) {
          if (line.index !== 0) return { ok: false, error: 'incomplete', detail: line.text };
          indexed = { ecu: null, expected: Infinity, data: [], next: 0 };
        }
        if (line.index !== indexed.next) {
          return { ok: false, error: 'incomplete', detail: line.text };
        }
        indexed.data.push(...bytes);
        indexed.next = (indexed.next + 1) % 16;
        if (indexed.data.length >= indexed.expected) {
          messages.push({ ecu: null, payload: indexed.data.slice(0, indexed.expected), can: true });
          indexed = null;
        }
        continue;
      }
      case 'hex': {
        const split = splitHeader(line.text, service);
        if (!split) return { ok: false, error: 'malformed', detail: line.text };
        if (split.kind !== 'can') {
          messages.push({ ecu: split.header, payload: split.bytes, can: false });
          continue;
        }
        const key = split.header ?? '';
        const [pci = 0, ...rest] = split.bytes;
        const type = pci >> 4;
        if (type === 0) {
          const length = pci & 0x0f;
          if (length === 0 || rest.length < length) {
            return { ok: false, error: 'too-short', detail: line.text };
          }
          messages.push({ ecu: split.header, payload: rest.slice(0, length), can: true });
        } else if (type === 1) {
          const expected = ((pci & 0x0f) << 8) | (rest[0] ?? 0);
          pending.set(key, { ecu: split.header, expected, data: rest.slice(1), next: 1 });
        } else if (type === 2) {
          const p = pending.get(key);
          if (!p || (pci & 0x0f) !== p.next) {
            return { ok: false, error: 'incomplete', detail: line.text };
          }
          p.data.push(...rest);
          p.next = (p.next + 1) % 16;
          if (p.data.length >= p.expected) finish(key, p);
        } else if (type !== 3) {
          // Type 3 is flow control, sent by the tester: nothing to read.
          return { ok: false, error: 'malformed', detail: line.text };
        }
        continue;
      }
    }
  }
  if (indexed && indexed.expected !== Infinity) {
    return { ok: false, error: 'incomplete', detail: 'multi-frame answer cut short' };
  }
  if (indexed) messages.push({ ecu: null, payload: indexed.data, can: true });
  if (pending.size > 0) {
    return { ok: false, error: 'incomplete', detail: 'multi-frame answer cut short' };
  }
  return { ok: true, messages };
}

/** The adapter's own error when nothing else came back, else 'empty'. */
function statusOnly(lines: Line[]): Elm327Failure {
  const status = lines.find((line) => line.kind === 'status');
  return status && status.kind === 'status'
    ? { ok: false, error: status.error, detail: status.text }
    : { ok: false, error: 'empty' };
}

function read(raw: string, command: string, service: number): Framed {
  const lines = readLines(raw, command);
  const dataLines = lines.filter((line) => line.kind !== 'status');
  const dataError = lines.find((line) => line.kind === 'status' && line.error === 'data-error');
  if (dataError && dataError.kind === 'status') {
    return { ok: false, error: 'data-error', detail: dataError.text };
  }
  if (dataLines.length === 0) return statusOnly(lines);
  const framed = frame(lines, service);
  if (framed.ok && framed.messages.length === 0) return statusOnly(lines);
  return framed;
}

/** Sorts answers so that the engine ECU (lowest CAN ID, 7E8) comes first; headerless keep order. */
function byEcu<T extends { ecu: string | null }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.ecu ?? '').localeCompare(b.ecu ?? ''));
}

function checkService(message: Message, service: number): Elm327Failure | null {
  const [first, second] = message.payload;
  if (first === 0x7f) {
    return { ok: false, error: 'negative-response', detail: toHex(message.payload) };
  }
  if (first !== service) return { ok: false, error: 'wrong-mode', detail: toHex(message.payload) };
  if (second === undefined && service !== 0x43) {
    return { ok: false, error: 'too-short', detail: toHex(message.payload) };
  }
  return null;
}

/** Parses the answer to a mode 01 PID request (`OBD_PIDS[name].command`). */
export function parsePidAnswer(name: PidName, raw: string): PidResult {
  const definition: PidDefinition = OBD_PIDS[name];
  const framed = read(raw, definition.command, 0x41);
  if (!framed.ok) return framed;
  const answers: PidAnswer[] = [];
  let firstProblem: Elm327Failure | null = null;
  for (const message of framed.messages) {
    const problem =
      checkService(message, 0x41) ??
      (message.payload[1] !== definition.pid
        ? ({ ok: false, error: 'wrong-pid', detail: toHex(message.payload) } as const)
        : null) ??
      (message.payload.length < 2 + definition.bytes
        ? ({ ok: false, error: 'too-short', detail: toHex(message.payload) } as const)
        : null);
    if (problem) {
      firstProblem ??= problem;
      continue;
    }
    const data = message.payload.slice(2, 2 + definition.bytes);
    answers.push({ ecu: message.ecu, value: definition.decode(data) });
  }
  const sorted = byEcu(answers);
  const best = sorted[0];
  if (!best) return firstProblem ?? { ok: false, error: 'empty' };
  return {
    ok: true,
    pid: name,
    value: best.value,
    unit: definition.unit,
    ecu: best.ecu,
    answers: sorted,
  };
}

const DTC_LETTERS = ['P', 'C', 'B', 'U'] as const;

/** Two bytes of a mode 03 answer as a code: P0133, U0100 … (SAE J2012 / J1979). */
export function dtcFromBytes(high: number, low: number): string {
  const letter = DTC_LETTERS[(high >> 6) & 0x03]!;
  const digit = (high >> 4) & 0x03;
  const third = (high & 0x0f).toString(16).toUpperCase();
  return `${letter}${digit}${third}${low.toString(16).toUpperCase().padStart(2, '0')}`;
}

export interface DtcParseOptions {
  /**
   * How a headerless single-line answer is read. CAN answers carry a count byte after 0x43;
   * older protocols (J1850, ISO 9141, KWP) give three two-byte slots per line. By default the
   * length decides: 43 + count + pairs is even, 43 + three pairs is odd.
   */
  protocol?: 'can' | 'legacy';
}

/** Parses the answer to mode 03 (stored trouble codes), one or more ECUs, any framing. */
export function parseDtcAnswer(raw: string, options: DtcParseOptions = {}): DtcResult {
  const framed = read(raw, READ_DTCS_COMMAND, 0x43);
  if (!framed.ok) return framed;
  const perEcu = new Map<string, { ecu: string | null; codes: string[] }>();
  let firstProblem: Elm327Failure | null = null;
  let anyValid = false;
  for (const message of framed.messages) {
    const problem = checkService(message, 0x43);
    if (problem) {
      firstProblem ??= problem;
      continue;
    }
    const can =
      options.protocol === 'can' ||
      (options.protocol !== 'legacy' && (message.can || message.payload.length % 2 === 0));
    let pairs = message.payload.slice(can ? 2 : 1);
    if (can) {
      const count = message.payload[1] ?? 0;
      if (pairs.length < count * 2) {
        firstProblem ??= { ok: false, error: 'too-short', detail: toHex(message.payload) };
        continue;
      }
      pairs = pairs.slice(0, count * 2);
    } else if (pairs.length % 2 !== 0) {
      firstProblem ??= { ok: false, error: 'malformed', detail: toHex(message.payload) };
      continue;
    }
    anyValid = true;
    const key = message.ecu ?? '';
    const entry = perEcu.get(key) ?? { ecu: message.ecu, codes: [] };
    perEcu.set(key, entry);
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const high = pairs[i]!;
      const low = pairs[i + 1]!;
      if (high === 0 && low === 0) continue;
      const code = dtcFromBytes(high, low);
      if (!entry.codes.includes(code)) entry.codes.push(code);
    }
  }
  if (!anyValid) return firstProblem ?? { ok: false, error: 'empty' };
  const groups = byEcu([...perEcu.values()]);
  const codes = [...new Set(groups.flatMap((group) => group.codes))];
  return { ok: true, codes, byEcu: groups };
}

/** Parses the answer to an AT command: the adapter's text (ELM327 v1.5, OK …) or its error. */
export function parseAtAnswer(command: string, raw: string): AtResult {
  const echo = squash(command);
  const texts: string[] = [];
  for (const piece of raw.split(/[\r\n]+/)) {
    const text = piece.replace(/>/g, '').trim();
    if (text === '' || squash(text) === echo) continue;
    if (text === '?') return { ok: false, error: 'unknown-command', detail: text };
    texts.push(text);
  }
  if (texts.length === 0) return { ok: false, error: 'empty' };
  return { ok: true, text: texts.join('\n') };
}

export type Elm327Answer =
  | { kind: 'pid'; result: PidResult }
  | { kind: 'dtc'; result: DtcResult }
  | { kind: 'at'; result: AtResult };

/** Parses any answer by the command that was sent. */
export function parseElm327Answer(command: string, raw: string): Elm327Answer {
  const sent = squash(command);
  if (sent.startsWith('AT')) return { kind: 'at', result: parseAtAnswer(sent, raw) };
  if (sent === READ_DTCS_COMMAND) return { kind: 'dtc', result: parseDtcAnswer(raw) };
  const name = pidNames.find((pid) => OBD_PIDS[pid].command === sent);
  if (name) return { kind: 'pid', result: parsePidAnswer(name, raw) };
  return { kind: 'pid', result: { ok: false, error: 'unsupported-command', detail: sent } };
}
