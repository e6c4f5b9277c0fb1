import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ClassificationSuggestionSchema,
  DocumentSchema,
  type ApplyClassificationInput,
  type ClassificationSuggestion,
  type Document,
  type SuggestInput,
  type UpdateDocumentInput,
  type UploadDocumentInput,
} from '@usra/domain/documents/document-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { upload } from '@/lib/upload';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { topicKeys } from '@/lib/query-keys';
import { documentKeys } from './query-keys';
import { PostDocumentsClassifyAnswerSchema as ClassifyAnswerSchema } from '@usra/domain/documents/documents-answers';

/** Each change refetches the `documents` topic once (its live event is then skipped here). */
function changed(queryClient: QueryClient, id: string, action: string) {
  return refetchAfterOwnChange(queryClient, { queryKey: documentKeys.all, id, action });
}

/** A project's document count changes with a document's project link. */
function projectsChanged(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: topicKeys.projects });
}

/**
 * POST /api/documents as multipart: the `metadata` part (JSON of UploadDocumentInput) first,
 * then the `file` part.
 */
export function uploadDocument(
  metadata: UploadDocumentInput,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<Document> {
  const form = new FormData();
  form.append('metadata', JSON.stringify(metadata));
  form.append('file', file, file.name);
  return upload('/api/documents', { body: form, schema: DocumentSchema, onProgress });
}
export type ClassifyAnswer = z.infer<typeof ClassifyAnswerSchema>;

export const documentRequests = {
  update: ({ id, input }: { id: string; input: UpdateDocumentInput }) =>
    api.patch(`/api/documents/${id}`, input, DocumentSchema),
  remove: async (id: string) => {
    await api.delete(`/api/documents/${id}`);
    return id;
  },
  suggest: (input: SuggestInput): Promise<ClassificationSuggestion> =>
    api.post('/api/documents/suggest', input, ClassificationSuggestionSchema),
  classify: (ids: string[]) => api.post('/api/documents/classify', { ids }, ClassifyAnswerSchema),
  applyClassification: ({ id, input }: { id: string; input: ApplyClassificationInput }) =>
    api.post(`/api/documents/${id}/classification`, input, DocumentSchema),
  decideExpiry: ({ id, accept }: { id: string; accept: boolean }) =>
    api.post(`/api/documents/${id}/expiry-proposal`, { accept }, DocumentSchema),
};

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      metadata,
      file,
      onProgress,
    }: {
      metadata: UploadDocumentInput;
      file: File;
      onProgress?: (percent: number) => void;
    }) => uploadDocument(metadata, file, onProgress),
    onSuccess: async (doc) => {
      if (doc.projectId) await projectsChanged(queryClient);
      await changed(queryClient, doc.id, 'created');
    },
  });
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: documentRequests.update,
    onSuccess: async (doc) => {
      await projectsChanged(queryClient);
      await changed(queryClient, doc.id, 'updated');
    },
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: documentRequests.remove,
    onSuccess: async (id) => {
      await projectsChanged(queryClient);
      await changed(queryClient, id, 'deleted');
    },
  });
}

/** Smart Upload's analysing step; a failure is only logged (spec section 8). */
export function useSuggestClassification() {
  return useMutation({ mutationFn: documentRequests.suggest });
}

export function useClassifyDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: documentRequests.classify,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export function useApplyClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: documentRequests.applyClassification,
    onSuccess: (doc) => changed(queryClient, doc.id, 'updated'),
  });
}

export function useDecideExpiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: documentRequests.decideExpiry,
    onSuccess: (doc) => changed(queryClient, doc.id, 'updated'),
  });
}
