// Extraction benchmark (issue 25, decision 016): what one extraction child costs, in peak
// resident memory (sampled every 100 ms by the sandbox's watchdog) and wall-clock time, for the
// kinds of file a family uploads and for files at each EXTRACT_* limit. It runs the built
// sandbox (apps/server/dist) with the default limits, one child at a time, and prints a table
// for the README's limits table.
// Usage: npm run build && node scripts/bench-extraction.mjs   (BENCH_SKIP_BUILD=1: dist as it is)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { buildUnlessSkipped, serverApi, size, smoke } from './lib/bench-env.mjs';
import { onePagePdf } from './lib/one-page-pdf.mjs';

buildUnlessSkipped();
const { ExtractionSandbox, loadConfig } = await serverApi();
const { createCanvas } = await import('@napi-rs/canvas');

const MB = 1024 * 1024;

/** CPU milliseconds of this process's children that have exited (Linux). */
function exitedChildrenCpuMs() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}
const folder = mkdtempSync(path.join(tmpdir(), 'usra-bench-extract-'));
const { extraction: limits } = loadConfig({
  DATA_DIR: folder,
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
});

/** A page of text drawn as a PNG, `width` × `height` pixels. */
function textPng(width, height) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000';
  const size = Math.round(height / 60);
  ctx.font = `${size}px sans-serif`;
  const lines = [
    'Warranty certificate for the washing machine, valid until 15 March 2027.',
    'Keep this certificate with the purchase invoice and show both for service.',
    'شهادة ضمان الغسالة صالحة حتى نهاية شهر مارس من العام القادم',
  ];
  for (let y = size * 3, i = 0; y < height - size * 2; y += size * 2, i++) {
    ctx.fillText(lines[i % lines.length], size * 2, y);
  }
  return canvas.toBuffer('image/png');
}

function pdfOf(objects) {
  const parts = ['%PDF-1.7\n'];
  let length = parts[0].length;
  const offsets = [];
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
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(parts.join(''), 'latin1');
}

const stream = (content) => `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;

/** `pages` pages of text (a text layer on each); `drawn`: a drawing and no text (OCR reads it). */
function pagesPdf(pages, { drawn = false, points = [612, 792] } = {}) {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids = [];
  for (let p = 0; p < pages; p++) {
    const id = objects.length + 1;
    kids.push(`${id} 0 R`);
    const content = drawn
      ? `0 0 0 rg 40 40 ${points[0] - 80} ${points[1] - 80} re S 60 600 200 20 re f`
      : Array.from(
          { length: 40 },
          (_, l) =>
            `BT /F1 11 Tf 40 ${760 - l * 18} Td (Page ${p + 1} line ${l + 1}: warranty, invoice, service record) Tj ET`,
        ).join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${points[0]} ${points[1]}] /Contents ${id + 1} 0 R /Resources << /Font << /F1 ${'FONT'} 0 R >> >> >>`,
      stream(content),
    );
  }
  const font = objects.length + 1;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  return pdfOf(objects.map((o) => o.replace('FONT', String(font))));
}

