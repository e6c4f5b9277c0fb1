import type { Kysely } from 'kysely';
import type { ChatMessage } from '@usra/domain/assistant/assistant-schema';
import { toIso } from '../../db/dialect.js';
import type { AssistantMessagesTable, Database } from '../../db/schema.js';

type HeldTable = 'assistant_pending' | 'assistant_undo';

type MessageRow = Omit<AssistantMessagesTable, 'created_at'> & { created_at: string | Date };

function toMessage(row: MessageRow): ChatMessage {
  const metadata = JSON.parse(row.metadata) as Partial<ChatMessage['metadata']>;
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    messageType: row.message_type,
    createdAt: toIso(row.created_at),
    metadata: {
      actions: metadata.actions ?? [],
      suggestions: metadata.suggestions ?? [],
      intent: metadata.intent ?? null,
      choices: metadata.choices ?? [],
      undo: metadata.undo ?? null,
    },
  };
}

/** Conversations and messages; every query is scoped to the person and their family. */
export class AssistantRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ownConversation(familyId: string, userId: string, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('assistant_conversations')
      .select('id')
      .where('id', '=', id)
      .where('family_id', '=', familyId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async latestConversation(familyId: string, userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('assistant_conversations')
      .select('id')
      .where('family_id', '=', familyId)
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async createConversation(familyId: string, userId: string, id: string, now: Date) {
    await this.db
      .insertInto('assistant_conversations')
      .values({
        id,
        family_id: familyId,
        user_id: userId,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
  }

  /** Adds the messages and marks the conversation as just used, in one transaction. */
  async append(conversationId: string, messages: ChatMessage[], now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('assistant_messages')
        .values(
          messages.map((m) => ({
            id: m.id,
            conversation_id: conversationId,
            role: m.role,
            content: m.content,
            message_type: m.messageType,
            metadata: JSON.stringify(m.metadata),
            created_at: m.createdAt,
          })),
        )
        .execute();
      await trx
        .updateTable('assistant_conversations')
        .set({ updated_at: now.toISOString() })
        .where('id', '=', conversationId)
        .execute();
    });
  }

  /** Keeps a question back or an undo for one person's conversation until `expiresAt`. */
  async hold(
    table: HeldTable,
    row: {
      id: string;
      familyId: string;
      userId: string;
      conversationId: string;
      payload: unknown;
      now: Date;
      expiresAt: Date;
    },
  ): Promise<void> {
    await this.db
      .insertInto(table)
      .values({
        id: row.id,
        family_id: row.familyId,
        user_id: row.userId,
        conversation_id: row.conversationId,
        payload: JSON.stringify(row.payload),
        created_at: row.now.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        used_at: null,
      })
      .execute();
  }

  /**
   * Uses a held question or undo once: `missing` when it is not this person's (or this
   * conversation's), `gone` when it expired or was already used.
   */
  async take(
    table: HeldTable,
    familyId: string,
    userId: string,
    conversationId: string,
    id: string,
    now: Date,
  ): Promise<{ status: 'ok'; payload: unknown } | { status: 'missing' | 'gone' }> {
    const row = await this.db
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .where('family_id', '=', familyId)
      .where('user_id', '=', userId)
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    if (!row) return { status: 'missing' };
    if (row.used_at !== null || Date.parse(toIso(row.expires_at)) <= now.getTime()) {
      return { status: 'gone' };
    }
    const used = await this.db
      .updateTable(table)
      .set({ used_at: now.toISOString() })
      .where('id', '=', id)
      .where('family_id', '=', familyId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return { status: 'gone' };
    return { status: 'ok', payload: JSON.parse(row.payload) as unknown };
  }

  /** The last `limit` messages, oldest first. */
  async messages(conversationId: string, limit: number): Promise<ChatMessage[]> {
    const rows = await this.db
      .selectFrom('assistant_messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      // Ids are UUIDv7: in the order the messages were made, even within one millisecond.
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map(toMessage);
  }
}
