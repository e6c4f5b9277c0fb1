import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorBody } from '@/lib/api-client';

export const EXPORT_URL = '/api/data/export';

/** Sends an export ZIP as it is (the JSON client cannot carry a file). */
export async function importData(file: File): Promise<Record<string, number>> {
  let response: Response;
  try {
    response = await fetch('/api/data/import', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/zip', Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError(0, { code: 'NETWORK_ERROR', message: 'Could not reach the server.' });
  }
  const data = (await response.json().catch(() => null)) as {
    imported?: Record<string, number>;
    error?: ApiErrorBody;
  } | null;
  if (!response.ok || !data?.imported) {
    throw new ApiError(
      response.status,
      data?.error ?? { code: 'UNKNOWN', message: response.statusText || 'Import failed' },
    );
  }
  return data.imported;
}

export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importData,
    // Everything the family sees may have changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
