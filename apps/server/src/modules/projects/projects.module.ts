import type { AppModule, Platform } from '../../platform/module.js';
import { RepositoryProjectReads, type ProjectReads } from './projects.read-model.js';
import { ProjectsRepository } from './projects.repository.js';
import { projectsRoutes } from './projects.routes.js';
import { ProjectsService, type ProjectDocumentCounts } from './projects.service.js';

export type { ProjectReads } from './projects.read-model.js';
export type { ProjectDocumentCounts } from './projects.service.js';

export interface ProjectsModule extends AppModule {
  /** Project names for the documents linked to them. */
  reads: ProjectReads;
}

/** Construction projects with phases, progress and costs (decision 012). */
export function projectsModule(
  platform: Platform,
  deps: { documents: ProjectDocumentCounts },
): ProjectsModule {
  const { db, events, clock } = platform;
  const repo = new ProjectsRepository(db);
  return {
    name: 'projects',
    prefix: '/api',
    routes: projectsRoutes(new ProjectsService(repo, deps.documents, events, clock)),
    reads: new RepositoryProjectReads(repo),
  };
}
