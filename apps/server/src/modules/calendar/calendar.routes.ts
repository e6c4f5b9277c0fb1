import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CalendarEventAnswerSchema,
  CalendarFeedAnswerSchema,
  CalendarFeedFileAnswerSchema,
  GetCalendarEventsAnswerSchema,
} from '@usra/domain/calendar/calendar-answers';
import {
  CreateEventInputSchema,
  EventListQuerySchema,
  UpdateEventInputSchema,
} from '@usra/domain/calendar/event-schema';
import {
  commonErrors,
  ErrorResponseSchema,
  IdParamsSchema,
  OkSchema,
} from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { CalendarService } from './calendar.service.js';

const notFound = { 404: ErrorResponseSchema };

export const calendarRoutes = (service: CalendarService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['calendar'];

    // The feed is read by calendar apps, which have no session: the secret token is the key.
    app.get(
      '/calendar/feed/:file',
      {
        schema: {
          tags,
          summary: 'The family calendar as iCalendar (secret URL)',
          params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/) }),
          response: { 200: CalendarFeedFileAnswerSchema, ...notFound, ...commonErrors },
        },
      },
      async (request, reply) => {
        const text = await service.feedText(request.params.file.replace(/\.ics$/, ''));
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .send(text);
      },
    );

    await app.register(async (plain) => {
      const guarded = plain.withTypeProvider<ZodTypeProvider>();
      guarded.addHook('onRequest', app.requireSession);

      guarded.get(
        '/calendar/events',
        {
          schema: {
            tags,
            summary: 'Events overlapping a time range, soonest first',
            querystring: EventListQuerySchema,
            response: { 200: GetCalendarEventsAnswerSchema, ...commonErrors },
          },
        },
        async (request) => ({
          events: await service.list(
            actorOf(request),
            new Date(request.query.from).toISOString(),
            new Date(request.query.to).toISOString(),
            request.query.limit,
          ),
        }),
      );

      guarded.post(
        '/calendar/events',
        {
          schema: {
            tags,
            summary: 'Add an event',
            body: CreateEventInputSchema,
            response: { 201: CalendarEventAnswerSchema, ...commonErrors },
          },
        },
        async (request, reply) =>
          reply.status(201).send({ event: await service.create(actorOf(request), request.body) }),
      );

      guarded.patch(
        '/calendar/events/:id',
        {
          schema: {
            tags,
            summary: 'Edit an event',
            params: IdParamsSchema,
            body: UpdateEventInputSchema,
            response: { 200: CalendarEventAnswerSchema, ...notFound, ...commonErrors },
          },
        },
        async (request) => ({
          event: await service.update(actorOf(request), request.params.id, request.body),
        }),
      );

      guarded.delete(
        '/calendar/events/:id',
        {
          schema: {
            tags,
            summary: 'Delete an event',
            params: IdParamsSchema,
            response: { 200: OkSchema, ...notFound, ...commonErrors },
          },
        },
        async (request) => {
          await service.delete(actorOf(request), request.params.id);
          return { ok: true as const };
        },
      );

      guarded.get(
        '/calendar/feed',
        {
          schema: {
            tags,
            summary: "The family's secret calendar feed URL",
            response: { 200: CalendarFeedAnswerSchema, ...commonErrors },
          },
        },
        async (request) => service.feed(actorOf(request)),
      );

      guarded.post(
        '/calendar/feed/regenerate',
        {
          schema: {
            tags,
            summary: 'Replace the feed URL; the old one stops working',
            response: { 200: CalendarFeedAnswerSchema, ...commonErrors },
          },
        },
        async (request) => service.regenerateFeed(actorOf(request)),
      );
    });
  };
