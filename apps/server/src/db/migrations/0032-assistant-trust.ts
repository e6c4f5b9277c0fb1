import type { Kysely, Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * An assistant a family can trust (issue 28, decision 016). `assistant_pending`: a question
 * back (confirm a loose match, which one, did you mean) waiting for its chip; it keeps the
 * understanding with the resolved row ids and the options offered, for one person of one family
 * and a few minutes. `assistant_undo`: what a reply did, as the inverse steps that reverse it
 * through the same services, offered for ten minutes and used once.
 */
export function assistantTrust(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['assistant_pending', 'assistant_undo'] as const) {
        await db.schema
          .createTable(table)
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('family_id', 'text', (c) =>
            c.notNull().references('families.id').onDelete('cascade'),
          )
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('conversation_id', 'text', (c) =>
            c.notNull().references('assistant_conversations.id').onDelete('cascade'),
          )
          // pending: the understanding and the options; undo: the inverse steps (JSON text).
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('created_at', t.timestamp, (c) => c.notNull())
          .addColumn('expires_at', t.timestamp, (c) => c.notNull())
          .addColumn('used_at', t.timestamp)
          .execute();
        await db.schema
          .createIndex(`${table}_user`)
          .on(table)
          .columns(['family_id', 'user_id', 'expires_at'])
          .execute();
      }
    },
  };
}
