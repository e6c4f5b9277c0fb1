import { setImmediate as nextTurn } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';
import { crc32 } from './zip.js';

/**
 * Reads named entries of an uploaded ZIP without trusting it: the central directory is
 * listed first (nothing inflated), then only the wanted entries are inflated, as a stream on
 * zlib's thread pool, counting bytes and stopping at the first byte past a limit. The sizes a
 * header declares are only used to refuse early; they never stand in for counting.
 */
export class ZipError extends Error {
  /** tooLarge: more than we take (413); otherwise not a well-formed ZIP of ours (400). */
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'ZipError';
  }
}

export interface ZipListing {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  /** The uncompressed size the central directory declares. */
  size: number;
  localAt: number;
}

export interface ZipLimits {
  /** Entries in the central directory, read or not. */
  maxEntries: number;
  /** Bytes inflated across all the wanted entries together. */
  maxTotalBytes: number;
}

const END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** Inflated bytes handed over at a time: small enough to check often, large enough to be cheap. */
const CHUNK_BYTES = 64 * 1024;

/** The central directory: names and declared sizes only, nothing inflated. */
export function listZip(zip: Buffer, maxEntries: number): ZipListing[] {
  const endAt = zip.lastIndexOf(END_SIGNATURE);
  if (endAt < 0 || endAt + 22 > zip.length) throw new ZipError('not a zip file');
  const count = zip.readUInt16LE(endAt + 10);
  const directorySize = zip.readUInt32LE(endAt + 12);
  let at = zip.readUInt32LE(endAt + 16);
  if (at + directorySize > endAt || count * 46 > directorySize) {
    throw new ZipError('bad end record');
  }
  if (count > maxEntries) throw new ZipError(`${count} entries`, true);
  const entries: ZipListing[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      throw new ZipError('bad central directory');
    const nameEnd = at + 46 + zip.readUInt16LE(at + 28);
    if (nameEnd > zip.length) throw new ZipError('bad central directory');
    entries.push({
      name: zip.subarray(at + 46, nameEnd).toString('utf8'),
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localAt: zip.readUInt32LE(at + 42),
    });
    at = nameEnd + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * The entries named in `wanted` (name → the most bytes it may inflate to), each at most once;
 * every other entry is left as it is, never inflated: a ZIP inside an entry is just bytes.
 */
export async function readZipEntries(
  zip: Buffer,
  wanted: Readonly<Record<string, number>>,
  limits: ZipLimits,
): Promise<Map<string, Buffer>> {
  const chosen = listZip(zip, limits.maxEntries).filter((entry) =>
    Object.hasOwn(wanted, entry.name),
  );
  const names = chosen.map((entry) => entry.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw new ZipError(`${twice} twice`);
  const read = new Map<string, Buffer>();
  let budget = limits.maxTotalBytes;
  for (const entry of chosen) {
    const data = await readEntry(zip, entry, Math.min(wanted[entry.name]!, budget));
    budget -= data.length;
    read.set(entry.name, data);
  }
  return read;
}

async function readEntry(zip: Buffer, entry: ZipListing, maxBytes: number): Promise<Buffer> {
  if (entry.flags & 1) throw new ZipError(`${entry.name} is encrypted`);
  if (entry.size > maxBytes) throw new ZipError(`${entry.name} declares ${entry.size} bytes`, true);
  const source = chunksOf(entry, storedData(zip, entry));
  // The declared size is at most maxBytes here; past it the header lied.
  const limit = Math.min(entry.size, maxBytes);
  const chunks: Buffer[] = [];
  let length = 0;
  let crc = 0;
  try {
    for await (const chunk of source) {
      if (length + chunk.length > limit) {
        throw new ZipError(`${entry.name} inflates past ${limit} bytes`);
      }
      crc = crc32(chunk, crc);
      chunks.push(chunk);
      length += chunk.length;
    }
  } catch (error) {
    if (error instanceof ZipError) throw error;
    throw new ZipError(`${entry.name} is corrupt`);
  }
  if (length !== entry.size || crc !== entry.crc) throw new ZipError(`${entry.name} checksum`);
  return Buffer.concat(chunks, length);
}

function storedData(zip: Buffer, entry: ZipListing): Buffer {
  const at = entry.localAt;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE)
    throw new ZipError('bad local header');
  const dataAt = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (dataAt + entry.compressedSize > zip.length) throw new ZipError(`${entry.name} is cut off`);
  return zip.subarray(dataAt, dataAt + entry.compressedSize);
}

function chunksOf(entry: ZipListing, stored: Buffer): AsyncIterable<Buffer> {
  if (entry.method === 0) return slices(stored);
  if (entry.method !== 8) throw new ZipError(`${entry.name}: compression ${entry.method}`);
  // Async zlib: inflation runs off the event loop and pauses while chunks wait to be read.
  const inflater = createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflater.end(stored);
  return inflater;
}

/** A stored entry, in chunks with a turn of the event loop between them (for its checksum). */
async function* slices(stored: Buffer): AsyncIterable<Buffer> {
  for (let at = 0; at < stored.length; at += CHUNK_BYTES) {
    yield stored.subarray(at, at + CHUNK_BYTES);
    await nextTurn();
  }
}
