/**
 * The live-update topics the server publishes and the web client listens to: a web query key
 * starts with its topic, so a typo on either side fails the typecheck instead of a refetch.
 */
export const LIVE_TOPICS = [
  'tasks',
  'calendar',
  'dashboard',
  'family',
  'family-members',
  'family-groups',
  'family-settings',
  'family-invitations',
  'member-addresses',
  'profile',
  'appearance',
  'security-log',
  'vehicles',
  'house-maintenance',
  'assets',
  'documents',
  'projects',
  /** The notification centre: per person (read state, choices); the bell also refetches on its sources' topics (decision 010). */
  'notifications',
  /** The session: it carries the family's name, so a rename refetches it. */
  'auth',
] as const;

export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** What the event stream sends: the topic, and what changed when the client can use it. */
export interface LiveEventPayload {
  topic: LiveTopic;
  data?: Record<string, unknown>;
}
