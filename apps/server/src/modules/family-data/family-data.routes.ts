import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { commonErrors, ErrorResponseSchema } from '../../platform/http-schemas.js';
import { sessionOf } from '../../platform/session-guard.js';
import { ImportRefused } from './export-format.js';
import type { FamilyDataService } from './family-data.service.js';
import {
  GetDataExportAnswerSchema,
  PostDataImportAnswerSchema,
} from '@usra/domain/family/family-data-answers';

/**
 * The upload limit of an import (a compressed export). The upload is held in memory while it
 * is read: an export of the largest family the import takes deflates to a few megabytes.
 */
export const IMPORT_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

/** Settings → Data: export everything the family has; import an export into an empty family. */
export const familyDataRoutes = (service: FamilyDataService): FastifyPluginAsyncZod =>
  async function routes(app) {
    // On request, before any of the body is read (this plugin's scope only).
    app.addHook('onRequest', app.requireSession);
    // An export is a ZIP file sent as it is.
    app.addContentTypeParser(
      ['application/zip', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: IMPORT_UPLOAD_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    // The app's handler answers these two in terms of JSON bodies of 1 MB; here it is a ZIP.
    app.setErrorHandler((error: Error & { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new ImportRefused(`upload over ${IMPORT_UPLOAD_LIMIT_BYTES} bytes`, true);
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw notZip();
      throw error;
    });
    const tags = ['data'];

    app.get(
      '/data/export',
      {
        schema: {
          tags,
          summary: "A ZIP of the family's data: one JSON file and a CSV file per table",
          response: { 200: GetDataExportAnswerSchema, ...commonErrors },
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
        // Who may import, and into which family, is settled before the upload is read.
        onRequest: async (request) => service.assertMayImport(sessionOf(request).user),
        schema: {
          tags,
          summary: 'Imports an export ZIP into an empty family (all or nothing)',
          description:
            "Only the family's owner, only into a family without data; the upload is read after both checks.",
          response: {
            200: PostDataImportAnswerSchema,
            409: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw notZip();
        try {
          return { imported: await service.importZip(sessionOf(request).user, request.body) };
        } catch (error) {
          if (error instanceof ImportRefused) {
            request.log.warn({ reason: error.reason }, 'import refused');
          }
          throw error;
        }
      },
    );
  };

const notZip = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/zip.');
