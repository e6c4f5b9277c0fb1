import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DocumentsOverviewSchema,
  type DocumentsOverview,
} from '@usra/domain/documents/document-schema';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';
import { withTimeZone } from './time-zone';

/** The summary cards, the tab counts, the Alerts tab and the recent documents, in one answer. */
export async function getDocumentsOverview(): Promise<DocumentsOverview> {
  return api.get(withTimeZone('/api/documents/overview'), DocumentsOverviewSchema);
}

export function getDocumentsOverviewQueryOptions() {
  return queryOptions({ queryKey: documentKeys.overview(), queryFn: getDocumentsOverview });
}

export function useDocumentsOverview() {
  return useQuery(getDocumentsOverviewQueryOptions());
}
