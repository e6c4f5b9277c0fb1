import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateFuelLogInputSchema,
  CreateServiceLogInputSchema,
  CreateVehicleInputSchema,
  UpdateVehicleInputSchema,
  VinSchema,
} from '@usra/domain/vehicles/vehicle-schema';

import {
  CreateReminderInputSchema,
  ReminderDoneInputSchema,
  UpdateReminderInputSchema,
} from '@usra/domain/vehicles/reminder-schema';
import {
  commonErrors,
  ErrorResponseSchema,
  IdParamsSchema,
  OkSchema,
  rowErrors,
  TimeZoneQuerySchema,
} from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { VehiclesService } from './vehicles.service.js';
import type { VinService } from './vin.service.js';
import {
  GetVehicleRemindersAnswerSchema,
  GetVehiclesAnswerSchema,
  GetVehiclesByIdFuelLogsAnswerSchema,
  GetVehiclesByIdRemindersAnswerSchema,
  GetVehiclesByIdServiceLogsAnswerSchema,
  PostVehiclesByIdFuelLogsAnswerSchema,
  PostVehiclesByIdRemindersByReminderIdDoneAnswerSchema,
  PostVehiclesByIdServiceLogsAnswerSchema,
  PostVehiclesVinDecodeAnswerSchema,
  ReminderBodySchema,
  VehicleBodySchema,
} from '@usra/domain/vehicles/vehicles-answers';

const LogParamsSchema = z.object({
  id: z.string().min(1).max(100),
  logId: z.string().min(1).max(100),
});
const ReminderParamsSchema = z.object({
  id: z.string().min(1).max(100),
  reminderId: z.string().min(1).max(100),
});

