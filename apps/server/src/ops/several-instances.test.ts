import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePorts,
  startInstance,
  startProxy,
  type Instance,
  type Proxy,
} from '../../../../scripts/lib/cluster.mjs';
import { strongPassword } from '../test/factories.js';
import {
  followProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../test/oidc-test-provider.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { Browser } from './http-client.js';
import { progress } from './progress.js';

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GRACE_MS = 1000;
const NAMES = ['Sara Ali', 'Omar Said', 'Huda Nasser'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A VAPID key pair as config.ts makes one: every instance must sign pushes with the same. */
function vapidKeys() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
    format: 'jwk',
  });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d! };
}

/**
 * Three built server processes on one PostgreSQL schema and one S3 bucket (s3rver), behind
 * nginx with deploy/nginx/usra.conf (issue 18, decision 015). Requests go through the proxy
 * unless a test must address one instance.
 */
describe('several instances behind nginx', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'usra-cluster-'));
  const schema = `ops_cluster_${randomBytes(4).toString('hex')}`;
  let s3: TestS3Server;
  let oidc: TestOidcProvider;
  let db: pg.Client;
  let proxy: Proxy;
  const instances: Instance[] = [];
  let env: Record<string, string>;
  /** The proxy's address: what a browser uses. */
  let site = '';

  const start = (port: number) =>
    startInstance({
      port,
      name: `usra-${port}`,
      env: { ...env, DATA_DIR: path.join(dir, `data-${port}`) },
    });
  const alive = () => instances.filter((instance) => instance.running);
  // The instance that answered: the last of the upstreams nginx tried (X-Usra-Upstream lists
  // every one it tried, comma-separated, when it passed a request on).
  const answeredBy = (upstream: string | null) => upstream?.split(', ').at(-1) ?? null;
  const byUpstream = (upstream: string | null) =>
    instances.find((instance) => answeredBy(upstream) === `127.0.0.1:${instance.port}`);

  beforeAll(async () => {
    s3 = await startS3Server('usra-cluster');
    db = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${schema}` });
    await db.connect();
    const [proxyPort, ...ports] = (await freePorts(4)) as [number, ...number[]];
    site = `http://127.0.0.1:${proxyPort}`;
    oidc = await startOidcProvider(`${site}/api/auth/callback/oidc`);
    env = {
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      ...s3.env,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ...vapidKeys(),
      BASE_URL: site,
      TRUST_PROXY: 'true',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      SHUTDOWN_TIMEOUT_MS: '8000',
      // The tests sign up many accounts from one address; the per-account limits stay as shipped.
      RATE_LIMIT_SIGNUP_PER_ADDRESS_MAX: '100',
      RATE_LIMIT_SIGNIN_PER_ADDRESS_MAX: '100',
      // Single sign-on against a real provider: a sign-in may start on one instance and come
      // back to another.
      OIDC_ISSUER_URL: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_PROVIDER_NAME: 'Family ID',
      // The school's calendar below is served from this machine.
      CALENDAR_FETCH_ALLOW_PRIVATE: 'true',
    };
    // The first one creates the schema and migrates it; the others find it ready.
    instances.push(await start(ports[0]!));
    instances.push(...(await Promise.all(ports.slice(1).map(start))));
    proxy = await startProxy({
      port: proxyPort,
      upstreams: ports,
      dir: path.join(dir, 'nginx'),
      revealUpstream: true,
    });
  });

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.kill()));
    if (db) {
      await db.query(`drop schema if exists "${schema}" cascade`);
      await db.end();
    }
    await s3?.stop();
    await oidc?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Accounts signed up in beforeAll's order of tests: [0] is the admin. */
  const people: { browser: Browser; email: string; familyId: string }[] = [];

  it('the first account is the only admin, even when three sign up at once on three instances', async () => {
    const signUps = await Promise.all(
      instances.map(async (instance, index) => {
        const browser = new Browser();
        const email = `first${index}@example.com`;
        const answer = await browser.signUp(instance.url, email, NAMES[index]);
        return { browser, email, answer };
      }),
    );
    expect(signUps.map((s) => [s.answer.status, s.answer.body])).toEqual(
      signUps.map(() => [201, expect.anything()]),
    );
    const roles = signUps.map((s) => s.answer.body.session!.user.role);
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
    expect(roles.filter((role) => role === 'user')).toHaveLength(2);
    const { rows } = await db.query<{ n: string }>(
      "select count(*) as n from user_roles where role = 'admin'",
    );
    expect(Number(rows[0]!.n)).toBe(1);

    // Later sign-ups through the proxy are plain users.
    const later = new Browser();
    const answer = await later.signUp(site, 'later@example.com', 'Laila Hassan');
    expect(answer.status).toBe(201);
    expect(answer.body.session!.user.role).toBe('user');

    const isAdmin = (s: (typeof signUps)[number]) =>
      Number(s.answer.body.session!.user.role === 'admin');
    signUps.sort((a, b) => isAdmin(b) - isAdmin(a));
    for (const { browser, email, answer: a } of signUps) {
      people.push({ browser, email, familyId: a.body.session!.user.familyId });
    }
  });

  it('a session made on one instance holds on every instance, and signing out ends it on all', async () => {
    const browser = new Browser();
    const email = people[1]!.email;
    const signIn = await browser.json<{ session: { user: { id: string } } }>(
      instances[0]!.url,
      'POST',
      '/api/auth/sign-in',
      { email, password: strongPassword },
    );
    expect(signIn.status).toBe(200);
    const userId = signIn.body.session.user.id;
    for (const base of [...instances.map((i) => i.url), site]) {
      const session = await browser.session(base);
      expect(session.status).toBe(200);
      expect(session.body.session?.user.id).toBe(userId);
    }
    expect((await browser.send(instances[2]!.url, 'POST', '/api/auth/sign-out', {})).status).toBe(
      200,
    );
    for (const base of [instances[0]!.url, instances[1]!.url, site]) {
      const session = await browser.session(base);
      expect(session.body.session ?? null).toBeNull();
    }
    // The person's other session (from sign-up) is untouched.
    expect((await people[1]!.browser.session(instances[0]!.url)).body.session).not.toBeNull();
  });

  it('a task list kept by one instance shows at once what another instance changed', async () => {
    const sara = people[0]!.browser;
    const [one, two, three] = instances.map((i) => i.url) as [string, string, string];
    const titles = async (base: string) => {
      const page = await sara.json<{ tasks: { title: string }[] }>(
        base,
        'GET',
        '/api/tasks?limit=50',
      );
      expect(page.status).toBe(200);
      return page.body.tasks.map((t) => t.title);
    };
    const before = await titles(one);
    // Read twice: the second answer is the page instance one keeps (decision 020).
    expect(await titles(one)).toEqual(before);
    const made = await sara.json<{ task: { id: string } }>(two, 'POST', '/api/tasks', {
      title: 'Kept list check',
      location: 'Home',
    });
    expect(made.status).toBe(201);
    expect(await titles(one)).toEqual(['Kept list check', ...before]);
    const done = await sara.send(three, 'PUT', `/api/tasks/${made.body.task.id}/status`, {
      status: 'completed',
    });
    expect(done.status).toBe(200);
    const completed = await sara.json<{ tasks: { title: string; status: string }[] }>(
      one,
      'GET',
      '/api/tasks?limit=50',
    );
    expect(completed.body.tasks[0]).toMatchObject({
      title: 'Kept list check',
      status: 'completed',
    });
    expect((await sara.send(two, 'DELETE', `/api/tasks/${made.body.task.id}`)).status).toBe(200);
    expect(await titles(one)).toEqual(before);
  });

  it('counts sign-in failures across instances: the sixth attempt is refused wherever it lands', async () => {
    const email = people[2]!.email;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const instance = instances[(attempt - 1) % instances.length]!;
      const answer = await new Browser().json<{
        error: { details: { attemptsRemaining: number } };
      }>(instance.url, 'POST', '/api/auth/sign-in', { email, password: 'Wrong#Pass9' });
      expect(answer.status).toBe(401);
      expect(answer.body.error.details.attemptsRemaining).toBe(5 - attempt);
    }
    for (const base of [...instances.map((i) => i.url), site]) {
      const blocked = await new Browser().json<{ error: { code: string } }>(
        base,
        'POST',
        '/api/auth/sign-in',
        { email, password: strongPassword },
      );
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('RATE_LIMITED');
    }
  });

  it('a change made through one instance reaches streams held on the others and through the proxy', async () => {
    const { browser } = people[0]!;
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const onA = await browser.openStream(a.url);
    const onC = await browser.openStream(c.url);
    const viaProxy = await browser.openStream(site);
    try {
      for (const stream of [onA, onC, viaProxy]) {
        expect(stream.response.status).toBe(200);
        await stream.reader!.next((block) => block.startsWith('retry:'));
      }
      const created = await browser.createTask(b.url, 'Made on B');
      expect(created.status).toBe(201);
      for (const stream of [onA, onC, viaProxy]) {
        const event = await stream.reader!.next(
          (block) => block.startsWith('data: ') && block.includes('"tasks"'),
          5000,
        );
        expect(JSON.parse(event.slice('data: '.length))).toEqual({
          topic: 'tasks',
          data: { id: created.body.task.id, action: 'created' },
        });
      }
    } finally {
      for (const stream of [onA, onC, viaProxy]) stream.abort.abort();
    }
  });

  it('CalDAV: a PUT through one instance is read through another, and an app change moves the CTag there', async () => {
    const { browser, email, familyId } = people[0]!;
    const [a, b] = instances as [Instance, Instance, Instance];
    const created = await browser.json<{ token: string; appPassword: { id: string } }>(
      site,
      'POST',
      '/api/account/app-passwords',
      { name: 'Phone', scope: 'read-write' },
    );
    expect(created.status).toBe(201);
    const authorization = `Basic ${Buffer.from(`${email}:${created.body.token}`).toString('base64')}`;
    const dav = (base: string, method: string, url: string, body?: string, type?: string) =>
      fetch(`${base}${url}`, {
        method,
        headers: { authorization, ...(type ? { 'content-type': type } : {}), depth: '0' },
        body,
      });
    const event = `/dav/calendars/${familyId}/calendar/cluster.ics`;
    const put = await dav(
      a.url,
      'PUT',
      event,
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//cluster test//EN',
        'BEGIN:VEVENT',
        'UID:cluster-event',
        'DTSTART:20301201T100000Z',
        'DTEND:20301201T110000Z',
        'SUMMARY:Written on A',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
      'text/calendar',
    );
    expect(put.status).toBe(201);
    for (const base of [b.url, site]) {
      const got = await dav(base, 'GET', event);
      expect(got.status).toBe(200);
      expect(await got.text()).toContain('SUMMARY:Written on A');
    }
    const ctag = async (base: string) => {
      const answer = await dav(
        base,
        'PROPFIND',
        `/dav/calendars/${familyId}/tasks/`,
        '<d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><cs:getctag/></d:prop></d:propfind>',
        'application/xml',
      );
      expect(answer.status).toBe(207);
      return /<CS:getctag>([^<]+)</.exec(await answer.text())![1];
    };
    const before = await ctag(b.url);
    expect((await browser.createTask(a.url, 'Made in the app on A')).status).toBe(201);
    expect(await ctag(b.url)).not.toBe(before);

    // Revoked through one instance, the app password stops at once on every other one.
    const c = instances[2]!;
    const id = created.body.appPassword.id;
    const revoked = await browser.send(a.url, 'DELETE', `/api/account/app-passwords/${id}`);
    expect(revoked.status).toBe(200);
    for (const base of [b.url, c.url, site]) {
      const refused = await dav(base, 'GET', event);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toContain('Basic realm="Usra"');
      const script = await fetch(`${base}/api/tasks`, {
        headers: { authorization: `Bearer ${created.body.token}` },
      });
      expect(script.status).toBe(401);
    }
  });

  it('single sign-on started on one instance comes back to another and holds on all', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const browser = new Browser();
    const started = await browser.json<{ url: string }>(a.url, 'POST', '/api/auth/sso', {});
    expect(started.status).toBe(200);
    expect(new URL(started.body.url).searchParams.get('code_challenge_method')).toBe('S256');
    oidc.signInAs({
      sub: 'cluster-sso-1',
      email: 'nora.sso@example.com',
      email_verified: true,
      name: 'Nora Saleh',
    });
    const back = await followProvider(started.body.url, `${site}/api/auth/callback/oidc`);
    // The provider's answer lands on B: the state and PKCE verifier A kept are in the database.
    const callback = await fetch(`${b.url}${back.pathname}${back.search}`, {
      redirect: 'manual',
      headers: { cookie: browser.cookieHeader() },
    });
    browser.keep(callback);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/app/welcome');
    // A new family of its own (the server's administrator signed up first), seen everywhere.
    const seen = new Set<string>();
    for (const base of [c.url, a.url, site]) {
      const { body } = await browser.session(base);
      expect(body.session?.user).toMatchObject({ role: 'user' });
      seen.add(`${body.session!.user.id} ${body.session!.user.familyId}`);
    }
    expect(seen.size).toBe(1);
    const [userId, familyId] = [...seen][0]!.split(' ') as [string, string];
    expect(people.map((person) => person.familyId)).not.toContain(familyId);
    // One account, signed in with the provider only.
    const { rows } = await db.query<{ provider_id: string; account_id: string }>(
      "select a.provider_id, a.account_id from accounts a join users u on u.id = a.user_id where u.email = 'nora.sso@example.com'",
    );
    expect(rows).toEqual([{ provider_id: 'oidc', account_id: 'cluster-sso-1' }]);
    expect(userId).toBeTruthy();
  });

  it('a subscribed calendar is fetched once for all the instances and shown by each', async () => {
    const { browser } = people[0]!;
    const hits: string[] = [];
    const school = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      response.end(
        [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//School//EN',
          'BEGIN:VEVENT',
          'UID:sports@school',
          'DTSTAMP:20261101T000000Z',
          'SUMMARY:Sports day',
          'DTSTART:20261125T060000Z',
          'DTEND:20261125T100000Z',
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n'),
      );
    });
    await new Promise<void>((resolve) => school.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = school.address() as AddressInfo;
      const created = await browser.json<{ subscription: { id: string; colour: string } }>(
        instances[1]!.url,
        'POST',
        '/api/calendar/subscriptions',
        { name: 'School', url: `http://127.0.0.1:${port}/school.ics`, colour: '#0EA5E9' },
      );
      expect(created.status).toBe(201);
      const { id, colour } = created.body.subscription;
      // The first fetch is a job queued with the row: one of the three instances claims it.
      const deadline = Date.now() + 30_000;
      let fetched = false;
      while (!fetched && Date.now() < deadline) {
        await sleep(200);
        const { rows } = await db.query<{ last_success_at: Date | null }>(
          'select last_success_at from calendar_subscriptions where id = $1',
          [id],
        );
        fetched = rows[0]?.last_success_at != null;
      }
      expect(fetched).toBe(true);
      expect(hits).toEqual(['/school.ics']);
      const { rows: jobs } = await db.query<{ status: string; attempts: number }>(
        "select status, attempts from jobs where type = 'calendar-subscriptions.fetch' and payload like $1",
        [`%${id}%`],
      );
      expect(jobs).toEqual([{ status: 'done', attempts: 1 }]);
      // Every instance and the proxy show the school's event in the subscription's colour.
      for (const base of [...instances.map((instance) => instance.url), site]) {
        const answer = await browser.json<{ occurrences: { title: string; colour: string }[] }>(
          base,
          'GET',
          '/api/calendar/subscriptions/occurrences?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z',
        );
        expect(answer.status).toBe(200);
        expect(answer.body.occurrences.map((o) => [o.title, o.colour])).toEqual([
          ['Sports day', colour],
        ]);
      }
      // Another family sees none of it, on any instance.
      const other = await people[1]!.browser.json<{ occurrences: unknown[] }>(
        instances[0]!.url,
        'GET',
        '/api/calendar/subscriptions/occurrences?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z',
      );
      expect(other.body.occurrences).toEqual([]);
    } finally {
      await new Promise((resolve) => school.close(resolve));
    }
  });

  it('a file uploaded through one instance downloads byte-identical through the others and the proxy', async () => {
    const { browser } = people[0]!;
    const content = Buffer.from(
      `عقد الإيجار — lease\n${randomBytes(150 * 1024).toString('base64')}\n`,
      'utf8',
    );
    const uploaded = await browser.upload(instances[0]!.url, 'Lease', 'lease.txt', content);
    expect(uploaded.status).toBe(201);
    for (const base of [instances[1]!.url, instances[2]!.url, site]) {
      const download = await browser.send(base, 'GET', `/api/documents/${uploaded.body.id}/file`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    }
    // Another family cannot fetch it from any instance.
    const other = await people[1]!.browser.send(
      instances[2]!.url,
      'GET',
      `/api/documents/${uploaded.body.id}/file`,
    );
    expect(other.status).toBe(404);
  });

  it('runs each background job exactly once across the instances', async () => {
    const { browser } = people[0]!;
    const ids: string[] = [];
    const upstreams = new Set<string>();
    for (let n = 0; n < 9; n += 1) {
      const base = instances[n % instances.length]!.url;
      const uploaded = await browser.upload(
        base,
        `Receipt ${n}`,
        `receipt-${n}.txt`,
        Buffer.from(`Receipt number ${n}: ${randomBytes(32).toString('hex')}\n`),
      );
      expect(uploaded.status).toBe(201);
      ids.push(uploaded.body.id);
      upstreams.add(base);
    }
    expect(upstreams.size).toBe(3);
    // Each file is read by a child process of its own (about half a second of CPU to start): on
    // a busy machine nine of them took longer than 20 s once. The loop ends as soon as all are.
    const deadline = Date.now() + 60_000;
    let pending = ids.length;
    while (pending > 0 && Date.now() < deadline) {
      await sleep(200);
      const { rows } = await db.query<{ n: string }>(
        "select count(*) as n from documents where id = any($1) and extraction_status <> 'done'",
        [ids],
      );
      pending = Number(rows[0]!.n);
    }
    expect(pending).toBe(0);
    const { rows: jobs } = await db.query<{ status: string; attempts: number; payload: string }>(
      "select status, attempts, payload from jobs where type = 'documents.extract'",
    );
    const ours = jobs.filter((job) => ids.includes(JSON.parse(job.payload).documentId as string));
    expect(ours).toHaveLength(ids.length);
    // One claim each: a second run would have taken a second attempt.
    expect(ours.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    // The extracted text is there, read through another instance than the one that took it.
    const read = await browser.json<{ extraction: { status: string } }>(
      instances[1]!.url,
      'GET',
      `/api/documents/${ids[0]}`,
    );
    expect(read.body.extraction.status).toBe('done');
  });

  it('SIGTERM to one instance during a stream of requests through nginx: no request fails', async () => {
    const { browser } = people[0]!;
    const leaving = instances[2]!;
    const failures: string[] = [];
    const acknowledged: string[] = [];
    const servedBy = new Map<string, number>();
    let stop = false;
    let answered = 0;
    const reported = progress();
    const worker = async (index: number) => {
      for (let n = 0; !stop; n += 1, answered += 1, reported.notify()) {
        try {
          const kind = (n + index) % 3;
          const response =
            kind === 0
              ? await browser.send(site, 'GET', '/api/tasks?limit=5')
              : kind === 1
                ? await fetch(`${site}/api/health`)
                : await browser.send(site, 'POST', '/api/tasks', {
                    title: `Load ${index}-${n}`,
                    location: 'Home',
                  });
          const upstream = answeredBy(response.headers.get('x-usra-upstream')) ?? '?';
          servedBy.set(upstream, (servedBy.get(upstream) ?? 0) + 1);
          if (response.status >= 300) {
            failures.push(`${response.status} ${kind} via ${upstream}: ${await response.text()}`);
          } else if (kind === 2) {
            acknowledged.push(((await response.json()) as { task: { id: string } }).task.id);
          } else {
            await response.arrayBuffer();
          }
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    // The signal comes once every instance has served and writes are being acknowledged.
    await reported.until(
      () =>
        instances.every((instance) => servedBy.has(`127.0.0.1:${instance.port}`)) &&
        acknowledged.length > 10,
      'every instance to serve and ten writes to be acknowledged',
    );
    const signalled = Date.now();
    leaving.child.kill('SIGTERM');
    const code = await leaving.exited;
    const stoppedAfter = Date.now() - signalled;
    // The stream goes on through nginx after the instance left: fifty more answers.
    const afterExit = answered;
    await reported.until(() => answered >= afterExit + 50, 'fifty answers after the exit');
    stop = true;
    await Promise.all(workers);

    const served = [...servedBy.values()].reduce((sum, n) => sum + n, 0);
    console.info(
      `SIGTERM through nginx: ${served} requests (${acknowledged.length} POSTs acknowledged), ` +
        `${failures.length} failed; the instance exited ${String(code)} after ${stoppedAfter} ms`,
    );
    expect(failures).toEqual([]);
    expect(code).toBe(0);
    expect(stoppedAfter).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(stoppedAfter).toBeLessThan(8000);
    // Every instance took part before the signal.
    for (const instance of instances) {
      expect(servedBy.get(`127.0.0.1:${instance.port}`) ?? 0).toBeGreaterThan(0);
    }
    expect(acknowledged.length).toBeGreaterThan(10);
    const { rows } = await db.query<{ n: string }>(
      'select count(*) as n from tasks where id = any($1)',
      [acknowledged],
    );
    expect(Number(rows[0]!.n)).toBe(acknowledged.length);
  });

  it('kill -9 of the instance holding a stream: no acknowledged write is lost, and the client reconnects to another', async () => {
    const { browser } = people[0]!;
    expect(alive()).toHaveLength(2);
    const stream = await browser.openStream(site);
    expect(stream.response.status).toBe(200);
    const retry = Number(
      /^retry: (\d+)$/m.exec(await stream.reader!.next((b) => b.startsWith('retry:')))?.[1],
    );
    const holder = byUpstream(stream.upstream)!;
    expect(holder).toBeDefined();
    const survivor = alive().find((instance) => instance !== holder)!;

    const acknowledged: string[] = [];
    let stop = false;
    let settled = 0;
    const reported = progress();
    const writer = async (index: number) => {
      for (let n = 0; !stop; n += 1, settled += 1, reported.notify()) {
        try {
          const answer = await browser.send(site, 'POST', '/api/tasks', {
            title: `Before the crash ${index}-${n}`,
            location: 'Home',
          });
          if (answer.status === 201) {
            acknowledged.push(((await answer.json()) as { task: { id: string } }).task.id);
          } else {
            await answer.arrayBuffer();
          }
        } catch {
          // Not acknowledged: the client would retry; nothing is promised about it.
        }
      }
    };
    const writers = [0, 1, 2].map(writer);
    // The kill comes once writes are being acknowledged, and writing goes on after it.
    await reported.until(() => acknowledged.length > 5, 'six acknowledged writes');
    await holder.kill();
    const afterKill = settled;
    await reported.until(() => settled >= afterKill + 30, 'thirty writes settled after the kill');
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(5);

    // The stream broke with its instance.
    await expect(stream.reader!.next(() => false, 3000)).rejects.toThrow();
    // As the browser's EventSource does: wait the retry hint, then open the stream again.
    await sleep(retry);
    const reopening = Date.now();
    const again = await browser.openStream(site);
    console.info(
      `kill -9: ${acknowledged.length} writes acknowledged; the stream reopened on the survivor ` +
        `${Date.now() - reopening} ms after its ${retry} ms retry hint`,
    );
    expect(again.response.status).toBe(200);
    // nginx may try a dead instance first (its connection is refused: the one killed here, or
    // the one the previous test stopped) and then pass the request on: the header lists every
    // upstream tried, the one that answered last.
    const tried = (again.upstream ?? '').split(', ');
    expect(tried.at(-1)).toBe(`127.0.0.1:${survivor.port}`);
    const dead = instances
      .filter((instance) => !instance.running)
      .map((instance) => `127.0.0.1:${instance.port}`);
    expect(dead).toContain(`127.0.0.1:${holder.port}`);
    for (const upstream of tried.slice(0, -1)) expect(dead).toContain(upstream);
    await again.reader!.next((b) => b.startsWith('retry:'));
    try {
      const created = await browser.createTask(site, 'After the crash');
      expect(created.status).toBe(201);
      const event = await again.reader!.next((b) => b.includes(created.body.task.id), 5000);
      expect(event).toContain('"action":"created"');
    } finally {
      again.abort.abort();
    }

    // Every acknowledged write is there, read through the surviving instance.
    for (const id of acknowledged) {
      const read = await browser.send(survivor.url, 'GET', `/api/tasks/${id}`);
      expect(read.status).toBe(200);
      await read.arrayBuffer();
    }
  });
});
