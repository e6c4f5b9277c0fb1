import { dayRange, localDate } from '@usra/domain/common/dates';
import { validationMessages } from '@usra/domain/common/messages';
import { notificationEnabled, type FamilySettings } from '@usra/domain/family/settings-schema';
import {
  familySettingOfKind,
  notificationKinds,
  preferenceOfKind,
  type Notification,
  type NotificationList,
  type PushConfig,
  type PushSubscriptionInput,
} from '@usra/domain/notifications/notification-schema';
import {
  appearanceSettingKeys,
  type NotificationPreferences,
} from '@usra/domain/settings/settings-schema';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import type { NotificationDay, NotificationSource } from '../../platform/notification-source.js';
import type { Registry } from '../../platform/registries.js';
import type { Actor } from '../../platform/session-guard.js';
import type { NotificationPreferenceReads } from './notification-ports.js';
import type { NotificationsRepository } from './notifications.repository.js';

/** The list shows at most this many items, newest first. */
export const NOTIFICATION_LIST_MAX = 100;

const notFound = () => new AppError(404, 'NOT_FOUND', 'Notification not found');

export function notificationDay(now: Date, timeZone: string): NotificationDay {
  const range = dayRange(now, timeZone);
  return {
    now,
    timeZone,
    today: localDate(now, timeZone),
    dayStart: range.start.toISOString(),
    dayEnd: range.end.toISOString(),
  };
}

const instant = (date: string) => Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date);

/** What a push endpoint's host resolves to: a public address, a refused one, or nothing. */
export type EndpointCheck = 'ok' | 'refused' | 'unresolved';

/** A person's browsers and devices with push on; a new one beyond this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_PERSON = 10;

function endpointProblem(
  key: 'push.endpointInvalid' | 'push.endpointNotPublic' | 'push.endpointUnresolved',
): AppError {
  const message = validationMessages[key];
  return new AppError(400, 'VALIDATION_FAILED', message, {
    fields: [{ path: 'endpoint', key, message }],
  });
}

/**
 * Items at the same instant keep the order of `notificationKinds`: the sources are taken in the
 * order of the first kind each lists, whatever order the modules registered them in.
 */
const kindRank = (source: NotificationSource) =>
  Math.min(...source.kinds.map((kind) => notificationKinds.indexOf(kind)));

