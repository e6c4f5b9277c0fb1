import { extractText, UnreadableTextError } from './extract-text.js';
import { ExtractionRefusedError } from './limits.js';
import { createOcr } from './ocr.js';
import type { ChildReady, ChildReply, ChildRequest } from './sandbox.js';

/**
 * The extraction child's entry (decision 016): started by `sandbox.ts` for one file, it reads
 * says it is ready (its modules loaded), reads the request, extracts the text within the
 * limits, answers once and exits. Everything a file
 * can do (throw, loop, allocate) happens here; the parent only watches its memory and time.
 * It holds no secret: its environment is PATH and the language folder's location.
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

process.on('uncaughtException', (error) => reply(failure(error)));
process.on('unhandledRejection', (error) => reply(failure(error)));
// The server went away (a deploy, kill -9): the work has no one to answer to.
process.on('disconnect', () => process.exit(0));

async function readInput(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

process.once('message', (raw) => {
  const request = raw as ChildRequest;
  const ocr = createOcr(request.languageFolder);
  void readInput()
    .then((bytes) => extractText(bytes, request.kind, ocr, request.limits))
    .then(
      // The job keeps 200,000 characters: no need to send the parent megabytes to parse.
      (result) => reply({ ok: true, result: { ...result, text: result.text.slice(0, MAX_TEXT) } }),
      (error: unknown) => reply(failure(error)),
    );
});

// Loaded: the parent starts the clock and sends the file.
process.send?.({ ready: true } satisfies ChildReady);
