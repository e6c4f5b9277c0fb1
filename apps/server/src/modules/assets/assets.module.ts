import type { AppModule, Platform } from '../../platform/module.js';
import { AssetRemindersRepository } from './asset-reminders.repository.js';
import { RepositoryAssetReads, type AssetReads } from './assets.read-model.js';
import { AssetsRepository } from './assets.repository.js';
import { assetsRoutes } from './assets.routes.js';
import { AssetsService } from './assets.service.js';

export type { AssetFeedEntry, AssetReads } from './assets.read-model.js';

export interface AssetsModule extends AppModule {
  /** Reminders due for the dashboard, open schedules for the calendar feed. */
  reads: AssetReads;
}

/** The family's household assets with their schedules, expenses and smart reminders. */
export function assetsModule(platform: Platform): AssetsModule {
  const { db, events, audit, clock } = platform;
  const reminders = new AssetRemindersRepository(db);
  const repo = new AssetsRepository(db, reminders);
  return {
    name: 'assets',
    prefix: '/api',
    routes: assetsRoutes(new AssetsService(repo, reminders, events, audit, clock)),
    reads: new RepositoryAssetReads(repo, reminders),
  };
}