/** One list per person of what needs attention, computed from the sources; read state stored. */
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    /** What the areas registered; read per request, so every module built by then is in. */
    private readonly sources: Registry<NotificationSource>,
    private readonly preferences: Pick<NotificationPreferenceReads, 'of'>,
    private readonly events: EventBus,
    private readonly clock: () => Date = () => new Date(),
    private readonly push: {
      publicKey: string;
      allowHttpEndpoints: boolean;
      emailAvailable: boolean;
      /** Resolves the endpoint's host: only a public address is accepted (decision 017). */
      checkEndpoint: (endpoint: string) => Promise<EndpointCheck>;
    } = {
      publicKey: '',
      allowHttpEndpoints: false,
      emailAvailable: false,
      checkEndpoint: async () => 'ok',
    },
    /** The family's settings: Family → Notifications turns a kind off for every member. */
    private readonly familySettings: (
      familyId: string,
    ) => Promise<FamilySettings> = async () => ({}),
  ) {}

  /**
   * The person's items, newest first, with their read state: a kind the family turned off
   * (Family → Notifications) or the person turned off (Settings → Notifications) is left out.
   * The bell, the digest and push all read this list.
   */
  async items(
    user: Actor,
    timeZone: string,
    preferences?: NotificationPreferences,
  ): Promise<Notification[]> {
    const [prefs, family] = await Promise.all([
      preferences ?? this.preferences.of(user.id),
      this.familySettings(user.familyId),
    ]);
    const day = notificationDay(this.clock(), timeZone);
    const sources = [...this.sources.all].sort((a, b) => kindRank(a) - kindRank(b));
    const found = await Promise.all(sources.map((s) => s.notifications(user.familyId, day)));
    const candidates = found
      .flat()
      .filter((c) => notificationEnabled(family, familySettingOfKind[c.kind]))
      .filter((c) => prefs[preferenceOfKind[c.kind]])
      .filter((c) => !c.recipients || c.recipients.includes(user.id))
      .sort((a, b) => instant(b.date) - instant(a.date))
      .slice(0, NOTIFICATION_LIST_MAX);
    const keyed = candidates.map((c) => ({ ...c, key: `${c.kind}:${c.sourceId}:${c.version}` }));
    const states = await this.repo.states(
      user.id,
      keyed.map((c) => c.key),
    );
    return keyed.map((c) => ({
      key: c.key,
      kind: c.kind,
      params: c.params,
      link: c.link,
      date: c.date,
      read: states.get(c.key)?.read ?? false,
    }));
  }

  /** Whether the family shows Hijri dates (its Appearance setting): the e-mails follow it too. */
  async hijriDates(familyId: string): Promise<boolean> {
    const settings = await this.familySettings(familyId);
    return settings[appearanceSettingKeys.hijriDates] !== false;
  }

  async list(user: Actor, timeZone: string): Promise<NotificationList> {
    const notifications = await this.items(user, timeZone);
    return { notifications, unread: notifications.filter((n) => !n.read).length };
  }

  /** Marks one of the person's current items read; a key not in their list is 404. */
  async markRead(user: Actor, key: string, timeZone: string): Promise<Notification> {
    const item = (await this.items(user, timeZone)).find((n) => n.key === key);
    if (!item) throw notFound();
    if (!item.read) {
      await this.repo.markRead(user.id, [key], this.clock());
      await this.announce(user);
    }
    return { ...item, read: true };
  }

  async markAllRead(user: Actor, timeZone: string): Promise<{ marked: number }> {
    const unread = (await this.items(user, timeZone)).filter((n) => !n.read).map((n) => n.key);
    await this.repo.markRead(user.id, unread, this.clock());
    if (unread.length > 0) await this.announce(user);
    return { marked: unread.length };
  }

  /** The person's other tabs and devices refetch their list. */
  private async announce(user: Actor): Promise<void> {
    await this.events.publish({ topic: 'notifications', familyId: user.familyId, userId: user.id });
  }

  // ---- Web Push subscriptions

  async pushConfig(user: Actor): Promise<PushConfig> {
    return {
      publicKey: this.push.publicKey,
      subscriptions: (await this.repo.subscriptions(user.id)).length,
      emailAvailable: this.push.emailAvailable,
    };
  }

  /**
   * Stores the browser's subscription. What the list holds now counts as pushed: only items
   * that appear from now on are pushed.
   */
  async subscribe(user: Actor, input: PushSubscriptionInput): Promise<PushConfig> {
    // Push services answer on HTTPS; anything else would have the server post to any address.
    if (!this.push.allowHttpEndpoints && !input.endpoint.startsWith('https://')) {
      throw endpointProblem('push.endpointInvalid');
    }
    // Checked again before every send: a name may resolve elsewhere later.
    const check = await this.push.checkEndpoint(input.endpoint);
    if (check === 'refused') throw endpointProblem('push.endpointNotPublic');
    if (check === 'unresolved') throw endpointProblem('push.endpointUnresolved');
    const now = this.clock();
    await this.repo.subscribe(
      user.id,
      { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
      now,
      PUSH_SUBSCRIPTIONS_PER_PERSON,
    );
    const prefs = await this.preferences.of(user.id);
    const current = await this.items(user, prefs.timeZone, prefs);
    await this.repo.claimPush(
      user.id,
      current.map((n) => n.key),
      now,
    );
    return this.pushConfig(user);
  }

  async unsubscribe(user: Actor, endpoint: string): Promise<PushConfig> {
    if (!(await this.repo.unsubscribe(user.id, endpoint))) throw notFound();
    return this.pushConfig(user);
  }
}
