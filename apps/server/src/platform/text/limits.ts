import { inflateRawSync } from 'node:zlib';
import type { ExtractionReason } from '@usra/domain/documents/document-schema';

/**
 * Limits checked before a parser sees a file (decision 016): they read only headers and
 * directories, in bounded time and memory, so a hostile file is refused before it can cost
 * anything. They run inside the extraction child (platform/text/sandbox), never in the server.
 */

/** A file the extraction refuses for good: not retried; `reason` is what the family is told. */
export class ExtractionRefusedError extends Error {
  constructor(
    readonly reason: ExtractionReason,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionRefusedError';
  }
}

const refuse = (reason: ExtractionReason, message: string): never => {
  throw new ExtractionRefusedError(reason, message);
};

export interface ImageSize {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk must come first. */
function pngSize(bytes: Buffer): ImageSize {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    return refuse('unreadable', 'PNG without an IHDR header');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** JPEG: walks the marker segments to the first start-of-frame. */
function jpegSize(bytes: Buffer): ImageSize {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return refuse('unreadable', 'JPEG marker expected');
    let marker = bytes[at + 1]!;
    while (marker === 0xff && at + 2 < bytes.length) marker = bytes[++at + 1]!;
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image, or scan data before a frame
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (at + 9 > bytes.length) break;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    if (length < 2) return refuse('unreadable', 'JPEG segment length');
    at += 2 + length;
  }
  return refuse('unreadable', 'JPEG without a frame header');
}

/** GIF: the logical screen and every image descriptor (each frame is decoded at its own size). */
function gifSizes(bytes: Buffer): ImageSize[] {
  if (bytes.length < 13) return refuse('unreadable', 'GIF header cut short');
  const sizes: ImageSize[] = [{ width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) }];
  let at = 13;
  const flags = bytes[10]!;
  if (flags & 0x80) at += 3 * 2 ** ((flags & 7) + 1);
  const skipSubBlocks = () => {
    while (at < bytes.length) {
      const size = bytes[at]!;
      at += 1 + size;
      if (size === 0) return;
    }
  };
  while (at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x3b) break;
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) break;
      const left = bytes.readUInt16LE(at + 1);
      const top = bytes.readUInt16LE(at + 3);
      sizes.push({
        width: left + bytes.readUInt16LE(at + 5),
        height: top + bytes.readUInt16LE(at + 7),
      });
      const local = bytes[at + 9]!;
      at += 10;
      if (local & 0x80) at += 3 * 2 ** ((local & 7) + 1);
      at += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      break; // damaged: the decoder stops here too
    }
  }
  return sizes;
}

/** The sizes an image decoder would allocate for, read from the header alone. */
export function imageSizes(bytes: Buffer): ImageSize[] {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) return [pngSize(bytes)];
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8) return [jpegSize(bytes)];
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) {
    return gifSizes(bytes);
  }
  return refuse('unreadable', 'not a PNG, JPEG or GIF image');
}

/** Refuses an image whose decoded size passes `maxPixels` (or is empty). */
export function checkImage(bytes: Buffer, maxPixels: number): void {
  for (const { width, height } of imageSizes(bytes)) {
    if (width === 0 || height === 0) refuse('unreadable', 'an image of zero pixels');
    if (width * height > maxPixels) {
      refuse('tooLarge', `${width}×${height} pixels is over the limit of ${maxPixels}`);
    }
  }
}

/**
 * The zip parts of a .docx, inflated: an XML part (what mammoth parses: its document model costs
 * about 60 times the XML, so 5 MB of XML peaks near 330 MB, measured) at most `ZIP_XML_PART_MAX`;
 * any other part (images, which text extraction does not decode) at most `ZIP_PART_MAX`; all
 * together at most `ZIP_TOTAL_MAX`.
 */
export const ZIP_XML_PART_MAX = 5 * 1024 * 1024;
export const ZIP_PART_MAX = 32 * 1024 * 1024;
export const ZIP_TOTAL_MAX = 64 * 1024 * 1024;
const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);
const ZIP_ENTRIES_MAX = 5000;

