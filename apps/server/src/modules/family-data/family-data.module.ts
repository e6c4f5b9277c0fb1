import type { AppModule, Platform } from '../../platform/module.js';
import { FamilyDataRepository } from './family-data.repository.js';
import { dataRoutes } from './family-data.routes.js';
import { DataService } from './family-data.service.js';

/** The family's export (a ZIP of every table and file) and its import into an empty family. */
export function familyDataModule(platform: Platform): AppModule {
  const { db, engine, audit, storage, clock } = platform;
  return {
    name: 'family-data',
    prefix: '/api',
    routes: dataRoutes(
      new DataService(new FamilyDataRepository(db, engine), audit, storage, clock),
    ),
  };
}
