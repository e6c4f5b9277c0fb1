import { sql, type Kysely, type RawBuilder, type Updateable } from 'kysely';
import type { Database, DocumentsTable } from '../../db/schema.js';
import type { SearchIndex } from '../../db/search-index.js';
import { toNumber, type Engine } from '../../db/dialect.js';
import { searchTextOf, type DocumentRow } from './document-row.js';

type Db = Kysely<Database>;

export type NewDocumentRow = Omit<
  DocumentRow,
  'created_at' | 'updated_at' | 'upload_date' | 'family_id'
> & { at: string };

export interface DocumentFilter {
  /** The search index's matching ids as a subquery (null: no text query; `'none'`: no words). */
  ids: RawBuilder<{ document_id: string }> | 'none' | null;
  group: 'all' | 'home' | 'asset' | 'unclassified';
  types: string[] | null;
  assetId?: string;
  vehicleId?: string;
  projectId?: string;
  important?: boolean;
}

const HOME_CATEGORY_SQL = sql.join(
  [
    'architectural',
    'electrical',
    'plumbing',
    'hvac',
    'structural',
    'warranties',
    'permits',
    'maintenance',
    'other',
  ].map((v) => sql.lit(v)),
);

/**
 * The spec's grouping (documentGroup) as SQL, so that tab counts and filtered pages are
 * counted by the database: unclassified wins, then home, then asset.
 */
const GROUP_SQL = {
  home: sql<boolean>`(classification is null or classification <> 'unclassified') and (classification = 'home-related' or (classification is not null and classification <> 'asset-related' and asset_id is null) or document_type in (${HOME_CATEGORY_SQL}))`,
  asset: sql<boolean>`(classification is null or classification <> 'unclassified') and not (classification = 'home-related' or (classification is not null and classification <> 'asset-related' and asset_id is null) or document_type in (${HOME_CATEGORY_SQL})) and (classification = 'asset-related' or asset_id is not null)`,
};

/** Every column but the extracted text (lists never show it; it can be 200 KB a row). */
const LIST_COLUMNS = [
  'id',
  'family_id',
  'title',
  'description',
  'document_type',
  'classification',
  'classification_confidence',
  'auto_classified',
  'tags',
  'expiry_date',
  'is_important',
  'asset_id',
  'vehicle_id',
  'project_id',
  'file_key',
  'file_name',
  'file_size',
  'mime_type',
  'extraction_status',
  'extraction_method',
  'extraction_error',
  'expiry_proposal_date',
  'expiry_proposal_snippet',
  'suggestion',
  'upload_date',
  'created_by',
  'created_at',
  'updated_at',
] as const;
const noText = sql<string | null>`null`.as('extracted_text');

