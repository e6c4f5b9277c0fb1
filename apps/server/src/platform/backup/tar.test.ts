import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pseudoRandomBytes } from '../../test/byte-streams.js';
import { readTar, TarError, TarWriter } from './tar.js';

async function write(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out, new Date('2026-01-01T00:00:00Z'));
  for (const entry of entries) {
    // Streamed in uneven pieces, as a file read would come.
    const pieces = [entry.data.subarray(0, 7), entry.data.subarray(7)];
    await tar.addStream(entry.name, entry.data.length, pieces);
  }
  await tar.finish();
  out.end();
  return Buffer.concat(chunks);
}

/** Feeds the archive in `chunk`-byte pieces, as a gunzip stream would. */
async function read(archive: Buffer, chunk = 1000): Promise<{ name: string; data: Buffer }[]> {
  const source = (async function* () {
    for (let at = 0; at < archive.length; at += chunk) yield archive.subarray(at, at + chunk);
  })();
  const out: { name: string; data: Buffer }[] = [];
  for await (const entry of readTar(source)) {
    const parts: Buffer[] = [];
    for await (const part of entry.body) parts.push(part);
    out.push({ name: entry.name, data: Buffer.concat(parts) });
  }
  return out;
}

describe('backup tar', () => {
  const entries = [
    { name: 'database/usra.sqlite', data: pseudoRandomBytes(70_001, 1) },
    { name: 'files/empty', data: Buffer.alloc(0) },
    { name: `files/${'a'.repeat(120)}/${'b'.repeat(200)}`, data: Buffer.from('long name') },
    { name: 'files/block', data: pseudoRandomBytes(512, 2) },
    { name: 'manifest.json', data: Buffer.from('{"ok":true}') },
  ];

  it('reads back every entry byte for byte, long names included, whatever the chunking', async () => {
    const archive = await write(entries);
    expect(archive.length % 512).toBe(0);
    for (const chunk of [1, 511, 4096, archive.length]) {
      expect(await read(archive, chunk)).toEqual(entries);
    }
  });

  it('skips what a reader leaves unread', async () => {
    const archive = await write(entries);
    const names: string[] = [];
    for await (const entry of readTar(
      (async function* () {
        yield archive;
      })(),
    )) {
      names.push(entry.name);
    }
    expect(names).toEqual(entries.map((e) => e.name));
  });

  it('refuses a damaged header, a cut archive and data after the end', async () => {
    const archive = await write(entries);
    const header = Buffer.from(archive);
    header[3] = header[3]! ^ 0x20;
    await expect(read(header)).rejects.toThrow(/header checksum/);
    await expect(read(archive.subarray(0, 40_000))).rejects.toThrow(TarError);
    await expect(read(archive.subarray(0, archive.length - 1024))).rejects.toThrow(
      /without its end marker/,
    );
    await expect(read(Buffer.concat([archive, Buffer.from('x')]))).rejects.toThrow(
      /after the end marker/,
    );
  });

  it('refuses an entry that is longer or shorter than declared', async () => {
    const tar = new TarWriter(new PassThrough());
    await expect(tar.addStream('grew', 3, [Buffer.from('four')])).rejects.toThrow(/grew/);
    await expect(tar.addStream('shrank', 5, [Buffer.from('four')])).rejects.toThrow(/shrank/);
  });
});
