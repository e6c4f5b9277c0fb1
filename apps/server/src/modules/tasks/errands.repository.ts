import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TaskRow } from './task-row.js';

export interface SavedPlace {
  label: string | null;
  address: string;
  addressType: string;
  latitude: number;
  longitude: number;
  /** Found only at city level: every address of the city shares this point. */
  cityLevel: boolean;
}

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

  /** The family members' saved addresses that have coordinates, oldest first. */
  async savedPlaces(familyId: string): Promise<SavedPlace[]> {
    const rows = await this.db
      .selectFrom('family_member_addresses')
      .select(['label', 'address', 'address_type', 'latitude', 'longitude', 'precision'])
      .where('family_id', '=', familyId)
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      label: r.label,
      address: r.address,
      addressType: r.address_type,
      latitude: r.latitude!,
      longitude: r.longitude!,
      cityLevel: r.precision === 'city',
    }));
  }

  async home(familyId: string, userId: string) {
    return this.db
      .selectFrom('profiles')
      .select(['home_address', 'home_latitude', 'home_longitude', 'home_precision'])
      .where('family_id', '=', familyId)
      .where('id', '=', userId)
      .executeTakeFirst();
  }
}
