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

/** A PDF that is only a picture of the paragraphs (as a scanner makes): no text layer. */
export async function renderScannedPdf(paragraphs: string[]): Promise<Buffer> {
  const png = await renderPng(paragraphs);
  const page = await (await launch()).newPage();
  try {
    await page.setContent(
      `<!doctype html><html><body style="margin:0"><img style="width:100%" src="data:image/png;base64,${png.toString('base64')}"></body></html>`,
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
