import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { childScripts } from './child-entry.js';
import { onePagePdf } from './one-page-pdf.js';
import { ExtractionSandbox, type ChildReply, type RunReport } from './sandbox.js';

/**
 * The extraction children start from V8's code cache (decision 016, `child-code-cache.ts`): the
 * primer writes it once per process, every child after reads it, and a cache V8 refuses only
 * costs time, never the text.
 */

let folder: string;
beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'usra-sandbox-'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function sandbox(reports: RunReport[]): ExtractionSandbox {
  const { extraction } = loadConfig({
    DATA_DIR: folder,
    AUTH_SECRET: 'sandbox-test-secret-0123456789abcdef',
  });
  return new ExtractionSandbox({
    limits: extraction,
    languageFolder: path.join(folder, 'lang'),
    onReport: (report) => reports.push(report),
  });
}

const receipt = (words: string) => onePagePdf(words, 400);

describe('extraction children and their code cache', () => {
  it('starts every child from the cache and reads each file of its own', async () => {
    const reports: RunReport[] = [];
    const first = sandbox(reports);
    const second = sandbox(reports);
    try {
      const texts = [
        await first.extract(receipt('Pharmacy receipt for the cough syrup'), 'pdf'),
        await first.extract(receipt('Electricity bill for the month of May'), 'pdf'),
        await second.extract(receipt('School trip permission slip for Reem'), 'pdf'),
      ].map((result) => result.text.trim());
      expect(texts).toEqual([
        'Pharmacy receipt for the cough syrup',
        'Electricity bill for the month of May',
        'School trip permission slip for Reem',
      ]);
      expect(reports.map((report) => [report.outcome, report.codeCache])).toEqual([
        ['done', true],
        ['done', true],
        ['done', true],
      ]);
      // One child per file: no pid is reused for a second file.
      expect(new Set(reports.map((report) => report.pid)).size).toBe(3);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);

  it('reads the file right when V8 refuses the cache it is given', async () => {
    const scripts = await childScripts();
    const garbage = path.join(folder, 'garbage.cache');
    fs.writeFileSync(garbage, Buffer.alloc(4096, 7));
    const child = fork(scripts.loader, [scripts.bundle, garbage, 'run'], {
      env: { PATH: process.env.PATH },
      stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
    });
    const messages: unknown[] = [];
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.on('message', (message: { ready?: boolean }) => {
      messages.push(message);
      if (message.ready) {
        child.send({
          kind: 'pdf',
          limits: { maxPages: 5, maxPixels: 1_000_000 },
          languageFolder: folder,
        });
        child.stdin!.end(receipt('Car insurance renewal notice for the Camry'));
      }
    });
    await exited;
    expect(messages[0]).toEqual({ ready: true, codeCache: false });
    const reply = messages[1] as ChildReply;
    expect(reply.ok && reply.result.text.trim()).toBe('Car insurance renewal notice for the Camry');
  }, 60_000);
});
