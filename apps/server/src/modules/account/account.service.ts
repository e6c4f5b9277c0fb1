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
}
