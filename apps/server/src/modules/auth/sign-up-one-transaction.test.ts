import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { newId } from '../../platform/ids.js';
import { createTestEnv, engines, type TestEnv } from '../../test/test-app.js';
import { allRows } from '../../test/table-rows.js';
import { FamilyAccountsRepository } from '../family/family-accounts.repository.js';
import { AuthRepository } from './auth.repository.js';

/**
 * Sign-up founds the family through the family module's repository (issue 29), inside the auth
 * module's transaction: a failure after the family and its first member were written leaves no
 * row behind; without one, the session user reads the family's name in the same statement.
 */
describe.each(engines)('sign-up is one transaction on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it("a failure after the family's writes leaves no family, member, profile or role", async () => {
    const db = sut.db.db;
    const userId = newId();
    const at = new Date().toISOString();
    // The user better-auth would have written before the account's own rows.
    await db
      .insertInto('users')
      .values({
        id: userId,
        name: 'Sara Ali',
        email: 'sara@example.com',
        email_verified: 0,
        image: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const families = new FamilyAccountsRepository(db);
    const before = await allRows(db, env, engine);
    let founded: string | null = null;
    const failing = new AuthRepository(db, {
      familyName: (familyId) => families.familyName(familyId),
      async createWithOwner(tx, founder, now) {
        founded = await families.createWithOwner(tx, founder, now);
        throw new Error('after the family');
      },
    });
    const account = {
      userId,
      email: 'sara@example.com',
      fullName: 'Sara Ali',
      familyName: 'Ali family',
    };
    await expect(failing.createAccount(account, env.clock.now)).rejects.toThrow('after the family');
    expect(founded).not.toBeNull();
    expect(await allRows(db, env, engine)).toEqual(before);

    const repo = new AuthRepository(db, families);
    await repo.createAccount(account, env.clock.now);
    expect(await repo.findSessionUser(userId)).toMatchObject({
      id: userId,
      familyName: 'Ali family',
      // The first account of an install is its admin.
      role: 'admin',
    });
    const members = await db
      .selectFrom('family_members')
      .select(['user_id', 'name', 'role'])
      .execute();
    expect(members).toEqual([{ user_id: userId, name: 'Sara Ali', role: 'admin' }]);
  });
});
