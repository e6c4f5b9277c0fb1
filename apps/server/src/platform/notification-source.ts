import type { LiveTopic } from '@usra/domain/common/live-topics';
import type {
  NotificationKind,
  NotificationParams,
} from '@usra/domain/notifications/notification-schema';

/** At most this many items of one source (the list is about what needs attention now). */
export const SOURCE_LIMIT = 50;

/** "Today" for one person: the instant, their time zone, their local date and its bounds. */
export interface NotificationDay {
  now: Date;
  timeZone: string;
  /** YYYY-MM-DD in `timeZone`. */
  today: string;
  /** The local day's bounds as instants (ISO). */
  dayStart: string;
  dayEnd: string;
}

/** One thing that needs attention, as an area sees it (the centre adds key and read state). */
export interface NotificationCandidate {
  kind: NotificationKind;
  /** The row it is about (a task, a schedule, an alert…). */
  sourceId: string;
  /**
   * What makes this occurrence itself: its due date, start or version. A new occurrence of the
   * same row (rescheduled, due again) has a new key, so it is unread again.
   */
  version: string;
  params: NotificationParams;
  link: string;
  date: string;
  /** Only these accounts see it (an accepted invitation); everyone in the family when absent. */
  recipients?: readonly string[];
}

/**
 * What an area offers the notification centre (decision 010): its items for a family on a day,
 * and the live topics on which they change. Each area registers its own in its `<area>.module.ts`
 * (`platform.registries.notifications.add(...)`), with the links to its screens.
 */
export interface NotificationSource {
  readonly name: string;
  readonly topics: readonly LiveTopic[];
  /**
   * The kinds it lists. Items at the same instant are listed in the order of `notificationKinds`
   * (the sources' order, whatever order the modules are built in).
   */
  readonly kinds: readonly NotificationKind[];
  notifications(familyId: string, day: NotificationDay): Promise<NotificationCandidate[]>;
}
