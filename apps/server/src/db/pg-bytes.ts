import { createHash } from 'node:crypto';
import pg from 'pg';
import { Parser } from 'pg-protocol/dist/parser.js';

/**
 * PostgreSQL reads that hand back some text columns as the bytes the server sent (issue 18).
 *
 * `pg` decodes every text value of a row to a JavaScript string. For the task list's page (one
 * ~100 KB JSON text, decision 006) that decoding, then Fastify measuring and re-encoding the
 * string for the socket, cost more CPU than everything else in the request together (Node 20's
 * UTF-8 decoder takes ~0.45 ms for 100 KB of mixed Arabic text). With `bytes` the named
 * columns arrive as a Buffer, sent to the client as is, like SQLite's blob.
 *
 * Each connection of the pool gets a parser that, while a read asked for byte columns,
 * decodes the row messages itself: the listed columns are copied out as Buffers, the others
 * decoded as `pg` would. Every other message goes through `pg`'s own parser unchanged.
 */

const DATA_ROW = 0x44; // 'D'
const ROW_DESCRIPTION = 0x54; // 'T'

interface BackendMessage {
  name: string;
  fields?: { name: string }[];
}

/** The connection's state the parser reads: which columns to hand over as bytes, if any. */
interface BytesState {
  columns: ReadonlySet<string> | null;
  /** Indexes of `columns` in the current row description. */
  indexes: boolean[] | null;
}

type PacketHandler = (offset: number, code: number, length: number, bytes: Buffer) => unknown;

/** `pg-protocol`'s parser with the row messages of byte reads decoded here. */
class BytesParser extends Parser {
  constructor(private readonly state: BytesState) {
    super();
    const handle = (this as unknown as { handlePacket: PacketHandler }).handlePacket.bind(this);
    (this as unknown as { handlePacket: PacketHandler }).handlePacket = (
      offset,
      code,
      length,
      bytes,
    ) => {
      const { state } = this;
      if (state.columns === null) return handle(offset, code, length, bytes);
      if (code === DATA_ROW && state.indexes) return dataRow(offset, length, bytes, state.indexes);
      const message = handle(offset, code, length, bytes) as BackendMessage;
      if (code === ROW_DESCRIPTION && message.fields) {
        state.indexes = message.fields.map((f) => state.columns!.has(f.name));
      }
      return message;
    };
  }
}

/** A DataRow message: `pg`'s layout, the chosen columns copied as Buffers (the parser reuses its buffer). */
function dataRow(offset: number, length: number, bytes: Buffer, asBytes: boolean[]) {
  let at = offset;
  const count = bytes.readInt16BE(at);
  at += 2;
  const fields: (string | Buffer | null)[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const size = bytes.readInt32BE(at);
    at += 4;
    if (size === -1) {
      fields[i] = null;
      continue;
    }
    fields[i] = asBytes[i]
      ? Buffer.from(bytes.subarray(at, at + size))
      : bytes.toString('utf8', at, at + size);
    at += size;
  }
  return { name: 'dataRow', length, fields, fieldCount: count };
}

interface TypeOverrides {
  getTypeParser(oid: number, format?: string): TypeParser;
}

interface Connection {
  attachListeners(stream: NodeJS.EventEmitter): void;
  emit(event: string, message: unknown): boolean;
  _emitMessage: boolean;
  parsedStatements: Record<string, string>;
}

const states = new WeakMap<pg.ClientBase, BytesState>();

type TypeParser = (value: unknown) => unknown;
const passingBuffers = new WeakMap<TypeParser, TypeParser>();
/**
 * A text-format type parser that lets the Buffers of byte columns through (pg's parser for
 * text would turn them back into strings); text-format values are otherwise always strings.
 */
function passBuffers(parse: TypeParser): TypeParser {
  let wrapped = passingBuffers.get(parse);
  if (!wrapped) {
    wrapped = (value) => (Buffer.isBuffer(value) ? value : parse(value));
    passingBuffers.set(parse, wrapped);
  }
  return wrapped;
}

/** A `pg` client whose reads can ask for byte columns (`queryBytes`). */
export class BytesClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const state: BytesState = { columns: null, indexes: null };
    states.set(this, state);
    const types = (this as unknown as { _types: TypeOverrides })._types;
    const typeParser = types.getTypeParser.bind(types);
    types.getTypeParser = (oid, format) => {
      const parse = typeParser(oid, format);
      return format === 'binary' ? parse : passBuffers(parse);
    };
    const connection = (this as unknown as { connection: Connection }).connection;
    // As pg's Connection.attachListeners, with the parser above.
    connection.attachListeners = (stream) => {
      const parser = new BytesParser(state);
      stream.on('data', (buffer: Buffer) =>
        parser.parse(buffer, (message) => {
          const name = message.name === 'error' ? 'errorMessage' : message.name;
          if (connection._emitMessage) connection.emit('message', message);
          connection.emit(name, message);
        }),
      );
    };
  }
}

const statementNames = new Map<string, string>();

/** A prepared statement's name for an SQL text: the same on every connection and instance. */
function statementName(sqlText: string): string {
  let name = statementNames.get(sqlText);
  if (!name) {
    name = `usra_${createHash('sha256').update(sqlText).digest('hex').slice(0, 24)}`;
    statementNames.set(sqlText, name);
  }
  return name;
}

/** "cached plan must not change result type": a table the statement reads changed shape. */
const planChanged = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '0A000' &&
  String((error as Error).message).includes('cached plan');

/**
 * Runs a read as a named prepared statement (parsed and planned once per connection, where an
 * unnamed one is planned on every call) and answers its rows; the `bytes` columns as Buffers
 * when the pool's clients are `BytesClient`s. A statement whose tables changed shape under it
 * (a migration run by another instance) is run once more unnamed.
 */
export async function queryPrepared(
  pool: pg.Pool,
  sqlText: string,
  values: readonly unknown[],
  bytes?: ReadonlySet<string>,
): Promise<Record<string, unknown>[]> {
  const client = await pool.connect();
  const state = states.get(client);
  if (state && bytes) {
    state.columns = bytes;
    state.indexes = null;
  }
  let failed: unknown;
  try {
    const name = statementName(sqlText);
    try {
      return (await client.query({ name, text: sqlText, values: values as unknown[] })).rows;
    } catch (error) {
      if (!planChanged(error)) throw error;
      const connection = (client as unknown as { connection: Connection }).connection;
      delete connection.parsedStatements[name];
      await client.query(`deallocate ${name}`).catch(() => undefined);
      return (await client.query({ text: sqlText, values: values as unknown[] })).rows;
    }
  } catch (error) {
    failed = error;
    throw error;
  } finally {
    if (state) {
      state.columns = null;
      state.indexes = null;
    }
    // A connection that failed mid-read may be unusable: the pool drops it (pg's convention).
    client.release(failed instanceof Error && !('code' in failed) ? failed : undefined);
  }
}
