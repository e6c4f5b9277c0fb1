import { topicKeys } from '@/lib/query-keys';

/** Construction projects and their phases, under the live-update topic `projects`. */
export const projectKeys = {
  all: topicKeys.projects,
  list: () => [...topicKeys.projects, 'list'] as const,
};
