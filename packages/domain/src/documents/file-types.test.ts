import { describe, expect, it } from 'vitest';
import { validationMessages } from '../common/messages.js';
import {
  ACCEPTED_EXTENSIONS,
  acceptAttribute,
  CONTENT_TYPES,
  extensionOf,
  isAccepted,
  TYPE_NOT_ACCEPTED,
  UPLOAD_DIALOGS,
} from './file-types.js';

describe('accepted file types', () => {
  it("keeps the spec's three lists apart", () => {
    expect(ACCEPTED_EXTENSIONS.smart).toEqual(['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png']);
    expect(ACCEPTED_EXTENSIONS.home).toEqual(['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx']);
    expect(ACCEPTED_EXTENSIONS.quick).toEqual([
      'pdf',
      'doc',
      'docx',
      'txt',
      'jpg',
      'jpeg',
      'png',
      'gif',
    ]);
    expect(acceptAttribute('home')).toBe('.pdf,.jpg,.jpeg,.png,.doc,.docx');
  });

  it('reads the extension case-insensitively from the last dot', () => {
    expect(extensionOf('Scan.PDF')).toBe('pdf');
    expect(extensionOf('contract.final.docx')).toBe('docx');
    expect(extensionOf('photo.jpeg')).toBe('jpeg');
    expect(extensionOf('archive.pdf.exe')).toBeNull();
    expect(extensionOf('README')).toBeNull();
    expect(extensionOf('notes.')).toBeNull();
  });

  it('accepts per dialog', () => {
    expect(isAccepted('quick', 'gif')).toBe(true);
    expect(isAccepted('smart', 'gif')).toBe(false);
    expect(isAccepted('home', 'txt')).toBe(false);
    expect(isAccepted('smart', 'txt')).toBe(true);
    expect(isAccepted('home', null)).toBe(false);
  });

  it("has a content type for every extension and a message naming each dialog's list", () => {
    for (const dialog of UPLOAD_DIALOGS) {
      const message = validationMessages[TYPE_NOT_ACCEPTED[dialog]];
      for (const ext of ACCEPTED_EXTENSIONS[dialog]) {
        expect(CONTENT_TYPES[ext]).toBeTruthy();
        expect(message, `${dialog} ${ext}`).toContain(ext.toUpperCase());
      }
    }
    expect(validationMessages['upload.homeTypeNotAccepted']).not.toContain('TXT');
    expect(validationMessages['upload.smartTypeNotAccepted']).not.toContain('GIF');
  });
});
