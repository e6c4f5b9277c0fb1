import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createDeflateRaw } from 'node:zlib';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';
import { familyTables } from '../../db/family-tables.js';
import {
  IMPORT_MAX_JSON_BYTES,
  importMaxEntries,
  NOT_AN_EXPORT,
  TOO_LARGE,
} from './export-format.js';
import { assembleZip, crc32, createZip, type ZipPart } from './zip.js';

const MB = 1024 * 1024;

// A full collection before each attempt: what an earlier attempt left behind is neither counted
// in its memory nor collected in the middle of its event-loop measurement.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** `count` copies of `unit` between `head` and `tail`, deflated as they stream by. */
async function deflated(unit: string | number, count: number, head = '', tail = '') {
  const unitBytes = typeof unit === 'number' ? 1 : Buffer.byteLength(unit);
  const perBlock = typeof unit === 'number' ? MB : 4096;
  const block = typeof unit === 'number' ? Buffer.alloc(MB, unit) : Buffer.from(unit.repeat(4096));
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  const write = async (data: Buffer) => {
    crc = crc32(data, crc);
    if (!deflater.write(data)) await new Promise((resolve) => deflater.once('drain', resolve));
  };
  await write(Buffer.from(head));
  for (let left = count; left > 0; left -= perBlock) {
    await write(left >= perBlock ? block : block.subarray(0, left * unitBytes));
  }
  await write(Buffer.from(tail));
  const ended = new Promise((resolve) => deflater.once('end', resolve));
  deflater.end();
  await ended;
  const size = Buffer.byteLength(head) + count * unitBytes + Buffer.byteLength(tail);
  return { stored: Buffer.concat(out), size, crc };
}

type Deflated = Awaited<ReturnType<typeof deflated>>;
const part = (name: string, bomb: Deflated, size = bomb.size): ZipPart => ({
  name,
  method: 8,
  stored: bomb.stored,
  crc: bomb.crc,
  size,
});

/** Built once for both engines: deflating 450 MB takes a few seconds. */
let bombs: Record<string, Buffer>;
let zipBomb: Buffer;
beforeAll(async () => {
  const zeros50 = await deflated(0, 50_000_000);
  const small = await deflated(0, 1000);
  const zeros200 = await deflated(0, 200 * MB);
  const spaces200 = await deflated(' ', 200 * MB, '{');
  const header = '{"format":"usra-export","version":1,"exportedAt":"","tables":{"tasks":[';
  const emptyRows = await deflated('{},', 5_000_000, header, '{}]}}');
  const manyKeys = await deflated('"k":0,', 1_000_000, `${header}{`, '"k":0}]}}');
  zipBomb = assembleZip([part('usra-export.json', zeros200)]);
  bombs = {
    'twelve 50 MB entries': assembleZip(
      Array.from({ length: 12 }, (_, i) => part(`data-${i}.bin`, zeros50)),
    ),
    // More entries than an export with the most stored files has.
    'too many entries': assembleZip(
      Array.from({ length: importMaxEntries(familyTables) + 1 }, (_, i) => part(`${i}.csv`, small)),
    ),
    'one 200 MB entry': zipBomb,
    'a ZIP as the export file': await createZip([{ name: 'usra-export.json', data: zipBomb }]),
    'a size that lies low': assembleZip([part('usra-export.json', zeros200, 1000)]),
    'a size that lies at the cap': assembleZip([
      part('usra-export.json', spaces200, IMPORT_MAX_JSON_BYTES),
    ]),
    'a compressed size past the end': assembleZip([
      { ...part('usra-export.json', zeros200, 1000), compressedSize: 50 * MB },
    ]),
    'a size of 4 GB': assembleZip([part('usra-export.json', zeros200, 0xffffffff)]),
    'five million empty rows': assembleZip([part('usra-export.json', emptyRows)]),
    'a row of a million keys': assembleZip([part('usra-export.json', manyKeys)]),
  };
}, 60_000);

/** A ZIP we wrote, taken apart again (our writer: no extra fields, sizes in the headers). */
function zipParts(zip: Buffer): ZipPart[] {
  const parts: ZipPart[] = [];
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const compressed = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const dataAt = at + 30 + nameLength;
    parts.push({
      name: zip.subarray(at + 30, dataAt).toString(),
      method: zip.readUInt16LE(at + 8),
      stored: zip.subarray(dataAt, dataAt + compressed),
      crc: zip.readUInt32LE(at + 14),
      size: zip.readUInt32LE(at + 22),
    });
    at = dataAt + compressed;
  }
  return parts;
}

/**
 * Every 5 ms: the peak RSS, and how long the event loop went without a turn. A gap counts as
 * blocking only for the CPU time the process used in it (CPU time includes zlib's threads, so
 * it is an upper bound): on a shared machine a process also waits for a CPU, which is not the
 * code under test holding the loop.
 */
