import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CalendarEvent, EventType } from '@usra/domain/calendar/event-schema';
import { toIso } from '../../db/dialect.js';
import { writeInOneTrip } from '../../db/one-trip.js';
import { limitParam, prepare } from '../../db/prepared.js';
import { engineOf } from '../../db/sql-json.js';
import type { CalendarEventsTable, Database } from '../../db/schema.js';

export function toEvent(row: Selectable<CalendarEventsTable>): CalendarEvent {
  let attendees: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.attendees);
    if (Array.isArray(parsed)) attendees = parsed.filter((a): a is string => typeof a === 'string');
  } catch {
    attendees = [];
  }
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startTime: toIso(row.start_time),
    endTime: toIso(row.end_time),
    location: row.location,
    eventType: row.event_type,
    attendees,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
  };
}

export interface EventWrite {
  title: string;
  description: string | null;
  startTime: string;
  endTime: string;
  location: string | null;
  eventType: EventType;
  attendees: string[];
}

function toColumns(write: Partial<EventWrite>) {
  const out: Partial<Record<keyof CalendarEventsTable, unknown>> = {};
  if (write.title !== undefined) out.title = write.title;
  if (write.description !== undefined) out.description = write.description;
  if (write.startTime !== undefined) out.start_time = write.startTime;
  if (write.endTime !== undefined) out.end_time = write.endTime;
  if (write.location !== undefined) out.location = write.location;
  if (write.eventType !== undefined) out.event_type = write.eventType;
  if (write.attendees !== undefined) out.attendees = JSON.stringify(write.attendees);
  return out;
}

export class CalendarRepository {
  // The month's view and the dashboard's two tiles (issue 30, `npm run load`): compiled once
  // (db/prepared.ts); the limit is bound as a parameter like the others.
  private readonly overlapping;
  private readonly startingIn;

  constructor(private readonly db: Kysely<Database>) {
    this.overlapping = prepare(
      db,
      (familyId: string, from: string, to: string, limit: string) =>
        db
          .selectFrom('calendar_events')
          .selectAll()
          .where('family_id', '=', familyId)
          .where('start_time', '<', to)
          .where('end_time', '>=', from)
          .orderBy('start_time', 'asc')
          .orderBy('id', 'asc')
          .limit(limitParam(limit)),
      4,
    );
    this.startingIn = prepare(
      db,
      (familyId: string, from: string, to: string, limit: string) =>
        db
          .selectFrom('calendar_events')
          .selectAll()
          .where('family_id', '=', familyId)
          .where('start_time', '>=', from)
          .where('start_time', '<', to)
          .orderBy('start_time', 'asc')
          .limit(limitParam(limit)),
      4,
    );
  }

  /** Events overlapping [from, to), soonest first. */
  async list(familyId: string, from: string, to: string, limit: number) {
    const rows = await this.overlapping(familyId, from, to, String(limit));
    return rows.map(toEvent);
  }

  /** Events starting in [from, to), soonest first. */
  async starting(familyId: string, from: string, to: string, limit: number) {
    const rows = await this.startingIn(familyId, from, to, String(limit));
    return rows.map(toEvent);
  }

  async find(familyId: string, id: string) {
    const row = await this.db
      .selectFrom('calendar_events')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toEvent(row) : undefined;
  }

  async insert(familyId: string, id: string, write: EventWrite, createdBy: string, now: Date) {
    await this.insertQuery(familyId, id, write, createdBy, now).execute();
  }

  /** The engine: PostgreSQL writes an event and its NOTIFYs in one statement (issue 30). */
  get engine() {
    return engineOf(this.db);
  }

  /**
   * PostgreSQL (issue 30): inserts the event in one statement and answers it as written
   * (RETURNING: no second read).
   */
  async insertInOneTrip(
    familyId: string,
    id: string,
    write: EventWrite,
    createdBy: string,
    now: Date,
  ): Promise<CalendarEvent> {
    const [row] = await writeInOneTrip(
      this.db,
      this.insertQuery(familyId, id, write, createdBy, now).returningAll(),
      {},
    );
    return toEvent(row!);
  }

