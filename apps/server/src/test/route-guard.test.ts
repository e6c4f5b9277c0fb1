import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsraApp } from '../app.js';
import { listZip, readZipEntries } from '../modules/family-data/zip-reader.js';
import { createZip } from '../modules/family-data/zip.js';
import {
  operationsOf,
  type OpenApiDocument,
  type Operation,
  type Probe,
} from './route-guard-schema.js';
import { probesFor } from './route-guard-probes.js';
import {
  changedTables,
  MARKER,
  seedFamily,
  snapshot,
  type SeededFamily,
  type Snapshot,
} from './route-guard-world.js';
import { CookieJar, createTestEnv, engines, type TestEnv } from './test-app.js';

/**
 * Issue 11: every route of the OpenAPI document, called by a member of another family and by a
 * visitor without a session, with bad inputs generated from its schema. No 5xx, every refusal in
 * the JSON error shape, no success that reaches the first family, and the first family's rows
 * unchanged. A new route joins by being in the document.
 */

// The fuzz sends thousands of requests from one address: limits must not turn it into 429s.
const LIMITS = [
  'SIGNIN',
  'SIGNUP',
  'RESET',
  'SIGNIN_PER_ADDRESS',
  'SIGNUP_PER_ADDRESS',
  'EARLY_ACCESS_PER_ADDRESS',
  'INVITATION_LOOKUP_PER_ADDRESS',
];
const FUZZ_ENV = Object.fromEntries(LIMITS.map((l) => [`RATE_LIMIT_${l}_MAX`, '1000000']));

/** The routes a visitor without a session may use; a 2xx from any other is a hole. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/auth/session',
  'GET /api/auth/methods',
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-in/two-factor',
  'POST /api/auth/sign-out',
  'POST /api/auth/password-reset/request',
  'POST /api/auth/password-reset',
  'POST /api/auth/confirm-email',
  'POST /api/auth/confirm-email/resend',
  'POST /api/early-access',
  'GET /api/invitations/{token}',
  'POST /api/invitations/{token}/decline',
  'GET /api/calendar/feed/{file}',
]);

/** The caller's own row for a path parameter, so that body variants reach the database. */
const OWN_ROW: Record<string, keyof SeededFamily['rows']> = {
  '/api/tasks/{id}': 'task',
  '/api/calendar/events/{id}': 'event',
  '/api/family/members/{id}': 'member',
  '/api/family/groups/{id}': 'group',
  '/api/family/addresses/{id}': 'address',
  '/api/family/invitations/{id}': 'invitation',
  '/api/vehicles/{id}': 'vehicle',
  '/api/vehicles/{id}/fuel-logs/{logId}': 'fuelLog',
  '/api/vehicles/{id}/service-logs/{logId}': 'serviceLog',
  '/api/vehicles/{id}/reminders/{reminderId}': 'reminder',
  '/api/vehicles/{id}/alerts/{alertId}': 'alert',
  '/api/obd/devices/{id}': 'device',
  '/api/house-maintenance/items/{id}': 'maintenanceItem',
  '/api/house-maintenance/schedules/{id}': 'maintenanceSchedule',
  '/api/assets/{id}': 'asset',
  '/api/asset-schedules/{id}': 'assetSchedule',
  '/api/asset-expenses/{id}': 'assetExpense',
  '/api/asset-reminders/{id}': 'assetReminder',
  '/api/assistant/conversations/{id}': 'conversation',
  '/api/documents/{id}': 'document',
  '/api/projects/{id}': 'project',
  '/api/project-phases/{id}': 'phase',
  '/api/account/app-passwords/{id}': 'appPassword',
  '/api/calendar/subscriptions/{id}': 'subscription',
};

/**
 * Routes to an outside provider that this test does not configure: they answer 503
 * PROVIDER_UNAVAILABLE by design (decision 013), in the JSON shape, after the session check.
 */
const NOT_CONFIGURED = new Set(['POST /api/assistant/transcribe']);

/** Routes that cannot take the generic walk as they are, and what they get instead. */
const NARROW = {
  // A signed-in stream never ends: the answer's status and headers are read, then it is dropped.
  stream: 'GET /api/events',
  // Signing out would end the session the rest of the walk needs: it gets a session of its own.
  signOut: 'POST /api/auth/sign-out',
  // An export ZIP, not JSON: the generic probes plus broken uploads (ZIP bombs: family-data tests).
  upload: 'POST /api/data/import',
} as const;

