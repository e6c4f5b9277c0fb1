import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { dropAllSql, fingerprintSql, type PgTemplate } from './pg-template-sql.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when the run has no TEST_DATABASE_URL. */
    pgTemplate: PgTemplate | null;
  }
}

const run = promisify(execFile);

/** pg_dump's output as statements a driver can send: no psql commands, no search_path change. */
function statements(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('\\') && !line.startsWith('SELECT pg_catalog.set_config('))
    .join('\n');
}

/**
 * Once per run: migrates one PostgreSQL schema with the real migrations and captures it
 * (pg_dump, the same client the backups need), so that each test's schema is made in one round
 * trip instead of ~40 migrations (src/test/pg-schemas.ts). The template itself is dropped at
 * once; the teardown drops whatever schema of this run is left.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('pgTemplate', null);
    return;
  }
  const runId = Math.random().toString(36).slice(2, 8);
  const prefix = `test_${runId}_`;
  const schema = `${prefix}template`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-pg-template-'));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const db = await openDatabase(
      loadConfig({
        DATA_DIR: dataDir,
        AUTH_SECRET: 'x'.repeat(32),
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
      }),
    );
    await db.close();
    const dump = async (...args: string[]) =>
      statements((await run('pg_dump', [...args, '-n', schema, '-d', url])).stdout);
    const [ddl, data, fingerprint] = await Promise.all([
      dump('--schema-only', '--no-owner', '--no-privileges'),
      dump('--data-only', '--inserts'),
      admin.query<{ md5: string }>(fingerprintSql(schema)).then((r) => r.rows[0]!.md5),
    ]);
    const token = `${prefix}TEMPLATE_NAME`;
    project.provide('pgTemplate', {
      runId,
      token,
      ddl: ddl.replaceAll(schema, token),
      data: data.replaceAll(schema, token),
      fingerprint,
    });
  } finally {
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return async () => {
    const sweeper = new pg.Client({ connectionString: url });
    await sweeper.connect();
    try {
      await sweeper.query(dropAllSql(prefix));
    } finally {
      await sweeper.end();
    }
  };
}
