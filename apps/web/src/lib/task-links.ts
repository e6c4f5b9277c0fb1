import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaskLinksSchema, type TaskLink } from '@usra/domain/tasks/task-query';
import type { TaskCategory, TaskSourceType } from '@usra/domain/tasks/task-schema';
import { api } from './api-client';
import { paths } from './paths';
import { topicKeys } from './query-keys';

/**
 * "Make a task" (issue 27): a document's expiry, a vehicle reminder or alert and a maintenance
 * item open the add-task dialog prefilled, and show the task made from them. Shared by those
 * features (they do not import the tasks feature); the key is under the tasks topic, so a task
 * made, completed or deleted anywhere refreshes it.
 */
export const taskLinksQuery = (sourceType: TaskSourceType) =>
  queryOptions({
    queryKey: [...topicKeys.tasks, 'links', sourceType],
    queryFn: async () =>
      (await api.get(`/api/tasks/links?sourceType=${sourceType}`, TaskLinksSchema)).links,
  });

/** The tasks made from each source of one kind, by source id (newest first). */
export function useTaskLinks(sourceType: TaskSourceType) {
  return useQuery({
    ...taskLinksQuery(sourceType),
    select: (links) => {
      const bySource = new Map<string, TaskLink[]>();
      for (const link of links) {
        bySource.set(link.sourceId, [...(bySource.get(link.sourceId) ?? []), link]);
      }
      return bySource;
    },
  });
}

/** The Tasks screen's address that opens the add dialog prefilled from a source. */
export function makeTaskHref(draft: {
  sourceType: TaskSourceType;
  sourceId: string;
  title: string;
  /** An instant or a YYYY-MM-DD date; the task is due that day. */
  due?: string | null;
  location?: string | null;
  category?: TaskCategory;
}): string {
  return paths.app.tasks.getHref({
    action: 'add',
    sourceType: draft.sourceType,
    sourceId: draft.sourceId,
    title: draft.title,
    ...(draft.due ? { due: draft.due.slice(0, 10) } : {}),
    ...(draft.location ? { location: draft.location } : {}),
    ...(draft.category ? { category: draft.category } : {}),
  });
}
