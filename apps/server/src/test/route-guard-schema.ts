/**
 * The routes of the OpenAPI document as the route guard (route-guard.test.ts) walks them, and
 * what their JSON Schemas accept: enough to build a valid request and to know which generated
 * inputs a route must refuse.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** 'POST /api/tasks/{id}' */
  key: string;
  method: string;
  path: string;
  pathParams: Param[];
  query: Param[];
  /** The JSON body's schema; null when the route declares none. */
  body: JsonSchema | null;
}

export type VariantKind =
  | 'baseline'
  | 'wrong type'
  | 'missing field'
  | 'unknown field'
  | 'control characters'
  | 'lone surrogate'
  | 'long string'
  | 'huge number'
  | 'impossible date'
  | 'extreme date'
  | 'foreign id'
  | 'bad path'
  | 'bad body';

export interface Probe {
  /** e.g. 'body.title = NUL' */
  label: string;
  kind: VariantKind;
  /** Only a 4xx is right: the schema or the product's rules refuse this input. */
  mustReject: boolean;
  /** A path parameter names a row of the first family: a 2xx would reach into it. */
  foreignPath: boolean;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

export interface ProbeContext {
  /** Row ids of the first family (tasks, events, members, ...). */
  foreignIds: { kind: string; id: string }[];
  /** A row of the caller's own family for a path parameter, so body variants reach the database. */
  ownPathValue: (operation: Operation, param: string) => string | undefined;
  /** Valid values for required fields, by name (e.g. an e-mail that is taken). */
  baseline: Record<string, unknown>;
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!HTTP_METHODS.has(method)) continue;
      const params = (op.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: p.required ?? false,
        schema: p.schema ?? {},
      }));
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

// ---- what a schema allows ------------------------------------------------------------------

export const branches = (s: JsonSchema): JsonSchema[] => s.anyOf ?? s.oneOf ?? [s];

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A small JSON Schema check, enough to know which generated values the route must refuse. */
export function accepts(s: JsonSchema, value: unknown): boolean {
  if (value === null && s.nullable) return true;
  if (s.anyOf ?? s.oneOf) return branches(s).some((b) => accepts(b, value));
  if (s.enum && !s.enum.includes(value)) return false;
  if (s.const !== undefined && s.const !== value) return false;
  const types = s.type === undefined ? [] : [s.type].flat();
  const actual = typeOf(value);
  const typeOk =
    types.length === 0 ||
    types.includes(actual) ||
    (types.includes('integer') && Number.isInteger(value));
  if (!typeOk) return false;
  if (typeof value === 'string') return stringAccepted(s, value);
  if (typeof value === 'number') {
    return (
      Number.isFinite(value) &&
      (s.minimum === undefined || value >= s.minimum) &&
      (s.maximum === undefined || value <= s.maximum)
    );
  }
  if (Array.isArray(value)) {
    return (
      (s.maxItems === undefined || value.length <= s.maxItems) &&
      value.every((item) => !s.items || accepts(s.items, item))
    );
  }
  if (actual === 'object') return objectAccepted(s, value as Record<string, unknown>);
  return true;
}

function stringAccepted(s: JsonSchema, value: string): boolean {
  if (s.maxLength !== undefined && value.length > s.maxLength) return false;
  if (s.minLength !== undefined && value.length < s.minLength) return false;
  return !s.pattern || new RegExp(s.pattern, 'u').test(value);
}

function objectAccepted(s: JsonSchema, value: Record<string, unknown>): boolean {
  const props = s.properties ?? {};
  if ((s.required ?? []).some((name) => !(name in value))) return false;
  if (s.additionalProperties === false && Object.keys(value).some((k) => !(k in props)))
    return false;
  return Object.entries(value).every(([k, v]) => !props[k] || accepts(props[k], v));
}

/** A body schema with alternatives (oneOf) is fuzzed as one object with all their fields. */
export function merged(s: JsonSchema): JsonSchema {
  if (!s.anyOf && !s.oneOf) return s;
  const parts = branches(s).filter((b) => b.properties);
  if (parts.length === 0) return s;
  return {
    type: 'object',
    // The first alternative's fields win, so that the baseline body is that alternative.
    properties: Object.assign(
      {},
      ...[...parts].reverse().map((b) => b.properties),
    ) as JsonSchema['properties'],
    required: parts[0]!.required ?? [],
    additionalProperties: parts.every((b) => b.additionalProperties === false) ? false : undefined,
    nullable: s.nullable,
  };
}

// ---- valid values ---------------------------------------------------------------------------

export const DATE_NAME = /(?:^date$|Date$|Time$|^from$|^to$|At$)/;
export const ID_NAME = /(?:^id$|Id$|^assignee$|^cursor$|[Tt]oken$)/;
/** Fields named like ids that hold free text of the outside world, not rows of ours. */
export const FREE_TEXT_IDS = new Set([
  // An OBD adapter's own identifier (its serial number or Bluetooth name), as the family types it.
  'deviceId',
]);
const PATTERN_CANDIDATES = ['123456', '#3B82F6', `${'a'.repeat(32)}.ics`, 'fuzz.key', 'fuzz'];

export function validValue(
  name: string,
  s: JsonSchema,
  baseline: Record<string, unknown>,
): unknown {
  if (name in baseline) return baseline[name];
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.anyOf ?? s.oneOf) {
    const object = merged(s);
    if (object !== s) return validValue(name, object, baseline);
    return validValue(name, branches(s).find((b) => b.type !== 'null') ?? {}, baseline);
  }
  const type = [s.type].flat()[0];
  if (type === 'number' || type === 'integer') return s.minimum ?? Math.min(1, s.maximum ?? 1);
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object' || s.properties) {
    const obj: Record<string, unknown> = {};
    for (const req of s.required ?? []) {
      obj[req] = validValue(req, s.properties?.[req] ?? {}, baseline);
    }
    return obj;
  }
  if (s.format === 'date') return '2026-03-01';
  if (s.format === 'date-time' || DATE_NAME.test(name)) return '2026-03-01T10:00:00Z';
  if (s.pattern) return PATTERN_CANDIDATES.find((c) => new RegExp(s.pattern!, 'u').test(c));
  if (/email/i.test(name)) return 'fuzz@example.com';
  if (/password/i.test(name)) return 'Wrong#Pass9';
  return 'Fuzz';
}
