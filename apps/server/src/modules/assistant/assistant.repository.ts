import type { Kysely } from 'kysely';
import type { ChatMessage } from '@usra/domain/assistant/assistant-schema';
import { toIso } from '../../db/dialect.js';
import type { AssistantMessagesTable, Database } from '../../db/schema.js';

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
