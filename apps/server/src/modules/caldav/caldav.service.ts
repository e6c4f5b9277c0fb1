import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import { localDate } from '@usra/domain/common/dates';
import type { Task } from '@usra/domain/tasks/task-schema';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { davEvent, davTodo } from '../calendar/calendar.module.js';
import type { DavCollection, DavResourceRow, CaldavRepository } from './caldav.repository.js';
import { readEvent, readTodo, type EventObject, type TodoObject } from './dav-ical.js';
import {
  validEventCreate,
  validEventUpdate,
  validTaskCreate,
  validTaskUpdate,
} from './dav-inputs.js';
import {
  collectionOf,
  etagOf,
  isSubscription,
  stateToken,
  subscriptionIdOf,
  subscriptionObjects,
  type DavSubscription,
  type SubscriptionCollection,
} from './dav-subscriptions.js';
import type { DavActor, DavObject, DavPorts, Preconditions } from './dav-types.js';

/** A collection of the home: the family calendar, its tasks or one of its subscriptions. */
export type CollectionName = DavCollection | SubscriptionCollection;
export type { DavActor, DavObject, DavPorts, Preconditions } from './dav-types.js';

/** A collection holds at most this many objects (a family's calendar is far smaller). */
export const DAV_MAX_OBJECTS = 10_000;
const ALL_FROM = '0001-01-01T00:00:00.000Z';
const ALL_TO = '9999-12-31T23:59:59.999Z';
/** A resource name: what clients use (a UUID or similar and `.ics`), nothing that needs escaping. */
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@+=~-]{0,199}$/;
const APP_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.ics$/;
/** A reserved name whose create never finished (the process died) is free again after this. */
const STALE_RESERVATION_MS = 60_000;

const preconditionFailed = () =>
  new AppError(412, 'CONFLICT', 'The resource changed since you read it (ETag does not match).');
const notFound = () => new AppError(404, 'NOT_FOUND', 'Not found');

function matches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}

export class CaldavService {
  private readonly host: string;

  constructor(
    private readonly repo: CaldavRepository,
    private readonly ports: DavPorts,
    baseUrl: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.host = new URL(baseUrl).hostname;
  }

  private defaultUid(collection: DavCollection, id: string): string {
    return `${collection === 'calendar' ? 'event' : 'task'}-${id}@${this.host}`;
  }

  private render(
    actor: DavActor,
    collection: DavCollection,
    item: CalendarEvent | Task,
    mapping: DavResourceRow | undefined,
  ): DavObject {
    const uid = mapping?.uid ?? this.defaultUid(collection, item.id);
    const options = {
      uid,
      allDay: Boolean(mapping?.all_day),
      timeZone: actor.timeZone,
      localDate,
    };
    let ics: string;
    let start: string | null;
    let end: string | null;
    if (collection === 'calendar') {
      const event = item as CalendarEvent;
      ics = davEvent(event, options);
      start = event.startTime;
      end = event.endTime;
    } else {
      const task = item as Task;
      ics = davTodo(task, options);
      start = task.dueDate;
      end = task.dueDate;
    }
    return {
      name: mapping?.name ?? `${item.id}.ics`,
      uid,
      itemId: item.id,
      etag: etagOf(ics),
      ics,
      start,
      end,
    };
  }

  /** The family's subscribed calendars, each a read-only collection of the home. */
  subscriptions(actor: DavActor): Promise<DavSubscription[]> {
    return this.ports.subscriptions.calendars(actor.familyId);
  }

  /** The subscription a collection stands for in the actor's family, or null (another's, gone). */
  async subscription(actor: DavActor, collection: SubscriptionCollection) {
    const all = await this.subscriptions(actor);
    return all.find((s) => collectionOf(s) === collection) ?? null;
  }

  /** Every object of a collection, the app's rows and the clients' alike. */
  async objects(actor: DavActor, collection: CollectionName): Promise<DavObject[]> {
    if (isSubscription(collection)) {
      const id = subscriptionIdOf(collection);
      return subscriptionObjects(await this.ports.subscriptions.occurrencesOf(actor.familyId, id));
    }
    const [items, rows] = await Promise.all([
      collection === 'calendar'
        ? this.ports.calendar.reads.list(actor.familyId, ALL_FROM, ALL_TO, DAV_MAX_OBJECTS)
        : this.ports.tasks.reads.all(actor.familyId, DAV_MAX_OBJECTS),
      this.repo.resources(actor.familyId, collection),
    ]);
    const byItem = new Map(rows.filter((r) => r.item_id).map((r) => [r.item_id!, r]));
    return items.map((item) => this.render(actor, collection, item, byItem.get(item.id)));
  }

