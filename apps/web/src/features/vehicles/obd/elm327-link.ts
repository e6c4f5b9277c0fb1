import {
  ELM327_INIT_COMMANDS,
  elm327Command,
  isAnswerComplete,
  OBD_PIDS,
  parseAtAnswer,
  parseDtcAnswer,
  parsePidAnswer,
  READ_DTCS_COMMAND,
  type Elm327Error,
  type PidName,
} from '@usra/domain/vehicles/elm327';
import { INGEST_BATCH_MAX, type ObdReadingInput } from '@usra/domain/vehicles/obd-schema';

/**
 * Talking to an ELM327-compatible adapter over any byte pipe (Web Bluetooth in the browser, a
 * fake in the tests): one command at a time, its answer collected up to the `>` prompt, the
 * init sequence, and polling the PIDs into readings that are sent in batches. The parsing is
 * the domain's (`elm327.ts`); this is the glue.
 */

/** What the link needs from an adapter: write text, hear the text it sends back. */
export interface AdapterChannel {
  write(text: string): Promise<void>;
  /** Calls `listener` with each piece of text the adapter sends; returns the unsubscribe. */
  onText(listener: (text: string) => void): () => void;
}

export class AdapterTimeoutError extends Error {
  constructor(readonly command: string) {
    super(`The adapter did not answer ${command}`);
    this.name = 'AdapterTimeoutError';
  }
}

/** ATZ resets the adapter, which takes a moment longer than other commands. */
const RESET_TIMEOUT_MS = 5000;
const COMMAND_TIMEOUT_MS = 3000;

/** Sends commands one at a time and resolves each with its raw answer (prompt included). */
export class Elm327Link {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly channel: AdapterChannel,
    private readonly timeoutMs = COMMAND_TIMEOUT_MS,
  ) {}

  send(command: string, timeoutMs = this.timeoutMs): Promise<string> {
    const run = () => this.exchange(command, timeoutMs);
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private exchange(command: string, timeoutMs: number): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      let buffer = '';
      const unsubscribe = this.channel.onText((text) => {
        buffer += text;
        if (!isAnswerComplete(buffer)) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(buffer);
      });
      const timer = setTimeout(() => {
        unsubscribe();
        reject(new AdapterTimeoutError(command));
      }, timeoutMs);
      this.channel.write(elm327Command(command)).catch((error: unknown) => {
        clearTimeout(timer);
        unsubscribe();
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  }
}

/**
 * The init sequence (reset, echo off, line feeds off, spaces off, headers off, auto protocol).
 * Resolves with the adapter's name from the reset ("ELM327 v1.5"); throws when the adapter does
 * not answer or does not understand a command.
 */
export async function initialiseAdapter(link: Elm327Link): Promise<string | null> {
  let identity: string | null = null;
  for (const command of ELM327_INIT_COMMANDS) {
    const raw = await link.send(command, command === 'ATZ' ? RESET_TIMEOUT_MS : undefined);
    const answer = parseAtAnswer(command, raw);
    if (!answer.ok) throw new Error(`${command}: ${answer.error}`);
    if (command === 'ATZ') identity = answer.text.split('\n').pop()?.trim() || null;
  }
  return identity;
}

/** The reading's field for each PID we poll. */
const POLLED: [PidName, keyof ObdReadingInput][] = [
  ['engineRpm', 'engineRpm'],
  ['vehicleSpeed', 'vehicleSpeed'],
  ['engineTemperature', 'engineTemperature'],
  ['engineLoad', 'engineLoad'],
  ['fuelLevel', 'fuelLevel'],
  ['distanceSinceCodesCleared', 'distanceSinceClear'],
  ['controlModuleVoltage', 'batteryVoltage'],
];

export interface PollResult {
  /** Null when the vehicle answered nothing at all (ignition off, not plugged in). */
  reading: ObdReadingInput | null;
  /** What went wrong with single requests (a PID the car does not have is 'no-data'). */
  errors: Elm327Error[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One round of the PIDs (and, when asked, the stored trouble codes) as one reading. */
export async function pollOnce(
  link: Elm327Link,
  { withCodes, now }: { withCodes: boolean; now: Date },
): Promise<PollResult> {
  const reading: ObdReadingInput = { timestamp: now.toISOString() };
  const values = reading as Record<string, unknown>;
  const errors: Elm327Error[] = [];
  let answered = 0;
  for (const [pid, field] of POLLED) {
    const result = parsePidAnswer(pid, await link.send(OBD_PIDS[pid].command));
    if (result.ok) {
      values[field] = round2(result.value);
      answered += 1;
    } else {
      errors.push(result.error);
    }
  }
  if (withCodes) {
    const result = parseDtcAnswer(await link.send(READ_DTCS_COMMAND));
    if (result.ok) {
      reading.diagnosticCodes = result.codes;
      answered += 1;
    } else if (result.error !== 'no-data') {
      errors.push(result.error);
    }
  }
  return { reading: answered > 0 ? reading : null, errors };
}

export interface PollerOptions {
  link: Elm327Link;
  /** Sends a batch of readings (the browser route); a failure keeps them for the next try. */
  post: (readings: ObdReadingInput[]) => Promise<void>;
  /** Readings per batch. */
  batchSize?: number;
  /** Trouble codes are read every this many rounds (they change rarely). */
  codesEvery?: number;
  now?: () => Date;
  onReading?: (result: PollResult) => void;
  onPostError?: (error: unknown) => void;
}

/**
 * Polls round after round (`tick`), keeping readings until a batch is full, then posting it.
 * Readings that could not be sent wait for the next batch, the oldest dropped beyond what one
 * request may carry.
 */
export function createPoller({
  link,
  post,
  batchSize = 5,
  codesEvery = 30,
  now = () => new Date(),
  onReading,
  onPostError,
}: PollerOptions) {
  let round = 0;
  let pending: ObdReadingInput[] = [];

  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    try {
      await post(batch);
    } catch (error) {
      pending = [...batch, ...pending].slice(-INGEST_BATCH_MAX);
      onPostError?.(error);
    }
  };

  return {
    async tick(): Promise<PollResult> {
      const result = await pollOnce(link, { withCodes: round % codesEvery === 0, now: now() });
      round += 1;
      onReading?.(result);
      if (result.reading) pending.push(result.reading);
      if (pending.length >= batchSize) await flush();
      return result;
    },
    flush,
    get pending(): readonly ObdReadingInput[] {
      return pending;
    },
  };
}

export type Poller = ReturnType<typeof createPoller>;

/** Runs the poller every `intervalMs` until stopped; stopping sends what is left. */
export function runPoller(poller: Poller, intervalMs: number, onFailure: (error: unknown) => void) {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loop = async () => {
    if (stopped) return;
    try {
      await poller.tick();
    } catch (error) {
      onFailure(error);
    }
    if (!stopped) timer = setTimeout(() => void loop(), intervalMs);
  };
  void loop();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await poller.flush();
  };
}
