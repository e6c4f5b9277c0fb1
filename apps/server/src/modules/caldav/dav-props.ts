import type { DavCollection } from './caldav.repository.js';
import type { CaldavService, CollectionName, DavActor, DavObject } from './caldav.service.js';
import {
  appleColour,
  isSubscription,
  type DavSubscription,
  type SubscriptionCollection,
} from './dav-subscriptions.js';
import {
  cal,
  child,
  children,
  dav,
  escapeXml,
  NS,
  type PropValues,
  type XmlNode,
} from './dav-xml.js';

/**
 * What CalDAV's resources are and say: the paths, each resource's properties (RFC 4918, RFC 4791,
 * the CalendarServer and Apple extensions clients read) and calendar-query's filters.
 */

/** A PUT or REPORT body larger than this is refused with 413 (an event is a few kilobytes). */
export const DAV_BODY_LIMIT = 1_048_576;
/** Sync tokens are URIs (RFC 6578); the part after this is the collection state's hash. */
export const SYNC_PREFIX = 'http://usra.app/ns/sync/';

export type Target =
  | { kind: 'root' }
  | { kind: 'principals' }
  | { kind: 'principal' }
  | { kind: 'home' }
  /** `calendar`: a subscription's, filled in once it is found among the family's. */
  | { kind: 'collection'; collection: CollectionName; calendar?: DavSubscription }
  | { kind: 'object'; collection: CollectionName; name: string };

export const COLLECTIONS: Record<string, DavCollection> = { calendar: 'calendar', tasks: 'tasks' };

export const LABELS = {
  calendar: { ar: 'تقويم العائلة', en: 'Family calendar' },
  tasks: { ar: 'مهام العائلة', en: 'Family tasks' },
} as const;
export const DESCRIPTIONS = {
  calendar: { ar: 'مواعيد العائلة في أسرة', en: "The family's events in Usra" },
  tasks: { ar: 'مهام العائلة في أسرة', en: "The family's tasks in Usra" },
} as const;
export const COLOURS = { calendar: '#0F766EFF', tasks: '#B45309FF' } as const;
export const COMPONENTS = { calendar: 'VEVENT', tasks: 'VTODO' } as const;
/** A collection's component: a subscription holds events. */
export const componentOf = (c: CollectionName) => (isSubscription(c) ? 'VEVENT' : COMPONENTS[c]);
const SUBSCRIPTION_DESCRIPTION = {
  ar: 'تقويم مشترك فيه، للقراءة فقط',
  en: 'A subscribed calendar, read-only',
} as const;

export const paths = {
  root: '/dav/',
  principals: '/dav/principals/',
  principal: (a: DavActor) => `/dav/principals/${a.id}/`,
  home: (a: DavActor) => `/dav/calendars/${a.familyId}/`,
  collection: (a: DavActor, c: CollectionName) => `/dav/calendars/${a.familyId}/${c}/`,
  object: (a: DavActor, c: CollectionName, name: string) =>
    `/dav/calendars/${a.familyId}/${c}/${encodeURIComponent(name)}`,
};

export function hrefOf(actor: DavActor, target: Target): string {
  switch (target.kind) {
    case 'root':
      return paths.root;
    case 'principals':
      return paths.principals;
    case 'principal':
      return paths.principal(actor);
    case 'home':
      return paths.home(actor);
    case 'collection':
      return paths.collection(actor, target.collection);
    case 'object':
      return paths.object(actor, target.collection, target.name);
  }
}

