import type { Kysely } from 'kysely';
import { toIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

/** E-mail confirmation at sign-up (migration 0030): the pending flag and the hashed tokens. */
export class EmailConfirmationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new link replaces the older ones of the account. */
  async start(userId: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('profiles')
        .set({ email_confirmation_pending: 1 })
        .where('id', '=', userId)
        .execute();
      await tx.deleteFrom('email_confirmations').where('user_id', '=', userId).execute();
      await tx
        .insertInto('email_confirmations')
        .values({
          token_hash: tokenHash,
          user_id: userId,
          expires_at: expiresAt.toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
    });
  }

  async isPending(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('profiles')
      .select('email_confirmation_pending')
      .where('id', '=', userId)
      .executeTakeFirst();
    return Boolean(row?.email_confirmation_pending);
  }

  /**
   * Uses a link once: the account's e-mail counts as verified, its pending flag goes, and so do
   * all its links. Answers the user id, or null for an unknown, used or expired link.
   */
  async confirm(tokenHash: string, now: Date): Promise<string | null> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .deleteFrom('email_confirmations')
        .where('token_hash', '=', tokenHash)
        .returning(['user_id', 'expires_at'])
        .executeTakeFirst();
      if (!row || Date.parse(toIso(row.expires_at)) <= now.getTime()) return null;
      await tx.deleteFrom('email_confirmations').where('user_id', '=', row.user_id).execute();
      await tx
        .updateTable('profiles')
        .set({ email_confirmation_pending: 0 })
        .where('id', '=', row.user_id)
        .execute();
      await tx
        .updateTable('users')
        .set({ email_verified: 1, updated_at: now.toISOString() })
        .where('id', '=', row.user_id)
        .execute();
      return row.user_id;
    });
  }

  /** The e-mail arrived with an invitation sent to it: the address is proven. */
  async markVerified(userId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ email_verified: 1, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
  }

  async deleteSessions(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}
