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
import { AccountRepository } from './modules/account/account.repository.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { AccountService } from './modules/account/account.service.js';
import { familyTables } from './modules/family-data/family-tables.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { BrowserKeys } from './modules/auth/browser-key.js';
import { PasswordReentry } from './modules/auth/password-reentry.js';
import { TotpReplayGuard } from './modules/auth/totp-replay.js';
import { AdminRepository } from './modules/admin/admin.repository.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { AdminService } from './modules/admin/admin.service.js';
import {
  databaseProbe,
  fileStorageProbe,
  geocodingProbe,
  mailProbe,
  PlatformHealth,
} from './modules/admin/platform-health.js';
import { registerSessionGuard } from './modules/auth/session-guard.js';
import { EarlyAccessRepository } from './modules/early-access/early-access.repository.js';
import { earlyAccessRoutes } from './modules/early-access/early-access.routes.js';
import { EarlyAccessService } from './modules/early-access/early-access.service.js';
import { calendarModule, calendarReads } from './modules/calendar/calendar.module.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { familyModule } from './modules/family/family.module.js';
import { ProfileRepository } from './modules/settings/profile.repository.js';
import { profileRoutes } from './modules/settings/profile.routes.js';
import { SettingsRepository } from './modules/settings/settings.repository.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { dataRoutes } from './modules/family-data/family-data.routes.js';
import { DataService } from './modules/family-data/family-data.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { taskReads, tasksModule } from './modules/tasks/tasks.module.js';
import { AuditLog } from './platform/audit.js';
import { createAuth, usesSecureCookies } from './platform/auth.js';
import { registerCrossSiteGuard } from './platform/cross-site.js';
import { clientErrorHandler, registerErrorHandler, sendFrameworkError } from './platform/errors.js';
import { eventStreamRoutes, type StreamLimits } from './platform/event-stream.js';
import { createEventBus, type EventBus } from './platform/events.js';
import { createGeocoder } from './platform/geocoding/geocoder.js';
import { healthRoutes } from './platform/health.js';
import { createMailer } from './platform/mailer.js';
import { RateLimiter } from './platform/rate-limit.js';
import { requestContext } from './platform/request-context.js';
import { registerRequestHygiene } from './platform/request-hygiene.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
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
}

export interface UsraApp {
  app: FastifyInstance;
  db: Db;
  auth: AuthService;
}

