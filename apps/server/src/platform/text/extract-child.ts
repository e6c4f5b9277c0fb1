import { extractText, UnreadableTextError } from './extract-text.js';
import { ExtractionRefusedError } from './limits.js';
import { createOcr } from './ocr.js';
import { onePagePdf } from './one-page-pdf.js';
import type { ChildReady, ChildReply, ChildRequest } from './sandbox.js';

/**
 * The extraction child (decision 016), bundled into one script (`child-entry.ts`) that
 * `child-loader.ts` compiles with V8's code cache. `main` reads one file: it says it is ready
 * (its modules loaded), reads the request, extracts the text within the limits, answers once and
 * exits. Everything a file can do (throw, loop, allocate) happens here; the parent only watches
 * its memory and time. It holds no secret: its environment is PATH and the language folder's
 * location. `prime` reads the server's own sample PDF, never a user's file, so that the code
 * cache made after it holds the functions a PDF's text layer needs (`child-code-cache.ts`).
 */

const MAX_TEXT = 400_000;
let answered = false;

function reply(message: ChildReply): void {
  if (answered) return;
  answered = true;
  if (!process.send) process.exit(2);
  process.send(message, () => process.exit(0));
}

function failure(error: unknown): ChildReply {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (error instanceof ExtractionRefusedError) {
    return { ok: false, reason: error.reason, detail: error.message };
  }
  if (error instanceof UnreadableTextError) return { ok: false, reason: 'unreadable', detail };
  // A parser's own error: the file is malformed, and would be again.
  return { ok: false, reason: 'unreadable', detail: detail.slice(0, 400) };
}

async function readInput(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads one file from stdin as the parent's request says, answers over IPC and exits. */
export function main(codeCache: boolean): void {
  process.on('uncaughtException', (error) => reply(failure(error)));
  process.on('unhandledRejection', (error) => reply(failure(error)));
  // The server went away (a deploy, kill -9): the work has no one to answer to.
  process.on('disconnect', () => process.exit(0));

  process.once('message', (raw) => {
    const request = raw as ChildRequest;
    const ocr = createOcr(request.languageFolder);
    void readInput()
      .then((bytes) => extractText(bytes, request.kind, ocr, request.limits))
      .then(
        // The job keeps 200,000 characters: no need to send the parent megabytes to parse.
        (result) =>
          reply({ ok: true, result: { ...result, text: result.text.slice(0, MAX_TEXT) } }),
        (error: unknown) => reply(failure(error)),
      );
  });

  // Loaded: the parent starts the clock and sends the file.
  process.send?.({ ready: true, codeCache } satisfies ChildReady);
}

/** The primer's only input: the server's own one-page PDF. */
const samplePdf = () => onePagePdf('Receipt for the groceries, 42.50 paid in cash', 400);

/** Reads the sample PDF's text layer, so that the code cache holds what reading one needs. */
export async function prime(): Promise<void> {
  const ocr = createOcr('/nonexistent');
  const result = await extractText(samplePdf(), 'pdf', ocr, { maxPages: 1, maxPixels: 1_000_000 });
  if (!result.text.includes('groceries')) throw new Error('the sample PDF read wrong');
}
