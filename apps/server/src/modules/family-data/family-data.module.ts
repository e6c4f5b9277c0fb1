import type { AppModule, Platform } from '../../platform/module.js';
import { FamilyDataRepository } from './family-data.repository.js';
import { familyDataRoutes } from './family-data.routes.js';
import { FamilyDataService } from './family-data.service.js';

/** The family's export (a ZIP of every table and file) and its import into an empty family. */
export function familyDataModule(
  platform: Platform,
  /** Who owns the family (only the owner imports): the family module's read model. */
  deps: { family: { ownerOf(familyId: string): Promise<string | null> } },
): AppModule {
  const { db, engine, audit, storage, clock } = platform;
  const repo = new FamilyDataRepository(db, engine);
  return {
    name: 'family-data',
    prefix: '/api',
    routes: familyDataRoutes(new FamilyDataService(repo, deps.family, audit, storage, clock)),
  };
}
