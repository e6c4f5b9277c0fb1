import type { Kysely, Selectable } from 'kysely';
import type { AppPassword, AppPasswordScope } from '@usra/domain/settings/app-password-schema';
import { toIso } from '../../db/dialect.js';
import type { AppPasswordsTable, Database } from '../../db/schema.js';

type Row = Selectable<AppPasswordsTable>;

/** A row as the list shows it: never the token's hash. */
export function toAppPassword(row: Row): AppPassword {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: toIso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : toIso(row.last_used_at),
  };
}

/** A person's app passwords: every query names the person (user_id) it belongs to. */
export class AppPasswordsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: string): Promise<Row[]> {
    return this.db
      .selectFrom('app_passwords')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async count(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('app_passwords')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(row: {
    id: string;
    userId: string;
    name: string;
    scope: AppPasswordScope;
    tokenHash: string;
    now: Date;
  }): Promise<Row> {
    return this.db
      .insertInto('app_passwords')
      .values({
        id: row.id,
        user_id: row.userId,
        name: row.name,
        scope: row.scope,
        token_hash: row.tokenHash,
        created_at: row.now.toISOString(),
        last_used_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The deleted row, or undefined when the id is not one of this person's. */
  async delete(userId: string, id: string): Promise<Row | undefined> {
    return this.db
      .deleteFrom('app_passwords')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }

  async findByHash(tokenHash: string): Promise<Row | undefined> {
    return this.db
      .selectFrom('app_passwords')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Records a use; written at most once a minute per token (a script may call many times). */
  async touch(id: string, now: Date): Promise<void> {
    const staleBefore = new Date(now.getTime() - 60_000).toISOString();
    await this.db
      .updateTable('app_passwords')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
      .execute();
  }
}
