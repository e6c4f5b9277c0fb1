import * as zlib from 'node:zlib';
import { promisify } from 'node:util';

/**
 * A small ZIP writer (deflate, no encryption, no ZIP64): enough for a family's export, which
 * stays far below 4 GB, without another dependency. zip-reader.ts reads such files back.
 */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 in script: the fallback before Node 20.15. */
export function crc32InScript(data: Uint8Array, previous = 0): number {
  let crc = (previous ^ 0xffffffff) >>> 0;
  for (let i = 0; i < data.length; i += 1) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * The CRC-32 of `data`, continuing from `previous` (the CRC of the bytes before it). Node
 * 20.15 and later compute it natively, about ten times as fast as the script.
 */
export const crc32: (data: Uint8Array, previous?: number) => number =
  (zlib as { crc32?: (data: Uint8Array, previous?: number) => number }).crc32 ?? crc32InScript;

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** One entry as stored: its bytes already compressed, and what its headers declare. */
export interface ZipPart {
  name: string;
  /** 8 (deflate) or 0 (stored). */
  method: number;
  stored: Buffer;
  crc: number;
  /** The uncompressed size the headers declare. */
  size: number;
  /** The compressed size the headers declare (the stored bytes' length unless given). */
  compressedSize?: number;
}

function dosDateTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    day:
      ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** Local headers, data and central directory around parts whose data is already compressed. */
export function assembleZip(parts: ZipPart[], now: Date = new Date()): Buffer {
  const { time, day } = dosDateTime(now);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const compressedSize = part.compressedSize ?? part.stored.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(part.method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(compressedSize, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, part.stored);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(day, 14);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(compressedSize, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + part.stored.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const deflate = promisify(zlib.deflateRaw);

/** Deflates on zlib's thread pool, so a large export does not hold up other requests. */
export async function createZip(entries: ZipEntry[], now: Date = new Date()): Promise<Buffer> {
  const parts = await Promise.all(
    entries.map(async (entry) => ({
      name: entry.name,
      method: 8,
      stored: await deflate(entry.data),
      crc: crc32(entry.data),
      size: entry.data.length,
    })),
  );
  return assembleZip(parts, now);
}
