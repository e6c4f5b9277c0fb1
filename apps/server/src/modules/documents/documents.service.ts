import { addDays, localDate } from '@usra/domain/common/dates';
import {
  DOCUMENTS_PAGE_SIZE,
  EXPIRING_SOON_DAYS,
  MANUAL_CONFIDENCE,
  RECENT_DOCUMENTS,
  typeFilters,
  allDocumentTypes,
  matchesTypeFilter,
  type ClassificationSuggestion,
  type ClassifyInput,
  type Document,
  type DocumentsOverview,
  type DocumentsPage,
  type SuggestInput,
  type UpdateDocumentData,
} from '@usra/domain/documents/document-schema';
import { z } from 'zod';
import {
  ApplyClassificationInputSchema,
  DocumentsQuerySchema,
} from '@usra/domain/documents/document-schema';
import { AppError, fieldsError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import type { Actor } from '../../platform/session-guard.js';
import { NotFoundError, type Storage } from '../../platform/storage/storage.js';
import type { StoredFile } from '../../platform/storage/contract.js';
import type { ClassificationService } from './classification.service.js';
import {
  classifierTextOf,
  noLinkNames,
  tagsJson,
  toDocument,
  type DocumentRow,
  type LinkNames,
} from './document-row.js';
import type { DocumentFilter, DocumentsRepository } from './documents.repository.js';

export const DOCUMENTS_TOPIC = 'documents' as const;
/** The Alerts tab lists at most this many of each kind. */
export const ALERTS_LIMIT = 50;

export const documentNotFound = () => new AppError(404, 'NOT_FOUND', 'Document not found');

/** The names of the family's assets, vehicles and projects (read from their own areas). */
export interface LinkReads {
  assetNames(familyId: string, ids: readonly string[]): Promise<Map<string, string>>;
  vehicleNames(familyId: string, ids: readonly string[]): Promise<Map<string, string>>;
  projectNames(familyId: string, ids: readonly string[]): Promise<Map<string, string>>;
}

export type DocumentsQueryData = z.output<typeof DocumentsQuerySchema>;

export interface DocumentDownload {
  file: StoredFile;
  name: string;
  contentType: string;
  inline: boolean;
}

/** Only these are ever shown in the browser; everything else is downloaded. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif']);

/** The family's documents: lists, search, edits, classification, expiry, files. */
export class DocumentsService {
  constructor(
    private readonly repo: DocumentsRepository,
    private readonly links: LinkReads,
    private readonly classifier: ClassificationService,
    private readonly storage: Storage,
    private readonly events: EventBus,
    private readonly options: { quotaBytes: number },
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async changed(familyId: string, id: string, action: string, dashboard = false): Promise<void> {
    await this.events.publish({ topic: DOCUMENTS_TOPIC, familyId, data: { id, action } });
    await this.events.publish({ topic: 'projects', familyId });
    if (dashboard) await this.events.publish({ topic: 'dashboard', familyId });
  }

  /** Checks that each linked asset, vehicle and project is the family's (else 404-like 400). */
  async checkLinks(
    familyId: string,
    data: { assetId?: string | null; vehicleId?: string | null; projectId?: string | null },
  ): Promise<void> {
    const checks: [keyof typeof data, LinkReads[keyof LinkReads]][] = [
      ['assetId', this.links.assetNames.bind(this.links)],
      ['vehicleId', this.links.vehicleNames.bind(this.links)],
      ['projectId', this.links.projectNames.bind(this.links)],
    ];
    for (const [field, names] of checks) {
      const id = data[field];
      if (id && !(await names(familyId, [id])).has(id)) {
        throw fieldsError([{ path: field, key: 'document.linkInvalid' }], 404, 'NOT_FOUND');
      }
    }
  }

  async names(familyId: string, rows: readonly DocumentRow[]): Promise<LinkNames> {
    if (rows.length === 0) return noLinkNames();
    const ids = (key: 'asset_id' | 'vehicle_id' | 'project_id') => [
      ...new Set(rows.map((r) => r[key]).filter((v): v is string => v !== null)),
    ];
    const [assets, vehicles, projects] = await Promise.all([
      ids('asset_id').length ? this.links.assetNames(familyId, ids('asset_id')) : new Map(),
      ids('vehicle_id').length ? this.links.vehicleNames(familyId, ids('vehicle_id')) : new Map(),
      ids('project_id').length ? this.links.projectNames(familyId, ids('project_id')) : new Map(),
    ]);
    return { assets, vehicles, projects } as LinkNames;
  }

  async toDocuments(familyId: string, rows: readonly DocumentRow[]): Promise<Document[]> {
    const names = await this.names(familyId, rows);
    return rows.map((row) => toDocument(row, names));
  }

  async toOne(familyId: string, row: DocumentRow): Promise<Document> {
    return (await this.toDocuments(familyId, [row]))[0]!;
  }

  private async row(actor: Actor, id: string): Promise<DocumentRow> {
    const row = await this.repo.find(actor.familyId, id);
    if (!row) throw documentNotFound();
    return row;
  }

  async get(actor: Actor, id: string): Promise<Document> {
    return this.toOne(actor.familyId, await this.row(actor, id));
  }

  async list(actor: Actor, query: DocumentsQueryData): Promise<DocumentsPage> {
    // Every match counts: the index is a subquery of the page's own query, not a capped list.
    const ids = query.q ? (this.repo.search.matching(actor.familyId, query.q) ?? 'none') : null;
    const filter: DocumentFilter = {
      ids,
      group: query.classification,
      types:
        query.type === 'all'
          ? null
          : allDocumentTypes.filter((t) =>
              matchesTypeFilter(t, query.type as (typeof typeFilters)[number]),
            ),
      ...(query.assetId ? { assetId: query.assetId } : {}),
      ...(query.vehicleId ? { vehicleId: query.vehicleId } : {}),
      ...(query.projectId ? { projectId: query.projectId } : {}),
      ...(query.important ? { important: query.important === 'true' } : {}),
    };
    const offset = (query.page - 1) * DOCUMENTS_PAGE_SIZE;
    const { rows, total } = await this.repo.page(
      actor.familyId,
      filter,
      offset,
      DOCUMENTS_PAGE_SIZE,
    );
    return {
      documents: await this.toDocuments(actor.familyId, rows),
      page: query.page,
      pageSize: DOCUMENTS_PAGE_SIZE,
      total,
    };
  }

  async overview(actor: Actor, timeZone: string): Promise<DocumentsOverview> {
    const today = localDate(this.clock(), timeZone);
    const soon = addDays(today, EXPIRING_SOON_DAYS);
    const familyId = actor.familyId;
    const [counts, expired, expiring, important, proposals, recent] = await Promise.all([
      this.repo.counts(familyId, today, soon),
      this.repo.expired(familyId, today, ALERTS_LIMIT),
      this.repo.expiringBetween(familyId, today, soon, ALERTS_LIMIT),
      this.repo.important(familyId, ALERTS_LIMIT),
      this.repo.proposals(familyId, ALERTS_LIMIT),
      this.repo.recent(familyId, RECENT_DOCUMENTS),
    ]);
    const all = [...expired, ...expiring, ...important, ...proposals, ...recent];
    const names = await this.names(familyId, all);
    const map = (rows: DocumentRow[]) => rows.map((row) => toDocument(row, names));
    return {
      today,
      summary: {
        total: counts.total,
        warranties: counts.warranties,
        expiringSoon: counts.expiringSoon,
        important: counts.important,
      },
      counts: { home: counts.home, asset: counts.asset, unclassified: counts.unclassified },
      alerts: {
        expired: map(expired),
        expiringSoon: map(expiring),
        important: map(important),
        proposals: map(proposals),
      },
      recent: map(recent),
      storage: { usedBytes: counts.usedBytes, quotaBytes: this.options.quotaBytes },
    };
  }

  async update(actor: Actor, id: string, data: UpdateDocumentData): Promise<Document> {
    const before = await this.row(actor, id);
    await this.checkLinks(actor.familyId, data);
    const at = this.clock().toISOString();
    const changes = {
      ...(data.title !== undefined ? { title: data.title } : {}),
      ...(data.description !== undefined ? { description: data.description ?? null } : {}),
      ...(data.documentType !== undefined ? { document_type: data.documentType } : {}),
      ...(data.tags !== undefined ? { tags: tagsJson(data.tags) } : {}),
      ...(data.expiryDate !== undefined ? { expiry_date: data.expiryDate ?? null } : {}),
      ...(data.isImportant !== undefined ? { is_important: Number(data.isImportant) } : {}),
      ...(data.assetId !== undefined ? { asset_id: data.assetId } : {}),
      ...(data.vehicleId !== undefined ? { vehicle_id: data.vehicleId } : {}),
      ...(data.projectId !== undefined ? { project_id: data.projectId } : {}),
      updated_at: at,
    };
    const reindex =
      data.title !== undefined || data.description !== undefined || data.tags !== undefined;
    const row = await this.repo.transaction(async (trx) => {
      const updated = await this.repo.update(actor.familyId, id, changes, { reindex, db: trx });
      if (!updated) throw documentNotFound();
      // A type a person picks teaches the family's type model (the old pick is forgotten).
      if (data.documentType !== undefined && data.documentType !== before.document_type) {
        await this.classifier.teach(
          trx,
          actor.familyId,
          'type',
          classifierTextOf(updated),
          data.documentType,
          before.document_type,
          at,
        );
      }
      return updated;
    });
    await this.changed(actor.familyId, id, 'updated', data.expiryDate !== undefined);
    return this.toOne(actor.familyId, row);
  }

  async delete(actor: Actor, id: string): Promise<void> {
    const row = await this.repo.delete(actor.familyId, id);
    if (!row) throw documentNotFound();
    if (row.file_key) await this.storage.delete(row.file_key);
    await this.changed(actor.familyId, id, 'deleted', true);
  }

  async download(actor: Actor, id: string, inline: boolean): Promise<DocumentDownload> {
    const row = await this.row(actor, id);
    if (!row.file_key || !row.file_name) throw new AppError(404, 'NOT_FOUND', 'No file');
    const contentType = row.mime_type ?? 'application/octet-stream';
    // A stored file gone missing (a lost disk, a bucket emptied by hand) is not found, not a
    // server failure: the row stays, and the screen says the file is missing.
    const file = await this.storage.get(row.file_key).catch((error: unknown) => {
      if (error instanceof NotFoundError) {
        throw new AppError(404, 'NOT_FOUND', 'The stored file is missing');
      }
      throw error;
    });
    return {
      file,
      name: row.file_name,
      contentType,
      inline: inline && INLINE_TYPES.has(contentType.split(';')[0]!.trim()),
    };
  }

  async suggest(actor: Actor, input: SuggestInput): Promise<ClassificationSuggestion> {
    const text = [input.title, input.description, input.fileName].filter(Boolean).join('\n');
    return this.classifier.suggest(actor.familyId, text, input.documentType ?? null);
  }

  /** Auto-Classify Selected: a suggestion per document, from its stored text; kept on it. */
  async classify(
    actor: Actor,
    input: ClassifyInput,
  ): Promise<{ suggestions: { documentId: string; suggestion: ClassificationSuggestion }[] }> {
    const ids = [...new Set(input.ids)];
    const rows = await this.repo.findMany(actor.familyId, ids);
    if (rows.length !== ids.length) throw documentNotFound();
    const models = await this.classifier.models(actor.familyId);
    const at = this.clock().toISOString();
    const suggestions = rows.map((row) => ({
      documentId: row.id,
      suggestion: this.classifier.suggestWith(models, classifierTextOf(row), row.document_type),
    }));
    await this.repo.transaction(async (trx) => {
      for (const { documentId, suggestion } of suggestions) {
        await this.repo.update(
          actor.familyId,
          documentId,
          { suggestion: JSON.stringify(suggestion), updated_at: at },
          { db: trx },
        );
      }
    });
    await this.changed(actor.familyId, '', 'classified');
    return { suggestions };
  }

  /**
   * Apply (auto, the suggestion's confidence) or manual (confidence 1, not auto, teaches the
   * family's classifier; a changed manual choice first forgets the previous one).
   */
  async applyClassification(
    actor: Actor,
    id: string,
    input: z.output<typeof ApplyClassificationInputSchema>,
  ): Promise<Document> {
    const before = await this.row(actor, id);
    const at = this.clock().toISOString();
    const manual = input.source === 'manual';
    const suggested = parseConfidence(before.suggestion);
    const confidence = manual ? MANUAL_CONFIDENCE : (input.confidence ?? suggested ?? 0);
    const row = await this.repo.transaction(async (trx) => {
      const updated = await this.repo.update(
        actor.familyId,
        id,
        {
          classification: input.classification,
          classification_confidence: confidence,
          auto_classified: Number(!manual),
          ...(input.documentType ? { document_type: input.documentType } : {}),
          suggestion: null,
          updated_at: at,
        },
        { db: trx },
      );
      if (!updated) throw documentNotFound();
      if (manual) {
        const text = classifierTextOf(updated);
        const wasManual = !before.auto_classified && Number(before.classification_confidence) === 1;
        await this.classifier.teach(
          trx,
          actor.familyId,
          'classification',
          text,
          input.classification,
          wasManual ? before.classification : null,
          at,
        );
        if (input.documentType) {
          await this.classifier.teach(
            trx,
            actor.familyId,
            'type',
            text,
            input.documentType,
            before.document_type,
            at,
          );
        }
      }
      return updated;
    });
    await this.changed(actor.familyId, id, 'classified');
    return this.toOne(actor.familyId, row);
  }

  /** Accept → the proposed date becomes the expiry; reject → the proposal is cleared. */
  async decideExpiry(actor: Actor, id: string, accept: boolean): Promise<Document> {
    const before = await this.row(actor, id);
    if (!before.expiry_proposal_date) {
      throw new AppError(409, 'CONFLICT', 'This document has no proposed expiry date.');
    }
    const at = this.clock().toISOString();
    const row = await this.repo.update(actor.familyId, id, {
      ...(accept ? { expiry_date: before.expiry_proposal_date } : {}),
      expiry_proposal_date: null,
      expiry_proposal_snippet: null,
      updated_at: at,
    });
    if (!row) throw documentNotFound();
    await this.changed(actor.familyId, id, 'updated', true);
    return this.toOne(actor.familyId, row);
  }
}

function parseConfidence(suggestion: string | null): number | null {
  if (!suggestion) return null;
  try {
    const value = (JSON.parse(suggestion) as { confidence?: unknown }).confidence;
    return typeof value === 'number' && value >= 0 && value <= 1 ? value : null;
  } catch {
    return null;
  }
}
