import { z } from 'zod';
import { OptionalDateSchema } from '../family/fields.js';
import { optionalSanitized, requiredSanitized } from '../common/text-fields.js';
import { splitList } from '../common/lists.js';
import {
  DOCUMENT_TITLE_MAX,
  DOCUMENT_DESCRIPTION_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  DocumentTypeSchema,
  typeFilters,
  ClassificationSchema,
} from './document-types.js';

/**
 * Household documents (spec home-vehicles-documents sections 2–9, issue 15): warranties,
 * manuals, receipts, insurance and the house's own papers, each optionally linked to an asset, a
 * vehicle or a construction project; classified home-related / asset-related / unclassified,
 * searchable by their text, with expiry dates proposed from that text. The requests and answers
 * here; the vocabulary (types, categories, limits, bands) in `document-types.ts`, exported here
 * too.
 */

export * from './document-types.js';

/** Tags typed as "a, b,, c" (or «أ، ب؛ ج») or sent as a list: trimmed, empties dropped, duplicates removed. */
export const TagsSchema = z
  .union([z.string(), z.array(z.string())], { error: () => 'document.tagsInvalid' })
  .nullish()
  .transform((value, ctx) => {
    const list = (value == null ? [] : Array.isArray(value) ? value : splitList(value))
      .map((t) => t.trim())
      .filter(Boolean);
    const unique = [...new Set(list)];
    if (unique.length > TAGS_MAX || unique.some((t) => t.length > TAG_MAX_LENGTH)) {
      ctx.addIssue({ code: 'custom', message: 'document.tagsInvalid' });
      return z.NEVER;
    }
    return unique;
  });

const confidenceField = z
  .number({ error: () => 'document.confidenceInvalid' })
  .min(0, { error: () => 'document.confidenceInvalid' })
  .max(1, { error: () => 'document.confidenceInvalid' });

const optionalId = z
  .string({ error: () => 'document.linkInvalid' })
  .nullish()
  .transform((v) => (v ? v : null));

const documentFields = {
  title: requiredSanitized(DOCUMENT_TITLE_MAX, 'document.titleRequired', 'document.titleTooLong'),
  description: optionalSanitized(DOCUMENT_DESCRIPTION_MAX, { lines: 'multi' }),
  documentType: DocumentTypeSchema,
  tags: TagsSchema,
  expiryDate: OptionalDateSchema,
  isImportant: z.boolean({ error: () => 'document.flagInvalid' }),
  assetId: optionalId,
  vehicleId: optionalId,
  projectId: optionalId,
};

/**
 * The fields sent with an upload (multipart field `metadata`, JSON), by dialog. The type must be
 * one the dialog offers; without a suggestion the confidence is 0 (spec section 5).
 */
export const UploadDocumentInputSchema = z.strictObject({
  dialog: z.enum(['smart', 'quick', 'home'], { error: () => 'document.dialogInvalid' }),
  ...documentFields,
  documentType: documentFields.documentType.default('other'),
  isImportant: documentFields.isImportant.default(false),
  classification: ClassificationSchema.nullish().transform((v) => v ?? null),
  classificationConfidence: confidenceField.default(0),
});
export type UploadDocumentInput = z.input<typeof UploadDocumentInputSchema>;
export type UploadDocumentData = z.output<typeof UploadDocumentInputSchema>;

export const UpdateDocumentInputSchema = z.strictObject(documentFields).partial();
export type UpdateDocumentInput = z.input<typeof UpdateDocumentInputSchema>;
export type UpdateDocumentData = z.output<typeof UpdateDocumentInputSchema>;

export const extractionStatuses = ['none', 'pending', 'running', 'done', 'failed'] as const;

/**
 * Why the text of a document could not be read (decision 016): a message key the documents
 * screen shows in the reader's language. The file itself stays and can be downloaded.
 */
export const extractionReasons = [
  'tooLarge',
  'tooManyPages',
  'tooSlow',
  'protected',
  'unreadable',
  'interrupted',
] as const;
export type ExtractionReason = (typeof extractionReasons)[number];

export const ClassificationSuggestionSchema = z.object({
  classification: ClassificationSchema,
  confidence: z.number(),
  /** The words or rules that decided it, in the document's language. */
  reasons: z.array(z.string()),
  /** The document type the family's own choices point to, when the model knows enough. */
  documentType: z
    .object({ type: z.string(), confidence: z.number(), reasons: z.array(z.string()) })
    .nullable(),
});
export type ClassificationSuggestion = z.infer<typeof ClassificationSuggestionSchema>;

