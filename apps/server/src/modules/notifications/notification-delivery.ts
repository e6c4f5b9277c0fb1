import type { FastifyBaseLogger } from 'fastify';
import { localDate, localParts } from '@usra/domain/common/dates';
import type { Notification } from '@usra/domain/notifications/notification-schema';
import {
  digestMail,
  mailDate,
  notificationText,
} from '@usra/domain/notifications/notification-text';
import type { NotificationPreferences } from '@usra/domain/settings/settings-schema';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mailer.js';
import type {
  NotificationAccountReads,
  NotificationPreferenceReads,
} from './notification-ports.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { NotificationsService } from './notifications.service.js';
import type { PushSender } from './push-sender.js';

/** The digest goes out at the first check after this local hour. */
export const DIGEST_HOUR = 7;
/** How often an instance checks for due digests and items that became due with time. */
export const SWEEP_EVERY_MS = 5 * 60_000;
/** The durable job (platform/jobs) that sends one person's digest. */
export const DIGEST_JOB = 'notifications.digest';
/**
 * How long an instance trusts what it last read of a family's push subscribers. Every change
 * asked the database twice (the family's accounts, then which have a subscription), and most
 * families have none. A subscription made or removed on this instance counts at once; one made
 * through another instance counts within this time. Nothing is lost meanwhile, only pushed
 * later: an item is claimed when it is pushed, so the family's next change after it, or the
 * sweep, pushes what was missed.
 */
export const PUSH_USERS_FRESH_MS = 30_000;
/** Families whose push subscribers an instance keeps at most (then it starts again). */
const PUSH_USERS_KEPT = 10_000;
/** At most this many pushes for one person at once (the rest wait in the list). */
const PUSHES_AT_ONCE = 5;

export interface DeliveryReport {
  pushed: number;
  digests: number;
}

/**
 * What leaves the server: Web Push for new items, and the daily digest e-mail. Both are claimed
 * in the database first (a push per item key, a digest per person per day), so several instances
 * send each once.
 */
export class NotificationDelivery {
  /** Per family: the check running now, and whether another change came in meanwhile. */
  private readonly running = new Map<string, { again: boolean; done: Promise<number> }>();
  /** Per family: its accounts with a push subscription, as read at `at` (`pushUsersOf`). */
  private readonly pushUsersRead = new Map<
    string,
    { users: string[]; at: number; writes: number }
  >();

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly service: NotificationsService,
    private readonly preferences: NotificationPreferenceReads,
    private readonly accounts: NotificationAccountReads,
    private readonly push: PushSender,
    private readonly mailer: Mailer,
    private readonly jobs: Pick<JobQueue, 'enqueue'>,
    private readonly appUrl: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * A source of the family changed: push what is new to those with a subscription. Changes that
   * arrive while a check runs make one more check after it, not one each.
   */
  changed(familyId: string): Promise<number> {
    const current = this.running.get(familyId);
    if (current) {
      current.again = true;
      return current.done;
    }
    const entry = { again: false, done: Promise.resolve(0) };
    entry.done = (async () => {
      let pushed = 0;
      try {
        do {
          entry.again = false;
          pushed += await this.pushNew(familyId);
        } while (entry.again);
      } catch (error) {
        this.log.error({ err: error, familyId }, 'notification push failed');
      } finally {
        this.running.delete(familyId);
      }
      return pushed;
    })();
    this.running.set(familyId, entry);
    return entry.done;
  }

  /** Pushes each unread item nobody has pushed yet to each of the person's subscriptions. */
  async pushNew(familyId: string): Promise<number> {
    let pushed = 0;
    for (const userId of await this.pushUsersOf(familyId)) {
      const prefs = await this.preferences.of(userId);
      const user = { id: userId, familyId };
      const unread = (await this.service.items(user, prefs.timeZone, prefs)).filter((n) => !n.read);
      const claimed = new Set(
        await this.repo.claimPush(
          userId,
          unread.map((n) => n.key),
          this.clock(),
        ),
      );
      const fresh = unread.filter((n) => claimed.has(n.key)).slice(0, PUSHES_AT_ONCE);
      if (fresh.length === 0) continue;
      const subscriptions = await this.repo.subscriptions(userId);
      for (const item of fresh) {
        const payload = pushPayload(item, prefs);
        for (const sub of subscriptions) {
          const outcome = await this.push.send(sub, payload);
          if (outcome === 'gone') await this.repo.removeSubscription(sub.id);
          if (outcome === 'sent') pushed += 1;
        }
      }
    }
    return pushed;
  }

