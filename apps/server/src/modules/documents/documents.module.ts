import path from 'node:path';
import { createSearchIndex } from '../../db/search-index.js';
import type { AppModule, Platform } from '../../platform/module.js';
import { SOURCE_LIMIT } from '../../platform/notification-source.js';
import { DASHBOARD_REMINDERS, type Registries } from '../../platform/registries.js';
import { ExtractionSandbox } from '../../platform/text/sandbox.js';
import { ClassificationService } from './classification.service.js';
import { ClassifierRepository } from './classifier.repository.js';
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
    registries,
  } = platform;
  const repo = new DocumentsRepository(db, engine, createSearchIndex(db, engine));
  const classifier = new ClassificationService(new ClassifierRepository(db));
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
  const reads = new RepositoryDocumentReads(repo, () => service);
  contribute(registries, reads);
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
    reads,
  };
}

/** Expiring documents in the bell (at 30 and 7 days) and on the dashboard. */
function contribute(registries: Registries, reads: DocumentReads): void {
  registries.notifications.add({
    // Entering the last week is a new occurrence (a new key), so the item is unread again.
    name: 'documents',
    topics: ['documents'],
    kinds: ['documentExpiring'],
    async notifications(familyId, day) {
      const { within30Days, within7Days } = await reads.expiringDocuments(familyId, day.today);
      const lastWeek = new Set(within7Days.map((d) => d.id));
      return within30Days.slice(0, SOURCE_LIMIT).map((doc) => ({
        kind: 'documentExpiring' as const,
        sourceId: doc.id,
        version: `${doc.expiryDate}:${lastWeek.has(doc.id) ? 7 : 30}`,
        params: { title: doc.title, date: doc.expiryDate ?? day.today },
        link: '/app/documents?tab=alerts',
        date: doc.expiryDate ?? day.today,
      }));
    },
  });
  registries.dashboard.add({
    name: 'documents',
    async load(familyId, day) {
      return {
        documentsExpiring: await reads.expiringSoon(familyId, day.today, DASHBOARD_REMINDERS),
      };
    },
  });
}
