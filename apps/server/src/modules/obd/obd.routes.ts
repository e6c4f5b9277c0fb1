import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateObdDeviceInputSchema,
  IngestInputSchema,
  obdActions,
  UpdateObdDeviceInputSchema,
} from '@usra/domain/vehicles/obd-schema';
import {
  commonErrors,
  ErrorResponseSchema,
  IdParamsSchema,
  OkSchema,
  rowErrors,
} from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { ObdService } from './obd.service.js';
import {
  AcceptedSchema,
  DeviceBodySchema,
  GetObdDevicesAnswerSchema,
  GetVehiclesByIdAlertsAnswerSchema,
  GetVehiclesByIdPredictionsAnswerSchema,
  GetVehiclesByIdReadingsAnswerSchema,
  HealthSchema,
  PostObdDevicesByIdTokenAnswerSchema,
  PostVehiclesByIdAlertsByAlertIdByStepAnswerSchema,
} from '@usra/domain/vehicles/obd-answers';

const ActionParamsSchema = IdParamsSchema.extend({ action: z.enum(obdActions) });
const AlertParamsSchema = IdParamsSchema.extend({
  alertId: z.string().min(1).max(100),
  step: z.enum(['acknowledge', 'resolve']),
});

/** Adapters and ingestion (under /api/obd) and each vehicle's health (under /api/vehicles/:id). */
export const obdRoutes = (service: ObdService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['obd'];

    // Adapters without a browser push readings with their device token, not a session.
    app.post(
      '/obd/ingest',
      {
        schema: {
          tags,
          summary: 'Readings from an adapter, with its device token (Authorization: Bearer …)',
          body: IngestInputSchema,
          response: { 202: AcceptedSchema, 409: ErrorResponseSchema, ...commonErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(
            await service.ingestWithToken(
              request.headers.authorization,
              request.body.readings,
              request.body.device,
            ),
          ),
    );

    await app.register(async (signedIn) => {
      signedIn.addHook('onRequest', signedIn.requireSession);
      const guarded = signedIn.withTypeProvider<ZodTypeProvider>();

      guarded.get(
        '/obd/devices',
        {
          schema: {
            tags,
            summary: "The family's OBD devices, newest first",
            response: { 200: GetObdDevicesAnswerSchema, ...commonErrors },
          },
        },
        async (request) => ({ devices: await service.devices(actorOf(request)) }),
      );

      guarded.post(
        '/obd/devices',
        {
          schema: {
            tags,
            summary: 'Register an OBD device (disconnected until paired and connected)',
            body: CreateObdDeviceInputSchema,
            response: { 201: DeviceBodySchema, ...rowErrors },
          },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send({ device: await service.addDevice(actorOf(request), request.body) }),
      );

      guarded.patch(
        '/obd/devices/:id',
        {
          schema: {
            tags,
            summary: 'Edit an OBD device (name, vehicle, protocol…)',
            params: IdParamsSchema,
            body: UpdateObdDeviceInputSchema,
            response: { 200: DeviceBodySchema, ...rowErrors },
          },
        },
        async (request) => ({
          device: await service.updateDevice(actorOf(request), request.params.id, request.body),
        }),
      );

      guarded.post(
        '/obd/devices/:id/:action',
        {
          schema: {
            tags,
            summary: 'Pair, connect, disconnect or reset an OBD device',
            params: ActionParamsSchema,
            response: { 200: DeviceBodySchema, ...rowErrors },
          },
        },
        async (request) => ({
          device: await service.act(actorOf(request), request.params.id, request.params.action),
        }),
      );

      guarded.delete(
        '/obd/devices/:id',
        {
          schema: {
            tags,
            summary: 'Delete an OBD device (its readings stay with the vehicle)',
            params: IdParamsSchema,
            response: { 200: OkSchema, ...rowErrors },
          },
        },
        async (request) => {
          await service.deleteDevice(actorOf(request), request.params.id);
          return { ok: true as const };
        },
      );

      guarded.post(
        '/obd/devices/:id/token',
        {
          schema: {
            tags,
            summary: 'A new ingestion token for the device, shown once (the old one stops)',
            params: IdParamsSchema,
            response: {
              201: PostObdDevicesByIdTokenAnswerSchema,
              ...rowErrors,
            },
          },
        },
        async (request, reply) =>
          reply.status(201).send(await service.issueToken(actorOf(request), request.params.id)),
      );

      guarded.delete(
        '/obd/devices/:id/token',
        {
          schema: {
            tags,
            summary: "Revoke the device's ingestion token",
            params: IdParamsSchema,
            response: { 200: DeviceBodySchema, ...rowErrors },
          },
        },
        async (request) => ({
          device: await service.revokeToken(actorOf(request), request.params.id),
        }),
      );

      guarded.post(
        '/obd/devices/:id/readings',
        {
          schema: {
            tags,
            summary: 'Readings the browser took from a paired adapter (Web Bluetooth)',
            params: IdParamsSchema,
            body: IngestInputSchema,
            response: { 202: AcceptedSchema, ...rowErrors },
          },
        },
        async (request, reply) =>
          reply
            .status(202)
            .send(
              await service.ingestFromBrowser(
                actorOf(request),
                request.params.id,
                request.body.readings,
                request.body.device,
              ),
            ),
      );

      guarded.get(
        '/vehicles/:id/readings',
        {
          schema: {
            tags,
            summary: "The vehicle's latest 100 readings, newest first",
            params: IdParamsSchema,
            response: { 200: GetVehiclesByIdReadingsAnswerSchema, ...rowErrors },
          },
        },
        async (request) => ({
          readings: await service.readings(actorOf(request), request.params.id),
        }),
      );

      guarded.get(
        '/vehicles/:id/health',
        {
          schema: {
            tags,
            summary: 'The health score of the latest reading (0 without one)',
            params: IdParamsSchema,
            response: { 200: HealthSchema, ...rowErrors },
          },
        },
        async (request) => service.health(actorOf(request), request.params.id),
      );

      guarded.get(
        '/vehicles/:id/alerts',
        {
          schema: {
            tags,
            summary: 'Health alerts raised by trouble codes, newest first',
            params: IdParamsSchema,
            response: { 200: GetVehiclesByIdAlertsAnswerSchema, ...rowErrors },
          },
        },
        async (request) => ({ alerts: await service.alerts(actorOf(request), request.params.id) }),
      );

      guarded.post(
        '/vehicles/:id/alerts/:alertId/:step',
        {
          schema: {
            tags,
            summary: 'Acknowledge an alert, or resolve it once acknowledged',
            params: AlertParamsSchema,
            response: { 200: PostVehiclesByIdAlertsByAlertIdByStepAnswerSchema, ...rowErrors },
          },
        },
        async (request) => ({
          alert: await service.alertStep(
            actorOf(request),
            request.params.id,
            request.params.alertId,
            request.params.step,
          ),
        }),
      );

      guarded.get(
        '/vehicles/:id/predictions',
        {
          schema: {
            tags,
            summary: 'Predicted maintenance, soonest first, each with its reason',
            params: IdParamsSchema,
            response: { 200: GetVehiclesByIdPredictionsAnswerSchema, ...rowErrors },
          },
        },
        async (request) => ({
          predictions: await service.predictions(actorOf(request), request.params.id),
        }),
      );
    });
  };
