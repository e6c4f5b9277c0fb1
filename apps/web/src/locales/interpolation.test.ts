import { describe, expect, it } from 'vitest';
import { ar, en } from './resources';

type Tree = { [key: string]: string | Tree };

/** Every `{{name}}` a text interpolates, by key. */
function placeholders(tree: Tree, prefix = '', out = new Map<string, string[]>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const names = [...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!);
      if (names.length) out.set(path, names);
    } else placeholders(value, path, out);
  }
  return out;
}

// i18next reads these names from a call's options as settings: `t('x', { lng: '46.6826' })`
// switched the text to the fallback language (an Arabic sentence in the English profile).
const RESERVED = ['lng', 'lngs', 'ns', 'defaultValue', 'replace', 'postProcess', 'fallbackLng'];

describe('interpolated values', () => {
  for (const [language, resources] of [
    ['ar', ar],
    ['en', en],
  ] as const) {
    it(`never use a name i18next reserves for its own options (${language})`, () => {
      const found = [...placeholders(resources as unknown as Tree)].filter(([, names]) =>
        names.some((n) => RESERVED.includes(n)),
      );
      expect(found).toEqual([]);
    });
  }
});
