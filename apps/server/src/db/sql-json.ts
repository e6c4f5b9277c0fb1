import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { toIsoOrNull, type Engine } from './dialect.js';

/**
 * A page of rows serialized to JSON by the database itself (decision 005): one aggregate row
 * holds the JSON array text, so no row objects are built, no dates are parsed, no response
 * schema walks the list and nothing is re-encoded. The text equals what
 * `JSON.stringify(Schema.encode(rows.map(toX)))` gives, because each field kind below copies a
 * value that the database keeps in the form the row mapping would produce (timestamps as
 * toISOString writes them, tags as JSON.stringify writes them: migration 0011).
 */
export type JsonField =
  | { key: string; column: string; kind: 'text' | 'integer' | 'boolean' | 'timestamp' }
  /** A JSON array of strings stored as text, copied as it is. */
  | { key: string; column: string; kind: 'json' }
  /** `{ [inner]: column }` when the column is a non-empty string, else null. */
  | { key: string; column: string; kind: 'tagged'; inner: string }
  /**
   * A latitude or longitude: written with at most six decimals and no trailing zeros, as
   * `JSON.stringify(roundCoordinate(value))` writes it (the databases' own float printing
   * differs from JavaScript's: "24.0", "1e-06").
   */
  | { key: string; column: string; kind: 'coordinate' };

/** Six decimals (about 11 cm), and never -0: the form the JSON of a coordinate is written in. */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 1e6) / 1e6;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The same object built in JavaScript from a row: what the stored JSON of the row holds, parsed.
 * One field list gives both, so a field is named once (e.g. `taskJsonFields`).
 */
export function objectFromRow(
  row: Record<string, unknown>,
  fields: readonly JsonField[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const value = row[f.column];
    switch (f.kind) {
      case 'text':
      case 'integer':
        out[f.key] = value ?? null;
        break;
      case 'boolean':
        out[f.key] = Boolean(value);
        break;
      case 'timestamp':
        out[f.key] = toIsoOrNull(value as string | Date | null);
        break;
      case 'json':
        out[f.key] = stringArray(value);
        break;
      case 'tagged':
        out[f.key] = typeof value === 'string' && value !== '' ? { [f.inner]: value } : null;
        break;
      case 'coordinate':
        out[f.key] = value == null ? null : roundCoordinate(Number(value));
        break;
    }
  }
  return out;
}

function stringArray(value: unknown): string[] {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export interface JsonPage {
  /**
   * The JSON array text: a Buffer (bytes straight from the database: SQLite's blob, PostgreSQL's
   * text undecoded), or a string where the read went through Kysely (inside a transaction).
   */
  json: Buffer | string;
  count: number;
  /** The smallest value of the ordering column among the rows (the last one, newest first). */
  last: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKysely = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

export function engineOf(db: AnyKysely): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a column name: ${name}`);
  return `"${name}"`;
};
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The column of a field, qualified by `row` (a trigger's `new`) when given. */
const columnRef = (f: JsonField, row?: string) => (row ? `${row}.` : '') + ident(f.column);

function sqliteValue(f: JsonField, row?: string): string {
  const c = columnRef(f, row);
  switch (f.kind) {
    case 'text':
    case 'integer':
    case 'timestamp':
      return c;
    case 'boolean':
      return `json(case when ${c} then 'true' else 'false' end)`;
    case 'json':
      return `json(${c})`;
    case 'tagged':
      return `case when ${c} <> '' then json_object(${quote(f.inner)}, ${c}) end`;
    case 'coordinate':
      return `case when ${c} is not null then json(rtrim(rtrim(printf('%.6f', round(${c}, 6) + 0.0), '0'), '.')) end`;
  }
}

/** PostgreSQL's json builders put spaces after ':' and ','; text concatenation does not. */
function postgresValue(f: JsonField, row?: string): string {
  const c = columnRef(f, row);
  switch (f.kind) {
    case 'text':
      return `coalesce(to_json(${c})::text, 'null')`;
    case 'integer':
      return `coalesce(${c}::text, 'null')`;
    case 'boolean':
      return `case when ${c} then 'true' else 'false' end`;
    case 'timestamp':
      return `coalesce('"' || to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;
    case 'json':
      return c;
    case 'tagged':
      return `case when ${c} <> '' then ${quote(`{${JSON.stringify(f.inner)}:`)} || to_json(${c})::text || '}' else 'null' end`;
    case 'coordinate':
      return `coalesce(rtrim(rtrim(round(${c}::numeric, 6)::text, '0'), '.'), 'null')`;
  }
}

/**
 * One row's JSON object as SQL: `fields` in order, from the columns of the row in scope, or of
 * `row` (a trigger's `new`). SQLite builds it with json_object; PostgreSQL by concatenating
 * text, because its JSON builders put spaces after ':' and ','.
 */
export function jsonObjectSql(engine: Engine, fields: readonly JsonField[], row?: string): string {
  if (engine === 'postgres')
    return `'{' || ${fields
      .map(
        (f, i) =>
          `${quote(`${i === 0 ? '' : ','}${JSON.stringify(f.key)}:`)} || ${postgresValue(f, row)}`,
      )
      .join(' || ')} || '}'`;
  return `json_object(${fields.map((f) => `${quote(f.key)}, ${sqliteValue(f, row)}`).join(', ')})`;
}

/**
 * Wraps `rows` (a query ordered by `orderColumn` descending) into one row: the rows as a JSON
 * array of objects with `fields` in order, their count and the last ordering value.
 * `storedColumn`: a column that triggers keep equal to `jsonObjectSql(engine, fields)` for
 * every row (decision 006), so a page only joins stored texts; a row where it is null still
 * gets its object built here.
 */
export function jsonPageQuery(
  db: AnyKysely,
  engine: Engine,
  rows: AnySelect,
  fields: readonly JsonField[],
  orderColumn: string,
  storedColumn?: string,
) {
  const order = ident(orderColumn);
  const built = jsonObjectSql(engine, fields);
  const object = storedColumn ? `coalesce(${ident(storedColumn)}, ${built})` : built;
  let json: string;
  // The aggregate takes the rows in the subquery's ORDER BY order (tested on both engines;
  // PostgreSQL documents it for an aggregate over a sorted subquery with no join above it). An
  // ORDER BY inside the aggregate would sort the rows again: on PostgreSQL that sort was a third
  // of the list's database time (issue 30).
  if (engine === 'postgres') {
    json = `'[' || coalesce(string_agg(${object}, ','), '') || ']'`;
  } else {
    json = storedColumn
      ? `cast('[' || coalesce(group_concat(${object}, ','), '') || ']' as blob)`
      : `cast(json_group_array(${object}) as blob)`;
  }
  return db
    .selectFrom(rows.as('page_rows'))
    .select([
      sql.raw<Buffer | string>(json).as('json'),
      sql<number | string>`count(*)`.as('count'),
      sql<string | null>`min(${sql.raw(order)})`.as('last'),
    ]);
}

export type JsonPageRow = {
  json: Buffer | string;
  count: number | string;
  last: string | null;
};

export function jsonPageRow(row: JsonPageRow): JsonPage {
  return { json: row.json, count: Number(row.count), last: row.last };
}
