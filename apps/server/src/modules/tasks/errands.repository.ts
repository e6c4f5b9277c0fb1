import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TaskRow } from './task-row.js';

/** The reads of "Plan my errands"; every query filters by the session's family. */
export class ErrandsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Open tasks with a location due in [from, to), by due time. */
  async dayTasks(familyId: string, from: string, to: string, limit: number): Promise<TaskRow[]> {
    return this.db
      .selectFrom('tasks')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('due_date', '>=', from)
      .where('due_date', '<', to)
      .where('status', '!=', 'completed')
      .where('location', 'is not', null)
      .orderBy('due_date', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
  }
}
