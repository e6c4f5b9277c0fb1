import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { SessionUser } from '@usra/domain/auth/auth-schema';
import type { Database } from '../../db/schema.js';
import type { AuditLog } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { familyTables, type FamilyTable } from './family-tables.js';
import { createZip, readZip, ZipError, type ZipEntry } from './zip.js';

export const EXPORT_FORMAT = 'usra-export';
export const EXPORT_VERSION = 1;
export const EXPORT_JSON = 'usra-export.json';
/** The largest export file accepted back (uncompressed JSON). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

const ExportFileSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  tables: z.record(
    z.string(),
    z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  ),
});

/** One form on both engines: Dates as ISO text, booleans as 1/0 (SQLite binds no booleans). */
function normalize(value: unknown): Cell {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  if (value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value === null) return value;
  return JSON.stringify(value);
}

function csvCell(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c] ?? null)).join(','));
  // The byte-order mark makes spreadsheet programs read Arabic text as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const invalid = (reason: string) =>
  new AppError(400, 'INVALID_IMPORT', 'This file is not a Usra export that can be imported.', {
    reason,
  });

/** Export of everything a family has, and import of such an export into an empty family. */
export class DataService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditLog,
    private readonly tables: FamilyTable[] = familyTables,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async rowsOf(table: FamilyTable, familyId: string, db: Kysely<Database> = this.db) {
    const column = table.familyColumn ?? 'family_id';
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(
      table.table,
    )} where ${sql.ref(column)} = ${familyId}`.execute(db);
    return result.rows.map((raw) => {
      const row: Row = {};
      for (const [key, value] of Object.entries(raw)) {
        if (!table.omitColumns?.includes(key)) row[key] = normalize(value);
      }
      return row;
    });
  }

  async exportZip(user: SessionUser): Promise<{ filename: string; zip: Buffer }> {
    const now = this.clock();
    const tables: Record<string, Row[]> = {};
    for (const table of this.tables) tables[table.table] = await this.rowsOf(table, user.familyId);
    const file = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      tables,
    };
    const entries: ZipEntry[] = [
      { name: EXPORT_JSON, data: Buffer.from(JSON.stringify(file, null, 2), 'utf8') },
      ...Object.entries(tables).map(([name, rows]) => ({
        name: `csv/${name}.csv`,
        data: Buffer.from(toCsv(rows), 'utf8'),
      })),
    ];
    await this.audit.activity(user.id, 'data_exported', {}, now);
    return {
      filename: `usra-export-${now.toISOString().slice(0, 10)}.zip`,
      zip: createZip(entries, now),
    };
  }

  private parse(zip: Buffer): z.infer<typeof ExportFileSchema> {
    let entries: ZipEntry[];
    try {
      entries = readZip(zip, IMPORT_MAX_BYTES);
    } catch (error) {
      if (error instanceof ZipError) throw invalid(error.message);
      throw error;
    }
    const json = entries.find((e) => e.name === EXPORT_JSON);
    if (!json) throw invalid(`no ${EXPORT_JSON}`);
    let data: unknown;
    try {
      data = JSON.parse(json.data.toString('utf8'));
    } catch {
      throw invalid('unreadable JSON');
    }
    const parsed = ExportFileSchema.safeParse(data);
    if (!parsed.success) throw invalid('not a Usra export');
    const known = new Set(this.tables.map((t) => t.table));
    const unknown = Object.keys(parsed.data.tables).filter((name) => !known.has(name));
    if (unknown.length > 0) throw invalid(`unknown tables: ${unknown.join(', ')}`);
    return parsed.data;
  }

  /** True when the family holds nothing an import would add (its members' own rows aside). */
  private async isEmpty(db: Kysely<Database>, familyId: string): Promise<boolean> {
    for (const table of this.tables) {
      if (table.exportOnly || table.idColumn === null) continue;
      const rows = await this.rowsOf(table, familyId, db);
      const own = table.linkedUserColumn
        ? rows.filter((r) => r[table.linkedUserColumn!] === null)
        : rows;
      if (own.length > 0) return false;
    }
    return true;
  }

  /** All or nothing: one transaction; any bad row leaves the family as it was. */
  async importZip(user: SessionUser, zip: Buffer): Promise<Record<string, number>> {
    const file = this.parse(zip);
    const now = this.clock();
    const counts: Record<string, number> = {};
    try {
      await this.db.transaction().execute(async (tx) => {
        if (!(await this.isEmpty(tx, user.familyId))) {
          throw new AppError(409, 'FAMILY_NOT_EMPTY', 'Import needs a family with no data yet.');
        }
        const idMaps = new Map<string, Map<string, string>>();
        for (const table of this.tables) {
          const rows = file.tables[table.table];
          if (table.exportOnly || !rows) continue;
          const ids = new Map<string, string>();
          idMaps.set(table.table, ids);
          const idColumn = table.idColumn === undefined ? 'id' : table.idColumn;
          const familyColumn = table.familyColumn ?? 'family_id';
          if (idColumn === null) {
            await sql`delete from ${sql.table(table.table)} where ${sql.ref(familyColumn)} = ${user.familyId}`.execute(
              tx,
            );
          }
          const existing = table.linkedUserColumn
            ? await this.rowsOf(table, user.familyId, tx)
            : [];
          let count = 0;
          for (const source of rows) {
            const row: Row = { ...source, [familyColumn]: user.familyId };
            if (idColumn) {
              const oldId = source[idColumn];
              if (typeof oldId !== 'string' || oldId.length === 0) throw invalid('row without id');
              if (table.linkedUserColumn && source[table.linkedUserColumn] !== null) {
                const email = String(source.email ?? '').toLowerCase();
                const match = existing.find(
                  (e) =>
                    e[table.linkedUserColumn!] !== null &&
                    String(e.email ?? '').toLowerCase() === email,
                );
                if (match) {
                  ids.set(oldId, String(match[idColumn]));
                  continue;
                }
                row[table.linkedUserColumn] = null;
              }
              const fresh = newId();
              ids.set(oldId, fresh);
              row[idColumn] = fresh;
            }
            for (const [column, target] of Object.entries(table.references ?? {})) {
              const old = source[column];
              if (old === null || old === undefined) continue;
              row[column] = idMaps.get(target)?.get(String(old)) ?? null;
            }
            for (const column of table.userColumns ?? []) {
              if (column in row && row[column] !== null) row[column] = user.id;
            }
            await tx
              .insertInto(table.table as keyof Database)
              .values(row as never)
              .execute();
            count += 1;
          }
          counts[table.table] = count;
        }
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A constraint or type the database refused: nothing was written.
      throw invalid(
        error instanceof Error ? error.message.slice(0, 200) : 'rejected by the database',
      );
    }
    await this.audit.activity(user.id, 'data_imported', { counts }, now);
    return counts;
  }
}
