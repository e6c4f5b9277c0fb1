import {
  CreateSubscriptionInputSchema,
  type CalendarSubscription,
  type CreateSubscriptionInput,
} from '@usra/domain/calendar/subscription-schema';
import { CalendarSubscriptionsRepository } from '../../modules/calendar-subscriptions/calendar-subscriptions.repository.js';
import { CalendarSubscriptionsService } from '../../modules/calendar-subscriptions/calendar-subscriptions.service.js';
import { OutboundFetcher } from '../../platform/outbound/outbound.js';
import { actorOf, unused, writeOnlyJobs, type FactoryEnv, type FamilyActor } from './shared.js';

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
  return {
    newCalendarSubscription(family, o = {}) {
      const input = CreateSubscriptionInputSchema.parse({
        name: 'School',
        url: 'http://127.0.0.1:9/school.ics',
        colour: '#0ea5e9',
        ...o,
      });
      const service = new CalendarSubscriptionsService(
        new CalendarSubscriptionsRepository(db),
        new OutboundFetcher(),
        writeOnlyJobs(env),
        unheard,
        audit,
        { importEvents: unused('importing') }, // the fetch job imports, in the app
        { refreshMinutes: config.calendarFetch.refreshMinutes },
        now,
      );
      return service.create(actorOf(family), input);
    },
  };
}
