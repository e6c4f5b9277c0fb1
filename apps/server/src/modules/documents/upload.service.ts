import type { Readable } from 'node:stream';
import {
  DIALOG_TYPES,
  HOME_DOCUMENT_CONFIDENCE,
  UploadDocumentInputSchema,
  type Document,
  type UploadDocumentData,
} from '@usra/domain/documents/document-schema';
import type { RateRule } from '../../config.js';
import { fieldsError, zodIssuesError, AppError, errorMessages } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Actor } from '../../platform/session-guard.js';
import { sniffUpload, UploadRefusedError } from '../../platform/storage/sniff.js';
import { newFileKey, TooLargeError, type Storage } from '../../platform/storage/storage.js';
import type { ClassificationService } from './classification.service.js';
import { classifierTextOf, tagsJson } from './document-row.js';
import type { DocumentsRepository } from './documents.repository.js';
import type { DocumentsService } from './documents.service.js';
import { EXTRACT_MAX_ATTEMPTS } from './extraction.job.js';

export const EXTRACT_JOB = 'documents.extract';

const quotaExceeded = () =>
  fieldsError([{ path: 'file', key: 'upload.quotaExceeded' }], 413, 'PAYLOAD_TOO_LARGE');
const tooLarge = () =>
  fieldsError([{ path: 'file', key: 'upload.tooLarge' }], 413, 'PAYLOAD_TOO_LARGE');

export interface UploadLimits {
  maxBytes: number;
  quotaBytes: number;
  rule: RateRule;
}

/** The classification a new document starts with (decision 012, spec section 4). */
export function initialClassification(data: UploadDocumentData): {
  classification: string | null;
  confidence: number;
  auto: boolean;
} {
  switch (data.dialog) {
    case 'home':
      // The home-document service: no asset → home-related, 0.9, auto.
      return data.assetId
        ? {
            classification: data.classification ?? 'unclassified',
            confidence: data.classificationConfidence,
            auto: false,
          }
        : { classification: 'home-related', confidence: HOME_DOCUMENT_CONFIDENCE, auto: true };
    case 'smart':
      // The suggestion it showed (auto, its confidence; 0 without one).
      return {
        classification: data.classification ?? 'unclassified',
        confidence: data.classification ? data.classificationConfidence : 0,
        auto: true,
      };
    case 'quick':
      return data.classification
        ? {
            classification: data.classification,
            confidence: data.classificationConfidence,
            auto: false,
          }
        : { classification: 'unclassified', confidence: 0, auto: false };
  }
}

/**
 * Upload (decision 012): metadata first, then the file streamed through the content check into
 * storage within the size limit; the row, its search text and its extraction job in one
 * transaction. Any failure deletes the stored object: no row, no file.
 */
