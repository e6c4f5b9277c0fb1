import type { SessionUser } from '@usra/domain/auth/auth-schema';
import type { AuditLog } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import {
  EXPORT_FORMAT,
  EXPORT_JSON,
  EXPORT_VERSION,
  FILES_FORMAT,
  FILES_MANIFEST,
  ImportRefused,
  readExport,
  type Cell,
  type ExportFile,
  type FilesManifest,
  type Row,
} from './export-format.js';
import { familyTables, type FamilyTable } from '../../db/family-tables.js';
import type { FamilyDataRepository } from './family-data.repository.js';
import { createZip, type ZipEntry } from './zip.js';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { newFileKey, NotFoundError, type Storage } from '../../platform/storage/storage.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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

/** Export of everything a family has, and import of such an export into an empty family. */
export class FamilyDataService {
  constructor(
    private readonly repo: FamilyDataRepository,
    /** Who owns the family (the family module's read model). */
    private readonly family: { ownerOf(familyId: string): Promise<string | null> },
    private readonly audit: AuditLog,
    private readonly storage: Pick<Storage, 'get' | 'put' | 'delete'>,
    private readonly clock: () => Date = () => new Date(),
    private readonly tables: FamilyTable[] = familyTables,
  ) {}

  /** Every stored file the family's rows name, as ZIP entries and manifest lines. */
  private async exportFiles(
    tables: Record<string, Row[]>,
  ): Promise<{ entries: ZipEntry[]; manifest: FilesManifest['files'] }> {
    const entries: ZipEntry[] = [];
    const manifest: FilesManifest['files'] = [];
    for (const table of this.tables) {
      for (const column of table.fileColumns ?? []) {
        for (const row of tables[table.table] ?? []) {
          const key = row[column];
          const rowId = row[table.idColumn ?? 'id'];
          if (typeof key !== 'string' || typeof rowId !== 'string') continue;
          let data: Buffer;
          try {
            data = await readAll((await this.storage.get(key)).stream);
          } catch (error) {
            if (error instanceof NotFoundError) continue; // a row whose file is gone
            throw error;
          }
          const path = `${table.table}/${column}/${rowId}`;
          entries.push({ name: `files/${path}`, data });
          manifest.push({
            path,
            table: table.table,
            column,
            rowId,
            size: data.length,
            sha256: createHash('sha256').update(data).digest('hex'),
          });
        }
      }
    }
    return { entries, manifest };
  }

