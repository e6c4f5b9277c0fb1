import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { commonErrors, ErrorResponseSchema } from '../../platform/http-schemas.js';
import { sessionOf } from '../auth/session-guard.js';
import type { DataService } from './family-data.service.js';

/** The upload limit of an import (a compressed export). */
export const IMPORT_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

/** Settings → Data: export everything the family has; import an export into an empty family. */
export const dataRoutes = (service: DataService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.addHook('preValidation', app.requireSession);
    // An export is a ZIP file sent as it is (this plugin's scope only).
    app.addContentTypeParser(
      ['application/zip', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: IMPORT_UPLOAD_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    const tags = ['data'];

    app.get(
      '/data/export',
      {
        schema: {
          tags,
          summary: "A ZIP of the family's data: one JSON file and a CSV file per table",
          response: { 200: z.any().describe('application/zip'), ...commonErrors },
        },
      },
      async (request, reply) => {
        const { filename, zip } = await service.exportZip(sessionOf(request).user);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(zip);
      },
    );

    app.post(
      '/data/import',
      {
        bodyLimit: IMPORT_UPLOAD_LIMIT_BYTES,
        schema: {
          tags,
          summary: 'Imports an export ZIP into an empty family (all or nothing)',
          response: {
            200: z.object({ imported: z.record(z.string(), z.number().int()) }),
            409: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the export as application/zip.');
        }
        return { imported: await service.importZip(sessionOf(request).user, request.body) };
      },
    );
  };
