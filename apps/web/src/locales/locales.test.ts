import { validationMessages } from '@usra/domain/common/messages';
import { describe, expect, it } from 'vitest';
import arFaq from './ar/faq.json';
import arLanding from './ar/landing.json';
import arLegal from './ar/legal.json';
import enFaq from './en/faq.json';
import enLanding from './en/landing.json';
import enLegal from './en/legal.json';
import { publicNamespaceLoaders } from './public-resources';
import { ar, en } from './resources';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`, prefixed with the namespace. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'object' && value !== null)
      for (const entry of flatten(value, path)) out.set(...entry);
    else throw new Error(`${path} is neither text nor a group`);
  }
  return out;
}

/** Plural forms differ by language (Arabic has six), so compare keys without their suffix. */
function baseKeys(entries: Map<string, string>): Set<string> {
  return new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function variables(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((match) => match[1] ?? '').sort();
}

// The public pages' namespaces load on their own (public-resources.ts) but follow the same rules.
const arEntries = flatten({ ...ar, landing: arLanding, faq: arFaq, legal: arLegal });
const enEntries = flatten({ ...en, landing: enLanding, faq: enFaq, legal: enLegal });

/** Error codes of the server contract (issue 2) that the web must be able to show. */
const serverErrorCodes = [
  'VALIDATION_FAILED',
  'EMAIL_TAKEN',
  'RATE_LIMITED',
  'REGISTRATION_CLOSED',
  'INVALID_CREDENTIALS',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  // Vehicles (issue 13).
  'DUPLICATE_VIN',
  'VIN_NOT_DECODED',
  'ODOMETER_BACKWARDS',
  'DEVICE_WITHOUT_VEHICLE',
  'ALERT_NOT_ACKNOWLEDGED',
  // House maintenance and assets (issue 14).
  'NOT_SCHEDULED',
];

describe('locales', () => {
  it('has the same keys in Arabic and English', () => {
    const arKeys = [...baseKeys(arEntries)].sort();
    const enKeys = [...baseKeys(enEntries)].sort();
    expect(
      arKeys.filter((key) => !enKeys.includes(key)),
      'only in ar',
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !arKeys.includes(key)),
      'only in en',
    ).toEqual([]);
  });

  it('has no empty texts', () => {
    for (const [key, text] of [...arEntries, ...enEntries]) expect(text.trim(), key).not.toBe('');
  });

  it('keeps the plural "other" form for every pluralised key', () => {
    for (const entries of [arEntries, enEntries]) {
      for (const key of entries.keys()) {
        if (PLURAL_SUFFIX.test(key))
          expect(entries.has(key.replace(PLURAL_SUFFIX, '_other')), key).toBe(true);
      }
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const [key, enText] of enEntries) {
      if (PLURAL_SUFFIX.test(key)) continue;
      const arText = arEntries.get(key) ?? arEntries.get(`${key}_other`) ?? '';
      expect(variables(arText), key).toEqual(variables(enText));
    }
  });

  it('translates every validation message key of the domain', () => {
    for (const key of Object.keys(validationMessages)) {
      expect(arEntries.has(`validation.${key}`), `ar validation.${key}`).toBe(true);
      expect(enEntries.has(`validation.${key}`), `en validation.${key}`).toBe(true);
    }
  });

  it('uses the domain texts verbatim for English validation messages', () => {
    for (const [key, text] of Object.entries(validationMessages)) {
      expect(enEntries.get(`validation.${key}`), key).toBe(text);
    }
  });

  it('translates every server error code of the contract', () => {
    for (const code of serverErrorCodes) {
      expect(arEntries.has(`errors.${code}`), `ar errors.${code}`).toBe(true);
      expect(enEntries.has(`errors.${code}`), `en errors.${code}`).toBe(true);
    }
  });

  it('shows the spec texts for auth errors in English', () => {
    expect(enEntries.get('errors.EMAIL_TAKEN')).toBe(
      'That email is already registered. Try signing in instead.',
    );
    expect(enEntries.get('errors.INVALID_CREDENTIALS')).toBe('Invalid email or password');
    expect(enEntries.get('errors.RATE_LIMITED_signIn')).toBe(
      'Too many login attempts. Please try again later.',
    );
    expect(enEntries.get('errors.RATE_LIMITED_signUp')).toBe(
      'Too many signup attempts. Please try again later.',
    );
    expect(enEntries.get('errors.SESSION_EXPIRED')).toBe(
      'Your session has expired. Please sign in again.',
    );
    expect(arEntries.get('errors.INVALID_CREDENTIALS')).toBe(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    );
  });

  it('has a loader in both languages for every public namespace', async () => {
    for (const [namespace, loaders] of Object.entries(publicNamespaceLoaders)) {
      for (const load of Object.values(loaders)) {
        const module = await load();
        expect(Object.keys(module.default).length, namespace).toBeGreaterThan(0);
      }
    }
  });
});
