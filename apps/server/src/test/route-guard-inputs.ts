/**
 * Bad inputs for every route of the OpenAPI document (route-guard.test.ts): each property of a
 * route's params, querystring and JSON body gets wrong types, control characters, lone
 * surrogates, 10,000-character strings, huge numbers, impossible and out-of-range dates and
 * foreign ids, one at a time on top of a body that is otherwise valid, so each variant reaches the
 * rule it tests.
 */
import {
  accepts,
  branches,
  DATE_NAME,
  FREE_TEXT_IDS,
  ID_NAME,
  validValue,
  type JsonSchema,
  type ProbeContext,
  type VariantKind,
} from './route-guard-schema.js';

/** Numbers JSON can carry but JavaScript cannot write: spliced into the serialized body. */
const RAW = '~raw~';
const raw = (text: string) => `${RAW}${text}`;

export interface Variant {
  label: string;
  kind: VariantKind;
  value: unknown;
  /** Refused whatever the schema says (a product rule no JSON Schema carries). */
  alwaysRefused?: boolean;
}

export const LONG_STRING = 'x'.repeat(10_000);
const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2025-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-02-30T10:00:00Z',
  '2026-04-31T10:00:00+03:00',
  '2026-01-01T25:00:00Z',
];
/** Well-formed, but in UTC before year 1 or after year 9999 (what databases store). */
const EXTREME_DATES = [
  '0000-01-01',
  '0000-01-01T00:00:00+01:00',
  '9999-12-31T23:59:59-14:00',
  '1000-01-01T00:00:00.123456789Z',
];

function stringVariants(name: string, s: JsonSchema, ctx: ProbeContext): Variant[] {
  const dateLike = DATE_NAME.test(name) || s.format === 'date' || s.format === 'date-time';
  const variants: Variant[] = [
    { label: 'a NUL b', kind: 'control characters', value: 'a\u0000b' },
    {
      label: 'control characters',
      kind: 'control characters',
      value: 'a\u0001\u0008\u001b\u007fb',
    },
    { label: 'lone high surrogate', kind: 'lone surrogate', value: '\ud800' },
    { label: 'lone low surrogate', kind: 'lone surrogate', value: 'a\udfffb' },
    // No field of this product takes 10,000 characters; a legitimate one would be listed here.
    { label: '10,000 characters', kind: 'long string', value: LONG_STRING, alwaysRefused: true },
    ...(dateLike ? IMPOSSIBLE_DATES : IMPOSSIBLE_DATES.slice(0, 1)).map((value) => ({
      label: value,
      kind: 'impossible date' as const,
      value,
      alwaysRefused: dateLike,
    })),
    ...(dateLike ? EXTREME_DATES : []).map((value) => ({
      label: value,
      kind: 'extreme date' as const,
      value,
    })),
  ];
  if (ID_NAME.test(name) && !FREE_TEXT_IDS.has(name)) {
    for (const { kind, id } of ctx.foreignIds) {
      variants.push({ label: `foreign ${kind} id`, kind: 'foreign id', value: id });
    }
  }
  return variants;
}

function numberVariants(): Variant[] {
  const huge = (label: string, value: unknown): Variant => ({ label, kind: 'huge number', value });
  return [
    huge('1e308', 1e308),
    huge('-1e308', -1e308),
    huge('2^31', 2 ** 31),
    huge('-2^31-1', -(2 ** 31) - 1),
    huge('2^53+1', raw('9007199254740993')),
    huge('1e400 (Infinity)', raw('1e400')),
    huge('-1', -1),
    huge('1.5', 1.5),
  ];
}

const WRONG_TYPES: [string, unknown][] = [
  ['a string', 'text'],
  ['a number', 12345],
  ['a boolean', true],
  ['an object', { nested: 1 }],
  ['an array', ['x']],
  ['null', null],
];

/** Every bad value for one property (recursing into objects and array items). */
export function valueVariants(name: string, s: JsonSchema, ctx: ProbeContext): Variant[] {
  const all = branches(s);
  const has = (type: string) => all.some((b) => [b.type].flat().includes(type));
  const variants: Variant[] = WRONG_TYPES.filter(([, v]) => !accepts(s, v)).map(
    ([label, value]) => ({ label, kind: 'wrong type', value }),
  );
  if (has('string') || all.some((b) => b.enum)) {
    variants.push(...stringVariants(name, all.find((b) => b.enum) ?? s, ctx));
  }
  if (has('number') || has('integer')) variants.push(...numberVariants());
  const array = all.find((b) => b.type === 'array');
  if (array) {
    variants.push({ label: '1,000 items', kind: 'long string', value: Array(1000).fill('x') });
    for (const item of valueVariants(name, array.items ?? {}, ctx)) {
      variants.push({ ...item, label: `[${item.label}]`, value: [item.value] });
    }
  }
  const object = all.find((b) => b.properties);
  if (object) {
    const base = validValue(name, object, {}) as Record<string, unknown>;
    for (const v of objectVariants(object, base, ctx)) {
      variants.push({ ...v, label: `{${v.label}}`, value: v.value });
    }
  }
  return variants;
}

/** The object with one property replaced, missing or added. */
export function objectVariants(
  s: JsonSchema,
  base: Record<string, unknown>,
  ctx: ProbeContext,
): (Variant & { value: Record<string, unknown> })[] {
  const out: (Variant & { value: Record<string, unknown> })[] = [];
  for (const [prop, schema] of Object.entries(s.properties ?? {})) {
    if ((s.required ?? []).includes(prop)) {
      const { [prop]: _dropped, ...rest } = base;
      out.push({ label: `${prop} missing`, kind: 'missing field', value: rest });
    }
    for (const v of valueVariants(prop, schema, ctx)) {
      out.push({ ...v, label: `${prop} = ${v.label}`, value: { ...base, [prop]: v.value } });
    }
  }
  out.push({ label: 'unknown field', kind: 'unknown field', value: { ...base, zzUnknown: 1 } });
  // Mass assignment: the family and the row id come from the session and the path, never the body.
  for (const [field, kind] of [
    ['familyId', 'family'],
    ['id', 'task'],
  ] as const) {
    const foreign = ctx.foreignIds.find((f) => f.kind === kind);
    if (foreign && !(field in (s.properties ?? {}))) {
      out.push({
        label: `${field} = foreign ${kind} id`,
        kind: 'unknown field',
        value: { ...base, [field]: foreign.id },
      });
    }
  }
  return out;
}

/** JSON text of a value, with the raw numbers spliced in. */
export function serialize(value: unknown): string {
  return JSON.stringify(value).replace(new RegExp(`"${RAW}([^"]*)"`, 'g'), '$1');
}

/** The value as the server sees it after parsing the JSON text. */
function parsed(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith(RAW)) return Number(value.slice(RAW.length));
  if (Array.isArray(value)) return value.map(parsed);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, parsed(v)]));
  }
  return value;
}

export function mustReject(s: JsonSchema, v: Variant): boolean {
  return v.alwaysRefused === true || !accepts(s, parsed(v.value));
}
