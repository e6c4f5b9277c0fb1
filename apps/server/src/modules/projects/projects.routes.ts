import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateProjectInputSchema,
  PhaseInputSchema,
  PhaseOrderInputSchema,
  ProjectSchema,
  UpdatePhaseInputSchema,
  UpdateProjectInputSchema,
} from '@usra/domain/documents/project-schema';
import { commonErrors, IdParamsSchema, rowErrors } from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { ProjectsService } from './projects.service.js';
import {
  DeleteProjectsById204AnswerSchema,
  GetProjectsAnswerSchema,
} from '@usra/domain/documents/projects-answers';

export const projectsRoutes = (service: ProjectsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['projects'];
    app.addHook('onRequest', app.requireSession);

    app.get(
      '/projects',
      {
        schema: {
          tags,
          summary: "The family's construction projects, newest first",
          response: { 200: GetProjectsAnswerSchema, ...commonErrors },
        },
      },
      async (request) => service.list(actorOf(request)),
    );

    app.post(
      '/projects',
      {
        schema: {
          tags,
          summary: 'Create a project with its phases (name, type and location required)',
          body: CreateProjectInputSchema,
          response: { 201: ProjectSchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(actorOf(request), request.body)),
    );

    app.get(
      '/projects/:id',
      {
        schema: {
          tags,
          summary: 'One project (View Details)',
          params: IdParamsSchema,
          response: { 200: ProjectSchema, ...rowErrors },
        },
      },
      async (request) => service.get(actorOf(request), request.params.id),
    );

    app.patch(
      '/projects/:id',
      {
        schema: {
          tags,
          summary: 'Edit a project or Update Progress',
          params: IdParamsSchema,
          body: UpdateProjectInputSchema,
          response: { 200: ProjectSchema, ...rowErrors },
        },
      },
      async (request) => service.update(actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/projects/:id',
      {
        schema: {
          tags,
          summary: 'Delete a project (its documents stay, unlinked)',
          params: IdParamsSchema,
          response: { 204: DeleteProjectsById204AnswerSchema, ...rowErrors },
        },
      },
      async (request, reply) => {
        await service.delete(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/projects/:id/phases',
      {
        schema: {
          tags,
          summary: 'Add a phase at the end',
          params: IdParamsSchema,
          body: PhaseInputSchema,
          response: { 201: ProjectSchema, ...rowErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addPhase(actorOf(request), request.params.id, request.body)),
    );

    app.put(
      '/projects/:id/phase-order',
      {
        schema: {
          tags,
          summary: "Reorder the phases (every phase's id once, in the new order)",
          params: IdParamsSchema,
          body: PhaseOrderInputSchema,
          response: { 200: ProjectSchema, ...rowErrors },
        },
      },
      async (request) =>
        service.reorder(actorOf(request), request.params.id, request.body.phaseIds),
    );

    app.patch(
      '/project-phases/:id',
      {
        schema: {
          tags,
          summary: 'Edit a phase',
          params: IdParamsSchema,
          body: UpdatePhaseInputSchema,
          response: { 200: ProjectSchema, ...rowErrors },
        },
      },
      async (request) => service.updatePhase(actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/project-phases/:id',
      {
        schema: {
          tags,
          summary: 'Remove a phase',
          params: IdParamsSchema,
          response: { 200: ProjectSchema, ...rowErrors },
        },
      },
      async (request) => service.deletePhase(actorOf(request), request.params.id),
    );
  };
