import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaldavService, CollectionName, DavActor, DavObject } from './caldav.service.js';
import {
  answer,
  hrefOf,
  paths,
  queryFilter,
  SYNC_PREFIX,
  targetProps,
  wantedProps,
  type PropContext,
  type Target,
} from './dav-props.js';
import { collectionOf, isSubscription } from './dav-subscriptions.js';
import {
  cal,
  child,
  children,
  dav,
  document,
  errorDocument,
  parseXml,
  propResponse,
  statusResponse,
  type PropValues,
} from './dav-xml.js';

/** The answers to each CalDAV method, for a signed-in actor and a resolved target. */

export const multistatus = (reply: FastifyReply, responses: string[], extra = '') =>
  reply
    .code(207)
    .type('application/xml; charset=utf-8')
    .send(document('multistatus', responses.join('') + extra));

export function depthOf(request: FastifyRequest): 0 | 1 {
  return request.headers.depth === '0' ? 0 : 1;
}

export async function childTargets(
  service: CaldavService,
  actor: DavActor,
  target: Target,
): Promise<Target[]> {
  if (target.kind === 'root') return [{ kind: 'principals' }];
  if (target.kind === 'home') {
    const subscriptions = await service.subscriptions(actor);
    return [
      { kind: 'collection', collection: 'calendar' },
      { kind: 'collection', collection: 'tasks' },
      ...subscriptions.map((calendar): Target => ({
        kind: 'collection',
        collection: collectionOf(calendar),
        calendar,
      })),
    ];
  }
  return [];
}

export function bodyText(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

/** iCalendar's UTC form (20260101T000000Z) as epoch ms. */

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  condition?: string,
) {
  if (condition) {
    return reply
      .code(status)
      .type('application/xml; charset=utf-8')
      .send(errorDocument(condition, message));
  }
  return reply.code(status).type('text/plain; charset=utf-8').send(`${message}\n`);
}

export function ifHeaders(request: FastifyRequest) {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return { ifMatch: header('if-match'), ifNoneMatch: header('if-none-match') };
}

/**
 * CalDAV (RFC 4791) with WebDAV sync (RFC 6578) under /dav, signed in with HTTP Basic: the
 * account's e-mail and an app password. `/.well-known/caldav` points clients at it (RFC 6764).
 */

export const objectsOnce = (service: CaldavService, actor: DavActor) => {
  const cache = new Map<CollectionName, Promise<DavObject[]>>();
  return (collection: CollectionName) => {
    let found = cache.get(collection);
    if (!found) {
      found = service.objects(actor, collection);
      cache.set(collection, found);
    }
    return found;
  };
};

export async function propfind(
  service: CaldavService,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: DavActor,
  target: Target,
) {
  const wanted = wantedProps(parseXml(bodyText(request)));
  const ctx: PropContext = { service, actor, objects: objectsOnce(service, actor) };
  let object: DavObject | undefined;
  if (target.kind === 'object') {
    object = (await service.object(actor, target.collection, target.name)) ?? undefined;
    if (!object) return sendError(reply, 404, 'Not found');
  }
  const responses = [
    propResponse(hrefOf(actor, target), await answer(targetProps(ctx, target, object), wanted)),
  ];
  if (depthOf(request) === 1) {
    for (const next of await childTargets(service, actor, target)) {
      responses.push(
        propResponse(hrefOf(actor, next), await answer(targetProps(ctx, next), wanted)),
      );
    }
    if (target.kind === 'collection') {
      for (const o of await ctx.objects(target.collection)) {
        const t: Target = { kind: 'object', collection: target.collection, name: o.name };
        responses.push(
          propResponse(hrefOf(actor, t), await answer(targetProps(ctx, t, o), wanted)),
        );
      }
    }
  }
  return multistatus(reply, responses);
}

