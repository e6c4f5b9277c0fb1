import { ALLOWED_LATIN_NAMES, LITERAL_EXAMPLES } from '@usra/domain/common/allowed-names';
import { describe, expect, it } from 'vitest';
import arFaq from './ar/faq.json';
import arLanding from './ar/landing.json';
import arLegal from './ar/legal.json';
import { ar } from './resources';

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`. */
function entries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    return typeof value === 'object' && value !== null ? entries(value as object, path) : [];
  });
}

const arabic = entries({ ...ar, landing: arLanding, faq: arFaq, legal: arLegal });
const allowed = new Set<string>([...ALLOWED_LATIN_NAMES, ...LITERAL_EXAMPLES]);

/** The text a reader sees: placeholders, nesting and technical names in back-quotes left out. */
function readable(text: string): string {
  return text
    .replace(/{{[^}]*}}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

describe('Arabic copy (issue 26)', () => {
  it('has no Latin word but the allowed names', () => {
    const stray = arabic.flatMap(([key, text]) =>
      (readable(text).match(/[A-Za-z0-9][A-Za-z0-9-]*/g) ?? [])
        .filter((word) => /[A-Za-z]/.test(word) && !allowed.has(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(stray).toEqual([]);
  });

  it('writes its numbers in Arabic-Indic digits', () => {
    const latinDigits = arabic.flatMap(([key, text]) =>
      (readable(text).match(/[A-Za-z0-9][A-Za-z0-9-]*/g) ?? [])
        .filter((word) => /^[0-9]/.test(word) && !allowed.has(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(latinDigits).toEqual([]);
  });

  it('has no sentence mixing numbering systems', () => {
    const mixed = arabic
      .map(([key, text]): [string, string] => [
        key,
        readable(text).replace(/[A-Za-z0-9][A-Za-z0-9-]*/g, (word) =>
          allowed.has(word) ? ' ' : word,
        ),
      ])
      .filter(([, text]) => /[0-9]/.test(text) && /[٠-٩]/.test(text))
      .map(([key]) => key);
    expect(mixed).toEqual([]);
  });
});
