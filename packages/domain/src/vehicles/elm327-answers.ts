/** Parsers of an ELM327 adapter's answers (mode 01 PIDs, mode 03 trouble codes, AT commands). */
import {
  OBD_PIDS,
  READ_DTCS_COMMAND,
  pidNames,
  type PidDefinition,
  type PidName,
  type PidUnit,
} from './elm327-pids.js';
import { byEcu, checkService, read, squash, toHex, type Elm327Failure } from './elm327-framing.js';

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
