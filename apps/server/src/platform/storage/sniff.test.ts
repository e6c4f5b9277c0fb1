import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '@usra/domain/common/messages';
import type { UploadDialog } from '@usra/domain/documents/file-types';
import { pseudoRandomBytes, readAll } from '../../test/byte-streams.js';
import {
  htmlPage,
  jpegHeader,
  minimalDocx,
  minimalGif,
  minimalPdf,
  minimalPng,
  oleCompoundHeader,
  windowsExecutable,
  zip,
} from '../../test/file-fixtures.js';
import { buildDoc } from '../../test/document-fixtures.js';
import { SNIFF_BYTES, sniffUpload, UploadRefusedError } from './sniff.js';

/** The bytes as a browser's upload arrives: in pieces. */
const upload = (bytes: Buffer, chunk = 16 * 1024) => {
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) pieces.push(bytes.subarray(i, i + chunk));
  return Readable.from(pieces, { objectMode: false });
};

async function sniff(bytes: Buffer, name: string, dialog: UploadDialog = 'quick') {
  const result = await sniffUpload(upload(bytes), name, dialog);
  if (!result.ok) return { message: result.message };
  return { contentType: result.contentType, bytes: await readAll(result.stream) };
}

const arabicText = Buffer.from('وثيقة ضمان الثلاجة — Fridge warranty, ينتهي 2027-05-01\n', 'utf8');

describe('sniffUpload', () => {
  it.each([
    ['warranty.pdf', minimalPdf(), 'application/pdf'],
    ['receipt.jpg', jpegHeader(), 'image/jpeg'],
    ['receipt.JPEG', jpegHeader(), 'image/jpeg'],
    ['meter.png', minimalPng(), 'image/png'],
    [
      'policy.docx',
      minimalDocx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['old-contract.doc', oleCompoundHeader(), 'application/msword'],
    ['lease.doc', buildDoc(['عقد إيجار الشقة']), 'application/msword'],
    ['notes.txt', arabicText, 'text/plain; charset=utf-8'],
    ['map.gif', minimalGif(), 'image/gif'],
  ])(
    'accepts %s whose bytes are what its name says, and passes every byte on',
    async (name, bytes, type) => {
      expect(await sniff(bytes, name)).toEqual({ contentType: type, bytes });
    },
  );

  it('hands on a large file whole: the head it read, then the rest', async () => {
    const bytes = Buffer.concat([minimalPdf(), pseudoRandomBytes(3 * SNIFF_BYTES + 123)]);
    const result = await sniff(bytes, 'scan.pdf');
    expect(result.bytes?.equals(bytes)).toBe(true);
  });

  it.each([
    ['invoice.pdf', windowsExecutable(), 'a Windows program'],
    ['invoice.pdf', htmlPage(), 'an HTML page'],
    ['photo.jpg', minimalPng(), 'a PNG'],
    ['photo.png', minimalPdf(), 'a PDF'],
    ['letter.docx', zip([{ name: 'readme.txt', data: 'hello' }]), 'a plain zip'],
    ['letter.docx', oleCompoundHeader(), 'an old Word file'],
    ['letter.doc', minimalDocx(), 'a new Word file'],
    ['letter.doc', minimalPdf(), 'a PDF'],
    ['map.gif', jpegHeader(), 'a JPEG'],
  ])('refuses %s that is really %s', async (name, bytes) => {
    expect(await sniff(bytes, name)).toEqual({ message: 'upload.contentMismatch' });
  });

  it("refuses a file type outside the dialog, naming that dialog's list", async () => {
    expect(await sniff(minimalGif(), 'map.gif', 'smart')).toEqual({
      message: 'upload.smartTypeNotAccepted',
    });
    expect(await sniff(arabicText, 'notes.txt', 'home')).toEqual({
      message: 'upload.homeTypeNotAccepted',
    });
    for (const name of ['setup.exe', 'page.html', 'archive.zip', 'no-extension', 'pdf']) {
      expect(await sniff(windowsExecutable(), name, 'quick'), name).toEqual({
        message: 'upload.quickTypeNotAccepted',
      });
    }
    expect(validationMessages['upload.smartTypeNotAccepted']).toContain(
      'PDF, DOC, DOCX, TXT, JPG, JPEG or PNG',
    );
  });

  it('refuses an empty file', async () => {
    expect(await sniff(Buffer.alloc(0), 'empty.pdf')).toEqual({ message: 'upload.empty' });
    expect(await sniff(Buffer.alloc(0), 'empty.txt')).toEqual({ message: 'upload.empty' });
  });

  it('takes text as strict UTF-8 without NUL or other control characters', async () => {
    // A text that starts like a bitmap ("BM") or a program ("MZ") is still text.
    for (const text of [
      'BMW service on 12 May',
      'MZ-1 notes',
      '<p>html is text too</p>',
      'tabs\tand\r\nline\fbreaks\v',
    ]) {
      expect(await sniff(Buffer.from(text), 'notes.txt'), text).toMatchObject({
        contentType: 'text/plain; charset=utf-8',
      });
    }
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), arabicText]);
    expect((await sniff(withBom, 'notes.txt')).bytes?.equals(withBom)).toBe(true);

    const refused = [
      Buffer.from('text\0with a NUL'),
      Buffer.from([0x61, 0xc3, 0x28]), // a broken two-byte sequence
      Buffer.from([0xc0, 0xaf]), // an overlong "/"
      Buffer.from([0xed, 0xa0, 0x80]), // a lone surrogate
      Buffer.from('ملف', 'utf16le'), // valid UTF-8 byte by byte, but U+0006 after each letter
      Buffer.from('notes', 'utf16le'),
      Buffer.from('bell \x07 and escape \x1b[31m'),
      Buffer.from([0x61, 0xd8]), // cut in the middle of a character
      windowsExecutable(),
      minimalPdf().subarray(0, 12).fill(0xff, 9),
    ];
    for (const bytes of refused) {
      expect(await sniff(bytes, 'notes.txt'), bytes.toString('hex')).toEqual({
        message: 'upload.notText',
      });
    }
  });

  it('fails the stream when a text file stops being text after the head it checked', async () => {
    const text = Buffer.alloc(SNIFF_BYTES * 2, 'a');
    const bytes = Buffer.concat([text, Buffer.from([0x00]), Buffer.from('more')]);
    const result = await sniffUpload(upload(bytes), 'long.txt', 'smart');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const error = await readAll(result.stream).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadRefusedError);
    expect(error).toMatchObject({ messageKey: 'upload.notText' });

    // A character split across two chunks is fine.
    const split = Buffer.concat([Buffer.alloc(SNIFF_BYTES - 1, 'a'), Buffer.from('ض', 'utf8')]);
    const ok = await sniffUpload(upload(split, SNIFF_BYTES), 'split.txt', 'smart');
    expect(ok.ok && (await readAll(ok.stream)).equals(split)).toBe(true);
  });

  it('passes on an error of the upload stream', async () => {
    const source = new PassThrough();
    source.write(Buffer.alloc(SNIFF_BYTES + 10, 'a'));
    const result = await sniffUpload(source, 'notes.txt', 'quick');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    setTimeout(() => source.destroy(new Error('connection reset')), 10);
    await expect(readAll(result.stream)).rejects.toThrow('connection reset');
  });
});
