import { createHash } from 'node:crypto';
import { escapeText, fold, utc } from '../calendar/calendar.module.js';
import type { DavObject, DavOccurrence, DavSubscription } from './dav-types.js';

export type { DavOccurrence, DavSubscription, DavSubscriptionReads } from './dav-types.js';

/**
 * The family's calendar subscriptions as read-only CalDAV collections (`sub-<id>`, decision 021):
 * their name and colour, and a VEVENT for each stored occurrence.
 */

/** A subscription's collection name: `sub-` and the subscription's id. */
export type SubscriptionCollection = `sub-${string}`;
const SUB_NAME = /^sub-([A-Za-z0-9-]{1,64})$/;

export function isSubscription(collection: string): collection is SubscriptionCollection {
  return SUB_NAME.test(collection);
}

export function subscriptionIdOf(collection: SubscriptionCollection): string {
  return SUB_NAME.exec(collection)![1]!;
}

export const collectionOf = (subscription: DavSubscription): SubscriptionCollection =>
  `sub-${subscription.id}`;

/** Apple's calendar-color is #RRGGBBAA; the app keeps #RRGGBB. */
export function appleColour(colour: string): string {
  const upper = colour.toUpperCase();
  return /^#[0-9A-F]{6}$/.test(upper) ? `${upper}FF` : upper;
}

const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** An object's ETag: the hash of what is served. */
export const etagOf = (ics: string) => `"${hash(ics).slice(0, 32)}"`;

/** A sync token's key: the hash of the collection's names and ETags. */
export function stateToken(state: Record<string, string>): string {
  const entries = Object.entries(state).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return hash(JSON.stringify(entries)).slice(0, 40);
}
const dateOf = (iso: string) => iso.slice(0, 10).replaceAll('-', '');

/** One occurrence as a VCALENDAR with one VEVENT; the same occurrence always renders the same. */
export function occurrenceIcs(occurrence: DavOccurrence, uid: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Usra//CalDAV//AR',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeText(uid)}`,
    `DTSTAMP:${utc(occurrence.startsAt)}`,
  ];
  if (occurrence.allDay) {
    lines.push(
      `DTSTART;VALUE=DATE:${dateOf(occurrence.startsAt)}`,
      `DTEND;VALUE=DATE:${dateOf(occurrence.endsAt)}`,
    );
  } else {
    lines.push(`DTSTART:${utc(occurrence.startsAt)}`, `DTEND:${utc(occurrence.endsAt)}`);
  }
  lines.push(`SUMMARY:${escapeText(occurrence.title)}`);
  if (occurrence.location) lines.push(`LOCATION:${escapeText(occurrence.location)}`);
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT', 'END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/**
 * The objects of a subscription's collection. The UID is the feed's; occurrences of a repeating
 * event share it, so each of those gets its start appended. The resource name hashes the feed's
 * UID and the start, so it stays the same across refreshes.
 */
export function subscriptionObjects(occurrences: DavOccurrence[]): DavObject[] {
  const uses = new Map<string, number>();
  for (const o of occurrences) uses.set(o.uid, (uses.get(o.uid) ?? 0) + 1);
  return occurrences.map((o) => {
    const start = o.allDay ? dateOf(o.startsAt) : utc(o.startsAt);
    const uid = (uses.get(o.uid) ?? 0) > 1 ? `${o.uid}-${start}` : o.uid;
    const ics = occurrenceIcs(o, uid);
    return {
      name: `${hash(`${o.uid}|${o.startsAt}`).slice(0, 32)}.ics`,
      uid,
      itemId: '',
      etag: etagOf(ics),
      ics,
      start: o.startsAt,
      end: o.endsAt,
    };
  });
}
