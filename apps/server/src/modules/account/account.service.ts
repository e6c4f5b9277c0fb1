import type { AdminRemovalInfo } from '@usra/domain/admin/admin-schema';
import {
  isAdultMember,
  type AccountDeletionInfo,
  type DeleteAccountInput,
} from '@usra/domain/account/account-deletion-schema';
import type { SessionUser } from '@usra/domain/auth/auth-schema';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../../platform/audit.js';
import { familyPrefix, type Storage } from '../../platform/storage/storage.js';
import type { Auth } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { PasswordReentry } from '../auth/auth.module.js';
import type { AccountRepository, DeletionPlan, MemberWithAccount } from './account.repository.js';

export const accountErrorMessages = {
  WRONG_PASSWORD: 'The password is incorrect.',
  OWNER_MUST_CHOOSE:
    'You own this family: choose whether to delete the family or hand it to another adult member.',
  NOT_FAMILY_OWNER: 'Only the owner of the family can delete it or hand it over.',
  MEMBER_NOT_ELIGIBLE:
    'This member cannot take over the family: choose an adult member who has an account.',
  LAST_ADMIN:
    'You are the only administrator of this server. Promote another user to admin before deleting your account.',
  NOT_FOUND: 'Family member not found',
  LAST_ADMIN_REMOVAL:
    'This is the only administrator of this server. Promote another user to admin first.',
  SELF_REMOVAL: 'You cannot delete your own account here: use Settings → Data.',
  USER_NOT_FOUND: 'User not found',
} as const;

/**
 * Deleting one's own account (Settings → Data). The password is asked again, under the one
 * limit of password re-entries. The family's shared data stays unless its owner deletes it.
 */
