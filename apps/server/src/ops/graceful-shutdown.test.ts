import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startInstance, type Instance } from '../../../../scripts/lib/cluster.mjs';
import { Browser, slowUpload } from './http-client.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a new connection to `url` is refused (the instance stopped listening). */
async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

/** SIGTERM on the built server (decision 015), as a process manager or an orchestrator sends it. */
describe('graceful shutdown of a server process', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'usra-shutdown-'));
  let instance: Instance | undefined;

  afterAll(async () => {
    await instance?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('drains on SIGTERM: health 503, streams told to reconnect, the in-flight upload finishes, then exit 0', async () => {
    const GRACE_MS = 1500;
    const TIMEOUT_MS = 8000;
    instance = await startInstance({
      port: await freePort(),
      env: {
        DATA_DIR: path.join(dir, 'data'),
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    const base = instance.url;
    const sara = new Browser();
    expect((await sara.signUp(base, 'sara@example.com')).status).toBe(201);
    const stream = await sara.openStream(base);
    expect(stream.response.status).toBe(200);
    await stream.reader!.next((block) => block.startsWith('retry:'));

    // An upload whose body is half sent: in flight when the signal comes.
    const content = randomBytes(256 * 1024).toString('hex');
    const upload = slowUpload(
      `${base}/api/documents`,
      sara.cookieHeader(),
      'notes.txt',
      Buffer.from(content),
    );
    // Its first half has left for the server; one more answer from the server (a request sent
    // after it) says its connection was taken.
    await upload.halfSent;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const signalled = Date.now();
    instance.child.kill('SIGTERM');

    // The stream hears goodbye (a short retry hint) and ends.
    const goodbye = await stream.reader!.next((block) => block.includes('event: reconnect'));
    expect(goodbye).toMatch(/^retry: \d{3,4}$/m);
    expect(await stream.reader!.ended()).toBe(true);

    // Within the grace the instance still answers, but says it is draining.
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'draining' });
    expect(health.headers.get('connection')).toBe('close');
    expect((await sara.send(base, 'GET', '/api/tasks')).status).toBe(200);
    // A new stream is refused: the browser goes to another instance through the proxy.
    expect((await sara.openStream(base)).response.status).toBe(503);

    // After the grace it stops taking connections, while the upload is still being sent.
    while (!(await refused(`${base}/api/health`))) {
      expect(Date.now() - signalled).toBeLessThan(GRACE_MS + 2000);
      await sleep(50);
    }
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(instance.running).toBe(true);

    const answer = await upload.finish();
    expect(answer.status).toBe(201);
    const document = JSON.parse(answer.body) as { id: string; file: { size: number } };
    expect(document.file.size).toBe(content.length);

    expect(await instance.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(TIMEOUT_MS);
  });
});
