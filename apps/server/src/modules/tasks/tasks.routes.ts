import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TaskAnalyticsQuerySchema,
  TaskAnalyticsSchema,
  TaskLinksQuerySchema,
  TaskLinksSchema,
  TaskListQuerySchema,
  TaskPageSchema,
  TaskSummarySchema,
  type TaskPage,
  TimeZoneSchema,
} from '@usra/domain/tasks/task-query';
import {
  CreateTaskInputSchema,
  type Task,
  UpdateTaskInputSchema,
  UpdateTaskStatusInputSchema,
} from '@usra/domain/tasks/task-schema';
import {
  commonErrors,
  ErrorResponseSchema,
  IdParamsSchema,
  OkSchema,
} from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { TasksService } from './tasks.service.js';
import { PutTasksByIdStatusAnswerSchema, TaskBodySchema } from '@usra/domain/tasks/tasks-answers';

const notFound = { 404: ErrorResponseSchema };

export const tasksRoutes = (service: TasksService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['tasks'];
    app.addHook('onRequest', app.requireSession);

    app.get(
      '/tasks',
      {
        schema: {
          tags,
          summary: "The family's tasks, newest first, filtered and paginated",
          querystring: TaskListQuerySchema,
          response: { 200: TaskPageSchema, ...commonErrors },
        },
      },
      // The database writes the page's JSON (decision 005); it equals TaskPageSchema's output.
      // Fastify sends an already serialized string or Buffer as it is.
      async (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send((await service.list(actorOf(request), request.query)) as unknown as TaskPage),
    );

    app.get(
      '/tasks/summary',
      {
        schema: {
          tags,
          summary: 'Counters: total, pending, in progress, completed, due today, overdue',
          querystring: z.strictObject({ timeZone: TimeZoneSchema.default('UTC') }),
          response: { 200: TaskSummarySchema, ...commonErrors },
        },
      },
      async (request) => service.summary(actorOf(request), request.query.timeZone),
    );

    app.get(
      '/tasks/analytics',
      {
        schema: {
          tags,
          summary: 'Completion over time, by member and by category',
          querystring: TaskAnalyticsQuerySchema,
          response: { 200: TaskAnalyticsSchema, ...commonErrors },
        },
      },
      async (request) =>
        service.analytics(actorOf(request), request.query.timeZone, request.query.days),
    );

    app.get(
      '/tasks/links',
      {
        schema: {
          tags,
          summary: 'The tasks made from sources of one kind (documents, vehicle reminders, ...)',
          querystring: TaskLinksQuerySchema,
          response: { 200: TaskLinksSchema, ...commonErrors },
        },
      },
      async (request) => service.links(actorOf(request), request.query.sourceType),
    );

    app.get(
      '/tasks/:id',
      {
        schema: {
          tags,
          summary: 'One task',
          params: IdParamsSchema,
          response: { 200: TaskBodySchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => ({ task: await service.get(actorOf(request), request.params.id) }),
    );

    app.post(
      '/tasks',
      {
        schema: {
          tags,
          summary: 'Create a task (starts pending)',
          body: CreateTaskInputSchema,
          response: { 201: TaskBodySchema, ...notFound, ...commonErrors },
        },
      },
      // On PostgreSQL the database writes the answer's JSON (issue 30), sent as it is.
      async (request, reply) => {
        const created = await service.createAnswer(actorOf(request), request.body);
        return typeof created === 'string'
          ? reply
              .status(201)
              .type('application/json; charset=utf-8')
              .send(`{"task":${created}}` as unknown as { task: Task })
          : reply.status(201).send({ task: created });
      },
    );

    app.patch(
      '/tasks/:id',
      {
        schema: {
          tags,
          summary: 'Edit a task',
          params: IdParamsSchema,
          body: UpdateTaskInputSchema,
          response: { 200: TaskBodySchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => ({
        task: await service.update(actorOf(request), request.params.id, request.body),
      }),
    );

    app.put(
      '/tasks/:id/status',
      {
        schema: {
          tags,
          summary: 'Set the status; completing a recurring task creates the next occurrence',
          params: IdParamsSchema,
          body: UpdateTaskStatusInputSchema,
          response: {
            200: PutTasksByIdStatusAnswerSchema,
            ...notFound,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const answer = await service.setStatusAnswer(
          actorOf(request),
          request.params.id,
          request.body.status,
        );
        return typeof answer === 'string'
          ? reply
              .type('application/json; charset=utf-8')
              .send(answer as unknown as { task: Task; nextOccurrence: null })
          : answer;
      },
    );

    app.delete(
      '/tasks/:id',
      {
        schema: {
          tags,
          summary: 'Delete a task',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...notFound, ...commonErrors },
        },
      },
      async (request) => {
        await service.delete(actorOf(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
