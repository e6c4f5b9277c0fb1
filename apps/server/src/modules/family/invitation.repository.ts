import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  Invitation,
  InvitationLanguage,
  InvitationStatus,
} from '@usra/domain/family/invitation-schema';
import type { MemberRole } from '@usra/domain/family/member-schema';
import { toIso } from '../../db/dialect.js';
import type { Database, FamilyInvitationsTable } from '../../db/schema.js';
import { newId } from '../../platform/ids.js';
import { familyTables } from '../../db/family-tables.js';
import type { JoiningAccounts } from './family-ports.js';

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
    language: row.mail_language,
    emailedAt: row.emailed_at === null ? null : toIso(row.emailed_at),
    declinedAt: row.declined_at === null ? null : toIso(row.declined_at),
  };
}

/** An accepted invitation, for the notice to the inviter and the family's admins. */
export interface AcceptedInvitation {
  id: string;
  /** The name the invitation gave, else the joining account's name or e-mail. */
  name: string;
  acceptedAt: string;
  acceptedBy: string | null;
  /** Accounts told: who sent it, the family's owner and its admins (not the one who joined). */
  recipients: string[];
}

/** Tables whose rows make a family worth keeping: all its data, settings aside. */
const familyDataTables = familyTables
  .filter((t) => !t.familyColumn && !['profiles', 'family_settings'].includes(t.table))
  .map((t) => t.table);

