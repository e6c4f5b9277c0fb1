import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADDRESS_MAX,
  CreateAddressInputSchema,
  UpdateAddressInputSchema,
} from '@usra/domain/family/address-schema';
import {
  commonErrors,
  ErrorResponseSchema,
  IdParamsSchema,
  OkSchema,
} from '../../platform/http-schemas.js';
import { sessionOf } from '../../platform/session-guard.js';
import type { AddressService } from './address.service.js';
import {
  GetFamilyMembersByIdAddressesAnswerSchema,
  GetGeocodeAnswerSchema,
  PostFamilyMembersByIdAddressesAnswerSchema,
} from '@usra/domain/family/address-answers';

const notFound = { 404: ErrorResponseSchema };

export const addressRoutes = (service: AddressService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['family'];
    app.addHook('onRequest', app.requireSession);

    app.get(
      '/family/members/:id/addresses',
      {
        schema: {
          tags,
          summary: "A member's addresses, oldest first",
          params: IdParamsSchema,
          response: {
            200: GetFamilyMembersByIdAddressesAnswerSchema,
            ...notFound,
            ...commonErrors,
          },
        },
      },
      async (request) => ({
        addresses: await service.list(sessionOf(request).user, request.params.id),
      }),
    );

    app.post(
      '/family/members/:id/addresses',
      {
        schema: {
          tags,
          summary: 'Add an address to a member',
          params: IdParamsSchema,
          body: CreateAddressInputSchema,
          response: {
            201: PostFamilyMembersByIdAddressesAnswerSchema,
            ...notFound,
            ...commonErrors,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          address: await service.add(sessionOf(request).user, request.params.id, request.body),
        }),
    );

    app.patch(
      '/family/addresses/:id',
      {
        schema: {
          tags,
          summary: 'Edit an address',
          params: IdParamsSchema,
          body: UpdateAddressInputSchema,
          response: {
            200: PostFamilyMembersByIdAddressesAnswerSchema,
            ...notFound,
            ...commonErrors,
          },
        },
      },
      async (request) => ({
        address: await service.update(sessionOf(request).user, request.params.id, request.body),
      }),
    );

    app.delete(
      '/family/addresses/:id',
      {
        schema: {
          tags,
          summary: 'Delete an address',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => {
        await service.remove(sessionOf(request).user, request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/geocode',
      {
        schema: {
          tags: ['geocoding'],
          summary:
            'Coordinates of an address (offline city gazetteer, or GEOCODER_URL); rate-limited',
          querystring: z.object({
            address: z.string().trim().min(1, { message: 'address.required' }).max(ADDRESS_MAX),
            language: z.enum(['ar', 'en']).default('en'),
          }),
          response: {
            200: GetGeocodeAnswerSchema,
            503: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => ({
        result: await service.geocode(
          sessionOf(request).user,
          request.query.address,
          request.query.language,
        ),
      }),
    );
  };
