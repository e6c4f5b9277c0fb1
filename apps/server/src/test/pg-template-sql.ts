/**
 * SQL shared by the PostgreSQL test template (pg-template.global.ts, once per run) and the test
 * schemas made from it (pg-schemas.ts, per test).
 */

/** What a migrated template is made of, handed to every test process by `inject`. */
export interface PgTemplate {
  /** Test schemas of this run are named `test_<runId>_…`; the run's teardown drops them all. */
  runId: string;
  /** Stands for the schema's name in `ddl` and `data`. */
  token: string;
  /** The template's objects (pg_dump --schema-only), as one multi-statement query. */
  ddl: string;
  /** The rows and sequence values the migrations leave (their own bookkeeping among them). */
  data: string;
  /** `fingerprintSql` of the freshly migrated template. */
  fingerprint: string;
}

export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One text for the structure of a schema: its relations and columns (types, defaults, not-null),
 * constraints, indexes, triggers (and whether they are enabled) and functions, written without
 * the schema's name, so that a copy under another name has the same fingerprint. Null when the
 * schema does not exist.
 */
export function fingerprintSql(schema: string): string {
  const s = literal(schema);
  const ns = `(select oid from pg_namespace where nspname = ${s})`;
  return `select md5(string_agg(replace(x, ${s} || '.', ''), E'\\n' order by x)) from (
    select 'r ' || relname || ' ' || relkind::text || ' ' || relnatts::text as x
      from pg_class where relnamespace = ${ns}
    union all
    select 'a ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || ' ' || a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = ${ns} and a.attnum > 0 and not a.attisdropped
    union all
    select 'c ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = ${ns}
    union all
    select 'i ' || pg_get_indexdef(i.indexrelid)
      from pg_index i join pg_class c on c.oid = i.indexrelid where c.relnamespace = ${ns}
    union all
    select 't ' || c.relname || ' ' || pg_get_triggerdef(t.oid) || ' ' || t.tgenabled::text
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = ${ns} and not t.tgisinternal
    union all
    select 'p ' || proname || ' ' || pg_get_function_identity_arguments(oid) || ' ' || md5(prosrc)
      from pg_proc where pronamespace = ${ns}
  ) parts`;
}

/**
 * One round trip that empties a test schema and puts back what the migrations left, then parks it
 * under `parked` for the next test (or, with none, leaves it under its name for this process's
 * next test): it fails (and changes nothing) when the schema is gone or its
 * structure is no longer the template's (a test renamed a table and failed before renaming it
 * back, created one, disabled a trigger…), and the caller drops it instead.
 */
export function recycleSql(template: PgTemplate, schema: string, parked: string | null): string {
  const s = literal(schema);
  return `do $$
declare tbl record;
begin
  if (${fingerprintSql(schema)}) is distinct from ${literal(template.fingerprint)} then
    raise exception 'test schema % is not the template any more', ${s};
  end if;
  -- Neither foreign keys nor triggers (session notices) act while the rows go and come back.
  perform set_config('session_replication_role', 'replica', true);
  for tbl in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${s} and c.relkind in ('r', 'p') loop
    execute format('delete from %I.%I', ${s}, tbl.relname);
  end loop;
end $$;
${template.data.replaceAll(template.token, schema)}
${parked ? `alter schema ${ident(schema)} rename to ${ident(parked)};` : ''}`;
}

/**
 * One round trip that takes a parked schema of this run for `schema` (renaming it; the objects
 * inside name no schema, they use current_schema()), or fails when none is free.
 */
export function claimSql(parkedPrefix: string, schema: string): string {
  const prefix = literal(parkedPrefix);
  return `do $$
declare s name;
begin
  for s in select nspname from pg_namespace
      where left(nspname, length(${prefix})) = ${prefix} order by random() loop
    begin
      execute format('alter schema %I rename to %I', s, ${literal(schema)});
      return;
    exception when others then
      null; -- another process took it first
    end;
  end loop;
  raise exception 'no parked test schema' using errcode = 'P0002';
end $$`;
}

/** Drops every schema whose name starts with `prefix` (the run's leftovers, parked or not). */
export function dropAllSql(prefix: string): string {
  const p = literal(prefix);
  return `do $$
declare s name;
begin
  for s in select nspname from pg_namespace where left(nspname, length(${p})) = ${p} loop
    execute format('drop schema if exists %I cascade', s);
  end loop;
end $$`;
}
