import { z } from 'zod';
import { addDays } from '../common/dates.js';
import type { UploadDialog } from './file-types.js';

/**
 * The documents' vocabulary (spec home-vehicles-documents sections 2–9): limits, types, the
 * house's categories, what each upload dialog offers, classifications and their confidence
 * bands, and the expiry rules. `document-schema.ts` builds the requests and answers on it and
 * exports it too.
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
