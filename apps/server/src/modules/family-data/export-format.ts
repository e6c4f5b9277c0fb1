import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import type { FamilyTable } from '../../db/family-tables.js';
import { jsonShapeProblem, type JsonShapeLimits } from './json-shape.js';
import { readZipEntries, ZipError } from './zip-reader.js';

export const EXPORT_FORMAT = 'usra-export';
export const EXPORT_VERSION = 1;
export const EXPORT_JSON = 'usra-export.json';
/** The stored files of the family's rows: listed here, each kept under `files/<path>`. */
export const FILES_MANIFEST = 'files/manifest.json';
export const FILES_FORMAT = 'usra-files';

/*
 * What an import may cost. An export holds usra-export.json (every row, pretty-printed), a CSV
 * copy per table (never read back) and files/manifest.json. Measured here, 10,000 tasks and
 * 10,000 events (years of heavy use for one family) make a JSON file of 13.5 MB with 20,000
 * objects and about 400,000 values, which JSON.parse reads in 250-900 ms. The caps sit at more
 * than twice that (about 45,000 rows), yet keep a refused file cheap: at most 32 MB of
 * inflated bytes held, and no JSON parse of a shape that builds millions of objects.
 */
/** The most inflated bytes of usra-export.json. */
export const IMPORT_MAX_JSON_BYTES = 32 * 1024 * 1024;
/** file → tables → rows → row; a row has fewer than 30 columns. */
const EXPORT_JSON_SHAPE: JsonShapeLimits = {
  maxDepth: 4,
  maxContainers: 100_000,
  maxMembers: 1_000_000,
  maxKeysPerObject: 100,
};
/** An empty list is about 60 bytes; no server restores stored files yet. */
export const IMPORT_MAX_MANIFEST_BYTES = 1024 * 1024;
/** manifest → files → file. */
const MANIFEST_SHAPE: JsonShapeLimits = { ...EXPORT_JSON_SHAPE, maxDepth: 3 };
/** The JSON, the CSV copies, the manifest, and room for folders a ZIP tool may add. */
export const importMaxEntries = (tables: FamilyTable[]) => tables.length + 2 + 8;

export const NOT_AN_EXPORT = 'This file is not a Usra export, or it comes from a newer version.';
export const TOO_LARGE = 'This file is larger than any Usra export.';

/** INVALID_IMPORT in the user's terms; `reason` (ours or the database's words) is for the log. */
export class ImportRefused extends AppError {
  constructor(
    readonly reason: string,
    tooLarge = false,
  ) {
    super(tooLarge ? 413 : 400, 'INVALID_IMPORT', tooLarge ? TOO_LARGE : NOT_AN_EXPORT);
  }
}

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

const ExportFileSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  tables: z.record(
    z.string(),
    z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  ),
});
export type ExportFile = z.infer<typeof ExportFileSchema>;

const FilesManifestSchema = z.object({
  format: z.literal(FILES_FORMAT),
  version: z.literal(EXPORT_VERSION),
  files: z.array(
    z.object({
      /** Inside the zip: `files/<path>`. */
      path: z
        .string()
        .min(1)
        .max(500)
        .refine((p) => !p.split('/').some((part) => part === '..' || part === ''), 'bad path'),
      table: z.string(),
      column: z.string(),
      rowId: z.string(),
      size: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type FilesManifest = z.infer<typeof FilesManifestSchema>;

async function parseJson(data: Buffer, what: string, shape: JsonShapeLimits): Promise<unknown> {
  const problem = await jsonShapeProblem(data, shape);
  if (problem) throw new ImportRefused(`${what}: ${problem}`);
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    throw new ImportRefused(`unreadable ${what}`);
  }
}

/** The export file of an uploaded ZIP, read within the caps above and checked. */
export async function readExport(zip: Buffer, tables: FamilyTable[]): Promise<ExportFile> {
  let entries: Map<string, Buffer>;
  try {
    entries = await readZipEntries(
      zip,
      { [EXPORT_JSON]: IMPORT_MAX_JSON_BYTES, [FILES_MANIFEST]: IMPORT_MAX_MANIFEST_BYTES },
      {
        maxEntries: importMaxEntries(tables),
        maxTotalBytes: IMPORT_MAX_JSON_BYTES + IMPORT_MAX_MANIFEST_BYTES,
      },
    );
  } catch (error) {
    if (error instanceof ZipError) throw new ImportRefused(error.message, error.tooLarge);
    throw error;
  }
  const json = entries.get(EXPORT_JSON);
  if (!json) throw new ImportRefused(`no ${EXPORT_JSON}`);
  const parsed = ExportFileSchema.safeParse(await parseJson(json, EXPORT_JSON, EXPORT_JSON_SHAPE));
  if (!parsed.success) throw new ImportRefused('not a Usra export');
  const known = new Set(tables.map((t) => t.table));
  const unknown = Object.keys(parsed.data.tables).filter((name) => !known.has(name));
  if (unknown.length > 0) throw new ImportRefused(`unknown tables: ${unknown.join(', ')}`);
  await checkFiles(entries.get(FILES_MANIFEST), tables);
  return parsed.data;
}

/**
 * The files manifest (absent from exports made before it existed) must list files only of
 * columns that store files. No column does yet, so a listed file is refused rather than
 * silently dropped, before any of the files is inflated. A table with fileColumns adds reading
 * its files here (streamed into storage, each within the manifest's size and checksum).
 */
async function checkFiles(entry: Buffer | undefined, tables: FamilyTable[]): Promise<void> {
  if (!entry) return;
  const manifest = FilesManifestSchema.safeParse(
    await parseJson(entry, FILES_MANIFEST, MANIFEST_SHAPE),
  );
  if (!manifest.success) throw new ImportRefused('not a Usra files manifest');
  for (const file of manifest.data.files) {
    const table = tables.find((t) => t.table === file.table);
    if (!table?.fileColumns?.includes(file.column)) {
      throw new ImportRefused(`no stored files in ${file.table}.${file.column}`);
    }
  }
  if (manifest.data.files.length > 0) throw new ImportRefused('cannot restore stored files');
}
