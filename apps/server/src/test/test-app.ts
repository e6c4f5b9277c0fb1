import { afterAll, afterEach, beforeAll } from 'vitest';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuildOptions, type UsraApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, sqlitePath, type Db } from '../db/database.js';
import type { Engine } from '../db/dialect.js';
import type { ChangeListener } from '../platform/events.js';
import { CookieJar } from './cookie-jar.js';
import { strongPassword, testContext, type TestContext } from './factories.js';
import { testSchema } from './pg-schemas.js';

export { CookieJar } from './cookie-jar.js';
export { strongPassword, type TestUser } from './factories.js';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestEnv {
  config: Config;
  /** The environment the config came from (for CLI commands run against the same data). */
  env: Record<string, string>;
  /** A settable clock for rate-limit windows. */
  clock: { now: Date };
  start(): Promise<UsraApp>;
  /** Closes the app but keeps the data, to prove what survives a restart. */
  restart(): Promise<UsraApp>;
  cleanup(): Promise<void>;
  /** The factories on the started app's database (test/factories.ts). */
  readonly ctx: TestContext;
}

let migratedSqlite: Promise<string> | undefined;

/**
 * A SQLite file migrated once per test process: a fresh test database is a copy of it (the
 * migrations then find nothing to do), which saves running every migration for every test.
 */
function migratedSqliteFile(): Promise<string> {
  migratedSqlite ??= (async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-template-'));
    const db = await openDatabase(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) }));
    await db.close(); // checkpoints the WAL into the file
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    return sqlitePath(dataDir);
  })();
  return migratedSqlite;
}

/** Starts an empty SQLite data directory from the migrated copy (a restart keeps its file). */
export async function seedMigratedSqlite(dataDir: string): Promise<void> {
  const file = sqlitePath(dataDir);
  if (existsSync(file)) return;
  const template = await migratedSqliteFile();
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(template, file);
}

export function createTestEnv(
  engine: Engine,
  env: Record<string, string> = {},
  /** More of buildApp's options (a push service on plain HTTP…). */
  build: Partial<Omit<BuildOptions, 'config' | 'db' | 'clock'>> = {},
): TestEnv {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-test-'));
  const schema = engine === 'postgres' ? testSchema('app') : undefined;
  const vars: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(engine === 'postgres'
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema!.name }
      : {}),
    ...env,
  };
  const config = loadConfig(vars);
  const clock = { now: new Date() };
  let current: UsraApp | undefined;
  let db: Db | undefined;

  const start = async () => {
    if (!config.databaseUrl) await seedMigratedSqlite(config.dataDir);
    await schema?.ensure();
    db = await openDatabase(config, { pool: schema?.pool() });
    current = await buildApp({ config, db, clock: () => clock.now, logger: false, ...build });
    await current.app.ready();
    return current;
  };
  const stop = async () => {
    // The test's own kept-alive client sockets (fetch keeps them four seconds): closing the app
    // waits for none of them.
    current?.app.server.closeAllConnections();
    await current?.app.close();
    await db?.close();
    current = undefined;
    db = undefined;
  };
  let ctx: { db: Db; factories: TestContext } | undefined;
  return {
    config,
    env: vars,
    clock,
    get ctx() {
      if (!db) throw new Error('start the test env before using its factories');
      if (ctx?.db !== db) ctx = { db, factories: testContext({ config, clock }, db.db) };
      return ctx.factories;
    },
    start,
    async restart() {
      await stop();
      return start();
    },
    async cleanup() {
      try {
        await stop();
      } finally {
        await schema?.release();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let addresses = 0;

/**
 * An e-mail address no other account of the test process has (`sara-7@example.com`): for tests
 * that share one app across a file, each making its own families (every query is scoped to the
 * session's family).
 */
export function uniqueEmail(name: string): string {
  addresses += 1;
  return `${name}-${addresses}@example.com`;
}

/** One started app for a `describe` block's tests, and the change events they listen to. */
export interface SharedTestApp {
  readonly env: TestEnv;
  readonly sut: UsraApp;
  /** `listener` hears `familyId`'s change events until the test ends. */
  listen(familyId: string, listener: ChangeListener): void;
  /**
   * Drops the jobs still queued whose payload names one of `ids` (families, users): an app per
   * test dropped its queue when it closed; a shared app would run them during a later test.
   */
  dropQueuedJobs(ids: string[]): Promise<void>;
}

/**
 * One app for a `describe` block (`beforeAll` / `afterAll`), for tests that look at nothing
 * outside their own families: each test makes its families with `uniqueEmail` (every query is
 * scoped to the session's family). A test that reads a table, the jobs or the stored files
 * reads its own families' part of them (documents.test.ts: rows and jobs by family, objects by
 * the `{familyId}/` key prefix). Tests that read install-wide state (rate limits per address,
 * the first account, a fixed e-mail) keep `createTestEnv` per test.
 *
 * `vars` are the app's environment (`createTestEnv`): a function is called in `beforeAll`, after
 * the block's earlier `beforeAll` hooks (an S3 server started there gives its endpoint).
 */
export function sharedTestApp(
  engine: Engine,
  vars: Record<string, string> | (() => Record<string, string>) = {},
  /** More of buildApp's options, as `createTestEnv` takes them. */
  build: Partial<Omit<BuildOptions, 'config' | 'db' | 'clock'>> = {},
): SharedTestApp {
  let started: { env: TestEnv; sut: UsraApp } | undefined;
  const listening: (() => void)[] = [];
  beforeAll(async () => {
    const env = createTestEnv(engine, typeof vars === 'function' ? vars() : vars, build);
    started = { env, sut: await env.start() };
  });
  afterEach(() => {
    for (const stop of listening.splice(0)) stop();
  });
  afterAll(() => started?.env.cleanup());
  const current = () => {
    if (!started) throw new Error('the shared app starts in beforeAll');
    return started;
  };
  return {
    get env() {
      return current().env;
    },
    get sut() {
      return current().sut;
    },
    listen(familyId, listener) {
      listening.push(current().sut.app.events.subscribe(familyId, listener));
    },
    async dropQueuedJobs(ids) {
      if (ids.length === 0) return;
      await current()
        .sut.db.db.deleteFrom('jobs')
        .where('status', '=', 'queued')
        .where((eb) => eb.or(ids.map((id) => eb('payload', 'like', `%${id}%`))))
        .execute();
    },
  };
}

/** A started app on a fresh database: `beforeEach(async () => ({ env, sut } = await startTestApp(engine)))`. */
export async function startTestApp(engine: Engine, vars: Record<string, string> = {}) {
  const env = createTestEnv(engine, vars);
  return { env, sut: await env.start() };
}

export async function signUp(
  app: UsraApp['app'],
  jar: CookieJar,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: { cookie: jar.header(), ...headers },
    payload: { email: 'sara@example.com', password: strongPassword, fullName: 'Sara Ali', ...body },
  });
  jar.store(response);
  return response;
}

export async function signIn(app: UsraApp['app'], jar: CookieJar, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { cookie: jar.header() },
    payload: { email, password },
  });
  jar.store(response);
  return response;
}

/** A request from `jar`'s browser, which keeps the cookies the answer sets. */
export async function sendAs(
  app: UsraApp['app'],
  jar: CookieJar,
  method: string,
  url: string,
  payload?: unknown,
) {
  const response = await callAs(app, jar, method, url, payload);
  jar.store(response);
  return response;
}

/** A request as `jar`'s browser would send it (none: a visitor without cookies). */
export function callAs(
  app: UsraApp['app'],
  jar: CookieJar | null,
  method: string,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: jar ? { cookie: jar.header() } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
