import {
  MANUAL_CONFIDENCE,
  UploadDocumentInputSchema,
  type Classification,
  type ClassificationSuggestion,
  type UploadDocumentInput,
} from '@usra/domain/documents/document-schema';
import { type UploadDialog } from '@usra/domain/documents/file-types';
import { z } from 'zod';

export interface Values {
  title: string;
  documentType: string;
  description: string;
  classification: Classification | '';
  tags: string;
  expiryDate: string;
  isImportant: boolean;
  /** Quick Upload's link: "asset:<id>", "vehicle:<id>" or "". */
  link: string;
}

/** The form's values: the fields, and the chosen file (set by the file input's own handler). */
export interface UploadValues extends Values {
  file: File | null;
}

export const initialValues = (kind: UploadDialog): Values => ({
  title: '',
  documentType: kind === 'home' ? '' : 'other',
  description: '',
  classification: '',
  tags: '',
  expiryDate: '',
  isImportant: false,
  link: '',
});

/**
 * The form's values as the upload's `metadata` (Quick Upload's link, the dialog, the project,
 * the confidence of a kept suggestion), checked by the domain schema the server uses. The
 * request carries what was typed (the server cleans and reports it), so the schema checks the
 * metadata instead of replacing it with its output.
 */
export function uploadSchema(
  kind: UploadDialog,
  projectId: string | null,
  suggestion: ClassificationSuggestion | null,
) {
  return z
    .custom<UploadValues>()
    .transform(({ file, ...values }) => ({
      file,
      metadata: metadataOf(kind, values, projectId, suggestion),
    }))
    .superRefine(({ metadata }, ctx) => {
      const checked = UploadDocumentInputSchema.safeParse(metadata);
      if (checked.success) return;
      for (const issue of checked.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: [String(issue.path[0] ?? 'title')],
          message: issue.message,
        });
    });
}

function metadataOf(
  kind: UploadDialog,
  values: Values,
  projectId: string | null,
  suggestion: ClassificationSuggestion | null,
): UploadDocumentInput {
  const [linkKind, linkId] = values.link.split(':');
  const classification = values.classification || null;
  return {
    dialog: kind,
    title: values.title,
    description: values.description || undefined,
    documentType: values.documentType || undefined,
    tags: values.tags,
    expiryDate: values.expiryDate || undefined,
    isImportant: values.isImportant,
    assetId: linkKind === 'asset' ? linkId : null,
    vehicleId: linkKind === 'vehicle' ? linkId : null,
    projectId,
    classification: kind === 'home' ? null : classification,
    classificationConfidence:
      kind !== 'smart' || !classification
        ? 0
        : suggestion && suggestion.classification === classification
          ? suggestion.confidence
          : MANUAL_CONFIDENCE,
  };
}
