import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * WebDAV's XML (RFC 4918) in and out. Requests are read by fast-xml-parser with entities left
 * alone, and any document type declaration is refused before parsing: no entity is ever
 * expanded. Names are resolved to their namespaces ("Clark notation", `{DAV:}prop`), since
 * clients pick their own prefixes.
 */

export const NS = {
  dav: 'DAV:',
  caldav: 'urn:ietf:params:xml:ns:caldav',
  cs: 'http://calendarserver.org/ns/',
  apple: 'http://apple.com/ns/ical/',
} as const;

const PREFIXES: Record<string, string> = {
  [NS.dav]: 'D',
  [NS.caldav]: 'C',
  [NS.cs]: 'CS',
  [NS.apple]: 'A',
};

export interface XmlNode {
  /** `{namespace}local` */
  name: string;
  /** Attributes by local name (CalDAV's are never namespaced). */
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

export class XmlError extends Error {}

type Raw = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

/** The five XML escapes only; a request's text never needs more (entities are not expanded). */
function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function convert(raw: Raw, scope: Record<string, string>): XmlNode | null {
  const attrs = (raw[':@'] ?? {}) as Record<string, string>;
  const tag = Object.keys(raw).find((key) => key !== ':@');
  if (tag === undefined || tag === '#text' || tag.startsWith('?')) return null;
  const inner = { ...scope };
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'xmlns') inner[''] = value;
    else if (key.startsWith('xmlns:')) inner[key.slice(6)] = value;
  }
  const colon = tag.indexOf(':');
  const prefix = colon === -1 ? '' : tag.slice(0, colon);
  const local = colon === -1 ? tag : tag.slice(colon + 1);
  const ns = inner[prefix];
  if (ns === undefined && prefix !== '') throw new XmlError(`Unknown XML prefix "${prefix}".`);
  const node: XmlNode = { name: `{${ns ?? ''}}${local}`, attrs: {}, children: [], text: '' };
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
    node.attrs[key.slice(key.indexOf(':') + 1)] = unescape(String(value));
  }
  for (const child of (raw[tag] ?? []) as Raw[]) {
    if ('#text' in child) node.text += unescape(String(child['#text']));
    else {
      const converted = convert(child, inner);
      if (converted) node.children.push(converted);
    }
  }
  return node;
}

/** The document's root element; an empty body is null (PROPFIND then means allprop). */
export function parseXml(body: string): XmlNode | null {
  if (body.trim() === '') return null;
  if (/<!DOCTYPE|<!ENTITY/i.test(body))
    throw new XmlError('Document type declarations are not accepted.');
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw new XmlError(`The XML is not well-formed: ${valid.err.msg}`);
  const raws = parser.parse(body) as Raw[];
  for (const raw of raws) {
    const node = convert(raw, {});
    if (node) return node;
  }
  throw new XmlError('The XML has no root element.');
}

export function child(node: XmlNode | null | undefined, name: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}

export function children(node: XmlNode | null | undefined, name: string): XmlNode[] {
  return node?.children.filter((c) => c.name === name) ?? [];
}

export const dav = (local: string) => `{${NS.dav}}${local}`;
export const cal = (local: string) => `{${NS.caldav}}${local}`;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function split(name: string): { ns: string; local: string } {
  const end = name.indexOf('}');
  return { ns: name.slice(1, end), local: name.slice(end + 1) };
}

/** One property element: known namespaces use the document's prefixes, others declare theirs. */
export function element(name: string, inner: string | null): string {
  const { ns, local } = split(name);
  const prefix = PREFIXES[ns];
  const open = prefix ? `${prefix}:${local}` : `X:${local} xmlns:X="${escapeXml(ns)}"`;
  const close = prefix ? `${prefix}:${local}` : `X:${local}`;
  return inner === null || inner === '' ? `<${open}/>` : `<${open}>${inner}</${close}>`;
}

const ROOT_NAMESPACES = Object.entries(PREFIXES)
  .map(([ns, prefix]) => `xmlns:${prefix}="${ns}"`)
  .join(' ');

export function document(root: string, inner: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<D:${root} ${ROOT_NAMESPACES}>${inner}</D:${root}>`;
}

/** The answer to one property: its value (XML) when found, null when the resource has none. */
export type PropValues = Map<string, string | null>;

/** A multistatus `response`: found properties under 200, unknown ones under 404. */
export function propResponse(href: string, values: PropValues): string {
  const found: string[] = [];
  const missing: string[] = [];
  for (const [name, value] of values) {
    if (value === null) missing.push(element(name, null));
    else found.push(element(name, value));
  }
  let out = `<D:response><D:href>${escapeXml(href)}</D:href>`;
  if (found.length > 0 || missing.length === 0) {
    out += `<D:propstat><D:prop>${found.join('')}</D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat>`;
  }
  if (missing.length > 0) {
    out += `<D:propstat><D:prop>${missing.join('')}</D:prop><D:status>HTTP/1.1 404 Not Found</D:status></D:propstat>`;
  }
  return `${out}</D:response>`;
}

export function statusResponse(href: string, status: string): string {
  return `<D:response><D:href>${escapeXml(href)}</D:href><D:status>HTTP/1.1 ${status}</D:status></D:response>`;
}

/** A precondition failure's body (RFC 4918 16): `<D:error><C:valid-calendar-data/></D:error>`. */
export function errorDocument(condition: string, message?: string): string {
  const description = message
    ? `<X:error-description xmlns:X="http://usra.app/ns/">${escapeXml(message)}</X:error-description>`
    : '';
  return document('error', element(condition, null) + description);
}
