import { Readable } from 'node:stream';
import type { Document, UploadDocumentInput } from '@usra/domain/documents/document-schema';
import { createSearchIndex } from '../../db/search-index.js';
import { engineOf } from '../../db/sql-json.js';
import { AssetRemindersRepository } from '../../modules/assets/asset-reminders.repository.js';
import { RepositoryAssetReads } from '../../modules/assets/assets.read-model.js';
import { AssetsRepository } from '../../modules/assets/assets.repository.js';
import { ClassificationService } from '../../modules/documents/classification.service.js';
import { ClassifierRepository } from '../../modules/documents/classifier.repository.js';
import { DocumentsRepository } from '../../modules/documents/documents.repository.js';
import { DocumentsService } from '../../modules/documents/documents.service.js';
import { UploadService } from '../../modules/documents/upload.service.js';
import { RepositoryProjectReads } from '../../modules/projects/projects.read-model.js';
import { ProjectsRepository } from '../../modules/projects/projects.repository.js';
import { RemindersRepository } from '../../modules/vehicles/reminders.repository.js';
import { RepositoryVehicleReads } from '../../modules/vehicles/vehicles.read-model.js';
import { VehiclesRepository } from '../../modules/vehicles/vehicles.repository.js';
import { RateLimiter } from '../../platform/rate-limit.js';
import { createStorage } from '../../platform/storage/storage.js';
import { actorOf, writeOnlyJobs, type FactoryEnv, type FamilyActor } from './shared.js';

/** The file of a factory document: its name (the extension decides the check) and bytes. */
export interface DocumentFile {
  fileName: string;
  content: string | Buffer;
}

export interface DocumentFactories {
  /**
   * A stored document, uploaded as the Documents screen's quick dialog uploads it ("Lease",
   * type other, the text file lease.txt by default): the metadata checked (rate limit, links,
   * quota), the file checked and put in the app's storage, the row, its search text and its
   * extraction job in one transaction. The text is read by the app's job worker at its next
   * look at the queue; until then the document's extraction is pending.
   */
  newDocument(
    family: FamilyActor,
    overrides?: Partial<UploadDocumentInput>,
    file?: DocumentFile,
  ): Promise<Document>;
}

/** Documents through the documents module's upload service. */
export function documentFactories(env: FactoryEnv): DocumentFactories {
  const { db, config, clock, unheard } = env;
  const now = () => clock.now;
  const uploads = async () => {
    const engine = engineOf(db);
    const storage = await createStorage(config.storage);
    const repo = new DocumentsRepository(db, engine, createSearchIndex(db, engine));
    const classifier = new ClassificationService(new ClassifierRepository(db));
    const vehicles = new VehiclesRepository(db);
    const assetReminders = new AssetRemindersRepository(db);
    const assets = new RepositoryAssetReads(
      new AssetsRepository(db, assetReminders),
      assetReminders,
    );
    const vehicleReads = new RepositoryVehicleReads(vehicles, new RemindersRepository(db));
    const projects = new RepositoryProjectReads(new ProjectsRepository(db));
    const links = {
      assetNames: (familyId: string, ids: readonly string[]) => assets.names(familyId, ids),
      vehicleNames: (familyId: string, ids: readonly string[]) => vehicleReads.names(familyId, ids),
      projectNames: (familyId: string, ids: readonly string[]) => projects.names(familyId, ids),
    };
    const documents = new DocumentsService(
      repo,
      links,
      classifier,
      storage,
      unheard,
      { quotaBytes: config.familyStorageQuotaBytes },
      now,
    );
    return new UploadService(
      repo,
      documents,
      classifier,
      storage,
      writeOnlyJobs(env),
      new RateLimiter(db),
      {
        maxBytes: config.uploadMaxBytes,
        quotaBytes: config.familyStorageQuotaBytes,
        rule: config.rateLimits.documentUpload,
      },
      now,
    );
  };
  return {
    async newDocument(
      family,
      o = {},
      file = { fileName: 'lease.txt', content: 'Lease of the flat.' },
    ) {
      const service = await uploads();
      const actor = actorOf(family);
      const metadata = await service.checkMetadata(
        actor,
        JSON.stringify({ dialog: 'quick', title: 'Lease', ...o }),
      );
      return service.store(actor, metadata, {
        fileName: file.fileName,
        stream: Readable.from([Buffer.from(file.content)]),
      });
    },
  };
}
