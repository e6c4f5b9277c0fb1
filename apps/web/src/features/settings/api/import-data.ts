import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PostDataImportAnswerSchema } from '@usra/domain/family/family-data-answers';
import { upload } from '@/lib/upload';

export const EXPORT_URL = '/api/data/export';

/** Sends an export ZIP as it is (the JSON client cannot carry a file). */
export async function importData(file: File): Promise<Record<string, number>> {
  const answer = await upload('/api/data/import', {
    body: file,
    contentType: 'application/zip',
    schema: PostDataImportAnswerSchema,
  });
  return answer.imported;
}

export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importData,
    // Everything the family sees may have changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
