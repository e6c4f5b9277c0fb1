import type { DocumentsQuery } from '@usra/domain/documents/document-schema';
import { topicKeys } from '@/lib/query-keys';

/**
 * Every documents query's key, under the live-update topic `documents`: one invalidation of
 * `documentKeys.all` (or one live event) refreshes the overview (cards, counts, alerts, recent)
 * and every list.
 */
export const documentKeys = {
  all: topicKeys.documents,
  overview: () => [...topicKeys.documents, 'overview'] as const,
  list: (query: DocumentsQuery) => [...topicKeys.documents, 'list', query] as const,
};

/** The family's assets and vehicles a Quick Upload can link to (their own topics). */
export const linkTargetKeys = {
  assets: () => [...topicKeys.assets, 'documents-link-targets'] as const,
  vehicles: () => [...topicKeys.vehicles, 'documents-link-targets'] as const,
};
