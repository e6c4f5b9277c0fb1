import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { UsraApp } from '../app.js';
import type { Database } from '../db/schema.js';
import { familyTables } from '../db/family-tables.js';
import type { TestContext } from './factories.js';
import { callAs, CookieJar } from './test-app.js';
import { uploadBody } from './multipart.js';

/** Written into every text of the first family: no answer to anyone else may contain it. */
export const MARKER = 'Qxzmarker';

export interface SeededFamily {
  jar: CookieJar;
  userId: string;
  familyId: string;
  /** Ids of the family's rows, by kind. */
  rows: Record<
    | 'member'
    | 'address'
    | 'group'
    | 'invitation'
    | 'task'
    | 'event'
    | 'vehicle'
    | 'fuelLog'
    | 'serviceLog'
    | 'reminder'
    | 'device'
    | 'alert'
    | 'maintenanceItem'
    | 'maintenanceSchedule'
    | 'asset'
    | 'assetSchedule'
    | 'assetExpense'
    | 'assetReminder'
    | 'conversation'
    | 'document'
    | 'project'
    | 'phase'
    | 'appPassword'
    | 'subscription',
    string
  >;
  /** The account's own member row (the owner). */
  ownerMemberId: string;
}

type App = UsraApp['app'];

async function created(app: App, jar: CookieJar, url: string, payload: unknown, key: string) {
  const response = await callAs(app, jar, 'POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`seeding ${url}: ${response.body}`);
  return (response.json() as Record<string, { id: string }>)[key]!.id;
}

/** A create answering the row itself (house maintenance, assets). */
async function posted(app: App, jar: CookieJar, url: string, payload: unknown) {
  const response = await callAs(app, jar, 'POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`seeding ${url}: ${response.body}`);
  return (response.json() as { id: string }).id;
}

async function must(app: App, jar: CookieJar, method: string, url: string, payload?: unknown) {
  const response = await callAs(app, jar, method, url, payload);
  if (response.statusCode !== 200) throw new Error(`seeding ${url}: ${response.body}`);
  return response.json() as Record<string, unknown>;
}

/** A family with one row of every kind, each written once through the API. */
export async function seedFamily(
  app: App,
  ctx: TestContext,
  email: string,
  name: string,
): Promise<SeededFamily> {
  const { jar, userId, familyId } = await ctx.newFamily({ email, fullName: name });
  const { members } = (await must(app, jar, 'GET', '/api/family/members')) as {
    members: { id: string }[];
  };
  const member = await created(
    app,
    jar,
    '/api/family/members',
    {
      name: `Lina ${name}`,
      email: `lina.${email}`,
      phone: '+966 50 000 0000',
      birthDate: '2015-05-05',
      schoolWork: `${name} school`,
      emergencyContactName: `${name} aunt`,
    },
    'member',
  );
  const address = await created(
    app,
    jar,
    `/api/family/members/${member}/addresses`,
    { address: `1 ${name} Street`, label: `${name} school`, latitude: 24.7, longitude: 46.7 },
    'address',
  );
  const group = await created(
    app,
    jar,
    '/api/family/groups',
    { name: `${name} kids`, description: `${name} group` },
    'group',
  );
  const invitation = (await callAs(app, jar, 'POST', '/api/family/invitations', {
    invitedName: `${name} guest`,
    invitedEmail: `guest.${email}`,
  }).then((r) => r.json())) as { invitation: { id: string } };
  const task = await created(
    app,
    jar,
    '/api/tasks',
    {
      title: `${name} errand`,
      description: `${name} list`,
      location: `${name} market`,
      assigneeMemberId: member,
      dueDate: '2026-03-01T10:00:00Z',
      tags: [name],
      estimatedDuration: 30,
    },
    'task',
  );
  const event = await created(
    app,
    jar,
    '/api/calendar/events',
    {
      title: `${name} party`,
      description: `${name} cake`,
      location: `${name} hall`,
      startTime: '2026-03-01T10:00:00Z',
      endTime: '2026-03-01T12:00:00Z',
      attendees: [name],
    },
    'event',
  );
  const vehicle = await created(
    app,
    jar,
    '/api/vehicles',
    {
      name: `${name} car`,
      make: `${name} make`,
      model: `${name} model`,
      year: 2020,
      mileage: 1000,
      vin: '1HGCM82633A004352',
      licensePlate: `${name.slice(0, 3)} 123`,
    },
    'vehicle',
  );
  const fuelLog = await created(
    app,
    jar,
    `/api/vehicles/${vehicle}/fuel-logs`,
    { date: '2026-03-01', odometer: 1200, volume: 40, cost: 90, station: `${name} station` },
    'fuelLog',
  );
  const serviceLog = await created(
    app,
    jar,
    `/api/vehicles/${vehicle}/service-logs`,
    { date: '2026-03-02', odometer: 1300, serviceType: 'oil_change', notes: `${name} oil` },
    'serviceLog',
  );
  const reminder = await created(
    app,
    jar,
    `/api/vehicles/${vehicle}/reminders`,
    { title: `${name} oil`, serviceType: 'oil_change', intervalKm: 10000, intervalMonths: 12 },
    'reminder',
  );
  const device = await created(
    app,
    jar,
    '/api/obd/devices',
    { deviceName: `${name} adapter`, deviceId: `${name}-obd`, vehicleId: vehicle },
    'device',
  );
  const reading = await callAs(app, jar, 'POST', `/api/obd/devices/${device}/readings`, {
    // A recent time: readings older than a year are refused.
    readings: [
      {
        timestamp: new Date(Date.now() - 3600_000).toISOString(),
        engineRpm: 800,
        diagnosticCodes: ['P0301'],
      },
    ],
  });
  if (reading.statusCode !== 202) throw new Error(`seeding readings: ${reading.body}`);
  const { alerts } = (await must(app, jar, 'GET', `/api/vehicles/${vehicle}/alerts`)) as {
    alerts: { id: string }[];
  };
  const maintenanceItem = await posted(app, jar, '/api/house-maintenance/items', {
    name: `${name} boiler`,
    location: `${name} roof`,
    description: `${name} water`,
    notes: `${name} notes`,
    estimatedCost: 50,
    lastMaintenanceDate: '2026-01-15',
  });
  const { schedules } = (await must(app, jar, 'GET', '/api/house-maintenance/overview')) as {
    schedules: { id: string }[];
  };
  await posted(app, jar, '/api/house-maintenance/history', {
    itemId: maintenanceItem,
    actionType: 'repair',
    description: `${name} leak`,
  });
  const asset = await posted(app, jar, '/api/assets', {
    name: `${name} fridge`,
    brand: `${name} brand`,
    warrantyExpiry: '2027-01-01',
  });
  const assetSchedule = await posted(app, jar, `/api/assets/${asset}/schedules`, {
    title: `${name} defrost`,
    scheduledDate: '2026-04-01',
    frequencyMonths: 6,
  });
  const assetExpense = await posted(app, jar, `/api/assets/${asset}/expenses`, {
    expenseDate: '2026-03-01',
    amount: 20,
    description: `${name} part`,
  });
  const assetReminder = await posted(app, jar, `/api/assets/${asset}/reminders`, {
    title: `${name} clean`,
    triggerDate: '2026-04-01',
  });
  const project = (await posted(app, jar, '/api/projects', {
    name: `${name} kitchen`,
    projectType: 'renovation',
    location: `${name} house`,
    phases: [{ name: `${name} demolition` }],
  })) as string;
  const projectRow = (await must(app, jar, 'GET', `/api/projects/${project}`)) as {
    phases: { id: string }[];
  };
  const { payload, headers } = uploadBody(
    {
      dialog: 'smart',
      title: `${name} warranty`,
      description: `${name} fridge`,
      documentType: 'warranty',
      assetId: asset,
      vehicleId: vehicle,
      projectId: project,
    },
    { fileName: 'warranty.txt', data: Buffer.from(`${name} warranty, valid until 2027-03-15`) },
  );
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...headers, cookie: jar.header() },
    payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`seeding a document: ${uploaded.body}`);
  const document = (uploaded.json() as { id: string }).id;
  // Its text is read in the background: wait, so that the walk sees a settled family.
  for (let i = 0; i < 200; i += 1) {
    const row = (await must(app, jar, 'GET', `/api/documents/${document}`)) as {
      extraction: { status: string };
    };
    if (row.extraction.status === 'done' || row.extraction.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await must(app, jar, 'PUT', '/api/family/settings/notifications.tasks', { value: false });
  await must(app, jar, 'PUT', '/api/family/location', { latitude: 24.7, longitude: 46.7 });
  await must(app, jar, 'GET', '/api/calendar/feed');
  const { conversationId: conversation } = (await must(
    app,
    jar,
    'POST',
    '/api/assistant/messages',
    {
      content: `${name} hello`,
    },
  )) as { conversationId: string };
  const appPassword = (await callAs(app, jar, 'POST', '/api/account/app-passwords', {
    name: `${name} script`,
    scope: 'read-write',
  }).then((r) => r.json())) as { appPassword: { id: string } };
  // Never fetched here (no private addresses): the row is what the routes need.
  const subscription = (await callAs(app, jar, 'POST', '/api/calendar/subscriptions', {
    name: `${name} school`,
    url: 'https://192.0.2.10/school.ics',
    colour: '#0ea5e9',
  }).then((r) => r.json())) as { subscription: { id: string } };
  return {
    jar,
    userId,
    familyId,
    ownerMemberId: members[0]!.id,
    rows: {
      member,
      address,
      group,
      invitation: invitation.invitation.id,
      task,
      event,
      vehicle,
      fuelLog,
      serviceLog,
      reminder,
      device,
      alert: alerts[0]!.id,
      maintenanceItem,
      maintenanceSchedule: schedules[0]!.id,
      asset,
      assetSchedule,
      assetExpense,
      assetReminder,
      conversation,
      document,
      project,
      phase: projectRow.phases[0]!.id,
      appPassword: appPassword.appPassword.id,
      subscription: subscription.subscription.id,
    },
  };
}

/** Tables of the account rather than the family: the first family's user must not change either. */
const accountTables: [string, string][] = [
  ['users', 'id'],
  ['accounts', 'user_id'],
  ['sessions', 'user_id'],
  ['two_factors', 'user_id'],
  ['app_passwords', 'user_id'],
  ['user_roles', 'user_id'],
];

export type Snapshot = Record<string, { count: number; checksum: string }>;

/** Row count and a checksum of the family's rows in every family table (and its user's rows). */
export async function snapshot(
  db: Kysely<Database>,
  family: Pick<SeededFamily, 'familyId' | 'userId'>,
): Promise<Snapshot> {
  const targets: [string, string, string][] = [
    ...familyTables.map((t): [string, string, string] => [
      t.table,
      t.familyColumn ?? 'family_id',
      family.familyId,
    ]),
    ...accountTables.map(([table, column]): [string, string, string] => [
      table,
      column,
      family.userId,
    ]),
  ];
  const result: Snapshot = {};
  for (const [table, column, value] of targets) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(db);
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    result[table] = {
      count: rows.length,
      checksum: createHash('sha256').update(lines.join('\n')).digest('hex'),
    };
  }
  return result;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before).filter(
    (table) =>
      before[table]!.count !== after[table]?.count ||
      before[table]!.checksum !== after[table]?.checksum,
  );
}
