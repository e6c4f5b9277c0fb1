import { queryOptions, useQuery } from '@tanstack/react-query';
import { DocumentsPageSchema } from '@usra/domain/documents/document-schema';
import { api } from '@/lib/api-client';
import { topicKeys } from '@/lib/query-keys';

/** An asset's documents (GET /api/documents?assetId=), under the topic `documents`. */
export function getAssetDocumentsQueryOptions(assetId: string) {
  return queryOptions({
    queryKey: [...topicKeys.documents, 'linked', 'asset', assetId] as const,
    queryFn: async () =>
      (await api.get(`/api/documents?assetId=${encodeURIComponent(assetId)}`, DocumentsPageSchema))
        .documents,
  });
}

export function useAssetDocuments(assetId: string) {
  return useQuery(getAssetDocumentsQueryOptions(assetId));
}