  async exportZip(user: SessionUser): Promise<{ filename: string; zip: Buffer }> {
    const now = this.clock();
    const tables: Record<string, Row[]> = {};
    for (const table of this.tables)
      tables[table.table] = await this.repo.rowsOf(table, user.familyId);
    const file = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      tables,
    };
    const files = await this.exportFiles(tables);
    const manifest: FilesManifest = {
      format: FILES_FORMAT,
      version: EXPORT_VERSION,
      files: files.manifest,
    };
    const entries: ZipEntry[] = [
      { name: EXPORT_JSON, data: Buffer.from(JSON.stringify(file, null, 2), 'utf8') },
      { name: FILES_MANIFEST, data: Buffer.from(JSON.stringify(manifest, null, 2), 'utf8') },
      ...Object.entries(tables).map(([name, rows]) => ({
        name: `csv/${name}.csv`,
        data: Buffer.from(toCsv(rows), 'utf8'),
      })),
      ...files.entries,
    ];
    await this.audit.activity(user.id, 'data_exported', {}, now);
    return {
      filename: `usra-export-${now.toISOString().slice(0, 10)}.zip`,
      zip: await createZip(entries, now),
    };
  }

  /**
   * Runs before the upload is read: only the family's owner may import, as only the owner may
   * delete or hand over the family, and only into a family that holds no data yet.
   */
  async assertMayImport(user: SessionUser): Promise<void> {
    await this.assertOwner(user);
    await this.assertEmpty(user, this.repo);
  }

  private async assertOwner(user: SessionUser): Promise<void> {
    if ((await this.family.ownerOf(user.familyId)) !== user.id) {
      throw new AppError(403, 'FORBIDDEN', 'Only the owner of the family can import data.');
    }
  }

  private async assertEmpty(user: SessionUser, repo: FamilyDataRepository): Promise<void> {
    if (!(await this.isEmpty(repo, user.familyId))) {
      throw new AppError(409, 'FAMILY_NOT_EMPTY', 'Import needs a family with no data yet.');
    }
  }

  /** True when the family holds nothing an import would add (its members' own rows aside). */
  private async isEmpty(repo: FamilyDataRepository, familyId: string): Promise<boolean> {
    for (const table of this.tables) {
      if (table.exportOnly || table.idColumn === null) continue;
      const rows = await repo.rowsOf(table, familyId);
      const own = table.linkedUserColumn
        ? rows.filter((r) => r[table.linkedUserColumn!] === null)
        : rows;
      if (own.length > 0) return false;
    }
    return true;
  }

  /**
   * Every row names only columns the table has (and the export writes), and gives every column
   * that needs a value one: a file from another version is refused before anything is written.
   */
  private async checkRows(file: ExportFile): Promise<void> {
    const columns = await this.repo.columnsOf(this.tables.filter((t) => !t.exportOnly));
    for (const table of this.tables) {
      const rows = file.tables[table.table];
      if (table.exportOnly || !rows) continue;
      const familyColumn = table.familyColumn ?? 'family_id';
      const known = (columns.get(table.table) ?? []).filter(
        (c) => !table.omitColumns?.includes(c.name),
      );
      const names = new Set(known.map((c) => c.name));
      const required = known.filter((c) => c.required && c.name !== familyColumn);
      for (const row of rows) {
        const unknown = Object.keys(row).find((name) => !names.has(name));
        if (unknown) throw new ImportRefused(`unknown column ${table.table}.${unknown}`);
        const missing = required.find((c) => row[c.name] === undefined || row[c.name] === null);
        if (missing) throw new ImportRefused(`no value for ${table.table}.${missing.name}`);
      }
    }
  }

  /** All or nothing: one transaction; any bad row leaves the family as it was. */
  async importZip(user: SessionUser, zip: Buffer): Promise<Record<string, number>> {
    const file = await readExport(zip, this.tables);
    await this.checkRows(file);
    const now = this.clock();
    const counts: Record<string, number> = {};
    // The files first, under new keys of this family; removed again if the rows fail.
    const fileKeys = new Map<string, string>();
    try {
      for (const [ref, { data }] of file.files) {
        const key = newFileKey(user.familyId);
        fileKeys.set(ref, key);
        await this.storage.put(key, Readable.from([data]), {
          contentType: 'application/octet-stream',
          maxBytes: data.length,
        });
      }
      // The owner is read before the transaction (the family module reads it, not this one).
      await this.assertOwner(user);
      await this.repo.inTransaction(async (tx) => {
        await this.assertEmpty(user, tx);
        const idMaps = new Map<string, Map<string, string>>();
        for (const table of this.tables) {
          const rows = file.tables[table.table];
          if (table.exportOnly || !rows) continue;
          counts[table.table] = await this.importTable(tx, user, table, rows, idMaps, fileKeys);
        }
      });
    } catch (error) {
      for (const key of fileKeys.values()) await this.storage.delete(key).catch(() => undefined);
      if (error instanceof AppError) throw error;
      // A constraint or type the database refused: nothing was written.
      throw new ImportRefused(`database: ${error instanceof Error ? error.message : 'refused'}`);
    }
    await this.audit.activity(user.id, 'data_imported', { counts }, now);
    return counts;
  }

  private async importTable(
    tx: FamilyDataRepository,
    user: SessionUser,
    table: FamilyTable,
    rows: Row[],
    idMaps: Map<string, Map<string, string>>,
    fileKeys: Map<string, string> = new Map(),
  ): Promise<number> {
    const ids = new Map<string, string>();
    idMaps.set(table.table, ids);
    const idColumn = table.idColumn === undefined ? 'id' : table.idColumn;
    const familyColumn = table.familyColumn ?? 'family_id';
    if (idColumn === null) await tx.deleteRowsOf(table, user.familyId);
    const existing = table.linkedUserColumn ? await tx.rowsOf(table, user.familyId) : [];
    let count = 0;
    for (const source of rows) {
      const row: Row = { ...source, [familyColumn]: user.familyId };
      if (idColumn) {
        const oldId = source[idColumn];
        if (typeof oldId !== 'string' || oldId.length === 0) {
          throw new ImportRefused(`${table.table}: row without id`);
        }
        const match = table.linkedUserColumn
          ? this.linkedMatch(table, idColumn, source, existing)
          : undefined;
        if (match) {
          ids.set(oldId, match);
          continue;
        }
        if (table.linkedUserColumn) row[table.linkedUserColumn] = null;
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
      // A stored file comes back under its new key; one the export did not carry is dropped.
      for (const column of table.fileColumns ?? []) {
        const oldId = idColumn ? source[idColumn] : null;
        if (row[column] === null || row[column] === undefined) continue;
        row[column] = fileKeys.get(`${table.table}:${String(oldId)}:${column}`) ?? null;
      }
      await tx.insertRow(table, row);
      count += 1;
    }
    return count;
  }

  /**
   * A row linked to an account merges with the importing family's member of the same e-mail
   * (that member's id); without one it comes in unlinked.
   */
  private linkedMatch(
    table: FamilyTable,
    idColumn: string,
    source: Row,
    existing: Row[],
  ): string | undefined {
    const linked = table.linkedUserColumn!;
    if (source[linked] === null) return undefined;
    const email = String(source.email ?? '').toLowerCase();
    const match = existing.find(
      (e) => e[linked] !== null && String(e.email ?? '').toLowerCase() === email,
    );
    return match ? String(match[idColumn]) : undefined;
  }
}
