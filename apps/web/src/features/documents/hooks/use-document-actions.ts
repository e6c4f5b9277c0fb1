import type { Document } from '@usra/domain/documents/document-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { failureToast } from '@/lib/failure-toast';
import { useDecideExpiry, useDeleteDocument } from '../api/save-document';

export type UploadDialogKind = 'smart' | 'quick' | 'home';

/** What a Quick Upload starts with: a link to a project (its Documents dialog). */
export interface UploadPreset {
  projectId?: string;
}

/**
 * The screen's open dialogs and the document actions shared by every list: delete (asked first)
 * and the expiry proposal's Confirm / Dismiss, with the spec's messages.
 */
export function useDocumentActions() {
  const { t } = useTranslation('documents');
  const [upload, setUpload] = useState<{ kind: UploadDialogKind; preset: UploadPreset } | null>(
    null,
  );
  const [creatingProject, setCreatingProject] = useState(false);
  const [deleting, setDeleting] = useState<Document | null>(null);
  const remove = useDeleteDocument();
  const expiry = useDecideExpiry();

  const decideExpiry = (doc: Document, accept: boolean) => {
    expiry.mutate(
      { id: doc.id, accept },
      {
        onSuccess: () => toast.success(accept ? t('expiry.confirmed') : t('expiry.dismissed')),
        onError: (error) => failureToast(t('expiry.failed'), error),
      },
    );
  };

  return {
    upload,
    openUpload: (kind: UploadDialogKind, preset: UploadPreset = {}) => setUpload({ kind, preset }),
    closeUpload: () => setUpload(null),
    creatingProject,
    setCreatingProject,
    deleting,
    askDelete: setDeleting,
    closeDelete: () => setDeleting(null),
    remove,
    decideExpiry,
    expiryPending: expiry.isPending,
  };
}

export type DocumentActions = ReturnType<typeof useDocumentActions>;
