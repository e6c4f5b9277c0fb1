import type { AppModule, Platform } from '../../platform/module.js';
import type { NotificationSource } from '../../platform/notification-source.js';
import type { NotificationPreferenceReads } from '../settings/settings.module.js';
import {
  DIGEST_JOB,
  NotificationDelivery,
  SWEEP_EVERY_MS,
  type DeliveryReport,
} from './notification-delivery.js';
import type { NotificationRelay } from './notification-relay.js';
import { builtInSources, type SourceReads } from './notification-sources.js';
import { NotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';
import { OutboundError } from '../../platform/outbound/outbound.js';
import { createPushSender, vapidSubject, type PushSender } from './push-sender.js';

export { NotificationRelay } from './notification-relay.js';
export type { SourceReads } from './notification-sources.js';

export interface NotificationsDeps {
  reads: SourceReads;
  /** More sources (the documents module's expiring documents). */
  sources?: NotificationSource[];
  preferences: NotificationPreferenceReads;
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
  const { db, config, mailer, jobs, log, clock, outbound } = platform;
  const repo = new NotificationsRepository(db);
  const sources = [...builtInSources(deps.reads), ...(deps.sources ?? [])];
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
    (familyId) => deps.reads.family.settings(familyId),
  );
  const delivery = new NotificationDelivery(
    repo,
    service,
    deps.preferences,
    deps.push?.sender ??
      createPushSender(config.vapid, vapidSubject(config.mailFrom, config.baseUrl), outbound),
    mailer,
    jobs,
    `${config.baseUrl}/app`,
    log,
    clock,
  );
  jobs.register(DIGEST_JOB, async (payload) => delivery.sendDigest(String(payload.userId)));
  deps.relay.watch(
    sources.flatMap((s) => s.topics),
    (familyId) => void delivery.changed(familyId),
  );
  return {
    name: 'notifications',
    prefix: '/api',
    async routes(app) {
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
