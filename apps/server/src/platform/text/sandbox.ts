import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ExtractionReason } from '@usra/domain/documents/document-schema';
import type { ExtractionLimits } from '../../config.js';
import type { ExtractedText, ExtractLimits, TextSourceKind } from './extract-text.js';
import { childCodeCache } from './child-code-cache.js';
import { childScripts, type ChildScripts } from './child-entry.js';
import { ExtractionRefusedError } from './limits.js';
import { prepareLanguageDataAsync } from './ocr.js';

/**
 * Text extraction outside the server process (decision 016). Each file is read by a child
 * process of its own (`extract-child`), started with a V8 heap ceiling, watched from here for
 * resident memory and CPU time (Linux's /proc/<pid>/status and /stat, every 100 ms), and killed
 * (SIGKILL) when it passes either. At most `concurrency` children run at once; the others wait
 * here, their jobs' leases renewed by the queue meanwhile. The server's event loop never runs
 * a parser, so nothing a file does can block or crash it.
 *
 * Children run at a lower CPU priority (`CHILD_NICE`): on a busy machine the family's requests
 * go first and a file waits. Its time limit is therefore its own CPU time, which a busy machine
 * does not stretch: a file that needs more is refused as `tooSlow` however idle or busy the
 * machine was. A child still running after `WALL_FACTOR` times the limit on the wall clock was
 * kept waiting by the machine, not by its file: that is `ExtractionInterruptedError`, tried
 * again later. Where /proc cannot be read, the limit is on the wall clock, as before.
 *
 * Outcomes are classified:
 * - the text, or
 * - `ExtractionRefusedError` (permanent: the same file would fail again): over a limit, killed
 *   by us for memory or time, V8's heap ceiling, a parser's error, a native crash (SIGSEGV…);
 * - `ExtractionInterruptedError` (transient: worth another attempt later): the child was
 *   killed by a signal we did not send (a deploy, the kernel's OOM killer), or exited without
 *   an answer (it could not start);
 * - `ExtractionStoppedError`: the caller's signal (the instance stops, the lease was lost).
 */

/** Sent over IPC; the file's bytes follow on the child's stdin (a pipe never blocks the loop). */
export interface ChildRequest {
  kind: TextSourceKind;
  limits: ExtractLimits;
  languageFolder: string;
}

/** The child's first message: loaded, waiting for the file. */
export interface ChildReady {
  ready: true;
  /** Whether it started from the code cache (`child-code-cache.ts`). */
  codeCache: boolean;
}

export type ChildReply =
  { ok: true; result: ExtractedText } | { ok: false; reason: ExtractionReason; detail: string };

/** Transient: the child died of something outside the file; another attempt may succeed. */
export class ExtractionInterruptedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionInterruptedError';
  }
}

/** The caller gave up (its signal): neither the file's fault nor a failure. */
export class ExtractionStoppedError extends Error {
  constructor() {
    super('extraction stopped');
    this.name = 'ExtractionStoppedError';
  }
}

/** What one run cost: for the logs, the tests and the bench. */
export interface RunReport {
  pid: number | undefined;
  peakRssBytes: number;
  ms: number;
  outcome: 'done' | ExtractionReason | 'interrupted' | 'stopped';
  /** Whether the child started from the code cache (false when it never said it was ready). */
  codeCache: boolean;
}

export interface SandboxOptions {
  limits: ExtractionLimits;
  languageFolder: string;
  /** Every run's cost (tests, bench). */
  onReport?: (report: RunReport) => void;
  /** A child started (tests use it to find its pid). */
  onStart?: (pid: number) => void;
}

const WATCH_MS = 100;
/** The children's niceness: requests get the CPU first (0 is the server's own). */
export const CHILD_NICE = 10;
/** The wall-clock backstop, as a multiple of the CPU-time limit. */
export const WALL_FACTOR = 4;
/** Loading the child's modules (not the file's doing): past this it counts as interrupted. */
const START_TIMEOUT_MS = 60_000;
const STDERR_TAIL = 4096;
/** The share of the RSS ceiling given to V8's heap; the rest is tesseract's and canvas's memory. */
const HEAP_SHARE = 0.6;
/** Signals that mean the child broke on the file itself (a native parser's crash, V8's OOM). */
const CRASH_SIGNALS = new Set(['SIGSEGV', 'SIGBUS', 'SIGILL', 'SIGFPE', 'SIGABRT', 'SIGTRAP']);

/** Clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on every Linux Node supports). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) of `pid` in ms, or null when it cannot be read (gone, not Linux). */
export async function cpuMillis(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which ends with the last ')': state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** Resident memory of `pid` in bytes, or null when it cannot be read (gone, not Linux). */
export async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export class ExtractionSandbox {
  readonly #children = new Set<ChildProcess>();
  readonly #waiting: (() => void)[] = [];
  #active = 0;
  #closed = false;
  #languageReady = false;

  constructor(readonly options: SandboxOptions) {}

  /** Children running now. */
  get active(): number {
    return this.#active;
  }

  /**
   * The text of `input` (the bytes, or a stream of them: a stored file is piped from storage
   * into the child and never held by the server).
   */
  async extract(
    input: Buffer | Readable,
    kind: TextSourceKind,
    signal?: AbortSignal,
  ): Promise<ExtractedText> {
    try {
      await this.#slot(signal);
    } catch (error) {
      if (input instanceof Readable) input.destroy();
      throw error;
    }
    try {
      return await this.#run(input, kind, signal);
    } finally {
      this.#release();
    }
  }

  /** Kills every child (the app is closing; their jobs are given back by the queue). */
  async close(): Promise<void> {
    this.#closed = true;
    for (const wake of this.#waiting.splice(0)) wake();
    const exits = [...this.#children].map(
      (child) => new Promise((resolve) => child.once('exit', resolve)),
    );
    for (const child of this.#children) child.kill('SIGKILL');
    await Promise.all(exits);
  }

  async #slot(signal?: AbortSignal): Promise<void> {
    while (this.#active >= this.options.limits.concurrency) {
      if (this.#closed || signal?.aborted) throw new ExtractionStoppedError();
      await new Promise<void>((resolve) => {
        this.#waiting.push(resolve);
        signal?.addEventListener('abort', () => resolve(), { once: true });
      });
    }
    if (this.#closed || signal?.aborted) throw new ExtractionStoppedError();
    this.#active += 1;
  }

  #release(): void {
    this.#active -= 1;
    this.#waiting.shift()?.();
  }

  async #run(
    input: Buffer | Readable,
    kind: TextSourceKind,
    signal?: AbortSignal,
  ): Promise<ExtractedText> {
    const { limits, languageFolder } = this.options;
    if (!this.#languageReady) {
      await prepareLanguageDataAsync(languageFolder);
      this.#languageReady = true;
    }
    let scripts: ChildScripts;
    try {
      scripts = await childScripts();
    } catch (error) {
      throw new ExtractionInterruptedError(`the child could not be prepared: ${String(error)}`);
    }
    const heapMb = Math.max(64, Math.floor((limits.maxRssBytes / 1024 / 1024) * HEAP_SHARE));
    const execArgv = [`--max-old-space-size=${heapMb}`];
    // No secret reaches the child: it needs only to find node's own tools.
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', NODE_ENV: 'production' };
    const cache = await childCodeCache(scripts, execArgv, env);
    if (this.#closed || signal?.aborted) throw new ExtractionStoppedError();
    const started = Date.now();
    const child = fork(scripts.loader, [scripts.bundle, cache ?? '', 'run'], {
      execArgv,
      env,
      stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
    });
    this.#children.add(child);
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, CHILD_NICE);
      } catch {
        // Not permitted here: the child runs at the server's priority.
      }
      this.options.onStart?.(child.pid);
    }

    return new Promise<ExtractedText>((resolve, reject) => {
      let reply: ChildReply | null = null;
      let killedFor: 'tooLarge' | 'tooSlow' | 'late' | 'stopped' | 'start' | 'input' | null = null;
      let peak = 0;
      /** The child's CPU time when it was sent the file (null: not yet, or not measurable). */
      let cpuAtReady: number | null = null;
      let cpuUsed = 0;
      let stderr = '';
      let codeCache = false;
      const kill = (why: NonNullable<typeof killedFor>) => {
        killedFor ??= why;
        child.kill('SIGKILL');
      };
      const watch = setInterval(() => {
        if (child.pid === undefined) return;
        void residentBytes(child.pid).then((rss) => {
          if (rss === null) return;
          peak = Math.max(peak, rss);
          if (rss > limits.maxRssBytes) kill('tooLarge');
        });
        if (cpuAtReady === null) return;
        void cpuMillis(child.pid).then((cpu) => {
          if (cpu === null || cpuAtReady === null) return;
          cpuUsed = cpu - cpuAtReady;
          if (cpuUsed > limits.timeoutMs) kill('tooSlow');
        });
      }, WATCH_MS);
      // The wall clock runs from the moment the file is sent, once the child has loaded.
      let timer = setTimeout(() => kill('start'), START_TIMEOUT_MS);
      const onAbort = () => kill('stopped');
      signal?.addEventListener('abort', onAbort, { once: true });

      // A child that dies before reading its input breaks the pipe: its exit says why.
      child.stdin?.on('error', () => undefined);
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL);
      });
      child.on('message', async (message: ChildReady | ChildReply) => {
        if ('ready' in message) {
          codeCache = message.codeCache;
          clearTimeout(timer);
          const cpu = child.pid === undefined ? null : await cpuMillis(child.pid);
          if (finished) return;
          if (cpu === null) {
            timer = setTimeout(() => kill('tooSlow'), limits.timeoutMs);
          } else {
            cpuAtReady = cpu;
            timer = setTimeout(() => kill('late'), limits.timeoutMs * WALL_FACTOR);
          }
          const request: ChildRequest = {
            kind,
            limits: { maxPages: limits.maxPages, maxPixels: limits.maxPixels },
            languageFolder,
          };
          child.send(request, (error) => {
            if (error) kill('start');
          });
          // Written in chunks as the pipe drains: 25 MB never holds the event loop.
          if (input instanceof Readable) {
            // Storage failing midway is not the file's fault: the child must not read half of it.
            pipeline(input, child.stdin!).catch(() => {
              if (!finished) kill('input');
            });
          } else {
            child.stdin?.end(input);
          }
          return;
        }
        reply ??= message;
      });
      child.on('error', () => {
        // Spawning failed or the channel broke; 'exit' follows when there was a process.
        if (child.pid === undefined) finish(null, null);
      });
      child.on('exit', (code, exitSignal) => finish(code, exitSignal));
      let finished = false;
      const finish = (code: number | null, exitSignal: NodeJS.Signals | null) => {
        if (finished) return;
        finished = true;
        if (input instanceof Readable) input.destroy();
        clearInterval(watch);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.#children.delete(child);
        const report = (outcome: RunReport['outcome']) =>
          this.options.onReport?.({
            pid: child.pid,
            peakRssBytes: peak,
            ms: Date.now() - started,
            outcome,
            codeCache,
          });
        if (killedFor === 'stopped' || (this.#closed && !reply)) {
          report('stopped');
          return reject(new ExtractionStoppedError());
        }
        if (killedFor === 'start' || killedFor === 'input' || killedFor === 'late') {
          report('interrupted');
          return reject(
            new ExtractionInterruptedError(
              killedFor === 'start'
                ? 'the child did not start'
                : killedFor === 'late'
                  ? `the machine was too busy: ${Math.round(cpuUsed)} ms of CPU in ${limits.timeoutMs * WALL_FACTOR} ms`
                  : 'the file could not be read from storage',
            ),
          );
        }
        if (killedFor) {
          report(killedFor);
          const what =
            killedFor === 'tooLarge'
              ? `killed above ${limits.maxRssBytes} bytes of memory`
              : cpuAtReady === null
                ? `killed after ${limits.timeoutMs} ms`
                : `killed after ${limits.timeoutMs} ms of CPU`;
          return reject(new ExtractionRefusedError(killedFor, what));
        }
        if (reply?.ok) {
          report('done');
          return resolve(reply.result);
        }
        if (reply) {
          report(reply.reason);
          return reject(new ExtractionRefusedError(reply.reason, reply.detail));
        }
        if (/heap out of memory|Reached heap limit|Allocation failed/i.test(stderr)) {
          report('tooLarge');
          return reject(new ExtractionRefusedError('tooLarge', 'the child ran out of heap'));
        }
        if (exitSignal && CRASH_SIGNALS.has(exitSignal)) {
          report('unreadable');
          return reject(
            new ExtractionRefusedError('unreadable', `the child crashed (${exitSignal})`),
          );
        }
        if (exitSignal || code === null) {
          report('interrupted');
          return reject(
            new ExtractionInterruptedError(`the child was killed by ${exitSignal ?? 'an error'}`),
          );
        }
        // No answer and no signal: the child could not start or run (not the file's doing).
        report('interrupted');
        return reject(
          new ExtractionInterruptedError(
            `the child exited with code ${code}: ${stderr.slice(-300)}`,
          ),
        );
      };
    });
  }
}
