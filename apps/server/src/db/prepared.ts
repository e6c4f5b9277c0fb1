import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * A query of fixed shape compiled once. Kysely otherwise rebuilds and recompiles the SQL of
 * every call, which on the hottest reads (the session check of every request) costs more than
 * the read itself. `build` is called once with marker strings; at run time each marker among
 * the compiled parameters is replaced by the real value, and constants stay as they were.
 */
export function prepare<Params extends string[], Row>(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  build: (...params: Params) => Compilable<Row>,
  arity: Params['length'],
): (...params: Params) => Promise<Row[]> {
  let compiled: { sql: string; slots: (number | { value: unknown })[] } | undefined;
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
    const result = await db.executeQuery<Row>(
      CompiledQuery.raw(compiled.sql, values) as CompiledQuery<Row>,
    );
    return result.rows;
  };
}
