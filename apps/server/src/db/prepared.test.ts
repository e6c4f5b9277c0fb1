import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../app.js';
import { createTestEnv, engines, type TestEnv } from '../test/test-app.js';
import { prepare } from './prepared.js';

/**
 * Prepared reads (issue 18): on PostgreSQL they run as named statements and can take a text
 * column as bytes (db/pg-bytes.ts); on SQLite a blob is a Buffer anyway. Through Kysely (in a
 * transaction) the same read answers a string with the same text.
 */
describe.each(engines)('prepared reads on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const text = 'شراء "الحليب" — \\ back/slash 😀 \u00e9';

  it('answers a bytes column as the text’s UTF-8 bytes, other columns decoded', async () => {
    const db = sut.db.db;
    const read = prepare(
      db,
      (value: string) =>
        db
          .selectNoFrom((eb) => [
            (engine === 'sqlite'
              ? sql<Buffer>`cast(${eb.val(value)} as blob)`
              : sql<Buffer>`${eb.val(value)}::text`
            ).as('json'),
            sql<string>`${eb.val(value)} || ''`.as('plain'),
          ])
          .$castTo<{ json: Buffer | string; plain: string }>(),
      1,
      { bytes: ['json'] },
    );
    for (let i = 0; i < 3; i++) {
      const [row] = await read(text);
      expect(Buffer.isBuffer(row!.json)).toBe(true);
      expect((row!.json as Buffer).toString('utf8')).toBe(text);
      expect(row!.plain).toBe(text);
    }
    // Inside a transaction the read goes through Kysely: the same text.
    await db.transaction().execute(async (trx) => {
      const inside = prepare(
        trx,
        (value: string) => trx.selectNoFrom((eb) => sql<string>`${eb.val(value)} || ''`.as('json')),
        1,
        { bytes: ['json'] },
      );
      const [row] = await inside(text);
      expect(Buffer.from(row!.json as string | Buffer).toString('utf8')).toBe(text);
    });
    // A read without bytes columns keeps strings, and a null stays null.
    const plain = prepare(
      db,
      (value: string) =>
        db.selectNoFrom((eb) => [
          sql<string>`${eb.val(value)} || ''`.as('json'),
          sql<null>`null`.as('nothing'),
        ]),
      1,
    );
    expect(await plain(text)).toEqual([{ json: text, nothing: null }]);
  });

  it('still reads after the table under a prepared statement changed shape', async () => {
    const db = sut.db.db;
    await sql`create table prepared_probe (id text primary key, title text)`.execute(db);
    await sql`insert into prepared_probe (id, title) values ('a', ${text})`.execute(db);
    const read = prepare(
      db,
      (id: string) =>
        db
          .selectFrom('prepared_probe' as never)
          .selectAll()
          .where('id' as never, '=', id as never),
      1,
    );
    // Every pooled connection has the statement prepared before the change.
    await Promise.all(Array.from({ length: 12 }, () => read('a')));
    expect(await read('a')).toEqual([{ id: 'a', title: text }]);
    await sql`alter table prepared_probe add column note text`.execute(db);
    const after = await Promise.all(Array.from({ length: 12 }, () => read('a')));
    for (const rows of after) expect(rows).toEqual([{ id: 'a', title: text, note: null }]);
  });
});
