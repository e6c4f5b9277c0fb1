import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';

/**
 * Reading PDFs with unpdf (pdf.js built for servers): the text layer of each page, and a page
 * drawn as a PNG (with @napi-rs/canvas) when the text layer cannot be trusted and OCR must read it.
 */

export interface PdfPages {
  /** The text layer of each page, in order. */
  pages: string[];
  render(pageNumber: number): Promise<Buffer>;
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
 */
const RENDER_SCALE = 2;

export async function openPdf(bytes: Uint8Array): Promise<PdfPages> {
  // pdf.js takes ownership of (and detaches) the buffer it is given: pass a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return {
    pages: text,
    async render(pageNumber) {
      const png = await renderPageAsImage(pdf, pageNumber, {
        canvasImport: () => import('@napi-rs/canvas'),
        scale: RENDER_SCALE,
      });
      return Buffer.from(png);
    },
    async close() {
      await pdf.destroy();
    },
  };
}
