import { queryOptions, useQuery } from '@tanstack/react-query';
import { DocumentsPageSchema } from '@usra/domain/documents/document-schema';
import { api } from './api-client';
import { topicKeys } from './query-keys';

/** What a document can be linked to, and the filter of GET /api/documents that finds them. */
const LINK_FILTERS = { asset: 'assetId', vehicle: 'vehicleId', project: 'projectId' } as const;
export type DocumentLinkKind = keyof typeof LINK_FILTERS;

/**
 * The documents linked to an asset, a vehicle or a project (GET /api/documents?assetId= and so
 * on), under the topic `documents` so that a document's change refetches them. Features do not
 * import the documents feature; they read their linked documents here and show them with
 * `components/ui/linked-documents.tsx`.
 */
export function linkedDocumentsQueryOptions(kind: DocumentLinkKind, id: string) {
  return queryOptions({
    queryKey: [...topicKeys.documents, 'linked', kind, id] as const,
    queryFn: async () =>
      (
        await api.get(
          `/api/documents?${LINK_FILTERS[kind]}=${encodeURIComponent(id)}`,
          DocumentsPageSchema,
        )
      ).documents,
  });
}

export function useLinkedDocuments(kind: DocumentLinkKind, id: string) {
  return useQuery(linkedDocumentsQueryOptions(kind, id));
}
