import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RateRule } from '../../config.js';
import { addressBucket, type RateDecision, type RateLimiter } from '../../platform/rate-limit.js';

/** The browser key the sign-up limit counts against (spec: "per browser"). */
export const CLIENT_KEY_COOKIE = 'usra_client';
const CLIENT_KEY_MAX_AGE = 400 * 86_400;
const ISSUED_KEY = /^([\w-]{22})\.([\w-]{43})$/;

/** A sign-up's browser: its key (and the cookie value when newly issued), or the refusal. */
export type BrowserKey =
  { key: string; issued: string | null } | { key: null; refused: RateDecision };

function signature(key: string, secret: string): string {
  return createHmac('sha256', secret).update(`${CLIENT_KEY_COOKIE}:${key}`).digest('base64url');
}

/** The key in a cookie value the server issued; null when missing, malformed or forged. */
export function readBrowserKey(value: string | undefined, secret: string): string | null {
  const match = value === undefined ? null : ISSUED_KEY.exec(value);
  if (!match) return null;
  const key = match[1]!;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(key, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
}

/**
 * Sign-ups count per browser key. The server signs the keys it issues, so a script cannot make
 * up its own, and one address gets only so many new keys an hour, so that dropping the cookie
 * does not start a new count either.
 */
export class BrowserKeys {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly newKeysPerAddress: RateRule,
    private readonly secret: string,
    /** Secure cookies behind an https BASE_URL, as better-auth's. */
    private readonly secure: boolean,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async resolve(cookie: string | undefined, ip: string): Promise<BrowserKey> {
    const known = readBrowserKey(cookie, this.secret);
    if (known) return { key: known, issued: null };
    const decision = await this.limiter.consume(
      `browser-key-ip:${addressBucket(ip)}`,
      this.newKeysPerAddress,
      this.clock().getTime(),
    );
    if (!decision.allowed) return { key: null, refused: decision };
    const key = randomBytes(16).toString('base64url');
    return { key, issued: `${key}.${signature(key, this.secret)}` };
  }

  get cookieOptions() {
    return {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.secure,
      maxAge: CLIENT_KEY_MAX_AGE,
    };
  }
}
