import type { Selectable } from 'kysely';
import {
  ClassificationSuggestionSchema,
  documentGroup,
  extractionReasons,
  extractionStatuses,
  type ExtractionReason,
  type Classification,
  type ClassificationSuggestion,
  type Document,
} from '@usra/domain/documents/document-schema';
import { toIso } from '../../db/dialect.js';
import type { DocumentsTable } from '../../db/schema.js';

export type DocumentRow = Selectable<DocumentsTable>;

/** The names of a document's links, read from their own areas. */
export interface LinkNames {
  assets: Map<string, string>;
  vehicles: Map<string, string>;
  projects: Map<string, string>;
}

export const noLinkNames = (): LinkNames => ({
  assets: new Map(),
  vehicles: new Map(),
  projects: new Map(),
});

function parseTags(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function parseSuggestion(value: string | null): ClassificationSuggestion | null {
  if (!value) return null;
  try {
    const parsed = ClassificationSuggestionSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const classificationOf = (value: string | null): Classification | null =>
  value === 'home-related' || value === 'asset-related' || value === 'unclassified' ? value : null;

const statusOf = (value: string): Document['extraction']['status'] =>
  (extractionStatuses as readonly string[]).includes(value)
    ? (value as Document['extraction']['status'])
    : 'none';

/**
 * `extraction_error` holds `<reason key>: <detail>` (decision 016); older rows hold only a
 * detail, which reads as unreadable.
 */
export const extractionErrorText = (reason: ExtractionReason, detail: string) =>
  `${reason}: ${detail}`.slice(0, 500);

function reasonOf(row: DocumentRow): ExtractionReason | null {
  if (row.extraction_status !== 'failed') return null;
  const key = (row.extraction_error ?? '').split(':', 1)[0]!;
  return (extractionReasons as readonly string[]).includes(key)
    ? (key as ExtractionReason)
    : 'unreadable';
}

export function toDocument(row: DocumentRow, names: LinkNames): Document {
  const classification = classificationOf(row.classification);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    documentType: row.document_type,
    classification,
    classificationConfidence: Number(row.classification_confidence),
    autoClassified: Boolean(row.auto_classified),
    group: documentGroup({
      classification,
      assetId: row.asset_id,
      documentType: row.document_type,
    }),
    tags: parseTags(row.tags),
    expiryDate: row.expiry_date,
    isImportant: Boolean(row.is_important),
    assetId: row.asset_id,
    assetName: row.asset_id ? (names.assets.get(row.asset_id) ?? null) : null,
    vehicleId: row.vehicle_id,
    vehicleName: row.vehicle_id ? (names.vehicles.get(row.vehicle_id) ?? null) : null,
    projectId: row.project_id,
    projectName: row.project_id ? (names.projects.get(row.project_id) ?? null) : null,
    file:
      row.file_key && row.file_name
        ? {
            name: row.file_name,
            size: Number(row.file_size),
            mimeType: row.mime_type ?? 'application/octet-stream',
          }
        : null,
    extraction: {
      status: statusOf(row.extraction_status),
      method: row.extraction_method,
      reason: reasonOf(row),
    },
    expiryProposal:
      row.expiry_proposal_date && !row.expiry_date
        ? { date: row.expiry_proposal_date, snippet: row.expiry_proposal_snippet ?? '' }
        : null,
    suggestion: parseSuggestion(row.suggestion),
    uploadDate: toIso(row.upload_date),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** The text the search index holds for a document: title, description, tags and its text. */
export function searchTextOf(row: {
  title: string;
  description: string | null;
  tags: string;
  extracted_text: string | null;
}): string {
  return [row.title, row.description ?? '', parseTags(row.tags).join(' '), row.extracted_text ?? '']
    .filter(Boolean)
    .join('\n');
}

/** What the classifiers read of a document. */
export function classifierTextOf(row: {
  title: string;
  description: string | null;
  file_name: string | null;
  extracted_text: string | null;
}): string {
  return [row.title, row.description ?? '', row.file_name ?? '', row.extracted_text ?? '']
    .filter(Boolean)
    .join('\n');
}

export const tagsJson = (tags: readonly string[]) => JSON.stringify(tags);
