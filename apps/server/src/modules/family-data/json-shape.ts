import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A pass over JSON text that counts what JSON.parse would build, without building it.
 * JSON.parse runs on the event loop, and a few kilobytes of deflated JSON can inflate to
 * millions of tiny objects or to objects of many thousand keys: measured here, 1.5 million
 * keys took 6.5 s and 290 MB, while a million members in objects of at most 100 keys parse in
 * about 100-300 ms. The pass refuses such shapes first; it tracks strings (so braces or commas
 * in text do not count) and works through the text in slices, a turn of the event loop apart.
 */
export interface JsonShapeLimits {
  /** Nesting of objects and arrays. */
  maxDepth: number;
  /** Objects and arrays in all. */
  maxContainers: number;
  /** Members of objects and elements of arrays, in all. */
  maxMembers: number;
  /** Keys of any one object. */
  maxKeysPerObject: number;
}

const SLICE_BYTES = 1024 * 1024;
const [QUOTE, BACKSLASH, COMMA, OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY] = [
  0x22, 0x5c, 0x2c, 0x7b, 0x7d, 0x5b, 0x5d,
];

class ShapeCounter {
  private inString = false;
  private escaped = false;
  /** Per open container: its member count so far, negated for arrays. */
  private readonly open: number[] = [];
  private containers = 0;
  private members = 0;

  constructor(private readonly limits: JsonShapeLimits) {}

  /** The first limit the text passes, or null. */
  feed(text: Uint8Array): string | null {
    for (let i = 0; i < text.length; i += 1) {
      const byte = text[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
        continue;
      }
      const problem = this.structural(byte);
      if (problem) return problem;
    }
    return null;
  }

  private structural(byte: number): string | null {
    if (byte === QUOTE) this.inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      this.containers += 1;
      this.open.push(byte === OPEN_OBJECT ? 1 : -1);
      if (this.open.length > this.limits.maxDepth) return 'nested too deeply';
      if (this.containers > this.limits.maxContainers) return 'too many objects';
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) this.open.pop();
    else if (byte === COMMA && this.open.length > 0) {
      this.members += 1;
      const top = this.open.length - 1;
      const count = this.open[top]!;
      this.open[top] = count > 0 ? count + 1 : count - 1;
      if (this.members > this.limits.maxMembers) return 'too many values';
      if (count > 0 && count >= this.limits.maxKeysPerObject) return 'an object with too many keys';
    }
    return null;
  }
}

/** The first limit `json` passes, or null when JSON.parse may read it. */
export async function jsonShapeProblem(
  json: Buffer,
  limits: JsonShapeLimits,
): Promise<string | null> {
  const counter = new ShapeCounter(limits);
  for (let at = 0; at < json.length; at += SLICE_BYTES) {
    const problem = counter.feed(json.subarray(at, at + SLICE_BYTES));
    if (problem) return problem;
    await nextTurn();
  }
  return null;
}
