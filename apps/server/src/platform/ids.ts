import { randomFillSync } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/**
 * The random bytes of the ids, taken from the system's CSPRNG 4 KiB at a time: `uuidv7()` asks
 * `crypto.getRandomValues` for 16 bytes on every id, a few microseconds each, and a write makes
 * two or three ids (issue 30, `npm run load`). The bytes are the same CSPRNG's, used once each.
 */
const POOL_BYTES = 4096;
const pool = new Uint8Array(POOL_BYTES);
let used = POOL_BYTES;

function randomBytes16(): Uint8Array {
  if (used === POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + 16);
  used += 16;
  return bytes;
}

/**
 * uuid's own monotonic state, kept here since the random bytes are passed in (the package keeps
 * it only when it draws them itself): within one millisecond the sequence counts up, so the ids
 * stay in creation order (lists are sorted by id, decision 005).
 */
const state = { msecs: -Infinity, seq: 0 };

/** Every id the server makes is a UUIDv7: sortable by creation time, unguessable. */
export function newId(): string {
  const random = randomBytes16();
  const now = Date.now();
  if (now > state.msecs) {
    state.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
    state.msecs = now;
  } else {
    state.seq = (state.seq + 1) | 0;
    if (state.seq === 0) state.msecs++;
  }
  return uuidv7({ random, msecs: state.msecs, seq: state.seq });
}
