import type { NotificationPreferences } from '@usra/domain/settings/settings-schema';

/**
 * What the notification centre reads of other areas besides its sources, declared here (the
 * consumer owns the port); app.ts passes the owners' read models, which satisfy it.
 */

/** One person who gets the daily digest, with their choices. */
export interface DigestSubscriber {
  userId: string;
  familyId: string;
  email: string;
  preferences: NotificationPreferences;
}

/** Each person's notification choices (the settings module). */
export interface NotificationPreferenceReads {
  of(userId: string): Promise<NotificationPreferences>;
  digestSubscribers(): Promise<DigestSubscriber[]>;
}

/** Whose accounts are in which family (the auth module, which owns the profiles). */
export interface NotificationAccountReads {
  /** The family's accounts (user ids). */
  ofFamily(familyId: string): Promise<string[]>;
  /** The families of these accounts, each once. */
  familiesOf(userIds: readonly string[]): Promise<string[]>;
}
