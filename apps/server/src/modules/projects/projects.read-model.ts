import type { ProjectsRepository } from './projects.repository.js';

/** What other areas (documents' links) read of the family's projects. */
export interface ProjectReads {
  /** The names of those of `ids` that are the family's projects. */
  names(familyId: string, ids: readonly string[]): Promise<Map<string, string>>;
}

export class RepositoryProjectReads implements ProjectReads {
  constructor(private readonly repo: ProjectsRepository) {}

  async names(familyId: string, ids: readonly string[]): Promise<Map<string, string>> {
    return new Map((await this.repo.names(familyId, ids)).map((r) => [r.id, r.name]));
  }
}