function watchLoop() {
  const before = process.memoryUsage.rss();
  let peak = before;
  let blocked = 0;
  let last = performance.now();
  let cpu = process.cpuUsage();
  const sampler = setInterval(() => {
    const now = performance.now();
    const used = process.cpuUsage(cpu);
    blocked = Math.max(blocked, Math.min(now - last, (used.user + used.system) / 1000));
    peak = Math.max(peak, process.memoryUsage.rss());
    last = now;
    cpu = process.cpuUsage();
  }, 5);
  return {
    result: () => ({ rssGrowthMb: (peak - before) / MB, maxBlockedMs: blocked }),
    stop: () => clearInterval(sampler),
  };
}

describe.each(engines)('import limits on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const upload = (jar: CookieJar, zip: Buffer, contentType = 'application/zip') =>
    sut.app.inject({
      method: 'POST',
      url: '/api/data/import',
      headers: { cookie: jar.header(), 'content-type': contentType },
      payload: zip,
    });

  /** The import, with a health check beside it, measuring memory and the event loop. */
  async function attempt(jar: CookieJar, zip: Buffer) {
    collectGarbage();
    const loop = watchLoop();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 25));
    try {
      await tick();
      const [response, health] = await Promise.all([
        upload(jar, zip),
        sut.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      // The watch runs on a timer: let it see a loop that was held up until now.
      await tick();
      return { response, health, ...loop.result() };
    } finally {
      loop.stop();
    }
  }

  it('refuses ZIP bombs in plain words, with little memory, while the server keeps answering', async () => {
    const refusals: [string, number, string][] = [
      ['twelve 50 MB entries', 400, NOT_AN_EXPORT],
      ['too many entries', 413, TOO_LARGE],
      ['one 200 MB entry', 413, TOO_LARGE],
      ['a ZIP as the export file', 400, NOT_AN_EXPORT],
      ['a size that lies low', 400, NOT_AN_EXPORT],
      ['a size that lies at the cap', 400, NOT_AN_EXPORT],
      ['a compressed size past the end', 400, NOT_AN_EXPORT],
      ['a size of 4 GB', 413, TOO_LARGE],
      ['five million empty rows', 400, NOT_AN_EXPORT],
      ['a row of a million keys', 400, NOT_AN_EXPORT],
    ];
    await attempt(sara, bombs['a size that lies low']!); // first use of zlib and the route
    for (const [label, status, message] of refusals) {
      const { response, health, rssGrowthMb, maxBlockedMs } = await attempt(sara, bombs[label]!);
      // Soft: one run shows every bomb that gets through.
      expect.soft(response.statusCode, label).toBe(status);
      expect.soft(response.json(), label).toEqual({ error: { code: 'INVALID_IMPORT', message } });
      expect.soft(health.statusCode, label).toBe(200);
      expect.soft(rssGrowthMb, label).toBeLessThan(50);
      expect.soft(maxBlockedMs, label).toBeLessThan(200);
    }
    // A ZIP inside an entry is just bytes: the export beside it imports, the ZIP stays packed.
    const sarasExport = (await callAs(sut.app, sara, 'GET', '/api/data/export')).rawPayload;
    const withZip = assembleZip([
      ...zipParts(sarasExport),
      { name: 'nested.zip', method: 0, stored: zipBomb, crc: crc32(zipBomb), size: zipBomb.length },
    ]);
    const omar = (await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Saleh' }))
      .jar;
    const { response, rssGrowthMb, maxBlockedMs } = await attempt(omar, withZip);
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toMatchObject({ family_members: 1 });
    expect(rssGrowthMb).toBeLessThan(50);
    expect(maxBlockedMs).toBeLessThan(200);
  }, 60_000);

  it('refuses an upload that is not a ZIP', async () => {
    for (const body of ['not a zip at all', 'PK\u0005\u0006 almost an end record']) {
      const response = await upload(sara, Buffer.from(body));
      expect(response.statusCode, body).toBe(400);
      expect(response.json(), body).toEqual({
        error: { code: 'INVALID_IMPORT', message: NOT_AN_EXPORT },
      });
    }
    const text = await upload(sara, Buffer.from('hello'), 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the request body as application/zip.',
      },
    });
  });

  it('settles who may import, and into which family, before reading the upload', async () => {
    // Larger than the upload limit: reading it would answer 413.
    const oversized = Buffer.alloc(26 * MB);
    const refused = await upload(sara, oversized);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ error: { code: 'INVALID_IMPORT', message: TOO_LARGE } });

    expect((await upload(new CookieJar(), oversized)).statusCode).toBe(401);

    // A member who joined by invitation is not the family's owner.
    const invitation = await callAs(sut.app, sara, 'POST', '/api/family/invitations', {});
    const omar = (await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Saleh' }))
      .jar;
    const token = invitation.json().invitation.token as string;
    expect(
      (await callAs(sut.app, omar, 'POST', `/api/invitations/${token}/accept`, {})).statusCode,
    ).toBe(200);
    const member = await upload(omar, oversized);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only the owner of the family can import data.' },
    });

    // A family with data: the owner is told so, the upload unread.
    expect(
      (await callAs(sut.app, sara, 'POST', '/api/family/groups', { name: 'Kids' })).statusCode,
    ).toBe(201);
    const full = await upload(sara, oversized);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('FAMILY_NOT_EMPTY');
  });
});