/**
 * A .docx (zip) before mammoth opens it: the central directory's sizes must be within the
 * limits, and every part is inflated here with its output capped, so a part whose stated size
 * lies is caught too (mammoth's JSZip trusts nothing but would inflate it all).
 */
export function checkZip(bytes: Buffer): void {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) refuse('unreadable', 'zip without its central directory');
  const count = bytes.readUInt16LE(end + 10);
  const centralSize = bytes.readUInt32LE(end + 12);
  const centralAt = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || centralAt === 0xffffffff) refuse('tooLarge', 'zip64 archive');
  if (count > ZIP_ENTRIES_MAX) refuse('tooLarge', `${count} zip entries`);
  if (centralAt + centralSize > end) refuse('unreadable', 'central directory out of bounds');
  let at = centralAt;
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== 0x02014b50) {
      refuse('unreadable', 'damaged central directory');
    }
    const method = bytes.readUInt16LE(at + 10);
    const packedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localAt = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    const partMax = isXmlPart(name) ? ZIP_XML_PART_MAX : ZIP_PART_MAX;
    if (size > partMax) refuse('tooLarge', `${name}: ${size} bytes`);
    total += size;
    if (total > ZIP_TOTAL_MAX) refuse('tooLarge', `${total} bytes inflated in all`);
    if (localAt + 30 > bytes.length || bytes.readUInt32LE(localAt) !== 0x04034b50) {
      refuse('unreadable', 'zip part out of bounds');
    }
    const dataAt =
      localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
    if (dataAt + packedSize > bytes.length) refuse('unreadable', 'zip part cut short');
    const packed = bytes.subarray(dataAt, dataAt + packedSize);
    if (method === 0) {
      if (packedSize !== size) refuse('unreadable', 'stored part whose sizes differ');
    } else if (method === 8) {
      let inflated: Buffer;
      try {
        // One byte over the stated size is enough to know it lied.
        inflated = inflateRawSync(packed, { maxOutputLength: Math.min(size, partMax) + 1 });
      } catch (error) {
        if (error instanceof RangeError) refuse('tooLarge', 'a part inflates past its stated size');
        return refuse('unreadable', 'a part does not inflate');
      }
      if (inflated.length !== size) refuse('tooLarge', 'a part inflates past its stated size');
    } else {
      refuse('unreadable', `zip compression method ${method}`);
    }
  }
}

const CFB_SIGNATURE = 'd0cf11e0a1b11ae1';
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const NO_STREAM = 0xffffffff;

/**
 * A Word 97–2003 .doc (OLE compound file) before word-extractor opens it: every chain it will
 * follow (DIFAT, FAT, directory, mini FAT, each stream) must stay inside the file, end, and
 * never come back to a sector it passed (a loop made word-extractor run forever, issue 25);
 * the directory tree must not loop either.
 */
