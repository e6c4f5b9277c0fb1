import { deflateRawSync } from 'node:zlib';
import { crc32 } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

/**
 * Documents made in the tests, never downloaded: pages rendered by the machine's Chromium
 * (Arabic and English text as a PNG, a PDF with a text layer, a scanned PDF that is only an
 * image) and a .docx zipped in code.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Promise<Browser> | null = null;

function launch(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  return browser;
}

export async function closeFixtureBrowser(): Promise<void> {
  const open = browser;
  browser = null;
  if (open) await (await open).close();
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** An A4-like page of paragraphs; Arabic paragraphs right to left, Latin ones left to right. */
function pageHtml(paragraphs: string[]): string {
  const body = paragraphs
    .map((p) => `<p dir="${/[\u0600-\u06FF]/.test(p) ? 'rtl' : 'ltr'}">${escapeHtml(p)}</p>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { font-family: 'DejaVu Sans', sans-serif; font-size: 26px; line-height: 1.6;
           margin: 0; padding: 48px; background: #fff; color: #000; width: 1100px; }
  </style></head><body>${body}</body></html>`;
}

/** A PNG "scan" of the paragraphs. */
export async function renderPng(paragraphs: string[]): Promise<Buffer> {
  const page = await (await launch()).newPage({ viewport: { width: 1200, height: 800 } });
  try {
    await page.setContent(pageHtml(paragraphs));
    return await page.screenshot({ fullPage: true, type: 'png' });
  } finally {
    await page.close();
  }
}

/** A PDF whose text layer holds the paragraphs (as a word processor would save it). */
export async function renderTextPdf(paragraphs: string[]): Promise<Buffer> {
  const page = await (await launch()).newPage();
  try {
    await page.setContent(pageHtml(paragraphs));
    return await page.pdf({ format: 'A4', printBackground: true });
  } finally {
    await page.close();
  }
}

/**
 * A PDF that is only a picture of the paragraphs (as a scanner makes): no text layer, or only
 * `caption` (a scanning app's "Page 1") above the picture.
 */
export async function renderScannedPdf(paragraphs: string[], caption = ''): Promise<Buffer> {
  const png = await renderPng(paragraphs);
  const page = await (await launch()).newPage();
  try {
    await page.setContent(
      `<!doctype html><html><body style="margin:0">${caption ? `<p>${escapeHtml(caption)}</p>` : ''}<img style="width:100%" src="data:image/png;base64,${png.toString('base64')}"></body></html>`,
    );
    return await page.pdf({ format: 'A4' });
  } finally {
    await page.close();
  }
}

/** A zip archive (deflated entries) built in code. */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A minimal Word (.docx) document with one paragraph per entry. */
export function buildDocx(paragraphs: string[]): Buffer {
  const xml = (text: string) =>
    text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  const body = paragraphs
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${xml(p)}</w:t></w:r></w:p>`)
    .join('');
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  });
}

/** The share of `expected`'s words found in `actual` (both split on white space). */
export function wordRecall(expected: string, actual: string): number {
  const clean = (s: string) =>
    s
      .replace(/[.,:،؛()\u200E\u200F]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const have = new Map<string, number>();
  for (const w of clean(actual)) have.set(w, (have.get(w) ?? 0) + 1);
  const want = clean(expected);
  let found = 0;
  for (const w of want) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      found += 1;
      have.set(w, n - 1);
    }
  }
  return want.length ? found / want.length : 1;
}

const SECTOR = 512;
const FREE = -1;
const END_OF_CHAIN = -2;
const FAT_SECTOR = -3;

/**
 * A stream padded to whole 512-byte sectors and at least 4096 bytes, its stated size included:
 * a smaller stream would live in the mini stream, which this writer does not make.
 */
function padStream(data: Buffer): Buffer {
  const size = Math.max(4096, Math.ceil(data.length / SECTOR) * SECTOR);
  return Buffer.concat([data, Buffer.alloc(size - data.length)]);
}

function directoryEntry(
  name: string,
  type: 0 | 2 | 5,
  links: { left?: number; right?: number; child?: number },
  start: number,
  size: number,
): Buffer {
  const entry = Buffer.alloc(128);
  if (type !== 0) {
    entry.write(name, 0, 'utf16le');
    entry.writeUInt16LE((name.length + 1) * 2, 64);
  }
  entry.writeInt8(type, 66);
  entry.writeInt8(1, 67); // black
  entry.writeInt32LE(links.left ?? FREE, 68);
  entry.writeInt32LE(links.right ?? FREE, 72);
  entry.writeInt32LE(links.child ?? FREE, 76);
  entry.writeInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/**
 * A minimal Word 97–2003 (.doc) file built in code: an OLE compound file (version 3, 512-byte
 * sectors) holding a `WordDocument` stream (FIB and the text as UTF-16) and a `0Table` stream
 * (one piece in the piece table). Paragraphs end with Word's paragraph mark (\r).
 */
export function buildDoc(paragraphs: string[]): Buffer {
  const text = paragraphs.map((p) => `${p}\r`).join('');
  const TEXT_AT = 0x800;
  const wordDocument = Buffer.alloc(TEXT_AT + text.length * 2);
  wordDocument.writeUInt16LE(0xa5ec, 0x00); // wIdent
  wordDocument.writeUInt16LE(0x00c1, 0x02); // nFib (Word 97)
  wordDocument.writeUInt16LE(0x0000, 0x0a); // flags: the table is "0Table"
  wordDocument.writeUInt32LE(TEXT_AT, 0x18); // fcMin
  wordDocument.writeUInt32LE(text.length, 0x4c); // ccpText
  wordDocument.writeUInt32LE(0, 0x1a2); // fcClx: the piece table starts the table stream
  wordDocument.write(text, TEXT_AT, 'utf16le');
  // Clx: Pcdt (0x02), its size, the character positions [0, n] and one piece at TEXT_AT
  // (the 0x40000000 bit clear: the piece is UTF-16).
  const table = Buffer.alloc(1 + 4 + 8 + 8);
  table.writeUInt8(0x02, 0);
  table.writeUInt32LE(16, 1);
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(TEXT_AT, 15);
  table.writeUInt16LE(0, 19);

  const streams = [padStream(wordDocument), padStream(table)];
  const sectorsOf = (b: Buffer) => b.length / SECTOR;
  const firstWord = 2;
  const firstTable = firstWord + sectorsOf(streams[0]!);
  const total = firstTable + sectorsOf(streams[1]!);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeInt32LE(FAT_SECTOR, 0);
  fat.writeInt32LE(END_OF_CHAIN, 4);
  for (let s = firstWord; s < total; s++) {
    const last = s === firstTable - 1 || s === total - 1;
    fat.writeInt32LE(last ? END_OF_CHAIN : s + 1, s * 4);
  }
  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, { child: 1 }, END_OF_CHAIN, 0),
    directoryEntry('WordDocument', 2, { left: 2 }, firstWord, streams[0]!.length),
    directoryEntry('0Table', 2, {}, firstTable, streams[1]!.length),
    directoryEntry('', 0, {}, FREE, 0),
  ]);

  const header = Buffer.alloc(SECTOR);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeInt32LE(1, 44); // one FAT sector
  header.writeInt32LE(1, 48); // the directory is sector 1
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeInt32LE(0, 64);
  header.writeInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  header.writeInt32LE(0, 72);
  for (let i = 0; i < 109; i++) header.writeInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);
  return Buffer.concat([header, fat, directory, ...streams]);
}