const PARALLEL = 4;

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

interface Failure {
  failure: string;
  route: string;
  probe: Probe;
  status: number;
}

type Caller = 'second family' | 'nobody';

describe.each(engines)('a guard for every route on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let first: SeededFamily;
  let second: SeededFamily;
  let operations: Operation[];
  let documentRoutes: number;
  let initial: Snapshot;

  beforeAll(async () => {
    env = createTestEnv(engine, FUZZ_ENV);
    sut = await env.start();
    first = await seedFamily(
      sut.app,
      env.ctx,
      `sara.${MARKER.toLowerCase()}@example.com`,
      `Sara ${MARKER}`,
    );
    second = await seedFamily(sut.app, env.ctx, 'omar@example.com', 'Omar Haddad');
    const doc = sut.app.swagger() as unknown as OpenApiDocument;
    documentRoutes = Object.values(doc.paths).flatMap((methods) => Object.keys(methods)).length;
    operations = operationsOf(doc);
    initial = await snapshot(sut.db.db, first);
  }, 60_000);
  afterAll(async () => {
    await env.cleanup();
  });

  const foreignIds = () => [
    { kind: 'task', id: first.rows.task },
    { kind: 'event', id: first.rows.event },
    { kind: 'member', id: first.rows.member },
    { kind: 'owner member', id: first.ownerMemberId },
    { kind: 'address', id: first.rows.address },
    { kind: 'group', id: first.rows.group },
    { kind: 'invitation', id: first.rows.invitation },
    { kind: 'vehicle', id: first.rows.vehicle },
    { kind: 'fuel log', id: first.rows.fuelLog },
    { kind: 'service log', id: first.rows.serviceLog },
    { kind: 'reminder', id: first.rows.reminder },
    { kind: 'OBD device', id: first.rows.device },
    { kind: 'health alert', id: first.rows.alert },
    { kind: 'maintenance item', id: first.rows.maintenanceItem },
    { kind: 'maintenance schedule', id: first.rows.maintenanceSchedule },
    { kind: 'asset', id: first.rows.asset },
    { kind: 'asset schedule', id: first.rows.assetSchedule },
    { kind: 'asset expense', id: first.rows.assetExpense },
    { kind: 'asset reminder', id: first.rows.assetReminder },
    { kind: 'user', id: first.userId },
    { kind: 'family', id: first.familyId },
  ];

  function contextFor(op: Operation, caller: Caller) {
    return {
      foreignIds: foreignIds(),
      baseline: {
        // Taken, so that an accepted sign-up variant stops at EMAIL_TAKEN before hashing.
        ...(op.key === 'POST /api/auth/sign-up' ? { email: 'omar@example.com' } : {}),
      },
      ownPathValue: (operation: Operation, param: string) => {
        // The first family has this key too: the second family's write must stay its own.
        if (param === 'key') return 'notifications.tasks';
        if (param === 'token') return 'no-such-invitation-token';
        if (param === 'file') return `${'a'.repeat(32)}.ics`;
        const prefix = operation.path.slice(
          0,
          operation.path.indexOf(`{${param}}`) + param.length + 2,
        );
        const kind = OWN_ROW[prefix];
        // A delete has no body to carry further; its own row would be gone for the next routes.
        if (caller === 'nobody' || !kind || operation.method === 'DELETE') return undefined;
        return second.rows[kind];
      },
    };
  }

  async function answer(response: LightMyRequestResponse, streamed: boolean): Promise<Answer> {
    const contentType = String(response.headers['content-type'] ?? '');
    if (!streamed)
      return { status: response.statusCode, contentType, text: await decode(response) };
    const stream = response.stream();
    if (contentType.startsWith('text/event-stream')) {
      stream.destroy();
      return { status: response.statusCode, contentType, text: '' };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { status: response.statusCode, contentType, text: Buffer.concat(chunks).toString() };
  }

  /** The answer as text; a ZIP (the export) as the text of its entries. */
  async function decode(response: LightMyRequestResponse): Promise<string> {
    if (!String(response.headers['content-type']).startsWith('application/zip'))
      return response.body;
    const zip = response.rawPayload;
    const names = listZip(zip, 1000).map((entry) => entry.name);
    const all = Object.fromEntries(names.map((name) => [name, 50 * 1024 * 1024]));
    const entries = await readZipEntries(zip, all, {
      maxEntries: 1000,
      maxTotalBytes: 200 * 1024 * 1024,
    });
    return [...entries.values()].map((data) => data.toString()).join('\n');
  }

  async function send(probe: Probe, jar: CookieJar | null, streamed: boolean): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (jar) headers.cookie = jar.header();
    if (probe.contentType) headers['content-type'] = probe.contentType;
    const response = await sut.app.inject({
      method: probe.method as 'GET',
      url: probe.url,
      headers,
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
      ...(streamed ? { payloadAsStream: true } : {}),
    });
    return answer(response, streamed);
  }

  function judge(op: Operation, probe: Probe, reply: Answer, caller: Caller): string[] {
    const problems: string[] = [];
    const ok = reply.status >= 200 && reply.status < 300;
    const unavailable = reply.status === 503 && NOT_CONFIGURED.has(op.key) && inErrorShape(reply);
    if (reply.status >= 500 && !unavailable) problems.push('5xx');
    else if (reply.status >= 400 && !inErrorShape(reply))
      problems.push('error not in the JSON shape');
    else if (!ok && reply.status < 400) problems.push('unexpected status');
    if (ok && caller === 'nobody' && !PUBLIC_ROUTES.has(op.key))
      problems.push('accepted without a session');
    if (ok && probe.foreignPath) problems.push("the first family's row in the path accepted");
    if (ok && probe.mustReject && !probe.foreignPath)
      problems.push(`bad input accepted: ${probe.kind}`);
    const secrets = ok ? [MARKER, ...foreignIds().map((f) => f.id)] : [MARKER];
    if (secrets.some((s) => reply.text.toLowerCase().includes(s.toLowerCase())))
      problems.push("the first family's data in the answer");
    return problems;
  }

  async function walk(
    caller: Caller,
  ): Promise<{ failures: Failure[]; requests: number; routes: number }> {
    const failures: Failure[] = [];
    let requests = 0;
    let routes = 0;
    for (const op of operations) {
      let jar = caller === 'nobody' ? null : second.jar;
      if (jar && op.key === NARROW.signOut) jar = await disposableSession();
      const probes = [...probesFor(op, contextFor(op, caller)), ...(await extraProbes(op))];
      const before = await snapshot(sut.db.db, first);
      const streamed = op.key === NARROW.stream && jar !== null;
      // A few at a time: password checks hash on libuv's threads, and PostgreSQL has a pool.
      for (let i = 0; i < probes.length; i += PARALLEL) {
        const batch = probes.slice(i, i + PARALLEL);
        const replies = await Promise.all(batch.map((probe) => send(probe, jar, streamed)));
        batch.forEach((probe, j) => {
          for (const failure of judge(op, probe, replies[j]!, caller)) {
            failures.push({ failure, route: op.key, probe, status: replies[j]!.status });
          }
        });
      }
      requests += probes.length;
      const changed = changedTables(before, await snapshot(sut.db.db, first));
      if (changed.length > 0) {
        const probe = probes[0]!;
        failures.push({
          failure: `first family changed: ${changed.join(', ')}`,
          route: op.key,
          probe,
          status: 0,
        });
      }
      if (caller === 'second family' && !(await stillSignedIn())) {
        failures.push({
          failure: 'second family signed out',
          route: op.key,
          probe: probes[0]!,
          status: 0,
        });
        second.jar = await env.ctx.newSession(second);
      }
      routes += 1;
    }
    return { failures, requests, routes };
  }

  const disposableSession = () => env.ctx.newSession(second);

  async function stillSignedIn() {
    const response = await sut.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: second.jar.header() },
    });
    return (
      (response.json() as { session: { user: { id: string } } | null }).session?.user.id ===
      second.userId
    );
  }

  async function extraProbes(op: Operation): Promise<Probe[]> {
    if (op.key !== NARROW.upload) return [];
    const upload = (label: string, payload: Buffer, contentType = 'application/zip'): Probe => ({
      label: `upload: ${label}`,
      kind: 'bad body',
      mustReject: true,
      foreignPath: false,
      method: op.method,
      url: op.path,
      payload,
      contentType,
    });
    const foreignRows = {
      tables: { tasks: [{ id: first.rows.task, family_id: first.familyId, title: 'x' }] },
    };
    return [
      upload('empty', Buffer.alloc(0)),
      upload('random bytes', randomBytes(2048)),
      upload('random bytes as octet-stream', randomBytes(2048), 'application/octet-stream'),
      upload('truncated ZIP', Buffer.from('PK\u0003\u0004\u0014\u0000')),
      upload(
        'a ZIP of broken JSON',
        await createZip([{ name: 'usra-export.json', data: Buffer.from('{') }]),
      ),
      upload(
        "a ZIP naming the first family's rows",
        await createZip([
          { name: 'usra-export.json', data: Buffer.from(JSON.stringify(foreignRows)) },
        ]),
      ),
    ];
  }

  /** One line per kind of failure, route, input and status: what the assertion shows. */
  function report(failures: Failure[]): string[] {
    const groups = new Map<string, { count: number; example: string }>();
    for (const f of failures) {
      const key = `${f.failure} | ${f.route} | ${f.probe.kind} | ${f.status}`;
      const group = groups.get(key) ?? { count: 0, example: f.probe.label };
      group.count += 1;
      groups.set(key, group);
    }
    return [...groups].map(([key, g]) => `${key} | ${g.count}× e.g. ${g.example}`);
  }

  it.each<Caller>(['second family', 'nobody'])(
    'walks every route as %s: 4xx in the JSON shape, no 5xx, nothing of the first family',
    async (caller) => {
      const started = Date.now();
      const { failures, requests, routes } = await walk(caller);
      console.info(
        `route guard on ${engine} as ${caller}: ${requests} requests to ${routes} routes in ${Date.now() - started} ms`,
      );
      expect(routes).toBe(documentRoutes);
      expect(report(failures)).toEqual([]);
      expect(changedTables(initial, await snapshot(sut.db.db, first))).toEqual([]);
    },
    300_000,
  );

  // Last: it changes the first family's rows, which the walks above compare against.
  it("notices the first family's data in an answer and a change to its rows", async () => {
    const op = operations.find((o) => o.key === 'GET /api/tasks')!;
    const [probe] = probesFor(op, contextFor(op, 'second family'));
    const sarasOwnList = await send(probe!, first.jar, false);
    expect(judge(op, probe!, sarasOwnList, 'second family')).toEqual([
      "the first family's data in the answer",
    ]);
    const before = await snapshot(sut.db.db, first);
    const edit = await sut.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${first.rows.task}`,
      headers: { cookie: first.jar.header() },
      payload: { title: `${MARKER} again` },
    });
    expect(edit.statusCode).toBe(200);
    expect(changedTables(before, await snapshot(sut.db.db, first))).toEqual(['tasks']);
  });

  it('walks the whole document, and the narrow treatments name routes that exist', () => {
    expect(operations).toHaveLength(documentRoutes);
    expect(documentRoutes).toBeGreaterThanOrEqual(82);
    const keys = operations.map((op) => op.key);
    for (const key of [...Object.values(NARROW), ...PUBLIC_ROUTES]) expect(keys).toContain(key);
    for (const path of Object.keys(OWN_ROW))
      expect(operations.some((op) => op.path.startsWith(path))).toBe(true);
    // A new module's row routes must seed a row here, or foreign ids would never be tried on them.
    const unseeded = operations.filter(
      (op) => op.path.includes('{id}') && !Object.keys(OWN_ROW).some((p) => op.path.startsWith(p)),
    );
    expect(unseeded.map((op) => op.key)).toEqual([]);
  });
});

function inErrorShape(reply: Answer): boolean {
  if (!reply.contentType.startsWith('application/json')) return false;
  try {
    const { error } = JSON.parse(reply.text) as { error?: { code?: unknown; message?: unknown } };
    return (
      typeof error?.code === 'string' &&
      /^[A-Z_]+$/.test(error.code) &&
      typeof error.message === 'string' &&
      error.message.length > 0 &&
      !/\n\s+at /.test(error.message)
    );
  } catch {
    return false;
  }
}