export function checkCompoundFile(bytes: Buffer): void {
  if (bytes.length < 512 || bytes.toString('hex', 0, 8) !== CFB_SIGNATURE) {
    refuse('unreadable', 'not an OLE compound file');
  }
  const shift = bytes.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) refuse('unreadable', `sector shift ${shift}`);
  const sectorSize = 2 ** shift;
  const miniSize = 2 ** bytes.readUInt16LE(32);
  if (miniSize !== 64) refuse('unreadable', 'mini sector size');
  const sectors =
    Math.floor((bytes.length - sectorSize) / sectorSize) + (bytes.length % sectorSize ? 1 : 0);
  const perSector = sectorSize / 4;
  const sectorAt = (sector: number) => (sector + 1) * sectorSize;
  const word = (sector: number, index: number) => {
    const at = sectorAt(sector) + index * 4;
    return at + 4 <= bytes.length ? bytes.readUInt32LE(at) : END_OF_CHAIN;
  };
  const valid = (sector: number) => sector < sectors;

  // The FAT's sectors: 109 in the header, then the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const sector = bytes.readUInt32LE(76 + i * 4);
    if (sector === FREE_SECTOR) continue;
    if (!valid(sector)) refuse('unreadable', 'FAT sector out of the file');
    fatSectors.push(sector);
  }
  const seenDifat = new Set<number>();
  for (let difat = bytes.readUInt32LE(68); difat !== END_OF_CHAIN && difat !== FREE_SECTOR;) {
    if (!valid(difat) || seenDifat.has(difat))
      refuse('unreadable', 'DIFAT chain loops or leaves the file');
    seenDifat.add(difat);
    for (let i = 0; i < perSector - 1; i++) {
      const sector = word(difat, i);
      if (sector === FREE_SECTOR) continue;
      if (!valid(sector)) refuse('unreadable', 'FAT sector out of the file');
      fatSectors.push(sector);
    }
    difat = word(difat, perSector - 1);
  }
  if (fatSectors.length * perSector < sectors) refuse('unreadable', 'FAT shorter than the file');
  const next = (sector: number) =>
    word(fatSectors[Math.floor(sector / perSector)]!, sector % perSector);

  /** The sectors of a chain from `start`, refusing loops and sectors outside the file. */
  const chain = (start: number, what: string): number[] => {
    const out: number[] = [];
    const seen = new Set<number>();
    for (let sector = start; sector !== END_OF_CHAIN; sector = next(sector)) {
      if (!valid(sector)) refuse('unreadable', `${what} chain leaves the file`);
      if (seen.has(sector)) refuse('unreadable', `${what} chain loops`);
      seen.add(sector);
      out.push(sector);
    }
    return out;
  };

  const directory = chain(bytes.readUInt32LE(48), 'directory');
  const entries = (directory.length * sectorSize) / 128;
  const entryAt = (index: number) =>
    sectorAt(directory[Math.floor((index * 128) / sectorSize)]!) + ((index * 128) % sectorSize);
  if (entries === 0) refuse('unreadable', 'empty directory');

  const miniFat: number[] = [];
  for (const sector of chain(bytes.readUInt32LE(60), 'mini FAT')) {
    for (let i = 0; i < perSector; i++) miniFat.push(word(sector, i));
  }
  const rootAt = entryAt(0);
  const miniStream = chain(bytes.readUInt32LE(rootAt + 116), 'mini stream');
  const miniSectors = (miniStream.length * sectorSize) / miniSize;
  const cutoff = bytes.readUInt32LE(56);

  // The directory tree (left, right, child links) must be a tree.
  const visited = new Set<number>([0]);
  const pending = [bytes.readUInt32LE(rootAt + 76)];
  while (pending.length > 0) {
    const index = pending.pop()!;
    if (index === NO_STREAM) continue;
    if (index >= entries) refuse('unreadable', 'directory link out of the directory');
    if (visited.has(index)) refuse('unreadable', 'directory tree loops');
    visited.add(index);
    const at = entryAt(index);
    pending.push(
      bytes.readUInt32LE(at + 68),
      bytes.readUInt32LE(at + 72),
      bytes.readUInt32LE(at + 76),
    );
    if (bytes[at + 66] !== 2) continue; // only streams have data
    const size = bytes.readUInt32LE(at + 120);
    const start = bytes.readUInt32LE(at + 116);
    if (size === 0) continue;
    if (size >= cutoff) {
      if (chain(start, 'stream').length * sectorSize < size)
        refuse('unreadable', 'stream cut short');
    } else {
      const seen = new Set<number>();
      let length = 0;
      for (let mini = start; mini !== END_OF_CHAIN; mini = miniFat[mini] ?? END_OF_CHAIN) {
        if (mini >= miniSectors) refuse('unreadable', 'mini stream chain leaves the mini stream');
        if (seen.has(mini)) refuse('unreadable', 'mini stream chain loops');
        seen.add(mini);
        length += 1;
      }
      if (length * miniSize < size) refuse('unreadable', 'mini stream cut short');
    }
  }
}
