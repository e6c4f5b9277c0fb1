import { queryOptions, useQuery } from '@tanstack/react-query';
import { DocumentsPageSchema } from '@usra/domain/documents/document-schema';
import { api } from '@/lib/api-client';
import { topicKeys } from '@/lib/query-keys';

/** A vehicle's documents (GET /api/documents?vehicleId=), under the topic `documents`. */
export function getVehicleDocumentsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: [...topicKeys.documents, 'linked', 'vehicle', vehicleId] as const,
    queryFn: async () =>
      (
        await api.get(
          `/api/documents?vehicleId=${encodeURIComponent(vehicleId)}`,
          DocumentsPageSchema,
        )
      ).documents,
  });
}

export function useVehicleDocuments(vehicleId: string) {
  return useQuery(getVehicleDocumentsQueryOptions(vehicleId));
}
