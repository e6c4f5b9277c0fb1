import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { registerPlatformRoutes } from './platform/openapi.js';
import { openDatabase, type Db } from './db/database.js';
import { accountModule } from './modules/account/account.module.js';
import { adminModule } from './modules/admin/admin.module.js';
import { appPasswordsModule } from './modules/app-passwords/app-passwords.module.js';
import { authModule } from './modules/auth/auth.module.js';
import type { AuthService } from './modules/auth/auth.service.js';
import { caldavModule } from './modules/caldav/caldav.module.js';
import { calendarModule } from './modules/calendar/calendar.module.js';
import {
  calendarSubscriptionsModule,
  type CalendarSubscriptionsModule,
} from './modules/calendar-subscriptions/calendar-subscriptions.module.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { earlyAccessModule } from './modules/early-access/early-access.module.js';
import { familyDataModule } from './modules/family-data/family-data.module.js';
import { familyModule } from './modules/family/family.module.js';
import { settingsModule } from './modules/settings/settings.module.js';
import { tasksModule } from './modules/tasks/tasks.module.js';
import { testerModule } from './modules/tester/tester.module.js';
import { vehiclesModule } from './modules/vehicles/vehicles.module.js';
import { obdModule } from './modules/obd/obd.module.js';
import { houseMaintenanceModule } from './modules/house-maintenance/house-maintenance.module.js';
import { assetsModule } from './modules/assets/assets.module.js';
import { assistantModule } from './modules/assistant/assistant.module.js';
import {
  NotificationRelay,
  notificationsModule,
  type NotificationsDeps,
  type NotificationsModule,
} from './modules/notifications/notifications.module.js';
import { documentsModule } from './modules/documents/documents.module.js';
import { projectsModule } from './modules/projects/projects.module.js';
import { nearbyDistanceMeters, notificationEnabled } from '@usra/domain/family/settings-schema';
import {
  familySettingOfKind,
  preferenceOfKind,
} from '@usra/domain/notifications/notification-schema';
import { AuditLog } from './platform/audit.js';
import { BackupSchedule } from './platform/backup/schedule.js';
import { registerCrossSiteGuard } from './platform/cross-site.js';
import { clientErrorHandler, registerErrorHandler, sendFrameworkError } from './platform/errors.js';
import {
  eventStreamRoutes,
  MAX_STREAMS_PER_SESSION,
  type StreamLimits,
} from './platform/event-stream.js';
import { createEventBus } from './platform/events.js';
import { createGeocoder } from './platform/geocoding/geocoder.js';
import { OutboundFetcher } from './platform/outbound/outbound.js';
import { JobQueue } from './platform/jobs/jobs.js';
import { createStorage } from './platform/storage/storage.js';
import { healthRoutes } from './platform/health.js';
import { closeConnectionsWhileDraining, Lifecycle } from './platform/shutdown.js';
import { createMailer } from './platform/mailer.js';
import type { AppModule, Platform } from './platform/module.js';
import { RateLimiter } from './platform/rate-limit.js';
import { createRegistries } from './platform/registries.js';
import { requestContext } from './platform/request-context.js';
import { registerRequestHygiene } from './platform/request-hygiene.js';
import { registerTextCleanedNotice } from './platform/text-cleaned.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { openSessionCache, registerSessionSettling } from './platform/session-cache.js';
import type { SessionCache } from './platform/session-cache.js';
import { registerSessionGuard, sessionRecheck } from './platform/session-guard.js';
import { inlineScriptHashes, registerWebApp } from './platform/web-app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  config: Config;
  /** Reuse an open database (tests restarting the app on the same data). */
  db?: Db;
  clock?: () => Date;
  logger?: boolean;
  /** Live-update stream heartbeat (tests shorten it). */
  eventHeartbeatMs?: number;
  /** Open live-update streams per session and per address (tests lower them). */
  eventStreamLimits?: StreamLimits;
  /** Web Push: tests send to a plain-HTTP stand-in for the push service. */
  push?: NotificationsDeps['push'];
  /** The notification centre's 5-minute check (pushes, digests); tests run it by hand. */
  notificationSweep?: boolean;
  /** Calendar subscriptions: tests shorten the fetch's limits and look at the schedule by hand. */
  calendarFetchLimits?: { timeoutMs?: number; maxBytes?: number };
  calendarSchedule?: boolean;
}

export interface UsraApp {
  app: FastifyInstance;
  db: Db;
  auth: AuthService;
  /** The background job queue (scripts and tests enqueue and run jobs through it). */
  jobs: JobQueue;
  /** The notification centre's delivery (tests run its periodic check by hand). */
  notifications: NotificationsModule['deliver'];
  /** BACKUP_CRON's schedule (tests claim its slots by hand). */
  backups: BackupSchedule;
  /** Calendar subscriptions' schedule (tests look at it by hand). */
  calendarSubscriptions: CalendarSubscriptionsModule['schedule'];
  /** Serving or draining: `shutdownGracefully` (server.ts, on SIGTERM) drains it. */
  lifecycle: Lifecycle;
  /** PostgreSQL's session cache: tests writing sessions beside the app await its `settle()`. */
  sessionCache: SessionCache | null;
}

