import type { Readable } from 'node:stream';
import { proposeExpiryDate } from '@usra/domain/documents/expiry';
import { extensionOf } from '@usra/domain/documents/file-types';
import type { ExtractionReason } from '@usra/domain/documents/document-schema';
import {
  PermanentJobError,
  type JobContext,
  type JobGiveUp,
  type JobHandler,
} from '../../platform/jobs/jobs.js';
import type { Storage } from '../../platform/storage/storage.js';
import { NotFoundError } from '../../platform/storage/storage.js';
import type { ExtractedText, TextSourceKind } from '../../platform/text/extract-text.js';
import { ExtractionRefusedError } from '../../platform/text/limits.js';
import { ExtractionStoppedError } from '../../platform/text/sandbox.js';
import type { ClassificationService } from './classification.service.js';
import { classifierTextOf, extractionErrorText } from './document-row.js';
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

/** The stored file as a stream, or null when it is gone. */
async function openStored(storage: Storage, key: string): Promise<Readable | null> {
  try {
    return (await storage.get(key)).stream;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** Attempts of an extraction job: a child killed from outside is retried twice, then parked. */
export const EXTRACT_MAX_ATTEMPTS = 3;

export interface ExtractionJobDeps {
  repo: DocumentsRepository;
  storage: Storage;
  /** Reads the text in a child process (platform/text/sandbox.ts). */
  extract: (file: Readable, kind: TextSourceKind, signal: AbortSignal) => Promise<ExtractedText>;
  classifier: ClassificationService;
  clock: () => Date;
  changed: (familyId: string, id: string) => Promise<void>;
}

/** Marks the document's extraction failed with a reason the family can read. */
async function markFailed(
  deps: ExtractionJobDeps,
  familyId: string,
  id: string,
  reason: ExtractionReason,
  detail: string,
): Promise<void> {
  await deps.repo.update(familyId, id, {
    extraction_status: 'failed',
    extraction_error: extractionErrorText(reason, detail),
    updated_at: deps.clock().toISOString(),
  });
  await deps.changed(familyId, id);
}

/**
 * The job failed without its handler (the holder of its last attempt died): the document says
 * so instead of "reading" forever.
 */
export function extractionGiveUp(deps: ExtractionJobDeps): JobGiveUp {
  return async (payload, reason) => {
    const documentId = typeof payload.documentId === 'string' ? payload.documentId : null;
    const row = documentId ? await deps.repo.findForJob(documentId) : undefined;
    if (!row || row.extraction_status === 'done') return;
    await markFailed(deps, row.family_id, row.id, 'interrupted', reason);
  };
}

/**
 * The `documents.extract` job (decisions 012 and 016): reads the stored file, extracts its text
 * in a child process (OCR for images and scanned pages), writes the text and the search text,
 * proposes an expiry date when the document has none, and keeps a classification suggestion.
 * Idempotent; finishes quietly when the document (or its file) is gone. A file refused or
 * broken (over a limit, malformed) fails the document and the job at once; a child killed from
 * outside is retried, and after the last attempt the document is failed as `interrupted`.
 */
export function extractionJob(deps: ExtractionJobDeps): JobHandler {
  const { repo, storage, classifier, clock } = deps;
  return async (payload: Record<string, unknown>, job: JobContext) => {
    const documentId = typeof payload.documentId === 'string' ? payload.documentId : null;
    if (!documentId) return;
    const row = await repo.findForJob(documentId);
    if (!row?.file_key || !row.file_name || row.extraction_status === 'done') return;
    const kind = kindOf(row.file_name);
    const familyId = row.family_id;
    const fail = (reason: ExtractionReason, detail: string) =>
      markFailed(deps, familyId, row.id, reason, detail);
    if (!kind) return fail('unreadable', 'unknown file type');
    if (!(await repo.markRunning(row.id, clock().toISOString()))) return;
    await deps.changed(familyId, row.id);
    // Piped from storage into the extraction child: the server never holds the file.
    const file = await openStored(storage, row.file_key);
    if (!file) return; // deleted meanwhile
    let text: string;
    let method: string;
    try {
      const extracted = await deps.extract(file, kind, job.signal);
      text = extracted.text.slice(0, EXTRACTED_TEXT_MAX);
      method = extracted.method;
    } catch (error) {
      // A file that can never be read fails now, and its job with it (no retry).
      if (error instanceof ExtractionRefusedError) {
        await fail(error.reason, error.message);
        throw new PermanentJobError(`${error.reason}: ${error.message}`, { cause: error });
      }
      // Stopping: the queue gives the job back untouched.
      if (error instanceof ExtractionStoppedError || job.signal.aborted) throw error;
      // Anything else retries until the last attempt, which parks the document.
      if (job.attempt >= job.maxAttempts) {
        await fail('interrupted', error instanceof Error ? error.message : String(error));
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
          ? {
              expiry_proposal_date: proposal.date,
              expiry_proposal_snippet: proposal.snippet.slice(0, 300),
            }
          : {}),
        suggestion: JSON.stringify(suggestion),
        updated_at: clock().toISOString(),
      },
      { reindex: true },
    );
    await deps.changed(familyId, row.id);
  };
}
