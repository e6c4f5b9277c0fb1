import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MarkAllReadInputSchema,
  MarkReadInputSchema,
  NotificationListSchema,
  NotificationQuerySchema,
  PushConfigSchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeInputSchema,
} from '@usra/domain/notifications/notification-schema';
import { commonErrors, notFoundErrors } from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { NotificationsService } from './notifications.service.js';
import {
  PostNotificationsReadAllAnswerSchema,
  PostNotificationsReadAnswerSchema,
} from '@usra/domain/notifications/notifications-answers';

const tags = ['notifications'];

/** The bell's list, read state, and Web Push subscriptions of the signed-in person. */
export const notificationsRoutes = (service: NotificationsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.addHook('onRequest', app.requireSession);

    app.get(
      '/notifications',
      {
        schema: {
          tags,
          summary: 'What needs attention: overdue tasks, events today, maintenance, vehicles…',
          querystring: NotificationQuerySchema,
          response: { 200: NotificationListSchema, ...commonErrors },
        },
      },
      async (request) => service.list(actorOf(request), request.query.timeZone),
    );

    app.post(
      '/notifications/read',
      {
        schema: {
          tags,
          summary: 'Marks one of the list’s items read (404 for a key not in the list)',
          body: MarkReadInputSchema,
          response: { 200: PostNotificationsReadAnswerSchema, ...notFoundErrors },
        },
      },
      async (request) => ({
        notification: await service.markRead(
          actorOf(request),
          request.body.key,
          request.body.timeZone,
        ),
      }),
    );

    app.post(
      '/notifications/read-all',
      {
        schema: {
          tags,
          summary: 'Marks every item of the list read',
          body: MarkAllReadInputSchema,
          response: { 200: PostNotificationsReadAllAnswerSchema, ...commonErrors },
        },
      },
      async (request) => service.markAllRead(actorOf(request), request.body.timeZone),
    );

    app.get(
      '/notifications/push',
      {
        schema: {
          tags,
          summary: "The server's Web Push key and how many subscriptions the person has",
          response: { 200: PushConfigSchema, ...commonErrors },
        },
      },
      async (request) => service.pushConfig(actorOf(request)),
    );

    app.post(
      '/notifications/push/subscribe',
      {
        schema: {
          tags,
          summary: "Stores this browser's push subscription: new items are pushed to it",
          body: PushSubscriptionInputSchema,
          response: { 201: PushConfigSchema, ...commonErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.subscribe(actorOf(request), request.body)),
    );

    app.post(
      '/notifications/push/unsubscribe',
      {
        schema: {
          tags,
          summary: "Removes this browser's push subscription",
          body: PushUnsubscribeInputSchema,
          response: { 200: PushConfigSchema, ...notFoundErrors },
        },
      },
      async (request) => service.unsubscribe(actorOf(request), request.body.endpoint),
    );
  };