export async function buildApp(options: BuildOptions): Promise<UsraApp> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Starting reads the database and, after a restore, a fresh copy of it: on a busy 2-core
    // machine that has taken over Fastify's default 10 s, which is slow, not broken.
    pluginTimeout: 60_000,
    // One line per request only when debugging: at 500 requests/s the log would be the bottleneck.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    return503OnClosing: true,
    // Errors met before routing answer in the API's JSON shape too.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const webDist = config.webDistDir ? path.resolve(config.webDistDir) : DEFAULT_WEB_DIST;
  registerSecurityHeaders(app, config, inlineScriptHashes(webDist));

  const db = options.db ?? (await openDatabase(config));
  if (!options.db) app.addHook('onClose', async () => db.close());
  const lifecycle = new Lifecycle();
  closeConnectionsWhileDraining(app, lifecycle);
  const base = await openPlatform(app, config, db, options, lifecycle);
  // PostgreSQL: session rows kept a few seconds, forgotten on every instance when they change.
  const sessionCache = await openSessionCache(db.db, base.events, config.sessionCacheSeconds);
  registerSessionSettling(app, sessionCache);
  // Every module publishes through the relay: a change to what the bell lists refetches it.
  const relay = new NotificationRelay(base.events);
  const platform = { ...base, events: relay, sessionCache, registries: createRegistries() };

  await registerPlatformRoutes(app);
  registerErrorHandler(app);
  registerCrossSiteGuard(app);
  registerRequestHygiene(app);
  registerTextCleanedNotice(app);

  // The areas of the app. A module is built from the platform and what earlier modules offer.
  // Sign-up reads the registration mode (admin's) and the invitations (family's), built later;
  // it founds the family, and the session lookup reads its name, through the family module's
  // `accounts` (read late: the session lookup compiles its statement on the first request).
  const auth = authModule(platform, {
    signUp: {
      inviteOnly: () => admin.registration.inviteOnly(),
      invitationPending: (token, now) => family.invitations.invitationPending(token, now),
      invitationEmailedTo: (token, email, now) =>
        family.invitations.invitationEmailedTo(token, email, now),
    },
    families: {
      familyName: (familyId) => family.accounts.familyName(familyId),
      createWithOwner: (tx, founder, now) => family.accounts.createWithOwner(tx, founder, now),
    },
  });
  const appPasswords = appPasswordsModule(platform, { auth });
  registerSessionGuard(app, auth.sessions, appPasswords.bearer);
  // Family first: settings and tasks read it (its own reads of theirs happen later, on a position).
  const family = familyModule(platform, {
    accounts: auth.memberships,
    // Location-aware suggestions: a shared position near an open task's place (issue 27).
    positions: {
      async arrived(person, at, familySettings) {
        if (!notificationEnabled(familySettings, familySettingOfKind.taskNearby)) return;
        const prefs = await settings.notificationPreferences.of(person.id);
        if (!prefs[preferenceOfKind.taskNearby]) return;
        await tasks.nearby.arrived(person, at, {
          meters: nearbyDistanceMeters(familySettings),
          timeZone: prefs.timeZone,
        });
      },
    },
  });
  const settings = settingsModule(platform, {
    auth,
    accounts: auth.accountSettings,
    family: family.reads,
    familySettings: family.settings,
  });
  const tasks = tasksModule(platform, {
    units: settings.units,
    // Saved addresses are the family module's, the home the account's.
    places: { saved: family.reads.savedPlaces, home: auth.accounts.home },
    family: family.reads,
  });
  const vehicles = vehiclesModule(platform);
  const maintenance = houseMaintenanceModule(platform);
  const assets = assetsModule(platform);
  // Documents link to projects and projects count their documents: the names are read late.
  const documents = documentsModule(platform, {
    links: {
      assetNames: (familyId, ids) => assets.reads.names(familyId, ids),
      vehicleNames: (familyId, ids) => vehicles.reads.names(familyId, ids),
      projectNames: (familyId, ids) => projects.reads.names(familyId, ids),
    },
  });
  const projects = projectsModule(platform, { documents: documents.reads });
  // The family's name for the feed's title.
  const calendar = calendarModule(platform, { family: family.reads });
  const calendarSubscriptions = calendarSubscriptionsModule(platform, {
    calendar,
    fetchLimits: options.calendarFetchLimits,
    schedule: options.calendarSchedule,
  });
  // Deleting an account changes the accounts', the families' and the preferences' rows, each
  // through its owner's repository, in one transaction of the account module.
  const account = accountModule(platform, {
    auth,
    accounts: auth.accountRemoval,
    families: family.accounts,
    preferences: settings.preferences,
  });
  const admin = adminModule(platform, { auth, account, families: family.families });
  const obd = obdModule(platform, { vehicles: vehicles.reads });
  const notifications = notificationsModule(platform, {
    familySettings: (familyId) => family.reads.settings(familyId),
    preferences: settings.notificationPreferences,
    accounts: auth.accounts,
    relay,
    push: options.push,
    sweep: options.notificationSweep,
  });
  const modules: AppModule[] = [
    auth,
    settings,
    account,
    appPasswords,
    familyDataModule(platform, { family: family.reads }),
    earlyAccessModule(platform),
    admin,
    family,
    tasks,
    calendar,
    calendarSubscriptions,
    dashboardModule(platform),
    vehicles,
    obd,
    maintenance,
    assets,
    notifications,
    // The assistant acts through the same services as the screens and reads the others' models.
    assistantModule(platform, {
      tasks: tasks.actions,
      taskReads: tasks.reads,
      calendar: calendar.actions,
      calendarReads: calendar.reads,
      family: family.members,
      vehicles: vehicles.reads,
      maintenance: maintenance.reads,
      documents: documents.reads,
      prayerTimes: settings.prayerTimes,
    }),
    testerModule(platform),
    // Phones' calendar and reminders apps, through the same services as the screens.
    caldavModule(platform, {
      appPasswords: appPasswords.basic,
      preferences: settings.notificationPreferences,
      calendar: { actions: calendar.actions, reads: calendar.reads },
      tasks: { actions: tasks.actions, reads: tasks.reads },
      subscriptions: calendarSubscriptions.reads,
    }),
    documents,
    projects,
  ];
  for (const module of modules) await app.register(module.routes, { prefix: module.prefix });
  // Scheduled backups (BACKUP_CRON, decision 014): one instance claims each slot.
  const backups = new BackupSchedule({
    config,
    db,
    storage: platform.storage,
    jobs: platform.jobs,
    log: app.log,
    clock: options.clock ?? (() => new Date()),
  });
  app.addHook('onReady', async () => backups.start());
  app.addHook('preClose', async () => backups.stop());

  await app.register(healthRoutes(db.db, db.engine, platform.storage, lifecycle), {
    prefix: '/api',
  });
  await app.register(
    eventStreamRoutes({
      bus: platform.events,
      // A stream opened with an app password lasts while the token does (revoked: it ends).
      recheckSession: sessionRecheck(auth.sessions, appPasswords.bearer),
      heartbeatMs: options.eventHeartbeatMs,
      limits: options.eventStreamLimits ?? {
        perSession: MAX_STREAMS_PER_SESSION,
        perAddress: config.liveStreamsPerAddress,
      },
      lifecycle,
    }),
    { prefix: '/api' },
  );
  await registerWebApp(app, webDist, {
    publicConfig: config,
    notFoundLimit: {
      limiter: platform.limiter,
      rule: config.rateLimits.notFoundPerAddress,
      now: () => (options.clock?.() ?? new Date()).getTime(),
    },
    isSignedIn: async (request) => {
      try {
        return (await signedIn(auth.sessions, request)).session !== null;
      } catch {
        return false; // an expired or forged cookie: the visitor sees the landing page
      }
    },
  });
  return {
    app,
    db,
    auth: auth.sessions,
    jobs: platform.jobs,
    notifications: notifications.deliver,
    backups,
    calendarSubscriptions: calendarSubscriptions.schedule,
    lifecycle,
    sessionCache,
  };
}

