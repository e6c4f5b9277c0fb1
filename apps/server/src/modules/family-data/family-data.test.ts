import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import {
  callAs,
  CookieJar,
  engines,
  sharedTestApp,
  type TestEnv,
  uniqueEmail,
} from '../../test/test-app.js';
import { NOT_AN_EXPORT } from './export-format.js';
import { familyTables } from '../../db/family-tables.js';
import { createZip } from './zip.js';
import { listZip, readZipEntries } from './zip-reader.js';

/** Every entry of a ZIP we wrote, by name. */
async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const names = listZip(zip, 100).map((e) => e.name);
  const caps = Object.fromEntries(names.map((name) => [name, 10_000_000]));
  return readZipEntries(zip, caps, { maxEntries: 100, maxTotalBytes: 100_000_000 });
}

describe.each(engines)('family data export and import on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let saraFamily: string;
  let omar: CookieJar;
  let omarFamily: string;
  let omarEmail: string;

  // One app for these tests; each makes families of its own (test-app.ts), and every row read
  // or compared is one of its two families'.
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    ({ jar: sara, familyId: saraFamily } = await env.ctx.newFamily({
      email: uniqueEmail('sara'),
    }));
    ({
      jar: omar,
      familyId: omarFamily,
      email: omarEmail,
    } = await env.ctx.newFamily({
      email: uniqueEmail('omar'),
      fullName: 'Omar Saleh',
    }));
  });

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);

  const upload = (jar: CookieJar, zip: Buffer) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/data/import',
      headers: { cookie: jar.header(), 'content-type': 'application/zip' },
      payload: zip,
    });

  async function fillSarasFamily() {
    const member = await call(sara, 'POST', '/api/family/members', {
      name: 'Lina',
      email: 'lina@example.com',
      phone: '+966 50 123 4567',
    });
    expect(member.statusCode).toBe(201);
    const memberId = member.json().member.id;
    expect(
      (
        await call(sara, 'POST', `/api/family/members/${memberId}/addresses`, {
          address: 'King Fahd Road, Riyadh',
          label: 'School',
          addressType: 'school',
        })
      ).statusCode,
    ).toBe(201);
    expect((await call(sara, 'POST', '/api/family/groups', { name: 'Kids' })).statusCode).toBe(201);
    expect(
      (
        await call(sara, 'POST', '/api/tasks', {
          title: 'شراء الخبز, "fresh"',
          location: 'Bakery',
          assigneeMemberId: memberId,
          tags: ['food'],
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(sara, 'POST', '/api/calendar/events', {
          title: 'Dinner',
          startTime: '2030-01-01T18:00:00.000Z',
          endTime: '2030-01-01T19:00:00.000Z',
        })
      ).statusCode,
    ).toBe(201);
    // House maintenance and assets: every one of their tables gets a row.
    const item = await call(sara, 'POST', '/api/house-maintenance/items', {
      name: 'فلتر المكيف',
      location: 'الصالة',
      estimatedCost: 25.5,
    });
    expect(item.statusCode).toBe(201);
    const { schedules } = (await call(sara, 'GET', '/api/house-maintenance/overview')).json();
    const completed = await call(
      sara,
      'POST',
      `/api/house-maintenance/schedules/${schedules[0].id}/complete`,
      { cost: 40, performedBy: 'Fahd' },
    );
    expect(completed.statusCode).toBe(200);
    const asset = await call(sara, 'POST', '/api/assets', {
      name: 'الثلاجة',
      warrantyExpiry: '2031-01-01',
    });
    expect(asset.statusCode).toBe(201);
    const schedule = await call(sara, 'POST', `/api/assets/${asset.json().id}/schedules`, {
      title: 'Defrost',
      scheduledDate: '2030-02-01',
      frequencyMonths: 6,
    });
    expect(schedule.statusCode).toBe(201);
    expect(
      (
        await call(sara, 'POST', `/api/asset-schedules/${schedule.json().id}/complete`, {
          cost: 12.25,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(sara, 'PUT', '/api/settings/appearance', {
          units: 'imperial',
          currency: 'USD',
          hijriDates: false,
        })
      ).statusCode,
    ).toBe(200);
  }

  /** A family's rows without the values an import replaces (ids, family, timestamps of links). */
  async function contentOf(familyId: string, exceptOwnRowOf?: string) {
    const out: Record<string, unknown[]> = {};
    for (const table of familyTables.filter((t) => !t.exportOnly)) {
      const rows = (await sut.db.db
        .selectFrom(table.table as 'tasks')
        .selectAll()
        .where('family_id', '=', familyId)
        .execute()) as Record<string, unknown>[];
      out[table.table] = rows
        // The importer's own member row was there before the import; all others compare.
        .filter((r) => !exceptOwnRowOf || !table.linkedUserColumn || r.email !== exceptOwnRowOf)
        .map((r) => {
          const copy: Record<string, unknown> = {};
          for (const [k, v] of Object.entries(r)) {
            if (
              [
                'id',
                'family_id',
                'created_by',
                'user_id',
                'family_member_id',
                'assignee_member_id',
                // Links between imported rows get new ids (checked below for maintenance).
                'item_id',
                'schedule_id',
                'asset_id',
                // SQLite's derived copy of the task's JSON holds the ids (tasks-row-json.test).
                'row_json',
              ].includes(k)
            )
              continue;
            copy[k] = v instanceof Date ? v.toISOString() : typeof v === 'boolean' ? Number(v) : v;
          }
          return copy;
        })
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    }
    return out;
  }

  it('exports a zip with the JSON file and a CSV file per table, only of its own family', async () => {
    await fillSarasFamily();
    const response = await call(sara, 'GET', '/api/data/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="usra-export-/);
    const entries = await entriesOf(response.rawPayload);
    const names = [...entries.keys()];
    expect(names).toContain('usra-export.json');
    for (const table of familyTables) expect(names).toContain(`csv/${table.table}.csv`);
    const file = JSON.parse(entries.get('usra-export.json')!.toString());
    expect(file.format).toBe('usra-export');
    expect(file.tables.tasks).toHaveLength(1);
    expect(file.tables.families).toEqual([expect.objectContaining({ id: saraFamily })]);
    // Stored files go under files/, listed in its manifest; no module stores files yet.
    const manifest = JSON.parse(entries.get('files/manifest.json')!.toString());
    expect(manifest).toEqual({ format: 'usra-files', version: 1, files: [] });
    expect(names.filter((n) => n.startsWith('files/'))).toEqual(['files/manifest.json']);
    const csv = entries.get('csv/tasks.csv')!.toString();
    expect(csv).toContain('"شراء الخبز, ""fresh"""');

    // A second family's export holds none of the first family's rows.
    const other = await entriesOf((await call(omar, 'GET', '/api/data/export')).rawPayload);
    const otherFile = JSON.parse(other.get('usra-export.json')!.toString());
    expect(otherFile.tables.tasks).toEqual([]);
    expect(
      otherFile.tables.family_members.every(
        (m: { family_id: string }) => m.family_id === omarFamily,
      ),
    ).toBe(true);
    expect(JSON.stringify(otherFile)).not.toContain(saraFamily);
  });

  it('imports an export into an empty family, row for row', async () => {
    await fillSarasFamily();
    const zip = (await call(sara, 'GET', '/api/data/export')).rawPayload;
    const response = await upload(omar, zip);
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toMatchObject({
      tasks: 1,
      calendar_events: 1,
      family_groups: 1,
      house_maintenance_items: 1,
      house_maintenance_schedules: 2,
      house_maintenance_history: 1,
      family_assets: 1,
      asset_maintenance_schedules: 2,
      asset_expenses: 1,
      smart_reminders: 1,
    });
    // Sara's own member row comes in as a member without an account; Omar keeps his.
    expect(await contentOf(omarFamily, omarEmail)).toEqual(await contentOf(saraFamily));
    const omarsRows = await sut.db.db
      .selectFrom('family_members')
      .select(['name', 'user_id'])
      .where('family_id', '=', omarFamily)
      .orderBy('name')
      .execute();
    expect(omarsRows).toEqual([
      { name: 'Lina', user_id: null },
      { name: 'Omar Saleh', user_id: expect.any(String) },
      { name: 'Sara Ali', user_id: null },
    ]);
    // Links follow the new ids: the task's assignee and the address's member are Omar's rows.
    const task = await sut.db.db
      .selectFrom('tasks')
      .selectAll()
      .where('family_id', '=', omarFamily)
      .executeTakeFirstOrThrow();
    const lina = await sut.db.db
      .selectFrom('family_members')
      .selectAll()
      .where('family_id', '=', omarFamily)
      .where('name', '=', 'Lina')
      .executeTakeFirstOrThrow();
    expect(task.assignee_member_id).toBe(lina.id);
    const address = await sut.db.db
      .selectFrom('family_member_addresses')
      .selectAll()
      .where('family_id', '=', omarFamily)
      .executeTakeFirstOrThrow();
    expect(address.family_member_id).toBe(lina.id);
    // Maintenance links follow the new ids too: the history names Omar's item and entry.
    const history = await sut.db.db
      .selectFrom('house_maintenance_history as h')
      .innerJoin('house_maintenance_items as i', 'i.id', 'h.item_id')
      .innerJoin('house_maintenance_schedules as s', 's.id', 'h.schedule_id')
      .select(['i.family_id as itemFamily', 's.family_id as scheduleFamily'])
      .where('h.family_id', '=', omarFamily)
      .execute();
    expect(history).toEqual([{ itemFamily: omarFamily, scheduleFamily: omarFamily }]);
    const expense = await sut.db.db
      .selectFrom('asset_expenses as e')
      .innerJoin('family_assets as a', 'a.id', 'e.asset_id')
      .innerJoin('asset_maintenance_schedules as s', 's.id', 'e.schedule_id')
      .select(['a.family_id as assetFamily', 's.family_id as scheduleFamily'])
      .where('e.family_id', '=', omarFamily)
      .execute();
    expect(expense).toEqual([{ assetFamily: omarFamily, scheduleFamily: omarFamily }]);
    const overview = (await call(omar, 'GET', '/api/house-maintenance/overview')).json();
    expect(overview.summary.totalItems).toBe(1);
    expect(overview.history.entries[0]).toMatchObject({ cost: 40, performedBy: 'Fahd' });
    // The first family is untouched.
    expect((await call(sara, 'GET', '/api/tasks')).statusCode).toBe(200);
    const saraTasks = await sut.db.db
      .selectFrom('tasks')
      .select('id')
      .where('family_id', '=', saraFamily)
      .execute();
    expect(saraTasks).toHaveLength(1);
    expect(saraTasks[0]!.id).not.toBe(task.id);
  });

  it('refuses to import into a family that already has data, changing nothing', async () => {
    await fillSarasFamily();
    const zip = (await call(sara, 'GET', '/api/data/export')).rawPayload;
    const before = await contentOf(saraFamily);
    const response = await upload(sara, zip);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('FAMILY_NOT_EMPTY');
    expect(await contentOf(saraFamily)).toEqual(before);
  });

  it("counts a family as empty with nothing but its accounts' own member rows", async () => {
    await fillSarasFamily();
    const zip = (await call(sara, 'GET', '/api/data/export')).rawPayload;
    // Omar's family holds his own member row (made at sign-up) and one member he added.
    const added = (await call(omar, 'POST', '/api/family/members', { name: 'Yousef' })).json()
      .member;
    const refused = await upload(omar, zip);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('FAMILY_NOT_EMPTY');
    expect((await call(omar, 'GET', '/api/tasks')).json().tasks).toEqual([]);
    // Without the added member, only his own row is left: the family counts as empty.
    await sut.app.inject({
      method: 'DELETE',
      url: `/api/family/members/${added.id}`,
      headers: { cookie: omar.header() },
    });
    expect((await upload(omar, zip)).statusCode).toBe(200);
  });

  it('refuses a corrupt or foreign file and changes nothing', async () => {
    await fillSarasFamily();
    const good = (await call(sara, 'GET', '/api/data/export')).rawPayload;
    const file = JSON.parse((await entriesOf(good)).get('usra-export.json')!.toString());
    const zipOf = (value: unknown) =>
      createZip([{ name: 'usra-export.json', data: Buffer.from(JSON.stringify(value)) }]);
    const withFiles = (manifest: unknown, extra: { name: string; data: Buffer }[] = []) =>
      createZip([
        { name: 'usra-export.json', data: Buffer.from(JSON.stringify(file)) },
        {
          name: 'files/manifest.json',
          data: Buffer.from(typeof manifest === 'string' ? manifest : JSON.stringify(manifest)),
        },
        ...extra,
      ]);
    const photo = Buffer.from('not really a photo');
    const listed = {
      path: 'family_members/1/avatar.jpg',
      table: 'family_members',
      column: 'avatar_url',
      rowId: 'x',
      size: photo.length,
      sha256: createHash('sha256').update(photo).digest('hex'),
    };
    const broken = Buffer.from(good);
    broken[60]! ^= 0xff; // inside the first entry's compressed data
    const badRow = structuredClone(file);
    badRow.tables.calendar_events[0].title = null; // NOT NULL: the second-to-last table fails
    const cases: [string, Buffer | Promise<Buffer>][] = [
      ['random bytes', Buffer.from('not a zip at all')],
      ['truncated zip', good.subarray(0, good.length / 2)],
      ['damaged zip', broken],
      ['zip without the export file', createZip([{ name: 'notes.txt', data: Buffer.from('hi') }])],
      ['another format', zipOf({ format: 'other-app', version: 1, exportedAt: '', tables: {} })],
      ['unknown table', zipOf({ ...file, tables: { ...file.tables, secrets: [] } })],
      ['a row the database refuses', zipOf(badRow)],
      ['unreadable files manifest', withFiles('{not json')],
      ['another files manifest', withFiles({ format: 'x', version: 1, files: [] })],
      ['a listed file missing', withFiles({ format: 'usra-files', version: 1, files: [listed] })],
      [
        'a listed file changed',
        withFiles({ format: 'usra-files', version: 1, files: [listed] }, [
          { name: `files/${listed.path}`, data: Buffer.from('something else') },
        ]),
      ],
      [
        'a file for a column that stores none',
        withFiles({ format: 'usra-files', version: 1, files: [listed] }, [
          { name: `files/${listed.path}`, data: photo },
        ]),
      ],
      [
        'a path leaving files/',
        withFiles({ format: 'usra-files', version: 1, files: [{ ...listed, path: '../x' }] }),
      ],
    ];
    for (const [label, zip] of cases) {
      const response = await upload(omar, await zip);
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toEqual({
        error: { code: 'INVALID_IMPORT', message: NOT_AN_EXPORT },
      });
    }
    const omarTasks = await sut.db.db
      .selectFrom('tasks')
      .select('id')
      .where('family_id', '=', omarFamily)
      .execute();
    expect(omarTasks).toEqual([]);
    const omarGroups = await sut.db.db
      .selectFrom('family_groups')
      .select('id')
      .where('family_id', '=', omarFamily)
      .execute();
    expect(omarGroups).toEqual([]);
  });

  it('refuses a file with a column or a value this version does not know, in plain words, writing nothing', async () => {
    await fillSarasFamily();
    const good = (await call(sara, 'GET', '/api/data/export')).rawPayload;
    const file = JSON.parse((await entriesOf(good)).get('usra-export.json')!.toString());
    const newerColumn = structuredClone(file);
    // The last imported table: in a row-by-row import every other table came first.
    newerColumn.tables.calendar_events[0].mood = 'festive';
    const badValue = structuredClone(file);
    badValue.tables.tasks[0].priority = 'urgent'; // the database's CHECK refuses it
    const exported = structuredClone(file);
    exported.tables.tasks[0].row_json = '{}'; // derived: never exported, never imported
    for (const [label, changed] of [
      ['unknown column', newerColumn],
      ['value the database refuses', badValue],
      ['column the export leaves out', exported],
    ] as const) {
      const zip = await createZip([
        { name: 'usra-export.json', data: Buffer.from(JSON.stringify(changed)) },
      ]);
      const response = await upload(omar, zip);
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toEqual({
        error: { code: 'INVALID_IMPORT', message: NOT_AN_EXPORT },
      });
      expect(response.body, label).not.toMatch(/column|mood|constraint|tasks|calendar_events/i);
    }
    for (const table of familyTables.filter((t) => !t.exportOnly && t.idColumn !== null)) {
      const rows = await sut.db.db
        .selectFrom(table.table as 'tasks')
        .select('family_id')
        .where('family_id', '=', omarFamily)
        .execute();
      // Omar's own member row, from sign-up, is all there is.
      expect(rows, table.table).toHaveLength(table.table === 'family_members' ? 1 : 0);
    }
    expect((await upload(omar, good)).statusCode).toBe(200);
  });

  it('needs a session for export and import', async () => {
    expect((await call(new CookieJar(), 'GET', '/api/data/export')).statusCode).toBe(401);
    expect((await upload(new CookieJar(), await createZip([]))).statusCode).toBe(401);
  });
});
