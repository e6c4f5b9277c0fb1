import i18n, { type BackendModule, type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import arCommon from '@/locales/ar/common.json';
import enCommon from '@/locales/en/common.json';
import { isPublicNamespace, publicNamespaceLoaders } from '@/locales/public-resources';
import { intlLocale } from '@/lib/locale';
import { pickLanguage } from '@usra/domain/common/language';

export const languages = ['ar', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ar';

/** Also read by src/boot.js, before React starts. */
export const LANGUAGE_STORAGE_KEY = 'usra.lang';

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}

/** The current language, narrowed: i18next reports a plain string. */
export function currentLanguage(lng: string | undefined = i18n.resolvedLanguage): Language {
  return isLanguage(lng) ? lng : defaultLanguage;
}

/** Tells the server which language to prerender public pages in (read by web-app.ts). */
export const LANGUAGE_COOKIE = 'usra_lang';
const LANGUAGE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)(?:;|$)`);

/** The language the server chose for the page (from the usra_lang cookie), if any. */
function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : defaultLanguage;
}

/**
 * As src/boot.js: a choice made with the switch first (the cookie, which the server also sets
 * when the language link is followed before the page has hydrated or without JavaScript; then the
 * choice saved here); before any choice, the browser's languages (Arabic for `ar*`, else
 * English), as the server negotiated the page from `Accept-Language`.
 */
function readSavedLanguage(): Language {
  const cookie =
    typeof document === 'undefined'
      ? undefined
      : LANGUAGE_COOKIE_PATTERN.exec(document.cookie)?.[1];
  if (isLanguage(cookie)) return cookie;
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage refused: the browser's languages decide.
  }
  const browser = typeof navigator === 'undefined' ? undefined : navigator.languages;
  return browser?.length ? pickLanguage(browser) : pageLanguage();
}

/** Sent on `window` when the person picks a language (the app saves it in their profile). */
export const LANGUAGE_CHOSEN_EVENT = 'usra:language-chosen';

/**
 * The person picked a language (the switch, Settings → Appearance): it is remembered in the
 * cookie (which the server sends pages by) and here, and wins over the browser's from now on.
 */
export function chooseLanguage(language: Language): Promise<unknown> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the cookie still keeps the choice.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  }
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(LANGUAGE_CHOSEN_EVENT, { detail: language }));
  }
  return i18n.changeLanguage(language);
}

function setDocumentLanguage(language: Language) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  // Only on a real change: rewriting lang/dir restyles the whole (prerendered) page.
  if (root.lang !== language) root.lang = language;
  if (root.dir !== directionOf(language)) root.dir = directionOf(language);
  document.title = i18n.t('common:documentTitle');
  // The installable app's name in the page's language (public/manifest*.webmanifest).
  const manifest = document.querySelector('link[rel="manifest"]');
  const href = manifestHref(language);
  if (manifest && manifest.getAttribute('href') !== href) manifest.setAttribute('href', href);
}

/** The web app manifest of a language: Arabic is the default one. */
export function manifestHref(language: Language): string {
  return language === 'en' ? '/manifest.en.webmanifest' : '/manifest.webmanifest';
}

i18n.on('languageChanged', (lng) => {
  setDocumentLanguage(currentLanguage(lng));
});

/**
 * Only `common` is bundled here. The public pages' namespaces come from their own chunks
 * through this backend; the app's namespaces are added by locales/register-app-resources.ts,
 * which the app's entry (main.tsx) imports.
 */
const publicNamespacesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load =
      isPublicNamespace(namespace) && isLanguage(language)
        ? publicNamespaceLoaders[namespace][language]
        : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Every number interpolated into a translation is written in the sentence's language, so that a
 * sentence never mixes numbering systems («خلال ٧ أيام», not «خلال 7 أيام»). A value named like
 * a year is written without grouping («٢٠٢٦», not «٢٬٠٢٦»). Strings pass as they are.
 */
const numbersInSentences: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // i18next's type says string; the value interpolated is whatever the caller passed.
  format(value: string, _format, lng, options) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return value;
    const key = String((options as { interpolationkey?: unknown } | undefined)?.interpolationkey);
    return new Intl.NumberFormat(intlLocale(currentLanguage(lng)), {
      useGrouping: !/year/i.test(key),
    }).format(value);
  },
};

void i18n
  .use(publicNamespacesBackend)
  .use(numbersInSentences)
  .use(initReactI18next)
  .init({
    resources: { ar: { common: arCommon }, en: { common: enCommon } },
    partialBundledLanguages: true,
    lng: readSavedLanguage(),
    // English texts are complete (locales.test.ts), so English never downloads Arabic copy.
    fallbackLng: { en: [], default: [defaultLanguage] },
    supportedLngs: languages,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (lngs, ns, key) => {
      console.warn(`Missing translation ${ns}:${key} for ${lngs.join(', ')}`);
    },
  });

export { i18n };