/** The family's documents; every query names the family. */
export class DocumentsRepository {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
    readonly search: SearchIndex,
  ) {}

  find(familyId: string, id: string, db: Db = this.db): Promise<DocumentRow | undefined> {
    return db
      .selectFrom('documents')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A document by id alone (the extraction job: the payload names the family too). */
  findForJob(id: string): Promise<DocumentRow | undefined> {
    return this.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findMany(familyId: string, ids: readonly string[]): Promise<DocumentRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('documents')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', 'in', ids)
      .orderBy('id', 'desc')
      .execute();
  }

  private filtered(familyId: string, filter: DocumentFilter) {
    let query = this.db.selectFrom('documents').where('family_id', '=', familyId);
    if (filter.ids === 'none') query = query.where('id', 'in', ['']);
    else if (filter.ids) query = query.where(sql<boolean>`documents.id in ${filter.ids}`);
    if (filter.group === 'unclassified') {
      query = query.where(sql<boolean>`not (${GROUP_SQL.home}) and not (${GROUP_SQL.asset})`);
    } else if (filter.group !== 'all') {
      query = query.where(GROUP_SQL[filter.group]);
    }
    if (filter.types) query = query.where('document_type', 'in', filter.types);
    if (filter.assetId) query = query.where('asset_id', '=', filter.assetId);
    if (filter.vehicleId) query = query.where('vehicle_id', '=', filter.vehicleId);
    if (filter.projectId) query = query.where('project_id', '=', filter.projectId);
    if (filter.important !== undefined) {
      query = query.where('is_important', '=', filter.important ? sql.lit(true) : sql.lit(false));
    }
    return query;
  }

  /** A page, newest first (ids are time-ordered), and the filter's total. */
  async page(
    familyId: string,
    filter: DocumentFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: DocumentRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(familyId, filter)
        .select([...LIST_COLUMNS, noText])
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.filtered(familyId, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toNumber(count.n) };
  }

  /** Everything the overview counts, in one pass over the family's documents. */
  async counts(familyId: string, today: string, soon: string) {
    const row = await this.db
      .selectFrom('documents')
      .where('family_id', '=', familyId)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        sql<
          number | string
        >`sum(case when document_type in ('warranty', 'warranties') then 1 else 0 end)`.as(
          'warranties',
        ),
        sql<
          number | string
        >`sum(case when expiry_date >= ${today} and expiry_date <= ${soon} then 1 else 0 end)`.as(
          'expiring_soon',
        ),
        sql<number | string>`sum(case when is_important = ${sql.lit(true)} then 1 else 0 end)`.as(
          'important',
        ),
        sql<number | string>`sum(case when ${GROUP_SQL.home} then 1 else 0 end)`.as('home'),
        sql<number | string>`sum(case when ${GROUP_SQL.asset} then 1 else 0 end)`.as('asset'),
        sql<number | string>`coalesce(sum(file_size), 0)`.as('used'),
      ])
      .executeTakeFirstOrThrow();
    const n = (v: number | string | null) => (v === null ? 0 : toNumber(v));
    const total = n(row.total);
    const home = n(row.home);
    const asset = n(row.asset);
    return {
      total,
      warranties: n(row.warranties),
      expiringSoon: n(row.expiring_soon),
      important: n(row.important),
      home,
      asset,
      unclassified: total - home - asset,
      usedBytes: n(row.used),
    };
  }

  /** Documents whose expiry lies in [from, to], soonest first. */
  expiringBetween(familyId: string, from: string | null, to: string, limit: number) {
    let query = this.db
      .selectFrom('documents')
      .select([...LIST_COLUMNS, noText])
      .where('family_id', '=', familyId)
      .where('expiry_date', 'is not', null)
      .where('expiry_date', '<=', to);
    if (from) query = query.where('expiry_date', '>=', from);
    return query.orderBy('expiry_date').orderBy('id').limit(limit).execute();
  }

  expired(familyId: string, today: string, limit: number) {
    return this.db
      .selectFrom('documents')
      .select([...LIST_COLUMNS, noText])
      .where('family_id', '=', familyId)
      .where('expiry_date', '<', today)
      .orderBy('expiry_date', 'desc')
      .limit(limit)
      .execute();
  }

  important(familyId: string, limit: number) {
    return this.db
      .selectFrom('documents')
      .select([...LIST_COLUMNS, noText])
      .where('family_id', '=', familyId)
      .where('is_important', '=', sql.lit(true))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  proposals(familyId: string, limit: number) {
    return this.db
      .selectFrom('documents')
      .select([...LIST_COLUMNS, noText])
      .where('family_id', '=', familyId)
      .where('expiry_proposal_date', 'is not', null)
      .where('expiry_date', 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  recent(familyId: string, limit: number) {
    return this.db
      .selectFrom('documents')
      .select([...LIST_COLUMNS, noText])
      .where('family_id', '=', familyId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async countByProject(familyId: string, projectIds: readonly string[]) {
    const counts = new Map<string, number>();
    if (projectIds.length === 0) return counts;
    const rows = await this.db
      .selectFrom('documents')
      .select(['project_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('family_id', '=', familyId)
      .where('project_id', 'in', projectIds)
      .groupBy('project_id')
      .execute();
    for (const row of rows) if (row.project_id) counts.set(row.project_id, toNumber(row.n));
    return counts;
  }

  async usedBytes(familyId: string, db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('documents')
      .where('family_id', '=', familyId)
      .select(sql<number | string>`coalesce(sum(file_size), 0)`.as('used'))
      .executeTakeFirstOrThrow();
    return toNumber(row.used);
  }

  /**
   * The row, its search text and whatever else `also` writes (the extraction job), in one
   * transaction; the quota is checked again inside it, so two uploads cannot both pass it.
   */
  async insert(
    familyId: string,
    row: NewDocumentRow,
    quota: { bytes: number },
    also: (trx: Db) => Promise<void>,
  ): Promise<DocumentRow | 'quota'> {
    const { at, ...values } = row;
    return this.db.transaction().execute(async (trx) => {
      if (this.engine === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext(${`documents-quota:${familyId}`}))`.execute(
          trx,
        );
      }
      if ((await this.usedBytes(familyId, trx)) + values.file_size > quota.bytes) return 'quota';
      const inserted = await trx
        .insertInto('documents')
        .values({ ...values, family_id: familyId, upload_date: at, created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.search.put(trx, {
        familyId,
        documentId: inserted.id,
        text: searchTextOf(inserted),
      });
      await also(trx);
      return inserted;
    });
  }

  /** Changes the row and, when its words changed, its search text, in one transaction. */
  async update(
    familyId: string,
    id: string,
    changes: Updateable<DocumentsTable>,
    options: { reindex?: boolean; db?: Db } = {},
  ): Promise<DocumentRow | undefined> {
    const write = async (trx: Db) => {
      const row = await trx
        .updateTable('documents')
        .set(changes)
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (row && options.reindex) {
        await this.search.put(trx, { familyId, documentId: row.id, text: searchTextOf(row) });
      }
      return row;
    };
    if (options.db) return write(options.db);
    return this.db.transaction().execute(write);
  }

  /** The row and its search text; the caller deletes the file after. */
  async delete(familyId: string, id: string): Promise<DocumentRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('documents')
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (row) await this.search.remove(trx, familyId, id);
      return row;
    });
  }

  /** Which of `keys` (files of one family) a document names (the orphan-file sweep). */
  async keysInUse(familyId: string, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('documents')
      .select('file_key')
      .where('family_id', '=', familyId)
      .where('file_key', 'in', keys)
      .execute();
    return new Set(rows.flatMap((row) => (row.file_key ? [row.file_key] : [])));
  }

  /** The extraction job's claim: pending or failed → running; false when the row is gone. */
  async markRunning(id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('documents')
      .set({ extraction_status: 'running', extraction_error: null, updated_at: at })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