export const vehiclesRoutes = (service: VehiclesService, vins: VinService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['vehicles'];
    app.addHook('onRequest', app.requireSession);

    app.get(
      '/vehicles',
      {
        schema: {
          tags,
          summary: "The family's vehicles, newest first",
          response: { 200: GetVehiclesAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({ vehicles: await service.list(actorOf(request)) }),
    );

    app.post(
      '/vehicles/vin-decode',
      {
        schema: {
          tags,
          summary: 'Decode a VIN: maker, country, model year (offline), more with VIN_DECODER_URL',
          body: z.strictObject({ vin: VinSchema }),
          response: {
            200: PostVehiclesVinDecodeAnswerSchema,
            422: ErrorResponseSchema,
            503: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => ({ decoded: await vins.decode(actorOf(request), request.body.vin) }),
    );

    app.post(
      '/vehicles',
      {
        schema: {
          tags,
          summary: 'Add a vehicle (a VIN is unique within the family)',
          body: CreateVehicleInputSchema,
          response: { 201: VehicleBodySchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ vehicle: await service.create(actorOf(request), request.body) }),
    );

    app.get(
      '/vehicles/:id',
      {
        schema: {
          tags,
          summary: 'One vehicle',
          params: IdParamsSchema,
          response: { 200: VehicleBodySchema, ...rowErrors },
        },
      },
      async (request) => ({ vehicle: await service.get(actorOf(request), request.params.id) }),
    );

    app.patch(
      '/vehicles/:id',
      {
        schema: {
          tags,
          summary: 'Edit a vehicle',
          params: IdParamsSchema,
          body: UpdateVehicleInputSchema,
          response: { 200: VehicleBodySchema, ...rowErrors },
        },
      },
      async (request) => ({
        vehicle: await service.update(actorOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/vehicles/:id',
      {
        schema: {
          tags,
          summary: 'Delete a vehicle with its logs',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...rowErrors },
        },
      },
      async (request) => {
        await service.delete(actorOf(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/vehicles/:id/fuel-logs',
      {
        schema: {
          tags,
          summary: "A vehicle's fill-ups, newest first, with its fuel economy",
          params: IdParamsSchema,
          response: {
            200: GetVehiclesByIdFuelLogsAnswerSchema,
            ...rowErrors,
          },
        },
      },
      async (request) => service.fuelLogs(actorOf(request), request.params.id),
    );

    app.post(
      '/vehicles/:id/fuel-logs',
      {
        schema: {
          tags,
          summary: 'Log a fill-up (moves the mileage forward)',
          params: IdParamsSchema,
          body: CreateFuelLogInputSchema,
          response: {
            201: PostVehiclesByIdFuelLogsAnswerSchema,
            ...rowErrors,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addFuelLog(actorOf(request), request.params.id, request.body)),
    );

    app.delete(
      '/vehicles/:id/fuel-logs/:logId',
      {
        schema: {
          tags,
          summary: 'Delete a fill-up',
          params: LogParamsSchema,
          response: { 200: VehicleBodySchema, ...rowErrors },
        },
      },
      async (request) => ({
        vehicle: await service.deleteFuelLog(
          actorOf(request),
          request.params.id,
          request.params.logId,
        ),
      }),
    );

    app.get(
      '/vehicles/:id/service-logs',
      {
        schema: {
          tags,
          summary: "A vehicle's services and repairs, newest first",
          params: IdParamsSchema,
          response: { 200: GetVehiclesByIdServiceLogsAnswerSchema, ...rowErrors },
        },
      },
      async (request) => ({
        serviceLogs: await service.serviceLogs(actorOf(request), request.params.id),
      }),
    );

    app.post(
      '/vehicles/:id/service-logs',
      {
        schema: {
          tags,
          summary: 'Log a service or repair (moves the mileage and last service date forward)',
          params: IdParamsSchema,
          body: CreateServiceLogInputSchema,
          response: {
            201: PostVehiclesByIdServiceLogsAnswerSchema,
            ...rowErrors,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addServiceLog(actorOf(request), request.params.id, request.body)),
    );

    app.delete(
      '/vehicles/:id/service-logs/:logId',
      {
        schema: {
          tags,
          summary: 'Delete a service entry',
          params: LogParamsSchema,
          response: { 200: VehicleBodySchema, ...rowErrors },
        },
      },
      async (request) => ({
        vehicle: await service.deleteServiceLog(
          actorOf(request),
          request.params.id,
          request.params.logId,
        ),
      }),
    );

    app.get(
      '/vehicle-reminders',
      {
        schema: {
          tags,
          summary: "Every vehicle's reminders, most urgent first",
          querystring: TimeZoneQuerySchema,
          response: {
            200: GetVehicleRemindersAnswerSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => ({
        reminders: await service.allReminders(actorOf(request), request.query.timeZone),
      }),
    );

    app.get(
      '/vehicles/:id/reminders',
      {
        schema: {
          tags,
          summary: "A vehicle's reminders by date and distance, most urgent first",
          params: IdParamsSchema,
          querystring: TimeZoneQuerySchema,
          response: { 200: GetVehiclesByIdRemindersAnswerSchema, ...rowErrors },
        },
      },
      async (request) => ({
        reminders: await service.reminders(
          actorOf(request),
          request.params.id,
          request.query.timeZone,
        ),
      }),
    );

    app.post(
      '/vehicles/:id/reminders',
      {
        schema: {
          tags,
          summary: 'Add a reminder: every N km and/or N months, or a due date or reading',
          params: IdParamsSchema,
          body: CreateReminderInputSchema,
          response: { 201: ReminderBodySchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          reminder: await service.addReminder(actorOf(request), request.params.id, request.body),
        }),
    );

    app.patch(
      '/vehicles/:id/reminders/:reminderId',
      {
        schema: {
          tags,
          summary: 'Edit a reminder',
          params: ReminderParamsSchema,
          body: UpdateReminderInputSchema,
          response: { 200: ReminderBodySchema, ...rowErrors },
        },
      },
      async (request) => ({
        reminder: await service.updateReminder(
          actorOf(request),
          request.params.id,
          request.params.reminderId,
          request.body,
        ),
      }),
    );

    app.post(
      '/vehicles/:id/reminders/:reminderId/done',
      {
        schema: {
          tags,
          summary: 'Mark a reminder done (a one-off reminder is then finished and removed)',
          params: ReminderParamsSchema,
          body: ReminderDoneInputSchema,
          response: { 200: PostVehiclesByIdRemindersByReminderIdDoneAnswerSchema, ...rowErrors },
        },
      },
      async (request) => ({
        reminder: await service.reminderDone(
          actorOf(request),
          request.params.id,
          request.params.reminderId,
          request.body,
        ),
      }),
    );

    app.delete(
      '/vehicles/:id/reminders/:reminderId',
      {
        schema: {
          tags,
          summary: 'Delete a reminder',
          params: ReminderParamsSchema,
          response: { 200: OkSchema, ...rowErrors },
        },
      },
      async (request) => {
        await service.deleteReminder(
          actorOf(request),
          request.params.id,
          request.params.reminderId,
        );
        return { ok: true as const };
      },
    );
  };
