import { proposeExpiryDate } from '@usra/domain/documents/expiry';
import { extensionOf } from '@usra/domain/documents/file-types';
import type { JobContext, JobHandler } from '../../platform/jobs/jobs.js';
import type { Storage } from '../../platform/storage/storage.js';
import { NotFoundError } from '../../platform/storage/storage.js';
import {
  extractText,
  UnreadableTextError,
  type TextSourceKind,
} from '../../platform/text/extract-text.js';
import type { Ocr } from '../../platform/text/ocr.js';
import type { ClassificationService } from './classification.service.js';
import { classifierTextOf } from './document-row.js';
import type { DocumentsRepository } from './documents.repository.js';

/** The most text kept per document (a long manual's first pages are plenty for search). */
export const EXTRACTED_TEXT_MAX = 200_000;

function kindOf(fileName: string): TextSourceKind | null {
  const extension = extensionOf(fileName);
  switch (extension) {
    case 'pdf':
    case 'docx':
    case 'doc':
    case 'txt':
      return extension;
    case 'jpg':
    case 'jpeg':
    case 'png':
    case 'gif':
      return 'image';
    case null:
      return null;
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The `documents.extract` job (decision 012): reads the stored file, extracts its text (OCR for
 * images and scanned pages), writes the text and the search text, proposes an expiry date when
 * the document has none, and keeps a classification suggestion. Idempotent; finishes quietly
 * when the document (or its file) is gone. Failures after the last attempt mark it failed.
 */
export function extractionJob(deps: {
  repo: DocumentsRepository;
  storage: Storage;
  ocr: () => Ocr;
  classifier: ClassificationService;
  clock: () => Date;
  changed: (familyId: string, id: string) => Promise<void>;
}): JobHandler {
  const { repo, storage, classifier, clock } = deps;
  return async (payload: Record<string, unknown>, job: JobContext) => {
    const documentId = typeof payload.documentId === 'string' ? payload.documentId : null;
    if (!documentId) return;
    const row = await repo.findForJob(documentId);
    if (!row?.file_key || !row.file_name || row.extraction_status === 'done') return;
    const kind = kindOf(row.file_name);
    const familyId = row.family_id;
    if (!kind) {
      await repo.update(familyId, row.id, {
        extraction_status: 'failed',
        extraction_error: 'unknown file type',
        updated_at: clock().toISOString(),
      });
      return;
    }
    if (!(await repo.markRunning(row.id, clock().toISOString()))) return;
    await deps.changed(familyId, row.id);
    let bytes: Buffer;
    try {
      bytes = await readAll((await storage.get(row.file_key)).stream);
    } catch (error) {
      if (error instanceof NotFoundError) return; // deleted meanwhile
      throw error;
    }
    let text: string;
    let method: string;
    try {
      const extracted = await extractText(bytes, kind, deps.ocr());
      text = extracted.text.slice(0, EXTRACTED_TEXT_MAX);
      method = extracted.method;
    } catch (error) {
      // A file that can never be read fails now; anything else retries until the last attempt.
      if (error instanceof UnreadableTextError || job.attempt >= job.maxAttempts) {
        await repo.update(familyId, row.id, {
          extraction_status: 'failed',
          extraction_error: error instanceof Error ? error.message.slice(0, 500) : 'failed',
          updated_at: clock().toISOString(),
        });
        await deps.changed(familyId, row.id);
        if (error instanceof UnreadableTextError) return;
      }
      throw error;
    }
    const current = await repo.find(familyId, row.id);
    if (!current) return;
    const proposal = current.expiry_date ? null : proposeExpiryDate(text);
    const suggestion = await classifier.suggest(
      familyId,
      classifierTextOf({ ...current, extracted_text: text }),
      current.document_type,
    );
    await repo.update(
      familyId,
      row.id,
      {
        extracted_text: text,
        extraction_status: 'done',
        extraction_method: method,
        extraction_error: null,
        ...(proposal
          ? { expiry_proposal_date: proposal.date, expiry_proposal_snippet: proposal.snippet.slice(0, 300) }
          : {}),
        suggestion: JSON.stringify(suggestion),
        updated_at: clock().toISOString(),
      },
      { reindex: true },
    );
    await deps.changed(familyId, row.id);
  };
}
