import type { Readable, Writable } from 'node:stream';

/**
 * A small streaming tar (POSIX ustar, with PAX headers for long names and large sizes): enough
 * for a backup archive, without holding a file in memory and without another dependency.
 * Names are UTF-8, entries are regular files only. The reader checks every header's checksum
 * and refuses anything else (links, devices, a truncated archive).
 */
const BLOCK = 512;
const ZEROES = Buffer.alloc(BLOCK);

export class TarError extends Error {
  override name = 'TarError';
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0');
}

function header(name: string, size: number, type: '0' | 'x', mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.fill(' ', 148, 156);
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${octal(sum, 7)}\u0000 `, 148, 'ascii');
  return block;
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return `${length}${body}`;
}

const MAX_USTAR_SIZE = 0o77777777777;

/** Writes entries one after another to `out` (a gzip stream, a file). */
export class TarWriter {
  constructor(
    private readonly out: Writable,
    private readonly mtime: Date = new Date(),
  ) {}

  #write(chunk: Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.out.write(chunk)) resolve();
      else {
        const onDrain = () => {
          this.out.off('error', onError);
          resolve();
        };
        const onError = (error: Error) => {
          this.out.off('drain', onDrain);
          reject(error);
        };
        this.out.once('drain', onDrain);
        this.out.once('error', onError);
      }
    });
  }

  async #header(name: string, size: number): Promise<void> {
    const nameBytes = Buffer.byteLength(name);
    if (nameBytes >= 100 || size > MAX_USTAR_SIZE || !/^[\x20-\x7e]*$/.test(name)) {
      const pax = Buffer.from(
        paxRecord('path', name) + (size > MAX_USTAR_SIZE ? paxRecord('size', String(size)) : ''),
      );
      await this.#write(header('PaxHeader', pax.length, 'x', this.mtime));
      await this.#write(pax);
      await this.#pad(pax.length);
    }
    const short = name.replace(/[^\x20-\x7e]/g, '_').slice(-99);
    await this.#write(header(short, Math.min(size, MAX_USTAR_SIZE), '0', this.mtime));
  }

  async #pad(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest > 0) await this.#write(ZEROES.subarray(0, BLOCK - rest));
  }

  async addBuffer(name: string, data: Buffer): Promise<void> {
    await this.#header(name, data.length);
    await this.#write(data);
    await this.#pad(data.length);
  }

  /** Streams exactly `size` bytes of `body` (fewer or more is an error: the file changed). */
  async addStream(
    name: string,
    size: number,
    body: AsyncIterable<Buffer> | Iterable<Buffer> | Readable,
  ): Promise<void> {
    await this.#header(name, size);
    let written = 0;
    for await (const chunk of body as AsyncIterable<Buffer> | Iterable<Buffer>) {
      written += chunk.length;
      if (written > size) throw new TarError(`${name} grew while it was being archived`);
      await this.#write(chunk);
    }
    if (written !== size) throw new TarError(`${name} shrank while it was being archived`);
    await this.#pad(size);
  }

  /** The two zero blocks that end an archive. */
  async finish(): Promise<void> {
    await this.#write(Buffer.alloc(BLOCK * 2));
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; must be read to the end (or drained) before the next entry. */
  body: AsyncIterable<Buffer>;
}

/** Buffers a byte stream and hands out exact amounts. */
class ByteReader {
  readonly #source: AsyncIterator<Buffer>;
  #buffer: Buffer = Buffer.alloc(0);
  #done = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.#source = source[Symbol.asyncIterator]();
  }

  /** Up to `max` bytes now (at least one), or null at the end of the stream. */
  async some(max: number): Promise<Buffer | null> {
    if (this.#buffer.length === 0) {
      if (this.#done) return null;
      const next = await this.#source.next();
      if (next.done) {
        this.#done = true;
        return null;
      }
      this.#buffer = Buffer.from(next.value);
    }
    const out = this.#buffer.subarray(0, max);
    this.#buffer = this.#buffer.subarray(out.length);
    return out;
  }

  /** Exactly `n` bytes, or a TarError when the stream ends first. */
  async exact(n: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let have = 0;
    while (have < n) {
      const part = await this.some(n - have);
      if (!part) throw new TarError('the archive ends in the middle of an entry');
      parts.push(part);
      have += part.length;
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }
}

function readOctal(block: Buffer, at: number, length: number): number {
  const text = block
    .subarray(at, at + length)
    .toString('ascii')
    .replace(/[\0 ]+$/g, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw new TarError('a header field is not an octal number');
  return text === '' ? 0 : parseInt(text, 8);
}

function checkHeader(block: Buffer): void {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  if (sum !== readOctal(block, 148, 8)) throw new TarError('a header checksum does not match');
}

function parsePax(data: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number(data.subarray(at, space).toString('ascii'));
    if (space < 0 || !Number.isSafeInteger(length) || length <= 0 || at + length > data.length) {
      throw new TarError('a PAX header is malformed');
    }
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals < 0) throw new TarError('a PAX header is malformed');
    records.set(record.slice(0, equals), record.slice(equals + 1));
    at += length;
  }
  return records;
}

/** The PAX header a reader takes at most (names are at most a few hundred bytes). */
const MAX_PAX_BYTES = 64 * 1024;

/** The archive's regular files in order; anything else in it is an error. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  let pax: Map<string, string> | null = null;
  for (;;) {
    const block = await reader.exact(BLOCK).catch(() => {
      throw new TarError('the archive ends without its end marker');
    });
    if (block.equals(ZEROES)) {
      // The end marker; whatever follows must be zeroes (and reading it lets gzip check its CRC).
      for (let rest = await reader.some(BLOCK); rest; rest = await reader.some(BLOCK)) {
        if (rest.some((byte) => byte !== 0)) throw new TarError('data after the end marker');
      }
      return;
    }
    checkHeader(block);
    const type = String.fromCharCode(block[156]!);
    let size = readOctal(block, 124, 12);
    if (type === 'x') {
      if (size > MAX_PAX_BYTES) throw new TarError('a PAX header is too large');
      pax = parsePax(await reader.exact(size));
      await reader.exact((BLOCK - (size % BLOCK)) % BLOCK);
      continue;
    }
    if (type !== '0' && type !== '\0') throw new TarError(`unexpected entry type ${type}`);
    const end = block.indexOf(0, 0);
    let name = block.subarray(0, end >= 0 && end < 100 ? end : 100).toString('utf8');
    if (pax?.has('path')) name = pax.get('path')!;
    if (pax?.has('size')) size = Number(pax.get('size'));
    pax = null;
    if (!Number.isSafeInteger(size) || size < 0) throw new TarError('an entry size is invalid');
    let left = size;
    let drained = false;
    const body: AsyncIterable<Buffer> = {
      async *[Symbol.asyncIterator]() {
        while (left > 0) {
          const part = await reader.some(left);
          if (!part) throw new TarError('the archive ends in the middle of an entry');
          left -= part.length;
          yield part;
        }
        drained = true;
      },
    };
    yield { name, size, body };
    if (!drained) {
      while (left > 0) {
        const part = await reader.some(left);
        if (!part) throw new TarError('the archive ends in the middle of an entry');
        left -= part.length;
      }
    }
    await reader.exact((BLOCK - (size % BLOCK)) % BLOCK);
  }
}
