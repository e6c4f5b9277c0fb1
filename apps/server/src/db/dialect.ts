import { sql, type ColumnDataType, type Expression, type Kysely, type RawBuilder } from 'kysely';

/**
 * The one place where SQLite and PostgreSQL differ. Repositories call these helpers and never
 * branch on the engine themselves.
 */
export type Engine = 'sqlite' | 'postgres';

export interface ColumnTypes {
  timestamp: ColumnDataType;
  boolean: ColumnDataType;
  epochMs: ColumnDataType;
  real: ColumnDataType;
}

export function columnTypes(engine: Engine): ColumnTypes {
  return engine === 'postgres'
    ? { timestamp: 'timestamptz', boolean: 'boolean', epochMs: 'bigint', real: 'double precision' }
    : { timestamp: 'text', boolean: 'integer', epochMs: 'integer', real: 'real' };
}

/** Timestamps come back as ISO strings (SQLite) or Date objects (PostgreSQL): one form out. */
export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
/** An instant as epoch milliseconds, from either engine's form. */
export function toEpochMs(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}
export function toIsoOrNull(value: string | Date | null | undefined): string | null {
  return value == null ? null : toIso(value);
}

/** PostgreSQL returns bigint as a string. */
export function toNumber(value: number | string | bigint): number {
  return typeof value === 'number' ? value : Number(value);
}

export function toJson(value: Record<string, unknown>): string {
  return JSON.stringify(value);
}
export function fromJson(value: string | null): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function pingDatabase<T>(db: Kysely<T>): Promise<void> {
  await sql`select 1`.execute(db);
}

export function lowerExpr(expr: Expression<string>): RawBuilder<string> {
  return sql<string>`lower(${expr})`;
}

export interface TableColumn {
  name: string;
  /** NOT NULL without a default: an insert must give it a value. */
  required: boolean;
}

/** The columns of one table of the current schema, from the engine's own catalogue. */
export async function tableColumns<T>(
  db: Kysely<T>,
  engine: Engine,
  table: string,
): Promise<TableColumn[]> {
  const { rows } =
    engine === 'postgres'
      ? await sql<{ name: string; not_null: boolean; has_default: boolean }>`
          select column_name as name, is_nullable = 'NO' as not_null,
            column_default is not null as has_default
          from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db)
      : await sql<{ name: string; not_null: number; has_default: number }>`
          select name, "notnull" as not_null, dflt_value is not null as has_default
          from pragma_table_info(${table})`.execute(db);
  return rows.map((row) => ({
    name: row.name,
    required: Boolean(row.not_null) && !row.has_default,
  }));
}

/** A unique index refused the write (PostgreSQL 23505; SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: pgConstraint } = error as {
    code?: unknown;
    constraint?: unknown;
  };
  if (code === '23505') return constraint === undefined || pgConstraint === constraint;
  return code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Rows a claim takes: on PostgreSQL locked `FOR UPDATE SKIP LOCKED`, so concurrent claims from
 * several instances each take different rows without waiting; SQLite has one writer at a time
 * and runs the claim as one statement, so it needs no lock clause.
 */
export function lockSkippingLocked<QB extends { forUpdate(): QB; skipLocked(): QB }>(
  query: QB,
  engine: Engine,
): QB {
  return engine === 'postgres' ? query.forUpdate().skipLocked() : query;
}
