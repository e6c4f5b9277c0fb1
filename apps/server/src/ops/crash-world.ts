import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * What a crash test reads behind the server's back, while the server is down or idle: the rows
 * (SQLite file or PostgreSQL schema) and the stored files (DATA_DIR/files or s3rver's folder),
 * walked by hand rather than through the product's own `Storage.list`.
 */

export interface DocumentRowSeen {
  id: string;
  family_id: string;
  title: string;
  file_key: string | null;
  file_size: number;
  extraction_status: string;
}

export interface TaskRowSeen {
  id: string;
  family_id: string;
  title: string;
  status: string;
  completed_at: string | null;
  is_recurring: boolean;
}

export interface Rows {
  documents: DocumentRowSeen[];
  tasks: TaskRowSeen[];
  /** documents.extract jobs' document ids (queued, running, done or failed). */
  extractJobs: Set<string>;
}

export interface RowReader {
  read(): Promise<Rows>;
  close(): Promise<void>;
}

const DOCUMENTS_SQL =
  'select id, family_id, title, file_key, file_size, extraction_status from documents';
const TASKS_SQL = 'select id, family_id, title, status, completed_at, is_recurring from tasks';
const JOBS_SQL = "select payload from jobs where type = 'documents.extract'";

const documentOf = (jobPayload: unknown): string => {
  const payload = typeof jobPayload === 'string' ? JSON.parse(jobPayload) : jobPayload;
  return String((payload as { documentId?: unknown }).documentId);
};

/** The SQLite file under DATA_DIR, opened for each read (the server may hold it meanwhile). */
export function sqliteRows(dataDir: string): RowReader {
  return {
    async read() {
      const db = new SQLite(path.join(dataDir, 'usra.sqlite'), { readonly: true });
      try {
        const tasks = (
          db.prepare(TASKS_SQL).all() as (Omit<TaskRowSeen, 'is_recurring'> & {
            is_recurring: number;
          })[]
        ).map((row) => ({ ...row, is_recurring: Boolean(row.is_recurring) }));
        return {
          documents: db.prepare(DOCUMENTS_SQL).all() as DocumentRowSeen[],
          tasks,
          extractJobs: new Set(
            (db.prepare(JOBS_SQL).all() as { payload: string }[]).map((r) => documentOf(r.payload)),
          ),
        };
      } finally {
        db.close();
      }
    },
    async close() {},
  };
}

/** One PostgreSQL connection to `schema`. */
export async function postgresRows(url: string, schema: string): Promise<RowReader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set search_path to "${schema}"`);
  return {
    async read() {
      const documents = (await client.query(DOCUMENTS_SQL)).rows.map((row) => ({
        ...row,
        file_size: Number(row.file_size),
      })) as DocumentRowSeen[];
      const tasks = (await client.query(TASKS_SQL)).rows.map((row) => ({
        ...row,
        is_recurring: Boolean(row.is_recurring),
      })) as TaskRowSeen[];
      const jobs = (await client.query(JOBS_SQL)).rows as { payload: unknown }[];
      return { documents, tasks, extractJobs: new Set(jobs.map((r) => documentOf(r.payload))) };
    },
    async close() {
      await client.end();
    },
  };
}

export interface StoredFiles {
  /** Keys of stored files (`{familyId}/{uuid}`). */
  keys: Map<string, number>;
  /** Anything else in the store: temporary files, sidecars without their file, probes. */
  leftovers: string[];
}

/**
 * DATA_DIR/files walked by hand: a key's file and its `.name.meta.json` sidecar belong together;
 * every other dot-file is a leftover.
 */
export function diskFiles(root: string): StoredFiles {
  const keys = new Map<string, number>();
  const dotFiles: { dir: string; name: string; rel: string }[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else if (entry.name.startsWith('.')) {
        dotFiles.push({ dir, name: entry.name, rel: `${prefix}${entry.name}` });
      } else keys.set(`${prefix}${entry.name}`, statSync(full).size);
    }
  };
  if (existsSync(root)) walk(root, '');
  const leftovers = dotFiles
    .filter(({ dir, name }) => {
      const sidecar = /^\.(.+)\.meta\.json$/.exec(name);
      return !(sidecar && existsSync(path.join(dir, sidecar[1]!)));
    })
    .map((f) => f.rel);
  return { keys, leftovers };
}

/** s3rver keeps an object's bytes in `<bucket>/<key>._S3rver_object` beside its metadata. */
export function s3rverFiles(bucketDir: string): StoredFiles {
  const keys = new Map<string, number>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else if (entry.name.endsWith('._S3rver_object')) {
        keys.set(`${prefix}${entry.name.slice(0, -'._S3rver_object'.length)}`, statSync(full).size);
      }
    }
  };
  if (existsSync(bucketDir)) walk(bucketDir, '');
  // The health probes (`.health/…`) are removed by the check; one left behind is a leftover.
  const leftovers = [...keys.keys()].filter((key) => key.startsWith('.'));
  for (const key of leftovers) keys.delete(key);
  return { keys, leftovers };
}

export interface OrphanReport {
  /** Stored files no document row names. */
  filesWithoutRow: string[];
  /** Document rows whose file is not stored (or differs in size). */
  rowsWithoutFile: string[];
  leftovers: string[];
}

export function orphans(rows: Rows, files: StoredFiles): OrphanReport {
  const named = new Set(rows.documents.flatMap((d) => (d.file_key ? [d.file_key] : [])));
  return {
    filesWithoutRow: [...files.keys.keys()].filter((key) => !named.has(key)),
    rowsWithoutFile: rows.documents
      .filter((d) => !d.file_key || files.keys.get(d.file_key) !== d.file_size)
      .map((d) => d.id),
    leftovers: files.leftovers,
  };
}
