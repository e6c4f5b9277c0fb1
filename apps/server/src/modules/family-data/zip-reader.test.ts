import { describe, expect, it } from 'vitest';
import { listZip, readZipEntries, ZipError } from './zip-reader.js';
import { assembleZip, crc32, crc32InScript, createZip } from './zip.js';

const text = (value: string) => Buffer.from(value, 'utf8');
const limits = { maxEntries: 10, maxTotalBytes: 1000 };

async function refusal(promise: Promise<unknown>): Promise<ZipError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZipError);
  return error as ZipError;
}

describe('zip reader', () => {
  it('reads the wanted entries, stored or deflated, and leaves the others packed', async () => {
    const hello = text('hello, عائلة');
    const zip = assembleZip([
      { name: 'stored.txt', method: 0, stored: hello, crc: crc32(hello), size: hello.length },
      // Not wanted: its broken data would fail if it were inflated.
      { name: 'other.bin', method: 8, stored: text('not deflate'), crc: 0, size: 5 },
    ]);
    expect(listZip(zip, 10).map((e) => e.name)).toEqual(['stored.txt', 'other.bin']);
    const read = await readZipEntries(zip, { 'stored.txt': 100, 'absent.txt': 100 }, limits);
    expect([...read.keys()]).toEqual(['stored.txt']);
    expect(read.get('stored.txt')!.toString()).toBe('hello, عائلة');
    const deflated = await createZip([{ name: 'big.txt', data: text('x'.repeat(500)) }]);
    expect((await readZipEntries(deflated, { 'big.txt': 500 }, limits)).get('big.txt')).toEqual(
      text('x'.repeat(500)),
    );
  });

  it('stops at the total across entries, each within its own cap', async () => {
    const zip = await createZip([
      { name: 'one', data: text('a'.repeat(600)) },
      { name: 'two', data: text('b'.repeat(600)) },
    ]);
    const error = await refusal(readZipEntries(zip, { one: 800, two: 800 }, limits));
    expect(error).toMatchObject({ message: 'two declares 600 bytes', tooLarge: true });
    expect((await readZipEntries(zip, { one: 800 }, limits)).get('one')!.length).toBe(600);
  });

  it('refuses what it cannot take as ours', async () => {
    const data = text('data');
    const entry = { name: 'x', method: 0, stored: data, crc: crc32(data), size: 4 };
    const cases: [string, Buffer, string][] = [
      // Refused before either is read: the first one's checksum is wrong.
      ['the same name twice', assembleZip([{ ...entry, crc: 1 }, entry]), 'x twice'],
      ['encrypted', flagged(assembleZip([entry]), 1), 'x is encrypted'],
      ['another compression', assembleZip([{ ...entry, method: 12 }]), 'x: compression 12'],
      ['a wrong checksum', assembleZip([{ ...entry, crc: 1 }]), 'x checksum'],
      ['a size that lies high', assembleZip([{ ...entry, size: 8 }]), 'x checksum'],
      ['a size that lies low', assembleZip([{ ...entry, size: 2 }]), 'x inflates past 2 bytes'],
    ];
    for (const [label, zip, message] of cases) {
      const error = await refusal(readZipEntries(zip, { x: 100 }, limits));
      expect({ message: error.message, tooLarge: error.tooLarge }, label).toEqual({
        message,
        tooLarge: false,
      });
    }
    const many = assembleZip(Array.from({ length: 11 }, (_, i) => ({ ...entry, name: `${i}` })));
    expect(await refusal(readZipEntries(many, {}, limits))).toMatchObject({ tooLarge: true });
  });

  it('computes the same CRC-32 in script as natively, also in pieces', () => {
    const data = text('The quick brown fox, الثعلب البني السريع'.repeat(100));
    expect(crc32InScript(data)).toBe(crc32(data));
    expect(crc32InScript(data.subarray(7), crc32InScript(data.subarray(0, 7)))).toBe(crc32(data));
    expect(crc32InScript(text('123456789'))).toBe(0xcbf43926);
  });
});

/** The central directory's flags of the first entry set to `flags`. */
function flagged(zip: Buffer, flags: number): Buffer {
  const copy = Buffer.from(zip);
  copy.writeUInt16LE(flags, copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
  return copy;
}
