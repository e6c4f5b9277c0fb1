import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssetExpenseSchema,
  AssetScheduleSchema,
  AssetSchema,
  AssetsOverviewSchema,
  CompleteAssetScheduleInputSchema,
  CreateAssetExpenseInputSchema,
  CreateAssetInputSchema,
  CreateAssetScheduleInputSchema,
  CreateSmartReminderInputSchema,
  SmartReminderSchema,
  UpdateAssetInputSchema,
  UpdateAssetScheduleInputSchema,
  UpdateSmartReminderInputSchema,
} from '@usra/domain/assets/asset-schema';

import {
  commonErrors,
  IdParamsSchema,
  rowErrors,
  TimeZoneQuerySchema,
} from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { AssetsService } from './assets.service.js';
import {
  CompletionSchema,
  GetAssetsByIdExpensesAnswerSchema,
} from '@usra/domain/assets/assets-answers';

/** "Today" is the family's local date: the browser sends its time zone, as for vehicles. */
const NoContent = { 204: z.null(), ...rowErrors };

export const assetsRoutes = (service: AssetsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['assets'];
    app.addHook('onRequest', app.requireSession);

    app.get(
      '/assets/overview',
      {
        schema: {
          tags,
          summary: 'Assets, open schedules, newest expenses, active reminders and the totals',
          querystring: TimeZoneQuerySchema,
          response: { 200: AssetsOverviewSchema, ...commonErrors },
        },
      },
      async (request) => service.overview(actorOf(request), request.query.timeZone),
    );

    app.post(
      '/assets',
      {
        schema: {
          tags,
          summary: 'Add an asset (a warranty date adds a reminder 30 days before it)',
          body: CreateAssetInputSchema,
          response: { 201: AssetSchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(actorOf(request), request.body)),
    );

    app.patch(
      '/assets/:id',
      {
        schema: {
          tags,
          summary: 'Edit an asset (its warranty reminder follows the warranty date)',
          params: IdParamsSchema,
          body: UpdateAssetInputSchema,
          response: { 200: AssetSchema, ...rowErrors },
        },
      },
      async (request) => service.update(actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/assets/:id',
      {
        schema: {
          tags,
          summary: 'Delete an asset with its schedules, expenses and reminders',
          params: IdParamsSchema,
          response: NoContent,
        },
      },
      async (request, reply) => {
        await service.delete(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/assets/:id/expenses',
      {
        schema: {
          tags,
          summary: "An asset's expenses, newest first",
          params: IdParamsSchema,
          response: { 200: GetAssetsByIdExpensesAnswerSchema, ...rowErrors },
        },
      },
      async (request) => service.expenses(actorOf(request), request.params.id),
    );

    app.post(
      '/assets/:id/expenses',
      {
        schema: {
          tags,
          summary: 'Record an expense of an asset',
          params: IdParamsSchema,
          body: CreateAssetExpenseInputSchema,
          response: { 201: AssetExpenseSchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addExpense(actorOf(request), request.params.id, request.body)),
    );

    app.delete(
      '/asset-expenses/:id',
      {
        schema: { tags, summary: 'Delete an expense', params: IdParamsSchema, response: NoContent },
      },
      async (request, reply) => {
        await service.deleteExpense(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/assets/:id/schedules',
      {
        schema: {
          tags,
          summary: 'Schedule maintenance of an asset (a frequency brings it back when done)',
          params: IdParamsSchema,
          querystring: TimeZoneQuerySchema,
          body: CreateAssetScheduleInputSchema,
          response: { 201: AssetScheduleSchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.addSchedule(
              actorOf(request),
              request.params.id,
              request.body,
              request.query.timeZone,
            ),
          ),
    );

    app.patch(
      '/asset-schedules/:id',
      {
        schema: {
          tags,
          summary: 'Edit, reschedule, start, cancel or reopen an asset schedule',
          params: IdParamsSchema,
          querystring: TimeZoneQuerySchema,
          body: UpdateAssetScheduleInputSchema,
          response: { 200: AssetScheduleSchema, ...rowErrors },
        },
      },
      async (request) =>
        service.updateSchedule(
          actorOf(request),
          request.params.id,
          request.body,
          request.query.timeZone,
        ),
    );

    app.post(
      '/asset-schedules/:id/complete',
      {
        schema: {
          tags,
          summary: 'Complete a scheduled entry: its cost an expense, the next entry, at once',
          params: IdParamsSchema,
          querystring: TimeZoneQuerySchema,
          body: CompleteAssetScheduleInputSchema,
          response: { 200: CompletionSchema, ...rowErrors },
        },
      },
      async (request) =>
        service.completeSchedule(
          actorOf(request),
          request.params.id,
          request.body,
          request.query.timeZone,
        ),
    );

    app.post(
      '/assets/:id/reminders',
      {
        schema: {
          tags,
          summary: 'Add a reminder about an asset',
          params: IdParamsSchema,
          querystring: TimeZoneQuerySchema,
          body: CreateSmartReminderInputSchema,
          response: { 201: SmartReminderSchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.addReminder(
              actorOf(request),
              request.params.id,
              request.body,
              request.query.timeZone,
            ),
          ),
    );

    app.patch(
      '/asset-reminders/:id',
      {
        schema: {
          tags,
          summary: 'Dismiss, snooze, edit or switch off a reminder',
          params: IdParamsSchema,
          querystring: TimeZoneQuerySchema,
          body: UpdateSmartReminderInputSchema,
          response: { 200: SmartReminderSchema, ...rowErrors },
        },
      },
      async (request) =>
        service.updateReminder(
          actorOf(request),
          request.params.id,
          request.body,
          request.query.timeZone,
        ),
    );

    app.delete(
      '/asset-reminders/:id',
      {
        schema: { tags, summary: 'Delete a reminder', params: IdParamsSchema, response: NoContent },
      },
      async (request, reply) => {
        await service.deleteReminder(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
