import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { ExtractionReason } from '@usra/domain/documents/document-schema';
import { buildDoc } from './document-fixtures.js';

/**
 * The hostile corpus of issue 25, made in code (no binary fixtures): each file is small to
 * upload and was, before decision 016, enough to crash, freeze or exhaust the server. The big
 * ones are compressed repetitions: a deflate block of zeros (or of XML) ended with a sync flush
 * can be repeated, so a 100 MB part or a 3.6 gigapixel image costs a few hundred kilobytes and
 * milliseconds to make.
 */

export interface HostileFile {
  name: string;
  fileName: string;
  data: Buffer;
  /** What the family is told. */
  reason: ExtractionReason;
}

/** `chunk` repeated `times` as one raw deflate stream, deflating the chunk only once. */
function repeatedDeflateRaw(chunk: Buffer, times: number): Buffer {
  const block = deflateRawSync(chunk, { finishFlush: constants.Z_SYNC_FLUSH, level: 9 });
  const final = Buffer.from([0x03, 0x00]); // an empty final block (fixed Huffman)
  return Buffer.concat([...Array<Buffer>(times).fill(block), final]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(Buffer.from(type, 'latin1'))), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

function ihdr(width: number, height: number, bitDepth: number, colorType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = bitDepth;
  data[9] = colorType;
  return pngChunk('IHDR', data);
}

/** A valid, all-black greyscale PNG of `width` × `height` at `bitDepth`, made compactly. */
export function blankPng(width: number, height: number, bitDepth: 1 | 8): Buffer {
  const rowBytes = 1 + Math.ceil((width * bitDepth) / 8);
  // About 4 MB of rows per deflated chunk, a whole number of chunks.
  let rowsPerChunk = Math.max(1, Math.floor(4_000_000 / rowBytes));
  while (height % rowsPerChunk !== 0) rowsPerChunk -= 1;
  const chunk = Buffer.alloc(rowBytes * rowsPerChunk);
  const times = height / rowsPerChunk;
  const trailer = Buffer.alloc(4);
  // All zeros: a stays 1, b grows by 1 per byte.
  trailer.writeUInt32BE(((((chunk.length * times) % 65521) << 16) | 1) >>> 0, 0);
  const zlib = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    repeatedDeflateRaw(chunk, times),
    trailer,
  ]);
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, bitDepth, 0),
    pngChunk('IDAT', zlib),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The same `length` bytes of noise every time (a linear congruential sequence). */
function noise(length: number, seed = 25): Buffer {
  const out = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

/**
 * 103 bytes: a good header, then bytes where the image data should be (a fixed filler: the
 * upload's content check reads the chunk after IHDR, and random bytes there make it fail).
 */
export function corruptPng(): Buffer {
  const head = Buffer.concat([PNG_SIGNATURE, ihdr(640, 480, 8, 2)]);
  return Buffer.concat([head, Buffer.alloc(103 - head.length, 0x5a)]);
}

/** A JPEG frame header (`width` × `height`), then noise. */
function jpegWithFrame(width: number, height: number, filler: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, noise(filler), Buffer.from([0xff, 0xd9])]);
}

export const corruptJpeg = () => jpegWithFrame(800, 600, 400);
export const giantJpeg = () => jpegWithFrame(65_535, 65_535, 200);

/** A GIF whose screen and frame claim 65,535 × 65,535 pixels. */
export function giantGif(): Buffer {
  const header = Buffer.from('GIF89a\xff\xff\xff\xff\x00\x00\x00', 'latin1');
  const frame = Buffer.from([
    0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00,
  ]);
  return Buffer.concat([header, frame, Buffer.from([0x3b])]);
}

/** A Word 97–2003 file whose directory sector chain loops (1 → 2 → 1). */
export function loopingDoc(): Buffer {
  const doc = buildDoc(['A looping directory']);
  const fatAt = 512; // the FAT is sector 0
  doc.writeInt32LE(2, fatAt + 1 * 4);
  doc.writeInt32LE(1, fatAt + 2 * 4);
  return doc;
}

interface ZipPart {
  name: string;
  packed: Buffer;
  crc: number;
  size: number;
  /** What the directory says (a lie when it differs from `size`). */
  statedSize?: number;
}

const deflated = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text, 'utf8');
  return { name, packed: deflateRawSync(data), crc: crc32(data), size: data.length };
};

function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const stated = part.statedSize ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(stated, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.packed.length, 20);
    central.writeUInt32LE(stated, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    centrals.push(central, name);
    offset += 30 + name.length + part.packed.length;
  }
  const size = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/**
 * A .docx whose word/document.xml inflates to `megabytes` MB of paragraphs; `lying` makes the
 * zip's directory state a size of 2 KB for it.
 */