export async function buildApp(options: BuildOptions): Promise<UsraApp> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
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

  // Live updates: in-process on SQLite; LISTEN/NOTIFY on PostgreSQL, so instances share events.
  const events: EventBus = createEventBus(config, app.log);
  app.decorate('events', events);
  app.addHook('onClose', async () => events.close());

  const mailer = createMailer(config.smtpUrl, config.mailFrom, app.log);
  // Offline city gazetteer, or GEOCODER_URL: member addresses, profile home address, locations.
  const geocoder = createGeocoder(config.geocoderUrl);
  const limiter = new RateLimiter(db.db);
  const settingsRepository = new SettingsRepository(db.db);
  // The security page's list updates live: every security row about a user is announced.
  const audit = new AuditLog(db.db, async (userId) => {
    const familyId = await settingsRepository.familyOf(userId);
    if (familyId) await events.publish({ topic: 'security-log', familyId, userId });
  });
  const authRepository = new AuthRepository(db.db);
  const auth = createAuth(config, db.db, db.engine, mailer, app.log, {
    onPasswordReset: (userId) =>
      audit.security({
        userId,
        eventType: 'password_changed',
        details: { method: 'reset_link' },
        ip: null,
        userAgent: null,
      }),
  });
  const totpReplay = new TotpReplayGuard(auth, authRepository);
  const authService = new AuthService(
    auth,
    authRepository,
    limiter,
    audit,
    config,
    totpReplay,
    options.clock,
  );
  const passwordReentry = new PasswordReentry(
    limiter,
    config.rateLimits.signIn,
    audit,
    options.clock,
  );
  const browserKeys = new BrowserKeys(
    limiter,
    config.rateLimits.browserKeysPerAddress,
    config.authSecret,
    usesSecureCookies(config.baseUrl),
    options.clock,
  );

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Usra API', version: '0.1.0', description: 'Family and home organiser' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'usra.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyCookie);
  registerErrorHandler(app);
  registerCrossSiteGuard(app);
  registerRequestHygiene(app);
  registerSessionGuard(app, authService);

  await app.register(healthRoutes(db.db, db.engine), { prefix: '/api' });
  await app.register(authRoutes(authService, browserKeys), { prefix: '/api/auth' });
  await app.register(profileRoutes(new ProfileRepository(db.db)), { prefix: '/api' });
  await app.register(dataRoutes(new DataService(db.db, db.engine, audit, options.clock)), {
    prefix: '/api',
  });
  await app.register(
    accountRoutes(
      new AccountService(
        new AccountRepository(db.db, familyTables),
        auth,
        passwordReentry,
        audit,
        options.clock,
      ),
    ),
    { prefix: '/api' },
  );
  await app.register(
    settingsRoutes(
      new SettingsService(
        settingsRepository,
        new ProfileRepository(db.db),
        auth,
        audit,
        events,
        config.authSecret,
        passwordReentry,
        totpReplay,
        (address) => geocoder.geocode(address, 'en'),
        options.clock,
      ),
    ),
    { prefix: '/api' },
  );
  await app.register(
    earlyAccessRoutes(
      new EarlyAccessService(
        new EarlyAccessRepository(db.db),
        limiter,
        config.rateLimits.earlyAccessPerAddress,
        options.clock,
      ),
    ),
    { prefix: '/api' },
  );
  const platformHealth = new PlatformHealth()
    .register('database', databaseProbe(db.db))
    .register('file_storage', fileStorageProbe(config.dataDir))
    .register('email', mailProbe(mailer))
    .register('geocoding', geocodingProbe(geocoder));
  await app.register(
    adminRoutes(new AdminService(new AdminRepository(db.db), audit, platformHealth, options.clock)),
    { prefix: '/api' },
  );
  await app.register(
    eventStreamRoutes({
      bus: events,
      recheckSession: async (request) =>
        (await authService.currentSession(requestContext(request), { required: false })).session,
      heartbeatMs: options.eventHeartbeatMs,
      limits: options.eventStreamLimits,
    }),
    { prefix: '/api' },
  );
  await app.register(
    familyModule({
      db: db.db,
      config,
      events,
      audit,
      limiter,
      mailer,
      geocoder,
      clock: options.clock,
    }),
    { prefix: '/api' },
  );

  await app.register(
    tasksModule({
      db: db.db,
      events,
      audit,
      geocoder,
      limiter,
      units: { unitsOf: async (familyId) => (await settingsRepository.appearance(familyId)).units },
      clock: options.clock,
    }),
    { prefix: '/api' },
  );
  const tasks = taskReads(db.db);
  await app.register(
    calendarModule({
      db: db.db,
      events,
      baseUrl: config.baseUrl,
      tasks,
      clock: options.clock,
    }),
    { prefix: '/api' },
  );
  await app.register(
    dashboardModule({ db: db.db, tasks, calendar: calendarReads(db.db), clock: options.clock }),
    { prefix: '/api' },
  );

  await registerWebApp(app, webDist, {
    publicConfig: config,
    notFoundLimit: { limiter, now: () => (options.clock?.() ?? new Date()).getTime() },
    isSignedIn: async (request) => {
      try {
        const ctx = requestContext(request);
        return (await authService.currentSession(ctx, { required: false })).session !== null;
      } catch {
        return false; // an expired or forged cookie: the visitor sees the landing page
      }
    },
  });
  return { app, db, auth: authService };
}