  /** The family's accounts with a push subscription, read again after `PUSH_USERS_FRESH_MS`. */
  private async pushUsersOf(familyId: string): Promise<string[]> {
    const now = this.clock().getTime();
    const writes = this.repo.subscriptionWrites;
    const read = this.pushUsersRead.get(familyId);
    if (read && read.writes === writes && Math.abs(now - read.at) < PUSH_USERS_FRESH_MS) {
      return read.users;
    }
    const users = await this.repo.pushUsers(await this.accounts.ofFamily(familyId));
    if (this.pushUsersRead.size >= PUSH_USERS_KEPT) this.pushUsersRead.clear();
    this.pushUsersRead.set(familyId, { users, at: now, writes });
    return users;
  }

  /**
   * Queues each due digest once: opted in, SMTP configured, past 07:00 locally, not empty. The
   * day is claimed first (one row per person per day), then a durable job sends the e-mail,
   * retried with backoff if the SMTP server fails.
   */
  async digests(): Promise<number> {
    if (!this.mailer.configured) return 0;
    const now = this.clock();
    let queued = 0;
    for (const subscriber of await this.preferences.digestSubscribers()) {
      const { userId, familyId, preferences: prefs } = subscriber;
      if (localParts(now, prefs.timeZone).hour < DIGEST_HOUR) continue;
      const day = localDate(now, prefs.timeZone);
      if (await this.repo.digestSent(userId, day)) continue;
      const items = await this.service.items({ id: userId, familyId }, prefs.timeZone, prefs);
      if (items.length === 0) continue;
      if (!(await this.repo.claimDigest(userId, day, now))) continue;
      await this.jobs.enqueue(DIGEST_JOB, { userId, day });
      queued += 1;
    }
    return queued;
  }

  /** The digest job: the list as it is when the job runs, in the person's language. */
  async sendDigest(userId: string): Promise<void> {
    const subscriber = (await this.preferences.digestSubscribers()).find(
      (s) => s.userId === userId,
    );
    if (!subscriber) return; // turned off (or the account is gone) since
    const { familyId, email, preferences: prefs } = subscriber;
    const items = await this.service.items({ id: userId, familyId }, prefs.timeZone, prefs);
    if (items.length === 0) return;
    const lines = items.map((n) => notificationText(n.kind, n.params, prefs.language));
    const day = localDate(this.clock(), prefs.timeZone);
    const date = mailDate(day, prefs.language, await this.service.hijriDates(familyId));
    await this.mailer.send({
      to: email,
      ...digestMail(lines, this.appUrl, prefs.language, date),
    });
  }

  /** The periodic check: items that became due with time are pushed; due digests sent. */
  async sweep(): Promise<DeliveryReport> {
    let pushed = 0;
    // Read afresh: the sweep is what catches a subscription another instance took.
    this.pushUsersRead.clear();
    const families = await this.accounts.familiesOf(await this.repo.pushUsers());
    for (const familyId of families) pushed += await this.changed(familyId);
    return { pushed, digests: await this.digests() };
  }
}

/** What the service worker shows: the item's text in the person's language and its screen. */
export function pushPayload(item: Notification, prefs: NotificationPreferences): string {
  return JSON.stringify({
    title: notificationText(item.kind, item.params, prefs.language),
    body: '',
    url: item.link,
    tag: item.key,
    lang: prefs.language,
    dir: prefs.language === 'ar' ? 'rtl' : 'ltr',
  });
}
