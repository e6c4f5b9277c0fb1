import path from 'node:path';
import { createSearchIndex } from '../../db/search-index.js';
import type { AppModule, Platform } from '../../platform/module.js';
import { ExtractionSandbox } from '../../platform/text/sandbox.js';
import { ClassificationService } from './classification.service.js';
import { RepositoryDocumentReads, type DocumentReads } from './documents.read-model.js';
import { DocumentsRepository } from './documents.repository.js';
import { documentsRoutes } from './documents.routes.js';
import { DocumentsService, type LinkReads } from './documents.service.js';
import { extractionGiveUp, extractionJob, type ExtractionJobDeps } from './extraction.job.js';
import { scheduleOrphanSweep, sweepOrphanFiles } from './orphan-files.js';
import { EXTRACT_JOB, UploadService } from './upload.service.js';

export type { DocumentReads, ExpiringDocuments } from './documents.read-model.js';
export type { LinkReads } from './documents.service.js';
export { EXTRACT_JOB } from './upload.service.js';

export interface DocumentsModule extends AppModule {
  /** Expiring documents (dashboard, notifications) and project document counts. */
  reads: DocumentReads;
}

/** The folder the OCR language data is copied to (once), under DATA_DIR. */
export const ocrFolder = (dataDir: string) => path.join(dataDir, 'ocr-lang');

/**
 * The family's documents (decision 012): upload into platform storage, text read in the
 * background (`documents.extract`, in child processes with limits: decision 016), search, classification with a
 * learned model per family, expiry proposals, links to assets, vehicles and projects. Stored
 * files no document names are swept at start-up and every six hours (orphan-files.ts).
 */
export function documentsModule(platform: Platform, deps: { links: LinkReads }): DocumentsModule {
  const {
    db,
    engine,
    config,
    events,
    storage,
    jobs,
    limiter,
    log,
    clock = () => new Date(),
  } = platform;
  const repo = new DocumentsRepository(db, engine, createSearchIndex(db, engine));
  const classifier = new ClassificationService(repo);
  const service = new DocumentsService(
    repo,
    deps.links,
    classifier,
    storage,
    events,
    { quotaBytes: config.familyStorageQuotaBytes },
    clock,
  );
  const uploads = new UploadService(
    repo,
    service,
    classifier,
    storage,
    jobs,
    limiter,
    {
      maxBytes: config.uploadMaxBytes,
      quotaBytes: config.familyStorageQuotaBytes,
      rule: config.rateLimits.documentUpload,
    },
    clock,
  );
  // Text is read in child processes, within EXTRACT_* limits (decision 016).
  const sandbox = new ExtractionSandbox({
    limits: config.extraction,
    languageFolder: ocrFolder(config.dataDir),
    onReport: (report) => {
      if (report.outcome !== 'done') log.warn({ extraction: report }, 'text extraction failed');
    },
  });
  const jobDeps: ExtractionJobDeps = {
    repo,
    storage,
    extract: (bytes, kind, signal) => sandbox.extract(bytes, kind, signal),
    classifier,
    clock,
    changed: (familyId, id) => service.changed(familyId, id, 'extracted', false),
  };
  jobs.register(EXTRACT_JOB, extractionJob(jobDeps), { onGiveUp: extractionGiveUp(jobDeps) });
  const routes = documentsRoutes(service, uploads, { maxBytes: config.uploadMaxBytes });
  return {
    name: 'documents',
    prefix: '/api',
    routes: async (app, options) => {
      // Files a killed process stored without their row, or left after removing the row.
      scheduleOrphanSweep(
        app,
        () => sweepOrphanFiles({ storage, repo, graceMs: config.orphanFileGraceMs, now: clock() }),
        log,
      );
      app.addHook('onClose', () => sandbox.close());
      await routes(app, options);
    },
    reads: new RepositoryDocumentReads(repo, () => service),
  };
}