export class UploadService {
  constructor(
    private readonly repo: DocumentsRepository,
    private readonly documents: DocumentsService,
    private readonly classifier: ClassificationService,
    private readonly storage: Storage,
    private readonly jobs: JobQueue,
    private readonly limiter: RateLimiter,
    private readonly limits: UploadLimits,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The `metadata` part: JSON of UploadDocumentInput, with a type the dialog offers. */
  async checkMetadata(actor: Actor, raw: string): Promise<UploadDocumentData> {
    const decision = await this.limiter.consume(
      `document-upload:${actor.id}`,
      this.limits.rule,
      this.clock().getTime(),
    );
    if (!decision.allowed) {
      throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw fieldsError([{ path: 'metadata', key: 'invalid_type' }]);
    }
    const parsed = UploadDocumentInputSchema.safeParse(json);
    if (!parsed.success) throw zodIssuesError(parsed.error.issues);
    const data = parsed.data;
    if (!DIALOG_TYPES[data.dialog].includes(data.documentType)) {
      throw fieldsError([{ path: 'documentType', key: 'document.typeNotOffered' }]);
    }
    await this.documents.checkLinks(actor.familyId, data);
    if ((await this.repo.usedBytes(actor.familyId)) >= this.limits.quotaBytes) {
      throw quotaExceeded();
    }
    return data;
  }

  /** The `file` part: checked, stored, then the row. */
  async store(
    actor: Actor,
    data: UploadDocumentData,
    file: { fileName: string; stream: Readable },
  ): Promise<Document> {
    const remaining = this.limits.quotaBytes - (await this.repo.usedBytes(actor.familyId));
    // From here to storage.put nothing waits: a stream failing meanwhile (the client went away)
    // must find the meter's listener.
    const sniffed = await sniffUpload(file.stream, file.fileName, data.dialog);
    if (!sniffed.ok) throw fieldsError([{ path: 'file', key: sniffed.message }]);
    if (sniffed.stream.errored) throw sniffed.stream.errored;
    const key = newFileKey(actor.familyId);
    let size: number;
    try {
      ({ size } = await this.storage.put(key, sniffed.stream, {
        contentType: sniffed.contentType,
        maxBytes: Math.min(this.limits.maxBytes, Math.max(remaining, 0)),
      }));
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      if (error instanceof TooLargeError) {
        throw remaining < this.limits.maxBytes ? quotaExceeded() : tooLarge();
      }
      if (error instanceof UploadRefusedError) {
        throw fieldsError([{ path: 'file', key: error.messageKey }]);
      }
      throw error;
    }
    if (size === 0) {
      await this.storage.delete(key);
      throw fieldsError([{ path: 'file', key: 'upload.empty' }]);
    }
    try {
      const row = await this.insertRow(actor, data, {
        key,
        size,
        fileName: file.fileName,
        contentType: sniffed.contentType,
      });
      await this.documents.changed(actor.familyId, row.id, 'created', data.expiryDate !== null);
      return await this.documents.toOne(actor.familyId, row);
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  private async insertRow(
    actor: Actor,
    data: UploadDocumentData,
    file: { key: string; size: number; fileName: string; contentType: string },
  ) {
    const at = this.clock().toISOString();
    const initial = initialClassification(data);
    const id = newId();
    const result = await this.repo.insert(
      actor.familyId,
      {
        id,
        title: data.title,
        description: data.description ?? null,
        document_type: data.documentType,
        classification: initial.classification,
        classification_confidence: initial.confidence,
        auto_classified: Number(initial.auto),
        tags: tagsJson(data.tags),
        expiry_date: data.expiryDate ?? null,
        is_important: Number(data.isImportant),
        asset_id: data.assetId,
        vehicle_id: data.vehicleId,
        project_id: data.projectId,
        file_key: file.key,
        file_name: file.fileName.split(/[\\/]/).pop()!.slice(0, 255),
        file_size: file.size,
        mime_type: file.contentType,
        extracted_text: null,
        extraction_status: 'pending',
        extraction_method: null,
        extraction_error: null,
        expiry_proposal_date: null,
        expiry_proposal_snippet: null,
        suggestion: null,
        created_by: actor.id,
        at,
      },
      { bytes: this.limits.quotaBytes },
      async (trx) => {
        await this.jobs.enqueue(
          EXTRACT_JOB,
          { documentId: id, familyId: actor.familyId },
          { db: trx, maxAttempts: EXTRACT_MAX_ATTEMPTS },
        );
        // The type a person chose at upload teaches the family's type model.
        if (data.documentType !== 'other') {
          await this.classifier.teach(
            trx,
            actor.familyId,
            'type',
            classifierTextOf({
              title: data.title,
              description: data.description ?? null,
              file_name: file.fileName,
              extracted_text: null,
            }),
            data.documentType,
            null,
            at,
          );
        }
      },
    );
    if (result === 'quota') throw quotaExceeded();
    // Committed: the extraction starts now, not at the queue's next poll.
    this.jobs.wake();
    return result;
  }
}
