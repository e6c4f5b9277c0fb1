import { randomUUID } from 'node:crypto';
import {
  LONG_STRING,
  mustReject,
  objectVariants,
  serialize,
  valueVariants,
} from './route-guard-inputs.js';
import {
  accepts,
  merged,
  validValue,
  type JsonSchema,
  type Operation,
  type Param,
  type Probe,
  type ProbeContext,
  type VariantKind,
} from './route-guard-schema.js';

/** encodeURIComponent, except that a lone surrogate is sent as its WTF-8 bytes, as a client could. */
export function encodeLoose(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}

/** Path parameter values no route may accept (already percent-encoded). */
const BAD_PATH_VALUES: [string, string, VariantKind][] = [
  ['NUL', '%00', 'control characters'],
  ['a NUL b', 'a%00b', 'control characters'],
  ['control characters', 'a%01%1Fb', 'control characters'],
  ['lone surrogate', '%ED%A0%80', 'lone surrogate'],
  ['10,000 characters', LONG_STRING, 'long string'],
  ['101 characters', 'x'.repeat(101), 'long string'],
  ['dot segments', '..%2F..%2Fhealth', 'bad path'],
  ['impossible date', '2026-02-30', 'impossible date'],
  ['an unknown id', randomUUID(), 'bad path'],
];

const NUMBER_STRINGS = ['abc', '1.5', '-1', '0', '1e308', '99999999999999999999', '2147483648'];

interface QueryVariant {
  label: string;
  kind: VariantKind;
  /** The query string's part for this parameter ('' leaves it out). */
  part: string;
  mustReject: boolean;
}

function queryVariants(p: Param, base: string, ctx: ProbeContext): QueryVariant[] {
  const numeric = [p.schema.type].flat().some((t) => t === 'integer' || t === 'number');
  const accepted = (value: string) => accepts(p.schema, numeric ? Number(value) : value);
  const out: QueryVariant[] = [];
  if (p.required) out.push({ label: 'missing', kind: 'missing field', part: '', mustReject: true });
  out.push({
    label: 'repeated',
    kind: 'wrong type',
    part: `${p.name}=${base}&${p.name}=${base}`,
    mustReject: ![p.schema.type].flat().includes('array'),
  });
  const strings = valueVariants(p.name, { ...p.schema, type: 'string' }, ctx).filter(
    (v) => typeof v.value === 'string',
  );
  const values = [
    ...strings.map((v) => ({ ...v, value: v.value as string })),
    ...(numeric
      ? NUMBER_STRINGS.map((value) => ({ label: value, kind: 'huge number' as const, value }))
      : []),
  ];
  for (const v of values) {
    out.push({
      label: v.label,
      kind: v.kind,
      part: `${p.name}=${encodeLoose(v.value)}`,
      mustReject: ('alwaysRefused' in v && v.alwaysRefused === true) || !accepted(v.value),
    });
  }
  return out;
}