export async function report(
  service: CaldavService,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: DavActor,
  target: Target,
) {
  const root = parseXml(bodyText(request));
  if (!root) return sendError(reply, 400, 'A REPORT needs a body.');
  const wanted = wantedProps(root);
  const ctx: PropContext = { service, actor, objects: objectsOnce(service, actor) };
  const collection =
    target.kind === 'collection' || target.kind === 'object' ? target.collection : null;
  const objectResponse = async (c: CollectionName, o: DavObject) => {
    const t: Target = { kind: 'object', collection: c, name: o.name };
    return propResponse(hrefOf(actor, t), await answer(targetProps(ctx, t, o), wanted));
  };
  if (root.name === cal('calendar-query') && collection) {
    const filter = queryFilter(root, collection);
    const objects =
      target.kind === 'object'
        ? [await service.object(actor, collection, target.name)].filter((o) => o !== null)
        : await ctx.objects(collection);
    const responses =
      filter === 'none'
        ? []
        : await Promise.all(objects.filter(filter).map((o) => objectResponse(collection, o)));
    return multistatus(reply, responses);
  }
  if (root.name === cal('calendar-multiget') && collection) {
    const base = paths.collection(actor, collection);
    const responses: string[] = [];
    for (const href of children(root, dav('href'))) {
      const path = href.text.trim().replace(/^https?:\/\/[^/]+/, '');
      let name: string | null = null;
      if (path.startsWith(base)) {
        try {
          name = decodeURIComponent(path.slice(base.length));
        } catch {
          name = null;
        }
      }
      const o = name ? await service.object(actor, collection, name) : null;
      responses.push(
        o ? await objectResponse(collection, o) : statusResponse(href.text.trim(), '404 Not Found'),
      );
    }
    return multistatus(reply, responses);
  }
  if (root.name === dav('sync-collection') && target.kind === 'collection') {
    const given = child(root, dav('sync-token'))?.text.trim() ?? '';
    const since =
      given === '' ? null : given.startsWith(SYNC_PREFIX) ? given.slice(SYNC_PREFIX.length) : '';
    const changes =
      since === '' ? null : await service.changesSince(actor, target.collection, since);
    if (!changes) {
      return sendError(
        reply,
        403,
        'The sync token is not valid; sync again without one.',
        dav('valid-sync-token'),
      );
    }
    const responses = await Promise.all(
      changes.changed.map((o) => objectResponse(target.collection, o)),
    );
    for (const name of changes.deleted) {
      responses.push(statusResponse(paths.object(actor, target.collection, name), '404 Not Found'));
    }
    return multistatus(
      reply,
      responses,
      `<D:sync-token>${SYNC_PREFIX}${changes.token}</D:sync-token>`,
    );
  }
  return sendError(reply, 403, 'This report is not supported here.', dav('supported-report'));
}

export async function get(
  service: CaldavService,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: DavActor,
  target: Target,
) {
  if (target.kind !== 'object') {
    return reply.code(405).header('allow', 'OPTIONS, PROPFIND, REPORT').send();
  }
  const o = await service.object(actor, target.collection, target.name);
  if (!o) return sendError(reply, 404, 'Not found');
  void reply.header('etag', o.etag).type('text/calendar; charset=utf-8');
  return request.method === 'HEAD'
    ? reply.header('content-length', Buffer.byteLength(o.ics, 'utf8')).send()
    : reply.send(o.ics);
}

export async function put(
  service: CaldavService,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: DavActor,
  target: Target,
) {
  if (target.kind !== 'object' || isSubscription(target.collection)) {
    return sendError(reply, 405, 'PUT a calendar object into a collection.');
  }
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/calendar') {
    return sendError(
      reply,
      415,
      'Send the calendar object as text/calendar.',
      cal('supported-calendar-data'),
    );
  }
  const { created } = await service.put(
    actor,
    target.collection,
    target.name,
    bodyText(request),
    ifHeaders(request),
  );
  // No ETag: the stored object is the app's rendering, not the bytes sent (RFC 4791 5.3.4).
  return reply.code(created ? 201 : 204).send();
}

export async function remove(
  service: CaldavService,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: DavActor,
  target: Target,
) {
  if (target.kind !== 'object' || isSubscription(target.collection)) {
    return sendError(reply, 403, 'The family calendar and task list cannot be deleted.');
  }
  await service.delete(actor, target.collection, target.name, ifHeaders(request));
  return reply.code(204).send();
}

/** Names and colours are the app's: a client's changes are acknowledged and not kept. */
export async function proppatch(
  service: CaldavService,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: DavActor,
  target: Target,
) {
  const root = parseXml(bodyText(request));
  const names = [...children(root, dav('set')), ...children(root, dav('remove'))].flatMap(
    (op) => child(op, dav('prop'))?.children.map((c) => c.name) ?? [],
  );
  const values: PropValues = new Map(names.map((n) => [n, '']));
  return multistatus(reply, [propResponse(hrefOf(actor, target), values)]);
}
