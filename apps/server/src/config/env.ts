// The environment the server reads, as one schema (config.ts derives the Config from it).
import { z } from 'zod';
import { isCidr } from '../platform/outbound/addresses.js';
import { isValidKey } from '../platform/storage/contract.js';
import { cronProblem } from './cron.js';

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every environment variable the server reads; the README lists the same set. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  BASE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST_DIR: z.string().optional(),
  SESSION_TTL_DAYS: int(7),
  SESSION_MAX_AGE_DAYS: int(30),
  /** PostgreSQL: seconds an instance keeps a session row it read (0: read it every request). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  SMTP_URL: z.string().optional(),
  /** With SMTP_URL: a new account confirms its e-mail before it can sign in. */
  REQUIRE_EMAIL_VERIFICATION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  MAIL_FROM: z.string().default('Usra <no-reply@localhost>'),
  /** Web Push keys (base64url); generated into DATA_DIR when unset. Instances share them. */
  VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
  RATE_LIMIT_SIGNIN_MAX: int(5),
  RATE_LIMIT_SIGNIN_WINDOW_MINUTES: int(15),
  RATE_LIMIT_SIGNIN_BLOCK_MINUTES: int(30),
  RATE_LIMIT_SIGNUP_MAX: int(3),
  RATE_LIMIT_SIGNUP_WINDOW_MINUTES: int(60),
  RATE_LIMIT_SIGNUP_BLOCK_MINUTES: int(120),
  RATE_LIMIT_RESET_MAX: int(3),
  RATE_LIMIT_RESET_WINDOW_MINUTES: int(60),
  RATE_LIMIT_RESET_BLOCK_MINUTES: int(120),
  RATE_LIMIT_SIGNIN_PER_ADDRESS_MAX: int(30),
  RATE_LIMIT_SIGNIN_PER_ADDRESS_WINDOW_MINUTES: int(15),
  RATE_LIMIT_SIGNUP_PER_ADDRESS_MAX: int(20),
  RATE_LIMIT_SIGNUP_PER_ADDRESS_WINDOW_MINUTES: int(60),
  RATE_LIMIT_BROWSER_KEYS_PER_ADDRESS_MAX: int(10),
  RATE_LIMIT_BROWSER_KEYS_PER_ADDRESS_WINDOW_MINUTES: int(60),
  RATE_LIMIT_EARLY_ACCESS_PER_ADDRESS_MAX: int(10),
  RATE_LIMIT_EARLY_ACCESS_PER_ADDRESS_WINDOW_MINUTES: int(60),
  RATE_LIMIT_INVITATION_LOOKUP_PER_ADDRESS_MAX: int(30),
  RATE_LIMIT_INVITATION_LOOKUP_PER_ADDRESS_WINDOW_MINUTES: int(15),
  /** Live-update streams one client address may hold open on one instance. */
  LIVE_STREAMS_PER_ADDRESS_MAX: int(50),
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER_API: z.enum(['nominatim', 'photon']).default('nominatim'),
  VIN_DECODER_URL: z.string().url().optional(),
  /**
   * Networks (comma-separated addresses or CIDRs) the server may reach although they are not
   * public: a geocoder on the local network, a test's fake push service (decision 017).
   */
  OUTBOUND_ALLOW_NETWORKS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isCidr), 'addresses or CIDRs separated by commas'),
  /** An OpenAI-compatible chat endpoint for the assistant; without it the offline engine answers. */
  ASSISTANT_API_URL: z.string().url().optional(),
  ASSISTANT_API_KEY: z.string().optional(),
  ASSISTANT_MODEL: z.string().default('gpt-4o-mini'),
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** An OpenAI-compatible /audio/transcriptions endpoint for voice input. */
  TRANSCRIBE_API_URL: z.string().url().optional(),
  TRANSCRIBE_API_KEY: z.string().optional(),
  TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'an http(s) tile URL with {z}, {x} and {y}')
    .refine((v) => ['{z}', '{x}', '{y}'].every((part) => v.includes(part)), {
      message: 'an http(s) tile URL with {z}, {x} and {y}',
    })
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(500).optional(),
  /** Single sign-on (OpenID Connect, issue 31): the provider's issuer, discovered from it. */
  OIDC_ISSUER_URL: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The button reads "Sign in with <name>". */
  OIDC_PROVIDER_NAME: z.string().min(1).max(60).default('SSO'),
  OIDC_SCOPES: z.string().default('openid email profile'),
  OIDC_ALLOW_SIGNUP: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  OIDC_ONLY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Calendar subscriptions (issue 31) may reach loopback and private addresses. */
  CALENDAR_FETCH_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** How often each subscribed calendar is fetched again. */
  CALENDAR_REFRESH_MINUTES: z.coerce.number().int().min(5).max(10_080).default(360),
  SOCIAL_X_URL: z.url({ protocol: /^https?$/ }).optional(),
  SOCIAL_INSTAGRAM_URL: z.url({ protocol: /^https?$/ }).optional(),
  SOCIAL_YOUTUBE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STORAGE_DRIVER: z.enum(['disk', 's3']).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'an S3 bucket name (3–63 lower-case letters, digits, dots and hyphens)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Every object Usra writes is under this prefix, and nothing outside it is listed or removed
   * (the bucket may be shared). Empty: the whole bucket is Usra's.
   */
  S3_PREFIX: z
    .string()
    .default('usra/')
    .refine(
      (v) => v === '' || (v.endsWith('/') && isValidKey(v.slice(0, -1))),
      'empty, or folder names of letters, digits, "-", "_" and "." ending with "/" (e.g. usra/)',
    ),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  UPLOAD_MAX_MB: int(25),
  /** Per-family ceilings (decision 017): a family reaching one is told so, nothing more is kept. */
  FAMILY_MAX_VEHICLES: int(30),
  FAMILY_MAX_OBD_DEVICES: int(20),
  OBD_READINGS_PER_VEHICLE_PER_DAY: int(100_000),
  FAMILY_STORAGE_QUOTA_MB: int(2048),
  /** Where `npm run backup` and the schedule write archives (default DATA_DIR/backups). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** A 5-field cron expression in UTC: the server makes a backup on it (decision 014). */
  BACKUP_CRON: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value === undefined ? null : cronProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  BACKUP_KEEP: int(7),
  /** How long a claimed job is held before another instance may take it (renewed every third). */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(300),
  /** Text extraction in a child process (decision 016): each limit has a default and a ceiling. */
  EXTRACT_MAX_MB_RSS: z.coerce.number().int().min(128).max(16_384).default(448),
  EXTRACT_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
  EXTRACT_MAX_PIXELS: z.coerce.number().int().min(100_000).max(250_000_000).default(16_000_000),
  EXTRACT_MAX_PAGES: z.coerce.number().int().min(1).max(20_000).default(500),
  EXTRACT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  // Stored files no document names are removed once this old (decision 009): longer than any upload.
  ORPHAN_FILE_GRACE_SECONDS: int(3600),
  /** SIGTERM: serve this long while health says draining, so a proxy's check notices. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** SIGTERM: wait this long (grace included) for in-flight requests and jobs, then exit. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
});

export type Env = z.infer<typeof EnvSchema>;
