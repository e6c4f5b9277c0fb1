import { Readable, Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { ValidationMessageKey } from '@usra/domain/common/messages';
import {
  CONTENT_TYPES,
  extensionOf,
  isAccepted,
  TYPE_NOT_ACCEPTED,
  type FileExtension,
  type UploadDialog,
} from '@usra/domain/documents/file-types';

/**
 * How many bytes of an upload are read before deciding. 64 KiB holds every magic number and,
 * for a .docx, the zip's first entries (`[Content_Types].xml` comes first in Word's files).
 */
export const SNIFF_BYTES = 64 * 1024;

/** What file-type must report for each extension; `text` is checked by us (UTF-8, no NUL). */
const EXPECTED: Record<FileExtension, string> = {
  pdf: 'pdf',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  docx: 'docx',
  // Word 97–2003 files are OLE compound files; file-type names the container, not Word.
  doc: 'cfb',
  txt: 'text',
};

export type SniffResult =
  | {
      ok: true;
      extension: FileExtension;
      /** The type to store and serve the file with (from the checked extension). */
      contentType: string;
      /** The whole upload again, head included; for text, it fails if later bytes are not text. */
      stream: Readable;
    }
  | { ok: false; message: ValidationMessageKey };

/** A text upload whose bytes past the checked head turned out not to be text. */
export class UploadRefusedError extends Error {
  override name = 'UploadRefusedError';
  constructor(readonly messageKey: ValidationMessageKey) {
    super(messageKey);
  }
}

/**
 * Decides whether an upload may be kept: its name's extension is in the dialog's list, and its
 * first bytes are what that extension promises (a PDF starts `%PDF-`, a .docx is a zip holding a
 * Word document, a .doc an OLE compound file, a .txt strict UTF-8 without NUL). A renamed file
 * (an .exe or an HTML page called .pdf) is refused with `upload.contentMismatch`.
 *
 * Reads at most `SNIFF_BYTES` of `source`; on success the returned stream gives every byte. On
 * refusal the source is left paused for its owner to discard.
 */
export async function sniffUpload(
  source: Readable,
  fileName: string,
  dialog: UploadDialog,
): Promise<SniffResult> {
  const extension = extensionOf(fileName);
  if (!extension || !isAccepted(dialog, extension)) {
    return { ok: false, message: TYPE_NOT_ACCEPTED[dialog] };
  }
  const { head, ended } = await readHead(source, SNIFF_BYTES);
  if (head.length === 0) return { ok: false, message: 'upload.empty' };

  if (EXPECTED[extension] === 'text') {
    if (!new Utf8TextCheck().accepts(head, ended)) return { ok: false, message: 'upload.notText' };
    // The bytes after the head are checked as they pass (the head again, from a fresh state).
    const all = replay(source, head, ended);
    const stream = all.pipe(new Utf8TextCheck().stream());
    all.once('error', (error) => stream.destroy(error));
    return { ok: true, extension, contentType: CONTENT_TYPES[extension], stream };
  }

  const detected = await fileTypeFromBuffer(head);
  if (detected?.ext !== EXPECTED[extension])
    return { ok: false, message: 'upload.contentMismatch' };
  return {
    ok: true,
    extension,
    contentType: CONTENT_TYPES[extension],
    stream: replay(source, head, ended),
  };
}

/** Reads whole chunks until `size` bytes or the end, leaving the stream paused. */
function readHead(stream: Readable, size: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = (ended: boolean) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
      resolve({ head: Buffer.concat(chunks), ended });
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      // Never more than is missing: read() alone takes the whole buffer, and when the source
      // has ended meanwhile (a multipart part parsed in one go) its 'end' would then fire
      // after we stopped listening, and the rest could not be put back.
      while (length < size) {
        const missing = size - length;
        chunk = (
          stream.readableLength > missing ? stream.read(missing) : stream.read()
        ) as Buffer | null;
        if (chunk === null) break;
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length >= size) done(sourceEnded(stream));
    };
    const onEnd = () => done(true);
    const onError = (error: Error) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      reject(error);
    };
    // A stream that failed before anyone listened (a body cut off while the upload was
    // checked) would never send 'end' or 'error' again.
    if (stream.errored) {
      reject(stream.errored);
      return;
    }
    if (stream.destroyed && !stream.readableEnded) {
      reject(new Error('The upload ended early'));
      return;
    }
    if (stream.readableEnded) {
      resolve({ head: Buffer.alloc(0), ended: true });
      return;
    }
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

/** Whether nothing more will come: ended, and all of its buffer read (its 'end' may be pending). */
function sourceEnded(stream: Readable): boolean {
  const state = (stream as Readable & { _readableState?: { ended?: boolean } })._readableState;
  return stream.readableEnded || (state?.ended === true && stream.readableLength === 0);
}

/** The head put back in front of the rest of the source. */
function replay(source: Readable, head: Buffer, ended: boolean): Readable {
  if (ended) return Readable.from([head]);
  source.unshift(head);
  return source;
}

/** Control characters plain text may hold: tab, line feed, vertical tab, form feed, return. */
function hasControlCharacters(chunk: Uint8Array): boolean {
  for (const byte of chunk) {
    if (byte < 0x20 && (byte < 0x09 || byte > 0x0d)) return true;
  }
  return false;
}

/**
 * Strict UTF-8 (no invalid or overlong sequences, no lone surrogates) across chunk boundaries,
 * without NUL or other control characters than tab and line breaks: UTF-16 text (Arabic in
 * UTF-16 is valid UTF-8 byte by byte, full of U+0006) and binary files are not plain text.
 * HTML or XML in a .txt is text too: it is stored and served as text/plain.
 */
class Utf8TextCheck {
  readonly #decoder = new TextDecoder('utf-8', { fatal: true });

  #take(chunk: Uint8Array, last: boolean): boolean {
    if (hasControlCharacters(chunk)) return false;
    try {
      this.#decoder.decode(chunk, { stream: !last });
      return true;
    } catch {
      return false;
    }
  }

  accepts(head: Buffer, ended: boolean): boolean {
    return this.#take(head, ended);
  }

  /** A pass-through that fails with `UploadRefusedError` at the first byte that is not text. */
  stream(): Transform {
    const take = (chunk: Uint8Array, last: boolean) => this.#take(chunk, last);
    return new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        if (take(chunk, false)) callback(null, chunk);
        else callback(new UploadRefusedError('upload.notText'));
      },
      flush(callback: TransformCallback) {
        callback(take(new Uint8Array(0), true) ? null : new UploadRefusedError('upload.notText'));
      },
    });
  }
}
