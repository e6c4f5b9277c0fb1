import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { accountModule } from './modules/account/account.module.js';
import { adminModule } from './modules/admin/admin.module.js';
import { appPasswordsModule } from './modules/app-passwords/app-passwords.module.js';
import { authModule } from './modules/auth/auth.module.js';
import type { AuthService } from './modules/auth/auth.service.js';
import { calendarModule } from './modules/calendar/calendar.module.js';
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
import { requestContext } from './platform/request-context.js';
import { registerRequestHygiene } from './platform/request-hygiene.js';
import { registerTextCleanedNotice } from './platform/text-cleaned.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerSessionGuard } from './platform/session-guard.js';
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
  /** Serving or draining: `shutdownGracefully` (server.ts, on SIGTERM) drains it. */
  lifecycle: Lifecycle;
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
  const base = openPlatform(app, config, db, options, lifecycle);
  // Every module publishes through the relay: a change to what the bell lists refetches it.
  const relay = new NotificationRelay(base.events);
  const platform = { ...base, events: relay };

  await registerPlatformRoutes(app);
  registerErrorHandler(app);
  registerCrossSiteGuard(app);
  registerRequestHygiene(app);
  registerTextCleanedNotice(app);

  // The areas of the app. A module is built from the platform and what earlier modules offer.
  const auth = authModule(platform);
  const appPasswords = appPasswordsModule(platform, { auth });
  registerSessionGuard(app, auth.sessions, appPasswords.bearer);
  const settings = settingsModule(platform, { auth });
  const tasks = tasksModule(platform, { units: settings.units });
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
  const calendar = calendarModule(platform, {
    tasks: tasks.reads,
    reminders: vehicles.reads,
    schedules: [maintenance.reads, assets.reads],
  });
  const family = familyModule(platform, {
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
  const account = accountModule(platform, { auth });
  const obd = obdModule(platform, { vehicles: vehicles.reads });
  const notifications = notificationsModule(platform, {
    reads: {
      tasks: tasks.reads,
      calendar: calendar.reads,
      maintenance: maintenance.reads,
      assets: assets.reads,
      vehicles: vehicles.reads,
      obd: obd.reads,
      family: family.reads,
      documents: documents.reads,
    },
    preferences: settings.notificationPreferences,
    relay,
    push: options.push,
    sweep: options.notificationSweep,
  });
  const modules: AppModule[] = [
    auth,
    settings,
    account,
    appPasswords,
    familyDataModule(platform),
    earlyAccessModule(platform),
    adminModule(platform, { auth, account }),
    family,
    tasks,
    calendar,
    dashboardModule(platform, {
      tasks: tasks.reads,
      calendar: calendar.reads,
      vehicles: vehicles.reads,
      maintenance: maintenance.reads,
      assets: assets.reads,
      documents: documents.reads,
    }),
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
      recheckSession: async (request) => (await signedIn(auth.sessions, request)).session,
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
    lifecycle,
  };
}

/** The shared services every module is built from; closed with the app. */
function openPlatform(
  app: FastifyInstance,
  config: Config,
  db: Db,
  options: BuildOptions,
  lifecycle: Lifecycle,
): Platform {
  // Live updates: in-process on SQLite; LISTEN/NOTIFY on PostgreSQL, so instances share events.
  const events = createEventBus(config, app.log);
  app.decorate('events', events);
  app.addHook('onClose', async () => events.close());
  const storage = createStorage(config.storage);
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

/** The OpenAPI description at /api/docs, and cookie parsing. */
async function registerPlatformRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Usra API', version: '0.1.0', description: 'Family and home organiser' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'usra.session_token' },
          // An app password (Settings → Security): `Authorization: Bearer usra_pat_…`.
          appPassword: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Collapsed: with every area listed open, Swagger UI stops drawing after the first two groups
  // once the API passes about a hundred paths.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'none' },
  });
  await app.register(fastifyCookie);
}

const signedIn = (sessions: AuthService, request: Parameters<typeof requestContext>[0]) =>
  sessions.currentSession(requestContext(request), { required: false });
