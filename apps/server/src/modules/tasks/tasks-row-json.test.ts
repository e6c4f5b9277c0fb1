import { sql } from 'kysely';
import { describe, beforeEach, expect, it } from 'vitest';
import { jsonObjectSql } from '../../db/sql-json.js';
import type { UsraApp } from '../../app.js';
import {
  CookieJar,
  engines,
  type TestEnv,
  uniqueEmail,
  sharedTestApp,
} from '../../test/test-app.js';
import { taskJsonFields } from './task-row.js';

/**
 * Decision 006: each task keeps its list JSON in `row_json`, written by triggers (migration
 * 0013). The stored text must always be the object the list would build.
 */
describe.each(engines)('task row JSON kept by triggers on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;

  const call = (method: string, url: string, payload?: unknown) =>
    sut.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: sara.header() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/api/tasks', { location: 'Home', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().task as { id: string };
  };
  /** Every row whose stored JSON differs from the object built from its columns now. */
  const stale = async () =>
    (
      await sql<{
        id: string;
        row_json: string | null;
      }>`select id, row_json from tasks where row_json is null or row_json is distinct from ${sql.raw(jsonObjectSql(engine, taskJsonFields))}`.execute(
        sut.db.db,
      )
    ).rows;

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    sara = (await env.ctx.newFamily({ email: uniqueEmail('sara') })).jar;
  });

  it('has triggers writing the object of the current field list, on every column it reads', async () => {
    // A field added to taskJsonFields (or a change of its SQL) needs a migration that
    // replaces these triggers and rewrites row_json; until then this fails.
    if (engine === 'postgres') {
      const { rows } = await sql<{
        body: string;
      }>`select p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace where p.proname = 'tasks_row_json' and n.nspname = current_schema()`.execute(
        sut.db.db,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.body).toContain(
        `new.row_json := ${jsonObjectSql('postgres', taskJsonFields, 'new')};`,
      );
      return;
    }
    const triggers = (
      await sql<{
        name: string;
        sql: string;
      }>`select name, sql from sqlite_master where type = 'trigger' and name like 'tasks_row_json_%' order by name`.execute(
        sut.db.db,
      )
    ).rows;
    expect(triggers.map((t) => t.name)).toEqual(['tasks_row_json_insert', 'tasks_row_json_update']);
    for (const trigger of triggers)
      expect(trigger.sql).toContain(
        `set row_json = ${jsonObjectSql('sqlite', taskJsonFields)} where`,
      );
    const columns = [...new Set(taskJsonFields.map((f) => f.column))];
    expect(triggers[1]!.sql).toContain(`after update of ${columns.join(', ')} on tasks`);
  });

  it('stays equal to the built object through creates, edits, status changes and cascades', async () => {
    const member = (await call('POST', '/api/family/members', { name: 'Lina' })).json().member as {
      id: string;
    };
    const assigned = await create({
      title: 'شراء الحليب "quoted"',
      assigneeMemberId: member.id,
      tags: ['منزل', 'a"b'],
      latitude: 24.7136,
      longitude: 46.6753,
      isRecurring: true,
      recurrencePattern: { type: 'weekly' },
    });
    const plain = await create({ title: 'Plain' });
    expect(await stale()).toEqual([]);

    expect(
      (await call('PATCH', `/api/tasks/${plain.id}`, { title: 'Edited', tags: ['x'] })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/tasks/${plain.id}/status`, { status: 'completed' })).statusCode,
    ).toBe(200);
    // The member goes: ON DELETE SET NULL clears the task's assignee id without the API.
    expect((await call('DELETE', `/api/family/members/${member.id}`)).statusCode).toBe(200);
    expect(await stale()).toEqual([]);
    await sql`update tasks set latitude = 21.5, due_date = '2026-06-01T00:00:00.000Z' where id = ${assigned.id}`.execute(
      sut.db.db,
    );
    expect(await stale()).toEqual([]);

    const tasks = (await call('GET', '/api/tasks?limit=50')).json().tasks as {
      id: string;
      title: string;
      assigneeMemberId: string | null;
      latitude: number | null;
    }[];
    expect(tasks.find((t) => t.id === assigned.id)).toMatchObject({
      assigneeMemberId: null,
      latitude: 21.5,
    });
    expect(tasks.find((t) => t.id === plain.id)).toMatchObject({ title: 'Edited' });
  });

  it('builds the object of a row whose stored copy is missing', async () => {
    const { id } = await create({ title: 'Lost copy' });
    const before = (await call('GET', '/api/tasks')).body;
    const db = sut.db.db;
    // PostgreSQL's trigger would write it back at once: it is switched off for the edit.
    if (engine === 'postgres')
      await sql`alter table tasks disable trigger tasks_row_json`.execute(db);
    await sql`update tasks set row_json = null where id = ${id}`.execute(db);
    if (engine === 'postgres')
      await sql`alter table tasks enable trigger tasks_row_json`.execute(db);
    expect(
      (await sql<{ n: number }>`select count(*) as n from tasks where row_json is null`.execute(db))
        .rows[0]!.n,
    ).toEqual(engine === 'postgres' ? '1' : 1);
    expect((await call('GET', '/api/tasks')).body).toBe(before);
  });
});
