import { useMutation } from '@tanstack/react-query';
import type { TaskPlace } from '@usra/domain/tasks/errand-plan';
import { api } from '@/lib/api-client';
import type { Language } from '@/lib/i18n';

/** A location text's coordinates: the family's saved addresses first, then the geocoder. */
export async function lookupPlace({
  text,
  language,
}: {
  text: string;
  language: Language;
}): Promise<TaskPlace | null> {
  const query = new URLSearchParams({ q: text, language });
  return (await api.get<{ place: TaskPlace | null }>(`/api/tasks/place?${query.toString()}`)).place;
}

export function useLookupPlace() {
  return useMutation({ mutationFn: lookupPlace });
}