export function inflatingDocx(megabytes: number, lying = false): Buffer {
  const paragraph = '<w:p><w:r><w:t>bomb</w:t></w:r></w:p>';
  const chunk = Buffer.from(paragraph.repeat(Math.floor((1024 * 1024) / paragraph.length)), 'utf8');
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
  );
  const tail = Buffer.from('</w:body></w:document>');
  // head + chunk × n + tail as one raw deflate stream of sync-flushed blocks.
  const flush = { finishFlush: constants.Z_SYNC_FLUSH };
  const packed = Buffer.concat([
    deflateRawSync(head, flush),
    repeatedDeflateRaw(chunk, megabytes).subarray(0, -2),
    deflateRawSync(tail),
  ]);
  let crc = crc32(head);
  for (let i = 0; i < megabytes; i++) crc = crc32(chunk, crc);
  crc = crc32(tail, crc);
  const size = head.length + chunk.length * megabytes + tail.length;
  return zipOf([
    deflated(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    deflated(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    { name: 'word/document.xml', packed, crc, size, ...(lying ? { statedSize: 2048 } : {}) },
  ]);
}

/** A PDF of `objects` (numbered from 1, the first is the catalog), with a correct xref table. */
export function pdfOf(objects: string[], trailerExtra = ''): Buffer {
  const parts: string[] = ['%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'];
  let length = Buffer.byteLength(parts[0]!, 'latin1');
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const text = `${index + 1} 0 obj\n${body}\nendobj\n`;
    parts.push(text);
    length += Buffer.byteLength(text, 'latin1');
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(
    xref.join(''),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(parts.join(''), 'latin1');
}

const stream = (content: string, dict = '') =>
  `<< ${dict} /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

/**
 * Nine levels of form XObjects, each drawing the next ten times: 10⁹ text draws from 3 KB.
 */
export function nestedXObjectPdf(depth = 9): Buffer {
  // 1 catalog, 2 pages, 3 page, 4 font, 5.. forms (5 is the outermost).
  const forms: string[] = [];
  for (let level = 0; level < depth; level++) {
    const last = level === depth - 1;
    const content = last
      ? 'BT /F1 12 Tf 10 10 Td (Deep text) Tj ET'
      : Array.from({ length: 10 }, () => '/X Do').join(' ');
    const resources = last
      ? '/Resources << /Font << /F1 4 0 R >> >>'
      : `/Resources << /XObject << /X ${6 + level} 0 R >> >>`;
    forms.push(stream(content, `/Type /XObject /Subtype /Form /BBox [0 0 600 800] ${resources}`));
  }
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /X 5 0 R >> >> /Contents ${5 + depth} 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...forms,
    stream('/X Do'),
  ]);
}

/** `pages` real, empty pages in a two-level page tree (150,000 make a 12 MB file). */
export function manyPagePdf(pages: number, perNode = 1000): Buffer {
  const nodes = Math.ceil(pages / perNode);
  // 1 catalog, 2 root, 3..2+nodes intermediate nodes, then the pages.
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const nodeIds = Array.from({ length: nodes }, (_, i) => 3 + i);
  objects.push(
    `<< /Type /Pages /Kids [${nodeIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
  );
  const firstPage = 3 + nodes;
  for (let n = 0; n < nodes; n++) {
    const count = Math.min(perNode, pages - n * perNode);
    const kids = Array.from({ length: count }, (_, i) => `${firstPage + n * perNode + i} 0 R`);
    objects.push(`<< /Type /Pages /Parent 2 0 R /Kids [${kids.join(' ')}] /Count ${count} >>`);
  }
  for (let p = 0; p < pages; p++) {
    objects.push(
      `<< /Type /Page /Parent ${3 + Math.floor(p / perNode)} 0 R /MediaBox [0 0 612 792] >>`,
    );
  }
  return pdfOf(objects);
}

/** `count` pages of `points` × `points` with a drawing and no text (so OCR would draw them). */
export function hugePagePdf(points: number, count = 4): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const pageIds = Array.from({ length: count }, (_, i) => 3 + i * 2);
  objects.push(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${count} >>`,
  );
  for (let i = 0; i < count; i++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${points} ${points}] /Contents ${4 + i * 2} 0 R >>`,
      stream(`0 0 0 rg 10 10 ${points - 20} ${points - 20} re f`),
    );
  }
  return pdfOf(objects);
}

/** A PDF encrypted with the standard handler whose user password is not empty. */
export function encryptedPdf(): Buffer {
  const hex = (n: number) => randomBytes(n).toString('hex');
  return pdfOf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${hex(32)}> /U <${hex(32)}> >>`,
    ],
    `/Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>] `,
  );
}

/** Every file of the corpus, with the reason each must end with. */
export function hostileCorpus(): HostileFile[] {
  return [
    {
      name: 'corrupt PNG (103 bytes)',
      fileName: 'corrupt.png',
      data: corruptPng(),
      reason: 'unreadable',
    },
    { name: 'corrupt JPEG', fileName: 'corrupt.jpg', data: corruptJpeg(), reason: 'unreadable' },
    { name: 'JPEG claiming 65,535²', fileName: 'giant.jpg', data: giantJpeg(), reason: 'tooLarge' },
    { name: 'GIF claiming 65,535²', fileName: 'giant.gif', data: giantGif(), reason: 'tooLarge' },
    {
      name: '30,000² PNG',
      fileName: 'big.png',
      data: blankPng(30_000, 30_000, 8),
      reason: 'tooLarge',
    },
    {
      name: '60,000² 1-bit PNG',
      fileName: 'bits.png',
      data: blankPng(60_000, 60_000, 1),
      reason: 'tooLarge',
    },
    {
      name: '.doc whose directory chain loops',
      fileName: 'loop.doc',
      data: loopingDoc(),
      reason: 'unreadable',
    },
    {
      name: '.docx inflating to 100 MB',
      fileName: 'bomb.docx',
      data: inflatingDocx(100),
      reason: 'tooLarge',
    },
    {
      name: '.docx lying about its 100 MB',
      fileName: 'liar.docx',
      data: inflatingDocx(100, true),
      reason: 'tooLarge',
    },
    {
      name: 'PDF of nested form XObjects',
      fileName: 'nested.pdf',
      data: nestedXObjectPdf(),
      reason: 'tooSlow',
    },
    {
      name: 'PDF of 150,000 pages',
      fileName: 'pages.pdf',
      data: manyPagePdf(150_000),
      reason: 'tooManyPages',
    },
    {
      name: 'PDF of four 5,000 pt pages',
      fileName: 'huge.pdf',
      data: hugePagePdf(5000),
      reason: 'tooLarge',
    },
    { name: 'encrypted PDF', fileName: 'locked.pdf', data: encryptedPdf(), reason: 'protected' },
  ];
}
