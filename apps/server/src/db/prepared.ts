import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * Runs a read straight on the driver, or answers undefined when it must go through Kysely.
 * SQLite: synchronously on the cached statement, unless a transaction is open on the connection
 * (Kysely's mutex keeps other queries out of it, so they never see its uncommitted rows) or the
 * statement is not a read. PostgreSQL: as a named prepared statement on a pooled connection
 * (planned once per connection); a Kysely transaction is another instance, never registered.
 * `bytes`: columns wanted as Buffers (the text's bytes as the database sent them).
 */
export type DirectReader = (
  sql: string,
  parameters: readonly unknown[],
  bytes: ReadonlySet<string> | undefined,
) => unknown[] | Promise<unknown[]> | undefined;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const directReaders = new WeakMap<Kysely<any>, DirectReader>();

/** openDatabase registers the SQLite file or the PostgreSQL pool behind a Kysely instance. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerDirectReader(db: Kysely<any>, reader: DirectReader): void {
  directReaders.set(db, reader);
}

/**
 * A query of fixed shape compiled once. Kysely otherwise rebuilds and recompiles the SQL of
 * every call, which on the hottest reads (the session check of every request) costs more than
 * the read itself. `build` is called once with marker strings; at run time each marker among
 * the compiled parameters is replaced by the real value, and constants stay as they were.
 * On SQLite, outside a transaction, the read runs directly on the cached statement: Kysely's
 * connection mutex, promise chain and result copy cost as much again as the read (decision 006).
 * On PostgreSQL it runs as a named prepared statement: planning an unnamed one on every call
 * cost the database as much CPU as running it (issue 18).
 * `options.bytes`: columns answered as Buffers where the driver allows it (SQLite gives a blob
 * as a Buffer anyway; PostgreSQL skips decoding the text: `db/pg-bytes.ts`). Through Kysely
 * (in a transaction) they stay strings, so a caller takes either.
 */
export function prepare<Params extends string[], Row>(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  build: (...params: Params) => Compilable<Row>,
  arity: Params['length'],
  options: { bytes?: readonly string[] } = {},
): (...params: Params) => Promise<Row[]> {
  const bytes = options.bytes ? new Set(options.bytes) : undefined;
  let compiled: { sql: string; slots: (number | { value: unknown })[] } | undefined;
  const direct = directReaders.get(db);
  return async (...params: Params) => {
    if (!compiled) {
      const markers = Array.from({ length: arity }, (_, i) => `\u0000param${i}\u0000`) as Params;
      const query = build(...markers).compile();
      compiled = {
        sql: query.sql,
        slots: query.parameters.map((value) => {
          const index = markers.indexOf(value as string);
          return index >= 0 ? index : { value };
        }),
      };
    }
    const values = compiled.slots.map((slot) =>
      typeof slot === 'number' ? params[slot] : slot.value,
    );
    const rows = direct?.(compiled.sql, values, bytes);
    if (rows) return (await rows) as Row[];
    const result = await db.executeQuery<Row>(
      CompiledQuery.raw(compiled.sql, values) as CompiledQuery<Row>,
    );
    return result.rows;
  };
}

/**
 * A limit among `prepare`'s parameters: its marker stands where Kysely wants a number, and the
 * caller passes the limit as text (`String(limit)`), which SQLite and PostgreSQL both take.
 */
export const limitParam = (marker: string): number => marker as unknown as number;

/**
 * Runs a statement whose text is fixed for its shape (a write of `db/one-trip.ts`) as a named
 * prepared statement where the driver allows it (PostgreSQL: parsed and planned once per
 * connection, issue 30), else through Kysely.
 */
export async function runNamed<Row>(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  sqlText: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  const rows = directReaders.get(db)?.(sqlText, parameters, undefined);
  if (rows) return (await rows) as Row[];
  return (
    await db.executeQuery<Row>(CompiledQuery.raw(sqlText, [...parameters]) as CompiledQuery<Row>)
  ).rows;
}
