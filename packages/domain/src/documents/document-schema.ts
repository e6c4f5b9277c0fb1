import { z } from 'zod';
import { OptionalDateSchema } from '../family/fields.js';
import { optionalSanitized, requiredSanitized } from '../common/text-fields.js';
import { addDays } from '../common/dates.js';
import type { UploadDialog } from './file-types.js';
import { splitList } from '../common/lists.js';

/**
 * Household documents (spec home-vehicles-documents sections 2–9, issue 15): warranties,
 * manuals, receipts, insurance and the house's own papers, each optionally linked to an asset, a
 * vehicle or a construction project; classified home-related / asset-related / unclassified,
 * searchable by their text, with expiry dates proposed from that text.
 */

export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_DESCRIPTION_MAX = 2000;
export const TAG_MAX_LENGTH = 40;
export const TAGS_MAX = 20;
/** Expiring Soon: expiry within 30 days from today and not in the past. */
export const EXPIRING_SOON_DAYS = 30;
/** Reminders (notifications) are due this many days before expiry. */
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;
/** The mobile screen lists the 10 most recent documents; cards show at most 3 tags. */
export const RECENT_DOCUMENTS = 10;
export const TAGS_SHOWN = 3;
export const DOCUMENTS_PAGE_SIZE = 50;
/** Confidence bands: 0.8 or more high (green), 0.6 or more medium (yellow), lower low (red). */
export const CONFIDENCE_HIGH = 0.8;
export const CONFIDENCE_MEDIUM = 0.6;
/** The home-document service classifies a document with no asset home-related at 0.9. */
export const HOME_DOCUMENT_CONFIDENCE = 0.9;
export const MANUAL_CONFIDENCE = 1;

/** Every document type the app knows (spec section 3), plus the asset dialog's "certificate". */
export const documentTypes = [
  'warranty',
  'manual',
  'invoice',
  'receipt',
  'insurance',
  'maintenance_record',
  'photo',
  'contract',
  'permit',
  'inspection',
  'registration',
  'certificate',
  'other',
] as const;

/**
 * The house-side category catalogue (spec section 3): a home document's type is one of these ids,
 * and any document whose type is one of them groups as home-related.
 */
export const homeCategories = [
  'architectural',
  'electrical',
  'plumbing',
  'hvac',
  'structural',
  'warranties',
  'permits',
  'maintenance',
  'other',
] as const;
export type HomeCategory = (typeof homeCategories)[number];

/**
 * The catalogue's sub-categories (spec section 3: each category has a description and
 * sub-categories); their names and the descriptions are in the web's locales
 * (`documents:catalogue.<category>`).
 */
export const homeSubcategories = {
  architectural: ['floor_plans', 'elevations', 'site_plans', 'renovation_drawings'],
  electrical: ['wiring_diagrams', 'panel_schedules', 'electrical_inspections', 'backup_power'],
  plumbing: ['pipe_layouts', 'water_heaters', 'drainage', 'water_tanks'],
  hvac: ['air_conditioners', 'ventilation', 'ductwork', 'service_contracts'],
  structural: ['foundations', 'load_calculations', 'engineer_reports', 'roofing'],
  warranties: ['appliances', 'systems', 'workmanship', 'extended_coverage'],
  permits: [
    'building_permits',
    'inspection_reports',
    'completion_certificates',
    'municipal_approvals',
  ],
  maintenance: ['service_records', 'repair_invoices', 'inspection_logs', 'pest_control'],
  other: ['general', 'miscellaneous'],
} as const satisfies Record<HomeCategory, readonly string[]>;

export const allDocumentTypes = [...new Set([...documentTypes, ...homeCategories])] as [
  string,
  ...string[],
];
export const DocumentTypeSchema = z.enum(allDocumentTypes as [string, ...string[]], {
  error: () => 'document.typeInvalid',
});
export type DocumentType = (typeof documentTypes)[number] | HomeCategory;

/** The types each dialog offers (the spec's lists differ and all are kept). */
export const DIALOG_TYPES: Record<UploadDialog, readonly string[]> = {
  /** Smart Upload: the first eleven of its set. */
  smart: [
    'warranty',
    'manual',
    'invoice',
    'receipt',
    'insurance',
    'maintenance_record',
    'photo',
    'contract',
    'permit',
    'inspection',
    'other',
  ],
  /** Quick Upload: the asset upload dialog's list. */
  quick: [
    'warranty',
    'manual',
    'receipt',
    'insurance',
    'registration',
    'contract',
    'invoice',
    'certificate',
    'other',
  ],
  /** Upload Home Document: the category catalogue. */
  home: homeCategories,
};

/** The All tab's type filter; "maintenance" covers maintenance records and the catalogue id. */
export const typeFilters = [
  'all',
  'warranty',
  'manual',
  'invoice',
  'receipt',
  'insurance',
  'maintenance',
  'photo',
  'other',
] as const;
export type TypeFilter = (typeof typeFilters)[number];

export function matchesTypeFilter(type: string, filter: TypeFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'maintenance') return type === 'maintenance_record' || type === 'maintenance';
  if (filter === 'warranty') return type === 'warranty' || type === 'warranties';
  return type === filter;
}

export const classifications = ['home-related', 'asset-related', 'unclassified'] as const;
export const ClassificationSchema = z.enum(classifications, {
  error: () => 'document.classificationInvalid',
});
export type Classification = z.infer<typeof ClassificationSchema>;
export type DocumentGroup = 'home' | 'asset' | 'unclassified';

/**
 * The spec's grouping (section 4): home-related = classified home-related, or no asset link and
 * not classified asset-related, or its type is a catalogue id; asset-related = classified
 * asset-related, or linked to an asset and not home-related; otherwise unclassified.
 */
export function documentGroup(doc: {
  classification: Classification | null;
  assetId: string | null;
  documentType: string;
}): DocumentGroup {
  const { classification, assetId, documentType } = doc;
  if (classification === 'unclassified') return 'unclassified';
  if (
    classification === 'home-related' ||
    (classification !== 'asset-related' && !assetId && classification !== null) ||
    (homeCategories as readonly string[]).includes(documentType)
  ) {
    return 'home';
  }
  if (classification === 'asset-related' || assetId) return 'asset';
  return 'unclassified';
}

export type ConfidenceBand = 'high' | 'medium' | 'low';
export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= CONFIDENCE_HIGH) return 'high';
  if (confidence >= CONFIDENCE_MEDIUM) return 'medium';
  return 'low';
}

/** Expiring Soon: an expiry date from today up to 30 days ahead. */
export function isExpiringSoon(expiryDate: string | null, today: string): boolean {
  return (
    expiryDate !== null && expiryDate >= today && expiryDate <= addDays(today, EXPIRING_SOON_DAYS)
  );
}

export function isExpired(expiryDate: string | null, today: string): boolean {
  return expiryDate !== null && expiryDate < today;
}

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
