import type { Kysely } from 'kysely';
import { toIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

/** An open task with a place on the map. */
export interface PlacedTask {
  id: string;
  title: string;
  location: string;
  latitude: number;
  longitude: number;
}

/** "You're near …" told today: to whom, about which task, and the task's title and place. */
export interface NearbyToday {
  userId: string;
  taskId: string;
  title: string;
  place: string;
  day: string;
  createdAt: string;
}

/** The most open placed tasks one position is compared with. */
const PLACED_MAX = 500;

/** Location-aware suggestions' rows; every query filters by the family. */
export class NearbyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async openPlacedTasks(familyId: string): Promise<PlacedTask[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .select(['id', 'title', 'location', 'latitude', 'longitude'])
      .where('family_id', '=', familyId)
      .where('status', '!=', 'completed')
      // "You're near <place>" needs the place's name.
      .where('location', 'is not', null)
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null)
      .orderBy('created_at', 'desc')
      .limit(PLACED_MAX)
      .execute();
    return rows.map((r) => ({
      ...r,
      location: r.location!,
      latitude: r.latitude!,
      longitude: r.longitude!,
    }));
  }

  /** Records one telling; false when this person was already told about the task that day. */
  async tell(
    row: {
      id: string;
      familyId: string;
      userId: string;
      taskId: string;
      day: string;
      distanceM: number;
    },
    now: Date,
  ): Promise<boolean> {
    const result = await this.db
      .insertInto('nearby_suggestions')
      .values({
        id: row.id,
        family_id: row.familyId,
        user_id: row.userId,
        task_id: row.taskId,
        day: row.day,
        distance_m: row.distanceM,
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'task_id', 'day']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Tellings of the family made within the reader's day (`from` ≤ told < `to`, instants) whose
   * task is still open, newest first. By instant, not by the stored local day: that day is the
   * told person's, and the reader's clock may be past midnight where theirs is not.
   */
  async today(familyId: string, from: string, to: string, limit: number): Promise<NearbyToday[]> {
    const rows = await this.db
      .selectFrom('nearby_suggestions as n')
      .innerJoin('tasks as t', 't.id', 'n.task_id')
      .select(['n.user_id', 'n.task_id', 'n.day', 'n.created_at', 't.title', 't.location'])
      .where('n.family_id', '=', familyId)
      .where('t.family_id', '=', familyId)
      .where('n.created_at', '>=', from)
      .where('n.created_at', '<', to)
      .where('t.status', '!=', 'completed')
      .where('t.location', 'is not', null)
      .orderBy('n.created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      userId: r.user_id,
      taskId: r.task_id,
      title: r.title,
      place: r.location!,
      day: r.day,
      createdAt: toIso(r.created_at),
    }));
  }
}