export interface AcceptOutcome {
  memberId: string;
  previousFamilyId: string;
  /** The family the user left: deleted (it held nothing), kept, or none (same family). */
  previousFamily: 'deleted' | 'kept' | 'none';
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
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: JoiningAccounts,
  ) {}

  async insert(
    invitation: {
      id: string;
      familyId: string;
      token: string;
      role: MemberRole;
      invitedName: string | null;
      invitedEmail: string | null;
      language: InvitationLanguage | null;
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
        mail_language: invitation.language,
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

  /** Pending and declined invitations that have not expired, newest first. */
  async listPending(familyId: string, now: Date): Promise<InvitationRow[]> {
    const rows = await this.db
      .selectFrom('family_invitations')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('status', 'in', ['pending', 'declined'])
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

  /**
   * Whether a pending, unexpired invitation has this token (invite-only sign-up) and, with
   * `emailedTo`, was e-mailed to that address (its link proves the address at sign-up).
   */
  async pending(token: string, now: Date, emailedTo?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('family_invitations')
      .select('id')
      .where('invitation_token', '=', token)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now.toISOString());
    if (emailedTo !== undefined)
      query = query.where('invited_email', '=', emailedTo).where('emailed_at', 'is not', null);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** A pending invitation is withdrawn; a declined one leaves the inviter's list. */
  async revoke(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('family_invitations')
      .set({ status: 'revoked' })
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'declined'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The invitee says no: the link stops working (only a pending, unexpired one). */
  async decline(id: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const result = await this.db
      .updateTable('family_invitations')
      .set({ status: 'declined', declined_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async markEmailed(familyId: string, id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('family_invitations')
      .set({ emailed_at: now.toISOString() })
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * Uses the invitation once and moves the user into its family, in one transaction: the
   * status change is conditional, so of two concurrent acceptances only one succeeds.
   *
   * The user's member row in the family they leave is removed. That family is deleted when no
   * account is left in it and it holds nothing but that row (what sign-up created); a family
   * with data of its own is kept, and when other accounts remain and the leaving user owned it,
   * ownership passes to the longest-standing remaining account. In the new family, a member
   * row already added with the same e-mail (and no account yet) becomes the user's row;
   * otherwise a new row is inserted. Returns the member id, or null when the invitation was no
   * longer usable.
   */
  async accept(joining: Joining, now: Date): Promise<AcceptOutcome | null> {
    return this.db.transaction().execute(async (tx) => {
      const at = now.toISOString();
      const used = await tx
        .updateTable('family_invitations')
        .set({ status: 'accepted', accepted_at: at, accepted_by: joining.userId })
        .where('id', '=', joining.invitationId)
        .where('status', '=', 'pending')
        .where('expires_at', '>', at)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) return null;
      const previousFamilyId = await this.accounts.familyOf(tx, joining.userId);
      let previousFamily: AcceptOutcome['previousFamily'] = 'none';
      if (previousFamilyId !== joining.familyId) {
        await tx
          .deleteFrom('family_members')
          .where('family_id', '=', previousFamilyId)
          .where('user_id', '=', joining.userId)
          .execute();
        await this.accounts.moveTo(tx, joining.userId, joining.familyId);
        previousFamily = await this.leaveFamily(tx, previousFamilyId, joining.userId);
      }
      const existing = await tx
        .selectFrom('family_members')
        .select('id')
        .where('family_id', '=', joining.familyId)
        .where('user_id', '=', joining.userId)
        .executeTakeFirst();
      if (existing) return { memberId: existing.id, previousFamilyId, previousFamily };
      const added = await tx
        .selectFrom('family_members')
        .select('id')
        .where('family_id', '=', joining.familyId)
        .where('user_id', 'is', null)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', joining.email.toLowerCase()))
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirst();
      if (added) {
        await tx
          .updateTable('family_members')
          .set({ user_id: joining.userId, status: 'active', updated_at: at })
          .where('id', '=', added.id)
          .execute();
        return { memberId: added.id, previousFamilyId, previousFamily };
      }
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
      return { memberId: id, previousFamilyId, previousFamily };
    });
  }

  /** What becomes of the family a user left (see accept). */
  private async leaveFamily(
    tx: Transaction<Database>,
    familyId: string,
    userId: string,
  ): Promise<AcceptOutcome['previousFamily']> {
    const remaining = await this.accounts.earliestIn(tx, familyId);
    if (remaining) {
      await tx
        .updateTable('families')
        .set({ owner_user_id: remaining })
        .where('id', '=', familyId)
        .where('owner_user_id', '=', userId)
        .execute();
      return 'kept';
    }
    for (const table of familyDataTables) {
      const found = await sql<{ one: number }>`select 1 as one from ${sql.table(
        table,
      )} where family_id = ${familyId} limit 1`.execute(tx);
      if (found.rows.length > 0) return 'kept';
    }
    await tx.deleteFrom('families').where('id', '=', familyId).execute();
    return 'deleted';
  }

  /** Invitations accepted at or after `since`, newest first, with who is to hear of it. */
  async acceptedSince(
    familyId: string,
    since: string,
    limit: number,
  ): Promise<AcceptedInvitation[]> {
    const rows = await this.db
      .selectFrom('family_invitations as i')
      .select(['i.id', 'i.invited_name', 'i.created_by', 'i.accepted_at', 'i.accepted_by'])
      .where('i.family_id', '=', familyId)
      .where('i.status', '=', 'accepted')
      .where('i.accepted_at', '>=', since)
      .orderBy('i.accepted_at', 'desc')
      .limit(limit)
      .execute();
    if (rows.length === 0) return [];
    const [names, family, admins] = await Promise.all([
      this.accounts.names(rows.flatMap((row) => (row.accepted_by ? [row.accepted_by] : []))),
      this.db
        .selectFrom('families')
        .select('owner_user_id')
        .where('id', '=', familyId)
        .executeTakeFirst(),
      this.db
        .selectFrom('family_members')
        .select('user_id')
        .where('family_id', '=', familyId)
        .where('role', '=', 'admin')
        .where('user_id', 'is not', null)
        .execute(),
    ]);
    const staff = [family?.owner_user_id, ...admins.map((a) => a.user_id)];
    return rows.map((row) => ({
      id: row.id,
      name: joinedName(row.invited_name, row.accepted_by ? names.get(row.accepted_by) : undefined),
      acceptedAt: toIso(row.accepted_at!),
      acceptedBy: row.accepted_by,
      recipients: [
        ...new Set(
          [row.created_by, ...staff].filter(
            (id): id is string => typeof id === 'string' && id !== row.accepted_by,
          ),
        ),
      ],
    }));
  }
}

/** The name an accepted invitation shows: the invited name, else the account's name or e-mail. */
function joinedName(
  invitedName: string | null,
  account: { email: string; fullName: string | null } | undefined,
): string {
  return invitedName ?? account?.fullName ?? account?.email ?? '';
}
