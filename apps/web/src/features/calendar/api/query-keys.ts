import { topicKeys } from '@/lib/query-keys';

/** Every calendar query's key, under the live-update topic `calendar`. */
export const calendarKeys = {
  all: topicKeys.calendar,
  events: (from: string, to: string) => [...topicKeys.calendar, 'events', from, to] as const,
  feed: () => [...topicKeys.calendar, 'feed'] as const,
  subscriptions: () => [...topicKeys.calendar, 'subscriptions'] as const,
  occurrences: (from: string, to: string) =>
    [...topicKeys.calendar, 'occurrences', from, to] as const,
};
