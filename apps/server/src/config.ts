// The server's configuration, derived from the environment (`config/env.ts`, the variables
// and their checks) and DATA_DIR's own keys (`config/secrets.ts`).
import path from 'node:path';
import { EnvSchema, type Env } from './config/env.js';
import { loadOrCreateSecret, loadOrCreateVapidKeys, type VapidKeys } from './config/secrets.js';

export type { VapidKeys } from './config/secrets.js';

export interface RateRule {
  max: number;
  windowMs: number;
  blockMs: number;
}

/**
 * Every rate limit of the server, in one table: services take their rule from here. The first
 * eight are set by RATE_LIMIT_* variables (README); the others are fixed.
 */
export interface RateLimits {
  signIn: RateRule;
  signUp: RateRule;
  passwordReset: RateRule;
  signInPerAddress: RateRule;
  signUpPerAddress: RateRule;
  browserKeysPerAddress: RateRule;
  earlyAccessPerAddress: RateRule;
  invitationLookupPerAddress: RateRule;
  /** Address look-ups per user, shared by the address form and the task form. */
  geocodeLookup: RateRule;
  /** Location shares per user: a phone sharing every 30 s stays well inside. */
  locationShare: RateRule;
  /** Not-found answers per address: stops scanning for pages and ids. */
  notFoundPerAddress: RateRule;
  /** VIN decodes per user (the online service is someone else's). */
  vinDecode: RateRule;
  /** Reading batches per OBD device: an adapter polling every quarter second stays inside. */
  obdIngest: RateRule;
  /** Assistant messages (and voice parses) per user. */
  assistantMessage: RateRule;
  /** Recordings sent to the transcription endpoint per user (someone else's service). */
  assistantTranscribe: RateRule;
  /** Document uploads per user: a family scanning a drawer of papers stays inside. */
  documentUpload: RateRule;
}

/** The fixed rules of `RateLimits`. */
export const FIXED_RATE_LIMITS = {
  // Enough for typing addresses, not for bulk geocoding.
  geocodeLookup: { max: 30, windowMs: 60_000, blockMs: 60_000 },
  locationShare: { max: 120, windowMs: 3600_000, blockMs: 600_000 },
  notFoundPerAddress: { max: 100, windowMs: 60_000, blockMs: 60_000 },
  vinDecode: { max: 20, windowMs: 60_000, blockMs: 60_000 },
  obdIngest: { max: 600, windowMs: 60_000, blockMs: 60_000 },
  // A conversation, not a script: one message every 2 s on average over a minute.
  assistantMessage: { max: 30, windowMs: 60_000, blockMs: 60_000 },
  assistantTranscribe: { max: 20, windowMs: 60_000, blockMs: 60_000 },
  documentUpload: { max: 60, windowMs: 3600_000, blockMs: 600_000 },
} as const satisfies Record<string, RateRule>;

/** Where files are kept (`platform/storage`): DATA_DIR/files, or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'disk'; root: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
      /** S3_PREFIX: Usra's objects are `${prefix}${key}`; nothing else is touched. */
      prefix: string;
    };

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  providerName: string;
  scopes: string[];
  /** A first sign-in may create an account (and its family). */
  allowSignUp: boolean;
  /** Password sign-in and sign-up are hidden and refused. */
  only: boolean;
}

