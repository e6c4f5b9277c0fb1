import { sql, type Kysely, type RawBuilder } from 'kysely';
import { normalizeSearchText, searchWords } from '@usra/domain/documents/search-text';
import type { Engine } from './dialect.js';
import type { Database } from './schema.js';

/**
 * Document search, the one place where SQLite and PostgreSQL differ (issue 15). Both engines
 * answer the same question the same way: the family's documents whose normalised text contains
 * every normalised query word — a word of three letters or more anywhere (a substring, so
 * "ثلاج" finds "ثلاجه"), a shorter one at the start of a word — newest first.
 */

/** Words shorter than this match the start of a word; longer ones match anywhere. */
export const SUBSTRING_MIN = 3;
export const SEARCH_LIMIT_MAX = 200;

export interface SearchIndex {
  /** Writes (or replaces) a document's searchable text; pass the transaction it belongs to. */
  put(
    db: Kysely<Database>,
    entry: { familyId: string; documentId: string; text: string },
  ): Promise<void>;
  remove(db: Kysely<Database>, familyId: string, documentId: string): Promise<void>;
  /** Document ids, newest first (ids are UUIDv7, so their order is their age). */
  search(familyId: string, query: string, limit?: number): Promise<string[]>;
  /**
   * The same match as a subquery of document ids, for a list to filter and page in SQL with
   * every match counted (null when the query has no words: nothing matches).
   */
  matching(familyId: string, query: string): RawBuilder<{ document_id: string }> | null;
}

/** The distinct words of a query, split into substring words and prefix words. */
export function queryWords(query: string): { long: string[]; short: string[] } {
  const words = [...new Set(searchWords(query))];
  return {
    long: words.filter((w) => w.length >= SUBSTRING_MIN),
    short: words.filter((w) => w.length < SUBSTRING_MIN),
  };
}

// Query words are letters and digits only (searchWords), so they need no quoting beyond this.
const quoted = (word: string) => `"${word}"`;

function sqliteCondition({
  long,
  short,
}: {
  long: string[];
  short: string[];
}): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  if (long.length > 0) {
    parts.push(
      sql`s.rowid in (select rowid from document_search_trigrams where document_search_trigrams match ${long.map(quoted).join(' AND ')})`,
    );
  }
  if (short.length > 0) {
    parts.push(
      sql`s.rowid in (select rowid from document_search_words where document_search_words match ${short.map((w) => `${quoted(w)}*`).join(' AND ')})`,
    );
  }
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

function postgresCondition({
  long,
  short,
}: {
  long: string[];
  short: string[];
}): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = long.map((w) => sql`s.body like ${`%${w}%`}`);
  if (short.length > 0) {
    parts.push(sql`s.words @@ to_tsquery('simple', ${short.map((w) => `${w}:*`).join(' & ')})`);
  }
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

export function createSearchIndex(db: Kysely<Database>, engine: Engine): SearchIndex {
  const condition = engine === 'sqlite' ? sqliteCondition : postgresCondition;
  return {
    async put(trx, { familyId, documentId, text }) {
      const body = normalizeSearchText(text);
      await trx
        .insertInto('document_search')
        .values({ document_id: documentId, family_id: familyId, body })
        .onConflict((oc) => oc.column('document_id').doUpdateSet({ body }))
        .execute();
    },
    async remove(trx, familyId, documentId) {
      await trx
        .deleteFrom('document_search')
        .where('family_id', '=', familyId)
        .where('document_id', '=', documentId)
        .execute();
    },
    matching(familyId, query) {
      const words = queryWords(query);
      if (words.long.length + words.short.length === 0) return null;
      return sql<{ document_id: string }>`(select s.document_id from document_search s
        where s.family_id = ${familyId} and ${condition(words)})`;
    },
    async search(familyId, query, limit = 50) {
      const words = queryWords(query);
      if (words.long.length + words.short.length === 0) return [];
      const { rows } = await sql<{ document_id: string }>`
        select s.document_id from document_search s
        where s.family_id = ${familyId} and ${condition(words)}
        order by s.document_id desc
        limit ${Math.min(Math.max(1, limit), SEARCH_LIMIT_MAX)}`.execute(db);
      return rows.map((r) => r.document_id);
    },
  };
}
