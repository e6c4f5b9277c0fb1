import type { FastifyInstance } from 'fastify';
import { hasDisallowedCharacters } from '@usra/domain/common/text';
import { invalidCharactersError } from './errors.js';

/** Whether the URL is well-formed percent-encoded UTF-8 holding no disallowed character. */
function cleanUrl(url: string): boolean {
  if (!url.includes('%')) return !hasDisallowedCharacters(url);
  try {
    // Throws on a stray `%` and on encoded bytes that are not UTF-8 (%ED%A0%80 is a surrogate).
    return !hasDisallowedCharacters(decodeURIComponent(url));
  } catch {
    return false;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const join = (path: string, key: string | number) => (path === '' ? `${key}` : `${path}.${key}`);

/**
 * The dotted path of the first string, or object key, that no field may hold; null when there
 * is none. A loop, not recursion: a deeply nested JSON body must not overflow the stack.
 * Uploads (Buffers) are not text and are left alone.
 */
function findDisallowedText(body: unknown): string | null {
  const pending: [unknown, string][] = [[body, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (hasDisallowedCharacters(value)) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], join(path, i)]);
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value).reverse()) {
        if (hasDisallowedCharacters(key)) return join(path, key);
        pending.push([item, join(path, key)]);
      }
    }
  }
  return null;
}

/**
 * Control characters and ill-formed Unicode are refused once, here, for every route: 400
 * VALIDATION_FAILED before any route reads them (PostgreSQL refuses U+0000 with an error, and
 * would store a lone surrogate as U+FFFD). Query and path parameters are decoded from the URL,
 * so checking the URL covers them, keys included. Multi-line text keeps tab, CR and LF; the
 * domain's one-line fields refuse line breaks themselves (text-fields.ts).
 */
export function registerRequestHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!cleanUrl(request.url)) throw invalidCharactersError('');
    const path = findDisallowedText(request.body);
    if (path !== null) throw invalidCharactersError(path);
  });
}
