import { sql } from 'kysely';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { VersionedPages } from '../../db/versioned-pages.js';
import { queriesDuring } from '../../test/pg-queries.js';
import {
  callAs,
  engines,
  sharedTestApp,
  strongPassword,
  type TestEnv,
  type TestUser,
  uniqueEmail,
} from '../../test/test-app.js';

/**
 * Issue 30, decision 020: on PostgreSQL a task page that has not changed is answered from the
 * instance's memory after one read of the family's version (migration 0039), and any change of
 * the family's tasks, by whoever makes it, is in the next answer. SQLite reads in process.
 */
describe.each(engines.filter((e) => e === 'postgres'))('the task list kept on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;

  const list = async (url = '/api/tasks?limit=50') => {
    const response = await callAs(sut.app, sara.jar, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().tasks as { title: string }[]).map((t) => t.title);
  };
  const pageReads = (texts: string[]) => texts.filter((t) => t.includes('string_agg')).length;
  const versionReads = (texts: string[]) =>
    texts.filter((t) =>
      t.startsWith('select sum(changes)::text as "version" from "task_list_versions"'),
    ).length;
  /** A change no trigger sees (as a restore with triggers off would make). */
  const renameBehindTriggers = (id: string, title: string) =>
    sut.db.db.connection().execute(async (db) => {
      await sql`set session_replication_role = replica`.execute(db);
      try {
        await sql`update tasks set title = ${title}, row_json = replace(row_json, ${'"Milk"'}, ${`"${title}"`}) where id = ${id}`.execute(
          db,
        );
      } finally {
        await sql`set session_replication_role = origin`.execute(db);
      }
    });

  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    sara = await env.ctx.newFamily({ email: uniqueEmail('sara') });
  });

  it('answers an unchanged page again after reading only the version', async () => {
    const milk = await env.ctx.newTask(sara, { title: 'Milk' });
    await env.ctx.newTask(sara, { title: 'Bread' });
    expect(await list()).toEqual(['Bread', 'Milk']);
    let titles: string[] = [];
    const again = await queriesDuring(async () => {
      titles = await list();
    });
    expect(titles).toEqual(['Bread', 'Milk']);
    expect(pageReads(again)).toBe(0);
    expect(versionReads(again)).toBe(1);
    // The kept page is what is answered: a change no trigger saw does not show...
    await renameBehindTriggers(milk.id, 'Oat milk');
    expect(await list()).toEqual(['Bread', 'Milk']);
    // ...and any change that did replaces the version, so the page is read again.
    await env.ctx.newTask(sara, { title: 'Eggs' });
    const after = await queriesDuring(async () => {
      titles = await list();
    });
    expect(titles).toEqual(['Eggs', 'Bread', 'Oat milk']);
    expect(pageReads(after)).toBe(1);
  });

  it('shows every change made elsewhere: plain SQL, another instance, a deletion', async () => {
    const milk = await env.ctx.newTask(sara, { title: 'Milk' });
    const bread = await env.ctx.newTask(sara, { title: 'Bread' });
    expect(await list()).toEqual(['Bread', 'Milk']);
    // An update from outside the API (another instance, an import, psql).
    await sql`update tasks set status = 'completed', completed_at = ${new Date().toISOString()} where id = ${milk.id}`.execute(
      sut.db.db,
    );
    expect(await list('/api/tasks?limit=50&status=completed')).toEqual(['Milk']);
    expect(await list()).toEqual(['Bread', 'Milk']);
    // psql in another session, its search_path the default, naming the schema.
    const psql = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await psql.connect();
    try {
      await psql.query(
        `update ${pg.escapeIdentifier(env.config.databaseSchema!)}.tasks set title = 'Brown bread' where id = $1`,
        [bread.id],
      );
    } finally {
      await psql.end();
    }
    expect(await list()).toEqual(['Brown bread', 'Milk']);
    await sql`delete from tasks where id = ${milk.id}`.execute(sut.db.db);
    expect(await list()).toEqual(['Brown bread']);
    // Through the API too.
    const removed = await callAs(sut.app, sara.jar, 'DELETE', `/api/tasks/${bread.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await list()).toEqual([]);
  });

  it("keeps each family's pages apart, and one family's change leaves another's page kept", async () => {
    const omar = await env.ctx.newFamily({ email: uniqueEmail('omar') });
    await env.ctx.newTask(sara, { title: 'Sara’s' });
    await env.ctx.newTask(omar, { title: 'Omar’s' });
    expect(await list()).toEqual(['Sara’s']);
    const omarList = await callAs(sut.app, omar.jar, 'GET', '/api/tasks?limit=50');
    expect(omarList.json().tasks.map((t: { title: string }) => t.title)).toEqual(['Omar’s']);
    await env.ctx.newTask(omar, { title: 'Omar’s second' });
    const again = await queriesDuring(async () => {
      expect(await list()).toEqual(['Sara’s']);
    });
    expect(pageReads(again)).toBe(0);
  });

  it('a deleted family takes its version with it', async () => {
    const omar = await env.ctx.newFamily({ email: uniqueEmail('omar') });
    await env.ctx.newTask(omar, { title: 'Gone soon' });
    const versions = () =>
      sut.db.db
        .selectFrom('task_list_versions')
        .select('family_id')
        .where('family_id', '=', omar.familyId)
        .execute();
    expect((await versions()).length).toBeGreaterThan(0);
    // The owner deletes the account and its family: the tasks go in the same transaction.
    const gone = await callAs(sut.app, omar.jar, 'POST', '/api/account/delete', {
      password: strongPassword,
      familyAction: 'delete_family',
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await versions()).toEqual([]);
  });
});

describe('VersionedPages', () => {
  const page = (text: string) => ({ json: text, count: 1, last: null });

  it('drops the least recently used pages past its size', () => {
    const pages = new VersionedPages(4000);
    pages.keep('a', '1', page('x'.repeat(900)));
    pages.keep('b', '1', page('y'.repeat(900)));
    pages.keep('c', '1', page('z'.repeat(900)));
    pages.touch('a');
    pages.keep('d', '1', page('w'.repeat(900)));
    pages.keep('e', '1', page('v'.repeat(900)));
    expect(pages.peek('b')).toBeUndefined();
    expect(pages.peek('a')?.version).toBe('1');
    expect(pages.size).toBeLessThanOrEqual(4000);
    // A page over a quarter of the size is not kept; keeping a key again replaces it.
    pages.keep('big', '1', page('q'.repeat(1100)));
    expect(pages.peek('big')).toBeUndefined();
    pages.keep('a', '2', page('short'));
    expect(pages.peek('a')).toMatchObject({ version: '2', page: { json: 'short' } });
  });
});
