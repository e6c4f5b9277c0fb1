import type { AppModule, Platform } from '../../platform/module.js';
import { OutboundFetcher } from '../../platform/outbound/outbound.js';
import type { CalendarModule } from '../calendar/calendar.module.js';
import { CalendarSubscriptionsRepository } from './calendar-subscriptions.repository.js';
import { calendarSubscriptionsRoutes } from './calendar-subscriptions.routes.js';
import {
  CalendarSubscriptionsService,
  FETCH_JOB,
  type SubscriptionsOptions,
} from './calendar-subscriptions.service.js';

/** Every instance looks at the schedule this often; one claims each due subscription. */
export const SCHEDULE_EVERY_MS = 60_000;

/** What the CalDAV server (and the calendar screen) read of the subscriptions. */
export interface SubscriptionReads {
  /** Occurrences overlapping [fromIso, toIso), soonest first, with their calendar's name and colour. */
  occurrencesInRange: CalendarSubscriptionsService['occurrencesInRange'];
  /** The family's subscriptions: id, name and colour. */
  calendars: CalendarSubscriptionsService['calendars'];
  /** Every stored occurrence of one subscription of the family. */
  occurrencesOf: CalendarSubscriptionsService['occurrencesOf'];
}

export interface CalendarSubscriptionsModule extends AppModule {
  reads: SubscriptionReads;
  /** Tests: look at the schedule now (production does it every minute). */
  schedule: { due(): Promise<string[]> };
}

/**
 * Calendar subscriptions and .ics import (issue 31, decision 022). Fetches go through the
 * guarded fetcher; CALENDAR_FETCH_ALLOW_PRIVATE lets them reach loopback and private networks.
 */
export function calendarSubscriptionsModule(
  platform: Platform,
  deps: {
    calendar: Pick<CalendarModule, 'imports'>;
    fetchLimits?: SubscriptionsOptions['fetchLimits'];
    schedule?: boolean;
  },
): CalendarSubscriptionsModule {
  const { db, config, events, audit, jobs, clock, log } = platform;
  const outbound = config.calendarFetch.allowPrivate
    ? new OutboundFetcher(['0.0.0.0/0', '::/0'])
    : platform.outbound;
  const service = new CalendarSubscriptionsService(
    new CalendarSubscriptionsRepository(db),
    outbound,
    jobs,
    events,
    audit,
    deps.calendar.imports,
    { refreshMinutes: config.calendarFetch.refreshMinutes, fetchLimits: deps.fetchLimits },
    clock,
  );
  jobs.register(FETCH_JOB, async (payload) => service.fetchNow(String(payload.id)));
  return {
    name: 'calendar-subscriptions',
    prefix: '/api',
    async routes(app) {
      if (deps.schedule !== false) {
        let timer: NodeJS.Timeout | undefined;
        app.addHook('onReady', async () => {
          timer = setInterval(() => {
            service
              .scheduleDue()
              .catch((error: unknown) => log.error({ err: error }, 'calendar schedule failed'));
          }, SCHEDULE_EVERY_MS);
          timer.unref();
        });
        app.addHook('onClose', async () => clearInterval(timer));
      }
      await app.register(calendarSubscriptionsRoutes(service));
    },
    reads: {
      occurrencesInRange: (...args) => service.occurrencesInRange(...args),
      calendars: (familyId) => service.calendars(familyId),
      occurrencesOf: (familyId, id) => service.occurrencesOf(familyId, id),
    },
    schedule: { due: () => service.scheduleDue() },
  };
}
