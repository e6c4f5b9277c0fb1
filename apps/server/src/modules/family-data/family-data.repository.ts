import { sql, type Kysely } from 'kysely';
import { tableColumns, type Engine, type TableColumn } from '../../db/dialect.js';
import type { FamilyTable } from '../../db/family-tables.js';
import type { Database } from '../../db/schema.js';
import type { Cell, Row } from './export-format.js';

/** One form on both engines: Dates as ISO text, booleans as 1/0 (SQLite binds no booleans). */
function normalize(value: unknown): Cell {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  if (value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value === null) return value;
  return JSON.stringify(value);
}

const familyColumnOf = (table: FamilyTable) => table.familyColumn ?? 'family_id';

/** A family's rows of any registered table, read and written generically (export and import). */
export class FamilyDataRepository {
  private columns?: Promise<Map<string, TableColumn[]>>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  /** The family's rows of `table`, in the one form both engines export. */
  async rowsOf(table: FamilyTable, familyId: string): Promise<Row[]> {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(
      table.table,
    )} where ${sql.ref(familyColumnOf(table))} = ${familyId}`.execute(this.db);
    return result.rows.map((raw) => {
      const row: Row = {};
      for (const [key, value] of Object.entries(raw)) {
        if (!table.omitColumns?.includes(key)) row[key] = normalize(value);
      }
      return row;
    });
  }

  /** Each table's columns, from the database itself (its schema is fixed at start). */
  columnsOf(tables: readonly FamilyTable[]): Promise<Map<string, TableColumn[]>> {
    this.columns ??= (async () => {
      const map = new Map<string, TableColumn[]>();
      for (const table of tables) {
        map.set(table.table, await tableColumns(this.db, this.engine, table.table));
      }
      return map;
    })();
    return this.columns;
  }

  async deleteRowsOf(table: FamilyTable, familyId: string): Promise<void> {
    await sql`delete from ${sql.table(table.table)} where ${sql.ref(
      familyColumnOf(table),
    )} = ${familyId}`.execute(this.db);
  }

  async insertRow(table: FamilyTable, row: Row): Promise<void> {
    await this.db
      .insertInto(table.table as keyof Database)
      .values(row as never)
      .execute();
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  inTransaction<T>(work: (repo: FamilyDataRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((tx) => work(new FamilyDataRepository(tx, this.engine)));
  }
}
