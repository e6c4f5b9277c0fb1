import type { LiveTopic } from '@usra/domain/common/live-topics';

/**
 * The first part of a query key is the server's live-update topic for that data: an event of
 * topic `tasks` refetches every query whose key starts with `['tasks']` (lib/live-updates.ts).
 * The roots that more than one feature uses live here; each feature builds its own keys on them
 * in its api/ folder, and a feature that changes another one's data (the database test adds and
 * removes a task) invalidates the root from here instead of importing the other feature.
 */
export const topicKeys = {
  tasks: ['tasks'],
  calendar: ['calendar'],
  dashboard: ['dashboard'],
  familyMembers: ['family-members'],
  /** Vehicles and their fuel and service logs (the dashboard and the self-test read them too). */
  vehicles: ['vehicles'],
  /** House maintenance items, schedules and history (the dashboard and calendar read them too). */
  houseMaintenance: ['house-maintenance'],
  /** Household assets with their schedules, expenses and reminders. */
  assets: ['assets'],
  /** The family's documents (the asset and vehicle screens list the ones linked to them). */
  documents: ['documents'],
  /** Construction projects with their phases. */
  projects: ['projects'],
  /** The bell's list: sharing a location near a task's place adds to it (decision 010). */
  notifications: ['notifications'],
  /** The session (the user, the family's name); also changed by sign-in and others. */
  auth: ['auth'],
} as const satisfies Record<string, readonly [LiveTopic]>;
