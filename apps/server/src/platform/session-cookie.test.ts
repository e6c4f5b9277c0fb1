import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './auth.js';
import { readSessionCookie } from './session-cookie.js';

const signed = (token: string, secret: string) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('session cookie signature', () => {
  it('accepts a value signed with the secret, again and again, and only with that secret', () => {
    const value = signed('tok-1', 'secret-a');
    const header = `other=1; ${SESSION_COOKIE}=${value}`;
    for (let i = 0; i < 3; i++)
      expect(readSessionCookie(header, 'secret-a')).toEqual({ kind: 'token', token: 'tok-1' });
    // A value once verified under one secret is not taken as valid under another.
    expect(readSessionCookie(header, 'secret-b')).toEqual({ kind: 'invalid' });
  });

  it('refuses a tampered token or signature after the genuine value was seen', () => {
    const value = signed('tok-2', 'secret-a');
    expect(readSessionCookie(`${SESSION_COOKIE}=${value}`, 'secret-a').kind).toBe('token');
    const otherToken = value.replace('tok-2', 'tok-3');
    expect(readSessionCookie(`${SESSION_COOKIE}=${otherToken}`, 'secret-a')).toEqual({
      kind: 'invalid',
    });
    expect(readSessionCookie(`${SESSION_COOKIE}=${value.slice(0, -6)}`, 'secret-a')).toEqual({
      kind: 'invalid',
    });
    expect(readSessionCookie('', 'secret-a')).toEqual({ kind: 'none' });
  });
});
