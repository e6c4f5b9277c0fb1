import {
  CreateSubscriptionInputSchema,
  type CalendarSubscription,
  type CreateSubscriptionInput,
} from '@usra/domain/calendar/subscription-schema';
import { engineOf } from '../../db/sql-json.js';
import { CalendarSubscriptionsRepository } from '../../modules/calendar-subscriptions/calendar-subscriptions.repository.js';
import { CalendarSubscriptionsService } from '../../modules/calendar-subscriptions/calendar-subscriptions.service.js';
import { JobQueue } from '../../platform/jobs/jobs.js';
import { OutboundFetcher } from '../../platform/outbound/outbound.js';
import { actorOf, type FactoryEnv, type FamilyActor } from './shared.js';

export interface CalendarFactories {
  /**
   * A subscribed calendar ("School", sky blue, at a loopback address the guarded fetcher
   * refuses by default) and its first fetch, queued with it: the app's job worker runs it at its
   * next look at the queue, as after a subscription made through the API.
   */
  newCalendarSubscription(
    family: FamilyActor,
    overrides?: Partial<CreateSubscriptionInput>,
  ): Promise<CalendarSubscription>;
}

/** Calendar rows written through the calendar-subscriptions service. */
export function calendarFactories(env: FactoryEnv): CalendarFactories {
  const { db, config, clock, audit, unheard } = env;
  const now = () => clock.now;
  /** Creating fetches nothing and imports nothing: the job does, in the app. */
  const unused = () => {
    throw new Error('factories: fetching and importing are not part of subscribing');
  };
  return {
    newCalendarSubscription(family, o = {}) {
      const input = CreateSubscriptionInputSchema.parse({
        name: 'School',
        url: 'http://127.0.0.1:9/school.ics',
        colour: '#0ea5e9',
        ...o,
      });
      // A queue of this process that never claims: it only writes the job in the transaction.
      const quiet = { warn: unused, error: unused };
      const jobs = new JobQueue(db, engineOf(db), { log: quiet, clock: now });
      const service = new CalendarSubscriptionsService(
        new CalendarSubscriptionsRepository(db),
        new OutboundFetcher(),
        jobs,
        unheard,
        audit,
        { importEvents: unused },
        { refreshMinutes: config.calendarFetch.refreshMinutes },
        now,
      );
      return service.create(actorOf(family), input);
    },
  };
}