/** OIDC_*: both the issuer and the client id, or neither; OIDC_ONLY needs them. */
function oidcConfig(e: Env): OidcConfig | null {
  if (!e.OIDC_ISSUER_URL || !e.OIDC_CLIENT_ID) {
    if (e.OIDC_ISSUER_URL || e.OIDC_CLIENT_ID || e.OIDC_ONLY) {
      throw new Error(
        'Invalid configuration:\n  OIDC_ISSUER_URL and OIDC_CLIENT_ID are both needed for single sign-on (and for OIDC_ONLY)',
      );
    }
    return null;
  }
  const scopes = e.OIDC_SCOPES.split(/[\s,]+/).filter(Boolean);
  return {
    issuerUrl: e.OIDC_ISSUER_URL.replace(/\/+$/, ''),
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    providerName: e.OIDC_PROVIDER_NAME.trim(),
    scopes: scopes.includes('openid') ? scopes : ['openid', ...scopes],
    allowSignUp: e.OIDC_ALLOW_SIGNUP,
    only: e.OIDC_ONLY,
  };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use instead of `public` (tests give each run its own). */
  databaseSchema: string | undefined;
  baseUrl: string;
  authSecret: string;
  /** Web Push (VAPID) key pair, base64url: from the environment or DATA_DIR/vapid-keys.json. */
  vapid: VapidKeys;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  webDistDir: string | undefined;
  sessionTtlSeconds: number;
  /** A session ends this long after sign-in, however often it slid forward. */
  sessionMaxAgeSeconds: number;
  /** PostgreSQL only: how long an instance keeps a session row it read (decision 023). */
  sessionCacheSeconds: number;
  smtpUrl: string | undefined;
  /** REQUIRE_EMAIL_VERIFICATION=true and SMTP_URL set: sign-ups confirm their address first. */
  requireEmailVerification: boolean;
  /** A Nominatim-compatible geocoder; without it the offline gazetteer answers. */
  geocoderUrl: string | undefined;
  /** What GEOCODER_URL speaks: Nominatim's /search (default) or Photon's /api. */
  geocoderApi: 'nominatim' | 'photon';
  /** A vPIC-compatible VIN service; without it VINs are decoded offline. */
  vinDecoderUrl: string | undefined;
  /** Non-public networks outbound requests may still reach (OUTBOUND_ALLOW_NETWORKS). */
  outboundAllowNetworks: string[];
  /** Calendar subscriptions (issue 31): private addresses allowed, minutes between fetches. */
  calendarFetch: { allowPrivate: boolean; refreshMinutes: number };
  /** The assistant's OpenAI-compatible provider (decision 013); null: offline engine only. */
  assistant: { url: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;
  /** Server-side speech to text (decision 013); null: the browser's recognition or typing. */
  transcriber: { url: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;
  mailFrom: string;
  rateLimits: RateLimits;
  /** Open live-update streams one client address may hold on this instance (LIVE_STREAMS_PER_ADDRESS_MAX). */
  liveStreamsPerAddress: number;
  /** Map tiles of the locations screen; without them the screen shows the list alone. */
  map: { tileUrl: string; attribution: string } | null;
  /** Footer links of the public pages; an unset one is not shown. */
  social: { x?: string; instagram?: string; youtube?: string };
  /** Single sign-on with one OpenID Connect provider (OIDC_*); null when not configured. */
  oidc: OidcConfig | null;
  storage: StorageConfig;
  /** Per-family ceilings: vehicles, OBD devices, and OBD readings one vehicle takes in a day. */
  familyLimits: { vehicles: number; obdDevices: number; obdReadingsPerVehiclePerDay: number };
  /** The largest file one upload may hold (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /** All of a family's stored files together (FAMILY_STORAGE_QUOTA_MB). */
  familyStorageQuotaBytes: number;
  /** Backups (decision 014): the archives' folder, the schedule (UTC cron) and how many to keep. */
  backup: { dir: string; cron: string | null; keep: number };
  /**
   * How old a stored file no row names must be before the sweep removes it
   * (ORPHAN_FILE_GRACE_SECONDS): an upload in progress on any instance is younger.
   */
  orphanFileGraceMs: number;
  /** SIGTERM handling (decision 015): the draining grace and the whole wait, in ms. */
  shutdown: { graceMs: number; timeoutMs: number };
  /** A claimed job's lease (JOB_LEASE_SECONDS), renewed every third of it while it runs. */
  jobLeaseMs: number;
  /** Text extraction's child processes (decision 016, EXTRACT_*). */
  extraction: ExtractionLimits;
}

/** What one extraction child may use before it is killed, and how many run at once. */
export interface ExtractionLimits {
  /** Resident memory of one child (EXTRACT_MAX_MB_RSS), in bytes. */
  maxRssBytes: number;
  /** CPU time of one child (EXTRACT_TIMEOUT_SECONDS), in ms; the wall clock where /proc is missing. */
  timeoutMs: number;
  /** Pixels of an image, or of a PDF page as drawn for OCR (EXTRACT_MAX_PIXELS). */
  maxPixels: number;
  /** Pages of a PDF (EXTRACT_MAX_PAGES). */
  maxPages: number;
  /** Children at once on this instance (EXTRACT_CONCURRENCY). */
  concurrency: number;
}

const minutes = (n: number) => n * 60_000;
const MB = 1024 * 1024;

/**
 * STORAGE_DRIVER chooses; unset, S3_BUCKET alone switches to S3 (decision 009). S3 needs a
 * bucket, and its keys come as a pair. Path-style addressing (`endpoint/bucket/key`) is what
 * MinIO, Ceph and s3rver expect, so it defaults on when S3_ENDPOINT is set.
 */
function storageConfig(e: Env, dataDir: string): StorageConfig {
  const driver = e.STORAGE_DRIVER ?? (e.S3_BUCKET ? 's3' : 'disk');
  if (driver === 'disk') return { driver, root: path.join(dataDir, 'files') };
  if (!e.S3_BUCKET)
    throw new Error('Invalid configuration:\n  S3_BUCKET: required with STORAGE_DRIVER=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  return {
    driver,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    prefix: e.S3_PREFIX,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    baseUrl: e.BASE_URL ?? `http://localhost:${e.PORT}`,
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : loadOrCreateVapidKeys(dataDir),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR,
    sessionTtlSeconds: e.SESSION_TTL_DAYS * 86_400,
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE_DAYS * 86_400,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    smtpUrl: e.SMTP_URL,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION && Boolean(e.SMTP_URL),
    geocoderUrl: e.GEOCODER_URL,
    geocoderApi: e.GEOCODER_API,
    vinDecoderUrl: e.VIN_DECODER_URL,
    outboundAllowNetworks: e.OUTBOUND_ALLOW_NETWORKS,
    calendarFetch: {
      allowPrivate: e.CALENDAR_FETCH_ALLOW_PRIVATE,
      refreshMinutes: e.CALENDAR_REFRESH_MINUTES,
    },
    assistant: e.ASSISTANT_API_URL
      ? {
          url: e.ASSISTANT_API_URL,
          apiKey: e.ASSISTANT_API_KEY,
          model: e.ASSISTANT_MODEL,
          timeoutMs: e.ASSISTANT_TIMEOUT_MS,
        }
      : null,
    transcriber: e.TRANSCRIBE_API_URL
      ? {
          url: e.TRANSCRIBE_API_URL,
          apiKey: e.TRANSCRIBE_API_KEY,
          model: e.TRANSCRIBE_MODEL,
          timeoutMs: 30_000,
        }
      : null,
    mailFrom: e.MAIL_FROM,
    rateLimits: {
      signIn: {
        max: e.RATE_LIMIT_SIGNIN_MAX,
        windowMs: minutes(e.RATE_LIMIT_SIGNIN_WINDOW_MINUTES),
        blockMs: minutes(e.RATE_LIMIT_SIGNIN_BLOCK_MINUTES),
      },
      signUp: {
        max: e.RATE_LIMIT_SIGNUP_MAX,
        windowMs: minutes(e.RATE_LIMIT_SIGNUP_WINDOW_MINUTES),
        blockMs: minutes(e.RATE_LIMIT_SIGNUP_BLOCK_MINUTES),
      },
      passwordReset: {
        max: e.RATE_LIMIT_RESET_MAX,
        windowMs: minutes(e.RATE_LIMIT_RESET_WINDOW_MINUTES),
        blockMs: minutes(e.RATE_LIMIT_RESET_BLOCK_MINUTES),
      },
      // The per-address caps block only until their window ends: they stop scripts, not families.
      signInPerAddress: {
        max: e.RATE_LIMIT_SIGNIN_PER_ADDRESS_MAX,
        windowMs: minutes(e.RATE_LIMIT_SIGNIN_PER_ADDRESS_WINDOW_MINUTES),
        blockMs: minutes(e.RATE_LIMIT_SIGNIN_PER_ADDRESS_WINDOW_MINUTES),
      },
      signUpPerAddress: {
        max: e.RATE_LIMIT_SIGNUP_PER_ADDRESS_MAX,
        windowMs: minutes(e.RATE_LIMIT_SIGNUP_PER_ADDRESS_WINDOW_MINUTES),
        blockMs: minutes(e.RATE_LIMIT_SIGNUP_PER_ADDRESS_WINDOW_MINUTES),
      },
      // New sign-up browser keys per address: a script dropping its cookie gets a new key each time.
      browserKeysPerAddress: {
        max: e.RATE_LIMIT_BROWSER_KEYS_PER_ADDRESS_MAX,
        windowMs: minutes(e.RATE_LIMIT_BROWSER_KEYS_PER_ADDRESS_WINDOW_MINUTES),
        blockMs: minutes(e.RATE_LIMIT_BROWSER_KEYS_PER_ADDRESS_WINDOW_MINUTES),
      },
      earlyAccessPerAddress: {
        max: e.RATE_LIMIT_EARLY_ACCESS_PER_ADDRESS_MAX,
        windowMs: minutes(e.RATE_LIMIT_EARLY_ACCESS_PER_ADDRESS_WINDOW_MINUTES),
        blockMs: minutes(e.RATE_LIMIT_EARLY_ACCESS_PER_ADDRESS_WINDOW_MINUTES),
      },
      // Invitation links looked up (or accepted) per client address: stops token guessing.
      invitationLookupPerAddress: {
        max: e.RATE_LIMIT_INVITATION_LOOKUP_PER_ADDRESS_MAX,
        windowMs: minutes(e.RATE_LIMIT_INVITATION_LOOKUP_PER_ADDRESS_WINDOW_MINUTES),
        blockMs: minutes(e.RATE_LIMIT_INVITATION_LOOKUP_PER_ADDRESS_WINDOW_MINUTES),
      },
      ...FIXED_RATE_LIMITS,
    },
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS_MAX,
    map: e.MAP_TILE_URL
      ? { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION ?? '' }
      : null,
    social: {
      ...(e.SOCIAL_X_URL ? { x: e.SOCIAL_X_URL } : {}),
      ...(e.SOCIAL_INSTAGRAM_URL ? { instagram: e.SOCIAL_INSTAGRAM_URL } : {}),
      ...(e.SOCIAL_YOUTUBE_URL ? { youtube: e.SOCIAL_YOUTUBE_URL } : {}),
    },
    oidc: oidcConfig(e),
    storage: storageConfig(e, dataDir),
    familyLimits: {
      vehicles: e.FAMILY_MAX_VEHICLES,
      obdDevices: e.FAMILY_MAX_OBD_DEVICES,
      obdReadingsPerVehiclePerDay: e.OBD_READINGS_PER_VEHICLE_PER_DAY,
    },
    uploadMaxBytes: e.UPLOAD_MAX_MB * MB,
    familyStorageQuotaBytes: e.FAMILY_STORAGE_QUOTA_MB * MB,
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      cron: e.BACKUP_CRON?.trim() || null,
      keep: e.BACKUP_KEEP,
    },
    orphanFileGraceMs: e.ORPHAN_FILE_GRACE_SECONDS * 1000,
    shutdown: { graceMs: e.SHUTDOWN_GRACE_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    extraction: {
      maxRssBytes: e.EXTRACT_MAX_MB_RSS * MB,
      timeoutMs: e.EXTRACT_TIMEOUT_SECONDS * 1000,
      maxPixels: e.EXTRACT_MAX_PIXELS,
      maxPages: e.EXTRACT_MAX_PAGES,
      concurrency: e.EXTRACT_CONCURRENCY,
    },
  };
}
