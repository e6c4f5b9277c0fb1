import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

const INVITATION_COLUMNS = [
  'id',
  'family_id',
  'invitation_token',
  'status',
  'expires_at',
  'invited_email',
  'invited_name',
  'role',
  'created_by',
  'created_at',
  'accepted_at',
  'accepted_by',
];

/**
 * Issue 27, accounts and invitations: an invitation can be declined (a status of its own, with
 * when), remembers the language its e-mail is written in and when it was last e-mailed (for
 * "Resend"); a sign-up that must confirm its address waits for a one-use link, kept hashed.
 */
export function accountsAndInvitations(engine: Engine): Migration {
  const t = columnTypes(engine);
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const statuses = sql`status in ('pending', 'accepted', 'revoked', 'declined')`;
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql`alter table family_invitations drop constraint family_invitations_status_check`.execute(
          db,
        );
        await sql`alter table family_invitations add constraint family_invitations_status_check check (${statuses})`.execute(
          db,
        );
      } else {
        // SQLite cannot change a check constraint: the table is built again with the new one.
        await db.schema
          .createTable('family_invitations_new')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('family_id', 'text', (c) =>
            c.notNull().references('families.id').onDelete('cascade'),
          )
          .addColumn('invitation_token', 'text', (c) => c.notNull().unique())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(statuses))
          .addColumn('expires_at', t.timestamp, (c) => c.notNull())
          .addColumn('invited_email', 'text')
          .addColumn('invited_name', 'text')
          .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
          .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
          .addColumn('accepted_at', t.timestamp)
          .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
          .execute();
        const columns = sql.join(INVITATION_COLUMNS.map((c) => sql.ref(c)));
        await sql`insert into family_invitations_new (${columns}) select ${columns} from family_invitations`.execute(
          db,
        );
        await db.schema.dropTable('family_invitations').execute();
        await db.schema
          .alterTable('family_invitations_new')
          .renameTo('family_invitations')
          .execute();
        await db.schema
          .createIndex('family_invitations_family_idx')
          .on('family_invitations')
          .columns(['family_id', 'status'])
          .execute();
      }
      await db.schema
        .alterTable('family_invitations')
        .addColumn('declined_at', t.timestamp)
        .execute();
      await db.schema.alterTable('family_invitations').addColumn('mail_language', 'text').execute();
      await db.schema
        .alterTable('family_invitations')
        .addColumn('emailed_at', t.timestamp)
        .execute();

      // Set at a sign-up that must confirm its e-mail; cleared by the confirmation link.
      await db.schema
        .alterTable('profiles')
        .addColumn('email_confirmation_pending', t.boolean, (c) =>
          c.notNull().defaultTo(engine === 'postgres' ? sql`false` : sql`0`),
        )
        .execute();
      await db.schema
        .createTable('email_confirmations')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('email_confirmations_user_idx')
        .on('email_confirmations')
        .column('user_id')
        .execute();
    },
  };
}
