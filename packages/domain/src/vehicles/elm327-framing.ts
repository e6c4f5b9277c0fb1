/**
 * An ELM327 answer's text as messages: its lines (status words, echo, "SEARCHING...", CAN
 * headers, ISO-TP "0:" lines) reassembled into one message per ECU, or a typed error. The
 * parsers in `elm327-answers.ts` read the messages.
 */

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

export function squash(text: string): string {
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
export interface Message {
  ecu: string | null;
  payload: number[];
  /** Whether CAN framing was seen (mode 03 then carries a DTC count byte). */
  can: boolean;
}

export type Framed = { ok: true; messages: Message[] } | Elm327Failure;

interface Pending {
  ecu: string | null;
  expected: number;
  data: number[];
  next: number;
}

export const toHex = (bytes: readonly number[]) =>
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

export function read(raw: string, command: string, service: number): Framed {
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
export function byEcu<T extends { ecu: string | null }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.ecu ?? '').localeCompare(b.ecu ?? ''));
}

export function checkService(message: Message, service: number): Elm327Failure | null {
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
