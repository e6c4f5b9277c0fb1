import type { Kysely, Selectable } from 'kysely';
import type { Invitation, InvitationStatus } from '@usra/domain/family/invitation-schema';
import type { MemberRole } from '@usra/domain/family/member-schema';
import { toIso } from '../../db/dialect.js';
import type { Database, FamilyInvitationsTable } from '../../db/schema.js';
import { newId } from '../../platform/ids.js';

export interface InvitationRow extends Invitation {
  familyId: string;
}

function toInvitation(row: Selectable<FamilyInvitationsTable>): InvitationRow {
  return {
    id: row.id,
    familyId: row.family_id,
    token: row.invitation_token,
    status: row.status as InvitationStatus,
    role: row.role as MemberRole,
    invitedName: row.invited_name,
    invitedEmail: row.invited_email,
    expiresAt: toIso(row.expires_at),
    createdAt: toIso(row.created_at),
  };
}

export interface Joining {
  invitationId: string;
  familyId: string;
  userId: string;
  memberName: string;
  email: string;
  role: MemberRole;
}

export class InvitationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(
    invitation: {
      id: string;
      familyId: string;
      token: string;
      role: MemberRole;
      invitedName: string | null;
      invitedEmail: string | null;
      expiresAt: string;
      createdBy: string;
    },
    now: Date,
  ): Promise<void> {
    await this.db
      .insertInto('family_invitations')
      .values({
        id: invitation.id,
        family_id: invitation.familyId,
        invitation_token: invitation.token,
        status: 'pending',
        expires_at: invitation.expiresAt,
        invited_email: invitation.invitedEmail,
        invited_name: invitation.invitedName,
        role: invitation.role,
        created_by: invitation.createdBy,
        created_at: now.toISOString(),
      })
      .execute();
  }

  async find(familyId: string, id: string): Promise<InvitationRow | null> {
    const row = await this.db
      .selectFrom('family_invitations')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toInvitation(row) : null;
  }

  /** Pending invitations that have not expired, newest first. */
  async listPending(familyId: string, now: Date): Promise<InvitationRow[]> {
    const rows = await this.db
      .selectFrom('family_invitations')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now.toISOString())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toInvitation);
  }

  /** The usable invitation of a token (pending, unexpired) with its family's name. */
  async findUsable(
    token: string,
    now: Date,
  ): Promise<(InvitationRow & { familyName: string }) | null> {
    const row = await this.db
      .selectFrom('family_invitations')
      .innerJoin('families', 'families.id', 'family_invitations.family_id')
      .selectAll('family_invitations')
      .select('families.name as family_name')
      .where('family_invitations.invitation_token', '=', token)
      .where('family_invitations.status', '=', 'pending')
      .where('family_invitations.expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row ? { ...toInvitation(row), familyName: row.family_name } : null;
  }

  async revoke(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('family_invitations')
      .set({ status: 'revoked' })
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Uses the invitation once and moves the user into its family, in one transaction: the
   * status change is conditional, so of two concurrent acceptances only one succeeds.
   * Returns the new member's id, or null when the invitation was no longer usable.
   */
  async accept(joining: Joining, now: Date): Promise<string | null> {
    return this.db.transaction().execute(async (tx) => {
      const at = now.toISOString();
      const used = await tx
        .updateTable('family_invitations')
        .set({ status: 'accepted' })
        .where('id', '=', joining.invitationId)
        .where('status', '=', 'pending')
        .where('expires_at', '>', at)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) return null;
      await tx
        .updateTable('profiles')
        .set({ family_id: joining.familyId })
        .where('id', '=', joining.userId)
        .execute();
      const existing = await tx
        .selectFrom('family_members')
        .select('id')
        .where('family_id', '=', joining.familyId)
        .where('user_id', '=', joining.userId)
        .executeTakeFirst();
      if (existing) return existing.id;
      const id = newId();
      await tx
        .insertInto('family_members')
        .values({
          id,
          family_id: joining.familyId,
          user_id: joining.userId,
          name: joining.memberName,
          email: joining.email,
          role: joining.role,
          status: 'active',
          created_at: at,
          updated_at: at,
        })
        .execute();
      return id;
    });
  }
}
