import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** A Radicale (Debian's `radicale`) on a port the OS picks, with a throw-away storage folder. */
export interface TestRadicale {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts Radicale without reading /etc/radicale (`--config ""`), without sign-in
 * (`--auth-type none`: any user name is that user), and with one event calendar and one task
 * list made for `user` in its storage folder. Resolves when it says it is ready.
 */
export async function startRadicale(user: string): Promise<TestRadicale> {
  const dir = mkdtempSync(path.join(tmpdir(), 'usra-radicale-'));
  const collections = {
    events: {
      tag: 'VCALENDAR',
      'C:supported-calendar-component-set': 'VEVENT',
      'D:displayname': 'Events',
    },
    tasks: {
      tag: 'VCALENDAR',
      'C:supported-calendar-component-set': 'VTODO',
      'D:displayname': 'Tasks',
    },
  };
  for (const [name, props] of Object.entries(collections)) {
    const folder = path.join(dir, 'collection-root', user, name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, '.Radicale.props'), JSON.stringify(props));
  }
  const child: ChildProcess = spawn(
    '/usr/bin/radicale',
    [
      '--config',
      '',
      '--server-hosts',
      '127.0.0.1:0',
      '--storage-filesystem-folder',
      dir,
      '--auth-type',
      'none',
      '--logging-level',
      'info',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let port: string | null = null;
    const log: string[] = [];
    const lines = createInterface({ input: child.stderr! });
    lines.on('line', (line) => {
      log.push(line);
      port ??= /Listening on '\[127\.0\.0\.1\]:(\d+)'/.exec(line)?.[1] ?? null;
      if (port && line.includes('Radicale server ready')) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) =>
      reject(new Error(`radicale exited (${code}):\n${log.join('\n')}`)),
    );
    child.once('error', reject);
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
