import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { nestedXObjectPdf } from '../../test/hostile-files.js';
import { ExtractionRefusedError } from './limits.js';
import { onePagePdf } from './one-page-pdf.js';
import {
  CHILD_NICE,
  cpuMillis,
  ExtractionInterruptedError,
  ExtractionSandbox,
  WALL_FACTOR,
  type RunReport,
} from './sandbox.js';

/**
 * The extraction children yield the CPU to requests (decision 016): they run at a lower
 * priority, and their time limit is their own CPU time, so a busy machine makes a good file
 * wait, never fail; a child kept waiting past the wall-clock backstop is tried again later.
 */

let folder: string;
beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'usra-sandbox-nice-'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function sandbox(
  timeoutSeconds: number,
  hooks: { onStart?: (pid: number) => void; reports?: RunReport[] } = {},
) {
  const { extraction } = loadConfig({
    DATA_DIR: folder,
    AUTH_SECRET: 'sandbox-test-secret-0123456789abcdef',
  });
  return new ExtractionSandbox({
    // Below the configurable minimum (2 s), to keep the test short.
    limits: { ...extraction, timeoutMs: timeoutSeconds * 1000 },
    languageFolder: path.join(folder, 'lang'),
    onStart: hooks.onStart,
    onReport: (report) => hooks.reports?.push(report),
  });
}

describe.runIf(process.platform === 'linux')('extraction children give way to requests', () => {
  it('reads /proc for a process CPU time', async () => {
    const spent = await cpuMillis(process.pid);
    expect(spent).toBeGreaterThan(0);
    expect(await cpuMillis(2 ** 22 + 17)).toBeNull();
  });

  it('runs each child at a lower priority than the server', async () => {
    const priorities: number[] = [];
    const box = sandbox(30, { onStart: (pid) => priorities.push(os.getPriority(pid)) });
    try {
      const result = await box.extract(onePagePdf('Receipt 4417', 400), 'pdf');
      expect(result.text).toContain('Receipt 4417');
    } finally {
      await box.close();
    }
    expect(priorities).toEqual([os.getPriority() + CHILD_NICE > 19 ? 19 : CHILD_NICE]);
  });

  it('refuses a file that spends its limit of CPU time', async () => {
    const reports: RunReport[] = [];
    const box = sandbox(1, { reports });
    try {
      const error = await box.extract(nestedXObjectPdf(), 'pdf').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ExtractionRefusedError);
      expect((error as ExtractionRefusedError).reason).toBe('tooSlow');
      expect((error as Error).message).toBe('killed after 1000 ms of CPU');
    } finally {
      await box.close();
    }
    expect(reports.map((r) => r.outcome)).toEqual(['tooSlow']);
  });

  it('tries again later a child the machine kept waiting, instead of refusing its file', async () => {
    let pid = 0;
    const reports: RunReport[] = [];
    const box = sandbox(1, { onStart: (p) => (pid = p), reports });
    // The file is sent once the child is ready: stop the child then, as a starved one would be.
    let sent = false;
    const input = new Readable({
      read() {
        if (sent) return;
        sent = true;
        process.kill(pid, 'SIGSTOP');
        this.push(onePagePdf('Receipt 9', 400));
        this.push(null);
      },
    });
    const started = Date.now();
    try {
      const error = await box.extract(input, 'pdf').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ExtractionInterruptedError);
      expect((error as Error).message).toMatch(
        /^the machine was too busy: \d+ ms of CPU in 4000 ms$/,
      );
    } finally {
      await box.close();
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000 * WALL_FACTOR);
    expect(reports.map((r) => r.outcome)).toEqual(['interrupted']);
  });
});
