import type { AppModule, Platform } from '../../platform/module.js';
import type { FamilySettings } from '@usra/domain/family/settings-schema';
import type {
  NotificationAccountReads,
  NotificationPreferenceReads,
} from './notification-ports.js';
import {
  DIGEST_JOB,
  NotificationDelivery,
  SWEEP_EVERY_MS,
  type DeliveryReport,
} from './notification-delivery.js';
import type { NotificationRelay } from './notification-relay.js';
import { NotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';
import { OutboundError } from '../../platform/outbound/outbound.js';
import { createPushSender, vapidSubject, type PushSender } from './push-sender.js';

export { NotificationRelay } from './notification-relay.js';
export type {
  DigestSubscriber,
  NotificationAccountReads,
  NotificationPreferenceReads,
} from './notification-ports.js';

/**
 * What the centre needs besides the sources, which every area registers itself in
 * `platform.registries.notifications` (its items, topics and links).
 */
export interface NotificationsDeps {
  /** The family's settings (Family → Notifications turns a kind off for every member). */
  familySettings: (familyId: string) => Promise<FamilySettings>;
  preferences: NotificationPreferenceReads;
  /** Whose accounts are in which family (push subscriptions are per account). */
  accounts: NotificationAccountReads;
  /** The bus every module publishes on (it re-publishes source changes as `notifications`). */
  relay: NotificationRelay;
  /** Tests: a push service on plain HTTP, the periodic check off. */
  push?: { sender?: PushSender; allowHttpEndpoints?: boolean };
  sweep?: boolean;
}

export interface NotificationsModule extends AppModule {
  /** Runs the periodic check now (tests; production runs it every 5 minutes). */
  deliver: {
    sweep(): Promise<DeliveryReport>;
    changed(familyId: string): Promise<number>;
  };
}

/** The notification centre: the bell's list, read state, Web Push and the daily digest. */
export function notificationsModule(
  platform: Platform,
  deps: NotificationsDeps,
): NotificationsModule {
  const { db, config, mailer, jobs, log, clock, outbound, registries } = platform;
  const repo = new NotificationsRepository(db);
  const sources = registries.notifications;
  const service = new NotificationsService(
    repo,
    sources,
    deps.preferences,
    deps.relay,
    clock,
    {
      publicKey: config.vapid.publicKey,
      allowHttpEndpoints: deps.push?.allowHttpEndpoints ?? false,
      emailAvailable: mailer.configured,
      checkEndpoint: async (endpoint) => {
        try {
          await outbound.check(endpoint);
          return 'ok';
        } catch (error) {
          if (error instanceof OutboundError && error.reason === 'unresolved') return 'unresolved';
          return 'refused';
        }
      },
    },
    deps.familySettings,
  );
  const delivery = new NotificationDelivery(
    repo,
    service,
    deps.preferences,
    deps.accounts,
    deps.push?.sender ??
      createPushSender(config.vapid, vapidSubject(config.mailFrom, config.baseUrl), outbound),
    mailer,
    jobs,
    `${config.baseUrl}/app`,
    log,
    clock,
  );
  jobs.register(DIGEST_JOB, async (payload) => delivery.sendDigest(String(payload.userId)));
  return {
    name: 'notifications',
    prefix: '/api',
    async routes(app) {
      // Registered once every module is built, so every area's source is in.
      deps.relay.watch(
        sources.all.flatMap((s) => s.topics),
        (familyId) => void delivery.changed(familyId),
      );
      if (deps.sweep !== false) {
        let timer: NodeJS.Timeout | undefined;
        app.addHook('onReady', async () => {
          timer = setInterval(() => {
            delivery.sweep().catch((error: unknown) => log.error({ err: error }, 'sweep failed'));
          }, SWEEP_EVERY_MS);
          timer.unref();
        });
        app.addHook('onClose', async () => clearInterval(timer));
      }
      await app.register(notificationsRoutes(service));
    },
    deliver: {
      sweep: () => delivery.sweep(),
      changed: (familyId) => delivery.changed(familyId),
    },
  };
}