  private async item(actor: DavActor, collection: DavCollection, id: string) {
    try {
      return collection === 'calendar'
        ? await this.ports.calendar.actions.get(actor, id)
        : await this.ports.tasks.actions.get(actor, id);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  }

  /** The object a name stands for in the actor's family, or null. */
  async object(
    actor: DavActor,
    collection: CollectionName,
    name: string,
  ): Promise<DavObject | null> {
    if (isSubscription(collection)) {
      return (await this.objects(actor, collection)).find((o) => o.name === name) ?? null;
    }
    const mapping = await this.repo.byName(actor.familyId, collection, name);
    if (mapping) {
      if (!mapping.item_id) return null;
      const item = await this.item(actor, collection, mapping.item_id);
      return item ? this.render(actor, collection, item, mapping) : null;
    }
    const id = APP_NAME.exec(name)?.[1];
    if (!id) return null;
    // An app row is served under its id unless a client named it otherwise.
    if (await this.repo.byItem(actor.familyId, collection, id)) return null;
    const item = await this.item(actor, collection, id);
    return item ? this.render(actor, collection, item, undefined) : null;
  }

  private checkPreconditions(existing: DavObject | null, pre: Preconditions): void {
    if (pre.ifNoneMatch !== undefined) {
      if (existing && matches(pre.ifNoneMatch, existing.etag)) throw preconditionFailed();
    }
    if (pre.ifMatch !== undefined) {
      if (!existing || !matches(pre.ifMatch, existing.etag)) throw preconditionFailed();
    }
  }

  private writable(actor: DavActor): void {
    if (!actor.canWrite) {
      throw new AppError(403, 'READ_ONLY_TOKEN', 'This app password may only read.');
    }
  }

  /** PUT: creates (201) or replaces (204) an event or task through its module's service. */
  async put(
    actor: DavActor,
    collection: DavCollection,
    name: string,
    body: string,
    pre: Preconditions,
  ): Promise<{ created: boolean }> {
    this.writable(actor);
    if (!NAME_PATTERN.test(name)) {
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        'Use letters, digits, ".", "-" or "_" in the resource name.',
      );
    }
    const existing = await this.object(actor, collection, name);
    this.checkPreconditions(existing, pre);
    const parsed =
      collection === 'calendar' ? readEvent(body, actor.timeZone) : readTodo(body, actor.timeZone);
    if (existing) {
      if (parsed.uid !== existing.uid) {
        throw new AppError(409, 'CONFLICT', 'The UID of a calendar object cannot change.');
      }
      await this.replace(actor, collection, existing, parsed);
      return { created: false };
    }
    await this.create(actor, collection, name, parsed);
    return { created: true };
  }

  private async replace(
    actor: DavActor,
    collection: DavCollection,
    existing: DavObject,
    parsed: EventObject | TodoObject,
  ): Promise<void> {
    if (parsed.kind === 'event') {
      const input = validEventUpdate(parsed);
      await this.ports.calendar.actions.update(actor, existing.itemId, input);
    } else {
      const current = await this.ports.tasks.actions.get(actor, existing.itemId);
      const input = validTaskUpdate(parsed, current);
      await this.ports.tasks.actions.update(actor, existing.itemId, input);
      if (parsed.status !== current.status) {
        // Completing a repeating task makes its next occurrence, as on the Tasks screen.
        await this.ports.tasks.actions.setStatus(actor, existing.itemId, parsed.status);
      }
    }
    const mapping = await this.repo.byItem(actor.familyId, collection, existing.itemId);
    if (mapping) {
      if (Boolean(mapping.all_day) !== parsed.allDay) {
        await this.repo.setAllDay(actor.familyId, mapping.id, parsed.allDay);
      }
    } else if (parsed.allDay) {
      // An app row made all-day by a client keeps its name and UID and remembers the form.
      const id = newId();
      const reserved = await this.repo.reserve({
        id,
        familyId: actor.familyId,
        collection,
        name: existing.name,
        uid: existing.uid,
        allDay: true,
        now: this.clock(),
      });
      if (reserved) await this.repo.attach(actor.familyId, id, existing.itemId);
    }
  }

