import { createHash } from 'node:crypto';
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
/** A listed file is about 250 bytes: 10,000 files fit in 3 MB. */
export const IMPORT_MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
/** manifest → files → file. */
const MANIFEST_SHAPE: JsonShapeLimits = { ...EXPORT_JSON_SHAPE, maxDepth: 3 };
/** The most stored files an import restores, and their bytes together (held while read). */
export const IMPORT_MAX_FILES = 10_000;
export const IMPORT_MAX_FILE_BYTES = 256 * 1024 * 1024;
/** The JSON, the CSV copies, the manifest, the files, and room for folders a ZIP tool may add. */
export const importMaxEntries = (tables: FamilyTable[]) => tables.length + 2 + 8 + IMPORT_MAX_FILES;

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
export async function readExport(
  zip: Buffer,
  tables: FamilyTable[],
): Promise<
  ExportFile & { files: Map<string, { entry: FilesManifest['files'][number]; data: Buffer }> }
> {
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
  const manifest = await checkFiles(entries.get(FILES_MANIFEST), tables);
  return { ...parsed.data, files: await readFiles(zip, manifest, tables) };
}

/** Each listed file, within its declared size and checksum, by `table:rowId:column`. */
async function readFiles(zip: Buffer, manifest: FilesManifest | null, tables: FamilyTable[]) {
  const files = new Map<string, { entry: FilesManifest['files'][number]; data: Buffer }>();
  if (!manifest || manifest.files.length === 0) return files;
  const total = manifest.files.reduce((sum, f) => sum + f.size, 0);
  if (manifest.files.length > IMPORT_MAX_FILES || total > IMPORT_MAX_FILE_BYTES) {
    throw new ImportRefused('too many stored files', true);
  }
  const wanted = Object.fromEntries(manifest.files.map((f) => [`files/${f.path}`, f.size]));
  let entries: Map<string, Buffer>;
  try {
    entries = await readZipEntries(zip, wanted, {
      maxEntries: importMaxEntries(tables),
      maxTotalBytes: total,
    });
  } catch (error) {
    if (error instanceof ZipError) throw new ImportRefused(error.message, error.tooLarge);
    throw error;
  }
  for (const entry of manifest.files) {
    const data = entries.get(`files/${entry.path}`);
    if (!data) throw new ImportRefused(`missing files/${entry.path}`);
    const sha256 = createHash('sha256').update(data).digest('hex');
    if (data.length !== entry.size || sha256 !== entry.sha256) {
      throw new ImportRefused(`files/${entry.path} does not match its manifest entry`);
    }
    files.set(`${entry.table}:${entry.rowId}:${entry.column}`, { entry, data });
  }
  return files;
}

/**
 * The files manifest (absent from exports made before it existed) must list files only of
 * columns that store files, before any of the files is inflated.
 */
async function checkFiles(
  entry: Buffer | undefined,
  tables: FamilyTable[],
): Promise<FilesManifest | null> {
  if (!entry) return null;
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
  return manifest.data;
}
