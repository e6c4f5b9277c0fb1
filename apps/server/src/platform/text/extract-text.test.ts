import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@usra/domain/documents/search-text';
import {
  buildDoc,
  buildDocx,
  closeFixtureBrowser,
  renderPng,
  renderScannedPdf,
  renderTextPdf,
  wordRecall,
} from '../../test/document-fixtures.js';
import {
  decodeStrictUtf8,
  extractText,
  UnreadableTextError,
  usableTextLayer,
} from './extract-text.js';
import { createOcr, OCR_LANGUAGES, type Ocr } from './ocr.js';

const ARABIC_PAGE = [
  'شهادة ضمان الثلاجة صالحة حتى نهاية شهر مارس من العام القادم',
  'ويشمل الضمان جميع قطع الغيار والصيانة الدورية في مركز الخدمة المعتمد',
  'يرجى الاحتفاظ بهذه الشهادة مع فاتورة الشراء وتقديمها عند طلب الخدمة',
];
const LIMITS = { maxPages: 500, maxPixels: 20_000_000 };
const ENGLISH_LINE = 'Warranty certificate valid until March 2027';

let folder: string;
let ocr: Ocr;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'usra-ocr-'));
  ocr = createOcr(path.join(folder, 'lang'));
});

afterAll(async () => {
  await ocr.close();
  await closeFixtureBrowser();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('text extraction', () => {
  it('reads at least 90% of the words of a clean rendered Arabic page by OCR', async () => {
    const result = await extractText(await renderPng(ARABIC_PAGE), 'image', ocr, LIMITS);
    expect(result.method).toBe('ocr');
    expect(wordRecall(ARABIC_PAGE.join(' '), result.text)).toBeGreaterThanOrEqual(0.9);
    // The language data came from the npm packages into the local folder, not from a CDN.
    for (const language of OCR_LANGUAGES) {
      expect(fs.existsSync(path.join(folder, 'lang', `${language}.traineddata.gz`))).toBe(true);
    }
  });

  it('reads Arabic and English on the same page', async () => {
    const lines = [ARABIC_PAGE[0]!, ENGLISH_LINE];
    const result = await extractText(await renderPng(lines), 'image', ocr, LIMITS);
    expect(wordRecall(lines.join(' '), result.text)).toBeGreaterThanOrEqual(0.9);
  });

  it('uses the text layer of a PDF that has one, without OCR', async () => {
    const lines = [ENGLISH_LINE, 'Model RF-220, serial 7781-AC'];
    const result = await extractText(await renderTextPdf(lines), 'pdf', ocr, LIMITS);
    expect(result.method).toBe('pdf-text');
    expect(result.ocrPages).toEqual([]);
    expect(wordRecall(lines.join(' '), result.text)).toBe(1);
  });

  it('reads by OCR an Arabic PDF whose text layer is in visual order, keeping its words searchable', async () => {
    // Chromium's own PDFs store Arabic as presentation forms in visual order, as many do.
    const result = await extractText(await renderTextPdf(ARABIC_PAGE), 'pdf', ocr, LIMITS);
    expect(result.method).toBe('pdf-ocr');
    expect(result.ocrPages).toEqual([1]);
    const words = normalizeSearchText(result.text).split(' ');
    for (const word of normalizeSearchText('ضمان الثلاجة الصيانة فاتورة').split(' ')) {
      expect(words).toContain(word);
    }
  });

  it('renders and reads by OCR a scanned PDF page that has no text layer', async () => {
    const result = await extractText(await renderScannedPdf(ARABIC_PAGE), 'pdf', ocr, LIMITS);
    expect(result.method).toBe('pdf-ocr');
    expect(result.ocrPages).toEqual([1]);
    expect(wordRecall(ARABIC_PAGE.join(' '), result.text)).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps the few words of a page that paints no image, without OCR', async () => {
    const result = await extractText(await renderTextPdf(['Receipt 12']), 'pdf', ocr, LIMITS);
    expect(result).toEqual({ text: 'Receipt 12', method: 'pdf-text', pages: 1, ocrPages: [] });
  });

  it('still reads by OCR a scanned page whose text layer has only a few words', async () => {
    const pdf = await renderScannedPdf(ARABIC_PAGE, 'Page 1');
    const result = await extractText(pdf, 'pdf', ocr, LIMITS);
    expect(result.method).toBe('pdf-ocr');
    expect(result.ocrPages).toEqual([1]);
    expect(wordRecall(ARABIC_PAGE.join(' '), result.text)).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a .docx built in code', async () => {
    const docx = buildDocx(['فاتورة صيانة المكيف', 'Invoice for AC service']);
    const result = await extractText(docx, 'docx', ocr, LIMITS);
    expect(result.method).toBe('docx');
    expect(result.text).toContain('فاتورة صيانة المكيف');
    expect(result.text).toContain('Invoice for AC service');
  });

  it('reads a Word 97–2003 .doc built in code', async () => {
    const doc = buildDoc(['فاتورة صيانة المكيف', 'Invoice for AC service']);
    const result = await extractText(doc, 'doc', ocr, LIMITS);
    expect(result.method).toBe('doc');
    expect(result.text).toContain('فاتورة صيانة المكيف');
    expect(result.text).toContain('Invoice for AC service');
  });

  it('reads plain text only as strict UTF-8', async () => {
    expect(
      (await extractText(Buffer.from('ضمان\nwarranty', 'utf8'), 'txt', ocr, LIMITS)).text,
    ).toBe('ضمان\nwarranty');
    expect(() => decodeStrictUtf8(Buffer.from([0x66, 0xff, 0x6f]))).toThrow(UnreadableTextError);
    expect(() => decodeStrictUtf8(Buffer.from([0x66, 0x00, 0x6f]))).toThrow(UnreadableTextError);
  });

  it('does not trust a text layer that is empty or Arabic in visual order', () => {
    expect(usableTextLayer('')).toBe(false);
    expect(usableTextLayer('12 / 3')).toBe(false);
    expect(usableTextLayer('\uFEE6\uFE8E\uFEE4\uFEBF '.repeat(10))).toBe(false);
    expect(usableTextLayer(ARABIC_PAGE[0]!)).toBe(true);
  });
});
