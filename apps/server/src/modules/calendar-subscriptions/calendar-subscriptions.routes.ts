import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventListQuerySchema } from '@usra/domain/calendar/event-schema';
import {
  CreateSubscriptionInputSchema,
  IMPORT_MAX_BYTES,
  ImportSummarySchema,
  OccurrenceListSchema,
  SubscriptionBodySchema,
  SubscriptionListSchema,
  UpdateSubscriptionInputSchema,
} from '@usra/domain/calendar/subscription-schema';
import {
  commonErrors,
  IdParamsSchema,
  notFoundErrors,
  OkSchema,
  rowErrors,
  TimeZoneQuerySchema,
} from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { CalendarSubscriptionsService } from './calendar-subscriptions.service.js';

/** The file's text in JSON; a little over its limit so the service can say "too large". */
const ImportBodySchema = z.strictObject({
  content: z.string().max(IMPORT_MAX_BYTES * 2, { error: () => 'text.tooLong' }),
});

export const calendarSubscriptionsRoutes = (
  service: CalendarSubscriptionsService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.addHook('onRequest', app.requireSession);
    const tags = ['calendar subscriptions'];

    app.get(
      '/calendar/subscriptions',
      {
        schema: {
          tags,
          summary: "The family's subscribed calendars, each with its last fetch's outcome",
          response: { 200: SubscriptionListSchema, ...commonErrors },
        },
      },
      async (request) => ({ subscriptions: await service.list(actorOf(request)) }),
    );

    app.post(
      '/calendar/subscriptions',
      {
        schema: {
          tags,
          summary:
            'Subscribe to a calendar by URL (http, https, webcal); the first fetch is queued at once',
          body: CreateSubscriptionInputSchema,
          response: { 201: SubscriptionBodySchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ subscription: await service.create(actorOf(request), request.body) }),
    );

    app.patch(
      '/calendar/subscriptions/:id',
      {
        schema: {
          tags,
          summary: 'Rename or recolour a subscription',
          params: IdParamsSchema,
          body: UpdateSubscriptionInputSchema,
          response: { 200: SubscriptionBodySchema, ...rowErrors },
        },
      },
      async (request) => ({
        subscription: await service.update(actorOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/calendar/subscriptions/:id/refresh',
      {
        schema: {
          tags,
          summary: 'Fetch the calendar again now (queued; the screen updates when it is done)',
          params: IdParamsSchema,
          response: { 202: SubscriptionBodySchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send({ subscription: await service.refresh(actorOf(request), request.params.id) }),
    );

    app.delete(
      '/calendar/subscriptions/:id',
      {
        schema: {
          tags,
          summary: 'Unsubscribe: the calendar and its events go',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...rowErrors },
        },
      },
      async (request) => {
        await service.remove(actorOf(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/calendar/subscriptions/occurrences',
      {
        schema: {
          tags,
          summary: "Subscribed calendars' events overlapping a time range (read-only overlay)",
          querystring: EventListQuerySchema,
          response: { 200: OccurrenceListSchema, ...commonErrors },
        },
      },
      async (request) => ({
        occurrences: await service.occurrencesInRange(
          actorOf(request).familyId,
          request.query.from,
          request.query.to,
          request.query.limit * 4,
        ),
      }),
    );

    app.post(
      '/calendar/import',
      {
        bodyLimit: IMPORT_MAX_BYTES * 3,
        schema: {
          tags,
          summary:
            'Import an .ics file once into the family calendar: a summary of what was added and skipped (and why)',
          querystring: TimeZoneQuerySchema,
          body: ImportBodySchema,
          response: { 200: ImportSummarySchema, ...notFoundErrors },
        },
      },
      async (request) =>
        service.importFile(actorOf(request), request.body.content, request.query.timeZone),
    );
  };