export const DocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  documentType: z.string(),
  classification: ClassificationSchema.nullable(),
  classificationConfidence: z.number(),
  autoClassified: z.boolean(),
  /** The tab it belongs to, by the spec's grouping rule. */
  group: z.enum(['home', 'asset', 'unclassified']),
  tags: z.array(z.string()),
  expiryDate: z.string().nullable(),
  isImportant: z.boolean(),
  assetId: z.string().nullable(),
  assetName: z.string().nullable(),
  vehicleId: z.string().nullable(),
  vehicleName: z.string().nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  file: z.object({ name: z.string(), size: z.number(), mimeType: z.string() }).nullable(),
  extraction: z.object({
    status: z.enum(extractionStatuses),
    /** How the text was read (pdf-text, pdf-ocr, ocr, docx, doc, text…). */
    method: z.string().nullable(),
    /** Set when the status is failed: why, as a message key. */
    reason: z.enum(extractionReasons).nullable(),
  }),
  /** An expiry date found in the text, waiting for a person to confirm it. */
  expiryProposal: z.object({ date: z.string(), snippet: z.string() }).nullable(),
  /** The latest suggestion made for it (auto-classify or after its text was read). */
  suggestion: ClassificationSuggestionSchema.nullable(),
  uploadDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Document = z.infer<typeof DocumentSchema>;

export const documentSorts = ['newest', 'oldest', 'title', 'expiry'] as const;

/** GET /api/documents */
export const DocumentsQuerySchema = z.strictObject({
  q: optionalSanitized(200),
  classification: z.enum(['all', 'home', 'asset', 'unclassified']).default('all'),
  type: z.enum(typeFilters).default('all'),
  assetId: z.string().max(100).optional(),
  vehicleId: z.string().max(100).optional(),
  projectId: z.string().max(100).optional(),
  important: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type DocumentsQuery = z.input<typeof DocumentsQuerySchema>;

export const DocumentsPageSchema = z.object({
  documents: z.array(DocumentSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type DocumentsPage = z.infer<typeof DocumentsPageSchema>;

/** The summary cards, tab counts and the Alerts tab, in one answer. */
export const DocumentsOverviewSchema = z.object({
  today: z.string(),
  summary: z.object({
    total: z.number(),
    warranties: z.number(),
    expiringSoon: z.number(),
    important: z.number(),
  }),
  counts: z.object({ home: z.number(), asset: z.number(), unclassified: z.number() }),
  alerts: z.object({
    expired: z.array(DocumentSchema),
    expiringSoon: z.array(DocumentSchema),
    important: z.array(DocumentSchema),
    /** Expiry dates found in the text and not yet confirmed. */
    proposals: z.array(DocumentSchema),
  }),
  recent: z.array(DocumentSchema),
  storage: z.object({ usedBytes: z.number(), quotaBytes: z.number() }),
});
export type DocumentsOverview = z.infer<typeof DocumentsOverviewSchema>;

/** Smart Upload's analysing step: a suggestion from what is known before the upload. */
export const SuggestInputSchema = z.strictObject({
  title: optionalSanitized(DOCUMENT_TITLE_MAX),
  description: optionalSanitized(DOCUMENT_DESCRIPTION_MAX, { lines: 'multi' }),
  documentType: DocumentTypeSchema.nullish().transform((v) => v ?? null),
  fileName: optionalSanitized(255),
});
export type SuggestInput = z.input<typeof SuggestInputSchema>;

/** Auto-Classify Selected: at least one document ('No Documents Selected'). */
export const ClassifyInputSchema = z.strictObject({
  ids: z
    .array(z.string(), { error: () => 'document.noneSelected' })
    .min(1, { error: () => 'document.noneSelected' })
    .max(200, { error: () => 'document.tooManySelected' }),
});
export type ClassifyInput = z.input<typeof ClassifyInputSchema>;

/** Apply a suggestion (auto, its confidence) or classify by hand (confidence 1). */
export const ApplyClassificationInputSchema = z.strictObject({
  classification: ClassificationSchema,
  source: z.enum(['suggestion', 'manual'], { error: () => 'document.classificationInvalid' }),
  confidence: confidenceField.optional(),
  /** The document type chosen with it, which also teaches the family's classifier. */
  documentType: DocumentTypeSchema.optional(),
});
export type ApplyClassificationInput = z.input<typeof ApplyClassificationInputSchema>;

export const ExpiryProposalDecisionSchema = z.strictObject({
  accept: z.boolean({ error: () => 'document.flagInvalid' }),
});

/** "Scan.final.PDF" → "Scan.final": the title pre-filled from the file name. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

/** Sizes: KB as size / 1024 rounded (mobile); MB with one decimal (house upload). */
export function fileSizeKb(bytes: number): number {
  return Math.round(bytes / 1024);
}
export function fileSizeMb(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
