import type { JsonPage } from './sql-json.js';

/**
 * Pages of a list kept in memory with the version of the family's rows they were read at
 * (issue 30, decision 020; the tasks' version is migration 0039's). A caller answers a kept page
 * again only after reading the same version from the database, so every instance stays exact: a
 * change made anywhere replaces the version in its own statement. Least recently used pages go
 * first once the pages hold more than `maxBytes`; a page over a quarter of it is not kept.
 */
export class VersionedPages {
  private readonly pages = new Map<string, { version: string; page: JsonPage; bytes: number }>();
  private held = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  /** The page kept under `key` and the version it was read at, if any. */
  peek(key: string): { version: string; page: JsonPage } | undefined {
    return this.pages.get(key);
  }

  /** Marks a kept page as just used (it goes last among those to drop). */
  touch(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.pages.set(key, entry);
  }

  keep(key: string, version: string, page: JsonPage): void {
    this.drop(key);
    const bytes = key.length * 2 + page.json.length + 64;
    if (bytes > this.maxBytes / 4) return;
    this.pages.set(key, { version, page, bytes });
    this.held += bytes;
    for (const [oldest] of this.pages) {
      if (this.held <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  drop(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.held -= entry.bytes;
  }

  /** Bytes the kept pages take, about (tests). */
  get size(): number {
    return this.held;
  }
}
