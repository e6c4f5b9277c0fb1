import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/test-app.js';
import { openMigrationDb, type MigrationDb } from '../test/migration-db.js';
import { createSearchIndex, queryWords, type SearchIndex } from './search-index.js';

/** Documents of two families; ids sort by age like the UUIDv7 ids the server makes. */
const DOCUMENTS: { id: string; family: 'f-a' | 'f-b'; text: string }[] = [
  { id: 'd-01', family: 'f-a', text: 'شهادة ضمان الثلاجة — صالحة حتى ٢٠٢٧' },
  { id: 'd-02', family: 'f-a', text: 'فاتورة كهرباء شهر أكتوبر المبلغ المستحق 350 ريال' },
  { id: 'd-03', family: 'f-a', text: 'Warranty card for the refrigerator, valid until 2027' },
  { id: 'd-04', family: 'f-a', text: 'دليل المستخدم للمكيّف: تعليمات التركيب والتشغيل' },
  { id: 'd-05', family: 'f-a', text: 'عقد إيجار الشقة مع المؤجر لمدة سنة' },
  { id: 'd-06', family: 'f-a', text: 'وثيقة تأمين المنزل ضد الحريق رقم ٤٥١٢' },
  { id: 'd-07', family: 'f-a', text: 'Invoice INV-4512 for AC service, total 200' },
  { id: 'd-08', family: 'f-a', text: 'إيصال الدفع للمدرسة' },
  { id: 'd-09', family: 'f-a', text: 'تقرير صيانة السخان والمكيف' },
  { id: 'd-10', family: 'f-a', text: 'Owner manual — dishwasher (Arabic: دليل غسالة الصحون)' },
  { id: 'd-11', family: 'f-b', text: 'شهادة ضمان ثلاجة عائلة أخرى' },
  { id: 'd-12', family: 'f-b', text: 'Invoice for another family' },
];

/**
 * The shared query table: the same query must give the same documents, in the same order, on
 * SQLite (FTS5 unicode61 + trigram) and PostgreSQL (tsvector simple + pg_trgm).
 */
const QUERIES: [query: string, expected: string[]][] = [
  ['ضمان', ['d-01']],
  ['الضمان', ['d-01']],
  ['ثلاجه', ['d-01']],
  ['الثلاجة', ['d-01']],
  ['ثلاج', ['d-01']],
  ['٢٠٢٧', ['d-03', 'd-01']],
  ['2027', ['d-03', 'd-01']],
  ['مكيف', ['d-09', 'd-04']],
  ['المكيّف', ['d-09', 'd-04']],
  ['فاتورة كهرباء', ['d-02']],
  ['كهرباء ضمان', []],
  ['4512', ['d-07', 'd-06']],
  ['inv', ['d-07']],
  ['WARRANTY', ['d-03']],
  ['arranty', ['d-03']],
  ['دليل', ['d-10', 'd-04']],
  ['صي', ['d-09']],
  ['ac', ['d-07']],
  ['إيجار', ['d-05']],
  ['تأمين الحريق', ['d-06']],
  ['invoice', ['d-07']],
  ['', []],
  ['، . —', []],
  ['غير موجود', []],
];

describe.each(engines)('document search index on %s', (engine) => {
  let m: MigrationDb;
  let index: SearchIndex;

  beforeAll(async () => {
    m = await openMigrationDb(engine);
    expect((await m.migrator.migrateToLatest()).error).toBeUndefined();
    const db = m.db.db;
    const at = '2026-01-01T00:00:00.000Z';
    for (const family of ['f-a', 'f-b']) {
      await db
        .insertInto('users')
        .values({
          id: `u-${family}`,
          email: `${family}@example.com`,
          name: family,
          email_verified: (engine === 'postgres' ? false : 0) as unknown as boolean,
          image: null,
          created_at: at,
          updated_at: at,
        } as never)
        .execute();
      await db
        .insertInto('families')
        .values({ id: family, name: family, owner_user_id: `u-${family}`, created_at: at } as never)
        .execute();
    }
    index = createSearchIndex(db, engine);
    for (const doc of DOCUMENTS) {
      await index.put(db, { familyId: doc.family, documentId: doc.id, text: doc.text });
    }
  });

  afterAll(async () => {
    await m?.cleanup();
  });

  it.each(QUERIES)('finds %j in the first family: %j', async (query, expected) => {
    expect(await index.search('f-a', query)).toEqual(expected);
  });

  it("never returns another family's documents", async () => {
    expect(await index.search('f-b', 'ضمان')).toEqual(['d-11']);
    expect(await index.search('f-b', 'warranty')).toEqual([]);
  });

  it('replaces a document’s text and forgets a removed document', async () => {
    const db = m.db.db;
    await index.put(db, { familyId: 'f-a', documentId: 'd-08', text: 'إيصال استلام الغسالة' });
    expect(await index.search('f-a', 'المدرسة')).toEqual([]);
    expect(await index.search('f-a', 'غسالة')).toEqual(['d-10', 'd-08']);
    await index.remove(db, 'f-a', 'd-08');
    expect(await index.search('f-a', 'غسالة')).toEqual(['d-10']);
    // Removing with another family's id changes nothing.
    await index.remove(db, 'f-b', 'd-10');
    expect(await index.search('f-a', 'غسالة')).toEqual(['d-10']);
  });

  it('matches every document as a subquery, with no cap', async () => {
    const db = m.db.db;
    for (let i = 0; i < 250; i++) {
      await index.put(db, { familyId: 'f-b', documentId: `bulk-${i}`, text: `bulk receipt ${i}` });
    }
    const matching = index.matching('f-b', 'receipt')!;
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${matching} as m`.execute(db);
    expect(Number(rows[0]!.n)).toBe(250);
    expect(index.matching('f-b', '، .')).toBeNull();
  });

  it('caps the number of results', async () => {
    expect(await index.search('f-a', 'ا', 1)).toHaveLength(1);
  });
});

describe('search query words', () => {
  it('splits normalised words into substring and prefix words', () => {
    expect(queryWords('الثلاجة في AC')).toEqual({ long: ['ثلاجه'], short: ['في', 'ac'] });
    expect(queryWords('ضمان ضمان')).toEqual({ long: ['ضمان'], short: [] });
  });
});