  private insertQuery(
    familyId: string,
    id: string,
    write: EventWrite,
    createdBy: string,
    now: Date,
  ) {
    return this.db.insertInto('calendar_events').values({
      id,
      family_id: familyId,
      title: write.title,
      description: write.description,
      start_time: write.startTime,
      end_time: write.endTime,
      location: write.location,
      event_type: write.eventType,
      attendees: JSON.stringify(write.attendees),
      created_by: createdBy,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
  }

  /**
   * An .ics import (decision 022): the new events and the import key (UID and start) that made
   * each, in one transaction. Keys already imported, whose event still exists, are left out;
   * the answer is the keys written.
   */
  async importMany(
    familyId: string,
    items: readonly { key: string; id: string; write: EventWrite }[],
    createdBy: string,
    now: Date,
  ): Promise<Set<string>> {
    return this.db.transaction().execute(async (trx) => {
      const existing = new Set<string>();
      for (const part of chunks(items, 200)) {
        const rows = await trx
          .selectFrom('calendar_event_imports')
          .select('import_key')
          .where('family_id', '=', familyId)
          .where(
            'import_key',
            'in',
            part.map((item) => item.key),
          )
          .execute();
        for (const row of rows) existing.add(row.import_key);
      }
      const fresh = items.filter((item) => !existing.has(item.key));
      const at = now.toISOString();
      for (const part of chunks(fresh, 50)) {
        await trx
          .insertInto('calendar_events')
          .values(
            part.map(({ id, write }) => ({
              id,
              family_id: familyId,
              title: write.title,
              description: write.description,
              start_time: write.startTime,
              end_time: write.endTime,
              location: write.location,
              event_type: write.eventType,
              attendees: JSON.stringify(write.attendees),
              created_by: createdBy,
              created_at: at,
              updated_at: at,
            })),
          )
          .execute();
        await trx
          .insertInto('calendar_event_imports')
          .values(
            part.map(({ key, id }) => ({
              family_id: familyId,
              import_key: key,
              event_id: id,
              created_at: at,
            })),
          )
          .execute();
      }
      return new Set(fresh.map((item) => item.key));
    });
  }

  async update(familyId: string, id: string, write: Partial<EventWrite>, now: Date) {
    const result = await this.db
      .updateTable('calendar_events')
      .set({ ...toColumns(write), updated_at: now.toISOString() } as never)
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(familyId: string, id: string) {
    const result = await this.db
      .deleteFrom('calendar_events')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** For the feed: the most recent and upcoming events. */
  async forFeed(familyId: string, since: string, limit: number) {
    const rows = await this.db
      .selectFrom('calendar_events')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('end_time', '>=', since)
      .orderBy('start_time', 'asc')
      .limit(limit)
      .execute();
    return rows.map(toEvent);
  }

  async feedToken(familyId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('calendar_feeds')
      .select('token')
      .where('family_id', '=', familyId)
      .executeTakeFirst();
    return row?.token;
  }

  /** The family's secret, made on first use; first uses at the same time agree on one. */
  async ensureFeedToken(familyId: string, now: Date): Promise<string> {
    await this.db
      .insertInto('calendar_feeds')
      .values({ family_id: familyId, token: newFeedToken(), created_at: now.toISOString() })
      .onConflict((oc) => oc.column('family_id').doNothing())
      .execute();
    return (await this.feedToken(familyId))!;
  }

  /**
   * A new secret replaces the old one, so the old URL stops working. One statement: a delete
   * and an insert let two replacements at once collide on the family's row.
   */
  async replaceFeedToken(familyId: string, now: Date): Promise<string> {
    const token = newFeedToken();
    const created_at = now.toISOString();
    await this.db
      .insertInto('calendar_feeds')
      .values({ family_id: familyId, token, created_at })
      .onConflict((oc) => oc.column('family_id').doUpdateSet({ token, created_at }))
      .execute();
    return token;
  }

  /** The family a feed token belongs to (its name is the family module's). */
  async familyIdByFeedToken(token: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('calendar_feeds')
      .select('family_id')
      .where('token', '=', token)
      .executeTakeFirst();
    return row?.family_id;
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const newFeedToken = () => randomBytes(24).toString('base64url');
