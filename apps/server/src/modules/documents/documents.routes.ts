import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplyClassificationInputSchema,
  ClassificationSuggestionSchema,
  ClassifyInputSchema,
  DocumentSchema,
  DocumentsOverviewSchema,
  DocumentsPageSchema,
  DocumentsQuerySchema,
  ExpiryProposalDecisionSchema,
  SuggestInputSchema,
  UpdateDocumentInputSchema,
} from '@usra/domain/documents/document-schema';

import { AppError, fieldsError } from '../../platform/errors.js';
import {
  commonErrors,
  IdParamsSchema,
  rowErrors,
  TimeZoneQuerySchema,
} from '../../platform/http-schemas.js';
import { actorOf } from '../../platform/session-guard.js';
import type { DocumentsService } from './documents.service.js';
import type { UploadService } from './upload.service.js';
import {
  DeleteDocumentsById204AnswerSchema,
  GetDocumentsByIdFileAnswerSchema,
  PostDocumentsClassifyAnswerSchema,
} from '@usra/domain/documents/documents-answers';

const DownloadQuerySchema = z.strictObject({ inline: z.enum(['0', '1']).optional() });
/** The most bytes of the `metadata` part (a title, a description and tags fit easily). */
const METADATA_MAX_BYTES = 64 * 1024;