export class AccountService {
  constructor(
    private readonly repo: AccountRepository,
    private readonly auth: Auth,
    private readonly reentry: PasswordReentry,
    private readonly audit: AuditLog,
    private readonly storage: Pick<Storage, 'deletePrefix'>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** A deleted family's files (documents): one prefix in the store. */
  private async deleteFiles(familyId: string): Promise<void> {
    try {
      await this.storage.deletePrefix(familyPrefix(familyId));
    } catch (error) {
      // The account is gone already; the files are orphans an operator can remove.
      this.log.error({ err: error, familyId }, "could not delete a deleted family's files");
    }
  }

  private async candidates(user: SessionUser, now: Date): Promise<MemberWithAccount[]> {
    const members = await this.repo.membersWithAccount(user.familyId, user.id);
    return members.filter((m) => isAdultMember(m, now));
  }

  async deletionInfo(user: SessionUser): Promise<AccountDeletionInfo> {
    const now = this.clock();
    const isOwner = (await this.repo.familyOwner(user.familyId)) === user.id;
    return {
      isOwner,
      candidates: isOwner
        ? (await this.candidates(user, now)).map(({ memberId, name, email }) => ({
            memberId,
            name,
            email,
          }))
        : [],
      otherAccounts: await this.repo.otherAccounts(user.familyId, user.id),
      lastAdmin: await this.repo.isLastAdminWithOthers(user.id),
    };
  }

  private checkPassword(user: SessionUser, password: string, ctx: RequestContext) {
    return this.reentry.check(user.id, 'delete_account', ctx, async () => {
      const hash = await this.repo.passwordHash(user.id);
      const context = await this.auth.$context;
      const valid = hash !== null && (await context.password.verify({ hash, password }));
      if (!valid) throw new AppError(400, 'WRONG_PASSWORD', accountErrorMessages.WRONG_PASSWORD);
    });
  }

  async deleteAccount(
    user: SessionUser,
    input: DeleteAccountInput,
    ctx: RequestContext,
  ): Promise<void> {
    await this.checkPassword(user, input.password, ctx);
    const now = this.clock();
    if (await this.repo.isLastAdminWithOthers(user.id)) {
      throw new AppError(409, 'LAST_ADMIN', accountErrorMessages.LAST_ADMIN);
    }
    const isOwner = (await this.repo.familyOwner(user.familyId)) === user.id;
    let plan: DeletionPlan;
    switch (input.familyAction) {
      case 'none':
        if (isOwner)
          throw new AppError(409, 'OWNER_MUST_CHOOSE', accountErrorMessages.OWNER_MUST_CHOOSE);
        plan = { kind: 'none' };
        break;
      case 'delete_family':
        if (!isOwner)
          throw new AppError(403, 'NOT_FAMILY_OWNER', accountErrorMessages.NOT_FAMILY_OWNER);
        plan = { kind: 'delete_family' };
        break;
      case 'transfer': {
        if (!isOwner)
          throw new AppError(403, 'NOT_FAMILY_OWNER', accountErrorMessages.NOT_FAMILY_OWNER);
        if (!(await this.repo.memberExists(user.familyId, input.newOwnerMemberId))) {
          throw new AppError(404, 'NOT_FOUND', accountErrorMessages.NOT_FOUND);
        }
        const heir = (await this.candidates(user, now)).find(
          (m) => m.memberId === input.newOwnerMemberId,
        );
        if (!heir) {
          throw new AppError(409, 'MEMBER_NOT_ELIGIBLE', accountErrorMessages.MEMBER_NOT_ELIGIBLE);
        }
        plan = { kind: 'transfer', newOwnerUserId: heir.userId };
        break;
      }
    }
    const deletedFamilies = await this.repo.deleteAccount({
      userId: user.id,
      familyId: user.familyId,
      plan,
      audit: {
        details: {
          deletedUserId: user.id,
          familyId: user.familyId,
          familyAction: input.familyAction,
          ...(plan.kind === 'transfer' ? { newOwnerUserId: plan.newOwnerUserId } : {}),
        },
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      },
      now,
    });
    // The deleted families' stored files go after their rows (a failure leaves only orphans).
    for (const id of deletedFamilies) await this.deleteFiles(id);
    if (plan.kind === 'transfer') {
      await this.audit.security(
        null,
        plan.newOwnerUserId,
        'family_ownership_received',
        { familyId: user.familyId, previousOwnerUserId: user.id },
        now,
      );
      await this.audit.activity(
        plan.newOwnerUserId,
        'family_ownership_received',
        { familyId: user.familyId },
        now,
      );
    }
  }

  /** What deleting this user from the admin portal would do to their family. */
  async removalInfo(userId: string): Promise<AdminRemovalInfo> {
    const facts = await this.repo.removalFacts(userId);
    if (!facts) throw new AppError(404, 'NOT_FOUND', accountErrorMessages.USER_NOT_FOUND);
    const owns = facts.ownerUserId === userId;
    return {
      familyName: facts.familyName,
      family: !owns ? 'kept' : facts.heir ? 'handed_over' : 'deleted',
      heirName: owns && facts.heir ? facts.heir.name : null,
    };
  }

  /**
   * An administrator deletes a user's account (admin portal): the effects of deleting one's
   * own account with the family kept (decision 004): a family the user owns goes to its
   * longest-standing other account, or is deleted with its data when nobody else is in it.
   * Never one's own account (Settings → Data asks for the password), never the last admin.
   */
  async removeByAdmin(admin: SessionUser, userId: string, ctx: RequestContext): Promise<void> {
    if (userId === admin.id) {
      throw new AppError(409, 'SELF_REMOVAL', accountErrorMessages.SELF_REMOVAL);
    }
    const facts = await this.repo.removalFacts(userId);
    if (!facts) throw new AppError(404, 'NOT_FOUND', accountErrorMessages.USER_NOT_FOUND);
    if (await this.repo.isLastAdminWithOthers(userId)) {
      throw new AppError(409, 'LAST_ADMIN', accountErrorMessages.LAST_ADMIN_REMOVAL);
    }
    const now = this.clock();
    const deletedFamilies = await this.repo.deleteAccount({
      userId,
      familyId: facts.familyId,
      plan: { kind: 'none' },
      audit: {
        details: {
          deletedUserId: userId,
          familyId: facts.familyId,
          familyAction: 'none',
          removedByAdminUserId: admin.id,
        },
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      },
      now,
    });
    for (const id of deletedFamilies) await this.deleteFiles(id);
    await this.audit.activity(
      admin.id,
      'admin_delete_user',
      { targetUserId: userId, deletedFamilies },
      now,
    );
  }
}
