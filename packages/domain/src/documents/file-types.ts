import type { ValidationMessageKey } from '../common/messages.js';

/**
 * The files a family may upload, by dialog. The spec's three lists differ and all three are
 * kept (home-vehicles-documents sections 2 and 5):
 *
 * - Smart Upload (section 2 "file chooser", section 5): pdf, doc, docx, txt, jpg, jpeg, png.
 * - Quick Upload: the spec gives no list for the header's Quick Upload button. Its only other
 *   upload form is the mobile "Upload document" dialog (section 5: pdf, doc, docx, txt, jpg,
 *   jpeg, png, gif), the same quick path (file, title, type) on a phone; we take that list for
 *   Quick Upload on every screen size. Assumption, not spec text.
 * - Upload Home Document (house side, section 5): pdf, jpg, jpeg, png, doc, docx.
 */
export const FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'gif'] as const;
export type FileExtension = (typeof FILE_EXTENSIONS)[number];

export const UPLOAD_DIALOGS = ['smart', 'quick', 'home'] as const;
export type UploadDialog = (typeof UPLOAD_DIALOGS)[number];

export const ACCEPTED_EXTENSIONS = {
  smart: ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png'],
  quick: ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'gif'],
  home: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'],
} as const satisfies Record<UploadDialog, readonly FileExtension[]>;

/** The type a stored file is served with, from its (checked) extension. */
export const CONTENT_TYPES: Record<FileExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** Each dialog's refusal names its own list. */
export const TYPE_NOT_ACCEPTED: Record<UploadDialog, ValidationMessageKey> = {
  smart: 'upload.smartTypeNotAccepted',
  quick: 'upload.quickTypeNotAccepted',
  home: 'upload.homeTypeNotAccepted',
};

/** The extension of a file name, lower case, if it is one we know ("Scan.PDF" → "pdf"). */
export function extensionOf(fileName: string): FileExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return (FILE_EXTENSIONS as readonly string[]).includes(ext) ? (ext as FileExtension) : null;
}

export function isAccepted(dialog: UploadDialog, extension: FileExtension | null): boolean {
  return (
    extension !== null && (ACCEPTED_EXTENSIONS[dialog] as readonly string[]).includes(extension)
  );
}

/** The file input's `accept` attribute for a dialog: ".pdf,.doc,…". */
export function acceptAttribute(dialog: UploadDialog): string {
  return ACCEPTED_EXTENSIONS[dialog].map((ext) => `.${ext}`).join(',');
}