/** Every probe for one route: baseline, then one bad path value, query value or body at a time. */
export function probesFor(op: Operation, ctx: ProbeContext): Probe[] {
  const own = Object.fromEntries(op.pathParams.map((p) => [p.name, ctx.ownPathValue(op, p.name)]));
  const foreignDefault = op.pathParams.some((p) => own[p.name] === undefined);
  const basePath = Object.fromEntries(
    op.pathParams.map((p) => [p.name, own[p.name] ?? ctx.foreignIds[0]!.id]),
  );
  const baseQuery = Object.fromEntries(
    op.query
      .filter((p) => p.required)
      .map((p) => [p.name, encodeLoose(String(validValue(p.name, p.schema, ctx.baseline)))]),
  );
  const bodySchema = op.body ? merged(op.body) : null;
  const baseBody = bodySchema ? validValue('body', bodySchema, ctx.baseline) : undefined;
  const url = (path: Record<string, string>, query: Record<string, string>, extra = '') => {
    const parts = [...Object.entries(query).map(([k, v]) => `${k}=${v}`), extra].filter(Boolean);
    const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name]!);
    return parts.length > 0 ? `${filled}?${parts.join('&')}` : filled;
  };
  const json = (payload: string | undefined, contentType = 'application/json') =>
    payload === undefined ? {} : { payload, contentType };
  const baseJson = json(baseBody === undefined ? undefined : serialize(baseBody));
  const probe = (p: Omit<Probe, 'method' | 'foreignPath'> & { foreignPath?: boolean }): Probe => ({
    method: op.method,
    foreignPath: foreignDefault,
    ...p,
  });

  const probes: Probe[] = [
    probe({
      label: 'baseline',
      kind: 'baseline',
      mustReject: false,
      url: url(basePath, baseQuery),
      ...baseJson,
    }),
    probe({
      label: 'unknown query parameter',
      kind: 'unknown field',
      mustReject: false,
      url: url(basePath, baseQuery, 'zzUnknown=1'),
      ...baseJson,
    }),
  ];
  for (const param of op.pathParams) {
    const values: [string, string, VariantKind, boolean][] = [
      ...ctx.foreignIds.map(({ kind, id }): [string, string, VariantKind, boolean] => [
        `foreign ${kind} id`,
        id,
        'foreign id',
        true,
      ]),
      ...BAD_PATH_VALUES.map(([l, v, k]): [string, string, VariantKind, boolean] => [
        l,
        v,
        k,
        false,
      ]),
    ];
    for (const [label, value, kind, foreign] of values) {
      probes.push(
        probe({
          label: `path.${param.name} = ${label}`,
          kind,
          mustReject: true,
          foreignPath: foreign || foreignDefault,
          url: url({ ...basePath, [param.name]: value }, baseQuery),
          ...baseJson,
        }),
      );
    }
  }
  for (const param of op.query) {
    const base =
      baseQuery[param.name] ??
      encodeLoose(String(validValue(param.name, param.schema, ctx.baseline)));
    for (const v of queryVariants(param, base, ctx)) {
      const { [param.name]: _replaced, ...rest } = baseQuery;
      probes.push(
        probe({
          label:
            v.kind === 'missing field'
              ? `query.${param.name} missing`
              : `query.${param.name} = ${v.label}`,
          kind: v.kind,
          mustReject: v.mustReject,
          url: url(basePath, rest, v.part),
          ...baseJson,
        }),
      );
    }
  }
  if (op.body && bodySchema) {
    const target = url(basePath, baseQuery);
    for (const v of objectVariants(bodySchema, baseBody as Record<string, unknown>, ctx)) {
      probes.push(
        probe({
          label: `body.${v.label}`,
          kind: v.kind,
          mustReject: mustReject(op.body, v),
          url: target,
          ...json(serialize(v.value)),
        }),
      );
    }
    probes.push(
      ...bodyLevelProbes(op.body, serialize(baseBody)).map((p) => probe({ ...p, url: target })),
    );
  }
  return probes;
}

/** The whole body wrong: absent, not an object, not JSON, poisoned, or not declared as JSON. */
function bodyLevelProbes(
  schema: JsonSchema,
  base: string,
): Omit<Probe, 'method' | 'foreignPath' | 'url'>[] {
  const optional = schema.nullable === true;
  const bad = (label: string, payload: string | undefined, contentType = 'application/json') => ({
    label: `body: ${label}`,
    kind: 'bad body' as const,
    mustReject: !(optional && (payload === undefined || payload === 'null')),
    ...(payload === undefined ? {} : { payload, contentType }),
  });
  const withProto =
    base === '{}'
      ? '{"__proto__":{"polluted":true}}'
      : `{"__proto__":{"polluted":true},${base.slice(1)}`;
  return [
    bad('none', undefined),
    bad('null', 'null'),
    bad('an array', '[]'),
    bad('a string', '"text"'),
    bad('a number', '0'),
    bad('invalid JSON', '{"a":'),
    bad('__proto__', withProto),
    bad('constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}'),
    bad('nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`),
    bad('as text/plain', base, 'text/plain'),
    bad('as a form', base, 'application/x-www-form-urlencoded'),
    { label: 'body: no content type', kind: 'bad body' as const, mustReject: true, payload: base },
  ];
}
