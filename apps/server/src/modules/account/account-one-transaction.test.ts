import type { Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPrayerSettings } from '@usra/domain/settings/prayer-settings';
import type { UsraApp } from '../../app.js';
import type { Database } from '../../db/schema.js';
import { AuditLog } from '../../platform/audit.js';
import { createTestEnv, engines, type TestEnv } from '../../test/test-app.js';
import { allRows } from '../../test/table-rows.js';
import { AccountRemovalRepository } from '../auth/account-removal.repository.js';
import { FamilyAccountsRepository } from '../family/family-accounts.repository.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import { AccountRepository } from './account.repository.js';

/**
 * Account deletion writes to the tables of auth, family, settings and the audit log, each
 * through its owner's repository (issue 29), in one transaction of the account module: a
 * failure at its very last step leaves every row of every table as it was.
 */
describe.each(engines)('account deletion is one transaction on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('a failure after every write of the deletion leaves every row as it was', async () => {
    const db = sut.db.db;
    await env.ctx.newFamily({ email: 'admin@example.com', fullName: 'Admin Person' });
    const sara = await env.ctx.newFamily({ email: 'sara@example.com', fullName: 'Sara Ali' });
    // Ali would be moved into a family of his own, Sara's family deleted with its rows.
    await env.ctx.newMember(sara, { email: 'ali@example.com', fullName: 'Ali Hassan' });
    await env.ctx.newTask(sara, { title: 'Buy bread' });
    const settings = new SettingsRepository(db);
    await settings.setPrayerSettings(sara.userId, defaultPrayerSettings, env.clock.now);
    await new AuditLog(db).activity(sara.userId, 'task_created', {}, env.clock.now);
    const before = await allRows(db, env, engine);
    expect(before.user_preferences).toHaveLength(1);
    expect(before.tasks).toHaveLength(1);

    let reachedTheEnd = false;
    class FailingAtTheEnd extends AccountRemovalRepository {
      override async deleteAccount(tx: Transaction<Database>, userId: string): Promise<void> {
        await super.deleteAccount(tx, userId);
        reachedTheEnd = true;
        throw new Error('the last step fails');
      }
    }
    const repo = new AccountRepository(
      db,
      {
        accounts: new FailingAtTheEnd(db),
        families: new FamilyAccountsRepository(db),
        preferences: { deleteOf: (tx, userId) => settings.deletePreferences(tx, userId) },
      },
      new AuditLog(db),
    );
    const deletion = {
      userId: sara.userId,
      familyId: sara.familyId,
      plan: { kind: 'delete_family' as const },
      audit: { details: { deletedUserId: sara.userId }, ip: '127.0.0.1', userAgent: null },
      now: env.clock.now,
    };
    await expect(repo.deleteAccount(deletion)).rejects.toThrow('the last step fails');
    expect(reachedTheEnd).toBe(true);
    expect(await allRows(db, env, engine)).toEqual(before);
  });
});