/** The shared services every module is built from; closed with the app. */
async function openPlatform(
  app: FastifyInstance,
  config: Config,
  db: Db,
  options: BuildOptions,
  lifecycle: Lifecycle,
): Promise<Omit<Platform, 'sessionCache' | 'registries'>> {
  // Live updates: in-process on SQLite; LISTEN/NOTIFY on PostgreSQL, so instances share events.
  const events = createEventBus(config, app.log);
  app.decorate('events', events);
  app.addHook('onClose', async () => events.close());
  const storage = await createStorage(config.storage);
  app.addHook('onClose', async () => storage.close());
  // Background work: the worker starts once the app is ready and stops, waiting for running
  // jobs, before the server and the database close.
  const jobs = new JobQueue(db.db, db.engine, {
    log: app.log,
    leaseMs: config.jobLeaseMs,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  app.addHook('onReady', async () => jobs.start());
  // Draining stops claiming at once (a running job finishes, or gives its lease back when it
  // gives up on its stop signal); closing waits for the running ones.
  lifecycle.onDrain(() => void jobs.stop());
  app.addHook('preClose', async () => jobs.stop());
  const outbound = new OutboundFetcher(config.outboundAllowNetworks);
  return {
    db: db.db,
    engine: db.engine,
    config,
    events,
    // The security page's list updates live: every security row about a user is announced.
    audit: new AuditLog(db.db, events),
    limiter: new RateLimiter(db.db),
    mailer: createMailer(config.smtpUrl, config.mailFrom, app.log),
    outbound,
    // Offline city gazetteer, or GEOCODER_URL: member addresses, profile home address, places.
    geocoder: createGeocoder(config.geocoderUrl, config.geocoderApi, outbound),
    storage,
    jobs,
    clock: options.clock,
    log: app.log,
  };
}

const signedIn = (sessions: AuthService, request: Parameters<typeof requestContext>[0]) =>
  sessions.currentSession(requestContext(request), { required: false });
