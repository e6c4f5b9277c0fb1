import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, DashboardSchema } from '@usra/domain/dashboard/dashboard-schema';
import { commonErrors } from '../../platform/http-schemas.js';
import { sessionOf } from '../../platform/session-guard.js';
import type { DashboardService } from './dashboard.service.js';

export const dashboardRoutes = (service: DashboardService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get(
      '/dashboard',
      {
        onRequest: app.requireSession,
        schema: {
          tags: ['dashboard'],
          summary: "Today's tasks, overdue tasks, today's and the week's events, members, rate",
          querystring: DashboardQuerySchema,
          response: { 200: DashboardSchema, ...commonErrors },
        },
      },
      async (request) =>
        service.dashboard(sessionOf(request).user.familyId, request.query.timeZone),
    );
  };
