import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE } from './auth.js';

export type CookieToken = { kind: 'none' } | { kind: 'invalid' } | { kind: 'token'; token: string };

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Reads better-auth's signed session cookie (`token.base64(HMAC-SHA256(secret, token))`,
 * URL-encoded) without going through its request pipeline, which costs ~1.5 ms a request.
 */
export function readSessionCookie(
  cookieHeader: string | null | undefined,
  secret: string,
): CookieToken {
  return readSignedCookie(cookieHeader, SESSION_COOKIE, secret);
}

/**
 * Signatures already checked, by secret then cookie value: the check is a pure function of the
 * two, and an HMAC on every request of a session costs as much as the session's query. Only
 * valid values are kept (a forger cannot fill the map) and at most VERIFIED_LIMIT per secret.
 */
const verified = new Map<string, Map<string, string>>();
const VERIFIED_LIMIT = 10_000;

function remember(secret: string, value: string, token: string): void {
  let bySecret = verified.get(secret);
  if (!bySecret) verified.set(secret, (bySecret = new Map()));
  if (bySecret.size >= VERIFIED_LIMIT) bySecret.delete(bySecret.keys().next().value!);
  bySecret.set(value, token);
}

/** Any cookie better-auth signs the same way (the session, the two-factor challenge). */
export function readSignedCookie(
  cookieHeader: string | null | undefined,
  name: string,
  secret: string,
): CookieToken {
  if (!cookieHeader) return { kind: 'none' };
  const raw = readCookie(cookieHeader, name) ?? readCookie(cookieHeader, `__Secure-${name}`);
  if (!raw) return { kind: 'none' };
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return { kind: 'invalid' };
  }
  const known = verified.get(secret)?.get(value);
  if (known !== undefined) return { kind: 'token', token: known };
  const dot = value.lastIndexOf('.');
  if (dot < 1) return { kind: 'invalid' };
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected))
    return { kind: 'invalid' };
  remember(secret, value, token);
  return { kind: 'token', token };
}