/** `filename*=UTF-8''…` for any name, and a plain ASCII fallback. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const documentsRoutes = (
  service: DocumentsService,
  uploads: UploadService,
  limits: { maxBytes: number },
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['documents'];
    app.addHook('onRequest', app.requireSession);
    await app.register(fastifyMultipart, {
      limits: {
        // One byte past the limit, so that the storage meter (not busboy's silent truncation)
        // sees the file is too large.
        fileSize: limits.maxBytes + 1,
        files: 1,
        fields: 1,
        parts: 2,
        fieldSize: METADATA_MAX_BYTES,
        headerPairs: 100,
      },
    });

    app.get(
      '/documents/overview',
      {
        schema: {
          tags,
          summary: 'Summary cards, tab counts, alerts, recent documents and storage use',
          querystring: TimeZoneQuerySchema,
          response: { 200: DocumentsOverviewSchema, ...commonErrors },
        },
      },
      async (request) => service.overview(actorOf(request), request.query.timeZone),
    );

    app.get(
      '/documents',
      {
        schema: {
          tags,
          summary:
            'Documents, newest first, 50 a page; q searches title, description, tags and text',
          querystring: DocumentsQuerySchema,
          response: { 200: DocumentsPageSchema, ...commonErrors },
        },
      },
      async (request) => service.list(actorOf(request), request.query),
    );

    app.post(
      '/documents',
      {
        schema: {
          tags,
          summary: 'Upload (multipart/form-data: a `metadata` JSON part, then the `file` part)',
          consumes: ['multipart/form-data'],
          response: { 201: DocumentSchema, ...rowErrors },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        if (!request.isMultipart())
          throw fieldsError([{ path: 'file', key: 'document.fileRequired' }]);
        // A body without a usable boundary cannot be read: said at once (issue 25).
        if (!hasBoundary(request.headers['content-type'])) throw malformedUpload();
        let metadata: Awaited<ReturnType<UploadService['checkMetadata']>> | null = null;
        // Where a failure came from: the form's parser (a body cut off, a boundary it does not
        // use) is the sender's fault, 400; anything else (the store) keeps its own answer.
        let inHandler = false;
        let fileFailed = false;
        let file: { errored: Error | null } | null = null;
        try {
          for await (const part of request.parts()) {
            inHandler = true;
            if (part.type === 'field') {
              if (part.fieldname !== 'metadata' || metadata) {
                throw fieldsError([{ path: part.fieldname, key: 'unrecognized_keys' }]);
              }
              metadata = await uploads.checkMetadata(actor, String(part.value));
              inHandler = false;
              continue;
            }
            // Listening from the first moment: the part may fail (a body cut off) while the
            // upload is still being checked, before anything reads it.
            file = part.file;
            part.file.once('error', () => (fileFailed = true));
            if (part.fieldname !== 'file') {
              throw fieldsError([{ path: part.fieldname, key: 'unrecognized_keys' }]);
            }
            // Metadata first: a file before it is refused before any of it is stored.
            if (!metadata) throw fieldsError([{ path: 'metadata', key: 'document.titleRequired' }]);
            const document = await uploads.store(actor, metadata, {
              fileName: part.filename,
              stream: part.file,
            });
            return reply.status(201).send(document);
          }
        } catch (error) {
          const partFailed = fileFailed || (file?.errored ?? null) !== null;
          if (partFailed || (!inHandler && !(error instanceof AppError))) throw malformedUpload();
          throw error;
        }
        if (!metadata) throw fieldsError([{ path: 'metadata', key: 'document.titleRequired' }]);
        throw fieldsError([{ path: 'file', key: 'document.fileRequired' }]);
      },
    );

    app.post(
      '/documents/suggest',
      {
        schema: {
          tags,
          summary: "Smart Upload's analysing step: a suggestion with confidence and reasons",
          body: SuggestInputSchema,
          response: { 200: ClassificationSuggestionSchema, ...commonErrors },
        },
      },
      async (request) => service.suggest(actorOf(request), request.body),
    );

    app.post(
      '/documents/classify',
      {
        schema: {
          tags,
          summary: 'Auto-Classify Selected: a suggestion for each selected document',
          body: ClassifyInputSchema,
          response: {
            200: PostDocumentsClassifyAnswerSchema,
            ...rowErrors,
          },
        },
      },
      async (request) => service.classify(actorOf(request), request.body),
    );

    app.get(
      '/documents/:id',
      {
        schema: {
          tags,
          summary: 'One document',
          params: IdParamsSchema,
          response: { 200: DocumentSchema, ...rowErrors },
        },
      },
      async (request) => service.get(actorOf(request), request.params.id),
    );

    app.patch(
      '/documents/:id',
      {
        schema: {
          tags,
          summary: 'Edit a document (title, type, tags, expiry, links…)',
          params: IdParamsSchema,
          body: UpdateDocumentInputSchema,
          response: { 200: DocumentSchema, ...rowErrors },
        },
      },
      async (request) => service.update(actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/documents/:id',
      {
        schema: {
          tags,
          summary: 'Delete a document and its file',
          params: IdParamsSchema,
          response: { 204: DeleteDocumentsById204AnswerSchema, ...rowErrors },
        },
      },
      async (request, reply) => {
        await service.delete(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/documents/:id/file',
      {
        schema: {
          tags,
          summary: 'The file: attachment, or inline (images and PDFs only) with ?inline=1',
          params: IdParamsSchema,
          querystring: DownloadQuerySchema,
          response: { 200: GetDocumentsByIdFileAnswerSchema, ...rowErrors },
        },
      },
      async (request, reply) => {
        const download = await service.download(
          actorOf(request),
          request.params.id,
          request.query.inline === '1',
        );
        return reply
          .header('content-type', download.contentType)
          .header('content-length', String(download.file.size))
          .header(
            'content-disposition',
            contentDisposition(download.inline ? 'inline' : 'attachment', download.name),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          )
          .send(download.file.stream);
      },
    );

    app.post(
      '/documents/:id/classification',
      {
        schema: {
          tags,
          summary: 'Apply a suggestion (auto) or classify by hand (confidence 1, teaches)',
          params: IdParamsSchema,
          body: ApplyClassificationInputSchema,
          response: { 200: DocumentSchema, ...rowErrors },
        },
      },
      async (request) =>
        service.applyClassification(actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/documents/:id/expiry-proposal',
      {
        schema: {
          tags,
          summary: 'Accept (expiry set) or reject (proposal cleared) the expiry date found',
          params: IdParamsSchema,
          body: ExpiryProposalDecisionSchema,
          response: { 200: DocumentSchema, ...rowErrors },
        },
      },
      async (request) =>
        service.decideExpiry(actorOf(request), request.params.id, request.body.accept),
    );
  };

/** A multipart body that ended inside a part, or that its boundary does not frame. */
function malformedUpload(): AppError {
  return fieldsError([{ path: 'file', key: 'upload.malformed' }]);
}

/** True when a multipart/form-data content type names a boundary (RFC 2046: 1–70 characters). */
function hasBoundary(contentType: string | undefined): boolean {
  return /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i.test(contentType ?? '');
}
