import { z } from 'zod';
import type { MemberStatus } from './member-schema.js';

/** Spec: idle after 15 minutes without an update, offline after 2 hours. */
export const IDLE_AFTER_MS = 15 * 60_000;
export const OFFLINE_AFTER_MS = 2 * 3600_000;

export const ShareLocationInputSchema = z.strictObject({
  latitude: z
    .number({ error: () => 'coordinates.invalid' })
    .min(-90, { message: 'coordinates.invalid' })
    .max(90, { message: 'coordinates.invalid' }),
  longitude: z
    .number({ error: () => 'coordinates.invalid' })
    .min(-180, { message: 'coordinates.invalid' })
    .max(180, { message: 'coordinates.invalid' }),
  /** Metres, as the browser reports it. */
  accuracy: z.number().min(0).max(1_000_000).optional(),
});
export type ShareLocationInput = z.input<typeof ShareLocationInputSchema>;

/**
 * The status a member shows: a shared location ages from active to idle to offline; without
 * any shared location the stored status stands.
 */
export function presenceStatus(
  member: { status: MemberStatus; lastSeen: string | null },
  now: Date,
): MemberStatus {
  if (!member.lastSeen) return member.status;
  const age = now.getTime() - Date.parse(member.lastSeen);
  if (age >= OFFLINE_AFTER_MS) return 'offline';
  if (age >= IDLE_AFTER_MS) return member.status === 'offline' ? 'offline' : 'idle';
  return member.status;
}
