/**
 * The instants the API stores: years 0001 to 9999 in UTC. ISO 8601 text (SQLite) and
 * PostgreSQL's timestamptz both hold exactly these; a well-formed time with an offset can fall
 * outside them (0000-01-01T00:00:00+01:00 is in year -1 in UTC).
 */
export const EARLIEST_INSTANT_MS = Date.parse('0001-01-01T00:00:00.000Z');
export const LATEST_INSTANT_MS = Date.parse('9999-12-31T23:59:59.999Z');

export function isStorableInstant(date: Date): boolean {
  const ms = date.getTime();
  return ms >= EARLIEST_INSTANT_MS && ms <= LATEST_INSTANT_MS;
}
