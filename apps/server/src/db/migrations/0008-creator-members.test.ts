import { afterEach, describe, expect, it } from 'vitest';
import { engines } from '../../test/test-app.js';
import { openMigrationDb, type MigrationDb } from '../../test/migration-db.js';

describe.each(engines)('migration 0008 (creator members) on %s', (engine) => {
  let m: MigrationDb | undefined;
  afterEach(async () => {
    await m?.cleanup();
  });

  it('gives every existing account its member row once, and does not send old families to the set-up', async () => {
    m = await openMigrationDb(engine);
    const { db, migrator } = m;
    expect((await migrator.migrateTo('0007-user-preferences')).error).toBeUndefined();

    const at = '2026-01-01T00:00:00.000Z';
    const user = (id: string, email: string, name: string) => ({
      id,
      email,
      name,
      email_verified: (engine === 'postgres' ? false : 0) as unknown as number,
      image: null,
      created_at: at,
      updated_at: at,
    });
    await db.db
      .insertInto('users')
      .values([
        user('u-sara', 'sara@example.com', 'Sara Ali'),
        user('u-omar', 'omar@example.com', 'Omar'),
        user('u-lina', 'lina@example.com', ''),
      ])
      .execute();
    await db.db
      .insertInto('families')
      .values([
        { id: 'f-sara', name: "Sara Ali's family", owner_user_id: 'u-sara', created_at: at },
        { id: 'f-lina', name: "Lina's family", owner_user_id: 'u-lina', created_at: at },
      ])
      .execute();
    const profile = (id: string, family: string, email: string, name: string | null) => ({
      id,
      family_id: family,
      email,
      full_name: name,
      created_at: at,
    });
    await db.db
      .insertInto('profiles')
      .values([
        profile('u-sara', 'f-sara', 'sara@example.com', 'Sara Ali'),
        // Omar joined Sara's family by invitation before: he already has his row.
        profile('u-omar', 'f-sara', 'omar@example.com', 'Omar'),
        profile('u-lina', 'f-lina', 'lina@example.com', null),
      ])
      .execute();
    await db.db
      .insertInto('family_members')
      .values({
        id: 'm-omar',
        family_id: 'f-sara',
        user_id: 'u-omar',
        name: 'Omar',
        email: 'omar@example.com',
        role: 'spouse',
        status: 'active',
        created_at: at,
        updated_at: at,
      })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const members = await db.db
      .selectFrom('family_members')
      .select(['family_id', 'user_id', 'name', 'email', 'role', 'status'])
      .orderBy('email')
      .execute();
    expect(members).toEqual([
      {
        family_id: 'f-lina',
        user_id: 'u-lina',
        name: 'lina',
        email: 'lina@example.com',
        role: 'admin',
        status: 'active',
      },
      {
        family_id: 'f-sara',
        user_id: 'u-omar',
        name: 'Omar',
        email: 'omar@example.com',
        role: 'spouse',
        status: 'active',
      },
      {
        family_id: 'f-sara',
        user_id: 'u-sara',
        name: 'Sara Ali',
        email: 'sara@example.com',
        role: 'admin',
        status: 'active',
      },
    ]);
    const settings = await db.db
      .selectFrom('family_settings')
      .select(['family_id', 'setting_key', 'setting_value'])
      .orderBy('family_id')
      .execute();
    expect(settings).toEqual([
      { family_id: 'f-lina', setting_key: 'onboarding.done', setting_value: 'true' },
      { family_id: 'f-sara', setting_key: 'onboarding.done', setting_value: 'true' },
    ]);
  });
});
