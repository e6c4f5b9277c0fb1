import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateGroupInputSchema, UpdateGroupInputSchema } from '@usra/domain/family/group-schema';
import {
  CreateMemberInputSchema,
  UpdateMemberInputSchema,
} from '@usra/domain/family/member-schema';
import {
  SettingKeySchema,
  UpdateSettingInputSchema,
  OnboardingStatusSchema,
} from '@usra/domain/family/settings-schema';
import { FamilyNameInputSchema } from '@usra/domain/family/family-schema';
import {
  commonErrors,
  ErrorResponseSchema,
  IdParamsSchema,
  OkSchema,
} from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { FamilyService } from './family.service.js';
import {
  GetFamilyAnswerSchema,
  GetFamilyGroupsAnswerSchema,
  GetFamilyMembersAnswerSchema,
  GetFamilySettingsAnswerSchema,
  PostFamilyGroupsAnswerSchema,
  PostFamilyMembersAnswerSchema,
  PutFamilySettingsByKeyAnswerSchema,
} from '@usra/domain/family/family-answers';

const notFound = { 404: ErrorResponseSchema };

export const familyRoutes = (service: FamilyService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['family'];
    app.addHook('onRequest', app.requireSession);

    app.get(
      '/family',
      {
        schema: {
          tags,
          summary: "The signed-in user's family",
          response: { 200: GetFamilyAnswerSchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => ({ family: await service.family(actorOf(request)) }),
    );

    app.get(
      '/family/onboarding',
      {
        schema: {
          tags,
          summary: 'Whether the first-run set-up is still to be offered to the signed-in user',
          response: { 200: OnboardingStatusSchema, ...commonErrors },
        },
      },
      async (request) => service.onboarding(actorOf(request)),
    );

    app.patch(
      '/family',
      {
        schema: {
          tags,
          summary: 'Rename the family',
          body: FamilyNameInputSchema,
          response: { 200: GetFamilyAnswerSchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => ({
        family: await service.renameFamily(actorOf(request), request.body.name),
      }),
    );

    app.get(
      '/family/members',
      {
        schema: {
          tags,
          summary: 'Family members, oldest first',
          response: { 200: GetFamilyMembersAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({ members: await service.listMembers(actorOf(request)) }),
    );

    app.post(
      '/family/members',
      {
        schema: {
          tags,
          summary: 'Add a family member',
          body: CreateMemberInputSchema,
          response: { 201: PostFamilyMembersAnswerSchema, ...commonErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ member: await service.addMember(actorOf(request), request.body) }),
    );

    app.patch(
      '/family/members/:id',
      {
        schema: {
          tags,
          summary: 'Edit a family member',
          params: IdParamsSchema,
          body: UpdateMemberInputSchema,
          response: { 200: PostFamilyMembersAnswerSchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => ({
        member: await service.updateMember(actorOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/family/members/:id',
      {
        schema: {
          tags,
          summary: 'Remove a family member (and their addresses)',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => {
        await service.removeMember(actorOf(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/family/groups',
      {
        schema: {
          tags,
          summary: 'Family groups, oldest first',
          response: { 200: GetFamilyGroupsAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({ groups: await service.listGroups(actorOf(request)) }),
    );

    app.post(
      '/family/groups',
      {
        schema: {
          tags,
          summary: 'Create a group',
          body: CreateGroupInputSchema,
          response: { 201: PostFamilyGroupsAnswerSchema, ...commonErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ group: await service.createGroup(actorOf(request), request.body) }),
    );

    app.patch(
      '/family/groups/:id',
      {
        schema: {
          tags,
          summary: 'Edit a group',
          params: IdParamsSchema,
          body: UpdateGroupInputSchema,
          response: { 200: PostFamilyGroupsAnswerSchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => ({
        group: await service.updateGroup(actorOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/family/groups/:id',
      {
        schema: {
          tags,
          summary: 'Delete a group',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => {
        await service.deleteGroup(actorOf(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/family/settings',
      {
        schema: {
          tags,
          summary: "The family's settings, by key",
          response: { 200: GetFamilySettingsAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({ settings: await service.settings(actorOf(request)) }),
    );

    app.put(
      '/family/settings/:key',
      {
        schema: {
          tags,
          summary: 'Set one family setting (upsert by key)',
          params: z.object({ key: SettingKeySchema }),
          body: UpdateSettingInputSchema,
          response: {
            200: PutFamilySettingsByKeyAnswerSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => {
        await service.updateSetting(actorOf(request), request.params.key, request.body.value);
        return { key: request.params.key, value: request.body.value };
      },
    );
  };
