import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompleteMaintenanceInputSchema,
  CreateHistoryInputSchema,
  CreateMaintenanceItemInputSchema,
  MaintenanceHistoryPageSchema,
  MaintenanceHistorySchema,
  MaintenanceItemSchema,
  MaintenanceOverviewSchema,
  MaintenanceScheduleSchema,
  UpdateMaintenanceItemInputSchema,
  UpdateScheduleInputSchema,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { TimeZoneSchema } from '@usra/domain/tasks/task-query';
import {
  commonErrors,
  IdParamsSchema,
  rowErrors,
  TimeZoneQuerySchema,
} from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { HouseMaintenanceService } from './house-maintenance.service.js';
import {
  CompletionSchema,
  DeleteHouseMaintenanceItemsById204AnswerSchema,
  GetHouseMaintenanceItemsAnswerSchema,
  GetHouseMaintenanceSchedulesAnswerSchema,
} from '@usra/domain/house-maintenance/house-maintenance-answers';

/** "Today" is the family's local date: the browser sends its time zone, as for vehicles. */
const timeZone = TimeZoneSchema.default('UTC');
const SchedulesQuerySchema = z.strictObject({
  status: z.enum(['open', 'all']).default('open'),
  timeZone,
});
const HistoryQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemId: z.string().min(1).max(100).optional(),
});

export const houseMaintenanceRoutes = (service: HouseMaintenanceService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['house-maintenance'];
    app.addHook('onRequest', app.requireSession);

    app.get(
      '/house-maintenance/overview',
      {
        schema: {
          tags,
          summary: 'Items, open schedules, the first history page and the four totals',
          querystring: TimeZoneQuerySchema,
          response: { 200: MaintenanceOverviewSchema, ...commonErrors },
        },
      },
      // Already JSON (kept between changes): sent as it is, not serialized again.
      async (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send((await service.overviewJson(actorOf(request), request.query.timeZone)) as never),
    );

    app.get(
      '/house-maintenance/items',
      {
        schema: {
          tags,
          summary: "The family's maintenance items, newest first",
          response: { 200: GetHouseMaintenanceItemsAnswerSchema, ...commonErrors },
        },
      },
      async (request) => service.items(actorOf(request)),
    );

    app.post(
      '/house-maintenance/items',
      {
        schema: {
          tags,
          summary: 'Add a maintenance item (its first scheduled entry is created with it)',
          querystring: TimeZoneQuerySchema,
          body: CreateMaintenanceItemInputSchema,
          response: { 201: MaintenanceItemSchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.createItem(actorOf(request), request.body, request.query.timeZone)),
    );

    app.patch(
      '/house-maintenance/items/:id',
      {
        schema: {
          tags,
          summary: 'Edit an item (frequency and dates move its open entry)',
          params: IdParamsSchema,
          querystring: TimeZoneQuerySchema,
          body: UpdateMaintenanceItemInputSchema,
          response: { 200: MaintenanceItemSchema, ...rowErrors },
        },
      },
      async (request) =>
        service.updateItem(
          actorOf(request),
          request.params.id,
          request.body,
          request.query.timeZone,
        ),
    );

    app.delete(
      '/house-maintenance/items/:id',
      {
        schema: {
          tags,
          summary: 'Delete an item with its schedules and history',
          params: IdParamsSchema,
          response: { 204: DeleteHouseMaintenanceItemsById204AnswerSchema, ...rowErrors },
        },
      },
      async (request, reply) => {
        await service.deleteItem(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/house-maintenance/schedules',
      {
        schema: {
          tags,
          summary: 'Schedules, soonest first (open: scheduled and in progress)',
          querystring: SchedulesQuerySchema,
          response: { 200: GetHouseMaintenanceSchedulesAnswerSchema, ...commonErrors },
        },
      },
      async (request) =>
        service.schedules(
          actorOf(request),
          request.query.status === 'open',
          request.query.timeZone,
        ),
    );

    app.patch(
      '/house-maintenance/schedules/:id',
      {
        schema: {
          tags,
          summary: 'Reschedule, start, cancel or reopen an entry',
          params: IdParamsSchema,
          querystring: TimeZoneQuerySchema,
          body: UpdateScheduleInputSchema,
          response: { 200: MaintenanceScheduleSchema, ...rowErrors },
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
      '/house-maintenance/schedules/:id/complete',
      {
        schema: {
          tags,
          summary: 'Complete a scheduled entry: history, item dates and the next entry at once',
          params: IdParamsSchema,
          querystring: TimeZoneQuerySchema,
          body: CompleteMaintenanceInputSchema,
          response: { 200: CompletionSchema, ...rowErrors },
        },
      },
      async (request) =>
        service.complete(actorOf(request), request.params.id, request.body, request.query.timeZone),
    );

    app.get(
      '/house-maintenance/history',
      {
        schema: {
          tags,
          summary: 'History, newest first, 50 a page',
          querystring: HistoryQuerySchema,
          response: { 200: MaintenanceHistoryPageSchema, ...rowErrors },
        },
      },
      async (request) =>
        service.history(actorOf(request), request.query.page, request.query.itemId),
    );

    app.post(
      '/house-maintenance/history',
      {
        schema: {
          tags,
          summary: 'Record a repair, inspection or replacement by hand',
          querystring: TimeZoneQuerySchema,
          body: CreateHistoryInputSchema,
          response: { 201: MaintenanceHistorySchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addHistory(actorOf(request), request.body, request.query.timeZone)),
    );
  };