  private async create(
    actor: DavActor,
    collection: DavCollection,
    name: string,
    parsed: EventObject | TodoObject,
  ): Promise<void> {
    const eventInput = parsed.kind === 'event' ? validEventCreate(parsed) : null;
    const taskInput = parsed.kind === 'todo' ? validTaskCreate(actor, parsed) : null;
    if (await this.uidTaken(actor, collection, parsed.uid)) {
      throw new AppError(409, 'CONFLICT', 'Another resource of this collection has this UID.', {
        condition: 'no-uid-conflict',
      });
    }
    const id = newId();
    const reservation = {
      id,
      familyId: actor.familyId,
      collection,
      name,
      uid: parsed.uid,
      allDay: parsed.allDay,
      now: this.clock(),
    };
    if (!(await this.repo.reserve(reservation))) {
      const held = await this.repo.byName(actor.familyId, collection, name);
      const stale =
        held &&
        !held.item_id &&
        this.clock().getTime() - new Date(held.created_at).getTime() > STALE_RESERVATION_MS;
      if (stale) await this.repo.remove(actor.familyId, held.id);
      if (!stale || !(await this.repo.reserve(reservation))) throw preconditionFailed();
    }
    try {
      let itemId: string;
      if (eventInput) {
        itemId = (await this.ports.calendar.actions.create(actor, eventInput)).id;
      } else {
        const task = await this.ports.tasks.actions.create(actor, taskInput!);
        itemId = task.id;
        if (parsed.kind === 'todo' && parsed.status !== 'pending') {
          await this.ports.tasks.actions.setStatus(actor, itemId, parsed.status);
        }
      }
      await this.repo.attach(actor.familyId, id, itemId);
    } catch (error) {
      await this.repo.remove(actor.familyId, id);
      throw error;
    }
  }

  private async uidTaken(actor: DavActor, collection: DavCollection, uid: string) {
    if (await this.repo.byUid(actor.familyId, collection, uid)) return true;
    const prefix = collection === 'calendar' ? 'event-' : 'task-';
    const suffix = `@${this.host}`;
    if (!uid.startsWith(prefix) || !uid.endsWith(suffix)) return false;
    const id = uid.slice(prefix.length, -suffix.length);
    return (await this.item(actor, collection, id)) !== null;
  }

  async delete(actor: DavActor, collection: DavCollection, name: string, pre: Preconditions) {
    this.writable(actor);
    const existing = await this.object(actor, collection, name);
    if (!existing) throw notFound();
    this.checkPreconditions(existing, pre);
    if (collection === 'calendar') await this.ports.calendar.actions.delete(actor, existing.itemId);
    else await this.ports.tasks.actions.delete(actor, existing.itemId);
    const mapping = await this.repo.byItem(actor.familyId, collection, existing.itemId);
    if (mapping) await this.repo.remove(actor.familyId, mapping.id);
  }

  /** The collection's current sync token (also its CTag), kept for the next sync-collection. */
  async syncToken(
    actor: DavActor,
    collection: CollectionName,
    objects?: DavObject[],
  ): Promise<{ token: string; objects: DavObject[] }> {
    const all = objects ?? (await this.objects(actor, collection));
    const state = Object.fromEntries(all.map((o) => [o.name, o.etag]));
    const token = stateToken(state);
    // A subscription's states are not kept: its current token syncs, an older one resyncs.
    if (isSubscription(collection)) return { token, objects: all };
    await this.repo.keepSyncState(actor.familyId, collection, token, state, this.clock());
    return { token, objects: all };
  }

  /**
   * RFC 6578: what changed since a token, and which names went (reported as 404). Null when
   * the token is unknown (never handed out, or older than the states kept).
   */
  async changesSince(
    actor: DavActor,
    collection: CollectionName,
    since: string | null,
  ): Promise<{ token: string; changed: DavObject[]; deleted: string[] } | null> {
    if (isSubscription(collection)) {
      const { token, objects } = await this.syncToken(actor, collection);
      if (since !== null && since !== token) return null;
      return { token, changed: since === null ? objects : [], deleted: [] };
    }
    const before = since ? await this.repo.syncState(actor.familyId, collection, since) : {};
    if (!before) return null;
    const { token, objects } = await this.syncToken(actor, collection);
    const names = new Set(objects.map((o) => o.name));
    return {
      token,
      changed: objects.filter((o) => before[o.name] !== o.etag),
      deleted: Object.keys(before).filter((name) => !names.has(name)),
    };
  }
}
