import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/dialect.js';
import type { Database, DavResourcesTable } from '../../db/schema.js';

export type DavCollection = 'calendar' | 'tasks';
export type DavResourceRow = Selectable<DavResourcesTable>;

/** How many sync tokens a collection keeps; an older one is answered 403 and the client resyncs. */
export const SYNC_STATES_KEPT = 20;

/** The names clients gave rows and the sync tokens' states: every query names the family. */
export class CaldavRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The family's rows of one collection: every query below starts here. */
  private inCollection(familyId: string, collection: DavCollection) {
    return this.db
      .selectFrom('dav_resources')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('collection', '=', collection);
  }

  async resources(familyId: string, collection: DavCollection): Promise<DavResourceRow[]> {
    return this.inCollection(familyId, collection).execute();
  }

  /** One row of the collection by the client's file name, its UID or the app's item id. */
  private async findBy(
    familyId: string,
    collection: DavCollection,
    column: 'name' | 'uid' | 'item_id',
    value: string,
  ): Promise<DavResourceRow | undefined> {
    return this.inCollection(familyId, collection).where(column, '=', value).executeTakeFirst();
  }

  byName(familyId: string, collection: DavCollection, name: string) {
    return this.findBy(familyId, collection, 'name', name);
  }

  byUid(familyId: string, collection: DavCollection, uid: string) {
    return this.findBy(familyId, collection, 'uid', uid);
  }

  byItem(familyId: string, collection: DavCollection, itemId: string) {
    return this.findBy(familyId, collection, 'item_id', itemId);
  }

  /**
   * Claims a name (and UID) before its row exists; false when another request holds either
   * (the unique rules decide, so two instances cannot both create it).
   */
  async reserve(row: {
    id: string;
    familyId: string;
    collection: DavCollection;
    name: string;
    uid: string;
    allDay: boolean;
    now: Date;
  }): Promise<boolean> {
    try {
      await this.db
        .insertInto('dav_resources')
        .values({
          id: row.id,
          family_id: row.familyId,
          collection: row.collection,
          name: row.name,
          uid: row.uid,
          item_id: null,
          // 1/0: SQLite binds no booleans, PostgreSQL reads '1'/'0' as one.
          all_day: row.allDay ? 1 : 0,
          created_at: row.now.toISOString(),
        })
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async attach(familyId: string, id: string, itemId: string): Promise<void> {
    await this.db
      .updateTable('dav_resources')
      .set({ item_id: itemId })
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .execute();
  }

  async setAllDay(familyId: string, id: string, allDay: boolean): Promise<void> {
    await this.db
      .updateTable('dav_resources')
      .set({ all_day: allDay ? 1 : 0 })
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .execute();
  }

  async remove(familyId: string, id: string): Promise<void> {
    await this.db
      .deleteFrom('dav_resources')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .execute();
  }

  async syncState(
    familyId: string,
    collection: DavCollection,
    token: string,
  ): Promise<Record<string, string> | undefined> {
    const row = await this.db
      .selectFrom('dav_sync_states')
      .select('state')
      .where('family_id', '=', familyId)
      .where('collection', '=', collection)
      .where('token', '=', token)
      .executeTakeFirst();
    return row ? (JSON.parse(row.state) as Record<string, string>) : undefined;
  }

  /** Keeps a token's state (once) and drops all but the newest SYNC_STATES_KEPT. */
  async keepSyncState(
    familyId: string,
    collection: DavCollection,
    token: string,
    state: Record<string, string>,
    now: Date,
  ): Promise<void> {
    const inserted = await this.db
      .insertInto('dav_sync_states')
      .values({
        family_id: familyId,
        collection,
        token,
        state: JSON.stringify(state),
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['family_id', 'collection', 'token']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    const kept = this.db
      .selectFrom('dav_sync_states')
      .select('token')
      .where('family_id', '=', familyId)
      .where('collection', '=', collection)
      .orderBy('created_at', 'desc')
      .orderBy('token', 'desc')
      .limit(SYNC_STATES_KEPT);
    await this.db
      .deleteFrom('dav_sync_states')
      .where('family_id', '=', familyId)
      .where('collection', '=', collection)
      .where(
        'token',
        'not in',
        (await kept.execute()).map((r) => r.token),
      )
      .execute();
  }
}
