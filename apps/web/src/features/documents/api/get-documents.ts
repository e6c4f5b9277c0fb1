import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DocumentsPageSchema,
  type DocumentsPage,
  type DocumentsQuery,
} from '@usra/domain/documents/document-schema';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

/** The query string of GET /api/documents; defaults ('all', page 1, no text) are left out. */
export function documentsUrl(query: DocumentsQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === 'all') continue;
    if (name === 'page' && Number(value) === 1) continue;
    params.set(name, String(value));
  }
  return params.size > 0 ? `/api/documents?${params.toString()}` : '/api/documents';
}

/** A page of the family's documents, newest first, searched and filtered by the server. */
export async function getDocuments(query: DocumentsQuery): Promise<DocumentsPage> {
  return api.get(documentsUrl(query), DocumentsPageSchema);
}

export function getDocumentsQueryOptions(query: DocumentsQuery) {
  return queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: () => getDocuments(query),
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(query: DocumentsQuery, enabled = true) {
  return useQuery({ ...getDocumentsQueryOptions(query), enabled });
}
