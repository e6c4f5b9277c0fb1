import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { copySqlite, pgConnection } from './database-dump.js';

describe('SQLite copy', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is a consistent snapshot while another connection keeps writing', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'usra-copy-'));
    const source = path.join(dir, 'usra.sqlite');
    const writer = new SQLite(source);
    writer.pragma('journal_mode = WAL');
    writer.exec('create table t (id integer primary key, body text not null)');
    const insert = writer.prepare('insert into t (body) values (?)');
    // About 6 MB: several steps of the copy, so writes land between them and restart it.
    writer.transaction(() => {
      for (let i = 0; i < 3000; i += 1) insert.run('x'.repeat(2000));
    })();
    let writing = true;
    let written = 0;
    const loop = () => {
      if (!writing) return;
      writer.transaction(() => {
        insert.run('y'.repeat(2000));
        insert.run('z'.repeat(2000));
      })();
      written += 2;
      setImmediate(loop);
    };
    setImmediate(loop);
    const copy = path.join(dir, 'copy.sqlite');
    await copySqlite(source, copy);
    writing = false;
    expect(written).toBeGreaterThan(0);
    const snapshot = new SQLite(copy, { readonly: true });
    try {
      const rows = (snapshot.prepare('select count(*) as n from t').get() as { n: number }).n;
      // Whole transactions only: the initial rows plus pairs.
      expect(rows).toBeGreaterThanOrEqual(3000);
      expect((rows - 3000) % 2).toBe(0);
      expect(rows).toBeLessThanOrEqual(3000 + written);
      expect(snapshot.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      snapshot.close();
      writer.close();
    }
  });
});

describe('PostgreSQL connection for the client programs', () => {
  it('keeps the password off the command line', () => {
    const { url, env } = pgConnection(
      'postgres://usra:s%40cret@db.example:5432/usra?sslmode=require',
    );
    expect(url).toBe('postgres://usra@db.example:5432/usra?sslmode=require');
    expect(env.PGPASSWORD).toBe('s@cret');
  });
});
