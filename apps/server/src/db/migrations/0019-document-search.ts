import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../dialect.js';

/**
 * The search index of the family's documents (issue 15): one row per document holding its
 * normalised text (title, description, tags and extracted text through the one normaliser of
 * `@usra/domain/documents/search-text`). SQLite keeps two FTS5 tables over it (unicode61 words
 * for prefixes, trigram for substrings); PostgreSQL a `simple` tsvector and a pg_trgm index.
 * The documents module writes a row in the same transaction as the document.
 */
export function documentSearch(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('document_search')
        .addColumn('document_id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('body', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('document_search_family_idx')
        .on('document_search')
        .columns(['family_id', 'document_id'])
        .execute();
      if (engine === 'sqlite') {
        for (const [name, tokenize] of [
          ['document_search_words', 'unicode61 remove_diacritics 0'],
          ['document_search_trigrams', 'trigram'],
        ] as const) {
          await sql
            .raw(
              `create virtual table ${name} using fts5(body, content='document_search', content_rowid='rowid', tokenize='${tokenize}')`,
            )
            .execute(db);
          await sql
            .raw(
              `create trigger ${name}_ai after insert on document_search begin
                 insert into ${name}(rowid, body) values (new.rowid, new.body); end`,
            )
            .execute(db);
          await sql
            .raw(
              `create trigger ${name}_ad after delete on document_search begin
                 insert into ${name}(${name}, rowid, body) values ('delete', old.rowid, old.body); end`,
            )
            .execute(db);
          await sql
            .raw(
              `create trigger ${name}_au after update on document_search begin
                 insert into ${name}(${name}, rowid, body) values ('delete', old.rowid, old.body);
                 insert into ${name}(rowid, body) values (new.rowid, new.body); end`,
            )
            .execute(db);
        }
      } else {
        // One database holds one pg_trgm; parallel migrations (one schema per test file) would
        // race to create it, so they take turns. It lives in public; its operator class is named
        // with its schema because a test's search path holds only its own schema.
        await sql`select pg_advisory_xact_lock(72610019)`.execute(db);
        await sql`create extension if not exists pg_trgm with schema public`.execute(db);
        await sql`alter table document_search add column words tsvector
          generated always as (to_tsvector('simple', body)) stored`.execute(db);
        await sql`create index document_search_words_idx on document_search using gin (words)`.execute(
          db,
        );
        await sql`create index document_search_trigrams_idx on document_search
          using gin (body public.gin_trgm_ops)`.execute(db);
      }
    },
  };
}