function nestedPdf(depth = 9) {
  const forms = [];
  for (let level = 0; level < depth; level++) {
    const last = level === depth - 1;
    const content = last ? 'BT /F1 12 Tf 10 10 Td (Deep) Tj ET' : Array(10).fill('/X Do').join(' ');
    const resources = last
      ? '/Resources << /Font << /F1 4 0 R >> >>'
      : `/Resources << /XObject << /X ${6 + level} 0 R >> >>`;
    forms.push(
      `<< /Type /XObject /Subtype /Form /BBox [0 0 600 800] ${resources} /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
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

/** A .docx whose document.xml is about `megabytes` MB of paragraphs. */
function docx(megabytes) {
  const paragraph =
    '<w:p><w:r><w:t>Service record: filter changed, pump checked.</w:t></w:r></w:p>';
  const body = paragraph.repeat(Math.ceil((megabytes * MB) / paragraph.length));
  const parts = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  };
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const data = Buffer.from(text);
    const packed = deflateRawSync(data, { level: 1 });
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const size = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(3, 8);
  end.writeUInt16LE(3, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const side = Math.floor(Math.sqrt(limits.maxPixels));
const allCases = [
  [
    'plain text, 1 KB (the child alone)',
    'txt',
    () => Buffer.from('Warranty until 2027\n'.repeat(50)),
  ],
  ['photo of a page, 12 MP (4000×3000), OCR', 'image', () => textPng(4000, 3000)],
  ['image of 16 MP (4000×4000), OCR', 'image', () => textPng(4000, 4000)],
  [`image at EXTRACT_MAX_PIXELS (${side}×${side}), OCR`, 'image', () => textPng(side, side)],
  ['PDF, 20 pages with a text layer', 'pdf', () => pagesPdf(20)],
  [
    `PDF at EXTRACT_MAX_PAGES (${limits.maxPages} pages of text)`,
    'pdf',
    () => pagesPdf(limits.maxPages),
  ],
  ['scanned PDF page (A4, drawn at 144 dpi), OCR', 'pdf', () => pagesPdf(1, { drawn: true })],
  ['scanned PDF, 20 pages, OCR', 'pdf', () => pagesPdf(20, { drawn: true })],
  [
    'A0 PDF page (drawn at the pixel limit), OCR',
    'pdf',
    () => pagesPdf(1, { drawn: true, points: [2384, 3370] }),
  ],
  ['.docx, 1 MB of text', 'docx', () => docx(1)],
  ['.docx, 3 MB of text', 'docx', () => docx(3)],
  ['.docx, 4.5 MB of text (under the 5 MB XML part limit)', 'docx', () => docx(4.5)],
  ['.docx, 10 MB of text', 'docx', () => docx(10)],
  ['.docx, 30 MB of text (refused before parsing)', 'docx', () => docx(30)],
  ['PDF of nested form XObjects (killed at EXTRACT_TIMEOUT_SECONDS)', 'pdf', () => nestedPdf()],
];

// Smoke mode: two small files that need no OCR (the child, and a parser in it).
const only = process.env.BENCH_CASES ?? (smoke ? 'plain text|.docx, 1 MB' : undefined);
const cases = only
  ? allCases.filter(([name]) => only.split('|').some((part) => name.includes(part)))
  : allCases;
const rows = [];
const sandbox = new ExtractionSandbox({
  limits,
  languageFolder: path.join(folder, 'ocr-lang'),
  onReport: (report) => rows.push(report),
});
console.log(
  `limits: EXTRACT_MAX_MB_RSS=${limits.maxRssBytes / MB}, EXTRACT_TIMEOUT_SECONDS=${limits.timeoutMs / 1000}, ` +
    `EXTRACT_MAX_PIXELS=${limits.maxPixels}, EXTRACT_MAX_PAGES=${limits.maxPages}, EXTRACT_CONCURRENCY=${limits.concurrency}`,
);
console.log('| file | outcome | peak RSS | time |');
console.log('| --- | --- | --- | --- |');
try {
  for (const [name, kind, make] of cases) {
    const bytes = make();
    try {
      await sandbox.extract(bytes, kind);
    } catch {
      // the outcome is in the report
    }
    const report = rows.at(-1);
    console.log(
      `| ${name} (${(bytes.length / 1024).toFixed(0)} KB) | ${report.outcome} | ${Math.round(report.peakRssBytes / MB)} MB | ${(report.ms / 1000).toFixed(1)} s |`,
    );
  }
  // What a family's usual upload costs: a one-page text PDF, one child each, in a row. The
  // children's CPU is counted from /proc/self/stat once they have exited (cutime + cstime).
  const receipts = size(20, 2);
  const before = exitedChildrenCpuMs();
  const started = performance.now();
  for (let i = 0; i < receipts; i++) {
    await sandbox.extract(onePagePdf(`Receipt number ${i} for the groceries`), 'pdf');
  }
  const fromCache = rows.slice(-receipts).filter((report) => report.codeCache).length;
  console.log(
    `one-page text PDF × ${receipts}: ${((exitedChildrenCpuMs() - before) / receipts).toFixed(0)} ms of CPU and ` +
      `${((performance.now() - started) / receipts).toFixed(0)} ms per child; ${fromCache} of ${receipts} started from the code cache`,
  );
} finally {
  await sandbox.close();
  rmSync(folder, { recursive: true, force: true });
}
