import type { Kysely } from 'kysely';
import type { HealthCheck } from '@usra/domain/admin/admin-schema';
import { pingDatabase } from '../../db/dialect.js';
import type { Geocoder } from '../../platform/geocoding/geocoder.js';
import type { Mailer } from '../../platform/mailer.js';
import type { Storage } from '../../platform/storage/storage.js';

export type HealthProbe = () => Promise<Omit<HealthCheck, 'id'>>;

const PROBE_TIMEOUT_MS = 3000;

function withTimeout(probe: HealthProbe): Promise<Omit<HealthCheck, 'id'>> {
  return Promise.race([
    probe(),
    new Promise<Omit<HealthCheck, 'id'>>((resolve) =>
      setTimeout(() => resolve({ status: 'error', detail: 'timed out' }), PROBE_TIMEOUT_MS).unref(),
    ),
  ]).catch((error: unknown) => ({
    status: 'error' as const,
    detail: error instanceof Error ? error.message : 'failed',
  }));
}

/**
 * The admin portal's Platform Health: real checks instead of fixed badges. Providers added by
 * later issues (geocoding, VIN, assistant, ...) register one probe each with `register`.
 */
export class PlatformHealth {
  private readonly probes = new Map<string, HealthProbe>();

  register(id: string, probe: HealthProbe): this {
    this.probes.set(id, probe);
    return this;
  }

  async run(): Promise<HealthCheck[]> {
    const entries = [...this.probes];
    const results = await Promise.all(entries.map(([, probe]) => withTimeout(probe)));
    return entries.map(([id], i) => ({ id, ...results[i]! }));
  }
}

export function databaseProbe<T>(db: Kysely<T>): HealthProbe {
  return async () => {
    await pingDatabase(db);
    return { status: 'ok' };
  };
}

/** Writes, reads back and removes a probe file where uploads are kept (disk or S3). */
export function storageProbe(storage: Storage): HealthProbe {
  return async () => {
    await storage.check();
    return { status: 'ok', detail: storage.driver };
  };
}

/** SMTP_URL set: connects and signs in to the server; unset, e-mails go to the server log. */
export function mailProbe(mailer: Mailer): HealthProbe {
  return async () => {
    if (!mailer.configured) return { status: 'not_configured' };
    await mailer.verify();
    return { status: 'ok' };
  };
}

/** Looks a known city up through the geocoder in use (the GEOCODER_URL service or the offline list). */
export function geocodingProbe(geocoder: Geocoder): HealthProbe {
  return async () => {
    const found = await geocoder.geocode('Riyadh', 'en');
    return found
      ? { status: 'ok', detail: geocoder.kind }
      : { status: 'error', detail: `${geocoder.kind}: no result for a known city` };
  };
}
