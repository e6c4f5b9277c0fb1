import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * Runs a read straight on the SQLite file, synchronously, or answers undefined when it must go
 * through Kysely: a transaction is open on the connection (Kysely's mutex keeps other queries
 * out of it, so they never see its uncommitted rows) or the statement is not a read.
 */
export type DirectReader = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const directReaders = new WeakMap<Kysely<any>, DirectReader>();

/** openDatabase registers the SQLite file behind a Kysely instance (PostgreSQL has none). */
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
 */
export function prepare<Params extends string[], Row>(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  build: (...params: Params) => Compilable<Row>,
  arity: Params['length'],
): (...params: Params) => Promise<Row[]> {
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
    const rows = direct?.(compiled.sql, values);
    if (rows) return rows as Row[];
    const result = await db.executeQuery<Row>(
      CompiledQuery.raw(compiled.sql, values) as CompiledQuery<Row>,
    );
    return result.rows;
  };
}
