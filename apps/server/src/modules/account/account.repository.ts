import type { Kysely } from 'kysely';
import { familyNameFor } from '@usra/domain/family/family-naming';
import type { Database } from '../../db/schema.js';
import type { AuditLog } from '../../platform/audit.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { RemovalPorts } from './account-ports.js';

export interface MemberWithAccount {
  memberId: string;
  userId: string;
  name: string;
  email: string | null;
  role: string;
  birthDate: string | null;
}

export type DeletionPlan =
  { kind: 'none' } | { kind: 'delete_family' } | { kind: 'transfer'; newOwnerUserId: string };

/**
 * Reads and writes of account deletion (Settings → Data). This module owns no table: it reads
 * through the owners' repositories (`RemovalPorts`: auth, family, settings; the platform's audit
 * log) and runs their writes in one transaction of its own.
 */
export class AccountRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ports: RemovalPorts,
    private readonly audit: Pick<AuditLog, 'securityWithin' | 'forget'>,
  ) {}

  async familyOwner(familyId: string): Promise<string | null> {
    return (await this.ports.families.family(familyId))?.ownerUserId ?? null;
  }

  /** The user's family, its owner and the account that would inherit it (oldest other). */
  async removalFacts(userId: string): Promise<{
    familyId: string;
    familyName: string;
    ownerUserId: string | null;
    heir: { id: string; name: string } | null;
  } | null> {
    const familyId = await this.ports.accounts.familyOf(userId);
    const family = familyId === null ? null : await this.ports.families.family(familyId);
    if (familyId === null || !family) return null;
    const [heir] = await this.ports.accounts.othersIn(this.db, familyId, userId);
    return {
      familyId,
      familyName: family.name,
      ownerUserId: family.ownerUserId,
      heir: heir ? { id: heir.id, name: heir.fullName || heir.email } : null,
    };
  }

  passwordHash(userId: string): Promise<string | null> {
    return this.ports.accounts.passwordHash(userId);
  }

  /** The family's members linked to another account that still belongs to this family. */
  async membersWithAccount(familyId: string, exceptUserId: string): Promise<MemberWithAccount[]> {
    const members = await this.ports.families.membersWithAccount(familyId, exceptUserId);
    const accounts = await this.ports.accounts.othersIn(this.db, familyId, exceptUserId);
    const inFamily = new Set(accounts.map((account) => account.id));
    return members.filter((member) => inFamily.has(member.userId));
  }

  /** Whether a member row of this id exists in the family (any kind). */
  memberExists(familyId: string, memberId: string): Promise<boolean> {
    return this.ports.families.memberExists(familyId, memberId);
  }

  async otherAccounts(familyId: string, exceptUserId: string): Promise<number> {
    return (await this.ports.accounts.othersIn(this.db, familyId, exceptUserId)).length;
  }

  /** True when the user is the installation's only admin and other users exist. */
  isLastAdminWithOthers(userId: string): Promise<boolean> {
    return this.ports.accounts.isLastAdminWithOthers(userId);
  }

  /**
   * Deletes the account in one transaction: the family is handed over or deleted first (by
   * `plan`), families the user still owns but left (by accepting an invitation) go to their
   * oldest remaining account or are deleted when empty, the user's member rows stay as
   * members without an account, then the user's own rows go. The audit row is written inside
   * the transaction, without a user id, so it outlives the account.
   */
  async deleteAccount(input: {
    userId: string;
    familyId: string;
    plan: DeletionPlan;
    audit: { details: Record<string, unknown> } & Pick<RequestContext, 'ip' | 'userAgent'>;
    now: Date;
  }): Promise<string[]> {
    const { userId, familyId, plan, now } = input;
    const { accounts, families, preferences } = this.ports;
    const deletedFamilies: string[] = [];
    await this.db.transaction().execute(async (tx) => {
      const { details, ip, userAgent } = input.audit;
      await this.audit.securityWithin(tx, { ip, userAgent }, null, 'account_deleted', details, now);

      if (plan.kind === 'transfer') await families.setOwner(tx, familyId, plan.newOwnerUserId);
      if (plan.kind === 'delete_family') {
        // The other accounts keep their accounts, each in a new family of its own, as at sign-up.
        for (const other of await accounts.othersIn(tx, familyId, userId)) {
          const founded = await families.createWithOwner(
            tx,
            {
              userId: other.id,
              email: other.email,
              fullName: other.fullName ?? '',
              familyName: familyNameFor(other.fullName || other.email),
            },
            now,
          );
          await accounts.moveTo(tx, other.id, founded);
        }
        await families.deleteFamily(tx, familyId);
        deletedFamilies.push(familyId);
      }

      for (const owned of await families.ownedBy(tx, userId)) {
        const [heir] = await accounts.othersIn(tx, owned, userId);
        if (heir) {
          await families.setOwner(tx, owned, heir.id);
        } else {
          await families.deleteFamily(tx, owned);
          deletedFamilies.push(owned);
        }
      }

      await families.unlinkAccount(tx, userId, now);
      await preferences.deleteOf(tx, userId);
      await this.audit.forget(tx, userId);
      await accounts.deleteAccount(tx, userId);
    });
    return deletedFamilies;
  }
}
