import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { toTask } from '../../modules/tasks/task-row.js';
import { engines } from '../../test/test-app.js';
import { openMigrationDb, type MigrationDb } from '../../test/migration-db.js';

describe.each(engines)('migration 0013 (tasks row JSON) on %s', (engine) => {
  let m: MigrationDb | undefined;
  afterEach(async () => {
    await m?.cleanup();
  });

  it("writes the JSON of the tasks already stored, equal to the list's mapping", async () => {
    m = await openMigrationDb(engine);
    const { db, migrator } = m;
    expect((await migrator.migrateTo('0012-two-factor')).error).toBeUndefined();

    const at = '2026-01-01T00:00:00.000Z';
    await db.db
      .insertInto('users')
      .values({
        id: 'u-sara',
        email: 'sara@example.com',
        name: 'Sara',
        email_verified: (engine === 'postgres' ? false : 0) as unknown as number,
        image: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db.db
      .insertInto('families')
      .values({ id: 'f-sara', name: 'عائلة سارة', owner_user_id: 'u-sara', created_at: at })
      .execute();
    const task = (id: string, extra: Record<string, unknown>) => ({
      id,
      family_id: 'f-sara',
      title: `مهمة "${id}"`,
      location: 'البيت',
      tags: '["منزل","a\\"b"]',
      created_by: 'u-sara',
      created_at: at,
      updated_at: at,
      ...extra,
    });
    // One insert each: SQLite has no DEFAULT for the columns a multi-row insert leaves out.
    await db.db
      .insertInto('tasks')
      .values(task('t-1', {}) as never)
      .execute();
    await db.db
      .insertInto('tasks')
      .values(
        task('t-2', {
          status: 'completed',
          completed_at: '2026-01-02T10:00:00.000Z',
          due_date: '2026-01-02T09:00:00.000Z',
          is_recurring: (engine === 'postgres' ? true : 1) as unknown as boolean,
          recurrence_type: 'monthly',
          latitude: 24.7136,
          longitude: 46.6753,
          estimated_duration: 30,
        }) as never,
      )
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql<
      Record<string, unknown> & { row_json: string }
    >`select * from tasks order by id`.execute(db.db);
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row.row_json).toBe(
        JSON.stringify(toTask(row as unknown as Parameters<typeof toTask>[0])),
      );
  });
});
