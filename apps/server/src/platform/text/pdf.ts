import { getDocumentProxy, getResolvedPDFJS, renderPageAsImage } from 'unpdf';
import { ExtractionRefusedError } from './limits.js';
import { loadCanvas } from './packages.js';

/**
 * Reading PDFs with unpdf (pdf.js built for servers): the text layer of each page, and a page
 * drawn as a PNG (with @napi-rs/canvas) when the text layer cannot be trusted and OCR must read it.
 */

export interface PdfPages {
  /** The text layer of each page, in order. */
  pages: string[];
  render(pageNumber: number): Promise<Buffer>;
  /** Whether the page paints any image (a scan's words can hide only in one). */
  drawsImages(pageNumber: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * pdf.js draws embedded fonts with `ArrayBuffer.prototype.transferToFixedLength` (ES2024, Node
 * 21+). On Node 20 it is missing and every glyph of an embedded font is silently skipped, so a
 * page with a text layer renders blank. A copy has the same result for pdf.js (it never reads the
 * old buffer again), so that is the stand-in.
 */
function ensureTransferToFixedLength(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & {
    transferToFixedLength?: (length?: number) => ArrayBuffer;
  };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(proto, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length?: number): ArrayBuffer {
      const size = length ?? this.byteLength;
      const copy = new ArrayBuffer(size);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(size, this.byteLength)));
      return copy;
    },
  });
}
ensureTransferToFixedLength();

/**
 * pdf.js draws at 72 dpi. Twice that (144 dpi) puts body text at the 20–40 px glyph height
 * tesseract's LSTM reads best; larger scales made it misread words of a clean Arabic scan.
 * A page that would pass the pixel limit at that scale is drawn smaller, down to 72 dpi; a page
 * too big even then is refused (decision 016).
 */
const RENDER_SCALE = 2;
const MIN_RENDER_SCALE = 1;

export interface PdfLimits {
  maxPages: number;
  maxPixels: number;
}

/** The scale a page of `width` × `height` points is drawn at within `maxPixels`. */
export function renderScale(width: number, height: number, maxPixels: number): number {
  const area = Math.max(1, width * height);
  const scale = Math.min(RENDER_SCALE, Math.sqrt(maxPixels / area));
  if (scale < MIN_RENDER_SCALE) {
    throw new ExtractionRefusedError(
      'tooLarge',
      `a page of ${Math.round(width)}×${Math.round(height)} pt is over the pixel limit`,
    );
  }
  return scale;
}

async function open(bytes: Uint8Array) {
  try {
    // pdf.js takes ownership of (and detaches) the buffer it is given: pass a copy.
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'PasswordException') {
      throw new ExtractionRefusedError('protected', 'the PDF needs a password');
    }
    throw new ExtractionRefusedError(
      'unreadable',
      `the PDF could not be opened: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export async function openPdf(bytes: Uint8Array, limits: PdfLimits): Promise<PdfPages> {
  const pdf = await open(bytes);
  try {
    if (pdf.numPages > limits.maxPages) {
      throw new ExtractionRefusedError(
        'tooManyPages',
        `${pdf.numPages} pages is over the limit of ${limits.maxPages}`,
      );
    }
    // One page at a time: memory stays that of one page, whatever the count.
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(''),
      );
      page.cleanup();
    }
    return {
      pages,
      async render(pageNumber) {
        const page = await pdf.getPage(pageNumber);
        const { width, height } = page.getViewport({ scale: 1 });
        const scale = renderScale(width, height, limits.maxPixels);
        const png = await renderPageAsImage(pdf, pageNumber, {
          // unpdf takes an import's namespace; a required CommonJS module is its own default.
          canvasImport: async () => {
            const canvas = loadCanvas();
            return { ...canvas, default: canvas };
          },
          scale,
        });
        return Buffer.from(png);
      },
      async drawsImages(pageNumber) {
        const { OPS } = await getResolvedPDFJS();
        const painters = new Set([
          OPS.paintImageXObject,
          OPS.paintImageXObjectRepeat,
          OPS.paintInlineImageXObject,
          OPS.paintInlineImageXObjectGroup,
          OPS.paintImageMaskXObject,
          OPS.paintImageMaskXObjectGroup,
          OPS.paintImageMaskXObjectRepeat,
          OPS.paintSolidColorImageMask,
        ]);
        const page = await pdf.getPage(pageNumber);
        // Form XObjects' operators are inlined in the list, so an image inside one is found too.
        const { fnArray } = await page.getOperatorList();
        page.cleanup();
        return fnArray.some((fn) => painters.has(fn));
      },
      async close() {
        await pdf.destroy();
      },
    };
  } catch (error) {
    await pdf.destroy();
    throw error;
  }
}
