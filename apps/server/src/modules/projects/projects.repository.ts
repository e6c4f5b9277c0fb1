import type { Insertable, Kysely, Updateable } from 'kysely';
import type {
  ConstructionProjectsTable,
  Database,
  ProjectPhasesTable,
} from '../../db/schema.js';
import type { PhaseRow, ProjectRow } from './project-row.js';

type Db = Kysely<Database>;

/** Construction projects and their phases; every query names the family. */
export class ProjectsRepository {
  constructor(private readonly db: Db) {}

  /** Newest first (ids are time-ordered). */
  list(familyId: string): Promise<ProjectRow[]> {
    return this.db
      .selectFrom('construction_projects')
      .selectAll()
      .where('family_id', '=', familyId)
      .orderBy('id', 'desc')
      .execute();
  }

  find(familyId: string, id: string, db: Db = this.db): Promise<ProjectRow | undefined> {
    return db
      .selectFrom('construction_projects')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  names(familyId: string, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('construction_projects')
      .select(['id', 'name'])
      .where('family_id', '=', familyId)
      .where('id', 'in', ids)
      .execute();
  }

  phases(familyId: string, projectIds: readonly string[], db: Db = this.db): Promise<PhaseRow[]> {
    if (projectIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('project_phases')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('project_id', 'in', projectIds)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  findPhase(familyId: string, id: string, db: Db = this.db): Promise<PhaseRow | undefined> {
    return db
      .selectFrom('project_phases')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The project and its phases in one transaction. */
  create(
    project: Insertable<ConstructionProjectsTable>,
    phases: Insertable<ProjectPhasesTable>[],
  ): Promise<ProjectRow> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('construction_projects')
        .values(project)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (phases.length > 0) await trx.insertInto('project_phases').values(phases).execute();
      return row;
    });
  }

  update(
    familyId: string,
    id: string,
    changes: Updateable<ConstructionProjectsTable>,
    db: Db = this.db,
  ): Promise<ProjectRow | undefined> {
    return db
      .updateTable('construction_projects')
      .set(changes)
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Documents linked to it are unlinked by their foreign key (ON DELETE SET NULL). */
  async delete(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('construction_projects')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Adds a phase at the end; the project's updated_at moves with it. */
  addPhase(
    familyId: string,
    phase: Omit<Insertable<ProjectPhasesTable>, 'position'>,
    at: string,
  ): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('project_phases')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('family_id', '=', familyId)
        .where('project_id', '=', phase.project_id)
        .executeTakeFirst();
      const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      await trx.insertInto('project_phases').values({ ...phase, position }).execute();
      await this.touch(trx, familyId, phase.project_id, at);
    });
  }

  countPhases(familyId: string, projectId: string) {
    return this.db
      .selectFrom('project_phases')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('family_id', '=', familyId)
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  async updatePhase(
    familyId: string,
    id: string,
    changes: Updateable<ProjectPhasesTable>,
    projectId: string,
    at: string,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('project_phases')
        .set(changes)
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .execute();
      await this.touch(trx, familyId, projectId, at);
    });
  }

  async deletePhase(familyId: string, id: string, projectId: string, at: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('project_phases')
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .execute();
      await this.touch(trx, familyId, projectId, at);
    });
  }

  /** Positions 0, 1, 2… in the given order. */
  async reorder(familyId: string, projectId: string, ids: readonly string[], at: string) {
    await this.db.transaction().execute(async (trx) => {
      for (const [position, id] of ids.entries()) {
        await trx
          .updateTable('project_phases')
          .set({ position, updated_at: at })
          .where('family_id', '=', familyId)
          .where('project_id', '=', projectId)
          .where('id', '=', id)
          .execute();
      }
      await this.touch(trx, familyId, projectId, at);
    });
  }

  private async touch(db: Db, familyId: string, projectId: string, at: string) {
    await db
      .updateTable('construction_projects')
      .set({ updated_at: at })
      .where('family_id', '=', familyId)
      .where('id', '=', projectId)
      .execute();
  }
}
