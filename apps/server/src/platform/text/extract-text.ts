import { looksLikeVisualOrderArabic } from '@usra/domain/documents/search-text';
import { checkCompoundFile, checkImage, checkZip } from './limits.js';
import type { Ocr } from './ocr.js';
import { loadMammoth, loadWordExtractor } from './packages.js';
import { openPdf, type PdfLimits, type PdfPages } from './pdf.js';

/**
 * The text of an uploaded document, for search, classification and expiry dates (issue 15).
 * Runs in an extraction child process (decision 016, `sandbox.ts`), never in the server: a
 * hostile file can cost at most the child. The limits are checked before each parser runs.
 */

/** The limits checked before any parsing (the child's memory and time are the sandbox's). */
export type ExtractLimits = PdfLimits;

export type TextSourceKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'image';

/** How the text was obtained, kept on the document so a person can see why a word is missing. */
export type ExtractionMethod =
  'text' | 'pdf-text' | 'pdf-ocr' | 'pdf-mixed' | 'ocr' | 'docx' | 'doc';

export interface ExtractedText {
  text: string;
  method: ExtractionMethod;
  /** Pages read (1 for everything but PDFs). */
  pages: number;
  /** PDF pages read by OCR because their text layer was empty or in visual order. */
  ocrPages: number[];
}

export class UnreadableTextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableTextError';
  }
}

/** A page whose text layer has fewer letters than this is treated as a scan. */
const MIN_LETTERS_PER_PAGE = 20;
/** A scanned PDF longer than this has only its first pages read by OCR. */
export const MAX_OCR_PAGES = 20;

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** Whether a page's text layer can be used as it is. */
export function usableTextLayer(text: string): boolean {
  return letterCount(text) >= MIN_LETTERS_PER_PAGE && !looksLikeVisualOrderArabic(text);
}

/** Plain text must be valid UTF-8 with no NUL bytes (a binary file renamed .txt is refused). */
export function decodeStrictUtf8(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new UnreadableTextError('The text file contains binary data');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new UnreadableTextError('The text file is not valid UTF-8');
  }
}

/**
 * A page with a few words of text and no image ("Receipt 12", a title page): OCR could only read
 * the same words again, at about a second of CPU each. A page with no text layer at all still
 * goes to OCR (its words may be drawn as outlines), as does one that paints any image.
 */
async function shortTextOnly(pdf: PdfPages, pageNumber: number, layer: string): Promise<boolean> {
  if (letterCount(layer) === 0 || looksLikeVisualOrderArabic(layer)) return false;
  return !(await pdf.drawsImages(pageNumber));
}

async function pdfText(bytes: Buffer, ocr: Ocr, limits: ExtractLimits): Promise<ExtractedText> {
  const pdf = await openPdf(bytes, limits);
  try {
    const out: string[] = [];
    const ocrPages: number[] = [];
    for (const [index, layer] of pdf.pages.entries()) {
      const pageNumber = index + 1;
      if (usableTextLayer(layer) || (await shortTextOnly(pdf, pageNumber, layer))) {
        out.push(layer.trim());
      } else if (ocrPages.length < MAX_OCR_PAGES) {
        ocrPages.push(pageNumber);
        out.push((await ocr.recognize(await pdf.render(pageNumber))).text);
      }
    }
    const method =
      ocrPages.length === 0
        ? 'pdf-text'
        : ocrPages.length === pdf.pages.length
          ? 'pdf-ocr'
          : 'pdf-mixed';
    return { text: out.join('\n\n').trim(), method, pages: pdf.pages.length, ocrPages };
  } finally {
    await pdf.close();
  }
}

export async function extractText(
  bytes: Buffer,
  kind: TextSourceKind,
  ocr: Ocr,
  limits: ExtractLimits,
): Promise<ExtractedText> {
  const single = (text: string, method: ExtractionMethod): ExtractedText => ({
    text: text.trim(),
    method,
    pages: 1,
    ocrPages: [],
  });
  switch (kind) {
    case 'txt':
      return single(decodeStrictUtf8(bytes), 'text');
    case 'docx': {
      checkZip(bytes);
      // Loaded for the file that needs it (`packages.ts`).
      const mammoth = loadMammoth();
      return single((await mammoth.extractRawText({ buffer: bytes })).value, 'docx');
    }
    case 'doc': {
      checkCompoundFile(bytes);
      const WordExtractor = loadWordExtractor();
      return single((await new WordExtractor().extract(bytes)).getBody(), 'doc');
    }
    case 'image':
      checkImage(bytes, limits.maxPixels);
      return single((await ocr.recognize(bytes)).text, 'ocr');
    case 'pdf':
      return pdfText(bytes, ocr, limits);
  }
}