/** What a path names for this actor; another person's principal or family's home is null. */
export function resolve(url: string, actor: DavActor): Target | null {
  const path = url.split('?')[0] ?? '';
  let parts: string[];
  try {
    parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [, area, owner, collectionName, name, ...rest] = parts;
  if (rest.length > 0) return null;
  if (area === undefined) return { kind: 'root' };
  if (area === 'principals') {
    if (owner === undefined) return { kind: 'principals' };
    return owner === actor.id && collectionName === undefined ? { kind: 'principal' } : null;
  }
  if (area !== 'calendars' || owner !== actor.familyId) return null;
  if (collectionName === undefined) return { kind: 'home' };
  // A subscription's name is checked against the family's subscriptions by the caller.
  const collection =
    COLLECTIONS[collectionName] ?? (isSubscription(collectionName) ? collectionName : null);
  if (!collection) return null;
  if (name === undefined) return { kind: 'collection', collection };
  return { kind: 'object', collection, name };
}

export function privileges(actor: DavActor, readOnly = false): string {
  const names =
    actor.canWrite && !readOnly
      ? [
          'read',
          'write',
          'write-content',
          'write-properties',
          'bind',
          'unbind',
          'read-current-user-privilege-set',
        ]
      : ['read', 'read-current-user-privilege-set'];
  return names.map((n) => `<D:privilege><D:${n}/></D:privilege>`).join('');
}

export const supportedReports = [
  `<D:supported-report><D:report><C:calendar-query/></D:report></D:supported-report>`,
  `<D:supported-report><D:report><C:calendar-multiget/></D:report></D:supported-report>`,
  `<D:supported-report><D:report><D:sync-collection/></D:report></D:supported-report>`,
].join('');

/** The properties of one target, each computed only when asked for. */
export type Props = Record<string, () => string | Promise<string>>;

export function commonProps(actor: DavActor, readOnly = false): Props {
  const principal = `<D:href>${escapeXml(paths.principal(actor))}</D:href>`;
  return {
    [dav('current-user-principal')]: () => principal,
    [dav('principal-collection-set')]: () => `<D:href>${paths.principals}</D:href>`,
    [dav('owner')]: () => principal,
    [dav('current-user-privilege-set')]: () => privileges(actor, readOnly),
  };
}

/** A subscription's collection: its name and colour, events only, read only. */
function subscriptionProps(
  ctx: PropContext,
  c: SubscriptionCollection,
  calendar: DavSubscription,
): Props {
  const token = async () => (await ctx.service.syncToken(ctx.actor, c, await ctx.objects(c))).token;
  return {
    ...commonProps(ctx.actor, true),
    [dav('resourcetype')]: () => '<D:collection/><C:calendar/>',
    [dav('displayname')]: () => escapeXml(calendar.name),
    [cal('calendar-description')]: () => escapeXml(SUBSCRIPTION_DESCRIPTION[ctx.actor.language]),
    [`{${NS.apple}}calendar-color`]: () => escapeXml(appleColour(calendar.colour)),
    [`{${NS.apple}}calendar-order`]: () => '3',
    [cal('supported-calendar-component-set')]: () => '<C:comp name="VEVENT"/>',
    [cal('supported-calendar-data')]: () =>
      '<C:calendar-data content-type="text/calendar" version="2.0"/>',
    [dav('supported-report-set')]: () => supportedReports,
    [`{${NS.cs}}getctag`]: token,
    [dav('sync-token')]: async () => `${SYNC_PREFIX}${await token()}`,
  };
}

export interface PropContext {
  service: CaldavService;
  actor: DavActor;
  /** The collection's objects, read once per request. */
  objects: (collection: CollectionName) => Promise<DavObject[]>;
}

export function targetProps(ctx: PropContext, target: Target, object?: DavObject): Props {
  const { actor } = ctx;
  const props = commonProps(actor);
  const language = actor.language;
  switch (target.kind) {
    case 'root':
    case 'principals':
      return {
        ...props,
        [dav('resourcetype')]: () => '<D:collection/>',
        [dav('displayname')]: () => 'Usra',
      };
    case 'principal':
      return {
        ...props,
        [dav('resourcetype')]: () => '<D:collection/><D:principal/>',
        [dav('displayname')]: () => escapeXml(actor.email),
        [dav('principal-URL')]: () => `<D:href>${escapeXml(paths.principal(actor))}</D:href>`,
        [cal('calendar-home-set')]: () => `<D:href>${escapeXml(paths.home(actor))}</D:href>`,
        [cal('calendar-user-address-set')]: () =>
          `<D:href>mailto:${escapeXml(actor.email)}</D:href>`,
      };
    case 'home':
      return {
        ...props,
        [dav('resourcetype')]: () => '<D:collection/>',
        [dav('displayname')]: () => (language === 'ar' ? 'أسرة' : 'Usra'),
      };
    case 'collection': {
      if (isSubscription(target.collection)) {
        if (!target.calendar) throw new Error('a subscription is looked up before its props');
        return subscriptionProps(ctx, target.collection, target.calendar);
      }
      const c = target.collection;
      const token = async () => (await ctx.service.syncToken(actor, c, await ctx.objects(c))).token;
      return {
        ...props,
        [dav('resourcetype')]: () => '<D:collection/><C:calendar/>',
        [dav('displayname')]: () => escapeXml(LABELS[c][language]),
        [cal('calendar-description')]: () => escapeXml(DESCRIPTIONS[c][language]),
        [`{${NS.apple}}calendar-color`]: () => COLOURS[c],
        [`{${NS.apple}}calendar-order`]: () => (c === 'calendar' ? '1' : '2'),
        [cal('supported-calendar-component-set')]: () => `<C:comp name="${COMPONENTS[c]}"/>`,
        [cal('supported-calendar-data')]: () =>
          '<C:calendar-data content-type="text/calendar" version="2.0"/>',
        [cal('max-resource-size')]: () => String(DAV_BODY_LIMIT),
        [dav('supported-report-set')]: () => supportedReports,
        [`{${NS.cs}}getctag`]: token,
        [dav('sync-token')]: async () => `${SYNC_PREFIX}${await token()}`,
      };
    }
    case 'object': {
      const o = object!;
      return {
        ...(isSubscription(target.collection) ? commonProps(actor, true) : props),
        [dav('resourcetype')]: () => '',
        [dav('getetag')]: () => escapeXml(o.etag),
        [dav('getcontenttype')]: () =>
          `text/calendar; charset=utf-8; component=${componentOf(target.collection).toLowerCase()}`,
        [dav('getcontentlength')]: () => String(Buffer.byteLength(o.ics, 'utf8')),
        [cal('calendar-data')]: () => escapeXml(o.ics),
      };
    }
  }
}

export type Wanted = { names: string[] } | 'all' | 'propname';

export function wantedProps(root: XmlNode | null | undefined): Wanted {
  if (!root || child(root, dav('allprop'))) return 'all';
  if (child(root, dav('propname'))) return 'propname';
  const prop = child(root, dav('prop'));
  return { names: prop?.children.map((c) => c.name) ?? [] };
}

export async function answer(props: Props, wanted: Wanted): Promise<PropValues> {
  const values: PropValues = new Map();
  if (wanted === 'propname') {
    for (const name of Object.keys(props)) values.set(name, '');
    return values;
  }
  // allprop leaves out what is costly or large (RFC 4918 9.1, RFC 4791 5.2: calendar-data).
  const names =
    wanted === 'all' ? Object.keys(props).filter((n) => n !== cal('calendar-data')) : wanted.names;
  for (const name of names) {
    const compute = props[name];
    // Unknown properties are answered 404 in their own propstat, never as an error.
    values.set(name, compute ? await compute() : null);
  }
  return values;
}

export function icalInstant(value: string | undefined): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return null;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
}

