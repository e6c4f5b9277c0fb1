import { createHmac, timingSafeEqual } from 'node:crypto';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Auth } from '../../platform/auth.js';
import type { AuthRepository } from './auth.repository.js';

export const TOTP_STEP_MS = 30_000;
/** better-auth accepts the codes of the steps before and after the current one (clock drift). */
const TOTP_WINDOW = 1;

/** RFC 4226 HOTP (HMAC-SHA-1, 6 digits) of one counter, as authenticator apps compute it. */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', key).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The time step within better-auth's window whose code `code` is, or null. */
export function totpStepOf(key: Buffer, code: string, nowMs: number): number | null {
  const current = Math.floor(nowMs / TOTP_STEP_MS);
  const given = Buffer.from(code);
  let found: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const expected = Buffer.from(hotp(key, step));
    if (given.length === expected.length && timingSafeEqual(given, expected)) found = step;
  }
  return found;
}

/**
 * RFC 6238 §5.2: a code is accepted once. better-auth's two-factor plugin accepts a code as often
 * as it is sent within its window, so before it verifies one, the code's time step is claimed
 * for the account; a step at or before the newest accepted one is a replay.
 */
export class TotpReplayGuard {
  constructor(
    private readonly auth: Auth,
    private readonly repo: AuthRepository,
  ) {}

  /**
   * False for a replayed code. A code of no step in the window is left to better-auth, which
   * refuses it and counts the failure.
   */
  async claim(userId: string, code: string): Promise<boolean> {
    const encrypted = await this.repo.findTotpSecret(userId);
    if (!encrypted) return true;
    const { secretConfig } = await this.auth.$context;
    const secret = await symmetricDecrypt({ key: secretConfig, data: encrypted });
    // better-auth checks the code against Date.now(), so the step must come from that clock.
    const step = totpStepOf(Buffer.from(secret), code, Date.now());
    return step === null || this.repo.claimTotpStep(userId, step);
  }
}