/** The component's properties, unfolded: name → values (RFC 5545 3.1). */
export function propertiesOf(ics: string): Map<string, string[]> {
  const props = new Map<string, string[]>();
  for (const line of ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
    if (name === 'BEGIN' || name === 'END') continue;
    props.set(name, [...(props.get(name) ?? []), line.slice(colon + 1)]);
  }
  return props;
}

/** A prop-filter (RFC 4791 9.7.2): is-not-defined, or a case-insensitive text-match. */
export function propFilter(node: XmlNode): (o: DavObject) => boolean {
  const name = (node.attrs.name ?? '').toUpperCase();
  const notDefined = child(node, cal('is-not-defined')) !== undefined;
  const match = child(node, cal('text-match'));
  return (o) => {
    const values = propertiesOf(o.ics).get(name);
    if (notDefined) return values === undefined;
    if (values === undefined) return false;
    if (!match) return true;
    const wanted = match.text.toLowerCase();
    const found = values.some((v) =>
      v
        .replace(/\\([,;\\])/g, '$1')
        .toLowerCase()
        .includes(wanted),
    );
    return match.attrs['negate-condition'] === 'yes' ? !found : found;
  };
}

/** calendar-query's filter: the component, its time range and property filters (RFC 4791 9.7). */
export function queryFilter(
  root: XmlNode,
  collection: CollectionName,
): ((o: DavObject) => boolean) | 'none' {
  const top = child(child(root, cal('filter')), cal('comp-filter'));
  if (!top) return () => true;
  if (top.attrs.name?.toUpperCase() !== 'VCALENDAR') return 'none';
  const comp = child(top, cal('comp-filter'));
  if (!comp) return () => true;
  if (comp.attrs.name?.toUpperCase() !== componentOf(collection)) return 'none';
  if (child(comp, cal('is-not-defined'))) return 'none';
  const tests = children(comp, cal('prop-filter')).map(propFilter);
  const range = child(comp, cal('time-range'));
  if (range) {
    const start = icalInstant(range.attrs.start) ?? -Infinity;
    const end = icalInstant(range.attrs.end) ?? Infinity;
    tests.push((o) => {
      // A task without a due date matches every range; an event overlaps [start, end).
      if (o.start === null) return true;
      const s = Date.parse(o.start);
      const e = o.end === null ? s : Date.parse(o.end);
      return e > s ? s < end && e > start : s < end && s >= start;
    });
  }
  return (o) => tests.every((test) => test(o));
}
